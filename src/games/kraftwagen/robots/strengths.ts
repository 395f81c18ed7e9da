/**
 * How much each strength looks ahead (issue 33), all bounded by counts (work.ts), never by time.
 * Normal is the robot of issue 14. Strong plans with twice the positions, keeps more of the
 * planned turns and plays them on to the end of the game five times as many moves, spent by
 * successive halving: after a few rounds of rollouts the weaker half of the turns is dropped and
 * the rest go on, so the close choices rest on many more draws of what is hidden and of what the
 * others do. The beginner does not use these (beginner.ts).
 */
import type { McBudget } from './montecarlo';
import { LIMITS, type Limits } from './work';

export interface Settings {
  limits: Limits;
  /** Rollouts for the choice of tile (the turn's big decision) and for the choices inside a turn. */
  pick: McBudget;
  inside: McBudget;
  /** Planner positions for the cars of the market step (enough for every car carPlans tries). */
  cars: number;
  /** Planner positions for a Daimler/Diesel marker tried before the car. */
  marker: number;
}

export const NORMAL: Settings = {
  limits: LIMITS,
  pick: { keep: 5, rollouts: 8, margin: 8 },
  inside: { keep: 3, rollouts: 6, margin: 5 },
  cars: 80,
  marker: 60,
};

export const STRONG: Settings = {
  limits: { plan: 1000, moves: 15_000 },
  pick: { keep: 8, rollouts: 32, margin: 12, halve: [8, 16] },
  inside: { keep: 5, rollouts: 20, margin: 8, halve: [6] },
  cars: 80,
  marker: 80,
};
