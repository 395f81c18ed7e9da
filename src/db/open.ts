/** Where the site's database is: the configured URL, or the embedded PostgreSQL's. */
import path from 'node:path';
import type { Config } from '../config/config';
import { ROOT } from '../paths';
import { startEmbeddedPostgres, databaseUrl, embeddedServerUrl, type EmbeddedDb } from './embedded';
import { ensureDatabase } from './create-database';

/**
 * The database URL to use: the configured one, or the embedded server's (started here; or, for
 * a worker process with `start: false`, the one `npm start` runs).
 */
export async function openDatabase(config: Config, log: (msg: string) => void, start = true): Promise<{ url: string; embedded?: EmbeddedDb }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  if (!start) return { url: databaseUrl(embeddedServerUrl(config.EMBEDDED_PG_PORT), 'slipstream') };
  const dataDir = path.resolve(ROOT, config.DATA_DIR, 'postgres');
  log(`Starting the embedded PostgreSQL (data in ${dataDir}, port ${config.EMBEDDED_PG_PORT})`);
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT, persistent: true, log, watchSeconds: 5 });
  await ensureDatabase(embedded.serverUrl, 'slipstream');
  return { url: databaseUrl(embedded.serverUrl, 'slipstream'), embedded };
}
