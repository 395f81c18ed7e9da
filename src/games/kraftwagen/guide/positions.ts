/**
 * Positions for the rules page's pictures and the rule book's worked examples (data/examples.ts,
 * guide/pictures.ts): a game set up from a seed with the start tiles taken by legal moves, then
 * adjusted where the rule book describes a situation the first turns do not reach. Every adjustment
 * keeps the state's invariants (rules/invariants.ts): workers, parts, research cards, price tiles and
 * award tiles are moved, never made up.
 */
import { apply } from '../rules/apply';
import { grant } from '../rules/awards';
import type { AwardId } from '../data/awards';
import type { Pref } from '../data/buyers';
import { ENGINEER_MARKERS } from '../data/markers';
import { RESEARCH_CARDS, type Engineer, type ResearchCard } from '../data/research';
import type { StartId } from '../data/start-tiles';
import { setup } from '../rules/setup';
import { freshTurn, type KwState, type MarketCar, type Part } from '../rules/state';

/**
 * A four-player seed whose start player is seat 0 (Marion, red, in the rule book's examples): the
 * chain ends P3, P2, P1, P0, so seat 3 chooses a start tile first and seat 0 gets the last one.
 */
export const MARION_SEED = 17;

/** The game after its start tiles: each seat takes the tile named for it (the last chooser's comes by itself). */
export function afterStart(seats: number, seed: number, tiles: Partial<Record<number, StartId>>, special = false): KwState {
  let s = setup(seed, seats, { special });
  while (s.phase === 'start') {
    const seat = s.current;
    const tile = tiles[seat] ?? s.startOffer[0];
    s = apply(s, seat, { type: 'start', tile });
  }
  return s;
}

/** Seat `seat` on turn at the start of a turn: its worker moved to the back of the chain. */
export function turnOf(s: KwState, seat: number): void {
  const w = `P${seat}`;
  s.chain = [...s.chain.filter((e) => e !== w), w];
  s.current = seat;
  s.turn = freshTurn();
  s.phase = 'turns';
}

/** Lays out the chain (front to back) with `seat` last and on turn. */
export function chainOf(s: KwState, chain: string[]): void {
  s.chain = chain.slice();
  const last = chain[chain.length - 1];
  s.current = Number(last.slice(1));
  s.turn = freshTurn();
  s.phase = 'turns';
}

/** Puts parts into a player's workshops (the parts out of the general supply counted). */
export function setWorkshops(s: KwState, seat: number, parts: (Part | null)[]): void {
  const p = s.players[seat];
  s.partsOut -= p.workshops.filter((w) => w).length;
  p.workshops = [parts[0] ?? null, parts[1] ?? null, parts[2] ?? null];
  s.partsOut += p.workshops.filter((w) => w).length;
}

export const body = (v: number): Part => ({ k: 'body', v });
export const engine = (v: number): Part => ({ k: 'engine', v });

/** Hires workers of a seat from the general supply into the canteen. */
export function hire(s: KwState, seat: number, n: number): void {
  const p = s.players[seat];
  p.supply -= n;
  p.canteen += n;
}

/** The id of the `nth` research card that fits. */
export function cardId(pred: (c: ResearchCard) => boolean, nth = 0): number {
  return RESEARCH_CARDS.map((c, i) => [c, i] as const).filter(([c]) => pred(c))[nth][1];
}

/** Takes a research card out of the deck, the open cards or the discard (the open cards are refilled from the deck). */
function pull(s: KwState, id: number): void {
  s.deck = s.deck.filter((c) => c !== id);
  s.open = s.open.filter((c) => c !== id);
  s.discard = s.discard.filter((c) => c !== id);
  while (s.open.length < 2) s.open.push(s.deck.shift()!);
}

/** A development on a player's tableau, active with a worker from his canteen. */
export function giveDev(s: KwState, seat: number, id: number): void {
  pull(s, id);
  s.players[seat].devs.push({ card: id, worker: true });
  s.players[seat].canteen--;
}

/** An engineer with his markers. */
export function giveEngineer(s: KwState, seat: number, name: Engineer): void {
  pull(s, cardId((c) => c.kind === 'engineer' && c.engineer === name));
  const p = s.players[seat];
  p.engineers.push(name);
  p.markers.push(...ENGINEER_MARKERS[name]);
}

/** The two open research cards (taken from the deck; the cards open before go back on top of it). */
export function openCards(s: KwState, ids: [number, number]): void {
  s.deck = [...s.open, ...s.deck].filter((c) => !ids.includes(c));
  s.open = ids.slice();
}

/** A car on the market, built of parts and workers of its owner, with a free coloured price tile. */
export function marketCar(s: KwState, car: MarketCar): void {
  s.market.push({ ...car });
  s.prices = s.prices.filter((v) => v !== car.price);
  s.players[car.seat].supply -= car.workers;
  s.partsOut += 2;
}

/** Active buyers (in this order), each taken from its stack with the white tiles beside it by `by`. */
export function activeBuyers(s: KwState, prefs: Pref[], by: number[]): void {
  prefs.forEach((pref, i) => {
    s.buyers.push({ pref, daimler: 0, benz: false });
    s.stacks[pref]--;
    for (const v of s.stackBonus[pref]) s.players[by[i]].tiles.push({ k: 'w', v });
    s.stackBonus[pref] = [];
  });
}

/** An award tile a player reached before the position. */
export function award(s: KwState, seat: number, id: AwardId): void {
  grant(s, seat, id);
}
