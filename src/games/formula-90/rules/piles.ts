/**
 * The race-card piles and the damage cup, drawn with the state's PRNG (Formula 90, „RENNENDE":
 * an empty draw pile is made again from the shuffled discard pile; „SCHÄDEN": damage discs are
 * drawn at random from the cup).
 */
import { Prng } from '../../../engine/prng';
import { raceCard } from '../data/cards';
import type { F90State } from './state';

/** Runs `f` with a PRNG over the state's PRNG state and stores the state back. */
export function withPrng<T>(s: F90State, f: (p: Prng) => T): T {
  const p = new Prng(s.prng);
  const out = f(p);
  s.prng = p.state;
  return out;
}

/** The top card of the draw pile, reshuffling the discard pile when the draw pile is empty. */
export function drawCard(s: F90State): number | null {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = withPrng(s, (p) => p.shuffle(s.discard));
    s.discard = [];
  }
  return s.deck.pop() ?? null;
}

/** Up to n cards from the draw pile. */
export function drawCards(s: F90State, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawCard(s);
    if (c === null) break;
    out.push(c);
  }
  return out;
}

/** Cards onto the discard pile, the last one on top. */
export function discardCards(s: F90State, cards: readonly number[]): void {
  s.discard.push(...cards);
}

/** „ROBOTER": cards a robot used go to the discard pile by ascending test factor (1 … 99). */
export function discardByTest(s: F90State, cards: readonly number[]): void {
  discardCards(
    s,
    [...cards].sort((a, b) => raceCard(a).test - raceCard(b).test || a - b),
  );
}

/**
 * n damage discs from the cup: brown ones are permanent, red ones repairable („SCHÄDEN"). An empty
 * cup gives red discs (designed: the cup holds 30 discs, the rules never say it runs out).
 */
export function drawDamage(s: F90State, n: number): { red: number; brown: number } {
  const out = { red: 0, brown: 0 };
  for (let i = 0; i < n; i++) {
    const total = s.cup.red + s.cup.brown;
    if (total === 0) {
      out.red++;
      continue;
    }
    const brown = withPrng(s, (p) => p.int(total)) < s.cup.brown;
    if (brown) {
      s.cup.brown--;
      out.brown++;
    } else {
      s.cup.red--;
      out.red++;
    }
  }
  return out;
}
