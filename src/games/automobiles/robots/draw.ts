/** What drawing one more die is worth to the robot (Leistungsschub, Testfahrer, the drivers' extra dice). */
import { BK, BR, total } from '../data/dice';
import type { AutoState } from '../rules/state';
import { planGears } from './plan';

/** Rows a non-gear die drawn into the hand is worth (money to buy with, an action). */
const OTHER_DIE = 0.4;

/**
 * What one more die drawn into the hand now is worth, in rows: over the colours the draw can
 * bring (the bag is open, only the order is unknown), the gain of the best gear plan with it.
 */
export function drawGain(state: AutoState, seat: number): number {
  const p = state.players[seat];
  const from = total(p.bag) > 0 ? p.bag : p.discard;
  const n = total(from);
  if (n === 0) return 0;
  const base = planGears(state, seat).value;
  let gain = 0;
  for (let c = 0; c < from.length; c++) {
    if (!from[c]) continue;
    let g = 0;
    if (c <= BK) {
      const active = p.active.slice();
      active[c]++;
      const probe = { ...state, players: state.players.map((q, i) => (i === seat ? { ...q, active } : q)) } as AutoState;
      g = Math.max(0, planGears(probe, seat).value - base);
    } else if (c !== BR) g = OTHER_DIE;
    gain += (from[c] / n) * g;
  }
  return gain;
}

/**
 * A draw that costs nothing (Testfahrer, drivers 7 and 9): one more die in the hand is money or
 * an action, so it pays unless what the draw comes from is mostly wear.
 */
export function freeDrawPays(state: AutoState, seat: number): boolean {
  const p = state.players[seat];
  const from = total(p.bag) > 0 ? p.bag : p.discard;
  return total(from) > 0 && from[BR] * 2 < total(from);
}
