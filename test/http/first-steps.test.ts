/**
 * A newcomer's first steps (issue 31, point 7): the site has an icon (no 404 on every page); the
 * new-game form offers a robot for every seat but the creator's; after sign-up the lobby says
 * where the confirmation mail waits, and the first mails come in the browser's language.
 */
import request from 'supertest';
import { createTestSite, csrfFrom, signUp, TestSite } from '../support/app';
import { loadGame } from '../../src/services/game-record';

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
