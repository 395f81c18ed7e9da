/**
 * `npm start` killed with kill -9 leaves its embedded PostgreSQL running on the data folder and
 * port. The next start finds it by its pid file, stops it cleanly and serves again by itself, and
 * a robot whose move the killed process was making moves within 15 s (issue 32);
 * SIGTERM then stops the site and its embedded PostgreSQL, after the requests in flight have
 * been answered; what they acknowledged is there after the next start. A start that cannot work
 * says why. (The site runs as `npm start` does,
 * from the sources: node --import tsx src/index.ts.)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { databaseUrl, embeddedServerUrl, freePort } from '../../src/db/embedded';
import { ROOT } from '../../src/paths';
import { csrfFrom } from '../support/app';
import { waitFor } from '../support/jobs';
import { LONG_MS, TEST_MS } from '../support/patience';
import { Browser } from '../support/http-browser';
import { holdRobotMove, RESUME_MS } from '../support/held-robot-move';

interface Site {
  proc: ChildProcess;
  output: string[];
  running: Promise<void>;
}

const exited = (p: ChildProcess) => new Promise<void>((resolve) => (p.exitCode !== null || p.signalCode !== null ? resolve() : p.once('exit', () => resolve())));

const started: Site[] = [];
// a failed test leaves no site running (each stops its embedded PostgreSQL on SIGTERM)
afterAll(async () => {
  for (const site of started) {
    if (site.proc.exitCode !== null || site.proc.signalCode !== null) continue;
    site.proc.kill('SIGTERM');
    await exited(site.proc);
  }
});

function start(env: Record<string, string>): Site {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL; // its own embedded PostgreSQL, as on an operator's machine
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const running = new Promise<void>((resolve, reject) => {
    proc.stdout?.on('data', (c: Buffer) => {
      output.push(c.toString());
      if (output.join('').includes('Slipstream is running')) resolve();
    });
    proc.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
    proc.once('exit', (code) => reject(new Error(`the site exited (${code}): ${output.join('')}`)));
  });
  running.catch(() => undefined);
  started.push({ proc, output, running });
  return { proc, output, running };
}


it('starts again by itself after kill -9, moves the robot it was moving, and stops its PostgreSQL on SIGTERM', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-restart-'));
  await chmod(dir, 0o777);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const pgPort = await freePort();
  // the job settings are the defaults: a held job would wait for its expiry (120 s and more)
  const env = { PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dir, RUN_WORKER: 'true', ROBOT_DELAY_SECONDS: '3', NODE_ENV: 'development' };
  const first = start(env);
  await first.running;
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  // A game against a robot, killed in the middle of the robot's move.
  const cleo = new Browser('cleo');
  await cleo.page(base, '/register');
  expect((await cleo.form(base, '/register', { username: 'cleo', email: cleo.email, password: 'correct horse battery' })).status).toBe(303);
  await cleo.page(base, '/');
  const created = await cleo.form(base, '/games', { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
  const game = Number(/\/games\/(\d+)/.exec(created.headers.get('location') ?? '')![1]);
  const held = await holdRobotMove(databaseUrl(embeddedServerUrl(pgPort), 'slipstream'), game);
  const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
  const orphan = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  first.proc.kill('SIGKILL');
  await exited(first.proc);
  await held.release();
  expect(() => process.kill(orphan, 0)).not.toThrow(); // its PostgreSQL still runs

  const second = start(env);
  await second.running;
  const ready = Date.now();
  expect(second.output.join('')).toContain(`An embedded PostgreSQL (pid ${orphan}) left running`);
  expect((await fetch(`${base}/healthz`)).status).toBe(200);
  const seq = async () => ((await (await cleo.fetch(base, `/api/games/${game}`)).json()) as { game: { seq: number } }).game.seq;
  await waitFor(async () => (await seq()) > held.seq, RESUME_MS, "the robot's move after the restart");
  console.log(`npm start killed (kill -9) while a robot moved: ready again, the robot moved ${Date.now() - ready} ms later`);

  second.proc.kill('SIGTERM');
  await exited(second.proc);
  expect(second.proc.exitCode).toBe(0);
  await expect(readFile(pidFile, 'utf8')).rejects.toThrow(); // PostgreSQL stopped and removed its pid file
}, 2 * TEST_MS);

it('a start that cannot work says why', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-busy-'));
  await chmod(dir, 0o777);
  const busy = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => busy.once('listening', r));
  const pgPort = (busy.address() as net.AddressInfo).port;
  const site = start({ PORT: String(await freePort()), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dir, RUN_WORKER: 'false', NODE_ENV: 'development' });
  await exited(site.proc);
  busy.close();
  expect(site.proc.exitCode).toBe(1);
  expect(site.output.join('')).toContain(`The embedded PostgreSQL did not start (data in ${path.join(dir, 'postgres')}, port ${pgPort})`);
  expect(site.output.join('')).not.toMatch(/^undefined$/m);
}, 2 * TEST_MS);

/** A browser's session on the site: its cookies and the CSRF token of a form. */
async function formSession(base: string, page: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${base}${page}`);
  return { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; '), csrf: csrfFrom(await res.text()) };
}

function postForm(base: string, url: string, session: { cookie: string; csrf: string }, fields: Record<string, string>) {
  return fetch(`${base}${url}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: session.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _csrf: session.csrf, ...fields }).toString(),
  });
}

it('SIGTERM answers the requests in flight first; what they acknowledged is there after the next start', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-drain-'));
  await chmod(dir, 0o777);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // sixteen sign-ups from one address: more than the default limit
  const env = { PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dir, RUN_WORKER: 'false', NODE_ENV: 'development', RATE_LIMIT_OVERRIDES: 'signup=100/3600' };
  const site = start(env);
  await site.running;
  const names = Array.from({ length: 16 }, (_x, i) => `drain${i}`);
  const sessions = await Promise.all(names.map(() => formSession(base, '/register')));
  // sixteen sign-ups (each hashes a password: they take a while), and the stop while they run
  const answers = Promise.allSettled(
    names.map((n, i) => postForm(base, '/register', sessions[i], { username: n, email: `${n}@example.org`, password: 'correct horse battery' }).then((r) => r.status)),
  );
  await new Promise((r) => setTimeout(r, 100));
  site.proc.kill('SIGTERM');
  // a request the server had not begun may find its connection closed: not acknowledged, no harm
  const statuses = (await answers).map((a) => (a.status === 'fulfilled' ? a.value : 'refused'));
  expect(statuses.filter((x) => typeof x === 'number' && x !== 303)).toEqual([]); // no 500: none was cut off
  expect(statuses.filter((x) => x === 303).length).toBeGreaterThan(0);
  await exited(site.proc);
  expect(site.proc.exitCode).toBe(0);
  expect(site.output.join('')).toContain('Stopping...');

  const again = start(env);
  await again.running;
  for (const [i, n] of names.entries()) {
    if (statuses[i] !== 303) continue; // not acknowledged: may be lost
    const login = await formSession(base, '/login');
    expect((await postForm(base, '/login', login, { username: n, password: 'correct horse battery' })).status).toBe(303);
  }
  again.proc.kill('SIGTERM');
  await exited(again.proc);
}, 2 * TEST_MS);


it('starts its embedded PostgreSQL again when that server is killed under it', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-pgkill-'));
  await chmod(dir, 0o777);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const site = start({ PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dir, RUN_WORKER: 'true', NODE_ENV: 'development' });
  await site.running;
  const signup = await formSession(base, '/register');
  expect((await postForm(base, '/register', signup, { username: 'kept', email: 'kept@example.org', password: 'correct horse battery' })).status).toBe(303);

  const pidFile = path.join(dir, 'postgres', 'postmaster.pid');
  const postmaster = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  const killed = Date.now();
  process.kill(postmaster, 'SIGKILL');
  // /healthz says 503 while it is gone, then 200 again
  let down = false;
  await waitFor(async () => {
    const res = await fetch(`${base}/healthz`).catch(() => null);
    if (res?.status === 503) down = true;
    return down && res?.ok === true;
  }, LONG_MS, 'the site to serve again');
  const backAfter = Date.now() - killed;
  expect(site.output.join('')).toContain('is not running: starting it again');
  const login = await formSession(base, '/login');
  expect((await postForm(base, '/login', login, { username: 'kept', password: 'correct horse battery' })).status).toBe(303);
  console.log(`embedded PostgreSQL killed (SIGKILL): the site served again ${backAfter} ms later`);
  expect(site.proc.exitCode).toBeNull();
  site.proc.kill('SIGTERM');
  await exited(site.proc);
  expect(site.proc.exitCode).toBe(0);
}, 2 * TEST_MS);

it('a second start on the data folder of a running site refuses, and leaves the running one alone', async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'slipstream-twice-'));
  await chmod(dir, 0o777);
  const port = await freePort();
  const env = { PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dir, RUN_WORKER: 'false', NODE_ENV: 'development' };
  const first = start(env);
  await first.running;
  const second = start({ ...env, PORT: String(await freePort()) });
  await exited(second.proc);
  expect(second.proc.exitCode).toBe(1);
  expect(second.output.join('')).toContain(`Another Slipstream (pid ${first.proc.pid}) runs the embedded PostgreSQL`);
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  first.proc.kill('SIGTERM');
  await exited(first.proc);
}, 2 * TEST_MS);
