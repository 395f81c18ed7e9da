/**
 * Starts one embedded PostgreSQL for the whole test run (or uses DATABASE_URL's server when
 * set), and migrates a template database that every test file copies into its own database.
 */
import { mkdtemp, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, databaseUrl, freePort } from '../../src/db/embedded';
import { ensureDatabase, dropDatabase } from '../../src/db/create-database';
import { migrate } from '../../src/db/migrate';

export const TEMPLATE_DB = 'slipstream_test_template';

export default async function globalSetup(): Promise<void> {
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = databaseUrl(process.env.DATABASE_URL, 'postgres');
  } else {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-test-pg-'));
    await chmod(dir, 0o777);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port: await freePort(), persistent: false });
    (globalThis as Record<string, unknown>).__SLIPSTREAM_PG__ = pg;
    serverUrl = pg.serverUrl;
  }
  process.env.SLIPSTREAM_TEST_SERVER_URL = serverUrl;
  await dropDatabase(serverUrl, TEMPLATE_DB);
  await ensureDatabase(serverUrl, TEMPLATE_DB);
  await migrate(databaseUrl(serverUrl, TEMPLATE_DB));
}
