import request from 'supertest';
import { createTestSite, csrfFrom, signUp, TestSite } from '../support/app';

let site: TestSite;
beforeAll(async () => {
  site = await createTestSite();
});
afterAll(async () => {
  await site.close();
});

/** Opens a form page (a fresh visitor unless an agent is given) and posts it with the page's CSRF token. */
async function postForm(page: 'register' | 'login', fields: Record<string, string>, agent = request.agent(site.app)) {
  const form = await agent.get(`/${page}`).expect(200);
  const res = await agent.post(`/${page}`).type('form').send({ _csrf: csrfFrom(form.text), ...fields });
  return { agent, res };
}

describe('accounts', () => {
  it('signs up, logs out and logs in again', async () => {
    const p = await signUp(site, 'Anna');
    const home = await p.agent.get('/').expect(200);
    expect(home.text).toContain('Anna');
    expect(home.text).toContain('My games');
    await p.agent.post('/logout').type('form').send({ _csrf: p.csrf }).expect(303);
    const after = await p.agent.get('/').expect(200);
    expect(after.text).not.toContain('My games');
    expect((await postForm('login', { username: 'anna', password: 'correct horse battery' }, p.agent)).res.status).toBe(303);
    expect((await p.agent.get('/').expect(200)).text).toContain('My games');
  });

  it('stores an argon2id hash, never the password', async () => {
    const u = await site.services.users.findByUsername('Anna');
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(u!.passwordHash).not.toContain('correct horse');
  });

  it('sets the session cookie HttpOnly and SameSite', async () => {
    const { res } = await postForm('register', { username: 'Cookie', email: 'c@example.org', password: 'long enough pw' });
    expect(res.status).toBe(303);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('refuses a wrong password with a clear 401 and no session', async () => {
    const { agent, res } = await postForm('login', { username: 'Anna', password: 'wrong password' });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Wrong user name or password.');
    expect((await agent.get('/').expect(200)).text).not.toContain('My games');
  });

  it('refuses a taken name (any case) with 409 and creates nothing', async () => {
    const before = await site.services.db.user.count();
    const { res } = await postForm('register', { username: 'ANNA', email: 'x@example.org', password: 'long enough pw' });
    expect(res.status).toBe(409);
    expect(res.text).toContain('is taken');
    expect(await site.services.db.user.count()).toBe(before);
  });

  it.each([
    [{ username: 'ab', email: 'a@example.org', password: 'long enough' }, 'a user name has 3 to 20 characters'],
    [{ username: 'bad name!', email: 'a@example.org', password: 'long enough' }, 'letters, digits'],
    [{ username: 'Bert', email: 'not-an-email', password: 'long enough' }, 'not an email address'],
    [{ username: 'Bert', email: 'b@example.org', password: 'short' }, 'at least 8 characters'],
  ])('rejects bad sign-up input %j with 400', async (input, message) => {
    const before = await site.services.db.user.count();
    const { res } = await postForm('register', input);
    expect(res.status).toBe(400);
    expect(res.text).toContain(message);
    expect(await site.services.db.user.count()).toBe(before);
  });

  it('refuses forms without a valid CSRF token with 403', async () => {
    const agent = request.agent(site.app);
    await agent.get('/register').expect(200);
    const res = await agent.post('/register').type('form').send({ username: 'Csrf', email: 'c@example.org', password: 'long enough pw' }).expect(403);
    expect(res.text).toContain('CSRF');
    await agent.post('/register').type('form').send({ _csrf: 'forged', username: 'Csrf', email: 'c@example.org', password: 'long enough pw' }).expect(403);
    expect(await site.services.users.findByUsername('Csrf')).toBeNull();
  });

  it("ties the CSRF token to the session: another session's token is refused", async () => {
    const a = await signUp(site, 'Tok1');
    const b = await signUp(site, 'Tok2');
    await b.agent.post('/logout').type('form').send({ _csrf: a.csrf }).expect(403);
  });

  it('redirects pages that need a login, and answers 401 on the API', async () => {
    const res = await request(site.app).get('/games/new').expect(303);
    expect(res.headers.location).toBe('/login?next=%2Fgames%2Fnew');
    const api = await request(site.app).get('/api/me/games').expect(401);
    expect(api.body.error.code).toBe('login_required');
  });

  it('never redirects to another site after log-in', async () => {
    const agent = request.agent(site.app);
    const form = await agent.get('/login?next=//evil.example').expect(200);
    const res = await agent
      .post('/login')
      .type('form')
      .send({ _csrf: csrfFrom(form.text), username: 'Anna', password: 'correct horse battery', next: 'https://evil.example/' })
      .expect(303);
    expect(res.headers.location).toBe('/');
  });
});

describe('general errors', () => {
  it('answers unknown pages with a 404 page and unknown API paths with JSON', async () => {
    const page = await request(site.app).get('/nothing-here').expect(404);
    expect(page.text).toContain('There is no page at /nothing-here.');
    const api = await request(site.app).get('/api/nothing').expect(404);
    expect(api.body.error.status).toBe(404);
  });

  it('answers an oversized body with 413', async () => {
    const p = await signUp(site, 'Big');
    const res = await p.agent
      .post('/api/games/1/moves')
      .set('X-CSRF-Token', p.csrf)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ seq: 0, move: 'x'.repeat(40_000) }))
      .expect(413);
    expect(res.body.error.code).toBe('too_large');
  });

  it('answers malformed JSON with 400', async () => {
    const p = await signUp(site, 'Malformed');
    const res = await p.agent
      .post('/api/games/1/moves')
      .set('X-CSRF-Token', p.csrf)
      .set('Content-Type', 'application/json')
      .send('{"seq": 0, "move": ')
      .expect(400);
    expect(res.body.error.message).toBe('The request body is not valid JSON.');
  });

  it('serves the stylesheet and a health check', async () => {
    await request(site.app).get('/static/site.css').expect(200).expect('Content-Type', /css/);
    await request(site.app).get('/healthz').expect(200, { ok: true, database: 'up' });
  });
});
