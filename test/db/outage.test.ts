/**
 * The database goes away under load and comes back. A real site process (web and worker, as
 * `npm start` runs it) serves two players moving as fast as they can and a lobby reader, on its
 * own PostgreSQL; that PostgreSQL is shut down the hard way (SIGQUIT: an immediate shutdown,
 * recovered like a crash at the next start) and started again. Meanwhile every request gets a
 * clear 503 (never a 500), `/healthz` says the database is down, the process stays up; once
 * the database is back the site serves again by itself, the robot whose move was being made
 * when PostgreSQL died moves within 15 s (issue 32: its job stays "active" until it expires,
 * minutes, unless the worker's catch-up sends it again), no acknowledged move is lost and every
 * stored game replays to its cached state.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import request from 'supertest';
import { freePort } from '../../src/db/embedded';
import { createDb } from '../../src/db/client';
import { verifyAll } from '../../src/services/playing/verify';
import { ROOT } from '../../src/paths';
import { csrfFrom, TEST_ENV } from '../support/app';
import { waitFor } from '../support/jobs';
import { LONG_MS, SERVER_MS } from '../support/patience';
import { readyMoves, type ApiMoves } from '../support/api-moves';
import { holdRobotMove, RESUME_MS } from '../support/held-robot-move';
import { ownPostgres, type OwnPostgres } from '../support/own-postgres';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Agent {
  agent: ReturnType<typeof request.agent>;
  csrf: string;
}

async function signUp(base: string, name: string): Promise<Agent> {
  const agent = request.agent(base);
  const form = await agent.get('/register').expect(200);
  await agent.post('/register').type('form').send({ _csrf: csrfFrom(form.text), username: name, email: `${name}@example.org`, password: 'correct horse battery' }).expect(303);
  return { agent, csrf: csrfFrom((await agent.get('/').expect(200)).text) };
}

async function newGame(p: Agent, fields: Record<string, string>): Promise<number> {
  const res = await p.agent.post('/games').type('form').send({ _csrf: p.csrf, deadlineDays: '0', ...fields }).expect(303);
  return Number(/\/games\/(\d+)/.exec(res.headers.location)![1]);
}

/** One move of the player's if he has one: 'moved' (acknowledged, with its seq), 'none', or the refusal's status. */
async function tryMove(p: Agent, game: number): Promise<{ moved?: number; status: number }> {
  const view = await p.agent.get(`/api/games/${game}`);
  if (view.status !== 200) return { status: view.status };
  const body = view.body as { game: { seq: number; status: string }; moves: ApiMoves | null; offered: string };
  if (body.game.status !== 'ACTIVE' || !readyMoves(body).length) return { status: 200 };
  const res = await p.agent
    .post(`/api/games/${game}/moves`)
    .set('X-CSRF-Token', p.csrf)
    .set('Content-Type', 'application/json')
    .send(JSON.stringify({ seq: body.game.seq, offered: body.offered, move: readyMoves(body)[0] }));
  return res.status === 201 ? { moved: (res.body as { seq: number }).seq, status: 201 } : { status: res.status };
}

let pg: OwnPostgres | undefined;
let site: ChildProcess;
/** the players and the reader keep going while this holds */
let running = true;

afterAll(async () => {
  running = false; // also when the test failed half-way
  if (site && site.exitCode === null) site.kill('SIGKILL');
  await pg?.stop();
});

it('answers 503 while PostgreSQL is gone, serves again by itself when it is back, and loses no acknowledged move', async () => {
  pg = await ownPostgres();
  const url = pg.url;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  site = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...TEST_ENV,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      RUN_WORKER: 'true',
      // the defaults: a job held when the database died would wait for its expiry, minutes
      JOB_EXPIRE_SECONDS: '120',
      JOB_MAINTENANCE_SECONDS: '60',
      ROBOT_DELAY_SECONDS: '3', // time to hold the robot's move (held-robot-move.ts)
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  site.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  site.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
  const healthy = async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok === true;
  await waitFor(async () => {
    if (site.exitCode !== null) throw new Error(`the site did not start: ${output.join('')}`);
    return healthy();
  }, LONG_MS, 'the site to start');

  const anna = await signUp(base, 'anna');
  const ben = await signUp(base, 'ben');
  const cleo = await signUp(base, 'cleo');
  const duel = await newGame(anna, { gameType: 'race', seats: '2', robots: '0', invite: 'ben' });
  await ben.agent.post(`/games/${duel}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);

  // The load: Anna and Ben move in turn as fast as they can; a reader loads the lobby.
  const acknowledged: number[] = [];
  const statuses = new Map<number, number>();
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const players = (async () => {
    while (running) {
      for (const p of [anna, ben]) {
        const r = await tryMove(p, duel).catch(() => ({ status: 0 }) as { moved?: number; status: number });
        count(r.status);
        if (r.moved !== undefined) acknowledged.push(r.moved);
        if (r.status !== 200 && r.status !== 201) await sleep(50);
      }
    }
  })();
  const reader = (async () => {
    while (running) {
      const res = await fetch(`${base}/`, { headers: { accept: 'text/html' } }).catch(() => null);
      count(res?.status ?? 0);
      if (res?.status === 503) {
        const html = await res.text();
        expect(html).toContain('The database cannot be reached just now');
        expect(html).toContain('<a href="/">Try again</a>');
        expect(res.headers.get('retry-after')).toBe('5');
      } else await res?.text();
      await sleep(50);
    }
  })();

  await waitFor(() => acknowledged.length > 0, SERVER_MS, 'the first acknowledged moves');
  await sleep(1000);
  const before = acknowledged.length;
  expect(before).toBeGreaterThan(0);
  // A game against a robot whose move is being made when PostgreSQL dies.
  const robotGame = await newGame(cleo, { gameType: 'race', seats: '2', robots: '1' });
  const held = await holdRobotMove(url, robotGame).catch((err: Error) => {
    throw new Error(`${err.message}\nthe site's last output: ${output.join('').slice(-3000)}`);
  });
  const robotSeq = async () => ((await cleo.agent.get(`/api/games/${robotGame}`).expect(200)).body as { game: { seq: number } }).game.seq;

  // PostgreSQL goes away: an immediate shutdown, as if it had crashed.
  await pg.crash('SIGQUIT');
  const refusedBefore = statuses.get(503) ?? 0;
  await sleep(3000);
  const health = await fetch(`${base}/healthz`);
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ ok: false, database: 'down' });
  const api = await anna.agent.get(`/api/games/${duel}`);
  expect(api.status).toBe(503);
  expect(api.body.error).toMatchObject({ status: 503, code: 'database_unavailable' });
  expect(site.exitCode).toBeNull();
  const refusedDuring = (statuses.get(503) ?? 0) - refusedBefore;
  expect(refusedDuring).toBeGreaterThan(0);
  const movesDuring = acknowledged.length;

  // PostgreSQL comes back (crash recovery): the site serves again by itself.
  const restarting = Date.now();
  await pg.restart();
  const started = Date.now();
  await waitFor(healthy, LONG_MS, '/healthz to answer 200 again');
  const healthyAfter = Date.now() - started;
  await waitFor(() => acknowledged.length > movesDuring, SERVER_MS, 'a move acknowledged after the outage');
  const firstMoveAfter = Date.now() - started;
  await waitFor(async () => (await robotSeq()) > held.seq, RESUME_MS, "the robot's move that PostgreSQL's death cut off");
  const robotResumed = Date.now() - started;
  await held.release();
  await sleep(1500);
  running = false;
  await Promise.all([players, reader]);

  // The worker goes on: Cleo moves, the robot answers.
  // Cleo plays her whole turn (it may take several steps); then the robot's move is the worker's.
  let afterCleo = -1;
  for (let i = 0; i < 100; i++) {
    const r = await tryMove(cleo, robotGame);
    if (r.moved !== undefined) afterCleo = r.moved;
    else if (r.status === 200 && afterCleo >= 0) break; // her turn is over
  }
  expect(afterCleo).toBeGreaterThan(0);
  const waited = Date.now();
  await waitFor(async () => (await robotSeq()) > afterCleo, SERVER_MS, "the robot's answer");
  const robotAfter = Date.now() - waited;

  // Nothing acknowledged was lost; nothing answered 500; the stored games replay.
  expect(statuses.get(500) ?? 0).toBe(0);
  expect([...statuses.keys()].filter((s) => ![200, 201, 503].includes(s))).toEqual([]);
  const db = createDb(url, 2);
  try {
    const stored = new Set((await db.move.findMany({ where: { gameId: duel }, select: { seq: true } })).map((m) => m.seq));
    expect(acknowledged.filter((seq) => !stored.has(seq))).toEqual([]);
    const report = await verifyAll(db);
    expect(report.mismatches).toEqual([]);
  } finally {
    await db.$disconnect();
  }
  expect(site.exitCode).toBeNull();
  console.log(
    `outage: ${acknowledged.length} moves acknowledged (${before} before, ${acknowledged.length - movesDuring} after), ` +
      `${refusedDuring} requests answered 503 in 3 s without the database, PostgreSQL back in ${started - restarting} ms (crash recovery), ` +
      `/healthz 200 ${healthyAfter} ms and the first move ${firstMoveAfter} ms after that, the robot cut off moved ${robotResumed} ms after it; ` +
      `the robot answered a move ${robotAfter} ms after it (ROBOT_DELAY_SECONDS=3); 0 moves lost, 0 answers 500`,
  );

  site.kill('SIGTERM');
  await new Promise((resolve) => (site.exitCode !== null ? resolve(null) : site.once('exit', resolve)));
  expect(site.exitCode).toBe(0);
});
