/**
 * What the robot may know. It plans on a copy of the state in which everything its seat cannot
 * see is drawn again from its own random source: the order of the research deck (its cards are
 * public, as on yucata, so they are kept and reshuffled), the order of the special-tile stacks,
 * the state's own random generator, and the other players' face-down money (removed: the robot
 * counts only what they gain while it looks ahead). Nothing hidden is read from the real state.
 */
import type { RandomSource } from '../../../engine/contract';
import { seedPrng, shuffleWith } from '../../../engine/prng';
import { cloneState, type KwState } from '../rules/state';

/** The items in an order of the robot's own drawing (sorted first, so their real order tells nothing). */
function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  return shuffleWith(random, items.slice().sort());
}

export function determinize(s: KwState, seat: number, random: RandomSource): KwState {
  const d = cloneState(s);
  d.deck = shuffled(d.deck, random);
  d.specialStacks = d.specialStacks.map((st) => shuffled(st, random));
  d.prng = seedPrng(random.int(0x7fffffff));
  d.players.forEach((p, i) => {
    if (i !== seat) p.tiles = [];
  });
  return d;
}
