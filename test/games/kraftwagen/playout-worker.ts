/**
 * Worker thread of the playout test: runs jobs of playouts outside Jest's sandbox (where every
 * global look-up, e.g. in the engine's canonical hashing, is several times slower).
 */
import { serveJobs } from '../../support/playout-threads';
import type { KwOptions } from '../../../src/games/kraftwagen/rules/state';
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

/** Plays one job (in a worker thread, or in-process). */
export function runJob(job: PlayoutJob) {
  return playouts(job.seats, job.options, job.games, job.baseSeed, job.first ?? 0);
}

serveJobs(runJob);
