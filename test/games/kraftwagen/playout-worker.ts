/**
 * Worker thread of the playout test: runs jobs of playouts outside Jest's sandbox (where every
 * global look-up, e.g. in the engine's canonical hashing, is several times slower).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { KwOptions } from '../../../src/games/kraftwagen/state';
import { playouts } from './playout';

export interface PlayoutJob {
  id: string;
  seats: number;
  options: KwOptions;
  games: number;
  baseSeed: number;
  /** The first game number (a job may be half of a combination). */
  first?: number;
}

for (const job of (workerData as { jobs: PlayoutJob[] }).jobs) {
  const t0 = Date.now();
  try {
    const stats = playouts(job.seats, job.options, job.games, job.baseSeed, job.first ?? 0);
    parentPort!.postMessage({ id: job.id, stats, ms: Date.now() - t0 });
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: err instanceof Error ? `${err.message}\n${err.stack}` : String(err) });
  }
}
