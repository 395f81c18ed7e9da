/** Rule "Würfel ziehen": drawing from the bag, refilled from the discard only when a die must be drawn. */
import type { Prng } from '../../../engine/prng';
import { total } from '../data/dice';
import type { PlayerState } from './state';

/** Dice a player could still draw (bag and discard together). */
export function drawable(p: PlayerState): number {
  return total(p.bag) + total(p.discard);
}

/**
 * Draws one die into `to` (mutating the player) and returns its colour, or -1 when bag and
 * discard are both empty. "Ist der Beutel wirklich leer und du musst noch weitere Würfel ziehen,
 * wirf alle Würfel, die auf der Ablage … liegen, in den Beutel": the bag is a multiset, the die is
 * picked with the game's PRNG at the moment it is drawn, so nothing decides the next draw before.
 */
export function drawOne(p: PlayerState, prng: Prng, to: number[] = p.active): number {
  let n = total(p.bag);
  if (n === 0) {
    n = total(p.discard);
    if (n === 0) return -1;
    for (let c = 0; c < p.bag.length; c++) {
      p.bag[c] += p.discard[c];
      p.discard[c] = 0;
    }
  }
  let r = prng.int(n);
  for (let c = 0; c < p.bag.length; c++) {
    if (r < p.bag[c]) {
      p.bag[c]--;
      to[c]++;
      return c;
    }
    r -= p.bag[c];
  }
  throw new Error('bag count mismatch');
}

/** Draws up to `n` dice into the active area; returns the colours drawn. */
export function drawMany(p: PlayerState, prng: Prng, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(p, prng);
    if (c < 0) break;
    out.push(c);
  }
  return out;
}
