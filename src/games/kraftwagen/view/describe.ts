/**
 * Kraftwagen's position in words (the contract's describe), for a reader who cannot see the board:
 * short sentences from the seat's view only, in this order — whose turn it is and what is asked
 * (or the result); the Grand Prix cars, leader first, the workers on the action track and the cars
 * on the market; each player's tableau (the final money at the end); the reader's own money tiles;
 * what is open to all (round, buyers, price tiles, research, awards, special tiles, the last
 * scoring). Every word is a message "describe.*" (or a shared one of words.ts); players are seat
 * parameters, and the reader is "you" through a `you` select in the catalogue.
 */
import { list, seat, type Msg } from '../../../engine/text';
import { entrySeat, isSpecial, isWorker } from '../rules/action-chain';
import { award } from '../data/awards';
import { MARKER_START, PREFS } from '../data/buyers';
import { card } from '../data/research';
import { ROUND_COLOURS, ROUNDS } from '../data/prices';
import type { KwView, PlayerView } from './view';
import { taskWords } from './board';
import { actionName, awardText, cardName, carText, clauses, devPoints, engineerName, engineerText, markerName, partName, specialText, startText, t, tileRef, tileShort } from './words';

const d = (key: string, params?: Parameters<typeof t>[1]): Msg => t(`describe.${key}`, params);

/** Is this seat the reader? ("true"/"false" for the catalogue's `you` select.) */
const you = (s: number, viewer: number | null): boolean => viewer === s;

/**
 * 1. Whose turn and what is asked (Kraftwagen, „5.2 Zugphase": the player whose worker is last in
 * the chain acts), or the result.
 */
function turnSentences(v: KwView, viewer: number | null): Msg[] {
  if (v.phase === 'finished') {
    const winners = v.players.filter((p) => v.ranks![p.seat] === 1).map((p) => seat(p.seat));
    return [t('status.over', { players: list(winners), count: winners.length })];
  }
  const form = viewer === v.current ? 'ask' : 'does';
  const player = seat(v.current);
  const plain = (what: Msg): Msg => d(form === 'ask' ? 'turn.you' : 'turn.other', { player, [form === 'ask' ? 'asked' : 'does']: what });
  const onTile = (what: Msg): Msg =>
    d(form === 'ask' ? 'turn.tileYou' : 'turn.tileOther', { player, tile: tileRef(v.turn.tile ?? ''), [form === 'ask' ? 'asked' : 'does']: what });
  const tu = v.turn;
  const task = tu.task ? taskWords(v, tu.task, `describe.${form}`) : null;
  let first: Msg;
  if (v.phase === 'start') first = plain(d(`${form}.start`));
  else if (v.phase === 'benz') first = plain(d(`${form}.benz`, { round: v.round }));
  else if (tu.stage === 'pick') first = plain(d(`${form}.pick`));
  else if (task) first = onTile(task);
  else if (tu.stage === 'actions') first = onTile(d(`${form}.actions`, { actions: list([...new Set(tu.actions)].map(actionName), true) }));
  // The price stage always has the car just built (market.ts sets both together).
  else if (tu.stage === 'price' && tu.build) first = plain(d(`${form}.price`, { car: t('board.newCar', { ...tu.build }) }));
  else first = plain(d(tu.built ? `${form}.built` : `${form}.market`));
  const out = [first];
  // Kraftwagen, „5.2 Zugphase": a full market or the buyer marker at 0 ends the turn phase after this turn.
  if (v.endTriggered && v.phase === 'turns') out.push(d('endTriggered'));
  return out;
}

/** 2a. The Grand Prix, as the race stands: more laps first, then further on; the pit lane last. */
function gpSentences(v: KwView, viewer: number | null): Msg[] {
  const cars: { seat: number | null; lap: number; field: number; engine: number }[] = v.neutral.map((field) => ({ seat: null, lap: 0, field, engine: 0 }));
  for (const p of v.players) if (p.car) cars.push({ seat: p.seat, lap: p.car.lap, field: p.car.field, engine: p.gpEngine });
  cars.sort((a, b) => b.lap - a.lap || b.field - a.field);
  const out = cars.map((c, i) =>
    c.seat === null
      ? d('gp.neutral', { place: i + 1, field: c.field })
      : d('gp.car', { you: you(c.seat, viewer), player: seat(c.seat), place: i + 1, field: c.field, laps: c.lap, engine: c.engine }),
  );
  for (const p of v.players) if (!p.car) out.push(d('gp.pit', { you: you(p.seat, viewer), player: seat(p.seat), engine: p.gpEngine }));
  return out;
}

/** 2b. The action track, front to back: tiles and workers. */
function chainSentence(v: KwView, viewer: number | null): Msg {
  const items = v.chain.map((e) => {
    // A special tile by its id here; its words follow among what is open to all.
    if (!isWorker(e)) return isSpecial(e) ? t('tile.specialRef', { id: e }) : tileShort(e, v.rules);
    const s = entrySeat(e);
    return d('chainWorker', { you: you(s, viewer), player: seat(s) });
  });
  return d('chain', { items: list(items) });
}

/** 2c. The cars on the market, in their order. */
function marketSentence(v: KwView, viewer: number | null): Msg {
  if (!v.market.length) return d('marketEmpty', { size: v.marketSize });
  const cars = v.market.map((c, i) =>
    d('marketCar', { n: i + 1, you: you(c.seat, viewer), player: seat(c.seat), car: carText(c), boost: c.boost ?? 'none', marker: c.boost ? markerName(c.boost) : '' }),
  );
  return d('market', { n: v.market.length, size: v.marketSize, cars: clauses(cars) });
}

/** 3. A player's tableau: workshops, workers, research, cards, markers, face-down tiles. */
function tableauSentence(v: KwView, p: PlayerView, viewer: number | null): Msg {
  const filled = p.workshops.filter((w) => w !== null);
  const parts: Msg[] = [
    d('tab.workshops', { filled: filled.length, parts: list(filled.map((w) => partName(w!.k, w!.v))), empty: p.workshops.length - filled.length }),
    d('tab.workers', { canteen: p.canteen, supply: p.supply }),
    d('tab.research', { body: p.bodyLevel, engine: p.engineLevel }),
  ];
  if (p.devs.length) parts.push(d('tab.devs', { devs: list(p.devs.map((x) => d(x.worker ? 'dev.active' : 'dev.waiting', { points: devPoints(x.card) }))) }));
  if (p.engineers.length) parts.push(d('tab.engineers', { names: list(p.engineers.map(engineerName)) }));
  if (p.markers.length) parts.push(d('tab.markers', { names: list(p.markers.map(markerName)) }));
  // Price and award tiles lie face down (rules.md, "Hidden information"): of the others only the count.
  if (v.phase !== 'finished') parts.push(d('tab.tiles', { n: p.tileCount }));
  return d('tableau', { you: you(p.seat, viewer), player: seat(p.seat), parts: clauses(parts) });
}

/** 3. Every tableau, the reader's first (as the board shows it); at the end the money and places. */
function playerSentences(v: KwView, viewer: number | null): Msg[] {
  const order = [...v.players].sort((a, b) => Number(b.seat === viewer) - Number(a.seat === viewer) || a.seat - b.seat);
  const out: Msg[] = [];
  if (v.ranks) {
    const ranked = [...v.players].sort((a, b) => v.ranks![a.seat] - v.ranks![b.seat] || a.seat - b.seat);
    for (const p of ranked) out.push(d('result', { place: v.ranks[p.seat], you: you(p.seat, viewer), player: seat(p.seat), money: p.total ?? 0 }));
  }
  for (const p of order) out.push(tableauSentence(v, p, viewer));
  return out;
}

/** 4. What the reader holds: his face-down money tiles (only his own view carries their values). */
function holdingSentences(v: KwView, viewer: number | null): Msg[] {
  if (viewer === null) return [];
  const p = v.players[viewer];
  if (!p || !p.tiles) return [];
  if (!p.tiles.length) return [d('mineNone')];
  // By kind, as the board colours them: price tiles, white tiles, awards (each with its goal).
  const groups: Msg[] = [];
  for (const k of ['c', 'w'] as const) {
    const values = p.tiles.filter((x) => x.k === k).map((x) => x.v);
    if (values.length) groups.push(d(`moneyTile.${k}`, { count: values.length, values: list(values) }));
  }
  const awards = p.tiles.flatMap((x) => (x.k === 'b' ? [d('award', { text: awardText(x.id), value: x.v })] : []));
  if (awards.length) groups.push(d('moneyTile.b', { count: awards.length, awards: list(awards) }));
  return [d('mine', { total: p.total ?? 0, n: p.tiles.length, groups: clauses(groups) })];
}

/** 5. What is open to all: round, buyers, price tiles, research, awards, special tiles, the last scoring. */
function openSentences(v: KwView, viewer: number | null): Msg[] {
  const out: Msg[] = [];
  if (v.phase === 'start') for (const id of v.startOffer) out.push(d('startTile', { id, text: startText(id) }));
  if (v.phase !== 'finished') {
    out.push(d('round', { round: v.round, rounds: ROUNDS, marker: v.marker === MARKER_START ? 'S' : String(v.marker) }));
    const colour = ROUND_COLOURS[Math.min(v.round, ROUNDS) - 1];
    out.push(v.prices.length ? d('prices', { colour, prices: list(v.prices) }) : d('pricesNone', { colour }));
    const buyers = v.buyers.map((b, i) => d('buyer', { n: i + 1, pref: b.pref, daimler: b.daimler, benz: b.benz }));
    out.push(d('buyers', { count: buyers.length, buyers: buyers.length ? list(buyers) : '', free: Math.max(0, v.buyerSlots - v.buyers.length) }));
    const stacks = PREFS.map((pref) => d('stack', { pref, n: v.stacks[pref], count: v.stackBonus[pref].length, tiles: list(v.stackBonus[pref]) }));
    out.push(d('stacks', { stacks: clauses(stacks) }));
    for (const id of v.open) {
      const c = card(id);
      out.push(c.kind === 'engineer' ? d('openEngineer', { name: engineerName(c.engineer), text: engineerText(c.engineer) }) : d('openCard', { kind: c.kind, name: cardName(id) }));
    }
    out.push(d('deck', { deck: v.deckCount, discard: v.discardCount, top: v.discardTop === null ? '' : t('card.quoted', { card: cardName(v.discardTop) }) }));
    out.push(v.awards.length ? d('awards', { awards: list(v.awards.map((id) => d('award', { text: awardText(id), value: award(id).value }))) }) : d('awardsNone'));
    for (const id of v.chain.filter(isSpecial)) out.push(d('special', { id, text: specialText(id, v.rules) }));
  }
  const score = v.lastScore;
  if (score) {
    out.push(
      score.gp.length
        ? d('lastGp', { round: score.round, places: list(score.gp.map((g) => d('lastPlace', { place: g.place, neutral: g.seat === null, you: g.seat !== null && you(g.seat, viewer), player: g.seat === null ? '' : seat(g.seat), laps: g.laps }))) })
        : d('lastGpNone', { round: score.round }),
    );
    const sales = score.sales.map((x, i) =>
      d('sale', { n: i + 1, pref: x.pref, sold: x.seat !== null, you: x.seat !== null && you(x.seat, viewer), player: x.seat === null ? '' : seat(x.seat), price: x.price }),
    );
    if (sales.length) out.push(d('lastSales', { round: score.round, sales: clauses(sales) }));
  }
  return out;
}

export function describe(v: KwView, viewer: number | null): Msg[] {
  return [
    ...turnSentences(v, viewer),
    ...gpSentences(v, viewer),
    // At the end the chain no longer matters and the last scoring emptied the market.
    ...(v.phase === 'finished' ? [] : [chainSentence(v, viewer)]),
    ...(v.phase === 'finished' && !v.market.length ? [] : [marketSentence(v, viewer)]),
    ...playerSentences(v, viewer),
    ...holdingSentences(v, viewer),
    ...openSentences(v, viewer),
  ];
}
