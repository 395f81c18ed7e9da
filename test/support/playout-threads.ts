/**
 * Seeded playouts in worker threads, outside Jest's sandbox (there every global look-up, e.g. in
 * the engine's canonical hashing, is several times slower). A game's playout test hands its jobs
 * and its worker file to runPlayouts; the worker file calls serveJobs with the function that
 * plays one job. With `inProcess` the jobs run in the test's own process instead (for debugging).
 */
import { availableParallelism } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';

export interface PlayoutResult<S> {
  stats?: S;
  ms?: number;
  error?: string;
}

function runTimed<J, S>(job: J, run: (job: J) => S): PlayoutResult<S> {
  const t0 = Date.now();
  try {
    return { stats: run(job), ms: Date.now() - t0 };
  } catch (err) {
    return { error: err instanceof Error ? `${err.message}\n${err.stack}` : String(err) };
  }
}

/** The worker side: plays the jobs it was given and posts each result. A no-op outside a worker. */
export function serveJobs<J extends { id: string }>(run: (job: J) => unknown): void {
  const jobs = (workerData as { jobs?: J[] } | null)?.jobs;
  if (!parentPort || !Array.isArray(jobs)) return;
  for (const job of jobs) parentPort.postMessage({ id: job.id, ...runTimed(job, run) });
}

/** The test side: every job's result by id, the jobs dealt round-robin to (at most) two threads. */
export async function runPlayouts<J extends { id: string }, S>(
  jobs: J[],
  opts: { workerFile: string; run: (job: J) => S; inProcess?: boolean },
): Promise<Map<string, PlayoutResult<S>>> {
  const results = new Map<string, PlayoutResult<S>>();
  if (opts.inProcess) {
    for (const job of jobs) results.set(job.id, runTimed(job, opts.run));
    return results;
  }
  const threads = Math.max(1, Math.min(2, availableParallelism()));
  const tsx = require.resolve('tsx/cjs');
  const parts = Array.from({ length: threads }, (_, t) => jobs.filter((_, i) => i % threads === t));
  await Promise.all(
    parts.map(
      (part) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(opts.workerFile)});`, { eval: true, workerData: { jobs: part } });
          worker.on('message', (m: PlayoutResult<S> & { id: string }) => results.set(m.id, m));
          worker.on('error', reject);
          worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`playout worker exited with ${code}`))));
        }),
    ),
  );
  return results;
}
