/**
 * The strong robot (issue 33): the normal robot's judgement (evaluate.ts), searched further.
 * - The dice: the whole of phase 3 looked ahead, every later reroll and turned die included
 *   (dice-search.ts), where the normal robot looks one action ahead.
 * - The drive signs and the path: each way is judged together with the attacks it allows at its
 *   end (rule „Phase 6"): a spear at a chariot within reach, a caltrop on a field passed.
 * - The best few paths are then played out to the end of the round (lookahead.ts): what the
 *   chariots still to drive can do to it.
 * Bounded by the number of paths, attacks and play-outs, never by a clock.
 */
import type { RandomSource } from '../../../engine/contract';
import { apply } from '../apply';
import { legalMoves, pathOptions } from '../legal';
import type { ChariotMove, ChariotState } from '../state';
import { bestAttack } from './attack';
import { lookahead, type LookaheadBudget } from './lookahead';
import { Planner } from './plan';

export const STRONG_BUDGET: LookaheadBudget = { ways: 6, samples: 12 };

/** This chariot's attacks from `s` on, the best one after the other: the value and the state after them. */
export function playAttacks(planner: Planner, s: ChariotState): { value: number; state: ChariotState } {
  const id = planner.id;
  let value = planner.valueOf(s.chariots);
  let state = s;
  for (let guard = 0; guard < 6 && state.turn && state.turn.chariot === id && state.turn.step === 'attack'; guard++) {
    const best = bestAttack(new Planner(state), legalMoves(state, planner.seat));
    value = best.value;
    state = apply(state, planner.seat, best.move);
  }
  return { value, state };
}

/** Every path with its value (its end and attacks) and the state after this chariot's turn. */
function pathsOf(planner: Planner, s: ChariotState): { item: string; state: ChariotState; value: number }[] {
  return pathOptions(s).map(({ path }) => ({ item: path, ...playAttacks(planner, apply(s, planner.seat, { type: 'path', path })) }));
}

/** Phase 5, strong: the path whose end, attacks and round's end promise the best chance to win. */
export function strongPath(planner: Planner, random: RandomSource, budget = STRONG_BUDGET): ChariotMove {
  return { type: 'path', path: lookahead(planner, pathsOf(planner, planner.state), random, budget) };
}

/** The states after this chariot's turn from `s` on (its path and attacks, if any are left), with their values. */
function endsFrom(planner: Planner, s: ChariotState): { state: ChariotState; value: number }[] {
  const t = s.turn;
  if (!t || t.chariot !== planner.id) return [{ state: s, value: planner.valueOf(s.chariots) }];
  if (t.step === 'attack') return [playAttacks(planner, s)];
  return pathsOf(planner, s);
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
    for (const end of endsFrom(planner, after)) if (!best || end.value > best.v) best = { move, v: end.value };
  }
  return best!.move;
}
