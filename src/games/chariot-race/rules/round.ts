/**
 * Rules "Spielablauf", "Rundenende" and "Spielende": who drives next, the end of a round and of
 * the game. Functions here change the state they are given (apply works on a copy).
 */
import { rulesOf } from '../../../engine/rules-version';
import { boardOf } from '../data/boards';
import { hasFinished } from './situation';
import type { Chariot, ChariotState, Turn } from './state';
import { Track, absProgress, trackFor } from './track';

export function trackOf(s: { options: { track: ChariotState['options']['track'] } }): Track {
  return trackFor(s.options.track);
}

/**
 * Front line order (rule "Spielablauf": whatever the lane, the chariot in front goes first).
 * On the straights the lanes' fields lie side by side; a tie goes to the inner lane (C-G6).
 */
export function aheadOf(track: Track, a: Chariot, b: Chariot): number {
  const pa = absProgress(track, a.field!, a.lap);
  const pb = absProgress(track, b.field!, b.lap);
  if (pa !== pb) return pb - pa;
  return track.fields[a.field!].lane - track.fields[b.field!].lane;
}

/** The chariots in the race (on the board, not broken up), front first. */
export function raceOrder(track: Track, chariots: Chariot[]): number[] {
  return chariots
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !c.out && c.field !== null)
    .sort((x, y) => aheadOf(track, x.c, y.c) || x.i - y.i)
    .map(({ i }) => i);
}

/**
 * C-G15: only the moving chariot changes its place, so the order of those still to move never
 * changes: the next one is the frontmost chariot that has not moved this round.
 */
export function nextToMove(state: ChariotState): number | null {
  const order = raceOrder(trackOf(state), state.chariots);
  return order.find((i) => !state.moved.includes(i)) ?? null;
}

export function newTurn(chariot: number): Turn {
  return { chariot, step: 'start', repaired: false, dice: [], freeReroll: false, rolledSpeed: 0, passed: [], attacks: 0 };
}

/** The end of a chariot's turn: the next chariot, or the end of the round (and maybe the game). */
export function endTurn(state: ChariotState): void {
  const t = state.turn!;
  state.turns += 1;
  state.lastDice = t.dice.slice();
  if (!state.moved.includes(t.chariot)) state.moved.push(t.chariot);
  state.turn = null;
  advance(state);
}

/** Starts the next turn, or ends the round; at the end of a round checks the end of the game. */
export function advance(state: ChariotState): void {
  const track = trackOf(state);
  const v2 = rulesOf(state) >= 2;
  // Rules version 2: note that a chariot completed its 2nd lap, before it can break up.
  if (v2 && !state.lapsDone && state.chariots.some((c) => !c.out && hasFinished(track, c))) state.lapsDone = true;
  const next = nextToMove(state);
  if (next !== null) {
    state.turn = newTurn(next);
    return;
  }
  // Rule "Spielende": the game ends with the round in which a chariot completed its 2nd lap.
  // Version 2: „Natürlich ist es auch jetzt noch erlaubt … so dass … er ausscheidet!" — also
  // when that chariot broke up since; a broken chariot never wins: the furthest ahead of those
  // still in the race does (a finisher, when one is left). Version 1: the furthest finisher
  // still in the race, and the race went on when none was left.
  const alive = state.chariots.map((c, i) => ({ c, i })).filter(({ c }) => !c.out);
  const finishers = alive.filter(({ c }) => hasFinished(track, c));
  if ((v2 ? state.lapsDone : finishers.length > 0) || alive.length === 0) {
    state.phase = 'finished';
    state.turn = null;
    // The front line decides; a tie: the inner lane.
    const ranked = (v2 ? alive : finishers).sort((x, y) => aheadOf(track, x.c, y.c) || x.i - y.i);
    state.winner = ranked.length ? ranked[0].i : null;
    return;
  }
  state.round += 1;
  state.moved = [];
  const first = nextToMove(state);
  state.turn = first === null ? null : newTurn(first);
}

/** Start values of a chariot board (rule "Spielaufbau" 3; alternative boards: their marks). */
export function freshChariot(colour: Chariot['colour'], seat: number, board: Chariot['board'], rules: number): Chariot {
  const b = boardOf(board, rules);
  return {
    colour,
    seat,
    board,
    field: null,
    lap: -1,
    damage: b.damage.start,
    speed: b.speed.start,
    fortune: b.fortune.start,
    out: false,
    outProgress: null,
    outTurn: null,
  };
}
