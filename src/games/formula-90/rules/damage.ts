/**
 * Damage, elimination, the pit stop and re-entry after leaving the track (Formula 90, „SCHÄDEN",
 * „BOXENSTOPP", „VERLASSEN DER BAHN", „RENNWAGENS AUS RENNEN", „WIEDEREINSTIEG").
 */
import { discardCards, discardUnder, drawCards, drawDamage } from './piles';
import type { DamageCause } from './events';
import { refuel } from './fuel';
import { pitSaving } from './abilities';
import { fuelOf, hasModule } from './modules';
import { enqueueLast, isRobot, playerOf, raceOrder, sectionOf, track, unqueue, updateLead } from './order';
import type { Car, F90State, Player } from './state';
import { corrected } from './version';

export function freeSlots(p: Player): number {
  return p.slots - p.damage.red - p.damage.brown;
}

/**
 * n damage discs for a player's car; more than its free slots eliminate it („Wenn es auf der
 * Rennwagenübersicht nicht genug freie Plätze gibt …, wird der Rennwagen eliminiert"). Robots
 * take no damage („ROBOTER"). Returns false when the car is out.
 */
export function takeDamage(s: F90State, c: Car, n: number, cause: DamageCause): boolean {
  const p = playerOf(s, c);
  if (!p || n <= 0) return true;
  const room = freeSlots(p);
  const discs = drawDamage(s, n);
  s.events.push({ k: 'damage', car: c.id, red: discs.red, brown: discs.brown, cause });
  if (n > room) {
    s.cup.red += discs.red;
    s.cup.brown += discs.brown;
    eliminate(s, c, 'damage');
    return false;
  }
  p.damage.red += discs.red;
  p.damage.brown += discs.brown;
  return true;
}

/**
 * „RENNWAGENS AUS RENNEN": the car leaves the track. A player's fuel tile, discs and cards go
 * (cards under the discard pile, so no one's CHASE draw changes); for a robot the last fuel tile
 * of its kind leaves the lap counter. With „WIEDEREINSTIEG" the player takes the last robot's place.
 */
export function eliminate(s: F90State, c: Car, cause: 'damage' | 'fuel' | 'tyres' | 'crash'): void {
  unqueue(s, c);
  c.status = 'out';
  c.lane = null;
  s.outCount += 1;
  c.outOrder = s.outCount;
  s.events.push({ k: 'out', car: c.id, cause });
  const p = playerOf(s, c);
  if (p) {
    s.cup.red += p.damage.red;
    s.cup.brown += p.damage.brown;
    p.damage = { red: 0, brown: 0 };
    // version 2, „WIEDEREINSTIEG": the target test card is no resource of the sheet; it stays there
    // while its player may still take a robot's place (rules/reentry.ts)
    const keep = corrected(s) && s.options.reentry && p.target !== null && lastRobot(s) !== null;
    const cards = [...p.hand, ...p.frozen, ...(p.target !== null && !keep ? [p.target] : [])];
    discardUnder(s, cards);
    p.hand = [];
    p.frozen = [];
    if (!keep) p.target = null;
    // „RENNWAGENS AUS RENNEN": „wird sein Tankplättchen auch vom Rundenzähler entfernt"
    p.fuelBox = null;
    if (p.fuelLap !== undefined) p.fuelLap = null;
    p.chips = 0;
    if (s.turn?.car === c.id) {
      discardCards(s, [...s.turn.drawn, ...s.turn.used]); // the cards of the turn under way
      s.turn = null;
    }
    // „WIEDEREINSTIEG": at once (version 1), or his choice (version 2: „kann er das Rennen wieder aufnehmen")
    if (s.options.reentry && corrected(s)) askReentry(s, c);
    else if (s.options.reentry) reenterRace(s, c, p);
  } else dropRobotTile(s, c);
  updateLead(s);
}

/** „Wenn es ein Roboter ist, der aus dem Rennen ausscheidet, nehme das letzte Tankplättchen des entsprechenden Typs vom Rundenzähler." */
function dropRobotTile(s: F90State, c: Car): void {
  const tiles = s.robotFuel.filter((f) => f.kind === c.kind);
  if (tiles.length > 0) {
    const last = tiles.reduce((a, b) => (b.box > a.box ? b : a));
    s.robotFuel.splice(s.robotFuel.indexOf(last), 1);
  }
}

/** „WIEDEREINSTIEG": the robot in the last position of the race, which a re-entering player replaces (null: none left). */
export function lastRobot(s: F90State): Car | null {
  return [...raceOrder(s)].reverse().find((x) => isRobot(x)) ?? null;
}

/** Version 2: the player of the car just out is asked whether he re-enters (if a robot is left to replace). */
function askReentry(s: F90State, c: Car): void {
  const robot = lastRobot(s);
  if (!robot) return;
  s.reentryAsk = [...(s.reentryAsk ?? []), c.id];
  s.events.push({ k: 'reentryAsk', car: c.id, robot: robot.id });
}

/**
 * „WIEDEREINSTIEG": the player replaces the robot in the last place, repaired and refilled. Version
 * 2: he keeps the target test lying on his sheet (a pit stop never changes it: „wie bei einem
 * Boxenstopp"), and the robot leaves the race as a robot that drops out does — the last fuel tile
 * of its kind leaves the lap counter („RENNWAGENS AUS RENNEN").
 */
export function reenterRace(s: F90State, c: Car, p: Player): void {
  const robot = lastRobot(s);
  if (!robot) return;
  const q = s.queue[sectionOf(s, robot.pos)];
  q[q.indexOf(robot.id)] = c.id;
  c.pos = robot.pos;
  c.status = robot.status;
  c.lane = robot.lane;
  c.moved = robot.moved;
  c.justPit = false;
  c.outOrder = null;
  s.outCount += 1;
  robot.status = 'out';
  robot.lane = null;
  robot.outOrder = s.outCount;
  p.chips = p.chipsMax;
  if (corrected(s)) dropRobotTile(s, robot);
  else p.target = null;
  p.hand = drawCards(s, p.handMax);
  s.events.push({ k: 'replace', car: c.id, robot: robot.id });
}

/** Version 2, „WIEDEREINSTIEG": the player stays out — the target test card goes under the discard pile with his other cards. */
export function stayOut(s: F90State, c: Car, p: Player): void {
  if (p.target !== null) discardUnder(s, [p.target]);
  p.target = null;
  s.events.push({ k: 'retire', car: c.id });
}

/**
 * „BOXENSTOPP" (the part on the track): back by the pit time, last in that section, the lane point
 * left; the turn goes on when play reaches the new section („just pit"). A player also repairs his
 * red damage, takes new tyre chips and loses his fuel tile; his cards follow in the next steps.
 */
export function pitStop(s: F90State, c: Car, forced: boolean, extra = 0): void {
  const from = c.pos;
  const p = playerOf(s, c);
  // version 2, „SAFETY CAR": the fuel stop due as it came out — „werden in ihren jeweiligen
  // Positionen hinter allen anderen Rennwagen aufgestellt": the car stays where it was lined up
  const sc = c.scStop === true;
  if (sc) delete c.scStop;
  else {
    unqueue(s, c);
    // „TREIBSTOFFMANAGEMENT": every 3 extra laps of fuel cost one more section; PITTING 2 less
    // „SAFETY CAR": one section behind the last car on the track
    c.pos = s.safetyCar ? pitPosUnderSafetyCar(s, c) : c.pos - (track(s).pitTime + extra - pitSaving(p));
    c.lane = null;
    enqueueLast(s, c);
  }
  if (c.pitDueBox != null) c.pitDueBox = null; // the off-track line's PIT is made
  c.justPit = true;
  if (p) {
    s.cup.red += p.damage.red;
    p.damage.red = 0;
    p.chips = p.chipsMax;
    if (p.ability === 'versatility') p.versatile = true; // VERSATILITY: „nur durch einen Boxenstopp wieder aktiviert"
    if (hasModule(s, 'fuel')) refuel(s, p, extra);
    else p.fuelBox = null;
  } else {
    c.fuelDue = false;
    c.refuelled = true;
  }
  const tank = p && fuelOf(s, p);
  const fuel = tank ? { extra, fuelLap: tank.fuelLap } : {};
  s.events.push({ k: 'pit', car: c.id, from: sectionOf(s, from), to: sectionOf(s, c.pos), forced, ...fuel, ...(sc ? { sc: true as const } : {}) });
  updateLead(s);
}

/**
 * „Boxenstopps sind erlaubt, während das Safety Car auf der Bahn ist und wer einen Boxenstopp
 * durchführt, wird einen Abschnitt hinter den letzten Rennwagen auf der Bahn gestellt": the pos of
 * that place, the car keeping its laps (never ahead of where it was). Version 2: a car that stands
 * behind the last car already (the last of the line, the others having moved on) stays where it is
 * — version 1 sent it round the ring to that section, a lap further back.
 */
export function pitPosUnderSafetyCar(s: F90State, c: Car): number {
  const others = raceOrder(s).filter((x) => x.id !== c.id && x.status === 'racing');
  if (others.length === 0) return c.pos;
  const last = others[others.length - 1];
  const n = s.queue.length;
  const behind = (sectionOf(s, last.pos) - sectionOf(s, c.pos) + n) % n;
  if (corrected(s) && behind >= 1 && 2 * behind < n) return c.pos;
  const want = sectionOf(s, last.pos - 1);
  let pos = c.pos - 1;
  while (sectionOf(s, pos) !== want) pos--;
  return pos;
}

/** Whether a car must refuel in this round (its fuel tile lies on the lap counter's box). */
export function fuelDue(s: F90State, c: Car): boolean {
  if (isRobot(c)) return c.fuelDue;
  const p = playerOf(s, c);
  return !!p && p.fuelBox !== null && p.fuelBox <= s.box;
}

/**
 * „VERLASSEN DER BAHN": the re-entry turn, without any action: onto the re-entry section of the
 * off-track line, behind every car there; no pit stop in this turn, so a car out of fuel is out.
 */
export function reenterTrack(s: F90State, c: Car): void {
  c.moved = true;
  if (!outOfFuelAtReentry(s, c)) toReentry(s, c);
}

/**
 * „In der Runde, in der ein Fahrer auf die Bahn zurück fährt, ist es ihm nicht erlaubt, einen
 * Boxenstopp durchzuführen": a car whose fuel stop is due then is out. Returns whether it is.
 */
export function outOfFuelAtReentry(s: F90State, c: Car): boolean {
  if (!fuelDue(s, c)) return false;
  eliminate(s, c, 'fuel');
  return true;
}

/** „Auffahren auf die Bahn": from beside its braking section onto the re-entry section, behind every car there. */
export function toReentry(s: F90State, c: Car): void {
  const sec = track(s).sections[sectionOf(s, c.pos)];
  const target = sec.offTrack?.reentry ?? sectionOf(s, c.pos + 1);
  const n = s.queue.length;
  const steps = (((target - sectionOf(s, c.pos)) % n) + n) % n;
  unqueue(s, c);
  c.status = 'racing';
  c.pos += steps;
  enqueueLast(s, c);
  s.events.push({ k: 'reenter', car: c.id, section: sectionOf(s, c.pos) });
  updateLead(s);
}
