/**
 * The game routes and the API over real PostgreSQL: the lobby, moves, take-backs, bad input of
 * every kind (each answered with a clear 4xx that changes nothing), the concurrent
 * double-submit, robots, the end, the replay, and cache = replay.
 */
import request from 'supertest';
import { apiGame, createGameByForm, createTestSite, csrfFrom, gameSnapshot, Player, postJson, signUp, TestSite } from '../support/app';
import { replay } from '../../src/engine/replay';
import { stateHash } from '../../src/engine/canonical';
import { raceModule } from '../../src/games/race';
import { liveMoves } from '../../src/services/playing/game-log';
import { choicesOf, readyMoves, wholeMove, type ApiMoves } from '../support/api-moves';

let site: TestSite;
let anna: Player;
let ben: Player;
let carl: Player;

beforeAll(async () => {
  site = await createTestSite();
  anna = await signUp(site, 'Anna');
  ben = await signUp(site, 'Ben');
  carl = await signUp(site, 'Carl');
});
afterAll(async () => {
  await site.close();
});

interface ApiGame {
  game: { id: number; status: string; seq: number; seats: { seat: number; name: string; kind: string; toAct: boolean }[] };
  you: number | null;
  view: Record<string, unknown>;
  moves: ApiMoves | null;
  canTakeBack: boolean;
  csrfToken: string;
  log: { seq: number; text: string }[];
}

const api = (p: Player, id: number) => apiGame<ApiGame>(p, id);
const post = postJson;
const createGame = (p: Player, fields: Record<string, string>) => createGameByForm(p, { gameType: 'race', seats: '2', ...fields });
const snapshot = (id: number) => gameSnapshot(site, id);

describe('lobby', () => {
  it('creates a game, lists it as open, and starts it when the second player joins', async () => {
    const id = await createGame(anna, {});
    const room = await anna.agent.get(`/games/${id}`).expect(200);
    expect(room.text).toContain('Waiting for players');
    const open = await ben.agent.get('/').expect(200);
    expect(open.text).toContain(`/games/${id}/join`);
    await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
    const g = await api(anna, id);
    expect(g.game.status).toBe('ACTIVE');
    expect(g.you).toBe(0);
    expect(readyMoves(g).length).toBeGreaterThan(0);
  });

  it('invites by user name; the invited player accepts from the lobby', async () => {
    const id = await createGame(anna, { invite: 'carl' });
    const home = await carl.agent.get('/').expect(200);
    expect(home.text).toContain('Invitations');
    expect(home.text).toContain(`/games/${id}/join`);
    // Ben cannot take Carl's invited seat.
    await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(409);
    await carl.agent.post(`/games/${id}/join`).type('form').send({ _csrf: carl.csrf }).expect(303);
    expect((await api(carl, id)).game.status).toBe('ACTIVE');
  });

  it('fills open seats with robots, who choose at once', async () => {
    const id = await createGame(anna, { seats: '4' });
    await anna.agent.post(`/games/${id}/robots`).type('form').send({ _csrf: anna.csrf }).expect(303);
    const g = await api(anna, id);
    expect(g.game.status).toBe('ACTIVE');
    expect(g.game.seats.filter((s) => s.kind === 'ROBOT')).toHaveLength(3);
    expect(g.game.seats.filter((s) => s.toAct).map((s) => s.seat)).toEqual([0]);
  });

  it('lets a player leave and the creator cancel', async () => {
    const id = await createGame(anna, { seats: '3' });
    await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
    await ben.agent.post(`/games/${id}/leave`).type('form').send({ _csrf: ben.csrf }).expect(303);
    await ben.agent.post(`/games/${id}/cancel`).type("form").send({ _csrf: ben.csrf }).expect(403);
    await anna.agent.post(`/games/${id}/cancel`).type('form').send({ _csrf: anna.csrf }).expect(303);
    expect((await site.services.db.game.findUnique({ where: { id } }))!.status).toBe('ABORTED');
  });

  it.each([
    [{ gameType: 'chess' }, 400, 'There is no game "chess" here.'],
    [{ seats: '5' }, 400, 'Race is for 2 to 4 seats.'],
    [{ seats: 'many' }, 400, 'Invalid new game'],
    [{ invite: 'nobody_here' }, 404, 'There is no player called "nobody_here".'],
    [{ invite: 'anna' }, 400, 'You cannot invite yourself.'],
    [{ robots: '2' }, 400, 'More invitations and robots than free seats.'],
  ])('refuses a bad new game %j with %i and creates nothing', async (fields, status, message) => {
    const before = await site.services.db.game.count();
    const res = await anna.agent.post('/games').type('form').send({ _csrf: anna.csrf, gameType: 'race', seats: '2', ...fields }).expect(status);
    expect(res.text).toContain(message.replace(/"/g, '&quot;'));
    expect(await site.services.db.game.count()).toBe(before);
  });

  it('refuses options a game excludes (Formula 90: the junior variant with an advanced module) and creates nothing', async () => {
    const before = await site.services.db.game.count();
    const fields = { _csrf: anna.csrf, gameType: 'formula-90', seats: '2', opt_track: 'monza', opt_junior: 'on', opt_fuel: 'on' };
    const res = await anna.agent.post('/games').type('form').send(fields).expect(400);
    expect(res.text).toContain('Those are not options of Race! Formula 90.');
    expect(await site.services.db.game.count()).toBe(before);
  });
});

describe('playing through the API', () => {
  let id: number;
  beforeAll(async () => {
    id = await createGame(anna, {});
    await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
  });

  it('takes back a choice that revealed nothing, and not once the game moved on', async () => {
    const g = await api(anna, id);
    const choice = readyMoves(g)[0];
    await post(anna, `/api/games/${id}/moves`, { seq: g.game.seq, move: choice }).expect(201);
    const after = await api(anna, id);
    expect(after.canTakeBack).toBe(true);
    expect(after.moves).toBeNull();
    await post(anna, `/api/games/${id}/undo`, { seq: after.game.seq }).expect(200);
    const back = await api(anna, id);
    expect(readyMoves(back).length).toBe(readyMoves(g).length);
    expect(back.log[0].text).toMatch(/^You took back: /);
    expect((await api(ben, id)).log[0].text).toBe('Anna took back a move.');
    // Choose again; Ben's choice completes both and starts the race: no take-back any more.
    await post(anna, `/api/games/${id}/moves`, { seq: back.game.seq, move: choice }).expect(201);
    const b = await api(ben, id);
    await post(ben, `/api/games/${id}/moves`, { seq: b.game.seq, move: readyMoves(b).at(-1) }).expect(201);
    const a = await api(anna, id);
    expect(a.canTakeBack).toBe(false);
    const res = await post(anna, `/api/games/${id}/undo`, { seq: a.game.seq }).expect(409);
    expect(res.body.error.code).toBe('no_take_back');
  });

  it('answers every kind of bad move with a clear 4xx and changes nothing', async () => {
    const g = await api(anna, id);
    const toAct = g.game.seats.find((s) => s.toAct)!.seat;
    const mover = toAct === 0 ? anna : ben;
    const waiter = toAct === 0 ? ben : anna;
    const m = readyMoves(await api(mover, id))[0];
    const before = await snapshot(id);
    const cases: [Player, unknown, number, string][] = [
      [carl, { seq: g.game.seq, move: m }, 403, 'You are not playing in this game.'],
      [waiter, { seq: g.game.seq, move: m }, 409, 'It is not your turn.'],
      [mover, { seq: g.game.seq - 1, move: m }, 409, 'The game has moved on since your page was drawn'],
      [mover, { seq: 'x', move: m }, 400, 'Invalid move request'],
      [mover, { move: m }, 400, 'Invalid move request'],
      [mover, { seq: g.game.seq, move: { type: 'teleport' } }, 400, 'This is not a move of Race'],
      [mover, { seq: g.game.seq, move: 'play' }, 400, 'This is not a move of Race'],
      [mover, { seq: g.game.seq, move: { type: 'favourites', favourites: ['celya', 'rithle'] } }, 422, ''],
      // the answers that make a move instead of the move: one of the two, answers that are a choice
      [mover, { seq: g.game.seq, move: m, answers: ['card:x'] }, 400, 'Send either the move or the answers'],
      [mover, { seq: g.game.seq }, 400, 'Send either the move or the answers'],
      [mover, { seq: g.game.seq, answers: 'card:x' }, 400, 'Invalid move request'],
      [mover, { seq: g.game.seq, answers: ['nothing:here'] }, 422, 'These answers do not make a move'],
      [mover, { seq: g.game.seq, answers: [] }, 422, 'These answers do not make a move'],
      [waiter, { seq: g.game.seq, answers: choicesOf((await api(mover, id)).moves).find((c) => c.move !== undefined)!.answers }, 409, 'It is not your turn.'],
    ];
    for (const [p, body, status, message] of cases) {
      const res = await post(p, `/api/games/${id}/moves`, body);
      expect([status, res.status, res.body.error?.message]).toEqual([status, status, expect.stringContaining(message)]);
    }
    // A card the player does not hold.
    const view = (await api(mover, id)).view as { hand?: string[] };
    const allKinds = ['rithle:+5', 'rithle:+7', 'aristas:+5', 'celya:+5', 'elaari:+5', 'place4:+14', 'place3:12', 'place2:+9'];
    const missing = allKinds.find((k) => !(view.hand ?? []).includes(k));
    if (missing) {
      const res = await post(mover, `/api/games/${id}/moves`, { seq: g.game.seq, move: { type: 'play', card: missing } });
      expect([400, 422]).toContain(res.status);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    // Unknown game, bad id, no CSRF, wrong content type.
    expect((await post(mover, `/api/games/999999/moves`, { seq: 0, move: m })).status).toBe(404);
    expect((await post(mover, `/api/games/abc/moves`, { seq: 0, move: m })).status).toBe(404);
    await mover.agent.post(`/api/games/${id}/moves`).set('Content-Type', 'application/json').send(JSON.stringify({ seq: g.game.seq, move: m })).expect(403);
    await mover.agent.post(`/api/games/${id}/moves`).set('X-CSRF-Token', mover.csrf).type('form').send({ seq: String(g.game.seq) }).expect(415);
    expect(await snapshot(id)).toEqual(before);
  });

  it('accepts exactly one of two concurrent submissions for the same turn', async () => {
    const g = await api(anna, id);
    const mover = g.game.seats.find((s) => s.toAct)!.seat === 0 ? anna : ben;
    const m = readyMoves(await api(mover, id))[0];
    const before = await snapshot(id);
    const results = await Promise.all([1, 2, 3].map(() => post(mover, `/api/games/${id}/moves`, { seq: g.game.seq, move: m })));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const after = await snapshot(id);
    expect(after.moves).toBe(before.moves + 1);
    expect(after.seq).toBe(before.seq + 1);
  });

  it('plays to the end; the cached state equals the replay of the log', async () => {
    let byAnswers = 0;
    for (let i = 0; i < 500; i++) {
      const g = await api(anna, id);
      if (g.game.status !== 'ACTIVE') break;
      const mover = g.game.seats.find((s) => s.toAct)!.seat === 0 ? anna : ben;
      const mine = await api(mover, id);
      const ready = readyMoves(mine);
      // (a move that can lose the game is confirmed first: then it is the next step's)
      const pick = ready.length ? ready[i % ready.length] : await wholeMove(mine, i, async (url) => (await mover.agent.get(url).expect(200)).body);
      // every third move is posted as the answers that make it (the step's choice carrying it)
      const answers = i % 3 === 2 ? choicesOf(mine.moves).find((c) => c.move !== undefined && JSON.stringify(c.move) === JSON.stringify(pick))?.answers : undefined;
      await post(mover, `/api/games/${id}/moves`, answers ? { seq: mine.game.seq, answers } : { seq: mine.game.seq, move: pick }).expect(201);
      if (answers) byAnswers++;
    }
    expect(byAnswers).toBeGreaterThan(3);
    const game = await site.services.db.game.findUniqueOrThrow({ where: { id } });
    expect(game.status).toBe('FINISHED');
    expect(game.toAct).toEqual([]);
    const entries = await site.services.db.move.findMany({ where: { gameId: id }, orderBy: { seq: 'asc' } });
    const live = liveMoves(entries);
    const rebuilt = replay(raceModule, { seed: game.seed, seats: game.numSeats, options: game.options }, live.map((m) => ({ seat: m.seat!, move: m.payload })));
    expect(stateHash(rebuilt.state)).toBe(stateHash(game.state));
    expect(rebuilt.hashes).toEqual(live.map((m) => m.stateHash));
    const res = await post(anna, `/api/games/${id}/moves`, { seq: game.seq, move: { type: 'play', card: 'place4:+14' } }).expect(409);
    expect(res.body.error.message).toBe('This game is over.');
  });

  it('shows the finished game in the list and replays it step by step', async () => {
    const list = await request(site.app).get('/games/finished').expect(200);
    expect(list.text).toContain(`/games/${id}/replay`);
    // without a step the replay opens at the start (no spoiler of the winner)
    const opened = await request(site.app).get(`/games/${id}/replay`).expect(200);
    const steps = Number(/Step (\d+) of (\d+)/.exec(opened.text)![2]);
    expect(opened.text).toContain(`Step 0 of ${steps}`);
    const last = await request(site.app).get(`/games/${id}/replay?step=${steps}`).expect(200);
    expect(last.text).toContain(`Step ${steps} of ${steps}`);
    const first = await request(site.app).get(`/games/${id}/replay?step=0`).expect(200);
    expect(first.text).toContain(`Step 0 of ${steps}`);
    expect(first.text).toContain('?step=1');
    const mid = await request(site.app).get(`/games/${id}/replay?step=3`).expect(200);
    expect(mid.text).toContain(`Step 3 of ${steps}`);
    expect(mid.text).toContain('?step=2');
    expect(mid.text).toContain('?step=4');
    await request(site.app).get(`/games/${id}/replay?step=99999`).expect(200);
    await request(site.app).get(`/games/${id}/replay?step=abc`).expect(200);
  });

  it('refuses the replay of a running game', async () => {
    const running = await createGame(anna, {});
    await request(site.app).get(`/games/${running}/replay`).expect(409);
    await request(site.app).get('/games/424242/replay').expect(404);
  });
});

describe('pages without JavaScript', () => {
  it('plays a move by form POST and redirects back to the game', async () => {
    const id = await createGame(anna, {});
    await ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf }).expect(303);
    const page = await anna.agent.get(`/games/${id}`).expect(200);
    expect(page.text).toContain('<svg');
    // The favourites are marked in a form of check boxes (no JavaScript needed).
    const form = /<form method="post" action="\/games\/\d+\/moves" class="mc-set"[^>]*>.*?<\/form>/s.exec(page.text)![0];
    const hidden = Object.fromEntries([...form.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    expect(hidden.set_step).toBe('favourites');
    expect([...form.matchAll(/name="s" value="(\w+)"/g)].map((m) => m[1])).toEqual(['rithle', 'aristas', 'celya', 'elaari']);
    // One box is no choice: 422, nothing changes.
    await anna.agent.post(`/games/${id}/moves`).type('form').send({ ...hidden, s: 'celya' }).expect(422);
    const res = await anna.agent.post(`/games/${id}/moves`).type('form').send({ ...hidden, s: ['celya', 'rithle'] }).expect(303);
    expect(res.headers.location).toBe(`/games/${id}`);
    // The same form again: the choice is made, Anna has no move left.
    const again = await anna.agent.post(`/games/${id}/moves`).type('form').send({ ...hidden, s: ['celya', 'rithle'] }).expect(422);
    expect(again.text).toContain('not a choice you can make now');
    expect(again.text).toContain(`href="/games/${id}"`);
    // Ben's move from his page (a move form): his page was drawn before Anna's move; nothing Anna
    // did changed his choice, so it lands.
    const benPage = await ben.agent.get(`/games/${id}`).expect(200);
    const benForm = /<form method="post" action="\/games\/\d+\/moves" class="mc-set"[^>]*>.*?<\/form>/s.exec(benPage.text)![0];
    const benHidden = Object.fromEntries([...benForm.matchAll(/type="hidden" name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const bad = await ben.agent.post(`/games/${id}/moves`).type('form').send({ ...benHidden, set_step: undefined, move: '{nope' }).expect(400);
    expect(bad.text).toContain('The move is not valid JSON.');
    await ben.agent.post(`/games/${id}/moves`).type('form').send({ ...benHidden, s: ['aristas', 'elaari'] }).expect(303);
    expect(csrfFrom(page.text)).toBe(anna.csrf);
    // A move against an old page after the game moved on in a way that matters: 409.
    const now = await anna.agent.get(`/games/${id}`).expect(200);
    const moveForm = /<form method="post" action="\/games\/\d+\/moves" class="move-form">.*?<\/form>/s.exec(now.text);
    if (moveForm) {
      const values = Object.fromEntries([...moveForm[0].matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&quot;/g, '"')]));
      await anna.agent.post(`/games/${id}/moves`).type('form').send(values).expect(303);
      const stale = await anna.agent.post(`/games/${id}/moves`).type('form').send(values).expect(409);
      expect(stale.text).toContain('The game has moved on');
    }
  });

  it('answers unknown games with 404 pages', async () => {
    await request(site.app).get('/games/999999').expect(404);
    await request(site.app).get('/games/xyz').expect(404);
    await request(site.app).get('/api/games/0').expect(404);
  });

  it('serves the rules page for players from src/games/race/guide/', async () => {
    const res = await request(site.app).get('/rules/race').expect(200);
    expect(res.text).toContain('<h1');
    expect(res.text).toContain('id="turn"');
    await request(site.app).get('/rules/nothing').expect(404);
  });
});
