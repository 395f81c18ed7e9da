/**
 * The robot at its three strengths (issue 33). Each answers from the legal moves only and reads
 * only what every player sees (the board, the tableaus and the open bags — never the PRNG):
 * - beginner (beginner.ts): greedy, one step at a time, with a first-time player's mistakes;
 * - normal (normal.ts): plans its turn, weighs wear against rows, buys what improves its bag;
 * - strong: the normal robot counting the whole cost of wear until the end of the race, with a
 *   larger search budget (settings.ts).
 */
import type { RandomSource, RobotStrength } from '../../../engine/contract';
import type { AutoMove, AutoState } from '../rules/state';
import { beginnerMove } from './beginner';
import { normalMove } from './normal';
import { useStrength } from './settings';

export function robotMove(state: AutoState, seat: number, random: RandomSource, strength: RobotStrength = 'normal'): AutoMove {
  useStrength(strength);
  return strength === 'beginner' ? beginnerMove(state, seat, random) : normalMove(state, seat, random);
}
