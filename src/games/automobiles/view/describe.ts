/**
 * The position in words (the contract's describe), for a reader who cannot see the board: the
 * same things board.ts draws, from the seat's view only, as short sentences of the catalogue —
 * whose turn it is and what is asked (the prompts of parts.ts), the cars in race order, every
 * player's dice, the reader's own dice, then what is open to all (the dice on the track, the
 * effect under way, the supply, the race and, with the expansion, the draft, the drivers and the
 * season). Everything in Automobiles is open (view.ts), so only the face-down sponsors stay a
 * count here as on the board.
 */
import { list, seat, type Msg, type Param, type Text } from '../../../engine/text';
import { BR, total } from '../data/dice';
import { geometry } from '../rules/geometry';
import { rankSeason } from '../rules/season';
import { sponsorCard } from './board-season';
import { effectPrompt, sponsorPrompt } from './parts';
import type { AutoView, PlayerView } from './view';
import { cardName, cardText, colourId, diceCount, driverName, driverText, field, fieldColours, laneId, sponsorName, t } from './words';

/** The reader's seat when it is one of the game's, else null (a spectator, a replay). */
function readerOf(view: AutoView, viewer: number | null): number | null {
  return viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < view.seats ? viewer : null;
}

/** The name of the effect under way, as the board heads it; null for a gear die moving (no card's effect). */
function effectName(view: AutoView): Msg | null {
  const pe = view.turn.pending;
  if (!pe || pe.card === 'gear' || pe.card === 'wear') return null;
  if (pe.card === 'driver') {
    const id = view.players[view.current].driver;
    return id ? driverName(id) : null;
  }
  const card = view.cards.find((c) => c.id === pe.card);
  return card ? cardName(card) : null;
}

/**
 * 1. Whose turn it is and what is asked now. For the reader on turn: "It is your turn." and the
 * question of the step his move begins with, in the words the page asks it (parts.ts).
 */
function turnSentences(view: AutoView, me: number | null): Text[] {
  const mine = me !== null && view.toAct.includes(me);
  const cur = seat(view.current);
  const round = view.round;
  const you = (when: string, prompt: Text): Text[] => [t('describe.turn.you', { when, round }), prompt];
  if (view.phase === 'finished') {
    const out: Text[] = [t('describe.over', { season: view.season !== null })];
    if (view.outcome) out.push(view.outcome.summary);
    return out;
  }
  if (view.phase === 'sponsors') {
    const pick = view.season!.pick!;
    if (mine) return you('between', sponsorPrompt(view));
    if (pick.effect) return [t('describe.turn.sponsorEffect', { player: seat(pick.effect.seat), sponsor: sponsorName(pick.effect.sponsor), place: pick.effect.place })];
    return [t('describe.turn.sponsor', { player: seat(pick.order[0]) })];
  }
  if (view.draft) {
    const [first, ...rest] = view.draft.order;
    if (mine) return you('draft', t('part.draft', { n: view.draft.offer.length }));
    return [t('describe.turn.draft', { player: seat(first), n: view.draft.offer.length, more: rest.length, rest: list(rest.map((s) => seat(s))) })];
  }
  if (view.interlude) {
    const il = view.interlude;
    if (mine && view.turn.pending) return you('other', effectPrompt(view));
    return [t('describe.turn.v12', { owner: seat(il.owner), mine: me === il.owner, player: seat(il.seat), n: il.fields })];
  }
  if (view.answering.length) {
    if (mine) return you('other', t('part.extra.now', { player: cur }));
    return [t('describe.turn.boost', { player: cur, mine: me === view.current, waiting: list(view.answering.map((s) => seat(s))) })];
  }
  if (view.phase === 'opening') {
    if (mine) {
      const canBuy = view.supply.some((n, c) => c < BR && n > 0 && view.cost[c] <= view.turn.money);
      return you('other', canBuy ? t('part.buy.opening', { money: view.turn.money }) : t('part.finishBuying.prompt'));
    }
    return [t('describe.turn.opening', { player: cur, money: view.turn.money })];
  }
  if (mine) {
    if (view.turn.pending) return you('round', effectPrompt(view));
    // Variant "beschleunigter Ablauf": a Power Boost's draw owed from another player's turn comes first.
    if (view.turn.stage === 'begin' && view.players[me].owedDraws > 0) return you('round', t('part.extra.later'));
    return you('round', t(`describe.ask.${view.turn.stage}`, { money: view.turn.money }));
  }
  const out: Text[] = [t('describe.turn.other', { round, player: cur, stage: view.turn.stage, money: view.turn.money })];
  const name = effectName(view);
  if (name) {
    const pe = view.turn.pending!;
    const text = pe.card === 'driver' ? driverText(view.players[view.current].driver!) : cardText(view.cards.find((c) => c.id === pe.card)!);
    out.push(t('describe.effect.other', { player: cur, effect: name, text }));
  }
  return out;
}

/** 2. The cars, leader first: place, row, lane, the field's colours, the laps to go (at the end: the rows driven). */
function carSentences(view: AutoView, me: number | null): Text[] {
  const g = geometry(view.options.track);
  const single = view.outcome !== null && view.season === null;
  return view.standings.map((s, i) => {
    const p = view.players[s];
    const where = {
      player: seat(s),
      mine: s === me,
      row: p.slice + 1,
      lane: laneId(p.lane),
      colours: fieldColours(g.fields[g.segField[p.seg]].colours),
      laps: p.lapsLeft,
    };
    if (single) return t('describe.car.final', { ...where, rank: view.outcome!.ranks[s], rows: view.outcome!.scores[s] });
    return t('describe.car', { ...where, place: i + 1 });
  });
}

/** A player's dice by area, as every tableau on the board shows them. */
function diceSentence(p: PlayerView): Msg {
  return t('describe.player.dice', {
    player: seat(p.seat),
    active: diceCount(p.active),
    used: diceCount(p.used),
    discard: diceCount(p.discard),
    bag: diceCount(p.bag),
    n: total(p.bag),
    owned: total(p.owned),
  });
}

/** 3. Each player's standing beyond his place: the season's points and sponsor, the drivers, every other player's dice. */
function playerSentences(view: AutoView, me: number | null): Text[] {
  const out: Text[] = [];
  const s = view.season;
  if (s) {
    const order = rankSeason(s.totals, s.places, view.standings);
    for (const x of order) {
      out.push(
        t('describe.season.player', {
          player: seat(x),
          mine: x === me,
          points: s.totals[x],
          races: s.points.length,
          byRace: list(s.points.map((r, i) => t('describe.season.race', { n: i + 1, points: r[x] }))),
          has: s.sponsors[x] !== null,
          sponsor: s.sponsors[x] ? sponsorName(s.sponsors[x]!) : '',
        }),
      );
    }
  }
  if (view.players.some((p) => p.driver)) {
    const drivers = view.players.filter((p) => p.driver).map((p) => t('describe.driverOf', { player: seat(p.seat), mine: p.seat === me, driver: driverName(p.driver!) }));
    out.push(t('describe.drivers', { drivers: list(drivers) }));
  }
  for (const p of view.players) {
    if (p.seat === me) continue;
    out.push(diceSentence(p));
    if (p.owedDraws) out.push(t('board.owed.other', { player: seat(p.seat), n: p.owedDraws }));
  }
  return out;
}

/** Dice counted by colour with their cards: "2 white (3rd gear) and 1 yellow (Mechanic)"; "none". */
function diceWithCards(view: AutoView, counts: readonly number[]): Param {
  const items = counts.flatMap((n, c) => (n > 0 ? [t('describe.die', { n, colour: colourId(c), card: cardName(view.cards[c]) })] : []));
  return items.length ? list(items) : t('describe.none');
}

/** 4. The reader's own dice: active (with their cards and what they are worth), used, discard, bag; his driver. */
function mineSentences(view: AutoView, me: number): Text[] {
  const p = view.players[me];
  const buying = me === view.current && (view.phase === 'opening' || (view.phase === 'turn' && view.turn.stage === 'buy'));
  const money = buying ? view.turn.money : p.active.reduce((m, n, c) => m + n * view.value[c], 0);
  const out: Text[] = [];
  // Before the race and between the races every die is in the bag: no hand to speak of unless buying.
  if (buying || total(p.active) > 0 || view.phase === 'turn') out.push(t('describe.mine.active', { dice: diceWithCards(view, p.active), buying, money }));
  out.push(t('describe.mine.rest', { used: diceWithCards(view, p.used), discard: diceWithCards(view, p.discard), bag: diceCount(p.bag), n: total(p.bag), owned: total(p.owned) }));
  if (p.owedDraws) out.push(t('board.owed.mine', { n: p.owedDraws }));
  if (p.driver) out.push(t('describe.mine.driver', { driver: driverName(p.driver), text: driverText(p.driver) }));
  return out;
}

/** 5. What is open to all: the dice on the track, a die or car on its way, the dice drawn, the supply, the race, the draft, the season. */
function openSentences(view: AutoView, me: number | null): Text[] {
  const out: Text[] = [];
  const track = view.options.track;
  if (view.turn.track.length) {
    const dice = view.turn.track.map((d) => t('describe.trackDie', { colour: colourId(d.colour), field: field(track, d.path[d.path.length - 1]) }));
    out.push(t('describe.trackDice', { player: seat(view.current), mine: me === view.current, dice: list(dice) }));
  }
  const pe = view.turn.pending;
  if (pe?.path?.car) out.push(t('describe.carDriving', { player: seat(pe.path.car.seat), mine: me === pe.path.car.seat, left: pe.path.left }));
  else if (pe?.path && pe.path.path.length) {
    out.push(t('describe.dieMoving', { colour: colourId(pe.path.colour), field: field(track, pe.path.path[pe.path.path.length - 1]), left: pe.path.left }));
  }
  if (pe?.drawn?.length) out.push(t('describe.drawn', { dice: diceWithCards(view, view.cards.map((c) => pe.drawn!.filter((x) => x === c.colour).length)) }));
  const supply = view.cards.map((c) =>
    t('describe.supplyItem', { n: view.supply[c.colour], colour: colourId(c.colour), card: cardName(c), buyable: c.buyable, cost: c.cost, value: c.value }),
  );
  out.push(t('describe.supply', { items: list(supply) }));
  // The round counts the turns of a race; between the races and before the start there is none to name.
  const round = view.phase === 'turn' || view.phase === 'finished' ? view.round : 0;
  out.push(t('describe.race', { track: t(`track.${track}`), laps: view.options.laps, round, start: seat(view.startPlayer) }));
  const variants = [view.options.einfaedeln ? t('describe.variant.einfaedeln') : null, view.options.beschleunigt ? t('describe.variant.beschleunigt') : null].filter((x): x is Msg => x !== null);
  if (variants.length) out.push(t('describe.variants', { variants: list(variants) }));
  if (view.endTriggered && view.phase === 'turn') out.push(t('board.lastRound'));
  if (view.draft) {
    // A driver's ability names its phase itself (the board adds the phase as a flag).
    for (const id of view.draft.offer) out.push(t('describe.draft.driver', { driver: driverName(id), text: driverText(id) }));
  }
  const s = view.season;
  if (s) {
    const tracks = s.tracks.map((id, i) => t('describe.season.track', { n: i + 1, track: t(`track.${id}`), now: i === s.race && view.phase === 'turn' }));
    out.push(t('describe.season.tracks', { races: s.tracks.length, tracks: list(tracks) }));
    if (s.offer.length) out.push(t('describe.season.offer', { pile: s.pile, sponsors: list(s.offer.map((id) => sponsorName(id))) }));
    else out.push(t('describe.season.pile', { pile: s.pile }));
    // Between the races the sponsors on offer are a choice: their effects, as the board prints them.
    if (view.phase === 'sponsors') for (const id of s.offer) out.push(t('describe.season.sponsor', { ...sponsorCard(id) }));
  }
  return out;
}

export function describe(view: AutoView, viewer: number | null): Text[] {
  const me = readerOf(view, viewer);
  return [
    ...turnSentences(view, me),
    ...carSentences(view, me),
    ...playerSentences(view, me),
    ...(me !== null ? mineSentences(view, me) : []),
    ...openSentences(view, me),
  ];
}
