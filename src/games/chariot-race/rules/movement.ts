/**
 * Rule "Phase 5: Bewegen": driving a path and everything that happens on the way — curves
 * ("In die Kurve"), caltrops, rock piles, ramming ("Rammen"), breaking up ("Auseinanderbrechen").
 * One function serves the rules (apply), the legal-move list, the labels, the board and the robot:
 * it works on anything holding the chariots and caltrops (the state or a view) and never changes
 * its input. The working copy that takes the damage and breaks chariots up is in damage.ts, what
 * the state and a view share of the track (finished, laps done, protected) in situation.ts.
 */
import { rulesOf } from '../../../engine/rules-version';
import type { Msg } from '../../../engine/text';
import { RAM_DAMAGE } from '../data/dice';
import { RamEvent, Sim, type MoveEvent } from './damage';
import type { Situation } from './situation';
import type { Chariot } from './state';
import { Track, lapAfterBackStep, lapAfterStep } from './track';
import { t } from '../view/text';

export interface MoveResult {
  /** Null when the path is legal; else why not (a message; `laneRule` when rule "Spurwechsel" is broken). */
  error: Msg | null;
  laneRule?: boolean;
  /** The fields entered, in order (the rammed end field included, the set-back field not). */
  entered: number[];
  /** Where the chariot stands at the end (or broke up). */
  end: number;
  endLap: number;
  broke: boolean;
  /** Damage the mover took on the way, by cause. */
  curveDamage: number;
  caltropDamage: number;
  ramDamage: number;
  rock: boolean;
  rams: RamEvent[];
  events: MoveEvent[];
  /** Fields passed through (not start, not end): where a caltrop may be dropped afterwards. */
  passed: number[];
  /** The situation afterwards. */
  chariots: Chariot[];
  caltrops: number[];
  wrecks: number[];
}

/**
 * Drives `path` (one letter per speed point: f forward, i inwards, o outwards) for chariot `m`
 * at `speed` with `steers` lane changes allowed. A path that breaks the chariot up ends at the
 * field where it broke (nothing after that can be chosen).
 */
export function drivePath(track: Track, s: Situation, m: number, speed: number, steers: number, path: string, turnsBefore: number): MoveResult {
  const sim = new Sim(track, s, m, turnsBefore);
  const me = sim.mut(m);
  const result: MoveResult = {
    error: null,
    entered: [],
    end: me.field ?? 0,
    endLap: me.lap,
    broke: false,
    curveDamage: 0,
    caltropDamage: 0,
    ramDamage: 0,
    rock: false,
    rams: [],
    events: sim.events,
    passed: [],
    chariots: sim.chariots,
    caltrops: [],
    wrecks: [],
  };
  if (me.field === null || me.out) return failed(result, t('error.notOnTrack'));
  if (path.length > speed) return failed(result, t('error.pathTooLong', { speed, steps: path.length }));
  let changes = 0;
  for (let j = 0; j < path.length; j++) if (path.charCodeAt(j) !== 102) changes++; // not "f"
  if (changes > steers) {
    return failed(result, t('error.steers', { steers }), true);
  }

  let cur = me.field;
  let lap = me.lap;
  // The chariot leaves its start field.
  me.field = null;
  for (let j = 0; j < path.length; j++) {
    const ch = path[j];
    const f = track.fields[cur];
    const to = ch === 'f' ? f.next : ch === 'i' ? f.inward : ch === 'o' ? f.outward : null;
    if (to === null || to === undefined) {
      return ch === 'i' || ch === 'o' ? failed(result, t('error.noLane', { side: ch === 'i' ? 'in' : 'out', step: j + 1 }), true) : failed(result, t('error.unknownStep', { step: ch }));
    }
    lap = lapAfterStep(track, cur, to, lap);
    cur = to;
    result.entered.push(cur);
    const last = j === path.length - 1;
    const outcome = enterField(track, sim, result, m, cur, lap, speed, last);
    if (outcome === 'on') continue;
    if (outcome === 'broke' && !last) return failed(result, t('error.brokeOnPath', { field: track.fields[cur].name }));
    if (outcome === 'broke') return finish(result, sim, track, result.end, result.endLap, null);
    // Set back after ramming at the end of the path.
    return finish(result, sim, track, result.end, result.endLap, result.end);
  }
  return finish(result, sim, track, cur, lap, null);
}

function failed(result: MoveResult, error: Msg, laneRule = false): MoveResult {
  return laneRule ? { ...result, error, laneRule } : { ...result, error };
}

function breakAt(sim: Sim, result: MoveResult, m: number, cur: number, lap: number): 'broke' {
  sim.breakUp(m, cur, lap);
  result.broke = true;
  result.end = cur;
  result.endLap = lap;
  return 'broke';
}

/**
 * Entering a field: rock pile, curve limit, caltrop, ram — in this order (C-G7 and the rules
 * page). 'on': the chariot drives on; 'broke': it broke up (result.end is where); 'setback': it
 * rammed at the end of its path and stands on the field behind (result.end).
 */
function enterField(track: Track, sim: Sim, result: MoveResult, m: number, cur: number, lap: number, speed: number, last: boolean): 'on' | 'broke' | 'setback' {
  const me = sim.mut(m);
  const field = track.fields[cur];
  // Variant "Alternativer Rennparcours": a rock pile breaks the chariot at once.
  if (field.rock) {
    result.rock = true;
    sim.events.push({ kind: 'rock', field: cur });
    return breakAt(sim, result, m, cur, lap);
  }
  // Rule "In die Kurve": 1 damage per speed point above the limit, passing or ending.
  if (field.limit !== null && speed > field.limit) {
    const d = sim.hurt(m, speed - field.limit);
    result.curveDamage += d;
    sim.events.push({ kind: 'curve', field: cur, limit: field.limit, damage: d });
    if (me.damage <= 0) return breakAt(sim, result, m, cur, lap);
  }
  // Rule "Auseinanderbrechen" (caltrops): passing or ending on one: 1 damage, then removed.
  result.caltropDamage += sim.caltropHit(m, cur);
  if (me.damage <= 0) return breakAt(sim, result, m, cur, lap);
  // Rule "Rammen": both take 2; the rammed chariot stays where it is.
  const other = sim.occupant(cur, m);
  if (other < 0) return 'on';
  result.ramDamage += sim.hurt(m, RAM_DAMAGE);
  const otherDamage = sim.hurt(other, RAM_DAMAGE);
  const otherBroke = sim.chariots[other].damage <= 0;
  const ram: RamEvent = { field: cur, other, otherDamage, otherBroke };
  result.rams.push(ram);
  sim.events.push({ kind: 'ram', ...ram });
  if (me.damage <= 0) {
    // Both wrecks on this field make one caltrop.
    if (otherBroke) sim.breakUp(other, cur, sim.chariots[other].lap, false);
    return breakAt(sim, result, m, cur, lap);
  }
  if (!last) {
    if (otherBroke) sim.breakUp(other, cur, sim.chariots[other].lap);
    return 'on';
  }
  // Ending on the rammed chariot's field: set back to the next free field behind it in the lane;
  // if the rammed chariot broke up, its wreck comes only after that ("Auseinanderbrechen").
  if (otherBroke) sim.breakUp(other, cur, sim.chariots[other].lap, false);
  let b = cur;
  let blap = lap;
  do {
    const p = track.fields[b].prev;
    blap = lapAfterBackStep(track, b, p, blap);
    b = p;
  } while (sim.occupant(b, m) >= 0 || track.fields[b].rock);
  sim.events.push({ kind: 'setback', field: b });
  // C-G7: the set-back field is where the movement ends: its curve limit and caltrop count.
  // „In die Kurve" (rules version 2): the limit holds for passing *or* ending on the field: a field this
  // path drove through was paid for then, not again when set back onto it.
  const bf = track.fields[b];
  const paidPassing = rulesOf(sim.situation) >= 2 && result.entered.slice(0, -1).includes(b);
  if (bf.limit !== null && speed > bf.limit && !paidPassing) {
    const d = sim.hurt(m, speed - bf.limit);
    result.curveDamage += d;
    sim.events.push({ kind: 'curve', field: b, limit: bf.limit, damage: d });
  }
  if (me.damage > 0) result.caltropDamage += sim.caltropHit(m, b);
  if (otherBroke) sim.wreck(cur);
  result.end = b;
  result.endLap = blap;
  if (me.damage <= 0) {
    sim.breakUp(m, b, blap);
    result.broke = true;
    return 'broke';
  }
  return 'setback';
}

function finish(result: MoveResult, sim: Sim, track: Track, end: number, lap: number, setback: number | null): MoveResult {
  const me = sim.mut(sim.mover!);
  if (!me.out) {
    me.field = end;
    me.lap = lap;
  }
  result.end = end;
  result.endLap = lap;
  result.caltrops = sim.caltropList();
  result.wrecks = sim.wreckList();
  // Rule "Krähenfuß fallen lassen": fields passed through, not where the movement began or ended.
  const lastEntered = result.entered[result.entered.length - 1];
  result.passed = result.broke
    ? []
    : passedFields(track, result.entered, lastEntered, end, setback);
  return result;
}

function passedFields(track: Track, entered: number[], lastEntered: number, end: number, setback: number | null): number[] {
  const out: number[] = [];
  for (const f of entered) if (f !== lastEntered && f !== end && f !== setback && !track.fields[f].rock) out.push(f);
  return out;
}

/** Every path of `speed` steps with at most `steers` lane changes, cut where the chariot breaks. */
export function allPaths(track: Track, s: Situation, m: number, speed: number, steers: number, turnsBefore: number): { path: string; result: MoveResult }[] {
  const start = s.chariots[m].field;
  if (start === null) return [];
  const out: { path: string; result: MoveResult }[] = [];
  const seen = new Set<string>();
  // Prefixes on which the chariot breaks up: nothing longer is a path of its own.
  const dead = new Set<string>();
  const walk = (prefix: string, lane: number, left: number) => {
    if (dead.size > 0) for (let k = 1; k <= prefix.length; k++) if (dead.has(prefix.slice(0, k))) return;
    if (prefix.length === speed) {
      const r = drivePath(track, s, m, speed, steers, prefix, turnsBefore);
      if (r.error === null) {
        if (!seen.has(prefix)) {
          seen.add(prefix);
          out.push({ path: prefix, result: r });
        }
        return;
      }
      // Broke up on the way: the path is cut at the field where it happened.
      const cut = prefix.slice(0, r.entered.length);
      dead.add(cut);
      if (!seen.has(cut)) {
        const rc = drivePath(track, s, m, speed, steers, cut, turnsBefore);
        if (rc.error === null) {
          seen.add(cut);
          out.push({ path: cut, result: rc });
        }
      }
      return;
    }
    walk(prefix + 'f', lane, left);
    if (left > 0 && lane > 0) walk(prefix + 'i', lane - 1, left - 1);
    if (left > 0 && lane < 2) walk(prefix + 'o', lane + 1, left - 1);
  };
  walk('', track.fields[start].lane, steers);
  return out;
}
