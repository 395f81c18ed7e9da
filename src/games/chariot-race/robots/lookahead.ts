/**
 * The strong robot's look at the rest of the round: for its best few ways, the chariots still to
 * drive this round are played out a few times — their dice rolled by the robot's own random
 * source (never the game's: the dice to come are nobody's to see), their moves made as the
 * normal robot makes them, but keeping the dice they roll — and the round's end is judged by the
 * chance to win (evaluate.ts). What the others can do to the chariot (rams, spears, caltrops in
 * its way) is thus seen. Every way is played out on the same dice (a fair comparison). Bounded
 * by a count of ways and of play-outs, never by a clock.
 */
import type { RandomSource } from '../../../engine/contract';
import { seedPrng } from '../../../engine/prng';
import { apply } from '../rules/apply';
import { legalMoves, toAct } from '../rules/legal';
import type { ChariotMove, ChariotState } from '../rules/state';
import { attackChoice } from './attack';
import { shares } from './evaluate';
import { Planner } from './plan';
import { bestPathWithAttacks, type Way } from './with-attacks';

export interface LookaheadBudget {
  /** Ways looked at further (the best by the plain judgement). */
  ways: number;
  /** Play-outs of the rest of the round per way, at most. */
  samples: number;
  /** Chariot turns played out per decision, at most (fewer play-outs when many chariots are still to drive). */
  turns: number;
}

/** Ways of a chariot in a play-out that are played with their attacks (the best without them). */
const ROLLOUT_ATTACK_WAYS = 6;

/** A move of the play-out: the normal robot's, but the dice are kept as rolled. */
function quickMove(state: ChariotState, seat: number): ChariotMove {
  const legal = legalMoves(state, seat);
  if (legal.length === 1) return legal[0];
  const planner = new Planner(state);
  switch (state.turn!.step) {
    case 'start':
      return planner.wantsRepair() ? { type: 'repair' } : { type: 'roll' };
    case 'dice':
      return { type: 'keep' };
    case 'drive':
      return planner.driveChoice();
    case 'path':
      return { type: 'path', path: bestPathWithAttacks(planner, ROLLOUT_ATTACK_WAYS) };
    case 'attack':
      return attackChoice(planner, legal);
  }
}

/** The seat's chance to win once the round of `state` is over (or the race). */
function roundEnd(planner: Planner, start: ChariotState, seed: number): number {
  const round = planner.state.round;
  let state: ChariotState = { ...start, prng: seedPrng(seed) };
  for (let guard = 0; guard < 200 && state.phase === 'race' && state.round === round; guard++) {
    const seat = toAct(state)[0];
    state = apply(state, seat, quickMove(state, seat));
  }
  if (state.phase === 'finished') return state.winner !== null && state.chariots[state.winner].seat === planner.seat ? 1 : 0;
  const est = state.chariots.map((c) => planner.estimateOf(c));
  return shares(est, state.chariots, state.seats, state.phase === 'race' && state.round === round ? state.moved : [])[planner.seat];
}

/**
 * Of the candidate states after this chariot's move (each with its plain value), the one whose
 * round ends best on average; the others' order kept for ties.
 */
export function lookahead<T>(planner: Planner, candidates: Way<T>[], random: RandomSource, budget: LookaheadBudget): T {
  const ranked = candidates.slice().sort((a, b) => b.value - a.value);
  const ways = ranked.slice(0, budget.ways);
  if (ways.length === 1) return ways[0].item;
  const state = planner.state;
  const toDrive = state.chariots.filter((c, i) => !c.out && c.field !== null && i !== planner.id && !state.moved.includes(i)).length;
  // The last chariot of the round: nothing to play out.
  const samples = toDrive === 0 ? 1 : Math.min(budget.samples, Math.max(2, Math.floor(budget.turns / (ways.length * toDrive))));
  const seeds = Array.from({ length: samples }, () => random.int(0x7fffffff));
  let best = ways[0];
  let bestValue = -Infinity;
  for (const w of ways) {
    let total = 0;
    for (const seed of seeds) total += roundEnd(planner, w.after(), seed);
    if (total > bestValue + 1e-9) {
      bestValue = total;
      best = w;
    }
  }
  return best.item;
}
