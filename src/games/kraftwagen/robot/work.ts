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

/** The limits of one decision. */
export const LIMITS = { plan: 500, moves: 3000 };

export function freshWork(): Work {
  return { plan: LIMITS.plan, moves: LIMITS.moves, evals: 0, played: 0 };
}
