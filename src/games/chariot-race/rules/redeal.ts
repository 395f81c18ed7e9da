/**
 * "Practice from here" (issue 31): a copy of the state in which everything a seat cannot see is
 * drawn anew. Chariot Race has no hidden cards or hands: every chariot, die, caltrop and track value
 * is on the table (the view holds everything but the PRNG). What no seat can know is the dice to
 * come: the PRNG state inside the state, which is seeded anew from `seed` (the engine's seeded
 * PRNG, src/engine/prng.ts). Every public fact stays as it is, so the seat's view is unchanged.
 */
import { seedPrng } from '../../../engine/prng';
import { cloneState, type ChariotState } from './state';

export function redeal(state: ChariotState, _seat: number, seed: number): ChariotState {
  const copy = cloneState(state);
  copy.prng = seedPrng(seed);
  return copy;
}
