/**
 * The beginner (issue 33): a first-time player's way of playing. He plans only his own turn (the
 * planner, plan.ts, with a small budget and no look beyond the turn), counts only what he himself
 * gains (blind to what the others gain or lose by it: Grand Prix places, buyers that would buy
 * their cars), and now and then takes a move that looked about as good instead of the best one.
 * His moves stay plausible: a slip is one of the few planned moves within a little money of the best.
 */
import type { RandomSource } from '../../../engine/contract';
import { legalMoves } from '../rules/legal';
import type { KwMove, KwState } from '../rules/state';
import { planCandidates } from './candidates';
import { determinize } from './determinize';
import { freshWork } from './work';

export const BEGINNER = {
  /** Planner positions per decision (normal: 500), and for the cars and markers of the market step. */
  plan: 120,
  cars: 40,
  marker: 20,
  /** One decision in `slip` takes a plausible move other than the best ... */
  slip: 4,
  /** ... among the `among` best within `margin` money of the best. */
  among: 3,
  margin: 3,
};

export function beginnerMove(state: KwState, seat: number, random: RandomSource): KwMove {
  const legal = legalMoves(state, seat);
  if (legal.length === 1) return legal[0];
  const s = determinize(state, seat, random);
  const work = freshWork({ plan: BEGINNER.plan, moves: 0 });
  const cands = planCandidates(s, seat, legal, { cars: BEGINNER.cars, marker: BEGINNER.marker, own: true }, work, random);
  if (!cands.length) return legal[0];
  const sorted = cands.sort((a, b) => b.plan.v - a.plan.v);
  if (random.int(BEGINNER.slip) !== 0) return sorted[0].move;
  const close = sorted.filter((c, i) => i < BEGINNER.among && c.plan.v >= sorted[0].plan.v - BEGINNER.margin);
  return close[random.int(close.length)].move;
}
