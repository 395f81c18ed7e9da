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
import type { RandomSource, RobotStrength } from '../../../engine/contract';
import { legalMoves } from '../rules/legal';
import type { KwMove, KwState } from '../rules/state';
import { determinize } from './determinize';
import { beginnerMove } from './beginner';
import { planCandidates } from './candidates';
import { chooseByRollouts } from './montecarlo';
import { NORMAL, STRONG, type Settings } from './strengths';
import { freshWork, type Work } from './work';

export function robotMove(state: KwState, seat: number, random: RandomSource, strength: RobotStrength = 'normal'): KwMove {
  if (strength === 'beginner') return beginnerMove(state, seat, random);
  return decide(state, seat, random, strength === 'strong' ? STRONG : NORMAL).move;
}

/** The robot's choice and the work it took (for tests and measurements). */
export function decide(state: KwState, seat: number, random: RandomSource, settings: Settings = NORMAL): { move: KwMove; work: Work } {
  const work = freshWork(settings.limits);
  const legal = legalMoves(state, seat);
  if (legal.length === 1) return { move: legal[0], work };
  const s = determinize(state, seat, random);
  const cands = planCandidates(s, seat, legal, settings, work, random);
  if (!cands.length) return { move: legal[0], work };
  // Benz's buyer pays at once (the scoring follows): the planner's worth decides. The start tile is
  // played on like the choice of an action tile (before, by the planner alone, no one took S4).
  if (s.phase === 'benz') return { move: chooseByRollouts(cands, seat, random, { keep: 1, rollouts: 0, margin: 0 }, work), work };
  if (s.phase === 'start') return { move: chooseByRollouts(cands, seat, random, settings.pick, work), work };
  return { move: chooseByRollouts(cands, seat, random, s.turn.stage === 'pick' ? settings.pick : settings.inside, work), work };
}
