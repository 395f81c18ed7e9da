/**
 * "Your turn" mails across crashes (issue 32): the worker (`npm run worker`) killed with kill -9
 * at random moments while it sends, and PostgreSQL shut down the hard way (SIGQUIT) while mails
 * go out. Confirmed players in ten games move in rounds (through this process's services, which
 * only announce the changes); after each round, once the worker has handled every change, the
 * turns then due a mail are noted: each seat to act whose turn another seat's step gave it. The
 * SMTP server is real and runs here, outliving the killed workers. Every noted turn must have its
 * mail at the server under its one Message-ID (made from game, seat and turn: the mail's key),
 * sent to its player, and no other turn mail may come.
 *
 * Exactly once, precisely: across PostgreSQL's crash no mail goes twice (a mail the server took
 * is marked sent as soon as the database is back). Across a kill -9 of the worker, a mail the
 * server took just before the kill and not yet marked sent goes again under the same Message-ID:
 * at most SMTP_CONNECTIONS per kill (docs/operations.md, "Recovery after a crash").
 */
import { loadConfig } from '../../src/config/config';
import { createDb, type Db } from '../../src/db/client';
import { createServices, type Services } from '../../src/services';
import { JobQueue } from '../../src/queue';
import { messageIdFor } from '../../src/services/outgoing/email.service';
import { SMTP_CONNECTIONS } from '../../src/mail/transport';
import { TEST_ENV, TEST_SECRET } from '../support/app';
import { waitFor } from '../support/jobs';
import { ownPostgres, type OwnPostgres } from '../support/own-postgres';
import { LONG_MS, TEST_MS } from '../support/patience';
import { playIfMyTurn } from '../support/play';
import { rawHeader, SmtpSink } from '../support/smtp-sink';
import { makeUser, type TestUser } from '../support/users';
import { spawnWorker, type WorkerProcess } from '../support/worker-process';

jest.setTimeout(2 * TEST_MS);

const GAMES = 10;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** a random whole number from lo to hi */
const between = (lo: number, hi: number) => lo + Math.floor(Math.random() * (hi - lo + 1));

let pg: OwnPostgres;
let db: Db;
let s: Services;
let queue: JobQueue;
let sink: SmtpSink;
let worker: WorkerProcess;
const ids: number[] = [];
/** the turns due a mail: Message-ID → the player's address */
const due = new Map<string, string>();

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  pg = await ownPostgres();
  const config = loadConfig({ ...TEST_ENV, DATABASE_URL: pg.url, SMTP_URL: sink.url });
  db = createDb(pg.url, 4);
  s = createServices(db, config, { secret: TEST_SECRET });
  queue = new JobQueue(pg.url, config, () => undefined, 2); // this process only sends jobs
  await queue.start();
  s.attachQueue(queue);
  const players: TestUser[] = [];
  for (let i = 0; i < 2 * GAMES; i++) players.push(await makeUser(s, `Mara${i}`));
  for (let g = 0; g < GAMES; g++) {
    const id = await s.lobby.createGame(players[2 * g].id, { gameType: 'race', seats: 2, invite: players[2 * g + 1].username, deadlineDays: 0 });
    await s.lobby.join(id, players[2 * g + 1].id);
    ids.push(id);
  }
  worker = startWorker();
  await worker.ready;
});
afterAll(async () => {
  await worker?.kill('SIGTERM');
  await queue?.stop(false);
  await db?.$disconnect();
  await pg?.stop();
  await sink?.stop();
});

function startWorker(): WorkerProcess {
  // a lease (JOB_EXPIRE_SECONDS) that outlasts PostgreSQL's restart on a busy machine
  return spawnWorker({ ...TEST_ENV, DATABASE_URL: pg.url, SMTP_URL: sink.url, JOB_EXPIRE_SECONDS: '10' });
}

/** Runs `fn` until it goes through: the database may be away for a moment. */
async function patiently<T>(fn: () => Promise<T>): Promise<T> {
  const end = Date.now() + LONG_MS;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (Date.now() > end) throw err;
      await sleep(200);
    }
  }
}

/** One step in every game (by a player to act), then, once the worker has handled them, the turns due a mail. */
async function round(n: number): Promise<void> {
  for (const id of ids) {
    await patiently(async () => {
      const g = await db.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
      const userId = g.seats.find((x) => g.toAct.includes(x.seat))?.userId;
      if (userId) await playIfMyTurn(s, id, userId, n);
    });
  }
  const handled = async () => (await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM games WHERE id = ANY (${ids}::int[]) AND notified_seq < seq`)[0].n === 0;
  await waitFor(() => handled().catch(() => false), LONG_MS, 'the worker to handle every change');
  const rows = await patiently(
    () => db.$queryRaw<{ game: number; seat: number; turn: number; email: string; by: number | null; kind: string | null }[]>`
      SELECT g.id AS game, s.seat, s.turn_seq AS turn, u.email, m.seat AS by, m.kind::text AS kind
      FROM games g JOIN seats s ON s.game_id = g.id AND s.seat = ANY (g.to_act) AND s.kind = 'HUMAN'
        JOIN users u ON u.id = s.user_id LEFT JOIN moves m ON m.game_id = g.id AND m.seq = s.turn_seq
      WHERE g.id = ANY (${ids}::int[]) AND g.status = 'ACTIVE' AND s.turn_seq > 0`,
  );
  // (no mail for a turn the player's own step gave him: notify.service.ts)
  for (const r of rows) if (r.kind === 'EVENT' || r.by !== r.seat) due.set(messageIdFor(`turn:${r.game}:${r.seat}:${r.turn}`, TEST_ENV.BASE_URL), r.email);
}

/** Waits until every mail is sent; returns the turn mails at the server by Message-ID, and how many came more than once. */
async function delivered(): Promise<{ turnMails: Map<string, string[]>; resent: number }> {
  await waitFor(async () => [...due.keys()].every((id) => sink.mails.some((m) => m.messageId === id)), LONG_MS, 'every turn mail due');
  await waitFor(async () => (await db.email.count({ where: { status: { not: 'SENT' } } })) === 0, LONG_MS, 'every mail to be sent');
  const turnMails = new Map<string, string[]>();
  for (const m of sink.mails) if (rawHeader(m.raw, 'X-Slipstream-Kind') === 'turn') turnMails.set(m.messageId, [...(turnMails.get(m.messageId) ?? []), ...m.to]);
  const resent = [...turnMails.values()].reduce((n, to) => n + to.length - 1, 0);
  return { turnMails, resent };
}

/** Each turn due has its mail, to its player; no other turn mail came. */
function checkTurnMails(turnMails: Map<string, string[]>): void {
  expect([...turnMails.keys()].filter((id) => !due.has(id))).toEqual([]);
  for (const [id, to] of due) expect(new Set(turnMails.get(id))).toEqual(new Set([to]));
}

it('the worker killed (kill -9) three times while it sends: every turn mail arrives, under its one Message-ID', async () => {
  const kills = [between(15, 30), between(40, 55), between(65, 80)];
  const killing = (async () => {
    for (const k of kills) {
      await sink.waitUntil(() => sink.mails.length >= k, LONG_MS, `mail ${k}`);
      await worker.kill('SIGKILL');
      worker = startWorker();
      await worker.ready;
    }
  })();
  let n = 0;
  while (sink.mails.length < kills[2] + 10) await round(n++);
  await killing;
  await round(n++);
  const { turnMails, resent } = await delivered();
  checkTurnMails(turnMails);
  expect(resent).toBeLessThanOrEqual(kills.length * SMTP_CONNECTIONS);
  console.log(`worker killed at mails ${kills.join(', ')} of ${sink.mails.length}: ${due.size} turn mails due, all arrived; ${resent} sent again (same Message-ID)`);
});

it('PostgreSQL shut down the hard way (SIGQUIT) while mails go out: every turn mail arrives exactly once', async () => {
  const from = sink.mails.length;
  const at = from + between(5, 25);
  const crash = (async () => {
    await sink.waitUntil(() => sink.mails.length >= at, LONG_MS, `mail ${at}`);
    await pg.crash('SIGQUIT');
    await sleep(1000);
    await pg.restart();
  })();
  let n = 100;
  while (sink.mails.length < at + 10) await round(n++);
  await crash;
  await round(n++);
  const before = new Set(sink.mails.slice(0, from).map((m) => m.messageId));
  const { turnMails } = await delivered();
  checkTurnMails(turnMails);
  // since the crash's test began: no mail twice (of any kind), none sent again from before
  const since = sink.mails.slice(from).map((m) => m.messageId);
  expect(since.length).toBe(new Set(since).size);
  expect(since.filter((id) => before.has(id))).toEqual([]);
  console.log(`PostgreSQL killed at mail ${at} (${since.length} mails since the test began): ${due.size} turn mails due, each arrived once`);
});
