/**
 * "Practice from here" (issue 31): a copy of the state in which everything a seat cannot see now is
 * drawn anew from a seed.
 *
 * In yucata's Automobiles almost nothing is hidden (rule text „Abweichungen von der Originalregel":
 * the contents of every bag are visible to everybody at any time). What no seat knows is only what
 * comes out of a bag next — and that order does not exist in the state: a bag is a count per
 * colour, and each die is picked with the game's PRNG at the moment it is drawn (bag.ts). The same
 * holds for the sponsors still face down in a race season (a set; the next one is drawn when it is
 * revealed, and which sponsors it holds follows from what was revealed) and for the drivers (those
 * not revealed stay in the box and are not kept). So a fresh deal is a fresh PRNG: every public
 * fact — tracks, cars, dice of every area, the cards, the season — stays as it is, and every draw
 * to come is new.
 */
import { seedPrng } from '../../../engine/prng';
import { cloneState, type AutoState } from './state';

export function redeal(state: AutoState, _seat: number, seed: number): AutoState {
  const copy = cloneState(state);
  copy.prng = seedPrng(seed);
  return copy;
}
