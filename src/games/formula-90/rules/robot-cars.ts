/**
 * The robot cars' turns (Formula 90, „ROBOTER"): no cards, no sheet; fixed movement points plus the
 * bonus of the lane line they start on; a pit stop when their kind's fuel tile comes up
 * („VORRÜCKEN DES RUNDENZÄHLERS"). They are part of the race, moved by the rules, not seats: their
 * moves are rules, nobody's choice — unlike the robot player that fills a seat (robots/).
 */
import { ROBOT_MOVE, type RobotKind } from '../data/robot-tiles';
import { laneBonus } from './cards-play';
import { outOfFuelAtReentry, pitStop, reenterTrack } from './damage';
import { flagsOn, hasModule, needModule } from './modules';
import { linePitDue, reenterAdvanced } from './off-track';
import { safetyCarMove } from './safety-car';
import { lateBrake, runMovement } from './movement';
import { orangeMayForce } from './flags';
import { raceOrder, updateLead } from './order';
import type { Car, F90State, MoveCtx } from './state';
import { corrected } from './version';

/** Plays a robot's whole turn. */
export function robotTurn(s: F90State, c: Car): void {
  if (c.status === 'offTrack') {
    if (hasModule(s, 'offTrack')) reenterRobot(s, c);
    else reenterTrack(s, c);
    return;
  }
  if ((c.fuelDue || linePitDue(s, c)) && !c.justPit) {
    pitStop(s, c, c.fuelDue); // the turn goes on when play reaches its new section
    return;
  }
  if (s.safetyCar) {
    safetyCarMove(s, c); // „SAFETY CAR": one section, no overtaking
    return;
  }
  const ctx: MoveCtx = {
    mp: ROBOT_MOVE[c.kind as RobotKind] + laneBonus(s, c, null, []),
    entered: 0,
    braked: true, // robots never brake late in the basic game
    freePass: false,
    bwOvertake: false,
    lapping: null,
    from: c.pos,
    passed: [],
  };
  const mp = ctx.mp;
  runMovement(s, c, ctx);
  c.moved = true;
  s.events.push({ k: 'move', car: c.id, from: ctx.from, to: c.pos, mp, passed: ctx.passed });
  updateLead(s);
  // „ORANGE FLAGGE": its holder may make the robot brake late here
  if (orangeMayForce(s, c)) s.orangeAsk = c.id;
}

/**
 * „Auffahren auf die Bahn" (advanced): re-entering costs 1 of the robot's points and the line's
 * handicap; it moves on with the rest. No pit stop in this turn: a robot whose fuel is due is out.
 */
function reenterRobot(s: F90State, c: Car): void {
  c.moved = true;
  if (outOfFuelAtReentry(s, c)) return;
  const from = c.pos;
  const ctx: MoveCtx = { mp: reenterAdvanced(s, c, ROBOT_MOVE[c.kind as RobotKind]), entered: 1, braked: true, freePass: false, bwOvertake: false, lapping: null, from, passed: [] };
  const mp = ctx.mp;
  if (ctx.mp > 0) runMovement(s, c, ctx);
  s.events.push({ k: 'move', car: c.id, from, to: c.pos, mp, passed: ctx.passed });
  updateLead(s);
}

/**
 * „ORANGE FLAGGE": „kann er einen Roboter zwingen, der seine Bewegung in einem Bremsabschnitt
 * beendet, eine späte Bremsung zu versuchen" — the robot's blind test against the braking target.
 */
export function orangeAnswer(s: F90State, force: boolean): void {
  const f = needModule(flagsOn(s) ? s : null, 'an orange flag answer');
  const robot = s.cars.find((x) => x.id === f.orangeAsk);
  const holder = f.flags.orange;
  if (!robot || !holder) throw new Error('Formula 90: an orange flag answer with no robot asked about or no holder');
  f.orangeAsk = null;
  s.events.push({ k: 'orange', car: holder, robot: robot.id, force });
  if (!force) return;
  const ctx: MoveCtx = { mp: 0, entered: 0, braked: false, freePass: false, bwOvertake: false, lapping: null, from: robot.pos, passed: [] };
  lateBrake(s, robot, ctx);
}

/**
 * „Wenn der Rundenzähler ein Tankplättchen eines Roboters erreicht, muss der Roboter des
 * entsprechenden Typs in der besten Rennposition … einen Boxenstopp durchführen": at the start of
 * a round, each robot tile on the box calls in the best-placed robot of its kind (two tiles of a
 * kind on one box, the two best-placed); the tile leaves the counter.
 *
 * Which robot: version 1 skipped robots that had refuelled (each carrying one tank), on the
 * strength of „TREIBSTOFFMANAGEMENT": „Sobald diese Bedingung erfüllt ist, hält der Roboter nicht
 * wieder zum Tanken an". Version 2 keeps to „VORRÜCKEN DES RUNDENZÄHLERS" and the example's „Hinweis:
 * versuche nicht, dich zu erinnern, welcher Roboter angehalten hat und wer nicht. Es sind die
 * Roboter in der besseren Rennposition …, die jedes Mal zum Tanken anhalten" — the best-placed
 * robot of the kind, whether it refuelled before or not; the other sentence says that tile is done.
 */
export function callRobotsIn(s: F90State): void {
  const due = s.robotFuel.filter((f) => f.box === s.box);
  if (due.length === 0) return;
  s.robotFuel = s.robotFuel.filter((f) => f.box !== s.box);
  const order = raceOrder(s);
  const once = !corrected(s);
  for (const tile of due) {
    const robot = order.find((c) => c.kind === tile.kind && !(once && c.refuelled) && !c.fuelDue);
    if (robot) robot.fuelDue = true;
  }
}
