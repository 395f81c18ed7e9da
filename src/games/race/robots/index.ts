/**
 * The robot (issue 14: a robot that plays to win). The rule text describes yucata's robot as a
 * random player; players asked for a real opponent, so ours plays every choice out in imagined
 * games (playout.ts, on the fast copy of the race in simulate.ts) and takes what wins most often
 * under the game's scoring: its favourites (favourites.ts) and each card (plan.ts). It decides
 * from its seat's view only (knowledge.ts: its belief about the others' favourites); the hidden
 * cards of the imagined games are dealt from its own random source. The automatic mode of a
 * decided game stays the text's random card (random.ts).
 *
 * Strengths (issue 33): "normal" is that robot; "strong" imagines more worlds and lets the others
 * in them play for their favourites (params.ts, STRONG_BUDGET); "beginner" looks one card ahead
 * only (beginner.ts).
 */
import type { RandomSource, RobotStrength } from '../../../engine/contract';
import { legalMoves, toAct } from '../rules/legal';
import type { PlayMove, RaceMove, RaceState } from '../rules/state';
import { view } from '../view/view';
import { beginnerFavourites, beginnerPlay } from './beginner';
import { chooseFavourites } from './favourites';
import { NORMAL_BUDGET, STRONG_BUDGET } from './params';
import { choosePlay } from './plan';

export { autoMove } from './random';
export { robotUsage } from './usage';

export function robotMove(state: RaceState, seat: number, random: RandomSource, strength: RobotStrength = 'normal'): RaceMove {
  if (!toAct(state).includes(seat)) throw new Error(`Seat ${seat} has nothing to do now.`);
  const seen = view(state, seat);
  const legal = legalMoves(state, seat) as PlayMove[];
  if (strength === 'beginner') return state.phase === 'favourites' ? beginnerFavourites(seen, random) : beginnerPlay(seen, legal, random);
  const budget = strength === 'strong' ? STRONG_BUDGET : NORMAL_BUDGET;
  if (state.phase === 'favourites') return chooseFavourites(seen, random, budget);
  return choosePlay(seen, legal, random, budget);
}
