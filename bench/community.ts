/**
 * Players and community (issue 18): what finishing a game costs now that it writes its results
 * and ratings in the same transaction (against the plain one-statement change), what the
 * statistics cost to compute as finished games pile up, and the players' pages served by the
 * site (a profile with its chart, a leaderboard page, a rules page with its statistics).
 * BENCH_COMMUNITY_GAMES (default 600) games of 2–6 players among 60 players, ended with random
 * places (ties too) the way the platform ends a game.
 */
import { BenchClient, percentile, timed } from './http-client';
import { startBenchSite } from './site-process';
import { createDb } from '../src/db/client';
import { loadConfig } from '../src/config/config';
import { createServices } from '../src/services';
import { loadGame, moduleOf } from '../src/services/playing/game-record';
import { refreshStats } from '../src/services/people/ratings/stats';
import { msg } from '../src/engine/text';
import { Prng, seedPrng } from '../src/engine/prng';

const GAMES = Number(process.env.BENCH_COMMUNITY_GAMES ?? 600);
const PLAYERS = 60;
const REQUESTS = 40;

export async function communityBench(): Promise<void> {
  console.log(`\n== Community: ${GAMES} games finished with results and ratings; statistics; players' pages ==`);
  const site = await startBenchSite();
  const config = loadConfig({ DATABASE_URL: site.databaseUrl, BASE_URL: site.base, SESSION_SECRET: 'c'.repeat(40), NODE_ENV: 'production' });
  const db = createDb(site.databaseUrl, 10);
  const s = createServices(db, config, { secret: 'c'.repeat(40) });
  const random = new Prng(seedPrng(18));
  try {
    const users: { id: number; username: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      users.push(await db.user.create({ data: { username: `p${i}`, usernameKey: `p${i}`, email: `p${i}@example.org`, passwordHash: 'x' }, select: { id: true, username: true } }));
    }
    const finishing: number[] = [];
    const plain: number[] = [];
    for (let g = 0; g < GAMES; g++) {
      const n = 2 + random.int(5);
      // n players drawn at random (a Fisher-Yates shuffle)
      const pool = [...users];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = random.int(i + 1);
        [pool[i], pool[j]] = [pool[j], pool[i]];
      }
      const picked = pool.slice(0, n);
      const id = await s.lobby.createGame(picked[0].id, { gameType: 'chariot-race', seats: n, invite: picked.slice(1).map((u) => u.username), deadlineDays: 0 });
      for (const u of picked.slice(1)) await s.lobby.join(id, u.id);
      let game = await loadGame(db, id);
      const mod = moduleOf(game);
      const lines = s.games.viewers(game).map(() => msg('site.result.over'));
      // a change that does not end the game: one statement
      let t0 = performance.now();
      game = await s.games.commit(game, mod, s.games.eventChange(game, null, { event: 'bench' }, lines));
      plain.push(performance.now() - t0);
      // places with ties now and then
      const ranks = picked.map(() => 1 + random.int(n));
      const sorted = [...ranks].sort((a, b) => a - b);
      const places = ranks.map((r) => 1 + sorted.indexOf(r));
      t0 = performance.now();
      await s.games.commit(game, mod, { ...s.games.eventChange(game, null, { event: 'bench-end' }, lines), endWith: { ranks: places, summary: msg('site.result.over'), timedOut: [] } });
      finishing.push(performance.now() - t0);
    }
    const ms = (a: number[], p: number) => percentile([...a].sort((x, y) => x - y), p).toFixed(1);
    console.log(`finishing a game (change + ${'seat_results'} + ratings, one transaction): p50 ${ms(finishing, 50)} ms, p99 ${ms(finishing, 99)} ms; a change that does not end it: p50 ${ms(plain, 50)} ms, p99 ${ms(plain, 99)} ms`);
    const stats: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t0 = performance.now();
      await refreshStats(db, 'chariot-race', new Date());
      stats.push(performance.now() - t0);
    }
    const rows = await db.seatResult.count();
    console.log(`statistics of ${GAMES} games (${rows} seat results): computed in p50 ${ms(stats, 50)} ms`);
    const top = await db.rating.findFirstOrThrow({ where: { gameType: 'chariot-race' }, orderBy: { ordinal: 'desc' }, include: { user: true } });
    const client = new BenchClient(site.base);
    for (const [what, path] of [
      ['profile (chart of ' + top.games + ' games)', `/users/${top.user.username}`],
      ['leaderboard', '/games/chariot-race/ratings'],
      ['rules page with statistics', '/rules/chariot-race'],
    ] as const) {
      const { ms: times, bytes } = await timed(client, path, REQUESTS);
      console.log(`  ${what}: p50 ${ms(times, 50)} ms, p99 ${ms(times, 99)} ms, ${(bytes / 1024).toFixed(0)} KiB`);
    }
  } finally {
    await db.$disconnect();
    await site.stop();
  }
}
