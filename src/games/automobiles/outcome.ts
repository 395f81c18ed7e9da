/** Rule "Ende des Spiels": the winner is the car furthest ahead of those that crossed the line on their last lap; ties go to the inside. */
import type { Outcome } from '../../engine/contract';
import { progressOf, standings } from './position';
import type { AutoState } from './state';

export function outcome(state: AutoState): Outcome {
  if (state.phase !== 'finished') return { finished: false };
  const order = standings(state);
  const ranks = state.players.map((_, s) => order.indexOf(s) + 1);
  // Score: the distance driven, in slices of the track (laps × slices + the slice reached).
  const scores = state.players.map((p) => progressOf(state, p));
  const winner = order[0];
  const finishers = state.players.filter((p) => p.laps >= state.options.laps).length;
  const summary =
    `Player ${winner + 1} wins` +
    (finishers > 1 ? `: ${finishers} cars crossed the line on their last lap, and Player ${winner + 1} is furthest ahead.` : ': first across the line on the last lap.') +
    ` Order: ${order.map((s) => `Player ${s + 1}`).join(', ')}.`;
  return { finished: true, ranks, scores, summary };
}
