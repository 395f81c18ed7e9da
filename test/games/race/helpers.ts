/** Test helpers: build Race states directly. */
import { raceModule } from '../../../src/games/race';
import { DECK, KNONSTER, CardKind, Knonster, sortCards } from '../../../src/games/race/data';
import { setup, zeroSteps } from '../../../src/games/race/setup';
import type { Choice, PlayMove, RaceOptions, RaceState } from '../../../src/games/race/state';

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
  const pool = DECK.slice();
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
    s.discard = pool.map((card) => ({ seat: 0, card }));
  } else {
    s.deck = pool;
    s.discard = [];
  }
  s.turns = s.discard.length;

  s.choices = [];
  s.box = [];
  for (let i = 0; i < seats; i++) {
    const c = spec.choices?.[i] ?? DEFAULT_PAIRS[i];
    const choice: Choice = Array.isArray(c)
      ? { favourites: [c[0], c[1]], bet: options.siegwette ? c[0] : null }
      : { favourites: [c.favourites[0], c.favourites[1]], bet: c.bet };
    s.choices.push(choice);
    for (const k of KNONSTER) if (!choice.favourites.includes(k)) s.box.push({ seat: i, knonster: k });
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
  for (const p of spec.powersUsed ?? []) {
    s.revealed[p.seat].push(p.knonster);
    s.powersUsed.push(p.knonster);
    // One played card carried each earlier power.
    let played = s.discard.find((d) => d.power === undefined);
    if (!played) {
      played = { seat: p.seat, card: s.deck.pop()! };
      s.discard.push(played);
    }
    played.power = p.knonster;
  }
  s.turns = s.discard.length;
  s.phase = 'play';
  s.current = spec.current ?? 0;
  s.startPlayer = 0;
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
  const pool = DECK.filter((c) => !except.includes(c));
  return pool.slice(0, n);
}

export const mod = raceModule;
