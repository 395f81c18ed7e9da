/**
 * What the robot's strengths change (issue 33). The settings of the decision under way live in
 * `SETTINGS`: robotMove sets them from its strength before it decides (all synchronous, so one
 * decision never sees another's), and every measure of the robot reads them from here.
 *
 * - `wearCap`: the most a wear die gained this turn may cost a turn's plan, in rows. The normal
 *   robot caps it (it looks at this turn: a few rows more now beat a clogged hand it may never
 *   draw); the strong one counts the whole cost until the end of the race (evaluate.ts).
 * - `planBudget`: nodes of the gear-dice search (plan.ts).
 * The beginner has its own way of deciding (beginner.ts); where it asks the normal robot (an
 * effect's steps), it uses the normal settings.
 */
import type { RobotStrength } from '../../../engine/contract';

export interface RobotSettings {
  wearCap: number;
  planBudget: number;
  /** Hands dealt to value the gear dice before buying (0: the fixed preferences), and the plan budget of each. */
  buySamples: number;
  sampleBudget: number;
  /** Desire per row a gear colour adds to a sampled turn beyond light grey. */
  worthScale: number;
  /** Drivers 1 and 8 counted in what wear costs. */
  driverWear: boolean;
}

const NORMAL: RobotSettings = { wearCap: 1.4, planBudget: 3000, buySamples: 0, sampleBudget: 0, worthScale: 0, driverWear: true };

const BY_STRENGTH: Record<RobotStrength, RobotSettings> = {
  beginner: NORMAL,
  normal: NORMAL,
  strong: { wearCap: Infinity, planBudget: 3000, buySamples: 16, sampleBudget: 400, worthScale: 2, driverWear: true },
};

export const SETTINGS: RobotSettings = { ...NORMAL };

/** The settings of a strength, for the decision about to be made. */
export function useStrength(strength: RobotStrength): void {
  Object.assign(SETTINGS, BY_STRENGTH[strength]);
}
