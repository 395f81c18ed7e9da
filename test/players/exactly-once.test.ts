/**
 * A rating is updated exactly once per game, even when two web processes finish games at once:
 * two games that share a player finish at the same moment through two processes (neither update
 * is lost: the player's rating is the two games applied one after the other), and one game's
 * finishing move sent through both at once lands once (the other gets a 409; nothing counts
 * twice).
 */
import { createTestDb, type TestDb } from '../support/db';
import { TEST_ENV, TEST_SECRET } from '../support/app';
import { Browser } from '../support/http-browser';
import { spawnWeb, type WorkerProcess } from '../support/worker-process';
import { makeUser } from '../support/users';
import { freePort } from '../../src/db/embedded';
import { loadConfig } from '../../src/config/config';
import { createServices, type Services } from '../../src/services';
import { loadGame, moduleOf } from '../../src/services/playing/game-record';
import { Prng, seedPrng } from '../../src/engine/prng';
import { rateGame, type Rating } from '../../src/services/people/ratings/model';
import { playOutAsRobots } from '../support/play';


let t: TestDb;
let s: Services;
const procs: WorkerProcess[] = [];

beforeAll(async () => {
  t = await createTestDb();
  s = createServices(t.db, loadConfig({ ...TEST_ENV, DATABASE_URL: t.url }), { secret: TEST_SECRET });
});
afterAll(async () => {
  for (const p of procs) await p.kill();
  await t?.close();
});

/**
 * A two-player Race game played (as the robots would) up to the move that ends it; returns that
 * move with its seat and player.
 */
async function oneMoveFromTheEnd(a: number, b: number, seed: number): Promise<{ id: number; seq: number; seat: number; userId: number; move: unknown }> {
  const id = await s.lobby.createGame(a, { gameType: 'race', seats: 2, invite: (await t.db.user.findUniqueOrThrow({ where: { id: b } })).username, deadlineDays: 0 });
  await s.lobby.join(id, b);
  for (let i = 0; i < 5000; i++) {
    const g = await loadGame(t.db, id);
    const mod = moduleOf(g);
    for (const seat of g.toAct) {
      const last = mod.legalMoves(g.state, seat).find((m) => mod.outcome(mod.apply(g.state, seat, m)).finished);
      if (last !== undefined) return { id, seq: g.seq, seat, userId: g.seats[seat].userId!, move: last };
    }
    const seat = g.toAct[0];
    await s.games.submitMove(id, g.seats[seat].userId!, { seq: g.seq, move: mod.robotMove(g.state, seat, new Prng(seedPrng(seed * 7919 + i))) });
  }
  throw new Error('the game did not come near its end');
}

async function rating(userId: number): Promise<Rating & { games: number }> {
  const r = await t.db.rating.findUniqueOrThrow({ where: { userId_gameType: { userId, gameType: 'race' } } });
  return { mu: r.mu, sigma: r.sigma, games: r.games };
}

it('two processes finishing games at once: every rating updated once per game, none lost', async () => {
  const anna = await makeUser(s, 'Anna');
  const ben = await makeUser(s, 'Ben');
  const cleo = await makeUser(s, 'Cleo');
  const users = new Map([anna, ben, cleo].map((u) => [u.id, u.username]));
  // Everyone has a rating already (a first game of the three), so the two games below update
  // existing rows: the case where an update could be lost.
  const d = await s.lobby.createGame(anna.id, { gameType: 'race', seats: 3, invite: 'Ben, Cleo', deadlineDays: 0 });
  for (const u of [ben, cleo]) await s.lobby.join(d, u.id);
  await playOutAsRobots(s, d, 4);
  const start = new Map<number, Rating>();
  for (const [id] of users) start.set(id, await rating(id));
  // Game A: Anna and Ben; B: Anna and Cleo; C: Ben and Cleo.
  const gA = await oneMoveFromTheEnd(anna.id, ben.id, 1);
  const gB = await oneMoveFromTheEnd(anna.id, cleo.id, 2);
  const gC = await oneMoveFromTheEnd(ben.id, cleo.id, 3);
  expect(await t.db.rating.count()).toBe(3);

  const ports = [await freePort(), await freePort()];
  const env = { ...TEST_ENV, DATABASE_URL: t.url, HOST: '127.0.0.1', DB_POOL_SIZE: '4', RUN_WORKER: 'false' };
  const web = ports.map((port) => spawnWeb({ ...env, PORT: String(port) }));
  procs.push(...web);
  await Promise.all(web.map((p) => p.ready));
  const [one, two] = ports.map((p) => `http://127.0.0.1:${p}`);
  // Each player logged in on both processes (one browser each, its session good on both).
  const browsers = new Map<number, Browser>();
  for (const [id, name] of users) {
    const b = new Browser(name);
    await b.logIn(one);
    browsers.set(id, b);
  }
  const send = (base: string, g: typeof gA) => browsers.get(g.userId)!.json(base, `/api/games/${g.id}/moves`, { seq: g.seq, move: g.move });

  // A through one process, B through the other, C through both: all at the same moment.
  const [a, b, c1, c2] = await Promise.all([send(one, gA), send(two, gB), send(one, gC), send(two, gC)]);
  expect([a.status, b.status]).toEqual([201, 201]);
  expect([c1.status, c2.status].sort()).toEqual([201, 409]);

  const games = await Promise.all([gA, gB, gC].map((g) => loadGame(t.db, g.id)));
  for (const g of games) expect(g.status).toBe('FINISHED');
  const ranks = games.map((g) => (g.result as { ranks: number[] }).ranks);
  for (const g of games) expect(await t.db.seatResult.count({ where: { gameId: g.id } })).toBe(2);

  // Each player has three rated games; his rating is the two last applied in the order they
  // committed (which order that was, the results' rating-before tells).
  for (const [id] of users) expect((await rating(id)).games).toBe(3);
  const results = await t.db.seatResult.findMany({ where: { gameId: { not: d } }, orderBy: [{ gameId: 'asc' }, { seat: 'asc' }] });
  for (const [userId] of users) {
    const mine = results.filter((r) => r.userId === userId);
    // The first applied started from the rating of the first game; the second from what it left.
    const first = mine.find((r) => r.muBefore === start.get(userId)!.mu)!;
    const second = mine.find((r) => r !== first)!;
    expect(second.muBefore).toBeCloseTo(first.muAfter!, 12);
    expect(second.sigmaBefore).toBeCloseTo(first.sigmaAfter!, 12);
    const now = await rating(userId);
    expect(now.mu).toBeCloseTo(second.muAfter!, 12);
    // And each step is openskill's update of the ratings the game's players had then.
    for (const r of mine) {
      const g = games.find((x) => x.id === r.gameId)!;
      const other = results.find((x) => x.gameId === r.gameId && x.seat !== r.seat)!;
      const before = [r, other].sort((x, y) => x.seat - y.seat).map((x) => ({ mu: x.muBefore!, sigma: x.sigmaBefore! }));
      const after = rateGame(before, ranks[games.indexOf(g)]).seats;
      expect(r.muAfter).toBeCloseTo(after[r.seat].mu, 12);
      expect(r.sigmaAfter).toBeCloseTo(after[r.seat].sigma, 12);
    }
  }
});
