/**
 * Moving a car (Formula 90, „BEWEGUNG", „ÜBERHOLEN", „GERADEN", „KURVEN", „BREMSEN",
 * „ÜBERRUNDUNGSVERFAHREN", „ÜBERRUNDUNG DURCH DEN FÜHRENDEN", „ÜBERRUNDUNG AUFHEBEN", „ROBOTER").
 *
 * Entering a section costs 1 movement point. A car in front in the same section must be passed
 * before the car can go on; what that costs depends on the section, on whether one of the two is
 * lapped, on the strategy and on who drives. A car never moves less than its points allow: it
 * passes whenever it can pay, and stops (its points lost) when it cannot. The movement stops to
 * ask the player where the rules give him a choice; robots never choose.
 */
import { lappingCostOf, testBonus } from './abilities';
import { playingCard } from '../data/track-cards';
import { ROBOT_LAPPING_TARGET } from '../data/robot-tiles';
import { robotLaneLine } from '../data/tracks';
import { discardByTest, discardCards, drawCard } from './piles';
import { latePassed } from './specials';
import { rainModifier } from './tyres';
import { overtakesAsOnStraight } from './track-symbols';
import { hasBlue, passYellow, yellowAhead, yellowIn } from './flags';
import { hasModule } from './modules';
import { followLine } from './off-track';
import {
  car as carOf,
  enqueueLast,
  allStraights,
  isRobot,
  laneTaken,
  playerOf,
  queueIndex,
  sectionOf,
  track,
  unqueue,
  updateLead,
} from './order';
import type { Car, F90State, MoveCtx } from './state';

/** How a car gets past the car in front of it. */
export type PassRule =
  | { kind: 'pass'; cost: number }
  /** the leader's test before lapping a car for the first time */
  | { kind: 'test'; cost: number; target: number | null }
  /** BANGING WHEELS in a braking section: overtake as on a straight, or stop (and brake late) */
  | { kind: 'choose'; cost: number }
  | { kind: 'block' };

export type Decision = 'lapTest' | 'overtake' | 'brake' | 'lane' | 'offTest';

function sectionType(s: F90State, pos: number) {
  return track(s).sections[sectionOf(s, pos)].type;
}

/**
 * The section type that counts for overtaking: every section is a straight in the first and last
 * round; a track card's overtaking symbol makes its curve one for the car that played it.
 */
function overtakingType(s: F90State, pos: number, ctx: MoveCtx) {
  return allStraights(s) || overtakesAsOnStraight(s, pos, ctx.played) ? 'straight' : sectionType(s, pos);
}


/** The rule for `mover` getting past `other`, the car directly in front of it in its section. */
export function passRule(s: F90State, mover: Car, other: Car, ctx: MoveCtx): PassRule {
  // „GELBE FLAGGE": „Überholen, Positionskämpfe und Überrunden in einem Abschnitt mit einer gelben Flagge [sind] nicht erlaubt"
  if (yellowIn(s, sectionOf(s, mover.pos))) return { kind: 'block' };
  const type = overtakingType(s, mover.pos, ctx);
  // „BLAUE FLAGGE": lapping for nothing on straights and in braking sections, for 1 in curves
  const lapCost = (): number => (hasBlue(s, mover) ? (type === 'curve' ? 1 : 0) : lappingCostOf(playerOf(s, mover), type));
  const bw = playerOf(s, mover)?.strategy === 'bangingWheels';
  const free = (cost: number): PassRule => ({ kind: 'pass', cost: ctx.freePass ? 0 : cost });
  if (other.pos > mover.pos) {
    // „ROBOTER": robots never unlap themselves; players unlap as they would lap („ÜBERRUNDUNG AUFHEBEN")
    if (isRobot(mover)) return { kind: 'block' };
    return free(lapCost());
  }
  if (other.pos < mover.pos) {
    // Lapping: robots lap robots for nothing; a leader tests before lapping a car the first time.
    const cost = isRobot(mover) && isRobot(other) ? 0 : lapCost();
    const firstTime = s.lead === mover.id && mover.pos - other.pos === s.queue.length; // „nicht erforderlich, wenn der Führende zum zweiten Mal … überholt"
    if (firstTime) return { kind: 'test', cost, target: isRobot(mover) ? ROBOT_LAPPING_TARGET : null };
    return isRobot(mover) ? { kind: 'pass', cost } : free(cost);
  }
  // The same lap.
  if (isRobot(mover)) {
    if (isRobot(other)) return { kind: 'pass', cost: 0 }; // „Roboter überholen einander, ohne einen Bewegungspunkt aufzuwenden"
    return type === 'straight' ? { kind: 'pass', cost: 1 } : { kind: 'block' };
  }
  if (s.options.junior) return free(type === 'curve' ? 2 : 1); // „JUNIORENVARIANTE – ÜBERHOLEN"
  if (type === 'straight') return free(1);
  if (type === 'curve') return bw ? free(2) : { kind: 'block' };
  if (!bw) return { kind: 'block' };
  return ctx.bwOvertake ? free(1) : { kind: 'choose', cost: ctx.freePass ? 0 : 1 };
}

/** Puts `mover` directly in front of `other` in their section, paying `cost`. */
export function passCar(s: F90State, mover: Car, other: Car, cost: number, ctx: MoveCtx): void {
  const q = s.queue[sectionOf(s, mover.pos)];
  q.splice(q.indexOf(mover.id), 1);
  q.splice(q.indexOf(other.id), 0, mover.id);
  if (ctx.freePass && cost === 0 && playerOf(s, mover)) ctx.freePass = false;
  ctx.mp -= cost;
  ctx.passed.push(other.id);
  updateLead(s); // „das Führungsplättchen wird sofort auf den neuen Führenden übertragen"
}

/** Enters the next section (1 movement point), behind the cars already there. */
function enterNext(s: F90State, c: Car, ctx: MoveCtx): void {
  unqueue(s, c);
  c.pos += 1;
  c.lane = null;
  enqueueLast(s, c);
  ctx.mp -= 1;
  ctx.entered += 1;
  ctx.bwOvertake = false;
  updateLead(s);
}

/**
 * Runs a car's movement until it ends (null) or waits for its player (the decision). Robots'
 * decisions are made here by their rules.
 */
export function runMovement(s: F90State, c: Car, ctx: MoveCtx): Decision | null {
  for (;;) {
    const q = s.queue[sectionOf(s, c.pos)];
    const i = q.indexOf(c.id);
    if (i > 0 && ctx.mp > 0) {
      const other = carOf(s, q[i - 1]);
      const rule = passRule(s, c, other, ctx);
      if (rule.kind === 'block' || ctx.mp < Math.max(1, rule.cost)) return stop(s, c, ctx);
      if (rule.kind === 'choose') return 'overtake';
      if (rule.kind === 'test') {
        if (!isRobot(c)) {
          ctx.lapping = other.id;
          return 'lapTest';
        }
        // „ROBOTER": a robot leader makes a blind test against 70 before lapping.
        const card = drawCard(s);
        const ok = card !== null && playingCard(card).test <= (rule.target ?? ROBOT_LAPPING_TARGET);
        if (card !== null) discardByTest(s, [card]);
        s.events.push({ k: 'lapTest', car: c.id, other: other.id, with: card ?? 0, blind: true, need: rule.target ?? ROBOT_LAPPING_TARGET, success: ok });
        if (!ok) return stop(s, c, ctx);
      }
      passCar(s, c, other, rule.cost, ctx);
      continue;
    }
    if (ctx.mp > 0) {
      // „Jeder Fahrer, vor dem eine gelbe Flagge liegt, muss 1 Bewegungspunkt aufwenden"
      if (yellowAhead(s, c)) {
        passYellow(s, c);
        ctx.mp -= 1;
        continue;
      }
      enterNext(s, c, ctx);
      continue;
    }
    return stop(s, c, ctx);
  }
}

/** The movement stops here: points left are lost; a player in a braking section may brake late. */
export function stop(s: F90State, c: Car, ctx: MoveCtx): Decision | null {
  ctx.mp = 0;
  ctx.lapping = null;
  if (!isRobot(c) && !s.options.junior && !ctx.braked && sectionType(s, c.pos) === 'braking') return 'brake';
  return endMovement(s, c, ctx);
}

/**
 * „BREMSEN": the blind test against the braking section's target. Success: past every car at once
 * into the next section (HAZARD: two, when the next one is empty); failure: off the track, the
 * turn over, no damage. The drawn card is discarded.
 */
export function lateBrake(s: F90State, c: Car, ctx: MoveCtx, symbolCard?: number): Decision | null {
  ctx.braked = true;
  const sec = track(s).sections[sectionOf(s, c.pos)];
  const p = playerOf(s, c);
  const need = (sec.brake ?? 0) + testBonus(p) + rainModifier(s); // „bei Regen … -20 … auf ihre Tests"
  // „Spezielle Symbole auf Bahnkarten": a track card played „statt einen Blindtest durchzuführen"
  if (symbolCard !== undefined) p!.hand = p!.hand.filter((x) => x !== symbolCard);
  const card = symbolCard ?? drawCard(s);
  const ok = symbolCard !== undefined || (card !== null && playingCard(card).test <= need);
  if (card !== null) discardCards(s, [card]);
  if (!ok) {
    s.events.push({ k: 'brake', car: c.id, card: card ?? 0, need, success: false, to: null });
    goOffTrack(s, c);
    // „ABSEITS DER BAHN" (advanced): on along the off-track line, its icons one by one
    if (!hasModule(s, 'offTrack')) return null;
    const test = followLine(s, c);
    if (test === null || !s.turn || s.turn.car !== c.id) return null;
    s.turn.off = test;
    return 'offTest';
  }
  const passedBy = s.queue[sectionOf(s, c.pos)].slice(0, queueIndex(s, c)).filter((id) => carOf(s, id).status === 'racing').length;
  const next = s.queue[sectionOf(s, c.pos + 1)].some((id) => carOf(s, id).status === 'racing');
  const steps = playerOf(s, c)?.strategy === 'hazard' && !next ? 2 : 1;
  unqueue(s, c);
  c.pos += steps;
  c.lane = null;
  enqueueLast(s, c);
  ctx.entered += steps;
  updateLead(s);
  s.events.push({ k: 'brake', car: c.id, card: card ?? 0, need, success: true, to: sectionOf(s, c.pos), ...(symbolCard !== undefined ? { symbol: true as const } : {}) });
  if (p) latePassed(s, c, p, passedBy);
  return endMovement(s, c, ctx);
}

/** „VERLASSEN DER BAHN": beside the track at its braking section, behind every car there. */
export function goOffTrack(s: F90State, c: Car): void {
  unqueue(s, c);
  c.status = 'offTrack';
  c.lane = null;
  s.queue[sectionOf(s, c.pos)].push(c.id);
  updateLead(s);
}

/** The free lane-line points of the car's section. */
export function freeLanes(s: F90State, c: Car): string[] {
  return track(s)
    .sections[sectionOf(s, c.pos)].lanes.filter((l) => !laneTaken(s, l.id))
    .map((l) => l.id);
}

/**
 * The end of a movement: a car that came into a section may take a free lane-line point there
 * („SPURLINIEN"); a robot takes the best one („ROBOTER"), a player chooses when there are two.
 */
export function endMovement(s: F90State, c: Car, ctx: MoveCtx): Decision | null {
  if (ctx.entered === 0 || c.status !== 'racing') return null;
  // „Rennwagen auf dem Startpunkt einer Spurlinie [können] die gelbe Flagge nicht vor sich liegen haben"
  if (yellowAhead(s, c)) return null;
  if (isRobot(c)) {
    const taken = new Set(s.cars.filter((x) => x.status !== 'out' && x.lane).map((x) => x.lane as string));
    const line = robotLaneLine(track(s), sectionOf(s, c.pos), taken);
    if (line) takeLane(s, c, line.id);
    return null;
  }
  const free = freeLanes(s, c);
  if (free.length === 1) takeLane(s, c, free[0]);
  return free.length > 1 ? 'lane' : null;
}

export function takeLane(s: F90State, c: Car, line: string): void {
  c.lane = line;
  s.events.push({ k: 'lane', car: c.id, line });
}

/** The car's place: its section and its place in the queue (for tests and the log). */
export function placeOf(s: F90State, c: Car): { section: number; index: number } {
  return { section: sectionOf(s, c.pos), index: queueIndex(s, c) };
}
