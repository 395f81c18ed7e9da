/**
 * Backups, as docs/operations.md ("Backups") tells an operator to make and restore them:
 *
 * - an external PostgreSQL (here the machine's own Debian server, whose pg_dump and pg_restore
 *   are real): `pg_dump -Fc` of a site with running and finished games of several kinds, mails
 *   and queued jobs, `pg_restore --no-owner` into a fresh database, and `npm run verify` on it:
 *   every game replays, every table of both schemas has the same rows, no migration is missing,
 *   and the site goes on there (new rows get new ids);
 * - the embedded PostgreSQL, copied at file level while stopped (`tar` of its data folder) and
 *   started from the copy: the same games, all verified.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadConfig } from '../../src/config/config';
import { createDb, type Db } from '../../src/db/client';
import { ensureDatabase } from '../../src/db/create-database';
import { databaseUrl, freePort, startEmbeddedPostgres } from '../../src/db/embedded';
import { migrate } from '../../src/db/migrate';
import { JobQueue } from '../../src/queue';
import { ROOT } from '../../src/paths';
import { createServices, type Services } from '../../src/services';
import { verifyAll } from '../../src/services/playing/verify';
import { TEST_ENV, TEST_SECRET } from '../support/app';
import { playIfMyTurn } from '../support/play';
import { startSystemPostgres, type SystemPostgres } from '../support/system-postgres';
import { makeUser } from '../support/users';

const run = promisify(execFile);

/** A site's services on a database (no worker: robots move at once, jobs stay queued). */
function servicesOn(url: string, db: Db): Services {
  return createServices(db, loadConfig({ ...TEST_ENV, DATABASE_URL: url }), { secret: TEST_SECRET });
}

/**
 * Games of four kinds: a finished Race against a robot, Automobiles between two players with a
 * take-back, a running Formula 90 race and a running Chariot Race; mails in the outbox.
 */
async function seedGames(s: Services): Promise<void> {
  const anna = await makeUser(s, 'Anna');
  const ben = await makeUser(s, 'Ben');
  const race = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
  for (let i = 0; i < 2000 && (await playIfMyTurn(s, race, anna.id, i)); i++);
  expect((await s.db.game.findUniqueOrThrow({ where: { id: race } })).status).toBe('FINISHED');
  const autos = await s.lobby.createGame(anna.id, { gameType: 'automobiles', seats: 2, invite: 'Ben', deadlineDays: 3 });
  await s.lobby.join(autos, ben.id);
  let undone = false;
  for (let i = 0; i < 30; i++) {
    const moved = (await playIfMyTurn(s, autos, anna.id, i)) || (await playIfMyTurn(s, autos, ben.id, i));
    if (!moved) break;
    if (undone || i < 5) continue;
    const game = await s.db.game.findUniqueOrThrow({ where: { id: autos } });
    for (const p of [anna, ben]) {
      undone ||= await s.games.takeBack(autos, p.id, { seq: game.seq }).then(
        () => true,
        () => false,
      );
    }
  }
  expect(undone).toBe(true);
  const f90 = await s.lobby.createGame(anna.id, { gameType: 'formula-90', seats: 2, robots: 1, deadlineDays: 0 });
  for (let i = 0; i < 20 && (await playIfMyTurn(s, f90, anna.id, i)); i++);
  const chariots = await s.lobby.createGame(ben.id, { gameType: 'chariot-race', seats: 3, robots: 2, deadlineDays: 0 });
  for (let i = 0; i < 20 && (await playIfMyTurn(s, chariots, ben.id, i)); i++);
}

/** The number of rows of every table of the site's schema and pg-boss's. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.$queryRaw<{ s: string; t: string }[]>`
    SELECT table_schema AS s, table_name AS t FROM information_schema.tables
    WHERE table_schema IN ('public', 'pgboss') AND table_type = 'BASE TABLE' ORDER BY 1, 2`;
  const out: Record<string, number> = {};
  for (const { s, t } of tables) {
    const rows = await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM "${s}"."${t}"`);
    out[`${s}.${t}`] = Number(rows[0].n);
  }
  return out;
}

/** `npm run verify` (from the sources) on a database. */
async function verifyCommand(url: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'src/verify.ts')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: Number(e.code ?? 1), out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(2);

describe('an external PostgreSQL', () => {
  let pg: SystemPostgres;
  let dir: string;
  const dbs: Db[] = [];
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    pg = await startSystemPostgres();
    dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-backup-'));
  });
  afterAll(async () => {
    for (const q of queues) await q.stop(false);
    for (const db of dbs) await db.$disconnect();
    await pg?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('pg_dump -Fc, pg_restore --no-owner into a fresh database: every game verifies, every row is there', async () => {
    const url = databaseUrl(pg.serverUrl, 'slipstream');
    await ensureDatabase(pg.serverUrl, 'slipstream');
    await migrate(url);
    const db = createDb(url, 3);
    dbs.push(db);
    const s = servicesOn(url, db);
    await seedGames(s);
    // The job queue's schema with jobs waiting in it, as on a running site (a game handed to the
    // queue by the sweep: moves themselves need no job).
    const queue = new JobQueue(url, s.config, () => undefined, 2);
    queues.push(queue);
    await queue.start();
    s.attachQueue(queue);
    const autos = await db.game.findFirstOrThrow({ where: { gameType: 'automobiles' } });
    const users = await db.user.findMany({ orderBy: { id: 'asc' } });
    expect((await playIfMyTurn(s, autos.id, users[0].id)) || (await playIfMyTurn(s, autos.id, users[1].id))).toBe(true);
    await queue.send('game-changed', { gameId: autos.id });
    const before = await rowCounts(db);
    const report = await verifyAll(db);
    expect(report.mismatches).toEqual([]);
    expect(report.games).toBe(4);
    expect(before['public.moves']).toBe(report.entries);
    expect(before['public.emails']).toBeGreaterThan(0);
    expect(before['pgboss.job']).toBeGreaterThan(0);

    // the backup, while the site runs
    const file = path.join(dir, 'slipstream.dump');
    let t = Date.now();
    await run(path.join(pg.bin, 'pg_dump'), ['-Fc', '-f', file, '-d', url]);
    const dumpSecs = seconds(t);
    const size = (await stat(file)).size;

    // the restore: a fresh, empty database
    const restoredUrl = databaseUrl(pg.serverUrl, 'slipstream_restored');
    await ensureDatabase(pg.serverUrl, 'slipstream_restored');
    t = Date.now();
    await run(path.join(pg.bin, 'pg_restore'), ['--no-owner', '--exit-on-error', '-d', restoredUrl, file]);
    const restoreSecs = seconds(t);
    console.log(
      `PostgreSQL ${pg.major}: ${report.games} games, ${report.entries} log entries, rows in emails ${before['public.emails']} and pgboss.job ${before['pgboss.job']}; ` +
        `pg_dump ${dumpSecs} s, ${(size / 1024).toFixed(0)} KiB; pg_restore ${restoreSecs} s`,
    );

    const restored = createDb(restoredUrl, 3);
    dbs.push(restored);
    expect(await rowCounts(restored)).toEqual(before);
    const again = await verifyAll(restored);
    expect(again).toEqual(report);
    expect(await verifyCommand(restoredUrl)).toMatchObject({ code: 0, out: expect.stringContaining(`All 4 games replay to their stored states (${report.entries} log entries`) });
    // The site starts on it as it is (no migration missing) and goes on: new rows, new ids.
    expect(await migrate(restoredUrl)).toEqual([]);
    const r = servicesOn(restoredUrl, restored);
    const carl = await makeUser(r, 'Carl');
    expect(carl.id).toBeGreaterThan(Math.max(...users.map((u) => u.id)));
    const game = await r.lobby.createGame(carl.id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
    expect(game).toBeGreaterThan((await db.game.aggregate({ _max: { id: true } }))._max.id!);
    expect(await playIfMyTurn(r, game, carl.id)).toBe(true);
    expect((await verifyAll(restored)).mismatches).toEqual([]);
  });
});

it('the embedded PostgreSQL, copied while stopped (tar of its data folder), starts from the copy with every game', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-filecopy-'));
  await chmod(dir, 0o777);
  try {
    const data = path.join(dir, 'site', 'postgres');
    const pg = await startEmbeddedPostgres({ dataDir: data, port: await freePort(), persistent: true });
    let report;
    try {
      await ensureDatabase(pg.serverUrl, 'slipstream');
      const url = databaseUrl(pg.serverUrl, 'slipstream');
      await migrate(url);
      const db = createDb(url, 3);
      try {
        await seedGames(servicesOn(url, db));
        report = await verifyAll(db);
      } finally {
        await db.$disconnect();
      }
    } finally {
      await pg.stop();
    }
    expect(report.mismatches).toEqual([]);

    // the backup and its restore into another folder, as docs/operations.md has them
    const archive = path.join(dir, 'postgres.tar.gz');
    let t = Date.now();
    await run('tar', ['-C', path.dirname(data), '-czf', archive, 'postgres']);
    const tarSecs = seconds(t);
    const elsewhere = path.join(dir, 'restored');
    await run('mkdir', ['-p', elsewhere]);
    await chmod(elsewhere, 0o777);
    t = Date.now();
    await run('tar', ['-C', elsewhere, '-xzf', archive]);
    console.log(`embedded PostgreSQL data folder: tar ${tarSecs} s, ${((await stat(archive)).size / 1024 / 1024).toFixed(1)} MiB; untar ${seconds(t)} s`);

    const copy = await startEmbeddedPostgres({ dataDir: path.join(elsewhere, 'postgres'), port: await freePort(), persistent: true });
    try {
      const db = createDb(databaseUrl(copy.serverUrl, 'slipstream'), 3);
      try {
        expect(await verifyAll(db)).toEqual(report);
      } finally {
        await db.$disconnect();
      }
    } finally {
      await copy.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
