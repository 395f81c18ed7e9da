/**
 * Looking ahead from a seat's own view, for the warnings of the page: does a move leave the
 * moving chariot no way but to break up before its turn ends? Only what can be worked out is
 * judged: the deterministic steps (keeping the dice, turning a die when no paid action is left,
 * the drive signs, the path) are played on a copy of the situation built from the view; anything
 * that still involves the dice (a roll, a reroll, a paid action still open) counts as a way out.
 * The game has no secrets, so the view holds everything but the PRNG, which these steps never use.
 */
import { apply } from './apply';
import { countFace } from './dice';
import { legalMoves } from './legal';
import { drivePath } from './movement';
import { trackOf } from './round';
import type { ChariotMove, ChariotState } from './state';
import type { ChariotView } from '../view/view';

/** The situation of a view as a state (the PRNG is a stand-in: nothing here draws from it). */
export function stateOfView(view: ChariotView): ChariotState {
  return {
    game: 'chariot-race',
    ...(view.rules !== undefined ? { rules: view.rules } : {}),
    seats: view.seats,
    options: { ...view.options },
    prng: [1, 2, 3, 4],
    phase: view.phase,
    chariots: view.chariots.map((c) => ({ ...c })),
    queue: view.queue.slice(),
    round: view.round,
    moved: view.moved.slice(),
    turn: view.turn ? { ...view.turn, dice: view.turn.dice.slice(), passed: view.turn.passed.slice() } : null,
    turns: view.turns,
    caltrops: view.caltrops.slice(),
    wrecks: view.wrecks.slice(),
    trail: view.trail ? { chariot: view.trail.chariot, fields: view.trail.fields.slice() } : null,
    lastDice: view.lastDice.slice(),
    winner: view.winner,
  };
}

/**
 * How a chariot is sure to break up, or null if it need not: the sprint damage breaks it, every
 * path breaks it, every choice of the drive signs breaks it (in different ways).
 */
export type Doom = 'sprint' | 'paths' | 'signs' | null;

/**
 * After `move` (a legal move of the chariot on turn), must that chariot break up whatever its
 * player does next? A move that draws randomness (roll, reroll) is never judged.
 */
export function doomAfter(state: ChariotState, move: ChariotMove): Doom {
  if (move.type === 'roll' || move.type === 'reroll' || !state.turn) return null;
  const id = state.turn.chariot;
  const seat = state.chariots[id].seat;
  return doomOf(apply(state, seat, move), id);
}

/** The dice kept, the drive signs and the path are the only steps without chance. */
function doomOf(s: ChariotState, id: number): Doom {
  const c = s.chariots[id];
  // Out before the path: the sprint damage of phase 5 broke it.
  if (c.out) return 'sprint';
  const t = s.turn;
  if (!t || t.chariot !== id || s.phase !== 'race') return null;
  if (t.step === 'drive') {
    const seat = c.seat;
    const moves = legalMoves(s, seat);
    const each = moves.map((m) => doomOf(apply(s, seat, m), id));
    if (!each.every((d) => d !== null)) return null;
    return each.every((d) => d === each[0]) ? each[0] : 'signs';
  }
  if (t.step === 'path') return somePathSurvives(s, id) ? null : 'paths';
  // The dice (chance, or paid actions still open) and the attacks: not judged.
  return null;
}

/**
 * Is there a path (rule "Phase 5: Bewegen") on which the chariot on turn does not break up? The
 * walk of allPaths, stopping at the first path that survives.
 */
export function somePathSurvives(s: ChariotState, id: number): boolean {
  const track = trackOf(s);
  const c = s.chariots[id];
  if (c.field === null || c.out) return false;
  const steers = countFace(s.turn!.dice, 'steer');
  const speed = c.speed;
  const dead = new Set<string>();
  const walk = (prefix: string, lane: number, left: number): boolean => {
    if (dead.size > 0) for (let k = 1; k <= prefix.length; k++) if (dead.has(prefix.slice(0, k))) return false;
    if (prefix.length === speed) {
      const r = drivePath(track, s, id, speed, steers, prefix, s.turns);
      if (r.error === null) return !r.broke;
      dead.add(prefix.slice(0, r.entered.length));
      return false;
    }
    if (walk(prefix + 'f', lane, left)) return true;
    if (left > 0 && lane > 0 && walk(prefix + 'i', lane - 1, left - 1)) return true;
    return left > 0 && lane < 2 && walk(prefix + 'o', lane + 1, left - 1);
  };
  return walk('', track.fields[c.field].lane, steers);
}
