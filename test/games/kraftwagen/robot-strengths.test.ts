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
import { checkStrengths, used, type Floor } from '../../support/robot-strengths';

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
const FLOORS: Floor[] = [
  ['start:S4 (never chosen before)', (r) => usedShare(r, 'start:S4'), 0.2],
  ['Horch/Maybach marker in the last round (mostly kept before)', (r) => usedWhenWorth(r, 'marker:horch', 'marker:maybach'), 0.5],
  ['Benz\'s buyer when it buys an own car', (r) => usedWhenWorth(r, 'marker:benz'), 0.5],
  used('marker:daimler', 0.1),
  used('marker:diesel', 0.2),
  ['engineer on offer', (r) => kindShare(r, 'engineer:'), 0.5],
  ['instant action on offer', (r) => kindShare(r, 'instant:'), 0.3],
  used('action:research', 0.1),
  used('action:gp', 0.1),
  used('action:buyer', 0.1),
  used('action:worker', 0.15),
  ['special tile', (r) => usedShare(r, 'special:any'), 0.04],
  ['Grand Prix car engine', (r) => usedShare(r, 'engine:grand-prix-car'), 0.03],
  used('market:car', 0.7),
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

  const games = { beginner: 0, normal: 0, strong: 0 };
  for (const j of jobs) games[j.strength] += j.games;

  checkStrengths(results, { games, perGame: 100, floors: FLOORS });
});
