/** Rule "Spielende": the winner, and the places of the others (designed, see the rules page). */
import type { Outcome } from '../../../engine/contract';
import { seat, type Text } from '../../../engine/text';
import { hasFinished } from './situation';
import { aheadOf, trackOf } from './round';
import type { ChariotState } from './state';
import { chariotText, series, t, yes } from '../view/text';

/**
 * Chariots from best to worst: the winner; the others still in the race, those that completed
 * two laps first, each group front first; then the broken ones, the last to break up first (on
 * the same turn: the one further on).
 */
export function chariotPlaces(state: ChariotState): number[] {
  const track = trackOf(state);
  const ids = state.chariots.map((_, i) => i);
  const alive = ids.filter((i) => !state.chariots[i].out && state.chariots[i].field !== null);
  const done = alive.filter((i) => hasFinished(track, state.chariots[i]));
  const running = alive.filter((i) => !done.includes(i));
  const byFront = (a: number, b: number) => aheadOf(track, state.chariots[a], state.chariots[b]) || a - b;
  const broken = ids
    .filter((i) => state.chariots[i].out)
    .sort((a, b) => {
      const ca = state.chariots[a];
      const cb = state.chariots[b];
      return (cb.outTurn ?? 0) - (ca.outTurn ?? 0) || (cb.outProgress ?? 0) - (ca.outProgress ?? 0) || a - b;
    });
  const order = [...done.sort(byFront), ...running.sort(byFront), ...broken];
  if (state.winner !== null) return [state.winner, ...order.filter((i) => i !== state.winner)];
  return order;
}

export function outcome(state: ChariotState): Outcome {
  if (state.phase !== 'finished') return { finished: false };
  const places = chariotPlaces(state);
  // A seat's place is that of its best chariot.
  const best = Array.from({ length: state.seats }, (_, s) => places.findIndex((i) => state.chariots[i].seat === s));
  // Nobody wins when every chariot broke up: then place 1 stays empty.
  const base = state.winner === null ? 2 : 1;
  const ranks = best.map((b) => base + best.filter((x) => x < b).length);
  return { finished: true, ranks, summary: summarise(state, ranks) };
}

function summarise(state: ChariotState, ranks: number[]): Text {
  if (state.winner === null) return t('outcome.noWinner');
  const c = state.chariots[state.winner];
  const finishers = state.chariots.filter((x) => !x.out && x.field !== null && hasFinished(trackOf(state), x)).length;
  const places = ranks
    .map((r, s) => ({ r, s }))
    .sort((a, b) => a.r - b.r || a.s - b.s)
    .map(({ r, s }) => t('outcome.place', { rank: r, player: seat(s) }));
  return t('outcome.win', { winner: chariotText(c, 'start'), rounds: state.round, furthest: yes(finishers > 1), places: series(places) });
}
