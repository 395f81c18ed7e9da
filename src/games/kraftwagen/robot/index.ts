/**
 * The Kraftwagen robot (issue 14): it plans its whole turn (plan.ts) on a copy of the state whose
 * hidden parts it drew itself (determinize.ts), values where the turn ends with the game's own
 * scoring (evaluate.ts), and plays the most promising turns on to the end of the game several
 * times (montecarlo.ts, rollout.ts) to see what pays later. So it researches when better cars and
 * engines pay, races when the Grand Prix pays, takes buyers that buy its cars, uses engineers and
 * their markers (Daimler on a buyer that buys its car, Diesel to better a car on the market,
 * Horch/Maybach to win a buyer), and special tiles when their action and bonus are worth the
 * worker's jump. Each decision's work is counted and bounded (work.ts), never timed.
 */
import type { RandomSource } from '../../../engine/contract';
import { applyLegal } from '../apply';
import { legalMoves } from '../legal';
import type { KwMove, KwState } from '../state';
import { determinize } from './determinize';
import { chooseByRollouts, type Candidate, type McBudget } from './montecarlo';
import { carPlans, search, searchable, type Budget } from './plan';
import { freshWork, type Work } from './work';

/** Rollouts: the choice of tile (the turn's big decision) and the choices inside a turn. */
const PICK: McBudget = { keep: 5, rollouts: 8, margin: 8 };
const INSIDE: McBudget = { keep: 3, rollouts: 6, margin: 5 };
/** Planner positions for the cars of the market step (enough for every car carPlans tries). */
const CARS_SHARE = 80;
/** Planner positions for a Daimler/Diesel marker tried before the car. */
const MARKER_SHARE = 60;

export function robotMove(state: KwState, seat: number, random: RandomSource): KwMove {
  return decide(state, seat, random).move;
}

/** The robot's choice and the work it took (for tests and measurements). */
export function decide(state: KwState, seat: number, random: RandomSource): { move: KwMove; work: Work } {
  const work = freshWork();
  const legal = legalMoves(state, seat);
  if (legal.length === 1) return { move: legal[0], work };
  const s = determinize(state, seat, random);
  const noise = () => random.int(1000) / 1e6;
  const cands: Candidate[] = [];
  const consider = (move: KwMove, v: number, leaf: KwState) => cands.push({ move, plan: { v: v + noise(), leaf } });
  // The planner's positions: shared out among the first moves; every first move gets at least one.
  const share = (n: number): Budget => {
    const nodes = Math.max(1, Math.min(work.plan, n));
    work.plan -= nodes;
    return { nodes, work };
  };
  if (s.phase === 'turns' && s.turn.stage === 'market') {
    // The market step: a car (its build move, the price follows), no car, or a marker first.
    const end = legal.find((m) => m.type === 'end');
    if (end) {
      const r = search(s, seat, share(1)); // the turn ends here: the position as it stands
      consider(end, r.v, r.leaf);
    }
    const markers = searchable(s, seat, legal.filter((m) => m.type === 'daimler' || m.type === 'diesel'));
    for (const c of carPlans(s, seat, legal.filter((m) => m.type === 'build'), share(CARS_SHARE))) consider(c.build, c.plan.v, c.plan.leaf);
    const each = Math.min(MARKER_SHARE, Math.floor(work.plan / Math.max(1, markers.length)));
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
  if (!cands.length) return { move: legal[0], work };
  if (s.phase !== 'turns') return { move: chooseByRollouts(cands, seat, random, { keep: 1, rollouts: 0, margin: 0 }, work), work };
  return { move: chooseByRollouts(cands, seat, random, s.turn.stage === 'pick' ? PICK : INSIDE, work), work };
}
