/**
 * Mail benchmark: the site (own process, its worker inside) sends to a real SMTP server on
 * loopback in this process.
 *  a) throughput: MAIL_COUNT "your turn" mails queued at once (as many game changes would),
 *     then how fast the worker delivers them;
 *  b) delay: one, then MAIL_GAMES, 2-player games whose players move through the JSON API; for every move
 *     that hands the turn to the other player, the time from the move POST to the arrival of
 *     that player's "your turn" mail at the SMTP server.
 */
import { SmtpSink } from '../test/support/smtp-sink';
import { createDb } from '../src/db/client';
import { loadConfig } from '../src/config/config';
import { createServices } from '../src/services';
import { JobQueue } from '../src/queue';
import { messageIdFor } from '../src/services/outgoing/email.service';
import { Recipient } from '../src/db/records';
import { BenchClient, percentile } from './http-client';
import { BenchSite, startBenchSite } from './site-process';
import type { Db } from '../src/db/client';
import { wholeMove, type ApiMoves } from '../test/support/api-moves';

const MAIL_COUNT = Number(process.env.BENCH_MAIL_COUNT ?? 2000);
const MAIL_GAMES = Number(process.env.BENCH_MAIL_GAMES ?? 20);
const MAIL_MOVES = Number(process.env.BENCH_MAIL_MOVES ?? 20);

export async function mailBench(): Promise<void> {
  console.log(`\n== Mail: ${MAIL_COUNT} turn mails to a local SMTP sink; move-to-mail delay over ${MAIL_GAMES} games ==`);
  const sink = new SmtpSink();
  await sink.start();
  // No grace period: the delay measured is the mail path itself (the grace is a setting).
  const site = await startBenchSite({ SMTP_URL: sink.url, JOB_POLL_SECONDS: '1', TURN_MAIL_GRACE_SECONDS: '0' });
  const config = loadConfig({ DATABASE_URL: site.databaseUrl, BASE_URL: site.base, SESSION_SECRET: 'b'.repeat(40), NODE_ENV: 'production', TURN_MAIL_GRACE_SECONDS: '0' });
  const db = createDb(site.databaseUrl, 10);
  const services = createServices(db, config, { secret: 'b'.repeat(40) });
  const queue = new JobQueue(site.databaseUrl, config, console.error, 10);
  await queue.start();
  services.attachQueue(queue);
  try {
    // a) throughput
    const users: Recipient[] = [];
    for (let i = 0; i < 50; i++) {
      users.push(await db.user.create({
        data: { username: `mail${i}`, usernameKey: `mail${i}`, email: `mail${i}@example.org`, passwordHash: 'x', emailConfirmedAt: new Date() },
        select: { id: true, username: true, email: true, emailConfirmedAt: true, notifyMode: true },
      }));
    }
    const t0 = performance.now();
    let next = 0;
    const queueOne = async () => {
      for (;;) {
        const i = next++;
        if (i >= MAIL_COUNT) return;
        const to = users[i % users.length];
        await services.emails.queue({
          key: `bench:${i}`,
          kind: 'turn',
          category: 'turn',
          to,
          subject: `Your turn in Race #${i}`,
          context: { title: 'Race', gameId: i, gameUrl: `${site.base}/games/${i}`, opponents: ['Anna', 'Ben'], lines: ['Anna played a 5.', 'Ben played a 3.'], deadline: new Date() },
        });
      }
    };
    await Promise.all(Array.from({ length: 10 }, queueOne));
    const queuedSecs = (performance.now() - t0) / 1000;
    await sink.waitForCount(MAIL_COUNT, 600_000);
    const deliveredSecs = (performance.now() - t0) / 1000;
    console.log(
      `queued ${MAIL_COUNT} mails in ${queuedSecs.toFixed(1)} s = ${(MAIL_COUNT / queuedSecs).toFixed(0)} mails/s; ` +
        `all delivered after ${deliveredSecs.toFixed(1)} s = ${(MAIL_COUNT / deliveredSecs).toFixed(0)} mails/s end to end`,
    );

    // b) delay from a move to its mail: one game alone, then MAIL_GAMES at once
    for (const n of [1, MAIL_GAMES]) await delayBench(n, site, db, sink);
  } finally {
    await queue.stop();
    await db.$disconnect();
    await site.stop();
    await sink.stop();
  }
}

async function delayBench(n: number, site: BenchSite, db: Db, sink: SmtpSink): Promise<void> {
  const arrivals = new Map<string, number>();
  const delays: number[] = [];
  const games: { a: BenchClient; b: BenchClient; id: number }[] = [];
  for (let g = 0; g < n; g++) {
    const a = new BenchClient(site.base);
    const b = new BenchClient(site.base);
    await a.signUp(`delay${n}_a${g}`);
    await b.signUp(`delay${n}_b${g}`);
    await db.user.updateMany({ where: { usernameKey: { in: [`delay${n}_a${g}`, `delay${n}_b${g}`] } }, data: { emailConfirmedAt: new Date() } });
    const res = await a.postForm('/games', { gameType: 'race', seats: '2', robots: '0', deadlineDays: '3' });
    const id = Number(/\/games\/(\d+)/.exec(res.headers.get('location') ?? '')![1]);
    await b.postForm(`/games/${id}/join`, {});
    games.push({ a, b, id });
  }
  sink.mails.length = 0;
  let seen = 0;
  const arrivedAt = (messageId: string) => {
    for (; seen < sink.mails.length; seen++) arrivals.set(sink.mails[seen].messageId, sink.mails[seen].at);
    return arrivals.get(messageId);
  };
  const drive = async (g: (typeof games)[number]) => {
    for (let k = 0; k < MAIL_MOVES; k++) {
      const views = await Promise.all([g.a, g.b].map(async (c) => (await (await c.get(`/api/games/${g.id}`)).json()) as {
        game: { status: string; seq: number };
        moves: ApiMoves | null;
      }));
      if (views[0].game.status !== 'ACTIVE') return;
      const s = views[0].moves ? 0 : 1;
      const v = views[s];
      if (!v.moves) return;
      const move = await wholeMove(v, k, async (url) => (await (s === 0 ? g.a : g.b).get(url)).json());
      const start = Date.now();
      const res = await (s === 0 ? g.a : g.b).postJson(`/api/games/${g.id}/moves`, { seq: v.game.seq, move });
      await res.arrayBuffer();
      if (res.status !== 201) continue;
      const seq = v.game.seq + 1;
      const other = await db.seat.findFirst({ where: { gameId: g.id, seat: 1 - s, turnSeq: seq } });
      if (!other) continue; // the turn did not pass to the other player
      const id = messageIdFor(`turn:${g.id}:${1 - s}:${seq}`, site.base);
      const until = Date.now() + 30_000;
      while (arrivedAt(id) === undefined && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      const at = arrivedAt(id);
      if (at !== undefined) delays.push(at - start);
    }
  };
  await Promise.all(games.map(drive));
  delays.sort((x, y) => x - y);
  console.log(`move → "your turn" mail at the SMTP server, ${n} game${n === 1 ? '' : 's'} at once: ${delays.length} samples, p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${delays[delays.length - 1]?.toFixed(0)} ms`);
}
