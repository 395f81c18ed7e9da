/**
 * Several processes starting at once on a new database (web processes and workers started
 * together): each sets up the job queues, and none fails. pg-boss's own queue creation, run by
 * several at once, ended in "deadlock detected" for some of them.
 */
import { loadConfig } from '../../src/config/config';
import { JobQueue, QUEUES } from '../../src/queue';
import { createTestDb, type TestDb } from '../support/db';
import { TEST_ENV } from '../support/app';

let t: TestDb;
const queues: JobQueue[] = [];

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  for (const q of queues) await q.stop(false);
  await t.close();
});

it('six queues started at once on a database without them all start', async () => {
  const config = loadConfig({ ...TEST_ENV, DATABASE_URL: t.url });
  for (let i = 0; i < 6; i++) queues.push(new JobQueue(t.url, config, () => undefined, 2));
  const results = await Promise.allSettled(queues.map((q) => q.start()));
  expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
  const names = await t.db.$queryRaw<{ name: string }[]>`SELECT name FROM pgboss.queue WHERE name NOT LIKE '\_\_pgboss%' ORDER BY name`;
  expect(names.map((n) => n.name)).toEqual(Object.values(QUEUES).sort());
});
