/** A fresh database per test file, copied from the migrated template. Real PostgreSQL. */
import { randomBytes } from 'node:crypto';
import { databaseUrl } from '../../src/db/embedded';
import { ensureDatabase, dropDatabase } from '../../src/db/create-database';
import { createDb, Db } from '../../src/db/client';

export interface TestDb {
  db: Db;
  url: string;
  close(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const serverUrl = process.env.SLIPSTREAM_TEST_SERVER_URL;
  if (!serverUrl) throw new Error('the test database server is not running (jest globalSetup)');
  const name = `slipstream_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(serverUrl, name, 'slipstream_test_template');
  const url = databaseUrl(serverUrl, name);
  const db = createDb(url, 5);
  return {
    db,
    url,
    async close() {
      await db.$disconnect();
      await dropDatabase(serverUrl, name);
    },
  };
}
