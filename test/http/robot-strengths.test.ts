/**
 * Robots at three strengths (issue 33), chosen per robot seat: in the new-game form, when the
 * creator fills the open seats, and in practice games; each robot then plays at its strength (the
 * very move the game's robot makes at it), its name says the strength, and a strength that does not
 * exist is a clear 400 that makes nothing.
 */
import { csrfFrom, createGameByForm, siteForFile, type Player, type TestSite } from '../support/app';
import { loadGame, moduleOf, specOf } from '../../src/services/playing/game-record';
import { setupGame } from '../../src/engine/replay';
import { deriveSeed, Prng, seedPrng } from '../../src/engine/prng';
import { wholeMove } from '../support/api-moves';
import { findGame } from '../../src/games/registry';

let site: TestSite;
let ada: Player;
siteForFile(['Ada'], (s, a) => {
  site = s;
  ada = a;
});

const strengthsOf = async (id: number) => (await loadGame(site.services.db, id)).seats.map((s) => (s.kind === 'ROBOT' ? s.robotStrength : s.kind));

it('the new-game form offers a strength per robot, and the game seats each robot at the one chosen', async () => {
  const page = await ada.agent.get('/games/new?game=race').expect(200);
  expect(page.text).toContain('data-robots-from="robots"');
  expect(page.text.match(/<select name="strength">/g)).toHaveLength(findGame('race')!.meta.maxSeats - 1);
  expect(page.text).toContain('href="/rules/race#robots"');
  const id = await createGameByForm(ada, { gameType: 'race', seats: 3, robots: 2, strength: ['strong', 'beginner'] as unknown as string, deadlineDays: 0 });
  expect(await strengthsOf(id)).toEqual(['HUMAN', 'strong', 'beginner']);
  const game = await ada.agent.get(`/games/${id}`).expect(200);
  expect(game.text).toContain('Robot 2 (strong)');
  expect(game.text).toContain('Robot 3 (beginner)');
  // without a strength a robot is the normal one, named as before
  const plain = await createGameByForm(ada, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
  expect(await strengthsOf(plain)).toEqual(['HUMAN', 'normal']);
});

it('a strength that does not exist is a 400 with its reason, and makes no game', async () => {
  const before = await site.services.db.game.count();
  const res = await ada.agent.post('/games').type('form').send({ _csrf: ada.csrf, gameType: 'race', seats: '2', robots: '1', strength: 'expert', deadlineDays: '0' }).expect(400);
  expect(res.text).toContain('Choose a robot strength: beginner, normal or strong.');
  const page = await ada.agent.get('/rules/race').expect(200);
  await ada.agent.post('/practice').type('form').send({ _csrf: csrfFrom(page.text), gameType: 'race', seats: '2', strength: 'grandmaster' }).expect(400);
  expect(await site.services.db.game.count()).toBe(before);
});

it('filling the open seats with robots takes the strength chosen beside the button', async () => {
  const id = await createGameByForm(ada, { gameType: 'chariot-race', seats: 3, robots: 0, deadlineDays: 0 });
  const room = await ada.agent.get(`/games/${id}`).expect(200);
  expect(room.text).toMatch(/action="\/games\/\d+\/robots"[\s\S]*?<select name="strength">/);
  await ada.agent.post(`/games/${id}/robots`).type('form').send({ _csrf: ada.csrf, strength: 'elite' }).expect(400);
  expect(await strengthsOf(id)).toEqual(['HUMAN', 'OPEN', 'OPEN']);
  await ada.agent.post(`/games/${id}/robots`).type('form').send({ _csrf: ada.csrf, strength: 'beginner' }).expect(303);
  expect(await strengthsOf(id)).toEqual(['HUMAN', 'beginner', 'beginner']);
});

it('a practice game seats its robots at the strengths chosen, and each robot makes its strength\'s move', async () => {
  const page = await ada.agent.get('/rules/race').expect(200);
  expect(page.text).toContain('data-robots-from="seats"');
  const res = await ada.agent.post('/practice').type('form').send({ _csrf: csrfFrom(page.text), gameType: 'race', seats: '3', strength: ['beginner', 'strong'] }).expect(303);
  const id = Number(/\/games\/(\d+)/.exec(res.headers.location)![1]);
  expect(await strengthsOf(id)).toEqual(['HUMAN', 'beginner', 'strong']);
  // Ada moves; the robots answer (the test site plays them at once). Each robot move in the log is
  // exactly the game's robot at the seat's strength, from the random source the site gives it.
  for (let round = 0; round < 5; round++) {
    const g = await loadGame(site.services.db, id);
    if (g.status !== 'ACTIVE' || !moduleOf(g).toAct(g.state).includes(0)) break;
    const view = (await ada.agent.get(`/api/games/${id}`).expect(200)).body;
    const move = await wholeMove(view, round, async (url) => (await ada.agent.get(url).expect(200)).body);
    await ada.agent.post(`/api/games/${id}/moves`).set('X-CSRF-Token', ada.csrf).send({ seq: g.seq, move }).expect(201);
  }
  const g = await loadGame(site.services.db, id);
  const mod = moduleOf(g);
  const log = await site.services.db.move.findMany({ where: { gameId: id, kind: 'MOVE' }, orderBy: { seq: 'asc' } });
  let state = setupGame(mod, specOf(g));
  const checked = new Set<string>();
  for (const m of log) {
    if (m.seat !== 0) {
      const strength = g.seats[m.seat!].robotStrength!;
      expect(m.payload).toEqual(mod.robotMove(state, m.seat!, new Prng(seedPrng(deriveSeed(g.seed, m.seq - 1, m.seat!))), strength));
      checked.add(strength);
    }
    state = mod.apply(state, m.seat!, m.payload);
  }
  expect([...checked].sort()).toEqual(['beginner', 'strong']);
});

