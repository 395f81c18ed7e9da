/**
 * The result (Formula 90, „RENNENDE": „Der Sieger ist der Führende am Ende der letzten Runde";
 * cars out of the race behind every car still in it, the latest out first — rules/race.ts
 * `classification`).
 *
 * The seats are ranked by the place of their cars in that classification: the best-placed
 * player is first, even when a robot wins the race (the robots are part of the race, not
 * players: rules „ROBOTER"). The classification is a strict order, so there are no ties.
 *
 * Score: the number of cars (players' and robots') the seat's car finished ahead of — more is
 * better, and the platform writes it as points ("Anna wins with 7 points": she beat all seven
 * other cars). It is the race result itself, so scores and ranks never disagree.
 */
import type { Outcome } from '../../../engine/contract';
import { seat } from '../../../engine/text';
import { classification } from './race';
import type { F90State } from './state';
import { t } from '../view/words';

/** The places of the seats' cars in the classification (1 = race winner), by seat. */
export function carPlaces(state: F90State): number[] {
  const order = classification(state);
  return state.players.map((p) => order.indexOf(p.car) + 1);
}

export function outcome(state: F90State): Outcome {
  if (state.phase !== 'over') return { finished: false };
  const order = classification(state);
  const places = carPlaces(state);
  const ranks = places.map((x) => 1 + places.filter((y) => y < x).length);
  const scores = places.map((x) => order.length - x);
  const best = ranks.indexOf(1);
  const first = state.cars.find((c) => c.id === order[0])!;
  const summary =
    first.seat !== null
      ? t('outcome.summary', { winner: seat(first.seat) })
      : t('outcome.summaryRobot', { robot: t(`robot.${first.kind}`), winner: seat(best), place: places[best] });
  return { finished: true, ranks, scores, summary };
}
