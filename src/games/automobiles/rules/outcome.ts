/** Rule "Ende des Spiels": the winner is the car furthest ahead of those that crossed the line on their last lap; ties go to the inside. */
import type { Outcome } from '../../../engine/contract';
import { list, seat } from '../../../engine/text';
import { progressOf, standings } from './position';
import { seasonOrder, seasonTotals } from './season';
import type { AutoState } from './state';
import { t } from '../view/words';

export function outcome(state: AutoState): Outcome {
  if (state.phase !== 'finished') return { finished: false };
  if (state.season) return seasonOutcome(state);
  const order = standings(state);
  const ranks = state.players.map((_, s) => order.indexOf(s) + 1);
  // Score: the distance driven, in slices of the track (laps × slices + the slice reached).
  const scores = state.players.map((p) => progressOf(state, p));
  const finishers = state.players.filter((p) => p.laps >= state.options.laps).length;
  const summary = t('result', { winner: seat(order[0]), finishers, order: list(order.map(seat)) });
  return { finished: true, ranks, scores, summary };
}

/** „Spielende und Sieger einer Rennsaison": the season points decide; a tie goes to the better place in the last race. */
function seasonOutcome(state: AutoState): Outcome {
  const order = seasonOrder(state);
  const ranks = state.players.map((_, s) => order.indexOf(s) + 1);
  const scores = seasonTotals(state);
  const summary = t('result.season', { winner: seat(order[0]), points: scores[order[0]], races: state.season!.places.length, order: list(order.map(seat)) });
  return { finished: true, ranks, scores, summary };
}
