/** Waiting for the job queue in tests. */
import type { Db } from '../../src/db/client';
import { QUEUES } from '../../src/queue';
import { LONG_MS, SERVER_MS } from './patience';

const NAMES: string[] = Object.values(QUEUES);

/**
 * Work not yet done: jobs waiting, retrying or running that are due now, and games whose last
 * change the worker has not yet handled (announced changes need no job).
 */
export async function pendingJobs(db: Db): Promise<number> {
  const rows = await db.$queryRaw<{ n: bigint }[]>`
    SELECT (SELECT count(*) FROM pgboss.job WHERE name = ANY (${NAMES}::text[]) AND state < 'completed' AND start_after <= now())
      + (SELECT count(*) FROM games WHERE status IN ('ACTIVE', 'FINISHED') AND notified_seq < seq) AS n`;
  return Number(rows[0].n);
}

/**
 * Polls `check` until it holds; throws, naming `what` (or what it says at that moment), after
 * `timeoutMs` (test/support/patience.ts).
 */
export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = SERVER_MS, what: string | (() => string) = 'a condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Waits until the worker has done every due job (twice in a row, since jobs make jobs). */
export async function drain(db: Db, timeoutMs = LONG_MS): Promise<void> {
  let quiet = 0;
  await waitFor(async () => {
    quiet = (await pendingJobs(db)) === 0 ? quiet + 1 : 0;
    return quiet >= 3;
  }, timeoutMs, 'the job queue to drain');
}
