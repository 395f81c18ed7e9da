/** Seeded races played with random legal moves straight through the rules (view, schema, outcome tests). */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { apply } from '../../../src/games/formula-90/rules/apply';
import { legalMoves, toAct } from '../../../src/games/formula-90/rules/legal';
import { setup } from '../../../src/games/formula-90/rules/setup';
import type { F90Move, F90Options, F90State } from '../../../src/games/formula-90/rules/state';

export const OPTIONS: F90Options = { track: 'monza', short: false, junior: false, reentry: false, advanced: false, trackCards: false, abilities: false, carBuild: false, fuel: false, tyres: false, superfast: false, flags: false, offTrack: false };

/**
 * A random legal move, leaning towards racing: a player who may play cards mostly does (a race of
 * skips and pit stops only would show little), and a pit stop is rare unless it must be made.
 */
export function randomMove(s: F90State, seat: number, rnd: Prng): F90Move {
  const legal = legalMoves(s, seat);
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal move`);
  const plays = legal.filter((m) => m.type === 'play');
  if (plays.length > 0 && rnd.int(5) > 0) return plays[rnd.int(plays.length)];
  const draws = legal.filter((m) => m.type === 'draw');
  if (draws.length > 0 && rnd.int(8) > 0) return draws[rnd.int(draws.length)];
  return legal[rnd.int(legal.length)];
}

export interface Step {
  before: F90State;
  seat: number;
  move: F90Move;
  after: F90State;
}

/** Plays a race to its end (or `maxMoves`), calling `each` before every move and once at the end. */
export function playRace(
  seed: number,
  seats: number,
  options: F90Options,
  each: (s: F90State, step: Step | null) => void,
  maxMoves = 3000,
): F90State {
  const rnd = new Prng(seedPrng(seed * 7919 + seats));
  let s = setup(seed, seats, options);
  let last: Step | null = null;
  for (let n = 0; n < maxMoves && s.phase !== 'over'; n++) {
    each(s, last);
    const actors = toAct(s);
    const seat = actors[rnd.int(actors.length)];
    const move = randomMove(s, seat, rnd);
    const after = apply(s, seat, move);
    last = { before: s, seat, move, after };
    s = after;
  }
  each(s, last);
  return s;
}
