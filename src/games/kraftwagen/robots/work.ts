/**
 * The work of one decision, counted — never timed (the robot must decide the same way on any
 * machine). Every position the planner values or builds (a move tried, a car tried in the market
 * step) takes one unit of `plan`; every move of the rollouts takes one unit of `moves`. Both
 * have fixed limits, so each decision does a bounded amount of work whatever the position.
 */
export interface Work {
  /** Planner positions still allowed in this decision. */
  plan: number;
  /** Rollout moves still allowed in this decision. */
  moves: number;
  /** Positions valued so far (evaluate.ts calls), for tests and measurements. */
  evals: number;
  /** Rollout moves played so far. */
  played: number;
}

/** The limits of one decision: planner positions and rollout moves. */
export interface Limits {
  plan: number;
  moves: number;
}

/** The normal robot's limits (the strong robot's are in strengths.ts). */
export const LIMITS: Limits = { plan: 500, moves: 3000 };

export function freshWork(limits: Limits = LIMITS): Work {
  return { plan: limits.plan, moves: limits.moves, evals: 0, played: 0 };
}
