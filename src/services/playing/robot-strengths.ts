/**
 * Robot strengths as the lobby and practice forms send them (issue 33): one `strength` field per
 * robot, in seat order (a form's repeated field, or a JSON list); a robot without one plays normal.
 */
import { z } from 'zod';
import { DEFAULT_ROBOT_STRENGTH, ROBOT_STRENGTHS, type RobotStrength } from '../../engine/contract';

export const StrengthField = z.enum(ROBOT_STRENGTHS as [RobotStrength, ...RobotStrength[]], { error: 'site.error.robotStrength' });

/** `strength`: one or several strengths (empty values ignored), in the robots' seat order. */
export const StrengthsField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).filter((x) => x !== ''))
  .pipe(z.array(StrengthField).max(8));

/** The strength of the i-th robot of a list (normal when the list names none). */
export function strengthAt(list: readonly RobotStrength[], i: number): RobotStrength {
  return list[i] ?? DEFAULT_ROBOT_STRENGTH;
}

/** A seat's robot strength: its own, normal for a robot seat made before strengths, or one that took over a player. */
export function strengthOf(seat: { robotStrength?: RobotStrength | null }): RobotStrength {
  return seat.robotStrength ?? DEFAULT_ROBOT_STRENGTH;
}

/** The words of a strength in the player's language (site.robot.<strength>). */
export const strengthKey = (k: RobotStrength) => `site.robot.${k}`;
