/**
 * The safety car (Formula 90, module „Abseits der Spur und Safety Cars": „SAFETY CAR", „NEUSTART").
 * It comes out at an off-track line's SC icon: every car's position is fixed, the round's other
 * turns are lost, the cars line up behind the leader one section apart; the next rounds are driven
 * one section a turn without cards; it goes in when the next race stage begins (in the last stage
 * it stays to the finish), and the restart round lets cars overtake everywhere as on a straight.
 * Rules version 2 (rules/version.ts) makes the due fuel stops at once and takes the safety car in
 * at the very next stage start. Where a pit stop behind it puts the car: pitPosUnderSafetyCar in
 * rules/damage.ts, with the pit stop.
 */
import { startsStage, stageOfBox, lastBox } from '../data/tracks';
import { fuelDue } from './damage';
import { flagsOn } from './modules';
import { car as carOf, enqueueLast, isRobot, lapsDown, raceOrder, sectionOf, track, unqueue, updateLead } from './order';
import type { Car, F90State } from './state';
import { corrected } from './version';

/**
 * „Sobald das Safety Car in die Bahn fährt": positions fixed (cars off the track count behind the
 * cars of their braking section and come back onto the track), the other turns of the round lost;
 * the leader keeps his section with the safety car in front of him, every other car one section
 * behind the car before it (our reading of „mit einem Abschnitt Abstand … alle Löcher … aufgefüllt").
 * Cars whose fuel stop is due this round go last: a robot refuels at once; a player makes his stop
 * in his next turn, already at the back (version 1) — or, version 2, „Wenn es Rennwagen gibt, die in
 * dieser einen vorgeschriebenen Boxenstopp zum Auftanken durchführen müssen, dann führen diese den
 * Boxenstopp durch": at once, before the lap counter moves on (`scStop`, made as a short turn of the
 * pit stop's steps: rules/race.ts), staying where it is lined up. A yellow flag keeps its place
 * among the cars of its section, counting no more cars in front of it than the section now holds.
 */
export function deploySafetyCar(s: F90State): void {
  const order = raceOrder(s);
  if (order.length === 0) return;
  const due = (c: Car) => fuelDue(s, c) && !c.justPit;
  const line = [...order.filter((c) => !due(c)), ...order.filter(due)];
  const stops = new Set(order.filter(due).map((c) => c.id));
  const down = new Map(line.map((c) => [c.id, lapsDown(s, c)]));
  const n = s.queue.length;
  const lead = line[0];
  s.queue = s.queue.map(() => []);
  line.forEach((c, k) => {
    if (k > 0) c.pos = lead.pos - k - n * (down.get(c.id) ?? 0);
    c.status = 'racing';
    c.lane = null;
    c.moved = true; // „Alle restlichen Einzelrunden gehen verloren"
    c.justPit = false;
    if (isRobot(c) && c.fuelDue) {
      c.fuelDue = false;
      c.refuelled = true;
    } else if (corrected(s) && stops.has(c.id)) c.scStop = true;
    enqueueLast(s, c);
  });
  // „GELBE FLAGGE": the tiles stay until the stage ends; a tile keeps the cars it had in front of
  // it, as far as its section still holds that many after the line-up (one car a section).
  if (flagsOn(s)) for (const y of s.flags.yellow) y.at = Math.min(y.at, s.queue[y.section].length);
  s.turn = null;
  s.battle = null;
  if (s.orangeAsk !== undefined) s.orangeAsk = null;
  s.safetyCar = { box: s.box };
  s.events.push({ k: 'safetyCar', order: line.map((c) => c.id), sections: line.map((c) => sectionOf(s, c.pos)) });
  updateLead(s);
}

/**
 * At the start of a round: „Das Safety Car verlässt die Bahn zu Beginn der nächsten Rennetappe" —
 * unless it came out in the last stage („beenden … alle Rennwagen hinter dem Safety Car").
 * Version 1 let it lead at least one round: out in a stage's last round, it went in at the start
 * of the stage after. Version 2 reads the sentence as it stands: out in a stage's last round, the
 * round that follows begins the next stage, so it goes in at once and that round is the restart.
 */
export function safetyCarRound(s: F90State): void {
  if (!s.safetyCar || !startsStage(track(s), s.box)) return;
  if (!corrected(s) && s.box - s.safetyCar.box < 2) return;
  const t = track(s);
  if (stageOfBox(t, s.safetyCar.box) === stageOfBox(t, lastBox(t, s.options.short))) return;
  s.safetyCar = null;
  s.restart = s.box;
  s.events.push({ k: 'restart' });
}

/**
 * „müssen sich um einen Abschnitt bewegen … Überholen ist nicht erlaubt": a car at the front of its
 * section's cars moves into the next section, behind the cars there; one behind another stays.
 */
export function safetyCarMove(s: F90State, c: Car): void {
  const from = c.pos;
  const q = s.queue[sectionOf(s, c.pos)].filter((id) => carOf(s, id).status === 'racing');
  if (q[0] === c.id) {
    unqueue(s, c);
    c.pos += 1;
    c.lane = null;
    enqueueLast(s, c);
  }
  c.moved = true;
  s.events.push({ k: 'move', car: c.id, from, to: c.pos, mp: 0, passed: [] });
  updateLead(s);
}
