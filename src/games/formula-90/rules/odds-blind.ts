/**
 * What a blind card can be, as the player making a test may know it (the odds of Formula 90's
 * gambles: rules/odds.ts says what the player knows and what he never reads): the race cards he has
 * not seen, the share of them that passes a test, two blind tests one after the other.
 */
import { DECK_SIZE } from '../data/cards';
import { playingCard } from '../data/track-cards';
import type { F90State } from './state';

/**
 * The race cards a blind test may draw, as `seat` knows them: the cards he has not seen, or the
 * discard pile when the draw pile is empty (it is shuffled into a new one). Sorted.
 */
export function blindPool(s: F90State, seat: number): number[] {
  if (s.deck.length === 0) return [...s.discard].sort((a, b) => a - b);
  const seen = new Set<number>(s.discard);
  const me = s.players[seat];
  for (const x of [...me.hand, ...me.frozen]) seen.add(x);
  if (me.qualiCard !== null) seen.add(me.qualiCard);
  for (const p of s.players) {
    if (p.target !== null) seen.add(p.target);
    // battle cards are face up once shown; those of the battle under way only to their owner
    const hidden = s.battle?.bids[p.car] ?? [];
    for (const x of p.frozen) if (!hidden.includes(x)) seen.add(x);
  }
  if (s.turn) {
    for (const x of [...s.turn.used, ...s.turn.played]) seen.add(x);
    if (s.turn.seat === seat) for (const x of s.turn.drawn) seen.add(x); // LUCKY's pair: its drawer's
  }
  const out: number[] = [];
  for (let no = 1; no <= DECK_SIZE; no++) if (!seen.has(no)) out.push(no);
  return out;
}

/** The share of the pool whose test factor is at most `need` („TEST": equal or lower passes). */
export function passShare(pool: readonly number[], need: number): number {
  if (!pool.length) return 0; // nothing to draw: the test fails
  return pool.filter((x) => playingCard(x).test <= need).length / pool.length;
}

/**
 * Two blind tests one after the other (the junior variant: „alle Tests sind Blindtests"): the
 * first card drawn becomes the target of the second („TEST": the test card replaces the target).
 * Per outcome the chance: both pass, exactly one fails, both fail.
 */
export function twoBlind(pool: readonly number[], need1: number, mod2: number): { both: number; one: number; none: number } {
  const n = pool.length;
  if (n < 2) return { both: 0, one: 0, none: 1 };
  let both = 0;
  let one = 0;
  for (const a of pool) {
    const pa = playingCard(a).test <= need1;
    const need2 = playingCard(a).test + mod2;
    const pass2 = pool.filter((b) => b !== a && playingCard(b).test <= need2).length;
    if (pa) {
      both += pass2;
      one += n - 1 - pass2;
    } else one += pass2;
  }
  const all = n * (n - 1);
  return { both: both / all, one: one / all, none: (all - both - one) / all };
}
