/**
 * The strong robot (issue 33): the normal robot's judgement (evaluate.ts), searched further.
 * - The dice: kept dice are judged with the spears their attack faces can throw (plan.ts).
 * - The drive signs and the path: each way is judged together with the attacks it allows at its
 *   end (with-attacks.ts).
 * - The best few paths are then played out to the end of the round (lookahead.ts): what the
 *   chariots still to drive can do to it.
 * Bounded by the number of paths, attacks and play-outs, never by a clock.
 */
import type { RandomSource } from '../../../engine/contract';
import { apply } from '../rules/apply';
import type { ChariotMove } from '../rules/state';
import { attackValue } from './attack';
import { lookahead, type LookaheadBudget } from './lookahead';
import { Planner } from './plan';
import { endsFrom, pathsOf, playAttacks, type Way } from './with-attacks';

export const STRONG_BUDGET: LookaheadBudget = { ways: 6, samples: 8, turns: 96 };
/** The chariot's own ways played with their attacks (the best without them). */
const ATTACK_WAYS = 24;

/** Phase 5, strong: the path whose end, attacks and round's end promise the best chance to win. */
export function strongPath(planner: Planner, random: RandomSource, budget = STRONG_BUDGET): ChariotMove {
  return { type: 'path', path: lookahead(planner, pathsOf(planner, planner.state, ATTACK_WAYS), random, budget) };
}

/** Phase 5, strong: the drive signs, each speed judged on its paths and the attacks at their ends. */
export function strongDrive(planner: Planner, legal: ChariotMove[]): ChariotMove {
  let best: { move: ChariotMove; v: number } | null = null;
  const seen = new Set<number>();
  for (const move of legal) {
    const after = apply(planner.state, planner.seat, move);
    const speed = after.chariots[planner.id].speed;
    if (seen.has(speed)) continue;
    seen.add(speed);
    for (const end of endsFrom(planner, after, ATTACK_WAYS)) if (!best || end.value > best.v) best = { move, v: end.value };
  }
  return best!.move;
}

/** Phase 6, strong: each attack (or none) with the attacks after it, the best few played out to the round's end. */
export function strongAttack(planner: Planner, legal: ChariotMove[], random: RandomSource, budget = STRONG_BUDGET): ChariotMove {
  const ways: Way<ChariotMove>[] = legal.map((move) => {
    const after = apply(planner.state, planner.seat, move);
    const played = playAttacks(planner, after);
    // The attack's own value when it was the last (a caltrop's is the damage it is likely to do).
    const value = after.turn && after.turn.chariot === planner.id ? played.value : attackValue(planner, move);
    return { item: move, value, after: () => played.state };
  });
  return lookahead(planner, ways, random, budget);
}
