/**
 * Playouts: 1,000 seeded random games for every seat count (2, 3, 4) with and without the special
 * tiles — 6,000 games — each played to a legal end with invariants checked after every move and
 * the log replayed to the same final hash (see playout.ts). The games run in two worker threads,
 * outside Jest's sandbox. KW_PLAYOUT_INPROCESS=1 runs them in-process; KW_GAMES=n changes the
 * number of games per combination; KW_STATS=1 prints statistics and timings.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { GAMES, PlayoutStats, VARIANTS, playouts } from './playout';
import type { PlayoutJob } from './playout-worker';

const BASE_SEED = 20261201;
const JOBS: PlayoutJob[] = [2, 3, 4].flatMap((seats) =>
  VARIANTS.map(([name, options]) => ({ id: `${seats} seats, ${name}`, seats, options, games: GAMES, baseSeed: BASE_SEED })),
);

type Result = { stats?: PlayoutStats; ms?: number; error?: string };
const results = new Map<string, Result>();

function runInWorkers(jobs: PlayoutJob[], threads: number): Promise<void> {
  const tsx = require.resolve('tsx/cjs');
  const entry = path.join(__dirname, 'playout-worker.ts');
  // Split every job in halves so that both threads get the same work.
  const halves = jobs.flatMap((j) => [
    { ...j, id: `${j.id}#0`, games: Math.ceil(j.games / 2), first: 0 },
    { ...j, id: `${j.id}#1`, games: Math.floor(j.games / 2), first: Math.ceil(j.games / 2) },
  ]);
  const parts = Array.from({ length: threads }, (_, t) => halves.filter((_, i) => i % threads === t));
  return Promise.all(
    parts.map(
      (part) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(entry)});`, { eval: true, workerData: { jobs: part } });
          worker.on('message', (m: Result & { id: string }) => results.set(m.id, m));
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`playout worker exited with ${code}`))));
        }),
    ),
  ).then(() => undefined);
}

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
  if (process.env.KW_PLAYOUT_INPROCESS) {
    for (const job of JOBS) {
      const t = Date.now();
      for (const [half, first, games] of [[0, 0, Math.ceil(job.games / 2)], [1, Math.ceil(job.games / 2), Math.floor(job.games / 2)]] as const) {
        try {
          results.set(`${job.id}#${half}`, { stats: playouts(job.seats, job.options, games, job.baseSeed, first), ms: Date.now() - t });
        } catch (err) {
          results.set(`${job.id}#${half}`, { error: String(err) });
        }
      }
    }
  } else {
    await runInWorkers(JOBS, Math.max(1, Math.min(2, availableParallelism())));
  }
  wallMs = Date.now() - t0;
}, 900_000);

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
