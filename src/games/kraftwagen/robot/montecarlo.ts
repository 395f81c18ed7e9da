/**
 * Looking beyond the turn: the planner (plan.ts) finds, for every first move, the best way to
 * finish the turn as the position's worth sees it (evaluate.ts). The few best of these planned
 * turns are then played on to the end of the game several times by the quick player
 * (rollout.ts), for both players, each time with the hidden parts drawn again (determinize.ts);
 * the turn with the best mean money lead wins. So plans that pay only in later turns — research
 * for better cars and Grand Prix engines, engineers, racing every round — are seen by what they
 * bring in the final scoring. Every candidate meets the same draws (the same seeds), so the
 * comparison is fair with few rollouts.
 */
import type { RandomSource } from '../../../engine/contract';
import { Prng, seedPrng } from '../../../engine/prng';
import type { KwMove, KwState } from '../state';
import { determinize } from './determinize';
import type { Plan } from './plan';
import { rollout } from './rollout';
import type { Work } from './work';

export interface Candidate {
  move: KwMove;
  plan: Plan;
}

export interface McBudget {
  /** Candidates played on (the best by the planner's worth). */
  keep: number;
  /** Rollouts per candidate. */
  rollouts: number;
  /** Candidates further below the best planned worth than this are dropped. */
  margin: number;
}

/** Plays the candidates on; all rollouts of the decision together make at most `work.moves` moves (work.ts). */
export function chooseByRollouts(cands: Candidate[], seat: number, random: RandomSource, budget: McBudget, work: Work): KwMove {
  const sorted = cands.slice().sort((a, b) => b.plan.v - a.plan.v);
  const top = sorted.filter((c, i) => i < budget.keep && c.plan.v >= sorted[0].plan.v - budget.margin);
  if (top.length === 1 || budget.rollouts === 0) return top[0].move;
  const seeds = Array.from({ length: budget.rollouts }, () => random.int(0x7fffffff));
  // Round by round every candidate meets the same draw; a round the move bound cuts short is not counted.
  const totals = top.map(() => 0);
  let rounds = 0;
  for (const seed of seeds) {
    const round = top.map((c) => {
      const r = new Prng(seedPrng(seed));
      return rollout(determinize(c.plan.leaf, seat, r), seat, r, work);
    });
    if (work.moves <= 0) break;
    round.forEach((v, i) => (totals[i] += v));
    rounds++;
  }
  if (rounds === 0) return top[0].move;
  let best = 0;
  totals.forEach((v, i) => {
    if (v > totals[best]) best = i;
  });
  return top[best].move;
}
