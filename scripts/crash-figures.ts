/**
 * Recovery after a crash, measured (issue 32; docs/operations.md, "Recovery after a crash"):
 *
 *   npx tsx scripts/crash-figures.ts [runs]     (default 3; loopback only, every wait bounded)
 *
 * Each run, for each kind of crash, a fresh site with the default job settings
 * (JOB_EXPIRE_SECONDS 120, JOB_MAINTENANCE_SECONDS 60, ROBOT_DELAY_SECONDS 2), "your turn" mails
 * at once (TURN_MAIL_GRACE_SECONDS=0) to an SMTP server in this process, ten games of confirmed
 * players and one against a robot. The crash comes while the robot's move is being made (held on
 * a row lock: test/support/held-robot-move.ts) and mails are going out (at a random mail of a
 * burst). The killed process is started again at once, as a supervisor would. Printed per crash:
 * the time from the kill until the site serves (/healthz 200), until the robot has moved, until
 * every mail of the changes made before the kill has arrived (and how many came twice, under
 * the same Message-ID); then the medians. The site runs from the sources (tsx), as in the tests.
 */
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../src/config/config';
import { createDb } from '../src/db/client';
import { databaseUrl, embeddedServerUrl, freePort } from '../src/db/embedded';
import { JobQueue } from '../src/queue';
import { createServices } from '../src/services';
import { holdRobotMove, type HeldMove } from '../test/support/held-robot-move';
import { playIfMyTurn } from '../test/support/play';
import { SmtpSink } from '../test/support/smtp-sink';
import { makeUser } from '../test/support/users';
import { spawnWeb, spawnWorker, type WorkerProcess } from '../test/support/worker-process';
import { ownPostgres } from '../test/support/own-postgres';

const RUNS = Math.max(1, Number(process.argv[2] ?? 3) || 3);
/** the longest any one thing is waited for (a mail held by a killed worker comes after its lease: 120 s) */
const BOUND_MS = 6 * 60_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One query on a connection of its own; null while the database cannot answer. */
async function query<T>(url: string, sql: string, params: unknown[] = []): Promise<T[] | null> {
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  c.on('error', () => undefined);
  try {
    await c.connect();
    return (await c.query(sql, params)).rows as T[];
  } catch {
    return null;
  } finally {
    await c.end().catch(() => undefined);
  }
}

/** Milliseconds from `since` until `check` holds (polled every 100 ms), or throws after BOUND_MS. */
async function after(since: number, check: () => Promise<boolean>, what: string): Promise<number> {
  while (!(await check())) {
    if (Date.now() - since > BOUND_MS) throw new Error(`no ${what} within ${BOUND_MS / 1000} s`);
    await sleep(100);
  }
  return Date.now() - since;
}

interface Figures {
  serving?: number;
  started?: number;
  robot: number;
  /** every mail but those the dead process had claimed (in the middle of their SMTP exchange) */
  others?: number;
  mails: number;
  twice: number;
}

/** The mails claimed for sending right after the kill: the dead process's, in the middle of their SMTP exchange. */
async function claimed(url: string): Promise<number[]> {
  return ((await query<{ id: number }>(url, "SELECT id FROM emails WHERE status = 'SENDING'")) ?? []).map((r) => r.id);
}

/**
 * Players, games and the moment of the crash on a site whose database is `url`: the robot's move
 * held, then a burst of turn mails, and `crash` called at a random mail of it (it kills, lets the
 * held move go — its process is dead — and starts again what a supervisor would). Returns the
 * game with the robot and its sequence number at the crash.
 */
async function setUpAndCrash(url: string, env: Record<string, string>, sink: SmtpSink, crash: (held: HeldMove) => Promise<void>): Promise<{ robotGame: number; seq: number }> {
  const config = loadConfig({ ...env, DATABASE_URL: url });
  const db = createDb(url, 4);
  const s = createServices(db, config, { secret: env.SESSION_SECRET });
  const queue = new JobQueue(url, config, () => undefined, 2); // announces the changes; the site's worker works them
  await queue.start();
  s.attachQueue(queue);
  try {
    const tag = Math.random().toString(36).slice(2, 6);
    const users = [];
    for (let i = 0; i < 20; i++) users.push(await makeUser(s, `p${tag}${i}`));
    const games: number[] = [];
    for (let g = 0; g < 10; g++) {
      const id = await s.lobby.createGame(users[2 * g].id, { gameType: 'race', seats: 2, invite: users[2 * g + 1].username, deadlineDays: 0 });
      await s.lobby.join(id, users[2 * g + 1].id);
      games.push(id);
    }
    const robotGame = await s.lobby.createGame(users[0].id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
    const held = await holdRobotMove(url, robotGame);
    await after(Date.now(), async () => (await db.email.count({ where: { status: { not: 'SENT' } } })) === 0, 'first mails');
    // the burst: four steps in every game, one mail each (mostly), the crash at a random one
    const at = sink.mails.length + 5 + Math.floor(Math.random() * 20);
    let down = false;
    const crashed = (async () => {
      await sink.waitUntil(() => sink.mails.length >= at, BOUND_MS, 'the burst');
      down = true;
      await crash(held);
    })();
    for (let r = 0; r < 4 && !down; r++) {
      for (const id of games) {
        if (down) break;
        try {
          const g = await db.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
          const userId = g.seats.find((x) => g.toAct.includes(x.seat))?.userId;
          if (userId) await playIfMyTurn(s, id, userId, r);
        } catch (err) {
          if (!down) throw err; // (a step cut off by the crash)
        }
      }
    }
    await crashed;
    return { robotGame, seq: held.seq };
  } finally {
    // not waited for: the database may be gone, and the recovery is being timed
    void queue.stop(false).catch(() => undefined);
    void db.$disconnect().catch(() => undefined);
  }
}

/** After the crash at `t0`: until the robot has moved, and until every mail (but `held`, and then every one) is sent and at the server. */
async function recovery(url: string, sink: SmtpSink, t0: number, robotGame: number, seq: number, held: number[] | null): Promise<Pick<Figures, 'robot' | 'others' | 'mails' | 'twice'>> {
  const robot = after(t0, async () => ((await query<{ seq: number }>(url, 'SELECT seq FROM games WHERE id = $1', [robotGame]))?.[0]?.seq ?? -1) > seq, "the robot's move");
  const sent = (but: number[]) => async () => {
    const rows = await query<{ id: number; status: string; message_id: string }>(url, 'SELECT id, status, message_id FROM emails');
    return !!rows && rows.every((r) => but.includes(r.id) || (r.status === 'SENT' && sink.mails.some((m) => m.messageId === r.message_id)));
  };
  const others = held ? after(t0, sent(held), 'mails') : Promise.resolve(undefined);
  const mails = after(t0, sent([]), 'mails');
  const figures = { robot: await robot, others: await others, mails: await mails };
  const ids = sink.mails.map((m) => m.messageId);
  return { ...figures, twice: ids.length - new Set(ids).size };
}

const baseEnv = async (sink: SmtpSink) => {
  const port = await freePort();
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'development',
    SESSION_SECRET: 'c'.repeat(40),
    SMTP_URL: sink.url,
    TURN_MAIL_GRACE_SECONDS: '0',
    RATE_LIMITS: 'false',
  };
};

const healthy = async (base: string) => (await fetch(`${base}/healthz`).catch(() => null))?.ok === true;

/** The settings of an `npm start` with its own embedded PostgreSQL (data under `dir`), and that database's URL. */
async function npmStartSetting(sink: SmtpSink) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-figures-'));
  await chmod(dir, 0o777);
  const pgPort = await freePort();
  const env = { ...(await baseEnv(sink)), DATA_DIR: dir, EMBEDDED_PG_PORT: String(pgPort) };
  return { dir, env, url: databaseUrl(embeddedServerUrl(pgPort), 'slipstream') };
}

/** `npm start` (web, worker and its embedded PostgreSQL in one process) killed with kill -9, and started again at once. */
async function killNpmStart(sink: SmtpSink): Promise<Figures> {
  const { dir, env, url } = await npmStartSetting(sink);
  let site: WorkerProcess = spawnWeb(env);
  try {
    await site.ready;
    let t0 = 0;
    let mailsHeld: number[] = [];
    const { robotGame, seq } = await setUpAndCrash(url, env, sink, async (held) => {
      await site.kill('SIGKILL');
      t0 = Date.now();
      mailsHeld = await claimed(url); // (its PostgreSQL still runs)
      await held.release();
      site = spawnWeb(env);
    });
    const serving = after(t0, () => healthy(env.BASE_URL), 'answer');
    const rest = await recovery(url, sink, t0, robotGame, seq, mailsHeld);
    return { serving: await serving, ...rest };
  } finally {
    await site.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

/** A worker of its own (`npm run worker`) killed with kill -9, and another started at once; the web process goes on. */
async function killWorker(sink: SmtpSink): Promise<Figures> {
  const pg = await ownPostgres();
  const url = pg.url;
  const env = { ...(await baseEnv(sink)), DATABASE_URL: url };
  const web = spawnWeb({ ...env, RUN_WORKER: 'false' });
  let worker = spawnWorker(env);
  try {
    await Promise.all([web.ready, worker.ready]);
    let t0 = 0;
    let started = Promise.resolve(0);
    let mailsHeld: number[] = [];
    const { robotGame, seq } = await setUpAndCrash(url, env, sink, async (held) => {
      await worker.kill('SIGKILL');
      t0 = Date.now();
      mailsHeld = await claimed(url);
      await held.release();
      worker = spawnWorker(env);
      started = worker.ready.then(() => Date.now() - t0);
    });
    const rest = await recovery(url, sink, t0, robotGame, seq, mailsHeld);
    return { started: await started, ...rest };
  } finally {
    await Promise.all([worker.kill('SIGTERM'), web.kill('SIGTERM')]);
    await pg.stop();
  }
}

/** The embedded PostgreSQL of `npm start` shut down the hard way (SIGQUIT: every server process ends at once, crash recovery at its next start); the site starts it again itself. */
async function killPostgres(sink: SmtpSink): Promise<Figures> {
  const { dir, env, url } = await npmStartSetting(sink);
  const site = spawnWeb(env);
  try {
    await site.ready;
    let t0 = 0;
    const { robotGame, seq } = await setUpAndCrash(url, env, sink, async (held) => {
      void held; // dies with its PostgreSQL
      const postmaster = Number((await readFile(path.join(dir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      process.kill(postmaster, 'SIGQUIT');
      t0 = Date.now();
    });
    await after(t0, async () => !(await healthy(env.BASE_URL)), 'outage'); // it went down...
    const serving = await after(t0, () => healthy(env.BASE_URL), 'answer'); // ...and came back
    const rest = await recovery(url, sink, t0, robotGame, seq, null);
    return { serving, ...rest };
  } finally {
    await site.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sec = (ms: number | undefined) => (ms === undefined ? '–' : `${(ms / 1000).toFixed(1)} s`);

async function main(): Promise<void> {
  delete process.env.DATABASE_URL; // each site has its own database
  const kinds: [string, (sink: SmtpSink) => Promise<Figures>][] = [
    ['npm start killed (kill -9), started again', killNpmStart],
    ['worker killed (kill -9), another started', killWorker],
    ['PostgreSQL shut down hard (SIGQUIT) under npm start', killPostgres],
  ];
  const results = new Map<string, Figures[]>(kinds.map(([k]) => [k, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const [name, crash] of kinds) {
      const sink = new SmtpSink();
      await sink.start();
      try {
        const f = await crash(sink);
        results.get(name)!.push(f);
        console.log(`run ${run}, ${name}: serving ${sec(f.serving)}, worker ready ${sec(f.started)}, robot moved ${sec(f.robot)}, every mail but those in the SMTP exchange ${sec(f.others)}, every mail ${sec(f.mails)} (${f.twice} twice) after the kill`);
      } finally {
        await sink.stop();
      }
    }
  }
  console.log(`\nMedians of ${RUNS} runs (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}):`);
  for (const [name, fs] of results) {
    const m = (k: keyof Figures) => (fs.some((f) => f[k] === undefined) ? undefined : median(fs.map((f) => f[k] as number)));
    console.log(`  ${name}: serving ${sec(m('serving'))}, worker ready ${sec(m('started'))}, robot ${sec(m('robot'))}, mails but those in the SMTP exchange ${sec(m('others'))}, every mail ${sec(m('mails'))}; mails twice: ${fs.map((f) => f.twice).join(', ')}`);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
