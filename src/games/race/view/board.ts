/** The template context of views/games/race/board.hbs, built from a view only; every word a message. */
import type { StepContext } from '../../../engine/contract';
import { moveLabel } from './labels';
import { seat, type Msg, type Text } from '../../../engine/text';
import { CardKind, FINISHED, KNONSTER, KNONSTER_INFO, Knonster, cardKnonster, isPlacementCard } from '../data/race';
import type { RaceMove } from '../rules/state';
import type { RaceView } from './view';
import { TALL, WIDE, trackPicture } from './track-picture';
import { cardBig, cardName, cardText, knonsterInitial, knonsterName, knonsterTrait, playEffect, powerName, t } from './words';

function chip(k: Knonster) {
  const i = KNONSTER_INFO[k];
  return { id: k, name: knonsterName(k), initial: knonsterInitial(k), colour: i.colour, ink: i.ink };
}

function cardFace(kind: CardKind) {
  const k = cardKnonster(kind);
  const info = k ? KNONSTER_INFO[k] : null;
  return {
    kind,
    name: cardName(kind),
    text: cardText(kind),
    big: cardBig(kind),
    colour: info ? info.colour : '#6b6b6b',
    ink: info ? info.ink : '#ffffff',
    placement: isPlacementCard(kind),
  };
}

/** A player's name as the board shows it. */
function nameOf(s: number): Msg {
  return t('board.name', { player: seat(s) });
}

/** Where a Knonster stands, for the legend: "(timid): space 12, placement 2". */
function legendWords(view: RaceView, k: Knonster): Msg {
  const about = { trait: knonsterTrait(k), placement: view.placements[k] };
  const pos = view.positions[k];
  if (pos === FINISHED) return t('board.legendFinished', about);
  if (pos === 0) return t('board.legendStart', about);
  return t('board.legendSpace', { ...about, space: pos });
}

export function boardContext(view: RaceView, viewer: number | null, step: StepContext<RaceMove> | null): Record<string, unknown> {
  // „Spielverlauf": on his turn every card in the player's hand can be played; under it the words
  // of its plain play (the page composes the move).
  const playing = step !== null && view.phase === 'play';
  const track = { positions: view.positions, podium: view.podium };

  const hand: { face: ReturnType<typeof cardFace>; count: number; many: boolean; play: boolean; label: Text; noEffect: boolean }[] = [];
  for (const kind of view.hand ?? []) {
    const last = hand[hand.length - 1];
    if (last && last.face.kind === kind) {
      last.count++;
      last.many = true;
      continue;
    }
    const play: RaceMove = { type: 'play', card: kind };
    hand.push({ face: cardFace(kind), count: 1, many: false, play: playing, label: playing ? moveLabel(view, play) : cardName(kind), noEffect: playing && playEffect(track, play).none });
  }

  const me = viewer === null ? undefined : view.players[viewer];
  const finished = view.phase === 'finished';
  const players = view.players.map((p) => ({
    seat: p.seat,
    number: p.seat + 1,
    name: nameOf(p.seat),
    isViewer: p.seat === viewer,
    onTurn: view.current === p.seat || (view.phase === 'favourites' && view.toAct.includes(p.seat)),
    isStart: p.seat === view.startPlayer,
    handCount: p.handCount,
    chosen: p.chosen,
    hidden: t('board.hidden', { n: p.hiddenStars }),
    steps: KNONSTER.map((k) => {
      const starred = p.revealed.includes(k);
      return { ...chip(k), steps: p.steps[k], starred, title: t(starred ? 'board.stepsPower' : 'board.steps', { k: knonsterName(k), n: p.steps[k] }) };
    }),
    revealed: p.revealed.map(chip),
    favourites: p.favourites ? p.favourites.map(chip) : null,
    bet: p.bet ? t('board.bet', { k: knonsterName(p.bet) }) : null,
    // Only in the replay of a finished game (view with `reveal`): every hand.
    hand: view.allHands ? view.allHands[p.seat].map(cardFace) : null,
    score: view.outcome ? view.outcome.scores[p.seat] : null,
    rank: view.outcome ? view.outcome.ranks[p.seat] : null,
  }));

  // When the viewer must act, the page's controls say what to do; the board says the rest.
  const status: Text | null =
    view.phase === 'favourites'
      ? viewer !== null && view.toAct.includes(viewer)
        ? null
        : t('board.waiting')
      : view.phase === 'play'
        ? viewer === view.current
          ? null
          : t('board.playing', { player: seat(view.current ?? 0) })
        : (view.outcome?.summary ?? t('board.over'));

  return {
    // The track twice: wide for a desktop, tall for a phone (the page shows one of them).
    pictures: [trackPicture(WIDE, view), trackPicture(TALL, view)],
    legend: KNONSTER.map((k) => ({ ...chip(k), where: legendWords(view, k) })),
    phase: view.phase,
    choosing: view.phase === 'favourites',
    playing: view.phase === 'play',
    finished,
    status,
    restarts: view.restarts,
    options: view.options,
    deckCount: view.deckCount,
    turns: view.turns,
    spectator: viewer === null,
    showHands: !!view.allHands,
    hand,
    myFavourites: me?.favourites ? me.favourites.map(chip) : null,
    myBet: me?.bet ? t('board.yourBet', { k: knonsterName(me.bet) }) : null,
    players,
    powers: view.options.superkraefte
      ? KNONSTER.map((k) => {
          const used = view.powersUsed.includes(k);
          return { ...chip(k), used, words: t(used ? 'board.powerUsed' : 'board.power', { k: knonsterName(k), power: powerName(k) }) };
        })
      : null,
    played: view.played
      .slice(-8)
      .reverse()
      .map((p) => ({ seat: p.seat, face: cardFace(p.card), by: p.power ? t('board.playedWithPower', { player: seat(p.seat), k: p.power }) : nameOf(p.seat) })),
    endReason: view.endReason,
  };
}
