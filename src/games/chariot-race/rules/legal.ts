/** Who acts and the legal moves: the single source of truth of what may be played. */
import { sameJson } from '../../../engine/canonical';
import { rulesOf, type Versioned } from '../../../engine/rules-version';
import { COLOURS, Colour, alternativeBoards, boardOf } from '../data/boards';
import { CALTROPS_IN_BOX, FACES, FORBIDDEN_TURN_FACE, FORTUNE_PER_ACTION, REPAIR_COST, SPEAR_RANGE, type Face } from '../data/dice';
import { countFace, rerollChoices } from './dice';
import { MoveResult, allPaths } from './movement';
import { Situation, isProtected } from './situation';
import { trackOf } from './round';
import type { ChariotMove, ChariotState, Turn } from './state';
import { fieldsWithin } from './track';

export function toAct(state: ChariotState): number[] {
  switch (state.phase) {
    case 'draft':
      return state.queue.length ? [state.queue[0]] : [];
    case 'place':
      return state.queue.length ? [state.chariots[state.queue[0]].seat] : [];
    case 'race':
      return state.turn ? [state.chariots[state.turn.chariot].seat] : [];
    default:
      return [];
  }
}

/** Boards still free in the draft (all six, whatever the number of players). */
export function freeBoards(state: Pick<ChariotState, 'chariots'> & Versioned): Colour[] {
  const boards = alternativeBoards(rulesOf(state));
  return COLOURS.filter((c) => !state.chariots.some((x) => x.board === c) && boards[c] !== undefined);
}

/** Start positions (1..6) not yet taken. */
export function freePositions(state: Pick<ChariotState, 'chariots' | 'options'>): number[] {
  const track = trackOf(state);
  return track.starts.map((f, i) => ({ f, p: i + 1 })).filter(({ f }) => !state.chariots.some((c) => c.field === f)).map(({ p }) => p);
}

/** Rule "Phase 1: Reparieren": 3 fortune, once, before rolling; only with damage to repair. */
export function canRepair(state: Pick<ChariotState, 'chariots'> & Versioned, turn: Turn): boolean {
  const c = state.chariots[turn.chariot];
  return turn.step === 'start' && !turn.repaired && c.fortune >= REPAIR_COST && c.damage < boardOf(c.board, rulesOf(state)).damage.max;
}

/** Rule "Phase 3": a paid action needs 2 fortune from the track (not from this roll). */
export function canPay(state: Pick<ChariotState, 'chariots'>, turn: Turn): boolean {
  return state.chariots[turn.chariot].fortune >= FORTUNE_PER_ACTION;
}

/** Rule "Phase 1: Reparieren", then the roll: what the turn begins with. */
export function beginMoves(state: Pick<ChariotState, 'chariots'> & Versioned, turn: Turn): ChariotMove[] {
  return canRepair(state, turn) ? [{ type: 'repair' }, { type: 'roll' }] : [{ type: 'roll' }];
}

/** Rule "Phase 3": a reroll, free once, else for 2 fortune. */
export function canReroll(state: Pick<ChariotState, 'chariots'>, turn: Turn): boolean {
  return turn.freeReroll || canPay(state, turn);
}

/** Rule "Phase 3": the faces a die may be turned from (those rolled, in face order). */
export function turnFroms(dice: readonly Face[]): Face[] {
  return FACES.filter((from) => countFace(dice, from) > 0);
}

/** Rule "Phase 3": the faces a die showing `from` may be turned to (any other but the forbidden one). */
export function turnTos(from: Face): Face[] {
  return FACES.filter((to) => to !== from && to !== FORBIDDEN_TURN_FACE);
}

export function diceMoves(state: Pick<ChariotState, 'chariots'>, turn: Turn): ChariotMove[] {
  const out: ChariotMove[] = [];
  if (canReroll(state, turn)) {
    for (const faces of rerollChoices(turn.dice)) out.push({ type: 'reroll', faces });
  }
  if (canPay(state, turn)) {
    for (const from of turnFroms(turn.dice)) for (const to of turnTos(from)) out.push({ type: 'turn', from, to });
  }
  out.push({ type: 'keep' });
  return out;
}

/** Rule "Phase 5: Bewegen": every drive face +1 or −1 — `up` of them +1. */
export function driveMoves(turn: Turn): ChariotMove[] {
  const n = countFace(turn.dice, 'drive');
  return Array.from({ length: n + 1 }, (_, up) => ({ type: 'drive', up }) as ChariotMove);
}

type PathOption = { path: string; result: MoveResult };

/**
 * The paths of a state are asked for several times per move (legal list, robot, the check of the
 * move): they are kept per state object, with a fingerprint of everything they depend on so that
 * a state changed in place is never answered from the cache.
 */
const PATH_CACHE = new WeakMap<object, { key: string; paths: PathOption[] }>();

function pathKey(state: Situation & { turn: Turn | null; turns: number }): string {
  const t = state.turn!;
  let key = `${state.options.track}|${state.options.noDamageAfterFinish}|${state.turns}|${t.chariot}|${t.dice.join()}|${state.caltrops.join()}|${state.wrecks.join()}`;
  for (const c of state.chariots) key += `|${c.field},${c.lap},${c.damage},${c.speed},${c.out}`;
  return key;
}

/** Every path the chariot may drive now (rule "Phase 5: Bewegen"), with what it leads to. */
export function pathOptions(state: Situation & { turn: Turn | null; turns: number }): PathOption[] {
  const t = state.turn;
  if (!t || t.step !== 'path') return [];
  const key = pathKey(state);
  const hit = PATH_CACHE.get(state);
  if (hit && hit.key === key) return hit.paths;
  const c = state.chariots[t.chariot];
  const paths = allPaths(trackOf(state), state, t.chariot, c.speed, countFace(t.dice, 'steer'), state.turns);
  PATH_CACHE.set(state, { key, paths });
  return paths;
}

/** Rule "Phase 6: Angreifen": the caltrops and spears possible now (without "done"). */
export function attackMoves(state: Situation & { turn: Turn | null }): ChariotMove[] {
  const t = state.turn;
  if (!t || t.attacks <= 0) return [];
  const out: ChariotMove[] = [];
  // "Krähenfuß fallen lassen": a field passed this turn, not one with a caltrop; while any are left.
  if (state.caltrops.length < CALTROPS_IN_BOX) {
    for (const f of [...t.passed].sort((a, b) => a - b)) if (!state.caltrops.includes(f)) out.push({ type: 'caltrop', field: f });
  }
  // "Speer werfen": another chariot at most 2 fields away.
  const track = trackOf(state);
  const me = state.chariots[t.chariot];
  if (me.field !== null) {
    const near = fieldsWithin(track, me.field, SPEAR_RANGE);
    state.chariots.forEach((c, i) => {
      if (i === t.chariot || c.out || c.field === null || !near.has(c.field)) return;
      if (isProtected(track, state, i, t.chariot)) return;
      out.push({ type: 'spear', target: i });
    });
  }
  return out;
}

export function legalMoves(state: ChariotState, seat: number): ChariotMove[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.phase === 'draft') return freeBoards(state).map((board) => ({ type: 'pick', board }));
  if (state.phase === 'place') return freePositions(state).map((position) => ({ type: 'place', position }));
  const t = state.turn!;
  switch (t.step) {
    case 'start':
      return beginMoves(state, t);
    case 'dice':
      return diceMoves(state, t);
    case 'drive':
      return driveMoves(t);
    case 'path':
      return pathOptions(state).map(({ path }) => ({ type: 'path', path }));
    case 'attack':
      return [...attackMoves(state), { type: 'endAttacks' }];
  }
}

/**
 * Choices that stand for several legal moves (view/parts.ts), both of rule "Phase 5: Bewegen": ways to
 * a field with the same outcome, and drive signs that give the same speed at the ends of the speed
 * track. A robot or a client of the API may send any of them: legal when it
 * is one of this step's moves (the step's own few moves, not the turn's).
 */
export function isLegalAlike(state: ChariotState, seat: number, move: ChariotMove): boolean {
  if (move.type !== 'path' && move.type !== 'drive') return false;
  return legalMoves(state, seat).some((m) => sameJson(m, move));
}
