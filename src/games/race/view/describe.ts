/**
 * The position in words (issue 36), for a reader who cannot see the board: built from the seat's
 * view only, so it tells exactly what the board shows (the same secrecy). In this order: whose turn
 * it is and what is asked (or the result), where each Knonster stands (leader first), each player
 * (cards, star cards, steps; at the end place and points), what the reader holds (favourites, hand),
 * and what is open to all (start player, piles, the last cards played, superpowers, variants, the end).
 */
import { list, seat, type Msg, type Param } from '../../../engine/text';
import { FINISHED, KNONSTER, type CardKind, type Knonster } from '../data/race';
import type { RaceView } from './view';
import { cardName, knonsterName, pair, playEffect, powerName, superpower, t } from './words';

const yes = (b: boolean) => (b ? 'yes' : 'no');

/** Several messages as one, joined by semicolons (card names and effects carry commas themselves). */
function semis(texts: Msg[]): Msg {
  return texts.reduceRight((next, first) => t('describe.semi', { first, next }));
}

/** 1. Whose turn it is and what is asked now; the result once the game is over. */
function turn(view: RaceView, viewer: number | null): Msg {
  if (view.phase === 'finished') return t('describe.over', { result: view.outcome ? view.outcome.summary : t('board.over') });
  if (view.phase === 'favourites') {
    // „Wahl der Favoriten": everybody chooses at the same time, secretly.
    if (viewer !== null && view.toAct.includes(viewer)) return t('describe.yourChoice', { bet: yes(view.options.siegwette) });
    return t('describe.choosing', { me: yes(viewer !== null), players: list(view.toAct.map(seat)) });
  }
  if (viewer !== null && view.current === viewer) return t('describe.yourTurn');
  return t('describe.turn', { player: seat(view.current ?? 0) });
}

/** 2. The Knonster as the race stands: the podium in its order, then the track from the front. */
function knonster(view: RaceView): Msg[] {
  if (KNONSTER.every((k) => view.positions[k] === 0)) return [t('describe.allStart')];
  const onTrack = KNONSTER.filter((k) => view.positions[k] !== FINISHED).sort((a, b) => view.positions[b] - view.positions[a]);
  const out = view.podium.map((k, i) => t('describe.onPodium', { k: knonsterName(k), place: i + 1 }));
  for (const k of onTrack) {
    // Rule "Platzierung": Knonster on one space share a placement, and a placement card then moves nobody.
    const with_ = onTrack.filter((o) => o !== k && view.positions[o] === view.positions[k]).map(knonsterName);
    const about = { k: knonsterName(k), placement: view.placements[k], shared: yes(with_.length > 0), with: list(with_) };
    out.push(view.positions[k] === 0 ? t('describe.onStart', about) : t('describe.onSpace', { ...about, space: view.positions[k] }));
  }
  return out;
}

/** A player's favourites (and bet) as parameters, when the view shows them. */
function choiceParams(fav: readonly Knonster[] | undefined, bet: Knonster | null | undefined): Record<string, Param> {
  return { fav: yes(!!fav), favourites: fav ? pair(fav) : '', hasBet: yes(!!bet), bet: bet ? knonsterName(bet) : '' };
}

/** 3. Each player: cards in hand, star cards, steps moved; at the end place, points and favourites. */
function players(view: RaceView, viewer: number | null): Msg[] {
  const stars = view.options.superkraefte;
  if (view.phase === 'finished' && view.outcome) {
    const { ranks, scores } = view.outcome;
    const order = view.players.map((p) => p.seat).sort((a, b) => ranks[a] - ranks[b] || a - b);
    return order.map((s) => {
      const p = view.players[s];
      const about = { me: yes(s === viewer), player: seat(s), rank: ranks[s], points: scores[s], stars: yes(stars), hidden: p.hiddenStars };
      return t('describe.result', { ...about, ...choiceParams(p.favourites, p.bet) });
    });
  }
  const out: Msg[] = [];
  for (const p of view.players) {
    const me = p.seat === viewer;
    if (view.phase === 'favourites') {
      out.push(t('describe.playerChoosing', { me: yes(me), player: seat(p.seat), cards: p.handCount, chosen: yes(p.chosen) }));
    } else {
      // The steps statistic of the board (docs/games/race/design.md): net steps per Knonster.
      const moved = KNONSTER.some((k) => p.steps[k] !== 0);
      const steps = list(KNONSTER.map((k) => t('describe.stepsItem', { k: knonsterName(k), n: p.steps[k] })));
      out.push(
        t('describe.player', {
          me: yes(me),
          player: seat(p.seat),
          cards: p.handCount,
          stars: yes(stars),
          hidden: p.hiddenStars,
          up: p.revealed.length,
          shown: list(p.revealed.map(knonsterName)),
          moved: yes(moved),
          steps,
        }),
      );
    }
    // Another player's favourites only where the view has them (the replay of a finished game).
    if (!me && p.favourites) out.push(t('describe.favouritesOf', { player: seat(p.seat), ...choiceParams(p.favourites, p.bet) }));
  }
  return out;
}

/** Cards grouped as the hand holds them (in card order): each kind with its count. */
function grouped(cards: readonly CardKind[]): { kind: CardKind; count: number }[] {
  const out: { kind: CardKind; count: number }[] = [];
  for (const kind of cards) {
    const last = out[out.length - 1];
    if (last && last.kind === kind) last.count++;
    else out.push({ kind, count: 1 });
  }
  return out;
}

function handCard(g: { kind: CardKind; count: number }): Msg {
  return t('describe.handCard', { card: cardName(g.kind), count: g.count });
}

/** 4. What the reader holds: his favourites (and bet) and his hand; on his turn each card's effect. */
function mine(view: RaceView, viewer: number | null): Msg[] {
  if (viewer === null || view.hand === null) return [];
  const out: Msg[] = [];
  const me = view.players[viewer];
  // At the end the player's own line names his favourites already.
  if (me?.favourites && view.phase !== 'finished') out.push(t('describe.myFavourites', choiceParams(me.favourites, me.bet)));
  const groups = grouped(view.hand);
  if (groups.length === 0) out.push(t('describe.handEmpty'));
  else if (view.phase === 'play' && view.current === viewer) {
    // The same words as under each card of the board: what its plain play does now.
    const track = { positions: view.positions, podium: view.podium };
    const cards = groups.map((g) => t('describe.handCardEffect', { card: handCard(g), effect: playEffect(track, { type: 'play', card: g.kind }).text }));
    out.push(t('describe.handPlay', { n: view.hand.length, cards: semis(cards) }));
  } else out.push(t('describe.hand', { n: view.hand.length, cards: list(groups.map(handCard)) }));
  return out;
}

/** 5. What is open to all: hands shown in a replay, start player, piles, last cards, powers, variants. */
function open(view: RaceView, viewer: number | null): Msg[] {
  const out: Msg[] = [];
  if (view.allHands) {
    view.allHands.forEach((hand, s) => {
      if (s !== viewer) out.push(t('describe.handOf', { player: seat(s), n: hand.length, cards: list(grouped(hand).map(handCard)) }));
    });
  }
  if (view.startPlayer !== null) {
    // „Spielverlauf": from the start player in seat order.
    const order = Array.from({ length: view.seats }, (_, i) => seat((view.startPlayer! + i) % view.seats));
    out.push(t('describe.order', { player: seat(view.startPlayer), order: list(order) }));
  }
  if (view.phase !== 'favourites') out.push(t('describe.piles', { deck: view.deckCount, turns: view.turns }));
  // One round of cards: what the others did since the reader's last turn.
  const last = view.played.slice(-view.seats).reverse();
  if (last.length) {
    const cards = last.map((p) =>
      p.power
        ? t('describe.playedByPower', { card: cardName(p.card), player: seat(p.seat), power: superpower(p.power) })
        : t('describe.playedBy', { card: cardName(p.card), player: seat(p.seat) }),
    );
    out.push(t('describe.lastPlayed', { n: last.length, cards: list(cards) }));
  }
  if (view.options.superkraefte) {
    const item = (k: Knonster) => t('describe.powerItem', { k: knonsterName(k), power: powerName(k) });
    const unused = KNONSTER.filter((k) => !view.powersUsed.includes(k));
    out.push(t('describe.powers', { open: unused.length, openList: list(unused.map(item)), used: view.powersUsed.length, usedList: list(view.powersUsed.map(item)) }));
  }
  const variants = (['siegwette', 'superkraefte'] as const).filter((v) => view.options[v]).map((v) => t(`describe.variant.${v}`));
  if (variants.length) out.push(t('describe.variants', { n: variants.length, variants: list(variants) }));
  if (view.restarts > 0) out.push(t('describe.restarts', { n: view.restarts }));
  // „Ende des Spiels": the third Knonster over the line, or a draw from an empty pile.
  if (view.phase === 'play') out.push(t('describe.toEnd', { left: 3 - view.podium.length }));
  return out;
}

export function describe(view: RaceView, viewer: number | null): Msg[] {
  const me = viewer !== null && viewer === view.viewer ? viewer : null;
  return [turn(view, me), ...knonster(view), ...players(view, me), ...mine(view, me), ...open(view, me)];
}
