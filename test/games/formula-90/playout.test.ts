/**
 * Playouts of Formula 90, straight through the rules: for every seat count (2–6), both tracks
 * (Monza, Hungaroring) and every combination of the optional rules (short race, junior variant,
 * re-entry) — 80 combinations — and the advanced modules built so far, all together for every seat
 * count and track and each on its own (50 more combinations): seeded races, each to
 * phase 'over' with the invariants checked after every move, the robot's every move among the
 * legal moves, and the race replayed from its setup to the same final state. Two races in three
 * are played by the seat robot alone; the others mix in uniformly random legal moves (fuzzing).
 * The robot-only races also show that the robot races sensibly: ahead of the slow robot cars,
 * rarely out of the race.
 *
 * The races run in two worker threads outside Jest's sandbox. `npm test` plays 1 race for each
 * of the 130 combinations; F90_GAMES=n plays n per combination
 * (F90_GAMES=10: 1,300 races, more than the 1,000 the issue asks for); F90_PLAYOUT_INPROCESS=1 runs them in-process;
 * F90_STATS=1 prints the statistics.
 */
import path from 'node:path';
import { COMBOS, addStats, emptyStats, gamesFor, type PlayoutStats } from './playout';
import { runJob } from './playout-worker';
import { runPlayouts, type PlayoutResult } from '../../support/playout-threads';
import { HEAVY_MS } from '../../support/patience';

const BASE_SEED = 20270301;
let results = new Map<string, PlayoutResult<PlayoutStats>>();
let total = emptyStats();

let wallMs = 0;
beforeAll(async () => {
  const t0 = Date.now();
  const jobs = COMBOS.map((c) => ({ id: c.id, games: gamesFor(c), baseSeed: BASE_SEED }));
  results = await runPlayouts(jobs, { workerFile: path.join(__dirname, 'playout-worker.ts'), run: runJob, inProcess: !!process.env.F90_PLAYOUT_INPROCESS });
  wallMs = Date.now() - t0;
  for (const r of results.values()) if (r.stats) total = addStats(total, r.stats);
}, HEAVY_MS);

afterAll(() => {
  if (!process.env.F90_STATS) return;
  const t = total;
  const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)} %`;
  // eslint-disable-next-line no-console
  console.log(
    [
      `playouts: ${t.races} races, ${t.moves} moves (at most ${t.maxMoves} in a race), ${t.randomMoves} random moves, ${wallMs} ms`,
      `robot races: ${t.robotRaces}; average place (0 = first, 1 = last): players ${(t.playerPlace / t.players).toFixed(3)}, ` +
        `superfast robots ${(t.superfastPlace / Math.max(1, t.superfast)).toFixed(3)}, fast robots ${(t.fastPlace / t.fast).toFixed(3)}, slow robots ${(t.slowPlace / t.slow).toFixed(3)}`,
      `with superfast robots: players ahead of both ${pct(t.aheadOfSuperfast, t.playersWithSuperfast)} of ${t.playersWithSuperfast}`,
      `players ahead of every slow robot ${pct(t.aheadOfSlow, t.players)}, of every fast robot ${pct(t.aheadOfFast, t.players)}; ` +
        `out ${t.playersOut} of ${t.players} (${pct(t.playersOut, t.players)}); out in all races ${t.anyOut}`,
      `pit stops ${t.pits}, late brakings ${t.brakes} (${pct(t.brakesMade, t.brakes)} made), battles ${t.battles}, skipped turns ${t.skips}`,
    ].join('\n'),
  );
});

describe('Formula 90 playouts', () => {
  it('the nightly count reaches 1,000 races', () => {
    expect(COMBOS.length).toBe(130);
    expect(COMBOS.length * 10).toBeGreaterThanOrEqual(1000);
  });

  it.each(COMBOS.map((c) => [c.id, c] as const))('%s', (_id, combo) => {
    const r = results.get(combo.id);
    expect(r?.error).toBeUndefined();
    const stats = r!.stats!;
    expect(stats.races).toBe(gamesFor(combo));
    expect(stats.moves).toBeGreaterThan(gamesFor(combo) * combo.seats * 20);
  });

  it('the robot races sensibly: ahead of the slow robot cars, rarely out', () => {
    const t = total;
    expect(t.robotRaces).toBeGreaterThanOrEqual(Math.floor(COMBOS.reduce((n, c) => n + gamesFor(c), 0) / 2));
    // finishing places 0 (first) … 1 (last): players well ahead of the slow robots, not behind the fast ones
    expect(t.playerPlace / t.players).toBeLessThan(t.slowPlace / t.slow - 0.3);
    expect(t.playerPlace / t.players).toBeLessThan(t.fastPlace / t.fast);
    expect(t.aheadOfSlow / t.players).toBeGreaterThan(0.85);
    expect(t.playersOut / t.players).toBeLessThan(0.05);
    // it brakes late when the odds are good, so most late brakings succeed
    expect(t.brakesMade / t.brakes).toBeGreaterThan(0.6);
  });
});
