/**
 * What the robot may know. It plans on a copy of the state in which everything its seat cannot
 * see is drawn again from its own random source: the order of the research deck (its cards are
 * public, as on yucata, so they are kept and reshuffled), the order of the special-tile stacks,
 * the state's own random generator, and the other players' face-down money (removed: the robot
 * counts only what they gain while it looks ahead). Nothing hidden is read from the real state.
 */
import type { RandomSource } from '../../../engine/contract';
import { seedPrng } from '../../../engine/prng';
import { cloneState, type KwState } from '../state';

function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const out = items.slice().sort();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
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
