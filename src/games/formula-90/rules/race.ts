/**
 * The game round (Formula 90, „SPIELRUNDE", „VORRÜCKEN DES RUNDENZÄHLERS", „AKTIVIERE EINEN
 * ABSCHNITT …", „RENNENDE"): the engine plays on by itself — rounds, position battles, robot
 * turns, re-entries — until a player must decide or the race is over.
 */
import { callRobotsIn, robotTurn } from './robot-cars';
import { battleFor, nextDeclarer, openBattle, resolveBattle, robotDeclares } from './battle';
import { outOfFuelAtReentry, reenterTrack } from './damage';
import { hasModule } from './modules';
import { safetyCarRound } from './safety-car';
import { car as carOf, finalBox, isRobot, lapsDown, nextToPlay, raceOrder } from './order';
import { startPlayerTurn } from './turn';
import { endStageFlags } from './flags';
import type { F90State } from './state';

/** Starts the race: round 1, the lap counter already on its first box. */
export function startRace(s: F90State): void {
  s.phase = 'race';
  s.box = 0;
  startRound(s, true);
  advance(s);
}

/**
 * A new game round: the lap counter moves on (not in the first round); frozen battle cards go back
 * to their hands; CHASE names its car; robot fuel tiles on this box call robots in.
 */
function startRound(s: F90State, first: boolean): void {
  if (!first) s.box += 1;
  s.events.push({ k: 'round', box: s.box });
  endStageFlags(s);
  safetyCarRound(s); // „zur selben Zeit, wenn die aktiven Flaggen entfernt werden"
  for (const c of s.cars) {
    c.moved = c.status === 'out';
    c.justPit = false;
    c.fought = false;
  }
  for (const p of s.players) {
    p.hand.push(...p.frozen);
    p.frozen = [];
    p.played = [];
    p.chase = null;
    if (p.risks !== undefined) p.risks = 0;
  }
  for (const p of s.players) if (p.strategy === 'chase') p.chase = chasedCar(s, p.car);
  callRobotsIn(s);
}

/**
 * „CHASE": the nearest car in front on the same lap (lapped cars and cars with another lap count
 * are ignored); none when the chaser leads.
 */
function chasedCar(s: F90State, id: string): string | null {
  const order = raceOrder(s);
  const me = carOf(s, id);
  if (me.status === 'out') return null;
  const mine = lapsDown(s, me);
  const i = order.findIndex((c) => c.id === id);
  for (let j = i - 1; j >= 0; j--) if (lapsDown(s, order[j]) === mine) return order[j].id;
  return null;
}

/** Runs the race on until a player must decide (a battle declaration or a step of his turn). */
export function advance(s: F90State): void {
  while (s.phase === 'race') {
    if (s.reentryAsk) return; // „WIEDEREINSTIEG" (version 2): the player of a car just out decides
    if (s.orangeAsk) return; // „ORANGE FLAGGE": its holder decides about the robot
    if (s.battle) {
      const d = nextDeclarer(s);
      if (!d) {
        resolveBattle(s);
        continue;
      }
      if (isRobot(d)) {
        robotDeclares(s, d);
        continue;
      }
      return; // a player declares
    }
    if (s.turn) return;
    if (!s.cars.some((c) => c.seat !== null && c.status !== 'out')) {
      finishRace(s); // no player left in the race
      return;
    }
    // „SAFETY CAR" (version 2): the fuel stops due as it came out, before the lap counter moves on
    const stop = raceOrder(s).find((c) => c.scStop);
    if (stop) {
      startPlayerTurn(s, stop);
      return;
    }
    const next = nextToPlay(s);
    if (!next) {
      if (s.box >= finalBox(s)) {
        finishRace(s); // „Beende alle individuellen Runden, bevor der Sieger bestimmt wird"
        return;
      }
      startRound(s, false);
      continue;
    }
    const group = battleFor(s, next);
    if (group) {
      openBattle(s, group);
      continue;
    }
    if (isRobot(next)) robotTurn(s, next);
    else if (next.status === 'offTrack' && !hasModule(s, 'offTrack')) reenterTrack(s, next);
    else if (next.status === 'offTrack' && outOfFuelAtReentry(s, next)) continue;
    else {
      startPlayerTurn(s, next);
      return;
    }
  }
}

/** „RENNENDE": the race order at the end of the last round; cars out of the race last, the latest first. */
function finishRace(s: F90State): void {
  s.phase = 'over';
  s.turn = null;
  s.battle = null;
  const out = s.cars.filter((c) => c.status === 'out').sort((a, b) => (b.outOrder ?? 0) - (a.outOrder ?? 0));
  s.events.push({ k: 'finish', order: [...raceOrder(s), ...out].map((c) => c.id) });
}

/** The final classification, winner first (also during the race: the current order). */
export function classification(s: F90State): string[] {
  const out = s.cars.filter((c) => c.status === 'out').sort((a, b) => (b.outOrder ?? 0) - (a.outOrder ?? 0));
  return [...raceOrder(s), ...out].map((c) => c.id);
}
