/** Worker thread of the playout test: runs combinations outside Jest's sandbox (much faster there). */
import { serveJobs } from '../../support/playout-threads';
import { COMBOS, playCombo } from './playout';

export interface PlayoutJob {
  id: string;
  games: number;
  baseSeed: number;
}

/** Plays one combination (in a worker thread, or in-process). */
export function runJob(job: PlayoutJob) {
  return playCombo(COMBOS.find((c) => c.id === job.id)!, job.games, job.baseSeed);
}

serveJobs(runJob);
