/**
 * No "has started" mail to a player watching the game page (issue 31, point 7). Watching is a mark
 * in PostgreSQL (seats.live_until, src/live/presence.ts), so any worker sees what any web process
 * marked: the open event stream of the waiting room or the game page marks its player (and renews
 * the mark), and so does a click that starts the game and answers with its page (taking its last
 * seat, filling it with robots, creating it full of robots), for the moment until that page opens
 * its own stream. Everyone else gets the mail. Real worker, real SMTP server and event streams on loopback.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestSite, csrfFrom, TestSite } from '../support/app';
import { SmtpSink } from '../support/smtp-sink';
import { drain, waitFor } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { loadGame } from '../../src/services/playing/game-record';
import { LIVE_MS } from '../support/patience';
import { CLICK_SECONDS } from '../../src/live/presence';

let site: TestSite;
let sink: SmtpSink;
let server: Server;
let base: string;
const cookies = new Map<number, string>();
const users: Record<string, TestUser> = {};
const streams: AbortController[] = [];

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  site = await createTestSite({ worker: true, env: { SMTP_URL: sink.url } });
  server = site.app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const name of ['Anna', 'Ben', 'Cleo', 'Dora', 'Emil']) {
    const u = await makeUser(site.services, name);
    users[name] = u;
    cookies.set(u.id, `sid=${(await site.services.users.login({ username: u.username, password: 'correct horse battery' })).token}`);
  }
});
afterAll(async () => {
  for (const c of streams) c.abort();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await site.close();
  await sink.stop();
});

const startedMails = (u: TestUser, id: number) => sink.to(u.email).filter((m) => m.subject.startsWith(`Race #${id} has started`));
const liveUntil = async (id: number, u: TestUser) => (await site.services.db.seat.findFirst({ where: { gameId: id, userId: u.id } }))?.liveUntil ?? null;

/** Opens the game page's event stream as the user (what public/live.js does), until the test ends. */
async function watch(id: number, u: TestUser): Promise<AbortController> {
  const controller = new AbortController();
  streams.push(controller);
  const res = await fetch(`${base}/games/${id}/events`, { headers: { cookie: cookies.get(u.id)!, accept: 'text/event-stream' }, signal: controller.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  await reader.read(); // open
  void (async () => {
    try {
      while (!(await reader.read()).done);
    } catch {
      // aborted
    }
  })();
  return controller;
}

/** Posts a form of the game's page as the user (the button in the waiting room or the lobby). */
async function click(u: TestUser, page: string, action: string, fields: Record<string, string> = {}): Promise<Response> {
  const html = await (await fetch(`${base}${page}`, { headers: { cookie: cookies.get(u.id)! } })).text();
  const body = new URLSearchParams({ _csrf: csrfFrom(html), ...fields });
  const res = await fetch(`${base}${action}`, { method: 'POST', body, redirect: 'manual', headers: { cookie: cookies.get(u.id)!, 'content-type': 'application/x-www-form-urlencoded' } });
  expect([action, res.status]).toEqual([action, 303]);
  return res;
}

/** Waits until the worker handled the game's start and every mail it queued went out. */
async function startHandled(id: number): Promise<void> {
  await waitFor(async () => (await loadGame(site.services.db, id)).notifiedSeq >= 0, LIVE_MS, 'the start to be handled');
  await drain(site.services.db);
}

it('the creator watching the waiting room and the invited player who accepts get no "has started" mail', async () => {
  const { Anna, Ben } = users;
  const id = await site.services.lobby.createGame(Anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3 });
  await watch(id, Anna);
  await waitFor(async () => (await liveUntil(id, Anna)) !== null, LIVE_MS, "Anna's mark");
  const res = await click(Ben, `/games/${id}`, `/games/${id}/join`);
  expect(res.headers.get('location')).toBe(`/games/${id}`);
  await startHandled(id);
  expect((await loadGame(site.services.db, id)).status).toBe('ACTIVE');
  expect(startedMails(Anna, id)).toHaveLength(0);
  expect(startedMails(Ben, id)).toHaveLength(0);
  const rows = await site.services.db.email.findMany({ where: { kind: 'started' } });
  expect(rows.filter((r) => r.key.startsWith(`started:${id}:`))).toHaveLength(0);
});

it('players who do not watch get it; a mark older than a minute is no watching', async () => {
  const { Anna, Ben, Cleo } = users;
  const id = await site.services.lobby.createGame(Anna.id, { gameType: 'race', seats: 3, invite: ['Ben', 'Cleo'], deadlineDays: 3 });
  // Ben looked a while ago: his stream closed more than a minute back
  await site.services.lobby.join(id, Ben.id);
  await site.services.db.seat.updateMany({ where: { gameId: id, userId: Ben.id }, data: { liveUntil: new Date(Date.now() - 1000) } });
  // Cleo accepts through the services (no page: a test's shortcut, not a click)
  await site.services.lobby.join(id, Cleo.id);
  await startHandled(id);
  for (const u of [Anna, Ben, Cleo]) expect([u.username, startedMails(u, id).length]).toEqual([u.username, 1]);
});

it('works across processes: the mark is a row in PostgreSQL, whoever wrote it', async () => {
  const { Anna, Ben } = users;
  const id = await site.services.lobby.createGame(Anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 3 });
  // another web process's stream marked Anna: nothing of it lives in this process
  await site.services.db.$executeRaw`UPDATE seats SET live_until = now() + interval '40 seconds' WHERE game_id = ${id} AND user_id = ${Anna.id}`;
  await site.services.lobby.join(id, Ben.id);
  await startHandled(id);
  expect(startedMails(Anna, id)).toHaveLength(0);
  expect(startedMails(Ben, id)).toHaveLength(1);
});

it('a reader who takes a seat while his waiting room stays open is marked, and his mark renewed at every change', async () => {
  const { Anna, Dora, Emil } = users;
  const id = await site.services.lobby.createGame(Anna.id, { gameType: 'race', seats: 3, deadlineDays: 3 });
  await watch(id, Dora); // a spectator of the waiting room: no seat to mark yet
  await click(Dora, `/games/${id}`, `/games/${id}/join`); // the page swaps itself; the stream stays
  // (her join does not start the game: her stream marks her at the change it announced)
  await waitFor(async () => (await liveUntil(id, Dora)) !== null, LIVE_MS, "Dora's mark");
  // His mark ran out; the next change of the game (an invitation) renews it through the stream.
  await site.services.db.seat.updateMany({ where: { gameId: id, userId: Dora.id }, data: { liveUntil: null } });
  await site.services.lobby.invite(id, Anna.id, 'Emil');
  await waitFor(async () => (await liveUntil(id, Dora)) !== null, LIVE_MS, "Dora's mark renewed");
  await site.services.lobby.join(id, Emil.id);
  await startHandled(id);
  expect(startedMails(Dora, id)).toHaveLength(0);
  expect(startedMails(Anna, id)).toHaveLength(1);
  expect(startedMails(Emil, id)).toHaveLength(1);
});

it('a game full of robots started by a click mails its creator nothing (he is on its page); made by the services, it does', async () => {
  const { Cleo } = users;
  const form = await (await fetch(`${base}/games/new?game=race`, { headers: { cookie: cookies.get(Cleo.id)! } })).text();
  const body = new URLSearchParams({ _csrf: csrfFrom(form), gameType: 'race', seats: '3', robots: '2', deadlineDays: '3' });
  const res = await fetch(`${base}/games`, { method: 'POST', body, redirect: 'manual', headers: { cookie: cookies.get(Cleo.id)!, 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.status).toBe(303);
  const id = Number(/\/games\/(\d+)/.exec(res.headers.get('location')!)![1]);
  await startHandled(id);
  expect(startedMails(Cleo, id)).toHaveLength(0);
  const other = await site.services.lobby.createGame(Cleo.id, { gameType: 'race', seats: 3, robots: 2, deadlineDays: 3 });
  await startHandled(other);
  expect(startedMails(Cleo, other)).toHaveLength(1);
  // The creator fills the open seats with robots from the waiting room: his click, his page.
  const third = await site.services.lobby.createGame(Cleo.id, { gameType: 'race', seats: 2, deadlineDays: 3 });
  await click(Cleo, `/games/${third}`, `/games/${third}/robots`);
  await startHandled(third);
  expect(startedMails(Cleo, third)).toHaveLength(0);
});

it('a click that does not start the game marks nobody; one that does, only for a moment (CLICK_SECONDS)', async () => {
  const { Anna, Ben, Emil } = users;
  const id = await site.services.lobby.createGame(Anna.id, { gameType: 'race', seats: 3, invite: ['Ben', 'Emil'], deadlineDays: 3 });
  await click(Ben, `/games/${id}`, `/games/${id}/join`);
  expect(await liveUntil(id, Ben)).toBeNull();
  const at = Date.now();
  await click(Emil, `/games/${id}`, `/games/${id}/join`);
  const mark = (await liveUntil(id, Emil))!.getTime();
  expect(mark).toBeGreaterThanOrEqual(at + CLICK_SECONDS * 1000 - 1000);
  expect(mark).toBeLessThanOrEqual(Date.now() + CLICK_SECONDS * 1000 + 1000);
  await startHandled(id);
  expect(startedMails(Emil, id)).toHaveLength(0);
  expect(startedMails(Ben, id)).toHaveLength(1);
});
