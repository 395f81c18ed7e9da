/**
 * Live updates: LIVE_GAMES 2-player Race games on the site (own process, with its worker), each
 * player with the game's event stream open, as his browser would. For every move, the time from
 * sending the move POST to the arrival of its `game` event on the other player's stream
 * (through PostgreSQL NOTIFY, the web process's LISTEN connection and Server-Sent Events).
 */
import { BenchClient, percentile } from './http-client';
import { startBenchSite } from './site-process';
import { readEvents } from '../test/support/event-stream';
import { wholeMove, type ApiMoves } from '../test/support/api-moves';

const LIVE_GAMES = Number(process.env.BENCH_LIVE_GAMES ?? 20);
const LIVE_MOVES = Number(process.env.BENCH_LIVE_MOVES ?? 30);

/** An event stream, with a way to wait for the first `game` event at or beyond a seq. */
class Watch {
  private seq = -1;
  private waiters: { seq: number; resolve: () => void }[] = [];
  private controller = new AbortController();

  async open(client: BenchClient, url: string): Promise<void> {
    const res = await client.stream(url, this.controller.signal);
    readEvents(res, (event, data) => {
      if (event !== 'game') return;
      this.seq = Math.max(this.seq, data.seq as number);
      this.waiters = this.waiters.filter((w) => (w.seq <= this.seq ? (w.resolve(), false) : true));
    });
  }

  until(seq: number): Promise<void> {
    if (this.seq >= seq) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ seq, resolve }));
  }

  close(): void {
    this.controller.abort();
  }
}

export async function liveBench(): Promise<void> {
  console.log(`\n== Live updates: ${LIVE_GAMES} 2-player Race games, ${LIVE_MOVES} moves each, every player's event stream open ==`);
  const site = await startBenchSite();
  const watches: Watch[] = [];
  try {
    const delays: number[] = [];
    await Promise.all(
      Array.from({ length: LIVE_GAMES }, async (_, g) => {
        const a = new BenchClient(site.base);
        const b = new BenchClient(site.base);
        await a.signUp(`live_a${g}`);
        await b.signUp(`live_b${g}`);
        const res = await a.postForm('/games', { gameType: 'race', seats: '2', robots: '0', deadlineDays: '0' });
        const id = Number(/\/games\/(\d+)/.exec(res.headers.get('location') ?? '')![1]);
        await b.postForm(`/games/${id}/join`, {});
        const players = [a, b];
        const streams = [new Watch(), new Watch()];
        watches.push(...streams);
        await Promise.all(streams.map((w, i) => w.open(players[i], `/games/${id}/events`)));
        for (let n = 0; n < LIVE_MOVES; n++) {
          const views = await Promise.all(players.map(async (c) => (await (await c.get(`/api/games/${id}`)).json()) as { game: { status: string; seq: number }; moves: ApiMoves | null; offered: string }));
          if (views[0].game.status !== 'ACTIVE') break;
          const mover = views[0].moves ? 0 : 1;
          const v = views[mover];
          const other = streams[1 - mover];
          const move = await wholeMove(v, n, async (url) => (await players[mover].get(url)).json());
          const t0 = performance.now();
          const posted = await players[mover].postJson(`/api/games/${id}/moves`, { seq: v.game.seq, offered: v.offered, move });
          const { seq } = (await posted.json()) as { seq: number };
          await other.until(seq);
          delays.push(performance.now() - t0);
        }
      }),
    );
    delays.sort((x, y) => x - y);
    console.log(`move POST sent → event on the other player's stream: p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms over ${delays.length} moves`);
  } finally {
    for (const w of watches) w.close();
    await site.stop();
  }
}
