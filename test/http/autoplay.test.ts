/**
 * Yucata's auto-finish: once the ranking is decided, a player is offered to let the system
 * finish the game for him (winners first); the system then plays his seat to the end.
 */
import { createTestSite, Player, postJson, signUp, TestSite } from '../support/app';
import { raceModule } from '../../src/games/race';
import { readyMoves } from '../support/api-moves';

let site: TestSite;
let anna: Player;

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
});
afterAll(async () => {
  await site.close();
});

const post = (url: string, body: unknown) => postJson(anna, url, body);

it('offers auto-finish once decided, refuses it before, and the system then finishes the game', async () => {
  let offeredAt = -1;
  for (let attempt = 0; attempt < 20 && offeredAt < 0; attempt++) {
    const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, robots: 1 });
    for (let i = 0; i < 200; i++) {
      const g = (await anna.agent.get(`/api/games/${id}`).expect(200)).body;
      if (g.game.status !== 'ACTIVE') break;
      const game = await site.services.db.game.findUniqueOrThrow({ where: { id } });
      const decided = raceModule.decidedWinners!(game.state as never) !== null;
      expect(g.autoPlayOffer).toBe(decided);
      if (!decided) {
        const refused = await post(`/api/games/${id}/autoplay`, { seq: g.game.seq }).expect(409);
        expect(refused.body.error.code).toBe('not_offered');
      } else {
        await post(`/api/games/${id}/autoplay`, { seq: g.game.seq }).expect(200);
        const done = await site.services.db.game.findUniqueOrThrow({ where: { id } });
        expect(done.status).toBe('FINISHED');
        const after = (await anna.agent.get(`/api/games/${id}`).expect(200)).body;
        expect(after.log.some((l: { text: string }) => l.text === 'You let the system finish the game for you.')).toBe(true);
        offeredAt = i;
        break;
      }
      const ready = readyMoves(g);
      const pick = ready[i % ready.length];
      await post(`/api/games/${id}/moves`, { seq: g.game.seq, move: pick }).expect(201);
    }
  }
  expect(offeredAt).toBeGreaterThanOrEqual(0);
});
