/**
 * Scale-out, as README.md ("Several processes behind a reverse proxy") has it: two web processes
 * (`RUN_WORKER=false npm start`) and two workers (`npm run worker`), real separate processes on
 * one database, with a real SMTP server on loopback. Players sign up on different web processes
 * and each one's session works on both; a game is created on one and joined on the other; moves
 * go to both in turn; a live stream on one process gets the moves made through the other and the
 * robot's moves made by a worker; every mail (confirmations, invitation, game started, your turn,
 * game over) arrives exactly once under its Message-ID, one for each row of the mail table, each
 * sent on its first attempt. SIGTERM then stops all four, each with exit code 0. (The four
 * starting at once on a new database is what showed pg-boss's queue set-up deadlocking:
 * test/jobs/queue-setup.test.ts.)
 */
import { createTestDb, type TestDb } from '../support/db';
import { TEST_ENV } from '../support/app';
import { Browser } from '../support/http-browser';
import { SmtpSink } from '../support/smtp-sink';
import { spawnWeb, spawnWorker, type WorkerProcess } from '../support/worker-process';
import { drain, waitFor } from '../support/jobs';
import { readEvents } from '../support/event-stream';
import { hrefs, pathOf } from '../support/mail-links';
import { freePort } from '../../src/db/embedded';
import { loadGame, moduleOf, seatOfUser, systemSeats } from '../../src/services/playing/game-record';
import { LIVE_MS, SERVER_MS } from '../support/patience';


let t: TestDb;
let sink: SmtpSink;
const procs: WorkerProcess[] = [];
const streams: { close: () => void }[] = [];

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  t = await createTestDb();
});
afterAll(async () => {
  for (const s of streams) s.close();
  for (const p of procs) await p.kill();
  await t?.close();
  await sink?.stop();
});

/** An open live stream, collecting its `game` events; `ended` settles when the server closes it. */
function watch(base: string, gameId: number): { seqs: number[]; ended: Promise<void>; close: () => void } {
  const controller = new AbortController();
  const seqs: number[] = [];
  const ended = fetch(`${base}/games/${gameId}/events`, { headers: { accept: 'text/event-stream' }, signal: controller.signal }).then((res) => {
    expect(res.status).toBe(200);
    return readEvents(res, (event, data) => {
      if (event === 'game') seqs.push(data.seq as number);
    });
  });
  const stream = { seqs, ended, close: () => controller.abort() };
  streams.push(stream);
  return stream;
}

/** A legal move of the player (the n-th, round), as the API would list it; the seq it is made against. */
async function legalMove(gameId: number, userId: number, n = 0): Promise<{ seq: number; move: unknown } | null> {
  const game = await loadGame(t.db, gameId);
  if (game.status !== 'ACTIVE') return null;
  const seat = seatOfUser(game, userId);
  if (seat === null || !game.toAct.includes(seat)) return null;
  const moves = moduleOf(game).legalMoves(game.state, seat);
  return moves.length ? { seq: game.seq, move: moves[n % moves.length] } : null;
}

it('two web processes and two workers on one database: sessions, games, moves, live updates, robots, mails once', async () => {
  const started = Date.now();
  const [portA, portB] = [await freePort(), await freePort()];
  const webA = `http://127.0.0.1:${portA}`;
  const webB = `http://127.0.0.1:${portB}`;
  const env = { ...TEST_ENV, DATABASE_URL: t.url, SMTP_URL: sink.url, HOST: '127.0.0.1', DB_POOL_SIZE: '4' };
  const web = [spawnWeb({ ...env, PORT: String(portA), RUN_WORKER: 'false' }), spawnWeb({ ...env, PORT: String(portB), RUN_WORKER: 'false' })];
  const workers = [spawnWorker(env), spawnWorker(env)];
  procs.push(...web, ...workers);
  await Promise.all(procs.map((p) => p.ready));
  const upSecs = (Date.now() - started) / 1000;

  // Anna signs up on A, Ben on B; each confirms his address through the other process.
  const anna = new Browser('Anna');
  const ben = new Browser('Ben');
  for (const [p, base] of [
    [anna, webA],
    [ben, webB],
  ] as const) {
    await p.page(base, '/register');
    const res = await p.form(base, '/register', { username: p.username, email: p.email, password: 'correct horse battery' });
    expect(res.status).toBe(303);
  }
  await sink.waitUntil(() => sink.to(anna.email).length === 1 && sink.to(ben.email).length === 1, SERVER_MS, 'the confirmation mails');
  for (const [p, base] of [
    [anna, webB],
    [ben, webA],
  ] as const) {
    const link = hrefs(sink.to(p.email)[0].html).find((h) => h.includes('/confirm-email'))!;
    expect((await p.fetch(base, pathOf(link))).status).toBe(200);
  }
  expect(await t.db.user.count({ where: { emailConfirmedAt: { not: null } } })).toBe(2);
  // One session, both processes: the sessions are rows of the database.
  for (const p of [anna, ben]) for (const base of [webA, webB]) expect(await p.page(base, '/')).toContain(p.username);
  const annaId = (await t.db.user.findFirstOrThrow({ where: { username: 'Anna' } })).id;
  const benId = (await t.db.user.findFirstOrThrow({ where: { username: 'Ben' } })).id;

  // A game created on A, joined on B; a stream on B watches it.
  await anna.page(webA, '/games/new');
  const created = await anna.form(webA, '/games', { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3, robots: 0 });
  expect(created.status).toBe(303);
  const duel = Number(/\/games\/(\d+)/.exec(created.headers.get('location')!)![1]);
  await ben.page(webB, `/games/${duel}`);
  expect((await ben.form(webB, `/games/${duel}/join`, {})).status).toBe(303);
  // His join started the duel and answered with its page: marked as watching it for the moment
  // until that page opens its stream (no "has started" mail). He is no browser and opens none: once
  // the start is handled, his mark is let run out, so that his turns are mailed as before.
  await waitFor(async () => (await loadGame(t.db, duel)).notifiedSeq >= 0, SERVER_MS, 'the start of the duel to be handled');
  expect((await t.db.seat.findFirstOrThrow({ where: { gameId: duel, userId: benId } })).liveUntil).not.toBeNull();
  await t.db.seat.updateMany({ where: { gameId: duel }, data: { liveUntil: null } });
  const onB = watch(webB, duel);
  await waitFor(() => onB.seqs.length > 0, LIVE_MS, 'the stream on B to open');

  // Moves to A and B in turn; each move made through A reaches the stream on B.
  let moves = 0;
  const players = [
    [anna, annaId],
    [ben, benId],
  ] as const;
  for (let i = 0; i < 400; i++) {
    let next: { p: Browser; m: { seq: number; move: unknown } } | null = null;
    for (const [p, id] of players) {
      const m = await legalMove(duel, id, i);
      if (m) next = { p, m };
      if (next) break;
    }
    if (!next) break;
    const base = i % 2 === 0 ? webA : webB;
    const res = await next.p.json(base, `/api/games/${duel}/moves`, next.m);
    expect(res.status).toBe(201);
    const { seq } = (await res.json()) as { seq: number };
    moves++;
    if (base === webA) await waitFor(() => onB.seqs.includes(seq), LIVE_MS, `move ${seq} (made on A) on the stream on B`);
    // The first moves wait for their jobs, so that each turn gets its mail (moves quicker than
    // the jobs make one job see several turns, and mail only the last).
    if (i < 6) await drain(t.db);
  }
  const duelGame = await loadGame(t.db, duel);
  expect(duelGame.status).toBe('FINISHED');
  expect(onB.seqs).toContain(duelGame.seq);

  // A game against a robot, created on B and played through A and B; the workers move the robot,
  // and a stream on A sees its moves.
  await anna.page(webB, '/games/new');
  const vsRobot = await anna.form(webB, '/games', { gameType: 'race', seats: 2, robots: 1, deadlineDays: 3 });
  expect(vsRobot.status).toBe(303);
  const robotGame = Number(/\/games\/(\d+)/.exec(vsRobot.headers.get('location')!)![1]);
  const onA = watch(webA, robotGame);
  await waitFor(() => onA.seqs.length > 0, LIVE_MS, 'the stream on A to open');
  const robotSeat = systemSeats(await loadGame(t.db, robotGame))[0];
  let annaMoves = 0;
  const robotMoves = () => t.db.move.findMany({ where: { gameId: robotGame, seat: robotSeat, kind: 'MOVE' }, select: { seq: true } });
  for (let i = 0; i < 6; i++) {
    // Anna moves when she may (the robot moves when a worker has run its job): a 409, the robot
    // moved while her move was on its way, and she looks again, as a page would.
    let moved = false;
    await waitFor(
      async () => {
        const m = await legalMove(robotGame, annaId, i);
        if (!m) return (await loadGame(t.db, robotGame)).status !== 'ACTIVE';
        const res = await anna.json(i % 2 === 0 ? webA : webB, `/api/games/${robotGame}/moves`, m);
        if (res.status === 409) return false;
        expect(res.status).toBe(201);
        return (moved = true);
      },
      20_000,
      "Anna's turn in the robot game",
    );
    if (!moved) break;
    annaMoves++;
  }
  expect(annaMoves).toBe(6);
  await waitFor(async () => (await robotMoves()).length >= annaMoves, SERVER_MS, 'the robot to move');
  // Every robot move after the stream opened (the first, maybe before) came through it.
  const seen = (await robotMoves()).filter((r) => r.seq > onA.seqs[0]);
  expect(seen.length).toBeGreaterThanOrEqual(annaMoves - 1);
  await waitFor(() => seen.every((r) => onA.seqs.includes(r.seq)), LIVE_MS, "the robot's moves on the stream on A");

  // Every mail exactly once: one delivery per row of the mail table, under its Message-ID.
  await drain(t.db);
  await waitFor(async () => (await t.db.email.count({ where: { status: { not: 'SENT' } } })) === 0, SERVER_MS, 'every mail to be sent');
  const rows = await t.db.email.findMany({ select: { kind: true, toAddress: true, messageId: true, attempts: true, transport: true } });
  expect(sink.mails).toHaveLength(rows.length);
  for (const r of rows) expect(sink.mails.filter((m) => m.messageId === r.messageId && m.to.includes(r.toAddress))).toHaveLength(1);
  expect(rows.every((r) => r.attempts === 1 && r.transport === 'smtp')).toBe(true);
  const kinds = (address: string) =>
    rows.filter((r) => r.toAddress === address).reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.kind]: (acc[r.kind] ?? 0) + 1 }), {});
  // A game's start is mailed to no player whose own click (on web B) started it: that click's
  // answer is the game's page, and the mark it left in PostgreSQL is what the worker (another
  // process) reads — Ben's join of the duel, Anna's game full of robots (issue 31).
  expect(kinds(anna.email)).toMatchObject({ confirm: 1, started: 1, over: 1, turn: expect.any(Number) });
  expect(kinds(ben.email)).toMatchObject({ confirm: 1, invite: 1, over: 1, turn: expect.any(Number) });
  expect(kinds(ben.email).started).toBeUndefined();
  expect(kinds(anna.email).turn).toBeGreaterThanOrEqual(2);
  expect(kinds(ben.email).turn).toBeGreaterThanOrEqual(2);

  // SIGTERM: each process stops by itself, with exit code 0; the web processes end their streams.
  const stopping = Date.now();
  const exits = procs.map((p) => new Promise<number | null>((r) => (p.proc.exitCode !== null ? r(p.proc.exitCode) : p.proc.once('exit', (code) => r(code)))));
  for (const p of procs) p.proc.kill('SIGTERM');
  await Promise.all([onA.ended, onB.ended]);
  expect(await Promise.all(exits)).toEqual([0, 0, 0, 0]);
  const stopSecs = (Date.now() - stopping) / 1000;
  // and logged nothing but that they started, the requests they answered, and that they stopped:
  // no failed job, no warning, no error
  for (const p of procs) {
    const all = p.output.join('').split('\n').filter(Boolean);
    expect(all).toContain('Stopping...');
    const lines = all.filter((l) => l !== 'Stopping...');
    const entries = lines.map((l) => JSON.parse(l) as { level: number; msg: string; reqId?: string });
    expect(entries[0].msg).toMatch(/^Slipstream (is running|worker \d+ is working)/);
    expect(entries.filter((e) => e.level >= 40)).toEqual([]);
    expect(entries.slice(1).filter((e) => !e.reqId)).toEqual([]);
  }
  console.log(
    `scale-out: 4 processes up in ${upSecs.toFixed(1)} s; ${moves} moves in the duel, ${annaMoves} + ${(await robotMoves()).length} robot moves in the robot game; ` +
      `${rows.length} mails queued, ${sink.mails.length} received; stopped in ${stopSecs.toFixed(1)} s; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  );
});
