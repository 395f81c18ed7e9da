/**
 * Live updates across web processes: two apps (as two web processes) on one database, each with
 * its own LISTEN connection. A move made through one reaches the event stream of the other, as do
 * the worker's robot moves; the player's waiting count follows; a lost LISTEN connection comes
 * back by itself and the streams catch up.
 */
import { createTestSite, signUp, Player, TestSite } from '../support/app';
import { listen, secondWebProcess, type Listening, type WebProcess } from '../support/listening';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';
import { drain, waitFor } from '../support/jobs';
import { readEvents } from '../support/event-stream';
import { LIVE_MS, SERVER_MS } from '../support/patience';

let site: TestSite;
let other: WebProcess;
let here: Listening;
let base: string;
let anna: Player;
let ben: Player;

beforeAll(async () => {
  site = await createTestSite({ worker: true });
  here = await listen(site.app);
  base = here.base;
  // A second web process on the same database: its own services, app and LISTEN connection.
  other = await secondWebProcess(site);
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
});
afterAll(async () => {
  await other.close();
  await here.close();
  await site.close();
});

/** An open event stream, collecting its events. */
class Stream {
  events: { event: string; data: Record<string, unknown> }[] = [];
  private controller = new AbortController();
  constructor(private url: string, private cookie?: string) {}
  async open(): Promise<this> {
    const res = await fetch(this.url, { headers: { accept: 'text/event-stream', ...(this.cookie ? { cookie: this.cookie } : {}) }, signal: this.controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    readEvents(res, (event, data) => this.events.push({ event, data }));
    return this;
  }
  has(event: string, pred: (d: Record<string, unknown>) => boolean = () => true): boolean {
    return this.events.some((e) => e.event === event && pred(e.data));
  }
  close(): void {
    this.controller.abort();
  }
}

/** A session cookie of the player (a new log-in). */
async function cookieOf(p: Player): Promise<string> {
  return `sid=${(await site.services.users.login({ username: p.username, password: 'correct horse battery' })).token}`;
}

async function moveOf(p: Player, id: number): Promise<void> {
  const game = await loadGame(site.services.db, id);
  const seat = seatOfUser(game, p.id)!;
  const move = moduleOf(game).legalMoves(game.state, seat)[0];
  await site.services.games.submitMove(id, p.id, { seq: game.seq, move });
}

it("a move made through one web process reaches the other's stream; the waiting count follows", async () => {
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben' });
  await site.services.lobby.join(id, ben.id);
  const watch = await new Stream(`${other.base}/games/${id}/events`, await cookieOf(ben)).open();
  const mine = await new Stream(`${other.base}/me/events`, await cookieOf(anna)).open();
  await waitFor(() => watch.has('game', (d) => d.seq === 0) && mine.has('turns'), LIVE_MS, 'the first events');
  // Both choose their favourites; the moves go through the first process's services.
  await moveOf(anna, id);
  await waitFor(() => watch.has('game', (d) => d.seq === 1), LIVE_MS, 'the move on the other process');
  await moveOf(ben, id);
  await waitFor(() => watch.has('game', (d) => d.seq === 2), LIVE_MS, 'the second move');
  // Anna's waiting count: 1 while she chose, then 1 or 0 by who starts; it follows the game.
  const game = await loadGame(site.services.db, id);
  const annaToAct = game.toAct.includes(seatOfUser(game, anna.id)!);
  await waitFor(() => mine.events.filter((e) => e.event === 'turns').at(-1)?.data.count === (annaToAct ? 1 : 0), LIVE_MS, "Anna's count");
  watch.close();
  mine.close();
});

it("the worker's robot moves reach the streams; the lobby stream hears of new games", async () => {
  const lobby = await new Stream(`${other.base}/me/events`).open();
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 3, robots: 2 });
  await waitFor(() => lobby.has('lobby'), LIVE_MS, 'the lobby event');
  const watch = await new Stream(`${other.base}/games/${id}/events`).open();
  await drain(site.services.db);
  await waitFor(() => watch.has('game', (d) => (d.seq as number) >= 2), LIVE_MS, 'the robots\' choices');
  watch.close();
  lobby.close();
});

it('a lost LISTEN connection comes back by itself, and the streams catch up', async () => {
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben' });
  await site.services.lobby.join(id, ben.id);
  const watch = await new Stream(`${other.base}/games/${id}/events`).open();
  await waitFor(() => watch.has('game'), LIVE_MS, 'the first event');
  // Kill the LISTEN connections of both processes in PostgreSQL.
  const killed = await site.services.db.$queryRaw<{ n: bigint }[]>`
    SELECT count(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE application_name = 'slipstream-live' AND datname = current_database()`;
  expect(Number(killed[0].n)).toBeGreaterThanOrEqual(1);
  // A move while the connection is down, then: the stream hears of it (resync or the move itself).
  await moveOf(anna, id);
  await waitFor(() => watch.has('game', (d) => d.seq === 1), SERVER_MS, 'the catch-up after reconnecting');
  await moveOf(ben, id);
  await waitFor(() => watch.has('game', (d) => d.seq === 2), LIVE_MS, 'moves after reconnecting');
  watch.close();
});

it('answers 404 for the stream of an unknown game', async () => {
  expect((await fetch(`${base}/games/999999/events`)).status).toBe(404);
});
