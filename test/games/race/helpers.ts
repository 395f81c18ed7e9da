/** Test helpers: build Race states directly. */
import { raceModule } from '../../../src/games/race';
import { deckFor, KNONSTER, CardKind, Knonster, sortCards, sortKnonster } from '../../../src/games/race/data/race';
import { RULES_VERSION, setup, zeroSteps } from '../../../src/games/race/rules/setup';
import { rulesOf } from '../../../src/engine/rules-version';
import type { Choice, PlayMove, RaceMove, RaceOptions, RaceState } from '../../../src/games/race/rules/state';
import type { RuleExample } from '../../../src/engine/contract';
import { applyChecked } from '../../../src/engine/replay';

export interface StateSpec {
  seats?: number;
  options?: Partial<RaceOptions>;
  positions?: Partial<Record<Knonster, number>>;
  /** Knonster already finished, in order (their position becomes 61). */
  podium?: Knonster[];
  /** Hands per seat; seats not given get 5 cards from the rest of the deck. */
  hands?: (CardKind[] | undefined)[];
  /** Favourites per seat (and bet); default seat s: pairs that differ. */
  choices?: (Choice | [Knonster, Knonster])[];
  /** The draw pile, top first; default the rest of the deck. Cards left over count as played. */
  deck?: CardKind[];
  current?: number;
  powersUsed?: { seat: number; knonster: Knonster }[];
  seed?: number;
}

const DEFAULT_PAIRS: [Knonster, Knonster][] = [
  ['rithle', 'aristas'],
  ['celya', 'elaari'],
  ['rithle', 'celya'],
  ['aristas', 'elaari'],
];

function take(pool: CardKind[], cards: readonly CardKind[]): void {
  for (const c of cards) {
    const i = pool.indexOf(c);
    if (i < 0) throw new Error(`stateWith: no card ${c} left in the deck`);
    pool.splice(i, 1);
  }
}

/** A state in the play phase built from the given facts; it satisfies assertInvariants. */
export function stateWith(spec: StateSpec = {}): RaceState {
  const seats = spec.seats ?? 2;
  const options: RaceOptions = { siegwette: false, superkraefte: false, ...spec.options };
  const s = setup(spec.seed ?? 1, seats, options);
  const pool = deckFor(rulesOf(s)).slice();
  const hands: CardKind[][] = [];
  for (let i = 0; i < seats; i++) {
    const h = spec.hands?.[i];
    if (h) {
      take(pool, h);
      hands.push(sortCards(h.slice()));
    } else hands.push([]);
  }
  for (let i = 0; i < seats; i++) {
    if (!spec.hands?.[i]) {
      hands[i] = sortCards(pool.splice(pool.length - 5, 5));
    }
  }
  s.hands = hands;
  if (spec.deck) {
    take(pool, spec.deck);
    s.deck = spec.deck.slice();
    s.discard = pool;
  } else {
    s.deck = pool;
    // Earlier power plays need earlier played cards.
    s.discard = spec.powersUsed?.length ? s.deck.splice(s.deck.length - 4 * seats, 4 * seats) : [];
  }

  s.choices = [];
  s.box = [];
  for (let i = 0; i < seats; i++) {
    const c = spec.choices?.[i] ?? DEFAULT_PAIRS[i];
    const pair = sortKnonster(Array.isArray(c) ? [c[0], c[1]] : [c.favourites[0], c.favourites[1]]) as [Knonster, Knonster];
    const choice: Choice = Array.isArray(c)
      ? { favourites: pair, bet: options.siegwette ? c[0] : null }
      : { favourites: pair, bet: c.bet };
    s.choices.push(choice);
    s.box.push(KNONSTER.filter((k) => !choice.favourites.includes(k)));
  }
  s.positions = zeroSteps();
  for (const k of KNONSTER) s.positions[k] = spec.positions?.[k] ?? 0;
  s.podium = [...(spec.podium ?? [])];
  for (const k of s.podium) s.positions[k] = 61;
  // Earlier movement is booked to seat 0 so the step statistics add up.
  s.steps = Array.from({ length: seats }, () => zeroSteps());
  for (const k of KNONSTER) s.steps[0][k] = s.positions[k];
  s.revealed = Array.from({ length: seats }, () => []);
  s.powersUsed = [];
  s.powerTurns = [];
  for (const p of spec.powersUsed ?? []) {
    s.revealed[p.seat].push(p.knonster);
    s.powersUsed.push(p.knonster);
    // One played card carried each earlier power.
    s.powerTurns.push(-1); // fixed below, once the seats of the played cards are known
  }
  s.phase = 'play';
  s.current = spec.current ?? 0;
  // Seats play in turn: the i-th played card was the seat (startPlayer + i) % seats.
  s.startPlayer = (((s.current - s.discard.length) % seats) + seats) % seats;
  // Each earlier power was played by its seat: give it the latest played card of that seat.
  const taken = new Set<number>();
  s.powersUsed.forEach((k, j) => {
    const seat = s.revealed.findIndex((r) => r.includes(k));
    let t = -1;
    for (let i = s.discard.length - 1; i >= 0; i--) {
      if ((s.startPlayer + i) % seats === seat && !taken.has(i)) {
        t = i;
        break;
      }
    }
    if (t < 0) throw new Error('stateWith: not enough played cards for the powers');
    taken.add(t);
    s.powerTurns[j] = t;
  });
  const order = s.powerTurns.map((t, j) => [t, j]).sort((a, b) => a[0] - b[0]);
  s.powerTurns = order.map(([t]) => t);
  s.powersUsed = order.map(([, j]) => s.powersUsed[j]);
  s.endReason = null;
  return s;
}

export function play(state: RaceState, card: CardKind, power?: Knonster, seat = state.current): RaceState {
  const move: PlayMove = power === undefined ? { type: 'play', card } : { type: 'play', card, power };
  const after = raceModule.apply(state, seat, move);
  raceModule.assertInvariants!(after);
  return after;
}

/** Filler cards that do not matter for a test (placement 4 cards far from relevance). */
export function filler(n: number, except: CardKind[] = []): CardKind[] {
  const pool = deckFor(RULES_VERSION).filter((c) => !except.includes(c));
  return pool.slice(0, n);
}

export const mod = raceModule;

/**
 * Replays a worked example of src/games/race/data/examples.ts as the rules page does (every step
 * through applyChecked, as a player's move), checking the invariants; the states before the first
 * step and after each.
 */
export function replayExample(example: RuleExample<RaceState, RaceMove>): RaceState[] {
  const states = [example.start()];
  raceModule.assertInvariants!(states[0]);
  for (const step of example.steps) {
    const next = applyChecked(raceModule, states[states.length - 1], step.seat, step.move).state as RaceState;
    raceModule.assertInvariants!(next);
    states.push(next);
  }
  return states;
}
