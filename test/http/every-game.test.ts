/**
 * Every hosted game, end to end through the site: a player against robots plays a whole game
 * (his moves through the services, the robots through the platform), then the finished game's
 * page, its replay at the start, in the middle and at the end, and its rules page all render.
 */
import request from 'supertest';
import { createTestSite, signUp, TestSite, Player } from '../support/app';
import { allGames } from '../../src/games/registry';
import { playIfMyTurn } from '../support/play';


let site: TestSite;
let anna: Player;

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
});
afterAll(async () => {
  await site.close();
});

describe.each(allGames().map((m) => [m.meta.id, m.meta.minSeats] as const))('%s', (gameType, seats) => {
  it('plays to the end against robots; the game, its replay and its rules page render', async () => {
    const id = await site.services.lobby.createGame(anna.id, { gameType, seats, robots: seats - 1, deadlineDays: 0 });
    for (let i = 0; i < 20_000; i++) {
      if (!(await playIfMyTurn(site.services, id, anna.id, i))) break;
    }
    const game = await site.services.db.game.findUniqueOrThrow({ where: { id } });
    expect(game.status).toBe('FINISHED');
    const page = await anna.agent.get(`/games/${id}`).expect(200);
    expect(page.text).toContain('The game is over.');
    // the board under its heading for screen readers, described by the position in words (issue 36)
    const described = (html: string) => {
      expect(html).toContain('<h2 class="visually-hidden">The board</h2>');
      expect(html).toMatch(/<div class="board-area" aria-describedby="position-words">/);
      expect(html).toMatch(/<ul id="position-words"><li>/);
    };
    described(page.text);
    const steps = await site.services.db.move.count({ where: { gameId: id, kind: 'MOVE' } });
    for (const step of [0, Math.floor(steps / 2), steps]) {
      const replay = await request(site.app).get(`/games/${id}/replay?step=${step}`).expect(200);
      expect(replay.text).toContain(`Step ${step} of ${steps}`);
      expect(replay.text).toContain('<svg');
      described(replay.text);
    }
    await request(site.app).get(`/rules/${gameType}`).expect(200);
  });
});
