/**
 * Everything a running site needs, in order: configuration, the database (the embedded
 * PostgreSQL when no DATABASE_URL is set), migrations, services and the app. Used by
 * src/index.ts, the benchmark and the browser test.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Express } from 'express';
import { Config } from './config/config';
import { startEmbeddedPostgres, databaseUrl, embeddedServerUrl, EmbeddedDb } from './db/embedded';
import { ensureDatabase } from './db/create-database';
import { migrate } from './db/migrate';
import { createDb, Db } from './db/client';
import { createServices, ServiceOptions, Services } from './services';
import { buildApp } from './app';
import { ROOT } from './paths';
import { JobQueue } from './jobs/queue';
import { startWorker } from './jobs/worker';

export interface Site {
  app: Express;
  services: Services;
  db: Db;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * The database URL to use: the configured one, or the embedded server's (started here; or, for
 * a worker process with `start: false`, the one `npm start` runs).
 */
export async function openDatabase(config: Config, log: (msg: string) => void, start = true): Promise<{ url: string; embedded?: EmbeddedDb }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL };
  if (!start) return { url: databaseUrl(embeddedServerUrl(config.EMBEDDED_PG_PORT), 'slipstream') };
  const dataDir = path.resolve(ROOT, config.DATA_DIR, 'postgres');
  log(`Starting the embedded PostgreSQL (data in ${dataDir}, port ${config.EMBEDDED_PG_PORT})`);
  const embedded = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT, persistent: true });
  await ensureDatabase(embedded.serverUrl, 'slipstream');
  return { url: databaseUrl(embedded.serverUrl, 'slipstream'), embedded };
}

/** The site's secret (CSRF tokens, signed mail links): configured, or generated once and kept in the data dir. */
export async function sessionSecret(config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  const file = path.resolve(ROOT, config.DATA_DIR, 'session-secret');
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch {
    // not there yet
  }
  const secret = randomBytes(32).toString('hex');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

export interface SiteOptions {
  log?: (msg: string) => void;
  /** run the worker in this process (default: config.RUN_WORKER) */
  worker?: boolean;
  clock?: ServiceOptions['clock'];
  transport?: ServiceOptions['transport'];
}

export async function createSite(config: Config, opts: SiteOptions = {}): Promise<Site> {
  const log = opts.log ?? console.log;
  const { url, embedded } = await openDatabase(config, log);
  const applied = await migrate(url);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  const db = createDb(url, config.DB_POOL_SIZE);
  const secret = await sessionSecret(config);
  const services = createServices(db, config, { secret, clock: opts.clock, transport: opts.transport });
  await services.users.grantConfiguredAdmins();
  // Every web process sends jobs; the worker part runs here unless `npm run worker` does it.
  const queue = new JobQueue(url, config, (msg, err) => log(`${msg} ${err instanceof Error ? err.message : (err ?? '')}`));
  await queue.start();
  services.attachQueue(queue);
  if (opts.worker ?? config.RUN_WORKER) await startWorker(queue, services, config);
  const app = buildApp(services, { sessionSecret: secret });
  return {
    app,
    services,
    db,
    databaseUrl: url,
    async close() {
      await queue.stop();
      services.emails.close();
      await db.$disconnect();
      if (embedded) await embedded.stop();
    },
  };
}

export function listen(app: Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
  });
}
