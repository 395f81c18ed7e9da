/**
 * Kraftwagen's robots at three strengths (issue 33), over seeded robot games in worker threads
 * (the usage harness's jobs, test/support/robot-usage.ts; small counts: the suite is near its time
 * limit).
 *
 * (a) Every strength plays its games to the end with legal moves only: each move goes through the
 *     module's checked apply, which throws on a move that legalMoves does not hold (the job's error
 *     fails the test), and no game stops unfinished.
 * (b) The normal robot uses what a reasonable player uses: a floor per item on its used share
 *     (not an exact number), over a three-player game with the special tiles and a two-player game. Two floors stand for
 *     the findings in this game: the start tile S4 (two workers and an engine) was never
 *     chosen (the planner alone valued the start tiles; now they are played on like a tile choice),
 *     and a Horch or Maybach marker in the last round was mostly kept (half of them were left
 *     unused at the end of the game); both floors failed with the robot before issue 33.
 */
import path from 'node:path';
import type { RobotStrength } from '../../../src/engine/contract';
import { runPlayouts } from '../../support/playout-threads';
import { addUsage, emptyUsage, runUsage, usedShare, type UsageJob, usedWhenWorth, type UsageResult } from '../../support/robot-usage';

const GAME = 'kraftwagen';
const BASE_SEED = 33_500_000;


/** Used share summed over every item of a kind ("engineer:"). */
function kindShare(r: UsageResult, prefix: string): number {
  let available = 0;
  let used = 0;
  for (const [item, c] of Object.entries(r.items)) {
    if (!item.startsWith(prefix)) continue;
    available += c.available;
    used += c.used;
  }
  return available ? used / available : 0;
}

/** Floors of the normal robot: what it used (measured on these seeds) with a wide margin below. */
const FLOORS: [string, (r: UsageResult) => number, number][] = [
  ['start:S4 (never chosen before)', (r) => usedShare(r, 'start:S4'), 0.2],
  ['Horch/Maybach marker in the last round (mostly kept before)', (r) => usedWhenWorth(r, 'marker:horch', 'marker:maybach'), 0.5],
  ['Benz\'s buyer when it buys an own car', (r) => usedWhenWorth(r, 'marker:benz'), 0.5],
  ['marker:daimler', (r) => usedShare(r, 'marker:daimler'), 0.1],
  ['marker:diesel', (r) => usedShare(r, 'marker:diesel'), 0.2],
  ['engineer on offer', (r) => kindShare(r, 'engineer:'), 0.5],
  ['instant action on offer', (r) => kindShare(r, 'instant:'), 0.3],
  ['action:research', (r) => usedShare(r, 'action:research'), 0.1],
  ['action:gp', (r) => usedShare(r, 'action:gp'), 0.1],
  ['action:buyer', (r) => usedShare(r, 'action:buyer'), 0.1],
  ['action:worker', (r) => usedShare(r, 'action:worker'), 0.15],
  ['special tile', (r) => usedShare(r, 'special:any'), 0.04],
  ['Grand Prix car engine', (r) => usedShare(r, 'engine:grand-prix-car'), 0.03],
  ['market:car', (r) => usedShare(r, 'market:car'), 0.7],
];

describe('Kraftwagen robots at three strengths', () => {
  // Two worker threads for all three strengths (each thread loads the games once), dealt in turn:
  // the strong robot's game and the beginner's beside the normal robot's games (three seats with
  // the special tiles, two seats without; seeds in which engineers with every kind of marker come up).
  const jobs: UsageJob[] = [
    { id: 'strong', game: GAME, seats: 2, options: {}, strength: 'strong', baseSeed: BASE_SEED, games: 1 },
    { id: 'normal-3', game: GAME, seats: 3, options: { special: true }, strength: 'normal', baseSeed: BASE_SEED + 1, games: 1 },
    { id: 'beginner', game: GAME, seats: 2, options: { special: true }, strength: 'beginner', baseSeed: BASE_SEED, games: 3 },
    { id: 'normal-2', game: GAME, seats: 2, options: {}, strength: 'normal', baseSeed: BASE_SEED + 3, games: 1 },
  ];
  const results: Record<RobotStrength, UsageResult> = { beginner: emptyUsage(), normal: emptyUsage(), strong: emptyUsage() };

  beforeAll(async () => {
    const done = await runPlayouts(jobs, { workerFile: path.join(__dirname, '../../support/robot-usage-worker.ts'), run: runUsage });
    for (const job of jobs) {
      const r = done.get(job.id)!;
      if (r.error) throw new Error(`${job.id}: ${r.error}`);
      addUsage(results[job.strength], r.stats!);
    }
  }, 240_000);

  it.each(['beginner', 'normal', 'strong'] as const)('%s plays only legal moves, every game to its end', (strength) => {
    const r = results[strength];
    expect(r.games).toBe(jobs.filter((j) => j.strength === strength).reduce((n, j) => n + j.games, 0));
    expect(r.unfinished).toBe(0);
    expect(r.decisions).toBeGreaterThan(100 * r.games);
  });

  it.each(FLOORS)('the normal robot uses %s (floor)', (_name, share, floor) => {
    expect(share(results.normal)).toBeGreaterThanOrEqual(floor);
  });
});
