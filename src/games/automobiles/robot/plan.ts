/**
 * Planning the gear dice of the hand: a depth-first search over their placements (each on a
 * field of its colour next to the car or a die already lying, further ahead — the engine's own
 * `placements`), positions reached twice merged, within a fixed node budget. It finds the chain
 * that gets the car furthest for the least wear, lane changes and ending behind a car included.
 */
import { BK, DG, LG, W } from '../dice';
import { gearAllowed, placements } from '../common';
import { progressOf } from '../position';
import { turnValue, wearCost } from './evaluate';
import type { AutoState, TrackDie } from '../state';

/** Nodes of the placement search before it settles for what it found. */
const SEARCH_BUDGET = 3000;

export interface Plan {
  value: number;
  /** Rows the plan wins (without the wear). */
  rows: number;
  /** The first die to place (null: place no more gear dice). */
  first: { colour: number; seg: number } | null;
}

/** The best way to place the gear dice of the hand from here on (including placing none). */
export function planGears(state: AutoState, seat: number): Plan {
  const p = state.players[seat];
  const from = progressOf(state, p);
  const wearRows = wearCost(state, seat);
  const memo = new Map<string, Plan>();
  let nodes = 0;
  const rowsOf = (track: readonly TrackDie[]) => (track.length ? Math.max(...track.map((d) => d.dist)) - from : 0);
  const visit = (track: TrackDie[], hand: number[]): Plan => {
    const key = `${hand.join()}|${track
      .map((d) => d.path[d.path.length - 1])
      .sort((a, b) => a - b)
      .join()}`;
    const known = memo.get(key);
    if (known) return known;
    const kept = hand[W] + hand[LG] + hand[DG] + hand[BK];
    let best: Plan = { value: turnValue(state, seat, track, kept, wearRows), rows: rowsOf(track), first: null };
    if (nodes++ < SEARCH_BUDGET) {
      const probe = { ...state, turn: { ...state.turn, track } } as AutoState;
      for (const c of [BK, DG, LG, W]) {
        if (hand[c] <= 0) continue;
        for (const [seg, dist] of placements(probe, seat, gearAllowed(probe, c))) {
          const rest = hand.slice();
          rest[c]--;
          const sub = visit([...track, { colour: c, path: [seg], dist }], rest);
          if (sub.value > best.value + 1e-9) best = { value: sub.value, rows: sub.rows, first: { colour: c, seg } };
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  return visit(state.turn.track.slice(), [p.active[W], p.active[LG], p.active[DG], p.active[BK]]);
}
