/**
 * Race order, the lead token, lapped cars and the order of play (Formula 90, „AKTIVIERE EINEN
 * ABSCHNITT UND ENTSCHEIDE EINEN POSITIONSKAMPF", „ÜBERRUNDEN").
 *
 * A car's `pos` counts the sections it has gone since the line; its place inside a section is its
 * place in the section's queue. The car with the highest pos (the frontmost in its queue on a tie)
 * leads; a car is lapped once per full ring the leader is ahead of it, and only once he has passed
 * it („Ein Rennwagen gilt als überrundet, wenn er vom Führenden des Rennens überholt wird").
 */
import { lastBox, trackOf } from '../data/tracks';
import type { Track } from '../data/track-types';
import type { Car, F90State, Player } from './state';

export function track(s: F90State): Track {
  return trackOf(s.options.track);
}

export function sectionCount(s: F90State): number {
  return s.queue.length;
}

/** The section (0 … N−1) of a position. */
export function sectionOf(s: F90State, pos: number): number {
  const n = sectionCount(s);
  return ((pos % n) + n) % n;
}

export function car(s: F90State, id: string): Car {
  const c = s.cars.find((x) => x.id === id);
  if (!c) throw new Error(`no car ${id}`);
  return c;
}

export function playerOf(s: F90State, c: Car): Player | null {
  return c.seat === null ? null : s.players[c.seat];
}

export function isRobot(c: Car): boolean {
  return c.kind !== 'player';
}

/** The car's place in its section's queue (0 = front). */
export function queueIndex(s: F90State, c: Car): number {
  return s.queue[sectionOf(s, c.pos)].indexOf(c.id);
}

/** Cars still in the race (racing or off the track). */
export function inRace(s: F90State): Car[] {
  return s.cars.filter((c) => c.status !== 'out');
}

/** > 0 when a is ahead of b in the race. */
export function compareAhead(s: F90State, a: Car, b: Car): number {
  if (a.pos !== b.pos) return a.pos - b.pos;
  return queueIndex(s, b) - queueIndex(s, a);
}

/** The race order, leader first. */
export function raceOrder(s: F90State): Car[] {
  return inRace(s).sort((a, b) => compareAhead(s, b, a));
}

/** The car that leads the race. */
export function leader(s: F90State): Car {
  return raceOrder(s)[0];
}

/** Full laps `c` is behind `ahead` (0 while `ahead` has not passed it again). */
export function lapsBehind(s: F90State, c: Car, ahead: Car): number {
  const n = sectionCount(s);
  const d = ahead.pos - c.pos;
  if (d <= 0) return 0;
  if (d % n === 0 && queueIndex(s, c) < queueIndex(s, ahead)) return d / n - 1;
  return Math.floor(d / n);
}

/** Laps a car is down on the leader („-1 lap/-2 laps"). */
export function lapsDown(s: F90State, c: Car): number {
  return lapsBehind(s, c, leader(s));
}

/** Moves the lead token to the car that now leads; records the change. */
export function updateLead(s: F90State): void {
  const l = leader(s);
  if (l && l.id !== s.lead) {
    s.lead = l.id;
    s.events.push({ k: 'lead', car: l.id });
  }
}

/**
 * The order in which sections are activated, as cars: from the lead token backwards along the
 * track; the cars in front of the leader in his own section come last („diese Rennwagen bewegen
 * sich als letzte").
 */
export function activationOrder(s: F90State): Car[] {
  const lead = car(s, s.lead);
  const n = sectionCount(s);
  const home = sectionOf(s, lead.pos);
  const q = s.queue[home];
  // A leader beside the track plays after the cars of his braking section („VERLASSEN DER BAHN").
  const li = lead.status === 'offTrack' ? 0 : q.indexOf(lead.id);
  const ids: string[] = [...q.slice(li)];
  for (let d = 1; d < n; d++) ids.push(...s.queue[(home - d + n) % n]);
  ids.push(...q.slice(0, li));
  return ids.map((id) => car(s, id));
}

/** The next car to play its individual turn this round, or null when every car has played. */
export function nextToPlay(s: F90State): Car | null {
  return activationOrder(s).find((c) => !c.moved && c.status !== 'out') ?? null;
}

/** Removes a car from its section's queue. */
export function unqueue(s: F90State, c: Car): void {
  const sec = sectionOf(s, c.pos);
  const q = s.queue[sec];
  const i = q.indexOf(c.id);
  if (i >= 0) q.splice(i, 1);
  // „GELBE FLAGGE": a car leaving from in front of the section's yellow flag
  const y = s.flags?.yellow.find((f) => f.section === sec);
  if (y && i >= 0 && i < y.at) y.at -= 1;
}

/** Puts a car at the back of the section of its pos, in front of the cars beside the track there. */
export function enqueueLast(s: F90State, c: Car): void {
  const q = s.queue[sectionOf(s, c.pos)];
  let i = q.length;
  while (i > 0 && car(s, q[i - 1]).status === 'offTrack') i--;
  q.splice(i, 0, c.id);
}

/** Whether a lane-line point is held by a car. */
export function laneTaken(s: F90State, line: string): boolean {
  return s.cars.some((c) => c.status !== 'out' && c.lane === line);
}

/** The last lap-counter box of this race („KURZES RENNEN"; „JUNIORENVARIANTE: das Rennen ist ein kurzes Rennen"). */
export function finalBox(s: F90State): number {
  return lastBox(track(s), s.options.short || s.options.junior);
}

/** The last real lap of this race (its last box's last lap). */
export function finalLap(s: F90State): number {
  return track(s).lapCounter.boxes[finalBox(s)].laps[1];
}

/** „NEUSTART": the round the race is started again after the safety car. */
export function restartRound(s: F90State): boolean {
  return s.restart != null && s.restart === s.box;
}

/**
 * Whether every section counts as a straight for overtaking this round: the first and the last race
 * round („SPEZIELLES ÜBERHOLVERFAHREN") and the restart round („als ob der Abschnitt eine Gerade sei").
 */
export function allStraights(s: F90State): boolean {
  return s.box === 0 || s.box === finalBox(s) || restartRound(s);
}
