/**
 * Playouts: seeded random games for every seat count (2, 3, 4) and every variant combination
 * (50 each in `npm test`, 1,000 each in `npm run playouts`), each played to a legal end with invariants checked after every move, every move
 * applied through applyChecked, and the log replayed to the same final hash (see playout.ts).
 *
 * The games run in worker threads, outside Jest's sandbox: in the sandbox every global look-up
 * (Array.isArray, Object.keys ... in the engine's canonical hashing) costs ~0.3 µs and the suite
 * takes about three times as long. RACE_PLAYOUT_INPROCESS=1 runs them in-process instead;
 * RACE_GAMES=n changes the number of games per combination, RACE_STATS=1 prints statistics.
 */
import path from 'node:path';
import { GAMES, PlayoutStats, VARIANTS } from './playout';
import { runJob, type PlayoutJob } from './playout-worker';
import { runPlayouts, type PlayoutResult } from '../../support/playout-threads';
import { HEAVY_MS } from '../../support/patience';

const BASE_SEED = 20261122;
const JOBS: PlayoutJob[] = [2, 3, 4].flatMap((seats) =>
  VARIANTS.map(([name, options]) => ({ id: `${seats} seats, ${name}`, seats, options, games: GAMES, baseSeed: BASE_SEED })),
);

let results = new Map<string, PlayoutResult<PlayoutStats>>();

let wallMs = 0;
beforeAll(async () => {
  const t0 = Date.now();
  results = await runPlayouts(JOBS, { workerFile: path.join(__dirname, 'playout-worker.ts'), run: runJob, inProcess: !!process.env.RACE_PLAYOUT_INPROCESS });
  wallMs = Date.now() - t0;
}, HEAVY_MS);

afterAll(() => {
  // eslint-disable-next-line no-console
  if (process.env.RACE_STATS) console.log(`playouts: ${JOBS.length * GAMES} games in ${wallMs} ms`);
});

describe('playouts', () => {
  it.each(JOBS.map((j) => [j.id, j] as const))(`${GAMES} random games, %s`, (_id, job) => {
    const r = results.get(job.id);
    expect(r?.error).toBeUndefined();
    const stats = r!.stats!;
    expect(stats.games).toBe(GAMES);
    expect(stats.moves).toBeGreaterThan(GAMES * 20);
    if (job.options.superkraefte) expect(stats.powerPlays).toBeGreaterThan(GAMES / 2);
    else expect(stats.powerPlays).toBe(0);
    expect(stats.decidedChecks).toBeGreaterThan(0);
    // eslint-disable-next-line no-console
    if (process.env.RACE_STATS) console.log(job.id, JSON.stringify(stats), `${r!.ms} ms`);
  });
});
