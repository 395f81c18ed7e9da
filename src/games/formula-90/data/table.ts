/**
 * Building a table the rules could reach, for the rule book's worked examples (data/examples.ts),
 * the rules page's pictures (guide/pictures.ts) and the tests (test/games/formula-90/helpers.ts):
 * the example players (Alan, Bob, Carl, Dirk at Monza), the moves of the rules played one by one
 * (each must be legal, and the table after it satisfies the invariants), cars placed on the track
 * in the middle of a race, and the cards the text names put where it names them.
 *
 * Two ways to put a named card somewhere: `give`, `stack` and `setTarget` move it (taken from
 * wherever it lies, so hands and piles change size), as the pictures and the tests do; `hold`,
 * `onTop` and `swapTarget` swap it with a card of the place it goes to (every hand and pile keeps
 * its size), as the worked examples do — their starts are tables the rules could deal.
 */
import { apply } from '../rules/apply';
import { assertInvariants } from '../rules/invariants';
import { legalMoves } from '../rules/legal';
import { car, leader } from '../rules/order';
import { advance } from '../rules/race';
import { setup } from '../rules/setup';
import type { F90Move, F90Options, F90State } from '../rules/state';
import { RACE_CARDS, type CardType } from './cards';
import type { StrategyId } from './strategies';
import type { TyreType } from './weather';

/** The example race's table: Monza, the basic game. */
export const MONZA: F90Options = { track: 'monza', short: false, junior: false, reentry: false, advanced: false, trackCards: false, abilities: false, carBuild: false, fuel: false, tyres: false, superfast: false, flags: false, offTrack: false };

/** The examples' players by seat: Alan (red), Bob (green), Carl (blue), Dirk (grey). */
export const ALAN = 0;
export const BOB = 1;
export const CARL = 2;
export const DIRK = 3;

/** The race card with this type, movement value and test factor (data/cards.ts has each once). */
export function cardOf(type: CardType, move: number, test: number): number {
  const c = RACE_CARDS.find((x) => x.type === type && x.move === move && x.test === test);
  if (!c) throw new Error(`no ${type} +${move}(${test})`);
  return c.no;
}

/** The first race card with this test factor. */
export function cardWithTest(test: number): number {
  const c = RACE_CARDS.find((x) => x.test === test);
  if (!c) throw new Error(`no card (${test})`);
  return c.no;
}

// ---------------------------------------------------------------------------------------------
// Moving cards: taken from where they lie, so hands and piles change size

/** Takes cards from wherever they lie (the piles, the track card piles, the hands). */
function take(s: F90State, cards: readonly number[]): void {
  s.deck = s.deck.filter((x) => !cards.includes(x));
  s.discard = s.discard.filter((x) => !cards.includes(x));
  if (s.trackDeck) s.trackDeck = s.trackDeck.filter((x) => !cards.includes(x));
  if (s.trackDiscard) s.trackDiscard = s.trackDiscard.filter((x) => !cards.includes(x));
  for (const p of s.players) {
    p.hand = p.hand.filter((x) => !cards.includes(x));
    if (p.target !== null && cards.includes(p.target)) throw new Error(`card ${p.target} is a target`);
  }
}

/** Puts cards into a player's hand (the hand keeps its other cards). */
export function give(s: F90State, seat: number, cards: readonly number[]): void {
  take(s, cards);
  s.players[seat].hand.push(...cards);
}

/** Puts cards on top of the draw pile, the first one on top. */
export function stack(s: F90State, cards: readonly number[]): void {
  take(s, cards);
  s.deck.push(...[...cards].reverse());
}

/** Lays a card on a player's sheet as his target test (the old one to the discard pile). */
export function setTarget(s: F90State, seat: number, card: number): void {
  const p = s.players[seat];
  if (p.target === card) return;
  take(s, [card]);
  if (p.target !== null) s.discard.unshift(p.target);
  p.target = card;
}

// ---------------------------------------------------------------------------------------------
// Swapping cards: each swapped with a card where it goes, so every hand and pile keeps its size

/** Where a card lies: a pile or a hand, and the place in it. */
function where(s: F90State, card: number): { list: number[]; i: number } {
  for (const list of [s.deck, s.discard, ...s.players.map((p) => p.hand)]) {
    const i = list.indexOf(card);
    if (i >= 0) return { list, i };
  }
  throw new Error(`card ${card} lies on the table (a target, a frozen card or in a turn)`);
}

/**
 * Puts cards into a seat's hand, each swapped with a hand card not named in `keep` (which goes to
 * where the card lay): hand sizes and piles stay as they are.
 */
export function hold(s: F90State, seat: number, cards: readonly number[], keep: readonly number[] = cards): void {
  const hand = s.players[seat].hand;
  for (const c of cards) {
    if (hand.includes(c)) continue;
    const from = where(s, c);
    const j = hand.findIndex((x) => !keep.includes(x));
    if (j < 0) throw new Error(`no room in hand ${seat} for ${c}`);
    from.list[from.i] = hand[j];
    hand[j] = c;
  }
}

/**
 * The draw pile's top cards, the first drawn first; null leaves the card there. Each swapped with
 * the card where it lay.
 */
export function onTop(s: F90State, cards: readonly (number | null)[]): void {
  cards.forEach((c, k) => {
    if (c === null) return;
    const at = s.deck.length - 1 - k;
    if (s.deck[at] === c) return;
    const from = where(s, c);
    from.list[from.i] = s.deck[at];
    s.deck[at] = c;
  });
}

/** A target test card on a player's sheet, swapped with the one lying there (which takes its place). */
export function swapTarget(s: F90State, seat: number, card: number): void {
  const p = s.players[seat];
  if (p.target === card) return;
  const from = where(s, card);
  from.list[from.i] = p.target!;
  p.target = card;
}

// ---------------------------------------------------------------------------------------------
// Playing the rules' moves

/** The same move, whatever the order of its fields. */
function sameMove(a: F90Move, b: F90Move): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)).map(([k, x]) => [k, sortKeys(x)]));
  return v;
}

/** Plays a move of the rules, which must be one of the legal moves; the table after it satisfies the invariants. */
export function act(s: F90State, seat: number, move: F90Move): F90State {
  const legal = legalMoves(s, seat);
  if (!legal.some((m) => sameMove(m, move))) {
    throw new Error(`not legal for seat ${seat}: ${JSON.stringify(move)}; step ${s.turn?.step}; legal: ${JSON.stringify(legal.slice(0, 12))}`);
  }
  const next = apply(s, seat, move);
  assertInvariants(next);
  return next;
}

const byNumber = (a: number, b: number) => a - b;

/**
 * Four players with the example's sheets (Alan Italy, Bob Germany, Carl France, Dirk Britain), hands
 * dealt and kept; under the current rules version, or the one given.
 */
export function examplePlayers(seed = 1, options: F90Options = MONZA, rulesVersion?: number): F90State {
  let s = setup(seed, 4, options, rulesVersion);
  s = act(s, ALAN, { type: 'sheet', sheet: 'italy', side: 0 });
  s = act(s, BOB, { type: 'sheet', sheet: 'germany', side: 0 });
  s = act(s, CARL, { type: 'sheet', sheet: 'france', side: 0 });
  s = act(s, DIRK, { type: 'sheet', sheet: 'britain', side: 0 });
  for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'mulligan', redraw: false });
  return s;
}

// ---------------------------------------------------------------------------------------------
// A race under way

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

export interface MidRace {
  /** each section's cars, front to back */
  sections: Record<number, string[]>;
  /** whole laps ahead per car */
  laps?: Record<string, number>;
  /** the cars still to play this round */
  waiting: string[];
  /** the lap counter's box (7 if not given) */
  box?: number;
  /** per seat (HAZARD if not given) */
  strategies?: Partial<Record<number, StrategyId>>;
  /** a car's lane line in its section */
  lanes?: Record<string, string>;
  seed?: number;
  /** the modules (the basic game at Monza if not given) */
  options?: F90Options;
  /** per seat, with the tyre module (hard if not given) */
  tyres?: Partial<Record<number, TyreType>>;
  /** cards each player holds, swapped in (`hold`) */
  hands?: Partial<Record<number, number[]>>;
  /** the targets on the sheets, swapped in (`swapTarget`) */
  targets?: Partial<Record<number, number>>;
  /** the top of the draw pile, the first drawn first, swapped in (`onTop`) */
  top?: (number | null)[];
  /** the rules version (the current one if not given) */
  rules?: number;
}

/**
 * A race in progress, for the moments the rule book shows in the middle of a race: the four
 * example players (each qualified with his lowest card, tyres and strategies given), every car
 * placed by `arrange`, cars not placed out of the race, the cars in `waiting` still to play this
 * round, lap-counter box `box`; fuel tiles lie beyond the scene. The named cards are swapped in
 * (hands, targets, the draw pile's top); then the rules play on to the first decision.
 */
export function midRace(o: MidRace): F90State {
  let s = examplePlayers(o.seed ?? 1, o.options, o.rules);
  for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'qualify', card: [...s.players[seat].hand].sort(byNumber)[0] });
  const inGrid = [...s.grid].map((id) => car(s, id).seat).filter((x): x is number => x !== null);
  // „Reifentypen und Wetter": the tyres first (default hard)
  if (s.phase === 'tyres') for (const seat of inGrid) s = act(s, seat, { type: 'tyres', tyre: o.tyres?.[seat] ?? 'hard' });
  for (const seat of inGrid) s = act(s, seat, { type: 'strategy', strategy: o.strategies?.[seat] ?? 'hazard' });
  s.turn = null;
  s.battle = null;
  s.box = o.box ?? 7;
  arrange(s, o.sections, o.laps);
  const placed = new Set(Object.values(o.sections).flat());
  for (const c of s.cars) {
    if (!placed.has(c.id)) c.status = 'out';
    c.moved = !o.waiting.includes(c.id);
    c.justPit = false;
    c.fought = false;
    c.fuelDue = false;
  }
  for (const [id, line] of Object.entries(o.lanes ?? {})) car(s, id).lane = line;
  for (const p of s.players) {
    p.fuelBox = null;
    p.hand.push(...p.frozen);
    p.frozen = [];
  }
  s.robotFuel = [];
  for (const [seat, card] of Object.entries(o.targets ?? {})) swapTarget(s, Number(seat), card!);
  for (const [seat, cards] of Object.entries(o.hands ?? {})) hold(s, Number(seat), cards!);
  if (o.top) onTop(s, o.top);
  s.lead = leader(s).id;
  advance(s);
  s.events = [];
  assertInvariants(s);
  return s;
}
