/** Worker thread of the robot duels: plays the jobs it was given (see duel.ts). */
import { serveJobs } from '../../test/support/playout-threads';
import { runDuel, type DuelJob } from './duel';

serveJobs<DuelJob>(runDuel);
