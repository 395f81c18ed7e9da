/**
 * The site for a benchmark: a fresh embedded PostgreSQL, migrated, and `src/index.ts` in its
 * own process (as in production, with its worker), listening on loopback.
 */
import { spawn, ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, databaseUrl, freePort } from '../src/db/embedded';
import { ensureDatabase } from '../src/db/create-database';
import { migrate } from '../src/db/migrate';
import { ROOT } from '../src/paths';

export interface BenchSite {
  /** the first web process (it runs the worker too) */
  base: string;
  /** every web process, the first first (BENCH_WEB_PROCESSES or `webProcesses`, default 1) */
  bases: string[];
  databaseUrl: string;
  server: ChildProcess;
  servers: ChildProcess[];
  stop(): Promise<void>;
}

export async function startBenchSite(env: Record<string, string> = {}, webProcesses = 1): Promise<BenchSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-bench-'));
  await chmod(dir, 0o777);
  // BENCH_PG_STATEMENTS=1: PostgreSQL keeps statistics per statement (pg_stat_statements)
  const settings: Record<string, string> = process.env.BENCH_PG_STATEMENTS ? { shared_preload_libraries: 'pg_stat_statements' } : {};
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), persistent: false, settings });
  const url = databaseUrl(pg.serverUrl, 'bench');
  await ensureDatabase(pg.serverUrl, 'bench');
  await migrate(url);
  if (process.env.BENCH_PG_STATEMENTS) {
    const c = new Client({ connectionString: url });
    await c.connect();
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await c.end();
  }
  // The first web process runs the worker; the others only serve (RUN_WORKER=false), as in
  // docs/operations.md's several processes behind a proxy.
  const servers: ChildProcess[] = [];
  const bases: string[] = [];
  for (let i = 0; i < webProcesses; i++) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    servers.push(
      spawn(process.execPath, [...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), '--import', 'tsx', path.join(ROOT, 'src', 'index.ts')], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          PORT: String(port),
          HOST: '127.0.0.1',
          BASE_URL: base,
          NODE_ENV: 'production',
          SESSION_SECRET: 'b'.repeat(40),
          DB_POOL_SIZE: '20',
          // The limits are counted (their cost is measured) but set far above what the load sends
          // from one address and a few players.
          RATE_LIMIT_OVERRIDES: 'signup=100000/3600,newGame=100000/3600,invite=100000/3600,move=999999/60,loginAddress=100000/3600',
          ...(i > 0 ? { RUN_WORKER: 'false' } : {}),
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        cwd: ROOT,
      }),
    );
    bases.push(base);
    // one at a time: the first migrates and sets up the queues
    for (let t = 0; ; t++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        if (t > 300) throw new Error('the site did not start');
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    base: bases[0],
    bases,
    databaseUrl: url,
    server: servers[0],
    servers,
    async stop() {
      await Promise.all(
        servers.map((server) => {
          server.kill('SIGTERM');
          return new Promise((r) => server.once('exit', r));
        }),
      );
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
