/**
 * Caps on live event streams (issue 32, finding 5: 500 streams from one address were all held),
 * against the real server: a browser session holds at most LIVE_STREAMS_PER_SESSION streams, an
 * address LIVE_STREAMS_PER_ADDRESS (here 3 and 5), counted in PostgreSQL across web processes (a
 * second app on the same database is refused too); one more is a 429 with the usual error page and
 * Retry-After, also in a burst of opens sent at once; a closed stream frees its place; and a stream
 * ends by itself after LIVE_STREAM_MAX_SECONDS (1 s on the second app), freeing its place.
 */
import { randomBytes } from 'node:crypto';
import { createGameByForm, createTestSite, signUp, type Player, type TestSite } from '../support/app';
import { listen, secondWebProcess, type Listening, type WebProcess } from '../support/listening';
import { waitFor } from '../support/jobs';
import { SERVER_MS } from '../support/patience';

const CAPS = { RATE_LIMITS: 'true', LIVE_STREAMS_PER_SESSION: '3', LIVE_STREAMS_PER_ADDRESS: '5' };

let site: TestSite;
let here: Listening;
let base: string;
let other: WebProcess;
let anna: Player;
let annaCookie: string;
let gameId: number;

beforeAll(async () => {
  site = await createTestSite({ env: CAPS });
  here = await listen(site.app);
  base = here.base;
  // A second web process on the same database, whose streams end after a second.
  other = await secondWebProcess(site, { ...CAPS, LIVE_STREAM_MAX_SECONDS: '1' });
  anna = await signUp(site, 'Anna');
  annaCookie = `sid=${(await site.services.users.login({ username: 'Anna', password: 'correct horse battery' })).token}`;
  gameId = await createGameByForm(anna, { gameType: 'race', seats: '2', robots: '1' });
});
afterAll(async () => {
  for (const s of opened) s.close();
  await other.close();
  await here.close();
  await site.close();
});

/** A browser session not signed in: its visitor cookie. */
const visitor = () => `vid=${randomBytes(32).toString('base64url')}`;

interface Opened {
  status: number;
  res: Response;
  close(): void;
}
const opened: Opened[] = [];

/** Opens a stream (or is refused); an open one stays open until closed. */
async function open(path: string, cookie?: string, at = base): Promise<Opened> {
  const controller = new AbortController();
  const res = await fetch(at + path, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, signal: controller.signal });
  const s = { status: res.status, res, close: () => controller.abort() };
  if (res.status === 200) opened.push(s);
  return s;
}

const rows = async () => Number((await site.services.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM live_streams`)[0].n);

async function expectRefused(s: Opened): Promise<void> {
  expect(s.status).toBe(429);
  expect(s.res.headers.get('retry-after')).toBe('30');
  expect(await s.res.text()).toContain('Too many attempts. Please wait a minute and try again.');
}

describe('live streams per client', () => {
  it('a session gets its cap and no more; closing one frees a place', async () => {
    const mine = [await open(`/games/${gameId}/events`, annaCookie), await open('/me/events', annaCookie), await open('/me/events', annaCookie)];
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200]);
    await expectRefused(await open('/me/events', annaCookie));
    await expectRefused(await open(`/games/${gameId}/events`, annaCookie));
    mine[1].close();
    await waitFor(async () => (await rows()) === 2, SERVER_MS, 'the closed stream to give its place back');
    expect((await open('/me/events', annaCookie)).status).toBe(200);
  });

  it('an address gets its cap over all its sessions, counted across web processes', async () => {
    // Anna holds 3 of the address's 5.
    expect((await open('/me/events', visitor())).status).toBe(200);
    expect((await open('/me/events', visitor())).status).toBe(200);
    await expectRefused(await open('/me/events', visitor()));
    await expectRefused(await open('/me/events')); // no cookie at all
    await expectRefused(await open('/me/events', visitor(), other.base));
  });

  it('holds in a burst of opens sent at once', async () => {
    for (const s of opened.splice(0)) s.close();
    await waitFor(async () => (await rows()) === 0, SERVER_MS, 'every stream to give its place back');
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => open('/me/events', visitor(), i % 2 ? other.base : base)));
    expect(burst.filter((s) => s.status === 200)).toHaveLength(5);
    expect(burst.filter((s) => s.status === 429)).toHaveLength(25);
    for (const s of burst) if (s.status !== 200) await s.res.text();
    expect(await rows()).toBe(5);
    for (const s of opened.splice(0)) s.close();
    await waitFor(async () => (await rows()) === 0, SERVER_MS, 'every stream to give its place back');
  });

  it('ends a stream after its lifetime (the page reconnects by itself), freeing its place', async () => {
    const s = await open(`/games/${gameId}/events`, annaCookie, other.base);
    expect(s.status).toBe(200);
    const started = Date.now();
    const text = await s.res.text(); // until the server ends it
    expect(Date.now() - started).toBeLessThan(SERVER_MS);
    expect(text).toMatch(/^retry: 2000\n\n/); // EventSource reconnects after an ended stream
    expect(text).toContain('event: game');
    await waitFor(async () => (await rows()) === 0, SERVER_MS, 'the ended stream to give its place back');
  });
});
