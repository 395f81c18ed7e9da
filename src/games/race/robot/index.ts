/**
 * The robot (issue 14: a robot that plays to win). The rule text describes yucata's robot as a
 * random player; players asked for a real opponent, so ours chooses its favourites by its hand
 * (favourites.ts) and plays the card whose resulting race is worth most under the game's scoring
 * (plan.ts, evaluate.ts). It decides from its seat's view only (knowledge.ts): its own hand and
 * favourites and what is public. The automatic mode of a decided game stays the text's random
 * card (random.ts).
 */
import type { RandomSource } from '../../../engine/contract';
import { legalMoves, toAct } from '../legal';
import type { PlayMove, RaceMove, RaceState } from '../state';
import { view } from '../view';
import { chooseFavourites } from './favourites';
import { choosePlay } from './plan';

export { autoMove } from './random';

export function robotMove(state: RaceState, seat: number, random: RandomSource): RaceMove {
  if (!toAct(state).includes(seat)) throw new Error(`Seat ${seat} has nothing to do now.`);
  const seen = view(state, seat);
  if (state.phase === 'favourites') return chooseFavourites(seen);
  return choosePlay(seen, legalMoves(state, seat) as PlayMove[], random);
}
