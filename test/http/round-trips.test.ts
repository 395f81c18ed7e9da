/**
 * The hot requests' round trips to PostgreSQL, counted (issue 17): every statement any of the
 * site's connections sends is one round trip (src/db/client.ts counts them). A request that
 * grows by a statement fails here, whatever the timing. Rate limits are on, as on the site, and
 * the job queue is attached (a move's follow-up is announced, not queued). The counts go to
 * test-results/round-trips.json for docs/performance.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { statementsOf } from '../../src/db/client';
import { ROOT } from '../../src/paths';
import { createGameByForm, createTestSite, postJson, signUp, type Player, type TestSite } from '../support/app';
import { readyMoves, wholeMove, type ApiMoves } from '../support/api-moves';
import { loadGame } from '../../src/services/playing/game-record';

let site: TestSite;
let anna: Player;
let ben: Player;
let gameId: number;
const counted: Record<string, number> = {};

/** How many statements the request sent. */
async function count(name: string, request: () => Promise<unknown>): Promise<number> {
  const before = statementsOf(site.services.db);
  await request();
  const n = statementsOf(site.services.db) - before;
  counted[name] = n;
  return n;
}

type ApiGame = { game: { seq: number }; moves: ApiMoves | null; offered: string; you: number; log: { seq: number }[] };

beforeAll(async () => {
  site = await createTestSite({
    queue: true,
    env: {
      RATE_LIMITS: 'true',
      RATE_LIMIT_OVERRIDES: 'signup=1000/3600,newGame=1000/3600,move=100000/60',
      // as on the site: a "your turn" mail is a delayed job (the worker's count below)
      TURN_MAIL_GRACE_SECONDS: '300',
    },
  });
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  gameId = await createGameByForm(anna, { gameType: 'automobiles', seats: 2, robots: 0 });
  await ben.agent.post(`/games/${gameId}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
});

afterAll(async () => {
  await mkdir(path.join(ROOT, 'test-results'), { recursive: true });
  await writeFile(path.join(ROOT, 'test-results', 'round-trips.json'), JSON.stringify(counted, null, 2) + '\n');
  await site.close();
});

/** The player whose move it is, with the game as he reads it. */
async function mover(): Promise<{ p: Player; g: ApiGame }> {
  for (const p of [anna, ben]) {
    const g = (await p.agent.get(`/api/games/${gameId}`).expect(200)).body as ApiGame;
    if (g.moves) return { p, g };
  }
  throw new Error('nobody may move');
}

it('a move is stored in one statement: five round trips with the session, the rate limit, the game and the announcement', async () => {
  const { p, g } = await mover();
  const n = await count('move POST', () => postJson(p, `/api/games/${gameId}/moves`, { seq: g.game.seq, offered: g.offered, move: readyMoves(g)[0] }).expect(201));
  // the session, the rate limit, the game with its seats, the append (sequence check, entry,
  // seats), and its NOTIFY after the commit (inside, it would put every commit in one line: issue 30)
  expect(n).toBe(5);
});

it('a read of the API is two statements: the session, and the game with what the reader is sent of its log (and his "seen" mark)', async () => {
  const { p } = await mover();
  // the next read after the other player's move: what a browser does after its live update
  const other = p === anna ? ben : anna;
  const g = (await p.agent.get(`/api/games/${gameId}`).expect(200)).body as ApiGame;
  await postJson(p, `/api/games/${gameId}/moves`, { seq: g.game.seq, offered: g.offered, move: readyMoves(g)[0] }).expect(201);
  const n = await count('API GET after a change', () => other.agent.get(`/api/games/${gameId}`).expect(200));
  expect(n).toBe(2);
  const again = await count('API GET, nothing new', () => other.agent.get(`/api/games/${gameId}`).expect(200));
  expect(again).toBe(2);
  const after = await count('API GET, only new log entries', () => other.agent.get(`/api/games/${gameId}?logAfter=${g.game.seq}`).expect(200));
  expect(after).toBe(2);
});

it('the game page, and a spectator', async () => {
  const n = await count('game page', () => anna.agent.get(`/games/${gameId}`).expect(200));
  // and the games waiting for the reader (the header's list)
  expect(n).toBe(3);
  const spectator = await signUp(site, 'Clara');
  const s = await count('API GET, a spectator', () => spectator.agent.get(`/api/games/${gameId}`).expect(200));
  expect(s).toBe(2);
});

/** The player's whole move at this read, posted (201). */
async function move(p: Player, id: number): Promise<void> {
  const g = (await p.agent.get(`/api/games/${id}`).expect(200)).body as ApiGame;
  const m = await wholeMove(g, 0, async (url) => (await p.agent.get(url).expect(200)).body);
  await postJson(p, `/api/games/${id}/moves`, { seq: g.game.seq, offered: g.offered, move: m }).expect(201);
}

// What the worker does after each move (NotifyService.gameChanged, issue 30): one statement reads
// the game, its players' mail settings and the entries that gave the turns; a "your turn" mail
// due is a pg-boss job (on pg-boss's own connections: not counted here); then the notified_seq
// mark, which the statement writes itself when no mail can be due. Before issue 30's change: the
// game, then through Prisma the players' mail settings, the entries (when a mail may be due) and
// the mark: four statements after a move that gives a player the turn, three after one that gives
// a robot the turn.
it("the worker's handling of a move: one statement, and the mark after a 'your turn' job", async () => {
  const notify = site.services.notify;
  const turnMails = async () =>
    (await site.services.db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'turn-mail' AND (data ->> 'gameId')::int = ${gameId}`)[0].n;
  // a move that gives the other player the turn (not one after which the mover's turn goes on)
  for (let i = 0; ; i++) {
    expect(i).toBeLessThan(20);
    await notify.gameChanged(gameId); // (the changes so far, the "game started" mails among them)
    const { p, g: before } = await mover();
    await move(p, gameId);
    const g = await loadGame(site.services.db, gameId);
    if (g.seats.some((s) => s.seat !== before.you && g.toAct.includes(s.seat) && s.turnSeq === g.seq)) break;
  }
  const game = await loadGame(site.services.db, gameId);
  const mails = await turnMails();
  expect(await count('worker after a move', () => notify.gameChanged(gameId))).toBe(2);
  expect(await turnMails()).toBe(mails + 1);
  expect((await loadGame(site.services.db, gameId)).notifiedSeq).toBe(game.seq);
  // nothing new: the statement alone
  expect(await count('worker, nothing new', () => notify.gameChanged(gameId))).toBe(1);
});

it("the worker's handling of a move that gives a robot the turn: one statement, which writes the mark too", async () => {
  const notify = site.services.notify;
  const id = await createGameByForm(anna, { gameType: 'automobiles', seats: 2, robots: 1 });
  const annaSeat = (await loadGame(site.services.db, id)).seats.find((s) => s.userId !== null && s.kind === 'HUMAN')!.seat;
  // Anna moves until her move gives the robot the turn (the robot's own moves made here: no worker runs).
  for (let i = 0; ; i++) {
    expect(i).toBeLessThan(20);
    let game = await loadGame(site.services.db, id);
    while (!game.toAct.includes(annaSeat)) {
      expect(await site.services.games.playOneSystemMove(id, game.seq)).toBe(true);
      game = await loadGame(site.services.db, id);
    }
    await notify.gameChanged(id);
    await move(anna, id);
    game = await loadGame(site.services.db, id);
    if (game.toAct.includes(annaSeat)) continue;
    const n = await count('worker after a move, a robot to act', () => notify.gameChanged(id));
    expect(n).toBe(1);
    expect((await loadGame(site.services.db, id)).notifiedSeq).toBe(game.seq);
    break;
  }
});
