/**
 * Rate limits, kept in PostgreSQL: wrong passwords per account and address, per address and per
 * account; sign-ups per address; new games and invitations per player; moves and chat messages per player. Over a
 * limit the answer is 429 with Retry-After and a message saying how long to wait, as a page or as
 * JSON, and nothing is done (no password hashed, no game made). Two web processes on one database
 * count together.
 */
import request from 'supertest';
import { buildApp } from '../../src/app';
import { createServices } from '../../src/services';
import { loadConfig } from '../../src/config/config';
import { createTestSite, csrfFrom, postJson, signUp, TEST_ENV, TEST_SECRET, type Player, type TestSite } from '../support/app';

const LIMITS = 'loginAccountAddress=3/900,loginAddress=6/3600,loginAccount=8/3600,signup=4/3600,passwordReset=2/3600,newGame=3/3600,invite=3/3600,move=4/60,chat=3/60';
const ENV = { RATE_LIMITS: 'true', TRUST_PROXY: 'true', RATE_LIMIT_OVERRIDES: LIMITS };
let site: TestSite;
let anna: Player;
let ben: Player;

beforeAll(async () => {
  site = await createTestSite({ env: ENV });
  // sign-ups from their own addresses (the sign-up limit has its own test)
  anna = await signUp(site, 'Anna');
  await site.services.db.rateLimit.deleteMany();
  ben = await signUp(site, 'Ben');
  await site.services.db.rateLimit.deleteMany();
});
afterAll(() => site.close());

/** A log-in from an address (X-Forwarded-For, the site trusting its proxy). */
async function logIn(app: Parameters<typeof request>[0], username: string, password: string, address: string) {
  const agent = request.agent(app);
  const form = await agent.get('/login').set('X-Forwarded-For', address).expect(200);
  return agent.post('/login').set('X-Forwarded-For', address).type('form').send({ _csrf: csrfFrom(form.text), username, password });
}

it('refuses log-ins on an account from an address after 3 wrong passwords, before checking the password; another address still logs in', async () => {
  for (let i = 0; i < 3; i++) expect((await logIn(site.app, 'Anna', 'wrong password', '10.0.0.1')).status).toBe(401);
  const refused = await logIn(site.app, 'anna', 'correct horse battery', '10.0.0.1');
  expect(refused.status).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  expect(refused.text).toContain('Too many attempts. Please wait 15 minutes and try again.');
  expect(refused.text).toContain('name="username"'); // the log-in form again, with the message
  expect((await logIn(site.app, 'Anna', 'correct horse battery', '10.0.0.2')).status).toBe(303);
});

it('a successful log-in forgets the failures of that account from that address', async () => {
  for (let i = 0; i < 2; i++) expect((await logIn(site.app, 'Ben', 'wrong', '10.0.1.1')).status).toBe(401);
  expect((await logIn(site.app, 'Ben', 'correct horse battery', '10.0.1.1')).status).toBe(303);
  for (let i = 0; i < 2; i++) expect((await logIn(site.app, 'Ben', 'wrong', '10.0.1.1')).status).toBe(401);
  expect((await logIn(site.app, 'Ben', 'correct horse battery', '10.0.1.1')).status).toBe(303);
});

it('counts wrong passwords per address over every account, and per account over every address', async () => {
  for (let i = 0; i < 6; i++) expect((await logIn(site.app, `nobody${i}`, 'guess', '10.0.2.1')).status).toBe(401);
  expect((await logIn(site.app, 'Ben', 'correct horse battery', '10.0.2.1')).status).toBe(429);

  await site.services.db.rateLimit.deleteMany();
  // a guess spread over many addresses: 8 failures on Anna's account lock it for everyone
  for (let i = 0; i < 8; i++) expect((await logIn(site.app, 'Anna', 'guess', `10.1.0.${i}`)).status).toBe(401);
  expect((await logIn(site.app, 'Anna', 'correct horse battery', '10.1.1.1')).status).toBe(429);
  await site.services.db.rateLimit.deleteMany();
});

it('two web processes on one database count together', async () => {
  const other = buildApp(createServices(site.t.db, loadConfig({ ...TEST_ENV, ...ENV, DATABASE_URL: site.t.url }), { secret: TEST_SECRET }), { sessionSecret: TEST_SECRET });
  expect((await logIn(site.app, 'Ben', 'wrong', '10.0.3.1')).status).toBe(401);
  expect((await logIn(other, 'Ben', 'wrong', '10.0.3.1')).status).toBe(401);
  expect((await logIn(site.app, 'Ben', 'wrong', '10.0.3.1')).status).toBe(401);
  expect((await logIn(other, 'Ben', 'correct horse battery', '10.0.3.1')).status).toBe(429);
  await site.services.db.rateLimit.deleteMany();
});

it('allows 4 sign-ups per address an hour; the fifth is refused and no account is made', async () => {
  const signUpFrom = async (name: string) => {
    const agent = request.agent(site.app);
    const form = await agent.get('/register').set('X-Forwarded-For', '10.0.4.1').expect(200);
    return agent.post('/register').set('X-Forwarded-For', '10.0.4.1').type('form').send({ _csrf: csrfFrom(form.text), username: name, email: `${name}@example.org`, password: 'correct horse battery' });
  };
  for (let i = 0; i < 4; i++) expect((await signUpFrom(`many${i}`)).status).toBe(303);
  const refused = await signUpFrom('many4');
  expect(refused.status).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(await site.services.users.findByUsername('many4')).toBeNull();
});

it('limits new games and invitations per player, and says so in JSON to API clients', async () => {
  const create = (invite: string) => anna.agent.post('/games').type('form').send({ _csrf: anna.csrf, gameType: 'race', seats: '4', robots: '0', deadlineDays: '0', invite });
  expect((await create('Ben')).status).toBe(303);
  // two more invitations would make four: refused, and no game is made
  const games = await site.services.db.game.count();
  const tooMany = await create('Ben many0 many1');
  expect(tooMany.status).toBe(429);
  expect(tooMany.text).toContain('Too many attempts');
  expect(await site.services.db.game.count()).toBe(games);
  expect((await create('')).status).toBe(303);
  expect((await create('')).status).toBe(429); // the fourth new game (the refused one counts) within the hour
  await site.services.db.rateLimit.deleteMany();

  const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: 'Ben', deadlineDays: 0 });
  await site.services.lobby.join(id, ben.id);
  const seq = (await site.services.db.game.findUnique({ where: { id } }))!.seq;
  // Moves: four a minute here; the fifth request is refused before it is looked at.
  const answers = [];
  for (let i = 0; i < 5; i++) answers.push(await postJson(ben, `/api/games/${id}/moves`, { seq, move: { kind: 'nonsense' } }));
  expect(answers.slice(0, 4).map((r) => r.status)).not.toContain(429);
  expect(answers[4].status).toBe(429);
  expect(answers[4].body.error).toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many attempts. Please wait a minute and try again.' });
  expect(answers[4].body.error.retryAfter).toBeGreaterThan(0);
  expect(answers[4].headers['retry-after']).toBe(String(answers[4].body.error.retryAfter));
  expect((await site.services.db.game.findUnique({ where: { id } }))!.seq).toBe(seq);

  // Chat: three messages a minute here; the fourth is refused and not stored.
  const said = [];
  for (let i = 0; i < 4; i++) said.push(await anna.agent.post(`/games/${id}/chat`).type('form').send({ _csrf: anna.csrf, body: `message ${i}` }));
  expect(said.map((r) => r.status)).toEqual([303, 303, 303, 429]);
  expect(said[3].text).toContain('Too many attempts');
  expect(await site.services.db.chatMessage.count({ where: { gameId: id } })).toBe(3);
});

it('the German page says it in German', async () => {
  await site.services.db.rateLimit.deleteMany();
  for (let i = 0; i < 3; i++) await logIn(site.app, 'Anna', 'wrong', '10.0.5.1');
  const agent = request.agent(site.app);
  const form = await agent.get('/login').set('X-Forwarded-For', '10.0.5.1').set('Accept-Language', 'de').expect(200);
  const res = await agent.post('/login').set('X-Forwarded-For', '10.0.5.1').set('Accept-Language', 'de').type('form').send({ _csrf: csrfFrom(form.text), username: 'Anna', password: 'x' });
  expect(res.status).toBe(429);
  expect(res.text).toContain('Zu viele Versuche. Bitte warte 15 Minuten');
});

it('allows 2 password-reset requests per address an hour; the third gets the form again with the wait', async () => {
  await site.services.db.rateLimit.deleteMany();
  const ask = async () => {
    const agent = request.agent(site.app);
    const form = await agent.get('/password/forgot').set('X-Forwarded-For', '10.0.6.1').expect(200);
    return agent.post('/password/forgot').set('X-Forwarded-For', '10.0.6.1').type('form').send({ _csrf: csrfFrom(form.text), login: 'nobody-at-all' });
  };
  expect((await ask()).status).toBe(200);
  expect((await ask()).status).toBe(200);
  const refused = await ask();
  expect(refused.status).toBe(429);
  expect(refused.headers['retry-after']).toBeDefined();
  expect(refused.text).toContain('Too many attempts. Please wait 60 minutes and try again.');
});
