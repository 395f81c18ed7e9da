/**
 * A newcomer's first steps (issue 31, point 7): the site has an icon (no 404 on every page); the
 * new-game form offers a robot for every seat but the creator's; after sign-up the lobby says
 * where the confirmation mail waits, and the first mails come in the browser's language;
 * accepting an invitation leads to the game's waiting room; a finished game's replay opens where
 * the reader left it.
 */
import request from 'supertest';
import { createTestSite, csrfFrom, signUp, TestSite } from '../support/app';
import { loadGame } from '../../src/services/playing/game-record';
import { playIfMyTurn } from '../support/play';

let site: TestSite;
beforeAll(async () => {
  site = await createTestSite();
});
afterAll(async () => {
  await site.close();
});

it('has an icon: linked from every page, and /favicon.ico leads to it', async () => {
  const p = await signUp(site, 'Icon');
  const page = await p.agent.get('/').expect(200);
  expect(page.text).toContain('<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">');
  const ico = await request(site.app).get('/favicon.ico').expect(301);
  expect(ico.headers.location).toBe('/static/favicon.svg');
  const svg = await request(site.app)
    .get('/static/favicon.svg')
    .buffer(true)
    .parse((res, done) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => done(null, text));
    })
    .expect(200);
  expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(svg.body).toContain('<svg');
});

it('offers a robot for every seat but the creator\'s, and a game full of robots starts at once', async () => {
  const p = await signUp(site, 'Robotfan');
  const form = await p.agent.get('/games/new?game=chariot-race').expect(200);
  const robots = /<select name="robots">([\s\S]*?)<\/select>/.exec(form.text)![1];
  expect([...robots.matchAll(/value="(\d+)"/g)].map((m) => Number(m[1]))).toEqual([0, 1, 2, 3, 4, 5]);
  const res = await p.agent.post('/games').type('form').send({ _csrf: p.csrf, gameType: 'chariot-race', seats: '6', robots: '5', deadlineDays: '0' }).expect(303);
  const id = Number(/\/games\/(\d+)/.exec(res.headers.location)![1]);
  const g = await loadGame(site.services.db, id);
  expect(g.status).toBe('ACTIVE');
  expect(g.seats.filter((s) => s.kind === 'ROBOT')).toHaveLength(5);
  // not rated: robots, and the box not ticked
  expect(g.robotsRated).toBe(false);
});

it('a new player lands in the lobby told where his confirmation mail waits, and his first mail comes in his browser\'s language', async () => {
  const agent = request.agent(site.app);
  const form = await agent.get('/register').set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
  const res = await agent
    .post('/register')
    .set('Accept-Language', 'de-DE,de;q=0.9')
    .type('form')
    .send({ _csrf: csrfFrom(form.text), username: 'Greta', email: 'greta@example.org', password: 'correct horse battery' })
    .expect(303);
  expect(res.headers.location).toBe('/?done=welcome');
  const lobby = await agent.get(res.headers.location).set('Accept-Language', 'de-DE,de;q=0.9').expect(200);
  expect(lobby.text).toContain('Willkommen, Greta! Wir haben dir einen Link geschickt');
  const user = await site.services.db.user.findUniqueOrThrow({ where: { usernameKey: 'greta' } });
  expect(user.language).toBe('de');
  const mail = await site.services.db.email.findFirstOrThrow({ where: { userId: user.id } });
  expect(mail.subject).toMatch(/bestätig/i);
  // the lobby without the mark says nothing
  expect((await agent.get('/').expect(200)).text).not.toContain('Willkommen, Greta');
  // a browser that says no language leaves the profile's language unset (the site's default applies)
  const quiet = await signUp(site, 'Quiet');
  expect((await site.services.db.user.findUniqueOrThrow({ where: { id: quiet.id } })).language).toBeNull();
});

it('accepting an invitation (in the lobby or the waiting room) leads to the game\'s waiting room, not back to the lobby', async () => {
  const host = await signUp(site, 'Hostess');
  const guest = await signUp(site, 'Guest');
  const other = await signUp(site, 'Other');
  const id = await site.services.lobby.createGame(host.id, { gameType: 'race', seats: 4, invite: ['Guest', 'Other'] });
  // from the lobby's list of invitations
  const lobby = await guest.agent.get('/').expect(200);
  expect(lobby.text).toContain(`action="/games/${id}/join"`);
  const res = await guest.agent.post(`/games/${id}/join`).type('form').send({ _csrf: csrfFrom(lobby.text) }).expect(303);
  expect(res.headers.location).toBe(`/games/${id}`);
  const room = await guest.agent.get(res.headers.location).expect(200);
  expect(room.text).toContain('<ol class="seats">');
  expect(room.text).toContain('(you)');
  // from the waiting room the invitation mail links to
  const page = await other.agent.get(`/games/${id}`).expect(200);
  const again = await other.agent.post(`/games/${id}/join`).type('form').send({ _csrf: csrfFrom(page.text) }).expect(303);
  expect(again.headers.location).toBe(`/games/${id}`);
  expect((await loadGame(site.services.db, id)).seats.filter((x) => x.kind === 'HUMAN').map((x) => x.userId)).toEqual([host.id, guest.id, other.id]);
});

describe('a finished game\'s replay opens where the reader left it', () => {
  let id = 0;
  let steps = 0;
  const stepOf = (html: string) => Number(/<input type="range" name="step" min="0" max="(\d+)" value="(\d+)"/.exec(html)![2]);

  beforeAll(async () => {
    const p = await signUp(site, 'Replayer');
    id = await site.services.lobby.createGame(p.id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
    for (let i = 0; i < 5000; i++) if (!(await playIfMyTurn(site.services, id, p.id, i))) break;
    const g = await loadGame(site.services.db, id);
    expect(g.status).toBe('FINISHED');
    steps = Number(/max="(\d+)"/.exec((await request(site.app).get(`/games/${id}/replay`).expect(200)).text)![1]);
    expect(steps).toBeGreaterThan(10);
  });

  it('at step 0 the first time, then at the step each signed-in reader last looked at', async () => {
    const anna = await signUp(site, 'Annalena');
    const ben = await signUp(site, 'Benno');
    expect(stepOf((await anna.agent.get(`/games/${id}/replay`).expect(200)).text)).toBe(0);
    expect(stepOf((await anna.agent.get(`/games/${id}/replay?step=7`).expect(200)).text)).toBe(7);
    expect(stepOf((await anna.agent.get(`/games/${id}/replay?step=9`).set('X-Live', '1').expect(200)).text)).toBe(9);
    // back later, without a step in the address: where she left it
    expect(stepOf((await anna.agent.get(`/games/${id}/replay`).expect(200)).text)).toBe(9);
    expect(stepOf((await anna.agent.get(`/games/${id}/replay`).expect(200)).text)).toBe(9);
    // each reader his own place; a visitor without an account at the start
    expect(stepOf((await ben.agent.get(`/games/${id}/replay`).expect(200)).text)).toBe(0);
    await ben.agent.get(`/games/${id}/replay?step=3`).expect(200);
    expect(stepOf((await ben.agent.get(`/games/${id}/replay`).expect(200)).text)).toBe(3);
    expect(stepOf((await anna.agent.get(`/games/${id}/replay`).expect(200)).text)).toBe(9);
    expect(stepOf((await request(site.app).get(`/games/${id}/replay`).expect(200)).text)).toBe(0);
    // a step in the address always wins, and is remembered: the start, the end (no further)
    expect(stepOf((await anna.agent.get(`/games/${id}/replay?step=0`).expect(200)).text)).toBe(0);
    expect(stepOf((await anna.agent.get(`/games/${id}/replay`).expect(200)).text)).toBe(0);
    expect(stepOf((await anna.agent.get(`/games/${id}/replay?step=999999`).expect(200)).text)).toBe(steps);
    expect(stepOf((await anna.agent.get(`/games/${id}/replay`).expect(200)).text)).toBe(steps);
    const rows = await site.services.db.replayPosition.findMany({ where: { gameId: id }, orderBy: { userId: 'asc' } });
    expect(rows.map((r) => [r.userId, r.step])).toEqual([
      [anna.id, steps],
      [ben.id, 3],
    ]);
  });
});
