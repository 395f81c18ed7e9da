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
import type { KwMove, KwState } from '../rules/state';
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
  /** After these many rounds of rollouts the weaker half of the candidates still in play is dropped (the strong robot). */
  halve?: number[];
}

/** Plays the candidates on; all rollouts of the decision together make at most `work.moves` moves (work.ts). */
export function chooseByRollouts(cands: Candidate[], seat: number, random: RandomSource, budget: McBudget, work: Work): KwMove {
  const sorted = cands.slice().sort((a, b) => b.plan.v - a.plan.v);
  const top = sorted.filter((c, i) => i < budget.keep && c.plan.v >= sorted[0].plan.v - budget.margin);
  if (top.length === 1 || budget.rollouts === 0) return top[0].move;
  const seeds = Array.from({ length: budget.rollouts }, () => random.int(0x7fffffff));
  // Round by round every candidate in play meets the same draw; a round the move bound cuts short is not counted.
  const totals = top.map(() => 0);
  let live = top.map((_, i) => i);
  let rounds = 0;
  for (const seed of seeds) {
    const round = live.map((i) => {
      const r = new Prng(seedPrng(seed));
      return rollout(determinize(top[i].plan.leaf, seat, r), seat, r, work);
    });
    if (work.moves <= 0) break;
    round.forEach((v, j) => (totals[live[j]] += v));
    rounds++;
    // Successive halving: the rollouts left go to the better half (all in play have met the same draws).
    if (budget.halve?.includes(rounds) && live.length > 2) live = live.slice().sort((a, b) => totals[b] - totals[a]).slice(0, Math.ceil(live.length / 2));
  }
  if (rounds === 0) return top[0].move;
  let best = live[0];
  for (const i of live) if (totals[i] > totals[best]) best = i;
  return top[best].move;
}
