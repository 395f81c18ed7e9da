/**
 * Pages in both languages: the time to draw a game page (board, move bar, the latest page of the
 * log rendered from its messages when read) and to answer `GET /api/games/:id`, for an English
 * and a German reader of the same game, after a long random game (or at its end), with their
 * sizes; and each game's rules page for players (its pictures drawn by the board renderer, once
 * per language, then from memory; the first request of each language is timed apart). Served by
 * the site in its own process. BENCH_PAGE_GAMES=automobiles,… measures only those games.
 */
import { BenchClient, percentile, timed } from './http-client';
import { startBenchSite } from './site-process';
import { allGames } from '../src/games/registry';
import { wholeMove, type ApiMoves } from '../test/support/api-moves';

const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 40);
const MAX_MOVES = Number(process.env.BENCH_PAGE_MOVES ?? 400);
const ONLY_GAMES = process.env.BENCH_PAGE_GAMES?.split(',').filter(Boolean);

type ApiGame = { game: { status: string; seq: number }; moves: ApiMoves | null; offered: string };


export async function pagesBench(): Promise<void> {
  console.log(`\n== Pages: a game page for an English and a German reader (${REQUESTS} requests each, one after another) ==`);
  const site = await startBenchSite();
  try {
    const en = new BenchClient(site.base);
    const de = new BenchClient(site.base);
    await en.signUp('pages_en');
    await de.signUp('pages_de');
    await de.get('/lang/de?back=/');
    for (const mod of allGames().filter((m) => !ONLY_GAMES || ONLY_GAMES.includes(m.meta.id))) {
      const res = await en.postForm('/games', { gameType: mod.meta.id, seats: '2', robots: '0' });
      const id = Number(/\/games\/(\d+)/.exec(res.headers.get('location') ?? '')![1]);
      await de.postForm(`/games/${id}/join`, {});
      let moves = 0;
      let status = 'ACTIVE';
      while (moves < MAX_MOVES) {
        const views = (await Promise.all([en, de].map(async (c) => (await c.get(`/api/games/${id}`)).json()))) as ApiGame[];
        status = views[0].game.status;
        if (status !== 'ACTIVE') break;
        const s = views.findIndex((v) => v.moves !== null);
        const v = views[s];
        const move = await wholeMove(v, moves * 7, async (url) => (await (s === 0 ? en : de).get(url)).json());
        await (await (s === 0 ? en : de).postJson(`/api/games/${id}/moves`, { seq: v.game.seq, offered: v.offered, move })).arrayBuffer();
        moves++;
      }
      const entries = ((await (await en.get(`/api/games/${id}`)).json()) as ApiGame).game.seq;
      const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
      const line = (what: string, a: { ms: number[]; bytes: number }, b: { ms: number[]; bytes: number }) =>
        `  ${what}: English p50 ${percentile(a.ms, 50).toFixed(1)} ms, p99 ${percentile(a.ms, 99).toFixed(1)} ms (${kib(a.bytes)}); ` +
        `German p50 ${percentile(b.ms, 50).toFixed(1)} ms, p99 ${percentile(b.ms, 99).toFixed(1)} ms (${kib(b.bytes)})`;
      console.log(`${mod.meta.title} (${moves} moves, ${entries} log entries, ${status === 'FINISHED' ? 'finished' : 'in play'}):`);
      console.log(line('page', await timed(en, `/games/${id}`, REQUESTS), await timed(de, `/games/${id}`, REQUESTS)));
      console.log(line('API ', await timed(en, `/api/games/${id}`, REQUESTS), await timed(de, `/api/games/${id}`, REQUESTS)));
      const first = await Promise.all([en, de].map(async (c) => (await timed(c, `/rules/${mod.meta.id}`, 1)).ms[0]));
      console.log(`  rules page: first ${first.map((ms) => ms.toFixed(0)).join(' / ')} ms (en / de); then:`);
      console.log(line('rules', await timed(en, `/rules/${mod.meta.id}`, REQUESTS), await timed(de, `/rules/${mod.meta.id}`, REQUESTS)));
    }
  } finally {
    await site.stop();
  }
}
