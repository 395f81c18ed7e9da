/**
 * „WIEDEREINSTIEG" as a choice (rules version 2): „Nachdem ein Spieler ausgeschieden ist, kann er
 * das Rennen wieder aufnehmen, in dem er den Roboter an letzter Position ersetzt." The player of a
 * car just out is asked at once, before the race goes on (rules/race.ts waits for him): take the
 * place of the robot in the last position now, or stay out for the rest of the race. Players out
 * at the same moment are asked in the order they went out; one whose question finds no robot left
 * stays out.
 */
import { lastRobot, reenterRace, stayOut } from './damage';
import { car as carOf, playerOf, updateLead } from './order';
import type { Car, F90Move, F90State } from './state';

/** The car whose player is asked now (null: none). */
export function reentryAsked(s: F90State): Car | null {
  const id = s.reentryAsk?.[0];
  return id ? carOf(s, id) : null;
}

/** The two answers. */
export function reentryMoves(): F90Move[] {
  return [
    { type: 'reenter', yes: true },
    { type: 'reenter', yes: false },
  ];
}

/** The asked player's answer; the next question, if any, finds a robot to replace or is dropped. */
export function answerReentry(s: F90State, yes: boolean): void {
  const c = reentryAsked(s)!;
  const p = playerOf(s, c)!;
  s.reentryAsk = s.reentryAsk!.slice(1);
  if (yes) reenterRace(s, c, p);
  else stayOut(s, c, p);
  while (s.reentryAsk.length > 0 && !lastRobot(s)) {
    const next = carOf(s, s.reentryAsk[0]);
    s.reentryAsk = s.reentryAsk.slice(1);
    stayOut(s, next, playerOf(s, next)!);
  }
  if (s.reentryAsk.length === 0) delete s.reentryAsk;
  updateLead(s);
}
