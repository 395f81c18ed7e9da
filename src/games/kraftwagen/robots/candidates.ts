/**
 * The first moves of a decision, each with the best way the planner (plan.ts) finds to finish the
 * turn after it and that way's worth: every legal move, or in the market step "no car", the best
 * cars (carPlans) and the Daimler/Diesel markers. The planner's positions are shared out among
 * the first moves; every first move gets at least one. A tiny random noise breaks ties.
 */
import type { RandomSource } from '../../../engine/contract';
import { applyLegal } from '../rules/apply';
import type { KwMove, KwState } from '../rules/state';
import type { Candidate } from './montecarlo';
import { carPlans, search, searchable, type Budget } from './plan';
import type { Work } from './work';

export interface Shares {
  /** Planner positions for the cars of the market step (enough for every car carPlans tries). */
  cars: number;
  /** Planner positions for a Daimler/Diesel marker tried before the car. */
  marker: number;
  /** Value by the seat's own worth alone (the beginner). */
  own?: boolean;
}

export function planCandidates(s: KwState, seat: number, legal: KwMove[], shares: Shares, work: Work, random: RandomSource): Candidate[] {
  const noise = () => random.int(1000) / 1e6;
  const cands: Candidate[] = [];
  const consider = (move: KwMove, v: number, leaf: KwState) => cands.push({ move, plan: { v: v + noise(), leaf } });
  const share = (n: number): Budget => {
    const nodes = Math.max(1, Math.min(work.plan, n));
    work.plan -= nodes;
    return { nodes, work, own: shares.own };
  };
  if (s.phase === 'turns' && s.turn.stage === 'market') {
    // The market step: a car (its build move, the price follows), no car, or a marker first.
    const end = legal.find((m) => m.type === 'end');
    if (end) {
      const r = search(s, seat, share(1)); // the turn ends here: the position as it stands
      consider(end, r.v, r.leaf);
    }
    const markers = searchable(s, seat, legal.filter((m) => m.type === 'daimler' || m.type === 'diesel'));
    for (const c of carPlans(s, seat, legal.filter((m) => m.type === 'build'), share(shares.cars))) consider(c.build, c.plan.v, c.plan.leaf);
    const each = Math.min(shares.marker, Math.floor(work.plan / Math.max(1, markers.length)));
    for (const m of markers) {
      const r = search(applyLegal(s, seat, m), seat, share(each));
      consider(m, r.v, r.leaf);
    }
  } else {
    const moves = searchable(s, seat, legal);
    const each = Math.floor(work.plan / moves.length);
    for (const m of moves) {
      const r = search(applyLegal(s, seat, m), seat, share(each));
      consider(m, r.v, r.leaf);
    }
  }
  return cands;
}
