/**
 * The robot's work per decision is bounded (issue 14: "fast enough to move within a second"),
 * counted, not timed: every position the planner values — the cars of the market step
 * included — and every move of its rollouts is counted (robots/work.ts), and neither count may
 * pass its fixed limit, whatever the position. The positions are those that once took the
 * robot longest: unusual ones a random opponent produces (many workers in the canteen, many
 * price tiles, all car markers), here built by seed and random moves, and a market step with
 * everything at once.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { decide } from '../../../src/games/kraftwagen/robots';
import { LIMITS } from '../../../src/games/kraftwagen/robots/work';
import type { KwState } from '../../../src/games/kraftwagen/rules/state';
import { body, engine, mod, setWorkshops, started, turnOf } from './helpers';

function expectBounded(s: KwState, i: number): void {
  const legal = mod.legalMoves(s, s.current);
  const { move, work } = decide(s, s.current, new Prng(seedPrng(1000 + i)));
  expect(legal).toContainEqual(move);
  // Every first move is valued at least once; beyond that the planner's limit holds.
  expect(work.evals).toBeLessThanOrEqual(LIMITS.plan + legal.length);
  expect(work.played).toBeLessThanOrEqual(LIMITS.moves);
}

/** Positions of a game played by uniformly random moves (seed, then every `every`th move). */
function randomGame(seed: number, every: number): KwState[] {
  let s = mod.setup(seed, 2, { special: seed % 2 === 1 });
  const rnd = new Prng(seedPrng(seed));
  const out: KwState[] = [];
  for (let i = 0; s.phase !== 'finished'; i++) {
    const legal = mod.legalMoves(s, s.current);
    if (i % every === 0 && legal.length > 1) out.push(s);
    s = mod.apply(s, s.current, legal[rnd.int(legal.length)]);
  }
  return out;
}

describe('the robot\'s work per decision is bounded', () => {
  it.each([14_000_034, 14_000_181])('positions of random play, seed %d', (seed) => {
    randomGame(seed, 6).forEach(expectBounded);
  });

  it('a market step with many workers, price tiles and every car and phase II marker', () => {
    const s = started(2, false, 11);
    turnOf(s, 0);
    s.turn.stage = 'market';
    setWorkshops(s, 0, [body(5), engine(6), engine(4)]);
    const p = s.players[0];
    p.canteen = 9;
    p.markers = ['horch1', 'horch2', 'maybach1', 'maybach2', 'daimler2', 'daimler4', 'diesel'];
    s.market = [{ seat: 0, body: 2, engine: 1, workers: 1, price: 4, boost: null }];
    expectBounded(s, 0);
    // The same position one step later: the price step, all tiles and markers.
    const built = mod.apply(s, 0, { type: 'build', body: 0, engine: 1, workers: 9 });
    expectBounded(built, 1);
  });
});
