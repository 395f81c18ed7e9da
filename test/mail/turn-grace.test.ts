/**
 * "Mail spam while playing live": a "your turn" mail waits a grace period and is not sent when the
 * player has looked at the game since his turn came (page or API), or watches it live (an open
 * event stream). Real SMTP server on loopback, real worker, real event stream over HTTP.
 */
import { createTestSite, TestSite } from '../support/app';
import { SmtpSink } from '../support/smtp-sink';
import { drain, waitFor } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';
import { LIVE_MS, SERVER_MS } from '../support/patience';
import { listen, type Listening } from '../support/listening';

/** The grace period: long enough that the worker's handling of a move ends within it on a busy machine. */
const GRACE = 4;

let site: TestSite;
let sink: SmtpSink;
let web: Listening;
let base: string;
let anna: TestUser;
let ben: TestUser;
const cookies = new Map<number, string>();

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  site = await createTestSite({ worker: true, env: { SMTP_URL: sink.url, TURN_MAIL_GRACE_SECONDS: String(GRACE) } });
  web = await listen(site.app);
  base = web.base;
  anna = await makeUser(site.services, 'Anna');
  ben = await makeUser(site.services, 'Ben');
  for (const u of [anna, ben]) cookies.set(u.id, `sid=${(await site.services.users.login({ username: u.username, password: 'correct horse battery' })).token}`);
});
afterAll(async () => {
  await web.close();
  await site.close();
  await sink.stop();
});

const turnMails = (u: TestUser, id: number) => sink.to(u.email).filter((m) => m.subject === `Your turn in Race #${id}`);

/** Makes the first legal move of the user (who must act). */
async function move(id: number, u: TestUser): Promise<void> {
  const game = await loadGame(site.services.db, id);
  const seat = seatOfUser(game, u.id)!;
  const legal = moduleOf(game).legalMoves(game.state, seat);
  await site.services.games.submitMove(id, u.id, { seq: game.seq, move: legal[0] });
}

/** Favourites chosen (no turn mails for the start), then play begins with the start player. */
async function newGame(): Promise<{ id: number; first: TestUser; second: TestUser }> {
  const s = site.services;
  const id = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 0 });
  await s.lobby.join(id, ben.id);
  const picks = [
    { type: 'favourites', favourites: ['rithle', 'aristas'] },
    { type: 'favourites', favourites: ['celya', 'elaari'] },
  ];
  for (const [i, u] of [anna, ben].entries()) {
    const g = await loadGame(s.db, id);
    await s.games.submitMove(id, u.id, { seq: g.seq, move: picks[i] });
  }
  await drain(s.db);
  const g = await loadGame(s.db, id);
  const first = g.toAct[0] === seatOfUser(g, anna.id) ? anna : ben;
  return { id, first, second: first === anna ? ben : anna };
}

/** Waits until every turn mail due by now had its chance (the grace period and the worker). */
async function afterGrace(): Promise<void> {
  await new Promise((r) => setTimeout(r, GRACE * 1000 + 300));
  await drain(site.services.db);
}

it.concurrent('sends the mail after the grace period when the player has not looked', async () => {
  const { id, first, second } = await newGame();
  await move(id, first);
  await drain(site.services.db);
  expect(turnMails(second, id)).toHaveLength(0); // not yet: the grace period runs
  await afterGrace();
  await waitFor(() => turnMails(second, id).length === 1, SERVER_MS, 'the turn mail');
});

it.concurrent('sends nothing when the player looked at the game (page or API) during the grace period', async () => {
  const { id, first, second } = await newGame();
  await move(id, first);
  const page = await fetch(`${base}/games/${id}`, { headers: { cookie: cookies.get(second.id)! } });
  expect(page.status).toBe(200);
  await afterGrace();
  expect(turnMails(second, id)).toHaveLength(0);
  // His move, then the other's turn: looked at through the API this time.
  await move(id, second);
  const api = await fetch(`${base}/api/games/${id}`, { headers: { cookie: cookies.get(first.id)! } });
  expect(api.status).toBe(200);
  await afterGrace();
  expect(turnMails(first, id)).toHaveLength(0);
});

it.concurrent('sends nothing while the player watches the game live, and mails again once he left', async () => {
  const { id, first, second } = await newGame();
  const controller = new AbortController();
  const stream = await fetch(`${base}/games/${id}/events`, { headers: { cookie: cookies.get(second.id)!, accept: 'text/event-stream' }, signal: controller.signal });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body!.getReader();
  await reader.read(); // the stream is open (and the player counted as watching)
  await waitFor(async () => (await site.services.db.seat.findFirst({ where: { gameId: id, userId: second.id } }))!.liveUntil !== null, LIVE_MS, 'presence');
  await move(id, first);
  await afterGrace();
  expect(turnMails(second, id)).toHaveLength(0);
  controller.abort();
  // Away (presence expired): the next turn mails him again.
  await site.services.db.seat.updateMany({ where: { gameId: id, userId: second.id }, data: { liveUntil: new Date(Date.now() - 1000) } });
  await move(id, second);
  await move(id, first);
  await afterGrace();
  await waitFor(() => turnMails(second, id).length === 1, SERVER_MS, 'the turn mail after leaving');
});

it.concurrent('a whole game played live (both players looking after every move) sends no turn mail', async () => {
  const { id } = await newGame();
  for (let i = 0; i < 200; i++) {
    const g = await loadGame(site.services.db, id);
    if (g.status !== 'ACTIVE') break;
    const u = g.toAct[0] === seatOfUser(g, anna.id) ? anna : ben;
    await move(id, u);
    // Both pages redraw themselves after every move (what public/live.js does).
    for (const p of [anna, ben]) await fetch(`${base}/games/${id}`, { headers: { cookie: cookies.get(p.id)! } });
  }
  expect((await loadGame(site.services.db, id)).status).toBe('FINISHED');
  await afterGrace();
  expect(turnMails(anna, id)).toHaveLength(0);
  expect(turnMails(ben, id)).toHaveLength(0);
  // The end of the game is still told.
  await waitFor(() => sink.to(anna.email).some((m) => m.subject.startsWith(`Race #${id} is over`)), SERVER_MS, 'the game-over mail');
});
