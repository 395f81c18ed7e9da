/**
 * A tournament round's mail follows the grace period of "your turn" mails and stands for the
 * seat's first one: it waits the grace period (a delayed job), is not sent to a player who looked
 * at his game of the round (page or API) or watches it live, says "it is your move" when it is —
 * and that turn then gets no "your turn" mail of its own. Preferences hold ("none": no mail;
 * digest: the round mail), and running a round's steps again mails nobody twice. Real SMTP
 * server on loopback, real worker, real event stream over HTTP.
 */
import { createTestSite, TestSite } from '../support/app';
import { SmtpSink } from '../support/smtp-sink';
import { drain, waitFor } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';
import { LIVE_MS, LONG_MS, SERVER_MS } from '../support/patience';
import { listen, type Listening } from '../support/listening';

/** The grace period: long enough that the worker's handling of a move ends within it on a busy machine. */
const GRACE = 4;

let site: TestSite;
let sink: SmtpSink;
let web: Listening;
let base: string;
let org: TestUser;
let n = 0;

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  site = await createTestSite({ worker: true, env: { SMTP_URL: sink.url, TURN_MAIL_GRACE_SECONDS: String(GRACE) } });
  web = await listen(site.app);
  base = web.base;
  org = await makeUser(site.services, 'Orga');
});
afterAll(async () => {
  await web.close();
  await site.close();
  await sink.stop();
});

async function cookieOf(u: TestUser): Promise<string> {
  return `sid=${(await site.services.users.login({ username: u.username, password: 'correct horse battery' })).token}`;
}

const roundMails = (u: TestUser) => sink.to(u.email).filter((m) => m.subject.includes(': round 1 has started'));
const turnMails = (u: TestUser, id: number) => sink.to(u.email).filter((m) => m.subject === `Your turn in Race #${id}`);

/** A one-round tournament of Race for two new players; returns them and their game once it runs. */
async function tournament(modes: ('EVERY_TURN' | 'DAILY_DIGEST' | 'NONE')[] = ['EVERY_TURN', 'EVERY_TURN']): Promise<{ a: TestUser; b: TestUser; gameId: number; tid: number }> {
  const s = site.services;
  const k = ++n;
  const a = await makeUser(s, `Ann${k}`, { notifyMode: modes[0] });
  const b = await makeUser(s, `Bob${k}`, { notifyMode: modes[1] });
  const tid = await s.tournaments.create(org.id, { name: `Cup ${k}`, gameType: 'race', tableSize: 2, format: 'swiss', rounds: 1, minPlayers: 2, maxPlayers: 2, rated: false, deadlineDays: 3 });
  for (const u of [a, b]) await s.tournaments.join(tid, u.id);
  await s.tournaments.start(tid, org.id);
  let gameId = 0;
  await waitFor(async () => {
    const t = await s.db.tournamentTable.findFirst({ where: { tournamentId: tid, game: { status: 'ACTIVE' } } });
    gameId = t?.gameId ?? 0;
    return gameId > 0;
  }, LONG_MS, 'the round to start');
  return { a, b, gameId, tid };
}

/** Both players choose their favourites (through the services: that is no look at the game). */
async function favourites(gameId: number, a: TestUser, b: TestUser): Promise<void> {
  const picks = [
    { type: 'favourites', favourites: ['rithle', 'aristas'] },
    { type: 'favourites', favourites: ['celya', 'elaari'] },
  ];
  for (const [i, u] of [a, b].entries()) {
    const g = await loadGame(site.services.db, gameId);
    await site.services.games.submitMove(gameId, u.id, { seq: g.seq, move: picks[i] });
  }
}

/** Until every mail due by now (a grace period from now) had its chance. */
async function afterGrace(times = 1): Promise<void> {
  await new Promise((r) => setTimeout(r, times * (GRACE + 1) * 1000 + 500));
  await drain(site.services.db);
}

it.concurrent('not looked: one round mail after the grace period, saying whose move it is, and no separate first turn mail', async () => {
  const { a, b, gameId } = await tournament();
  // (no "has started" mail either: the round's mail says it)
  expect(await site.services.db.email.count({ where: { userId: { in: [a.id, b.id] } } })).toBe(0);
  await favourites(gameId, a, b);
  await drain(site.services.db);
  expect(roundMails(a)).toHaveLength(0); // not yet: the grace period runs
  await afterGrace();
  await waitFor(() => roundMails(a).length === 1 && roundMails(b).length === 1, SERVER_MS, 'the round mails');
  const g = await loadGame(site.services.db, gameId);
  const first = g.toAct[0] === seatOfUser(g, a.id) ? a : b;
  const second = first === a ? b : a;
  expect(g.seats[seatOfUser(g, first.id)!].turnSeq).toBeGreaterThan(0); // a turn that came after the start…
  expect(roundMails(first)[0].text).toContain('It is your move.'); // …told by the round mail
  expect(roundMails(second)[0].text).toContain('We will tell you when it is your turn.');
  // Its own grace period over too: still no "your turn" mail, nor anything else.
  await afterGrace();
  expect(turnMails(first, gameId)).toHaveLength(0);
  expect(sink.to(first.email)).toHaveLength(1);
  expect(sink.to(second.email)).toHaveLength(1);
  // A later turn is mailed as ever.
  const now = await loadGame(site.services.db, gameId);
  const legal = moduleOf(now).legalMoves(now.state, seatOfUser(now, first.id)!);
  await site.services.games.submitMove(gameId, first.id, { seq: now.seq, move: legal[0] });
  await afterGrace();
  await waitFor(() => turnMails(second, gameId).length === 1, SERVER_MS, 'the next turn mail');
});

it.concurrent('looked at the game within the grace period (page or API): no round mail; a turn he has not seen still gets its mail', async () => {
  const { a, b, gameId } = await tournament();
  const page = await fetch(`${base}/games/${gameId}`, { headers: { cookie: await cookieOf(a) } });
  expect(page.status).toBe(200);
  const api = await fetch(`${base}/api/games/${gameId}`, { headers: { cookie: await cookieOf(b) } });
  expect(api.status).toBe(200);
  await favourites(gameId, a, b);
  await afterGrace(2);
  expect(roundMails(a)).toHaveLength(0);
  expect(roundMails(b)).toHaveLength(0);
  // The turn that came after his look (the favourites chosen) is his news: its own mail.
  const g = await loadGame(site.services.db, gameId);
  const first = g.toAct[0] === seatOfUser(g, a.id) ? a : b;
  await waitFor(() => turnMails(first, gameId).length === 1, SERVER_MS, 'the first turn mail');
  expect(sink.to((first === a ? b : a).email)).toHaveLength(0);
});

it.concurrent('watching the game live: no round mail', async () => {
  const { a, b, gameId } = await tournament();
  const controller = new AbortController();
  const stream = await fetch(`${base}/games/${gameId}/events`, { headers: { cookie: await cookieOf(a), accept: 'text/event-stream' }, signal: controller.signal });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body!.getReader();
  await reader.read();
  await waitFor(async () => (await site.services.db.seat.findFirst({ where: { gameId, userId: a.id } }))!.liveUntil !== null, LIVE_MS, 'presence');
  // (only the watching mark is tested here: whatever a look stored is undone)
  await site.services.db.seat.updateMany({ where: { gameId, userId: a.id }, data: { seenSeq: -1 } });
  await afterGrace();
  controller.abort();
  expect(roundMails(a)).toHaveLength(0);
  await waitFor(() => roundMails(b).length === 1, SERVER_MS, 'the round mail of the other');
});

it.concurrent('preferences: "no mail" gets no round mail, the digest gets it (and no turn mails)', async () => {
  const { a, b, gameId } = await tournament(['NONE', 'DAILY_DIGEST']);
  await favourites(gameId, a, b);
  await afterGrace(2);
  expect(sink.to(a.email)).toHaveLength(0);
  expect(roundMails(b)).toHaveLength(1);
  expect(turnMails(b, gameId)).toHaveLength(0);
});

it.concurrent('a round whose steps run again (after a crash) mails nobody twice', async () => {
  const { a, b, gameId, tid } = await tournament();
  const s = site.services;
  await afterGrace();
  await waitFor(() => roundMails(a).length === 1 && roundMails(b).length === 1, SERVER_MS, 'the round mails');
  // the advance, the round mails' jobs and their due checks, run again
  await s.tournaments.advance(tid);
  for (const seat of [0, 1]) expect(await s.tournaments.roundMailDue(gameId, seat)).toBe(false);
  await site.queue!.send('tournament-round-mail', { gameId, seat: 0 }, { key: `${gameId}:0:again` });
  await drain(s.db);
  expect(await s.db.email.count({ where: { kind: 'tournament-round', userId: { in: [a.id, b.id] } } })).toBe(2);
  await new Promise((r) => setTimeout(r, 500));
  expect(roundMails(a)).toHaveLength(1);
  expect(roundMails(b)).toHaveLength(1);
});

it.concurrent('the round mails are queued before the game starts: a process killed right after the start loses none', async () => {
  const { gameId } = await tournament();
  const s = site.services;
  const game = await s.db.game.findUniqueOrThrow({ where: { id: gameId }, select: { startedAt: true } });
  const jobs = await s.db.$queryRaw<{ created_on: Date }[]>`SELECT created_on FROM pgboss.job WHERE name = 'tournament-round-mail' AND (data ->> 'gameId')::int = ${gameId}`;
  expect(jobs).toHaveLength(2);
  for (const j of jobs) expect(j.created_on.getTime()).toBeLessThanOrEqual(game.startedAt!.getTime());
  // A job that finds its game not started yet (killed between seating and start) fails, to be tried again.
  await s.db.game.update({ where: { id: gameId }, data: { status: 'OPEN' } });
  await expect(s.tournaments.roundMailDue(gameId, 0)).rejects.toThrow('has not started yet');
  await s.db.game.update({ where: { id: gameId }, data: { status: 'ACTIVE' } });
});
