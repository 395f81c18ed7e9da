/**
 * Replays from checkpoints (issue 17): every step of finished games, read from the stored
 * checkpoints, shows exactly the board of the state a replay of the whole log gives, with the
 * newest REPLAY_LOG log lines up to it; the checkpoints are written once (at the first replay, or
 * by the worker when the game ends), two writers at once give one set; no state is kept in the
 * process between requests; a game whose log does not replay to its stored hashes says so.
 */
import request from 'supertest';
import { createTestSite, signUp, type Player, type TestSite } from '../support/app';
import { playIfMyTurn } from '../support/play';
import { loadGame, moduleOf, specOf } from '../../src/services/playing/game-record';
import { readLog } from '../../src/services/playing/game-log';
import { setupGame } from '../../src/engine/replay';
import { REPLAY_CHUNK, REPLAY_LOG, ReplayService } from '../../src/services/playing/replay.service';
import { drain, waitFor } from '../support/jobs';
import { SERVER_MS } from '../support/patience';


let site: TestSite;
let anna: Player;

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
});
afterAll(() => site.close());

async function finishedGame(gameType: string, seats: number, pickShift = 0): Promise<number> {
  const id = await site.services.lobby.createGame(anna.id, { gameType, seats, robots: seats - 1, deadlineDays: 0 });
  for (let i = 0; i < 20_000; i++) if (!(await playIfMyTurn(site.services, id, anna.id, i + pickShift))) break;
  expect((await loadGame(site.services.db, id)).status).toBe('FINISHED');
  return id;
}

/** The board of every step as a replay of the whole log from the start gives it. */
async function boardsFromTheStart(id: number): Promise<unknown[]> {
  const game = await loadGame(site.services.db, id);
  const mod = moduleOf(game);
  const { live } = await readLog(site.services.db, id);
  let state = setupGame(mod, specOf(game));
  const boards = [mod.boardContext(mod.view(state, null, true), null, null)];
  for (const m of live) {
    state = mod.apply(state, m.seat as number, m.payload);
    boards.push(mod.boardContext(mod.view(state, null, true), null, null));
  }
  return boards;
}

it.each([
  ['automobiles', 2],
  ['race', 3],
  ['formula-90', 2],
] as const)('%s: every step from its checkpoint is the step replayed from the start', async (gameType, seats) => {
  const id = await finishedGame(gameType, seats);
  const expected = await boardsFromTheStart(id);
  const steps = expected.length - 1;
  expect(await site.services.db.replayChunk.count({ where: { gameId: id } })).toBe(0);
  // A fresh service for every step: nothing kept between requests but the database.
  for (let step = 0; step <= steps; step++) {
    const m = await new ReplayService(site.services.db).model(id, String(step));
    expect([step, m.steps, m.hashMatches]).toEqual([step, steps, true]);
    expect([step, m.board]).toEqual([step, expected[step]]);
    // the newest lines up to the step, each linking its step
    expect([step, m.log.map((l) => l.step)]).toEqual([step, Array.from({ length: Math.min(step, REPLAY_LOG) }, (_x, i) => step - i)]);
  }
  expect(await site.services.db.replayChunk.count({ where: { gameId: id } })).toBe(Math.floor(steps / REPLAY_CHUNK) + 1);
  // Out of range: the last step; not a number, or none: the start (issue 31: no spoiler of the winner).
  expect((await site.services.replays.model(id, '999999')).step).toBe(steps);
  expect((await site.services.replays.model(id, 'x')).step).toBe(0);
  expect((await site.services.replays.model(id, undefined)).step).toBe(0);
  expect((await site.services.replays.model(id, '-5')).step).toBe(0);
});

it('two processes writing the checkpoints at once give one set; the page numbers its log by step', async () => {
  const id = await finishedGame('race', 2, 1);
  const game = await loadGame(site.services.db, id);
  await Promise.all([new ReplayService(site.services.db).prepare(game), new ReplayService(site.services.db).prepare(game), site.services.replays.prepare(game)]);
  const steps = (await readLog(site.services.db, id)).live.length;
  expect(await site.services.db.replayChunk.count({ where: { gameId: id } })).toBe(Math.floor(steps / REPLAY_CHUNK) + 1);
  const html = (await request(site.app).get(`/games/${id}/replay?step=7`).expect(200)).text;
  expect(html).toContain('reversed start="7"');
  expect(html).toContain('<a href="?step=1"');
  expect(html).not.toContain('<a href="?step=8"');
});

it('says when the log does not replay to its stored hashes', async () => {
  const id = await finishedGame('race', 2, 2);
  await site.services.db.move.updateMany({ where: { gameId: id, seq: 3, kind: 'MOVE' }, data: { stateHash: 'f'.repeat(64) } });
  const m = await site.services.replays.model(id, '1');
  expect(m.hashMatches).toBe(false);
});

it('the worker writes the checkpoints when it handles the change that ended the game', async () => {
  const withWorker = await createTestSite({ worker: true });
  try {
    const ben = await signUp(withWorker, 'Ben');
    const id = await withWorker.services.lobby.createGame(ben.id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
    await drain(withWorker.services.db);
    for (let i = 0; i < 5_000; i++) {
      if (!(await playIfMyTurn(withWorker.services, id, ben.id, i))) {
        if ((await loadGame(withWorker.services.db, id)).status === 'FINISHED') break;
        await drain(withWorker.services.db);
      }
    }
    await waitFor(async () => (await withWorker.services.db.replayChunk.count({ where: { gameId: id } })) > 0, SERVER_MS, 'the checkpoints');
  } finally {
    await withWorker.close();
  }
});
