/** Test helpers: Formula 90 states built and played directly through the rules. */
import { apply } from '../../../src/games/formula-90/rules/apply';
import { assertInvariants } from '../../../src/games/formula-90/rules/invariants';
import { legalMoves, toAct } from '../../../src/games/formula-90/rules/legal';
import { car, leader, queueIndex, sectionOf } from '../../../src/games/formula-90/rules/order';
import { advance } from '../../../src/games/formula-90/rules/race';
import type { StrategyId } from '../../../src/games/formula-90/data/strategies';
import type { TyreType } from '../../../src/games/formula-90/data/weather';
import { setup } from '../../../src/games/formula-90/rules/setup';
import type { F90Move, F90Options, F90State, FuelBid } from '../../../src/games/formula-90/rules/state';

export const MONZA: F90Options = { track: 'monza', short: false, junior: false, reentry: false, advanced: false, trackCards: false, abilities: false, carBuild: false, fuel: false, tyres: false, superfast: false, flags: false, offTrack: false };

// The examples' players by seat and their cards, as the examples' own data names them.
import { ALAN, BOB, CARL, DIRK, cardOf, cardWithTest } from '../../../src/games/formula-90/data/examples';
export { ALAN, BOB, CARL, DIRK, cardOf, cardWithTest };

/** Takes cards from wherever they lie (piles, hands) — tests arrange the table. */
function take(s: F90State, cards: number[]): void {
  s.deck = s.deck.filter((x) => !cards.includes(x));
  s.discard = s.discard.filter((x) => !cards.includes(x));
  if (s.trackDeck) s.trackDeck = s.trackDeck.filter((x) => !cards.includes(x));
  if (s.trackDiscard) s.trackDiscard = s.trackDiscard.filter((x) => !cards.includes(x));
  for (const p of s.players) {
    p.hand = p.hand.filter((x) => !cards.includes(x));
    if (p.target !== null && cards.includes(p.target)) throw new Error(`card ${p.target} is a target`);
  }
}

/** Puts cards into a player's hand (the hand keeps its other cards; put back `drop` cards first). */
export function give(s: F90State, seat: number, cards: number[]): void {
  take(s, cards);
  s.players[seat].hand.push(...cards);
}

/** Puts cards on top of the draw pile, the first one on top. */
export function stack(s: F90State, cards: number[]): void {
  take(s, cards);
  s.deck.push(...[...cards].reverse());
}

/** Plays a move (which must be legal) and checks the invariants. */
export function act(s: F90State, seat: number, move: F90Move): F90State {
  const legal = legalMoves(s, seat);
  if (!legal.some((m) => JSON.stringify(sortKeys(m)) === JSON.stringify(sortKeys(move)))) {
    throw new Error(`not legal for seat ${seat}: ${JSON.stringify(move)}; step ${s.turn?.step}; legal: ${JSON.stringify(legal.slice(0, 12))}`);
  }
  const next = apply(s, seat, move);
  assertInvariants(next);
  return next;
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)]));
  return v;
}

/** Where a car stands: its section and place in the queue. */
export function at(s: F90State, id: string): { section: number; index: number } {
  const c = car(s, id);
  return { section: sectionOf(s, c.pos), index: queueIndex(s, c) };
}

/** Four players (Alan, Bob, Carl, Dirk) with the example's sheets, hands dealt, no new hands. */
export function examplePlayers(seed = 1, options: F90Options = MONZA): F90State {
  let s = setup(seed, 4, options);
  s = act(s, ALAN, { type: 'sheet', sheet: 'italy', side: 0 });
  s = act(s, BOB, { type: 'sheet', sheet: 'germany', side: 0 });
  s = act(s, CARL, { type: 'sheet', sheet: 'france', side: 0 });
  s = act(s, DIRK, { type: 'sheet', sheet: 'britain', side: 0 });
  for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'mulligan', redraw: false });
  return s;
}

/**
 * Arranges the track: each section's cars front to back; `laps` adds whole laps to a car's pos
 * (a car a lap ahead has pos + N). Cars not named leave the race order untouched (they must be out).
 */
export function arrange(s: F90State, sections: Record<number, string[]>, laps: Record<string, number> = {}): void {
  const n = s.queue.length;
  s.queue = s.queue.map(() => []);
  for (const [sec, ids] of Object.entries(sections)) {
    for (const id of ids) {
      const c = car(s, id);
      c.pos = Number(sec) + n * (laps[id] ?? 0);
      c.lane = null;
      s.queue[Number(sec)].push(id);
    }
  }
}

export { toAct, legalMoves };

/**
 * A race in progress for the examples that show one moment: the four example players (strategies
 * given, default HAZARD), every car placed by `arrange`, cars not placed out of the race, the cars
 * in `waiting` still to play this round, lap-counter box `box`; then the engine plays on to the
 * first decision. Fuel tiles lie beyond the scene.
 */
export function scene(opts: {
  sections: Record<number, string[]>;
  laps?: Record<string, number>;
  waiting: string[];
  box?: number;
  strategies?: Partial<Record<number, StrategyId>>;
  lanes?: Record<string, string>;
  seed?: number;
  options?: F90Options;
  tyres?: Partial<Record<number, TyreType>>;
}): F90State {
  let s = examplePlayers(opts.seed ?? 1, opts.options);
  for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'qualify', card: [...s.players[seat].hand].sort((a, b) => a - b)[0] });
  const inGrid = [...s.grid].map((id) => car(s, id).seat).filter((x): x is number => x !== null);
  // „Reifentypen und Wetter": the tyres first (default hard)
  if (s.phase === 'tyres') for (const seat of inGrid) s = act(s, seat, { type: 'tyres', tyre: opts.tyres?.[seat] ?? 'hard' });
  for (const seat of inGrid) {
    s = act(s, seat, { type: 'strategy', strategy: opts.strategies?.[seat] ?? 'hazard' });
  }
  s.turn = null;
  s.battle = null;
  s.box = opts.box ?? 7;
  arrange(s, opts.sections, opts.laps);
  const placed = new Set(Object.values(opts.sections).flat());
  for (const c of s.cars) {
    if (!placed.has(c.id)) c.status = 'out';
    c.moved = !opts.waiting.includes(c.id);
    c.justPit = false;
    c.fought = false;
    c.fuelDue = false;
  }
  for (const [id, line] of Object.entries(opts.lanes ?? {})) car(s, id).lane = line;
  for (const p of s.players) {
    p.fuelBox = null;
    p.hand.push(...p.frozen);
    p.frozen = [];
  }
  s.robotFuel = [];
  s.lead = leader(s).id;
  advance(s);
  s.events = [];
  assertInvariants(s);
  return s;
}

/** Lays a card on a player's sheet as his target test (the old one to the discard pile). */
export function setTarget(s: F90State, seat: number, card: number): void {
  const p = s.players[seat];
  if (p.target === card) return;
  take(s, [card]);
  if (p.target !== null) s.discard.unshift(p.target);
  p.target = card;
}

/**
 * F90-E17 („BEISPIEL", advanced game): the robots draw SUPERSCHNELL +5(30)/10 and +4(10)/10,
 * SCHNELL +4(20)/10 and +3(45)/16, LANGSAM +3(35)/10 and +2(55)/16; Alan plays +2(76) with 10 laps,
 * Bob +4(11) with 10, Carl +3(43) with 12, Dirk +4(55) with 16. The qualifying of the example on a
 * state in phase 'qualifying' (fuel management on).
 */
export function qualifyAsInExample(state: F90State): F90State {
  let s = state;
  s.robotTiles = ['superfast-3', 'superfast-4', 'fast-3', 'fast-9', 'slow-3', 'slow-9'];
  const cards: [number, number, FuelBid][] = [
    [ALAN, cardOf('shift', 2, 76), 10],
    [BOB, cardOf('acceleration', 4, 11), 10],
    [CARL, cardOf('movement', 3, 43), 12],
    [DIRK, cardOf('movement', 4, 55), 16],
  ];
  for (const [seat, card] of cards) give(s, seat, [card]);
  for (const [seat, card, fuel] of cards) s = act(s, seat, { type: 'qualify', card, fuel });
  return s;
}
