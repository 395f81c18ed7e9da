/**
 * Playouts: seeded random games for every seat count (2, 3, 4) with and without the special
 * tiles — 50 each in `npm test` (300 games), 1,000 each in `npm run playouts` (6,000) — each played to a legal end with invariants checked after every move and
 * the log replayed to the same final hash (see playout.ts). The games run in two worker threads,
 * outside Jest's sandbox. KW_PLAYOUT_INPROCESS=1 runs them in-process; KW_GAMES=n changes the
 * number of games per combination; KW_STATS=1 prints statistics and timings.
 */
import path from 'node:path';
import { GAMES, PlayoutStats, VARIANTS } from './playout';
import { runJob, type PlayoutJob } from './playout-worker';
import { runPlayouts, type PlayoutResult } from '../../support/playout-threads';
import { HEAVY_MS } from '../../support/patience';

const BASE_SEED = 20261201;
const JOBS: PlayoutJob[] = [2, 3, 4].flatMap((seats) =>
  VARIANTS.map(([name, options]) => ({ id: `${seats} seats, ${name}`, seats, options, games: GAMES, baseSeed: BASE_SEED })),
);

type Result = PlayoutResult<PlayoutStats>;
let results = new Map<string, Result>();

/** Every job in halves, so that both threads get the same work. */
const HALVES: PlayoutJob[] = JOBS.flatMap((j) => [
  { ...j, id: `${j.id}#0`, games: Math.ceil(j.games / 2), first: 0 },
  { ...j, id: `${j.id}#1`, games: Math.floor(j.games / 2), first: Math.ceil(j.games / 2) },
]);

function merged(id: string): Result {
  const parts = [results.get(`${id}#0`), results.get(`${id}#1`)];
  const error = parts.map((p) => p?.error).find((e) => e);
  if (error || parts.some((p) => !p)) return { error: error ?? 'missing result' };
  const [a, b] = parts.map((p) => p!.stats!);
  const stats = Object.fromEntries(Object.keys(a).map((k) => [k, a[k as keyof PlayoutStats] + b[k as keyof PlayoutStats]])) as unknown as PlayoutStats;
  return { stats, ms: parts[0]!.ms! + parts[1]!.ms! };
}

let wallMs = 0;
beforeAll(async () => {
  const t0 = Date.now();
  results = await runPlayouts(HALVES, { workerFile: path.join(__dirname, 'playout-worker.ts'), run: runJob, inProcess: !!process.env.KW_PLAYOUT_INPROCESS });
  wallMs = Date.now() - t0;
}, HEAVY_MS);

afterAll(() => {
  // eslint-disable-next-line no-console
  if (process.env.KW_STATS) console.log(`playouts: ${JOBS.length * GAMES} games in ${wallMs} ms`);
});

describe('playouts', () => {
  it.each(JOBS.map((j) => [j.id, j] as const))(`${GAMES} random games, %s`, (_id, job) => {
    const r = merged(job.id);
    expect(r.error).toBeUndefined();
    const stats = r.stats!;
    expect(stats.games).toBe(GAMES);
    expect(stats.rounds).toBe(GAMES * 3);
    expect(stats.cars).toBeGreaterThan(GAMES * 3);
    expect(stats.markersUsed).toBeGreaterThan(0);
    if (job.options.special) expect(stats.specialTaken).toBeGreaterThan(GAMES);
    else expect(stats.specialTaken).toBe(0);
    // eslint-disable-next-line no-console
    if (process.env.KW_STATS) console.log(job.id, JSON.stringify(stats), `${r.ms} ms`);
  });
});
