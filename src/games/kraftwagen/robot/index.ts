/**
 * The Kraftwagen robot (issue 14): it plans its whole turn (plan.ts) on a copy of the state whose
 * hidden parts it drew itself (determinize.ts), values where the turn ends with the game's own
 * scoring (evaluate.ts), and plays the most promising turns on to the end of the game several
 * times (montecarlo.ts, rollout.ts) to see what pays later. So it researches when better cars and
 * engines pay, races when the Grand Prix pays, takes buyers that buy its cars, uses engineers and
 * their markers (Daimler on a buyer that buys its car, Diesel to better a car on the market,
 * Horch/Maybach to win a buyer), and special tiles when their action and bonus are worth the
 * worker's jump.
 */
import type { RandomSource } from '../../../engine/contract';
import { applyLegal } from '../apply';
import { legalMoves } from '../legal';
import type { KwMove, KwState } from '../state';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { chooseByRollouts, type Candidate, type McBudget } from './montecarlo';
import { carChoices, search, searchable, withCar } from './plan';

/** Positions the planner may look at per decision. */
const BUDGET = 400;
/** Rollouts: the choice of tile (the turn's big decision) and the choices inside a turn. */
const PICK: McBudget = { keep: 5, rollouts: 8, margin: 8 };
const INSIDE: McBudget = { keep: 3, rollouts: 6, margin: 5 };

export function robotMove(state: KwState, seat: number, random: RandomSource): KwMove {
  const legal = legalMoves(state, seat);
  if (legal.length === 1) return legal[0];
  const s = determinize(state, seat, random);
  const noise = () => random.int(1000) / 1e6;
  const cands: Candidate[] = [];
  const consider = (move: KwMove, leaf: KwState, v = evaluate(leaf, seat)) => cands.push({ move, plan: { v: v + noise(), leaf } });
  if (s.phase === 'turns' && s.turn.stage === 'market') {
    // The market step: a car (its build move, the price follows), no car, or a marker first.
    const builds = legal.filter((m) => m.type === 'build');
    for (const { build, price } of carChoices(s, seat, builds)) consider(build, withCar(s, seat, build, price));
    const end = legal.find((m) => m.type === 'end');
    if (end) consider(end, s);
    const markers = searchable(s, seat, legal.filter((m) => m.type === 'daimler' || m.type === 'diesel'));
    for (const m of markers) {
      const r = search(applyLegal(s, seat, m), seat, { nodes: 60 });
      consider(m, r.leaf, r.v);
    }
  } else {
    const moves = searchable(s, seat, legal);
    const share = Math.max(12, Math.floor(BUDGET / moves.length));
    for (const m of moves) {
      const r = search(applyLegal(s, seat, m), seat, { nodes: share });
      consider(m, r.leaf, r.v);
    }
  }
  if (s.phase !== 'turns') return chooseByRollouts(cands, seat, random, { keep: 1, rollouts: 0, margin: 0 });
  return chooseByRollouts(cands, seat, random, s.turn.stage === 'pick' ? PICK : INSIDE);
}
