/**
 * The robot (issue 14: "a robot that plays to win"). It judges every choice by its chance to
 * win the race (evaluate.ts): the repair, the dice (keep, reroll, turn a die — the dice still to
 * come weighed by their exact chances), the drive signs and the path (plan.ts), the attacks
 * (attack.ts), and in the variant "Alternative Streitwagen" the board and the start position.
 * It reads only what every player sees (the game has no hidden hands; it never reads the PRNG)
 * and uses its random source only to choose among equally good boards in the draft.
 */
import type { RandomSource, RobotStrength } from '../../../engine/contract';
import { legalMoves } from '../legal';
import type { ChariotMove, ChariotState } from '../state';
import { attackChoice } from './attack';
import { beginnerMove } from './beginner';
import { DiceSearch } from './dice-search';
import { strongAttack, strongDrive, strongPath } from './strong';
import { Planner } from './plan';

/**
 * Draft (variant "Alternative Streitwagen"): the boards are balanced (rules version 3), so any
 * free board will do; the robot picks one at random. Start positions: the frontmost free one.
 */
export function robotMove(state: ChariotState, seat: number, random: RandomSource, strength: RobotStrength = 'normal'): ChariotMove {
  const legal = legalMoves(state, seat);
  if (legal.length === 0) throw new Error(`Seat ${seat} has nothing to do now.`);
  if (legal.length === 1) return legal[0];
  if (state.phase === 'draft') return legal[random.int(legal.length)];
  if (state.phase === 'place') return strength === 'beginner' ? legal[random.int(legal.length)] : legal[0];
  if (strength === 'beginner') return beginnerMove(state, seat, legal, random);
  const planner = new Planner(state);
  planner.spears = strength === 'strong';
  switch (state.turn!.step) {
    case 'start':
      return planner.wantsRepair() ? { type: 'repair' } : { type: 'roll' };
    case 'dice':
      return new DiceSearch(planner).choose(state.turn!.dice, planner.me.fortune, state.turn!.freeReroll, legal);
    case 'drive':
      return strength === 'strong' ? strongDrive(planner, legal) : planner.driveChoice();
    case 'path':
      return strength === 'strong' ? strongPath(planner, random) : planner.pathChoice();
    case 'attack':
      return strength === 'strong' ? strongAttack(planner, legal, random) : attackChoice(planner, legal);
  }
}

export { robotUsage } from './usage';
