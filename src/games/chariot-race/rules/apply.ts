/** Applying a move: the set-up choices and the six phases of a chariot's turn. */
import { RuleError } from '../../../engine/contract';
import { rulesOf } from '../../../engine/rules-version';
import { Prng } from '../../../engine/prng';
import { alternativeBoards, boardOf, isColour, speedCapFor } from '../data/boards';
import { CALTROPS_IN_BOX, DIE, FORBIDDEN_TURN_FACE, FORTUNE_PER_ACTION, REPAIR_COST, REPAIR_POINTS, SPEAR_DAMAGE, SPEAR_RANGE, SPRINT_DAMAGE, isFace } from '../data/dice';
import { countFace, isSorted, removeFaces, sorted } from './dice';
import { attackMoves, canPay, canRepair, freeBoards, freePositions, toAct } from './legal';
import { Sim } from './damage';
import { drivePath } from './movement';
import { advance, endTurn, freshChariot, trackOf } from './round';
import { placeOrder } from './setup';
import { cloneState } from './state';
import type { ChariotMove, ChariotState, Turn } from './state';
import { t as words } from '../view/text';

export const RULE_SETUP = 'Spielaufbau';
export const RULE_ALT = 'Alternative Streitwagen';
export const RULE_TURN = 'Spielablauf';
export const RULE_REPAIR = 'Phase 1: Reparieren';
export const RULE_ROLL = 'Phase 3: Würfeln';
export const RULE_MOVE = 'Phase 5: Bewegen';
export const RULE_LANE = 'Spurwechsel';
export const RULE_ATTACK = 'Phase 6: Angreifen (optional)';
export const RULE_CALTROP = 'Krähenfuß fallen lassen';
export const RULE_SPEAR = 'Speer werfen';
export const RULE_END = 'Spielende';

export function apply(input: ChariotState, seat: number, move: ChariotMove): ChariotState {
  if (input.phase === 'finished') throw new RuleError(RULE_END, words('error.over'));
  if (!move || typeof move !== 'object') throw new RuleError(RULE_TURN, words('error.notAMove'));
  if (!toAct(input).includes(seat)) throw new RuleError(RULE_TURN, words('error.notYourTurn'));
  const state = cloneState(input);
  switch (move.type) {
    case 'pick':
      return pick(state, seat, move.board);
    case 'place':
      return place(state, move.position);
  }
  if (state.phase !== 'race' || !state.turn) {
    throw new RuleError(RULE_ALT, state.phase === 'draft' ? words('error.boardFirst') : words('error.positionFirst'));
  }
  const t = state.turn;
  switch (move.type) {
    case 'repair':
      return repair(state, t);
    case 'roll':
      return roll(state, t);
    case 'reroll':
      return reroll(state, t, move.faces);
    case 'turn':
      return turnDie(state, t, move.from, move.to);
    case 'keep':
      if (t.step !== 'dice') throw stepError(t);
      keep(state, t);
      return state;
    case 'drive':
      return drive(state, t, move.up);
    case 'path':
      return path(state, t, move.path);
    case 'caltrop':
    case 'spear':
    case 'endAttacks':
      return attack(state, t, move);
  }
  throw new RuleError(RULE_TURN, words('error.unknownMove'));
}

function stepError(turn: Turn): RuleError {
  const rules: Record<Turn['step'], string> = { start: RULE_REPAIR, dice: RULE_ROLL, drive: RULE_MOVE, path: RULE_MOVE, attack: RULE_ATTACK };
  return new RuleError(rules[turn.step], words(`error.step.${turn.step}`));
}

/** Variant "Alternative Streitwagen", Spielaufbau 2: take one of the six boards. */
function pick(state: ChariotState, seat: number, board: unknown): ChariotState {
  if (state.phase !== 'draft') throw new RuleError(RULE_ALT, words('error.boardsChosen'));
  if (!isColour(board) || !alternativeBoards(rulesOf(state))[board]) throw new RuleError(RULE_ALT, words('error.noSuchBoard'));
  if (!freeBoards(state).includes(board)) throw new RuleError(RULE_ALT, words('error.boardTaken'));
  state.chariots.push(freshChariot(board, seat, board, rulesOf(state)));
  state.queue.shift();
  if (state.queue.length === 0) {
    state.phase = 'place';
    state.queue = placeOrder(state.seats);
  }
  return state;
}

/** Spielaufbau 3 of the variant: a start position for the next chariot. */
function place(state: ChariotState, position: unknown): ChariotState {
  if (state.phase !== 'place') throw new RuleError(RULE_ALT, state.phase === 'draft' ? words('error.boardFirst') : words('error.positionsChosen'));
  if (typeof position !== 'number' || !freePositions(state).includes(position)) {
    throw new RuleError(RULE_ALT, words('error.positionTaken', { max: 6 }));
  }
  const c = state.chariots[state.queue.shift()!];
  c.field = trackOf(state).starts[position - 1];
  c.lap = -1;
  if (state.queue.length === 0) {
    state.phase = 'race';
    state.round = 1;
    state.moved = [];
    advance(state);
  }
  return state;
}

/** Rule "Phase 1: Reparieren": exactly 3 fortune for up to 3 damage points, once, before rolling. */
function repair(state: ChariotState, t: Turn): ChariotState {
  if (t.step !== 'start') throw new RuleError(RULE_REPAIR, words('error.repairWhen'));
  const c = state.chariots[t.chariot];
  if (t.repaired) throw new RuleError(RULE_REPAIR, words('error.repairOnce'));
  if (c.fortune < REPAIR_COST) throw new RuleError(RULE_REPAIR, words('error.repairCost', { cost: REPAIR_COST }));
  if (!canRepair(state, t)) throw new RuleError(RULE_REPAIR, words('error.repairNothing'));
  c.fortune -= REPAIR_COST;
  c.damage = Math.min(boardOf(c.board, rulesOf(state)).damage.max, c.damage + REPAIR_POINTS);
  t.repaired = true;
  return state;
}

/**
 * Rule "Phase 2: Startgeschwindigkeit anpassen" (speed not above the damage value; alternative
 * boards: the higher of two values) and "Phase 3: Würfeln" (roll as many dice as the board shows).
 */
function roll(state: ChariotState, t: Turn): ChariotState {
  if (t.step !== 'start') throw stepError(t);
  const c = state.chariots[t.chariot];
  const board = boardOf(c.board, rulesOf(state));
  c.speed = Math.min(c.speed, speedCapFor(board, c.damage));
  t.rolledSpeed = c.speed;
  const prng = new Prng(state.prng);
  const n = board.dice[c.speed];
  t.dice = sorted(Array.from({ length: n }, () => DIE[prng.int(DIE.length)]));
  state.prng = prng.state;
  t.step = 'dice';
  t.freeReroll = true;
  return state;
}

function checkFaces(faces: unknown): faces is string[] {
  return Array.isArray(faces) && faces.every(isFace);
}

/** Rule "Phase 3": the free reroll once, then rerolls for 2 fortune each. */
function reroll(state: ChariotState, t: Turn, faces: unknown): ChariotState {
  if (t.step !== 'dice') throw stepError(t);
  if (!checkFaces(faces) || faces.length === 0) throw new RuleError(RULE_ROLL, words('error.rerollWhich'));
  if (!isSorted(faces as never)) throw new RuleError(RULE_ROLL, words('error.rerollOrder'));
  const rest = removeFaces(t.dice, faces as never);
  if (!rest) throw new RuleError(RULE_ROLL, words('error.rerollRolled'));
  const c = state.chariots[t.chariot];
  if (t.freeReroll) {
    t.freeReroll = false;
  } else {
    if (!canPay(state, t)) throw new RuleError(RULE_ROLL, words('error.rerollCost', { cost: FORTUNE_PER_ACTION }));
    c.fortune -= FORTUNE_PER_ACTION;
  }
  const prng = new Prng(state.prng);
  for (let i = 0; i < faces.length; i++) rest.push(DIE[prng.int(DIE.length)]);
  state.prng = prng.state;
  t.dice = sorted(rest);
  afterDiceAction(state, t);
  return state;
}

/** Rule "Phase 3": for 2 fortune turn one die to any face but the forbidden one. */
function turnDie(state: ChariotState, t: Turn, from: unknown, to: unknown): ChariotState {
  if (t.step !== 'dice') throw stepError(t);
  if (!isFace(from) || !isFace(to)) throw new RuleError(RULE_ROLL, words('error.turnWhich'));
  if (to === FORBIDDEN_TURN_FACE) throw new RuleError(RULE_ROLL, words('error.turnFortuna'));
  if (to === from) throw new RuleError(RULE_ROLL, words('error.turnSame'));
  const rest = removeFaces(t.dice, [from]);
  if (!rest) throw new RuleError(RULE_ROLL, words('error.turnNoDie'));
  if (!canPay(state, t)) throw new RuleError(RULE_ROLL, words('error.turnCost', { cost: FORTUNE_PER_ACTION }));
  state.chariots[t.chariot].fortune -= FORTUNE_PER_ACTION;
  // The free reroll comes first ("Danach ... 1 Mal kostenlos"): a paid action ends it.
  t.freeReroll = false;
  rest.push(to);
  t.dice = sorted(rest);
  afterDiceAction(state, t);
  return state;
}

/** With no free reroll left and no fortune to pay, the dice are kept at once. */
function afterDiceAction(state: ChariotState, t: Turn): void {
  if (!t.freeReroll && !canPay(state, t)) keep(state, t);
}

/** Rule "Phase 4: Fortunas Gunst erhalten", then the speed of phase 5. */
function keep(state: ChariotState, t: Turn): void {
  const c = state.chariots[t.chariot];
  const board = boardOf(c.board, rulesOf(state));
  c.fortune = Math.min(board.fortune.max, c.fortune + countFace(t.dice, 'fortune'));
  t.freeReroll = false;
  if (countFace(t.dice, 'drive') > 0) {
    t.step = 'drive';
    return;
  }
  setSpeed(state, t, 0);
}

function drive(state: ChariotState, t: Turn, up: unknown): ChariotState {
  if (t.step !== 'drive') throw stepError(t);
  const n = countFace(t.dice, 'drive');
  if (typeof up !== 'number' || !Number.isInteger(up) || up < 0 || up > n) {
    throw new RuleError(RULE_MOVE, words('error.driveSigns', { dice: n }));
  }
  setSpeed(state, t, up);
  return state;
}

/**
 * Rule "Phase 5: Bewegen": every drive face ±1 (`up` of them +1), every sprint face +2 and 1
 * damage; the changes are summed, then the speed is kept within its track (the damage is taken
 * all the same). Speed 0 is the floor (C-G5).
 */
export function speedAfter(speed: number, max: number, drives: number, up: number, sprints: number): number {
  return Math.max(0, Math.min(max, speed + up - (drives - up) + 2 * sprints));
}

function setSpeed(state: ChariotState, t: Turn, up: number): void {
  const c = state.chariots[t.chariot];
  const board = boardOf(c.board, rulesOf(state));
  const sprints = countFace(t.dice, 'sprint');
  c.speed = speedAfter(c.speed, board.speed.max, countFace(t.dice, 'drive'), up, sprints);
  if (sprints > 0) {
    const sim = new Sim(trackOf(state), state, t.chariot, state.turns);
    sim.hurt(t.chariot, sprints * SPRINT_DAMAGE);
    if (sim.chariots[t.chariot].damage <= 0) sim.breakUp(t.chariot, c.field!, c.lap);
    takeSim(state, sim);
    if (state.chariots[t.chariot].out) {
      endTurn(state);
      return;
    }
  }
  if (state.chariots[t.chariot].speed === 0) {
    // Nothing to drive: straight on to the attacks.
    state.trail = { chariot: t.chariot, fields: [c.field!] };
    afterMove(state, t);
    return;
  }
  t.step = 'path';
}

function takeSim(state: ChariotState, sim: Sim): void {
  state.chariots = sim.chariots;
  state.caltrops = sim.caltropList();
  state.wrecks = sim.wreckList();
}

function path(state: ChariotState, t: Turn, p: unknown): ChariotState {
  if (t.step !== 'path') throw stepError(t);
  if (typeof p !== 'string') throw new RuleError(RULE_MOVE, words('error.pathLetters'));
  const c = state.chariots[t.chariot];
  const track = trackOf(state);
  const steers = countFace(t.dice, 'steer');
  const r = drivePath(track, state, t.chariot, c.speed, steers, p, state.turns);
  if (r.error !== null) throw new RuleError(r.laneRule ? RULE_LANE : RULE_MOVE, r.error);
  if (!r.broke && p.length !== c.speed) {
    throw new RuleError(RULE_MOVE, words('error.exactSpeed', { speed: c.speed }));
  }
  const start = c.field!;
  state.chariots = r.chariots;
  state.caltrops = r.caltrops;
  state.wrecks = r.wrecks;
  state.trail = { chariot: t.chariot, fields: [start, ...r.entered, ...(r.end !== r.entered[r.entered.length - 1] ? [r.end] : [])] };
  t.passed = r.passed;
  if (r.broke) {
    endTurn(state);
    return state;
  }
  afterMove(state, t);
  return state;
}

/** Rule "Phase 6": one attack per attack face, if there is anything to attack. */
function afterMove(state: ChariotState, t: Turn): void {
  t.attacks = countFace(t.dice, 'attack');
  t.step = 'attack';
  if (t.attacks === 0 || attackMoves(state).length === 0) endTurn(state);
}

function attack(state: ChariotState, t: Turn, move: ChariotMove): ChariotState {
  if (t.step !== 'attack') throw t.step === 'path' || t.step === 'drive' ? new RuleError(RULE_SPEAR, words('error.attackAfterMove')) : stepError(t);
  if (move.type === 'endAttacks') {
    endTurn(state);
    return state;
  }
  const legal = attackMoves(state);
  const track = trackOf(state);
  if (move.type === 'caltrop') {
    if (!legal.some((m) => m.type === 'caltrop' && m.field === move.field)) {
      const f = move.field;
      if (state.caltrops.includes(f)) throw new RuleError(RULE_CALTROP, words('error.caltropThere'));
      if (state.caltrops.length >= CALTROPS_IN_BOX) throw new RuleError(RULE_CALTROP, words('error.caltropsGone'));
      throw new RuleError(RULE_CALTROP, words('error.caltropWhere'));
    }
    state.caltrops = [...state.caltrops, move.field].sort((a, b) => a - b);
  } else if (move.type === 'spear') {
    if (!legal.some((m) => m.type === 'spear' && m.target === move.target)) {
      throw new RuleError(RULE_SPEAR, words('error.spearWhere', { range: SPEAR_RANGE }));
    }
    const sim = new Sim(track, state, t.chariot, state.turns);
    sim.hurt(move.target, SPEAR_DAMAGE);
    const target = sim.chariots[move.target];
    if (target.damage <= 0) sim.breakUp(move.target, target.field!, target.lap);
    takeSim(state, sim);
  }
  t.attacks -= 1;
  if (t.attacks === 0 || attackMoves(state).length === 0) endTurn(state);
  return state;
}
