/**
 * The pool behind PgBouncer (docs/operations.md, "Behind a connection pooler"): the cost per statement
 * of two hot reads — direct with named prepared statements (the default), direct unnamed, and
 * through PgBouncer in transaction mode unnamed (DATABASE_DIRECT_URL set). `npx tsx bench/pooler.ts`
 * (needs Debian's pgbouncer); N statements per round, five rounds, medians.
 */
import { mkdtemp, chmod } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, freePort, databaseUrl } from '../src/db/embedded';
import { ensureDatabase } from '../src/db/create-database';
import { migrate } from '../src/db/migrate';
import { createDb } from '../src/db/client';
import { viaPool } from '../src/db/hot/sql';
import { readGame } from '../src/db/hot/game';
import { readForReader } from '../src/db/hot/log';
import { loadConfig } from '../src/config/config';
import { createServices } from '../src/services';
import { loadGame, moduleOf, seatOfUser } from '../src/services/playing/game-record';
import { startPgBouncer } from '../test/support/pgbouncer';

const N = Number(process.env.N ?? 1500);
(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pooler-measure-'));
  await chmod(dir, 0o777);
  const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port: await freePort(), persistent: false });
  // TCP for all three (the pooler is reached over TCP; a socket would favour direct)
  const server = new URL(pg.serverUrl); server.search = '';
  const url = databaseUrl(server.toString(), 'm');
  await ensureDatabase(pg.serverUrl, 'm');
  await migrate(url);
  const db = createDb(url, 3);
  const config = loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 's'.repeat(40), DATABASE_URL: url, RATE_LIMITS: 'false' });
  const s = createServices(db, config, { secret: 's'.repeat(40) });
  const anna = await s.users.register({ username: 'Anna', email: 'anna@example.org', password: 'a good long password' });
  const id = await s.lobby.createGame(anna.userId, { gameType: 'race', seats: 2, robots: 1 });
  await s.games.playSystemSeats(id);
  for (let i = 0; i < 30; i++) {
    const g = await loadGame(db, id);
    if (g.status !== 'ACTIVE') break;
    const seat = seatOfUser(g, anna.userId)!;
    if (!g.toAct.includes(seat)) { await s.games.playSystemSeats(id); continue; }
    const legal = moduleOf(g).legalMoves(g.state, seat);
    await s.games.submitMove(id, anna.userId, { seq: g.seq, move: legal[i % legal.length] });
    await s.games.playSystemSeats(id);
  }
  const b = await startPgBouncer(pg.serverUrl, { poolSize: 4 });
  const kinds = {
    'direct, named': createDb(url, 1, { namedStatements: true }),
    'direct, unnamed': createDb(url, 1, { namedStatements: false }),
    'PgBouncer, unnamed': createDb(b.url('m'), 1, { namedStatements: false }),
  };
  const stmts = {
    'game with seats': (sql: ReturnType<typeof viaPool>) => readGame(sql, id),
    'API read (reader)': (sql: ReturnType<typeof viaPool>) => readForReader(sql, { gameId: id, userId: anna.userId, page: { limit: 50 }, newsMax: 20, chatMax: 30 }),
  };
  const results: Record<string, number[]> = {};
  for (let round = 0; round < 5; round++) {
    for (const [kn, kdb] of Object.entries(kinds)) {
      const sql = viaPool(kdb);
      for (const [sn, f] of Object.entries(stmts)) {
        for (let i = 0; i < 100; i++) await f(sql);
        const t0 = process.hrtime.bigint();
        for (let i = 0; i < N; i++) await f(sql);
        const us = Number(process.hrtime.bigint() - t0) / 1000 / N;
        (results[`${sn} | ${kn}`] ??= []).push(us);
      }
    }
  }
  for (const [k, v] of Object.entries(results)) {
    v.sort((a, c) => a - c);
    console.log(`${k}: median ${v[2].toFixed(0)} µs (min ${v[0].toFixed(0)}, max ${v[4].toFixed(0)})`);
  }
  for (const d of Object.values(kinds)) await d.$disconnect();
  s.emails.close(); await db.$disconnect(); await b.stop(); await pg.stop();
  console.log(os.cpus().length, 'cpus;', os.loadavg().map((x) => x.toFixed(1)).join(' '));
})().catch((e) => { console.error(e); process.exit(1); });
