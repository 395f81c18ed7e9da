/**
 * The robot: legal, sensible moves. It repairs when its chariot is worn, rerolls and pays to
 * avoid trouble, chooses the drive signs and the path by looking at every path (never breaking
 * up when another path is open), and attacks the chariots of the other players.
 */
import type { RandomSource } from '../../../src/engine/contract';
import { rulesOf } from '../../../src/engine/rules-version';
import { Colour, boardOf } from '../../../src/games/chariot-race/data/boards';
import { FORTUNE_PER_ACTION, Face } from '../../../src/games/chariot-race/data/dice';
import { countFace } from '../../../src/games/chariot-race/rules/dice';
import { legalMoves, pathOptions } from '../../../src/games/chariot-race/rules/legal';
import { MoveResult, allPaths } from '../../../src/games/chariot-race/rules/movement';
import { speedAfter } from '../../../src/games/chariot-race/rules/apply';
import { trackOf } from '../../../src/games/chariot-race/rules/round';
import type { Chariot, ChariotMove, ChariotState } from '../../../src/games/chariot-race/rules/state';
import { Track, absProgress } from '../../../src/games/chariot-race/rules/track';

/** Draft preference: the all-round boards first. */
const BOARD_PREFERENCE: Colour[] = ['green', 'purple', 'blue', 'yellow', 'orange', 'red'];

export function robotMove(state: ChariotState, seat: number, random: RandomSource): ChariotMove {
  const legal = legalMoves(state, seat);
  if (legal.length === 0) throw new Error(`Seat ${seat} has nothing to do now.`);
  if (legal.length === 1) return legal[0];
  if (state.phase === 'draft') {
    const free = BOARD_PREFERENCE.filter((c) => legal.some((m) => m.type === 'pick' && m.board === c));
    const pick = free[random.int(Math.min(2, free.length))];
    return { type: 'pick', board: pick };
  }
  if (state.phase === 'place') return legal[0]; // the frontmost free start position
  const t = state.turn!;
  const c = state.chariots[t.chariot];
  switch (t.step) {
    case 'start':
      return wantsRepair(c, rulesOf(state)) ? { type: 'repair' } : { type: 'roll' };
    case 'dice':
      return diceChoice(state, legal);
    case 'drive':
      return driveChoice(state);
    case 'path':
      return pathChoice(state);
    case 'attack':
      return attackChoice(state, legal);
  }
}

function wantsRepair(c: Chariot, rules: number): boolean {
  const lost = boardOf(c.board, rules).damage.max - c.damage;
  return lost >= 3 || (lost >= 2 && c.damage <= 6);
}

/** Rows (of 60 progress units) gained, minus damage weighed by how worn the chariot is. */
function scorePath(track: Track, state: ChariotState, id: number, r: MoveResult, speed: number): number {
  const before = state.chariots[id];
  const after = r.chariots[id];
  if (r.broke) return -1000 + r.entered.length;
  const gain = (absProgress(track, after.field!, after.lap) - absProgress(track, before.field!, before.lap)) / 60;
  const taken = before.damage - after.damage;
  const weight = 2 + 8 / (after.damage + 1);
  let score = gain - weight * taken;
  // Rams and wrecks: damage to the others' chariots is good, to my own other chariot bad.
  r.chariots.forEach((c, i) => {
    if (i === id) return;
    const lost = state.chariots[i].damage - c.damage;
    if (lost <= 0) return;
    const mine = c.seat === before.seat;
    score += (mine ? -1.5 : 0.6) * lost + (c.out ? (mine ? -20 : 4) : 0);
  });
  score -= lookAhead(track, r, after, speed);
  return score;
}

/** Danger within reach of the next turn: curve limits below the speed, rocks in the lane. */
function lookAhead(track: Track, r: MoveResult, c: Chariot, speed: number): number {
  let risk = 0;
  let f = c.field!;
  const reach = Math.max(speed + 2, 4);
  for (let k = 1; k <= reach; k++) {
    f = track.fields[f].next;
    const field = track.fields[f];
    if (field.limit !== null && speed > field.limit) risk += 1.2 * (speed - field.limit) * (k <= speed ? 1 : 0.5);
    if (field.rock && k <= speed + 1) risk += 2.5;
    if (r.caltrops.includes(f) && k <= speed) risk += 0.3;
  }
  // A chariot with little damage left should not race.
  if (c.damage <= 3) risk += 0.3 * speed;
  return risk;
}

interface Plan {
  score: number;
  up: number;
  path: string | null;
}

/** The best drive signs and path for a set of dice (the dice step looks ahead with it). */
function bestPlan(state: ChariotState, dice: Face[]): Plan {
  const t = state.turn!;
  const id = t.chariot;
  const c = state.chariots[id];
  const board = boardOf(c.board, rulesOf(state));
  const track = trackOf(state);
  const drives = countFace(dice, 'drive');
  const sprints = countFace(dice, 'sprint');
  const steers = countFace(dice, 'steer');
  let best: Plan = { score: -Infinity, up: 0, path: null };
  for (let up = 0; up <= drives; up++) {
    const speed = speedAfter(c.speed, board.speed.max, drives, up, sprints);
    const damage = c.damage - sprints;
    if (damage <= 0) {
      if (-2000 > best.score) best = { score: -2000, up, path: null };
      continue;
    }
    const chariots = state.chariots.map((x, i) => (i === id ? { ...x, speed, damage } : x));
    const sit = { ...state, chariots };
    const sprintCost = (2 + 8 / (damage + 1)) * sprints;
    if (speed === 0) {
      const score = -sprintCost - 1;
      if (score > best.score) best = { score, up, path: '' };
      continue;
    }
    for (const { path, result } of allPaths(track, sit, id, speed, steers, state.turns)) {
      const score = scorePath(track, sit, id, result, speed) - sprintCost;
      if (score > best.score) best = { score, up, path };
    }
  }
  return best;
}

function diceChoice(state: ChariotState, legal: ChariotMove[]): ChariotMove {
  const t = state.turn!;
  const c = state.chariots[t.chariot];
  const now = bestPlan(state, t.dice);
  const good = now.score > -100 && now.score >= 3;
  if (good) return { type: 'keep' };
  if (t.freeReroll) {
    // Reroll what makes trouble or does nothing: sprints, and attack/Fortuna faces when unsafe.
    const unwanted = t.dice.filter((f) => f === 'sprint' || (now.score < 0 && (f === 'attack' || f === 'fortune')));
    const faces = unwanted.length ? unwanted : t.dice.filter((f) => f !== 'steer');
    if (faces.length && legal.some((m) => m.type === 'reroll' && m.faces.join() === faces.join())) return { type: 'reroll', faces };
    return { type: 'keep' };
  }
  // Paid help only when it saves the chariot or much damage; dearer when it eats into the 3
  // fortune of a repair.
  const spare = c.fortune - FORTUNE_PER_ACTION;
  const worth = now.score <= -100 ? 3 : spare >= 3 ? 4 : 8;
  let best: { move: ChariotMove; score: number } | null = null;
  for (const m of legal) {
    if (m.type !== 'turn') continue;
    if (!(m.from === 'sprint' || m.from === 'attack' || m.from === 'fortune' || m.from === 'drive')) continue;
    if (!(m.to === 'steer' || m.to === 'drive')) continue;
    const dice = t.dice.slice();
    dice.splice(dice.indexOf(m.from), 1, m.to);
    const plan = bestPlan(state, dice);
    if (!best || plan.score > best.score) best = { move: m, score: plan.score };
  }
  if (best && best.score > now.score + worth) return best.move;
  return { type: 'keep' };
}

function driveChoice(state: ChariotState): ChariotMove {
  const plan = bestPlan(state, state.turn!.dice);
  return { type: 'drive', up: plan.up };
}

function pathChoice(state: ChariotState): ChariotMove {
  const t = state.turn!;
  const id = t.chariot;
  const track = trackOf(state);
  const speed = state.chariots[id].speed;
  let best: { path: string; score: number } | null = null;
  for (const { path, result } of pathOptions(state)) {
    const score = scorePath(track, state, id, result, speed);
    if (!best || score > best.score) best = { path, score };
  }
  return { type: 'path', path: best!.path };
}

function attackChoice(state: ChariotState, legal: ChariotMove[]): ChariotMove {
  const t = state.turn!;
  const me = state.chariots[t.chariot];
  const track = trackOf(state);
  const myProgress = absProgress(track, me.field!, me.lap);
  let best: { move: ChariotMove; score: number } | null = null;
  for (const m of legal) {
    let score = 0;
    if (m.type === 'spear') {
      const target = state.chariots[m.target];
      if (target.seat === me.seat) continue;
      const lead = absProgress(track, target.field!, target.lap) - myProgress;
      score = 2 + (target.damage <= 1 ? 10 : 0) + (lead > 0 ? 1 + lead / 120 : 0) + (12 - target.damage) * 0.05;
    } else if (m.type === 'caltrop') {
      const f = track.fields[m.field];
      const at = absProgress(track, m.field, me.lap - (f.front > track.fields[me.field!].front ? 1 : 0));
      state.chariots.forEach((c) => {
        if (c.out || c.field === null) return;
        const p = absProgress(track, c.field, c.lap);
        const behind = at - p;
        if (behind <= 0 || behind > 12 * 60) return;
        const sameLane = track.fields[c.field].lane === f.lane ? 1 : 0.3;
        score += (c.seat === me.seat ? -1.5 : 1) * sameLane;
      });
    } else continue;
    if (!best || score > best.score) best = { move: m, score };
  }
  if (best && best.score > 0.5) return best.move;
  return { type: 'endAttacks' };
}

