/**
 * The Kraftwagen robot (issue 14): it plans its whole turn (plan.ts) on a copy of the state whose
 * hidden parts it drew itself (determinize.ts), and values where the turn ends with the game's own
 * scoring (evaluate.ts). So it researches when better cars and engines pay, races when the Grand
 * Prix pays, takes buyers that buy its cars, uses engineers and their markers (Daimler on a buyer
 * that buys its car, Diesel to better a car on the market, Horch/Maybach to win a buyer), and
 * special tiles when their action and bonus are worth the worker's jump.
 */
import type { RandomSource } from '../../../engine/contract';
import { applyLegal } from '../apply';
import { legalMoves } from '../legal';
import type { KwMove, KwState } from '../state';
import { determinize } from './determinize';
import { evaluate } from './evaluate';
import { carChoices, search, searchable, withCar } from './plan';

/** Positions the robot may look at per decision. */
const BUDGET = 400;

export function robotMove(state: KwState, seat: number, random: RandomSource): KwMove {
  const legal = legalMoves(state, seat);
  if (legal.length === 1) return legal[0];
  const s = determinize(state, seat, random);
  const noise = () => random.int(1000) / 1e6;
  let best = legal[0];
  let bestV = -Infinity;
  const consider = (m: KwMove, v: number) => {
    v += noise();
    if (v > bestV) {
      best = m;
      bestV = v;
    }
  };
  if (s.phase === 'turns' && s.turn.stage === 'market') {
    // The market step: a car (its build move, the price follows), no car, or a marker first.
    const builds = legal.filter((m) => m.type === 'build');
    for (const { build, price } of carChoices(s, seat, builds)) consider(build, evaluate(withCar(s, seat, build, price), seat));
    const end = legal.find((m) => m.type === 'end');
    if (end) consider(end, evaluate(s, seat));
    const markers = searchable(s, seat, legal.filter((m) => m.type === 'daimler' || m.type === 'diesel'));
    for (const m of markers) consider(m, search(applyLegal(s, seat, m), seat, { nodes: 60 }));
    return best;
  }
  const moves = searchable(s, seat, legal);
  const share = Math.max(12, Math.floor(BUDGET / moves.length));
  for (const m of moves) consider(m, search(applyLegal(s, seat, m), seat, { nodes: share }));
  return best;
}
