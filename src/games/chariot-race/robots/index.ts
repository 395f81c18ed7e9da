/**
 * The robot (issue 14: "a robot that plays to win"; issue 33: three strengths). Normal judges every
 * choice by its chance to win the race (evaluate.ts): the repair, the whole dice phase looked ahead
 * (dice-search.ts), the drive signs and the path (plan.ts), the attacks (attack.ts), and in the
 * variant "Alternative Streitwagen" the board and the start position. Beginner (beginner.ts) plays
 * this turn greedily; Strong (strong.ts) adds the attacks to every way and plays the best ways on to
 * the round's end. Each reads only what every player sees (the game has no hidden hands; it never
 * reads the PRNG: when it looks ahead it rolls dice from its own random source).
 */
import type { RandomSource, RobotStrength } from '../../../engine/contract';
import { legalMoves } from '../rules/legal';
import type { ChariotMove, ChariotState } from '../rules/state';
import { attackChoice } from './attack';
import { beginnerMove } from './beginner';
import { DiceSearch } from './dice-search';
import { strongAttack, strongDrive, strongPath } from './strong';
import { Planner } from './plan';

/**
 * Draft (variant "Alternative Streitwagen"): the boards are balanced (rules version 3), so any
 * free board will do; the robot picks one at random. Start positions: the frontmost free one (the
 * beginner: any).
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
