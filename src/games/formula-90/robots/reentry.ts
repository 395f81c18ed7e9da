/**
 * The robot player's answer to „WIEDEREINSTIEG" (rules version 2: „kann er das Rennen wieder
 * aufnehmen, in dem er den Roboter an letzter Position ersetzt"): re-enter or stay out.
 *
 * It always re-enters. The classification („RENNENDE") puts every car still in the race ahead of
 * every car that went out, and a car that goes out again later comes ahead of the cars out before
 * it: taking the robot's place can only win places, never lose one. The car comes back repaired,
 * with full tyre chips and a full hand, and keeps its target test.
 */
import type { F90Move, F90State } from '../rules/state';
import { reentryAsked } from '../rules/reentry';

/** Whether the seat is asked about re-entry now. */
export function reentryQuestion(s: F90State, seat: number): boolean {
  return reentryAsked(s)?.seat === seat;
}

/** Scores of the legal answers: re-entering above staying out. */
export function reentryScores(legal: readonly F90Move[]): number[] {
  return legal.map((m) => (m.type === 'reenter' ? (m.yes ? 1 : 0) : -1));
}
