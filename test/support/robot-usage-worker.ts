/** Worker thread of the robots' usage (see robot-usage.ts): plays the jobs it was given. */
import { serveJobs } from './playout-threads';
import { runUsage, type UsageJob } from './robot-usage';

serveJobs<UsageJob>(runUsage);
