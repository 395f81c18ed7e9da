/**
 * Simultaneous secret choices without "The game has moved on": Race's favourites are chosen by
 * every seat at once. Pages drawn before the robots' choices landed still count, two humans
 * submitting at the same instant both land, and of two submissions that conflict (the same seat
 * twice) exactly one lands. The log stays in a valid order and replays to the stored state.
 */
import { createTestSite, postJson, signUp, Player, TestSite } from '../support/app';
import { drain } from '../support/jobs';
import { loadGame, moduleOf } from '../../src/services/playing/game-record';
import { readLog } from '../../src/services/playing/game-log';
import { replay } from '../../src/engine/replay';
import { stateHash } from '../../src/engine/canonical';
import { readyMoves, type ApiMoves } from '../support/api-moves';

let site: TestSite;
let anna: Player;
let ben: Player;

beforeAll(async () => {
  site = await createTestSite({ worker: true });
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
});
afterAll(async () => {
  await site.close();
});

interface ApiGame {
  game: { seq: number };
  offered: string;
  moves: ApiMoves | null;
}

async function read(p: Player, id: number): Promise<ApiGame> {
  return (await p.agent.get(`/api/games/${id}`).expect(200)).body as ApiGame;
}

/** A Race game of Anna, Ben and `robots` robots, started. */
async function start(robots: number): Promise<number> {
  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2 + robots, robots, invite: 'Ben' });
  await site.services.lobby.join(id, ben.id);
  return id;
}

/** The stored state and every stored hash equal the replay of the log. */
async function expectReplayable(id: number): Promise<void> {
  const game = await loadGame(site.services.db, id);
  const { live, entries } = await readLog(site.services.db, id);
  expect(entries.map((e) => e.seq)).toEqual(entries.map((_e, i) => i + 1));
  const { state, hashes } = replay(moduleOf(game), { seed: game.seed, seats: game.numSeats, options: game.options }, live.map((m) => ({ seat: m.seat as number, move: m.payload })));
  expect(stateHash(state)).toBe(stateHash(game.state));
  expect(live.map((m) => m.stateHash)).toEqual(hashes);
}

it('a page drawn before the robots chose still counts (no 409 on the first click)', async () => {
  const id = await start(2);
  const page = await read(anna, id); // drawn before the robots' choices land
  await drain(site.services.db);
  const now = (await loadGame(site.services.db, id)).seq;
  expect(now).toBeGreaterThan(page.game.seq);
  await postJson(anna, `/api/games/${id}/moves`, { seq: page.game.seq, offered: page.offered, move: readyMoves(page)[0] }).expect(201);
  // Ben answers from a page one move older than the game: without the fingerprint of the moves
  // it offered (or with a wrong one) it is refused as before; with it, it lands.
  const benPage = await read(ben, id);
  await postJson(ben, `/api/games/${id}/moves`, { seq: benPage.game.seq - 1, move: readyMoves(benPage)[1] }).expect(409);
  await postJson(ben, `/api/games/${id}/moves`, { seq: benPage.game.seq - 1, offered: 'forged', move: readyMoves(benPage)[1] }).expect(409);
  await postJson(ben, `/api/games/${id}/moves`, { seq: benPage.game.seq - 1, offered: benPage.offered, move: readyMoves(benPage)[1] }).expect(201);
  await drain(site.services.db);
  await expectReplayable(id);
});

it('two humans (beside robots, and alone) submitting at the same instant both land, ten times over', async () => {
  for (let round = 0; round < 10; round++) {
    const id = await start(round % 2 === 0 ? 2 : 0);
    const [a, b] = await Promise.all([read(anna, id), read(ben, id)]);
    const [ra, rb] = await Promise.all([
      postJson(anna, `/api/games/${id}/moves`, { seq: a.game.seq, offered: a.offered, move: readyMoves(a)[0] }),
      postJson(ben, `/api/games/${id}/moves`, { seq: b.game.seq, offered: b.offered, move: readyMoves(b)[5] }),
    ]);
    expect([ra.status, rb.status]).toEqual([201, 201]);
    await drain(site.services.db);
    const game = await loadGame(site.services.db, id);
    const state = game.state as { phase: string; choices: unknown[] };
    // Every seat chose: the play begins (a restart only if all chose alike, which they did not).
    expect(state.phase).toBe('play');
    expect(state.choices.every((c) => c !== null)).toBe(true);
    await expectReplayable(id);
  }
});

it('of two conflicting submissions (the same seat twice at once) exactly one lands', async () => {
  for (let round = 0; round < 5; round++) {
    const id = await start(1);
    const a = await read(anna, id);
    const results = await Promise.all(
      [0, 3].map((k) => postJson(anna, `/api/games/${id}/moves`, { seq: a.game.seq, offered: a.offered, move: readyMoves(a)[k] })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    await drain(site.services.db);
    const { live } = await readLog(site.services.db, id);
    expect(live.filter((m) => m.seat === 0)).toHaveLength(1);
    await expectReplayable(id);
  }
});
