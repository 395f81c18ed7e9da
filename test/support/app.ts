/** The whole site over a fresh test database, for supertest. */
import type { Express } from 'express';
import request from 'supertest';
import { loadConfig } from '../../src/config/config';
import { createServices, Services } from '../../src/services';
import { buildApp } from '../../src/app';
import { createTestDb, TestDb } from './db';
import type { Clock } from '../../src/clock';
import { JobQueue } from '../../src/queue';
import { startWorker, type Worker } from '../../src/jobs/worker';

export interface TestSite {
  app: Express;
  services: Services;
  t: TestDb;
  queue: JobQueue | null;
  close(): Promise<void>;
}

export interface TestSiteOptions {
  /** more settings (as environment variables) */
  env?: Record<string, string>;
  clock?: Clock;
  /** start a pg-boss queue (changes go through jobs); with `worker`, work it in this process */
  queue?: boolean;
  worker?: boolean;
}

export const TEST_SECRET = 'x'.repeat(40);

/** Settings for tests: quick polling, short retries and leases. */
export const TEST_ENV = {
  NODE_ENV: 'test',
  SESSION_SECRET: TEST_SECRET,
  BASE_URL: 'http://slipstream.test',
  ROBOT_DELAY_SECONDS: '0',
  JOB_POLL_SECONDS: '0.5',
  JOB_RETRY_DELAY_SECONDS: '1',
  JOB_RETRY_LIMIT: '3',
  JOB_EXPIRE_SECONDS: '8',
  JOB_MAINTENANCE_SECONDS: '1',
  // Turn mails at once (the grace period has its own test).
  TURN_MAIL_GRACE_SECONDS: '0',
  // Tests sign up and move far faster than people; test/http/rate-limits.test.ts turns them on.
  RATE_LIMITS: 'false',
  LOG_LEVEL: 'silent',
};

export async function createTestSite(opts: TestSiteOptions = {}): Promise<TestSite> {
  const t = await createTestDb();
  const config = loadConfig({ ...TEST_ENV, DATABASE_URL: t.url, ...opts.env });
  const services = createServices(t.db, config, { secret: TEST_SECRET, clock: opts.clock });
  let queue: JobQueue | null = null;
  let worker: Worker | null = null;
  if (opts.queue || opts.worker) {
    queue = new JobQueue(t.url, config, () => undefined, 3);
    await queue.start();
    services.attachQueue(queue);
    if (opts.worker) worker = await startWorker(queue, services, config);
  }
  const app = buildApp(services, { sessionSecret: TEST_SECRET });
  return {
    app,
    services,
    t,
    queue,
    async close() {
      await services.live.close();
      await worker?.stop();
      await queue?.stop(false);
      services.emails.close();
      await t.close();
    },
  };
}

/** The CSRF token on a page (from any form). */
export function csrfFrom(html: string): string {
  const m = html.match(/name="_csrf" value="([^"]+)"/);
  if (!m) throw new Error('no CSRF token on the page');
  return m[1];
}

export interface Player {
  agent: ReturnType<typeof request.agent>;
  username: string;
  csrf: string;
  id: number;
}

/** Signs up a user through the pages and returns a logged-in agent with its CSRF token. */
/** A fresh test site and players signed up on it, in this order (for a test file's beforeAll). */
export async function siteWithPlayers(...names: string[]): Promise<[TestSite, ...Player[]]> {
  const site = await createTestSite();
  const players: Player[] = [];
  for (const name of names) players.push(await signUp(site, name));
  return [site, ...players];
}

/**
 * For a test file: a fresh site with players signed up before its tests and closed after them;
 * `use` receives them (assign them to the file's variables).
 */
export function siteForFile(names: string[], use: (site: TestSite, ...players: Player[]) => void): void {
  let site: TestSite | undefined;
  beforeAll(async () => {
    const [made, ...players] = await siteWithPlayers(...names);
    site = made;
    use(made, ...players);
  });
  afterAll(() => site?.close());
}

export async function signUp(site: TestSite, username: string): Promise<Player> {
  const agent = request.agent(site.app);
  const form = await agent.get('/register').expect(200);
  await agent
    .post('/register')
    .type('form')
    .send({ _csrf: csrfFrom(form.text), username, email: `${username.toLowerCase()}@example.org`, password: 'correct horse battery' })
    .expect(303);
  const home = await agent.get('/').expect(200);
  const user = await site.services.users.findByUsername(username);
  return { agent, username, csrf: csrfFrom(home.text), id: user!.id };
}

/** A JSON POST of the API, with the player's CSRF token. */
export function postJson(p: Player, url: string, body: unknown) {
  return p.agent.post(url).set('X-CSRF-Token', p.csrf).set('Content-Type', 'application/json').send(JSON.stringify(body));
}

/** The game as the player's API reads it (`query`: e.g. the answers `p=…` of a move being put together). */
export async function apiGame<T>(p: Player, id: number, query = ''): Promise<T> {
  return (await p.agent.get(`/api/games/${id}${query ? `?${query}` : ''}`).expect(200)).body as T;
}

/** Creates a game through the new-game form (as a browser does); returns its id. */
export async function createGameByForm(p: Player, fields: Record<string, string | number>): Promise<number> {
  const res = await p.agent
    .post('/games')
    .type('form')
    .send({ _csrf: p.csrf, robots: '0', ...fields })
    .expect(303);
  return Number(/\/games\/(\d+)/.exec(res.headers.location)![1]);
}

/** What a refused request must leave as it was: the sequence number, the state, the log. */
export async function gameSnapshot(site: TestSite, id: number) {
  const game = await site.services.db.game.findUnique({ where: { id } });
  const moves = await site.services.db.move.count({ where: { gameId: id } });
  return { seq: game!.seq, state: JSON.stringify(game!.state), moves };
}
