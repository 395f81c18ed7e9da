/**
 * Bad input that used to end in a 500 gets a clear 4xx and changes nothing: a broken %-escape in
 * a path, a NUL byte in a user name, one player joining the same game many times at once; and
 * the first account of an empty site is the one admin however many sign up at the same moment;
 * an operator names admins with `npm run admin`; HSTS over HTTPS; the site listens on this
 * machine only by default.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { loadConfig } from '../../src/config/config';
import { createTestSite, csrfFrom, signUp, type Player, type TestSite } from '../support/app';

const ROOT = path.join(__dirname, '..', '..');
let site: TestSite;

beforeAll(async () => {
  site = await createTestSite();
});
afterAll(() => site.close());

it('20 sign-ups at once on an empty site make exactly one admin', async () => {
  const agents = Array.from({ length: 20 }, () => request.agent(site.app));
  const forms = await Promise.all(agents.map((a) => a.get('/register').expect(200)));
  const answers = await Promise.all(
    agents.map((a, i) =>
      a
        .post('/register')
        .type('form')
        .send({ _csrf: csrfFrom(forms[i].text), username: `first${i}`, email: `first${i}@example.org`, password: 'correct horse battery' }),
    ),
  );
  expect(answers.map((r) => r.status)).toEqual(Array(20).fill(303));
  expect(await site.services.db.user.count({ where: { isAdmin: true } })).toBe(1);
});

describe('with players', () => {
  let anna: Player;
  let ben: Player;
  beforeAll(async () => {
    anna = await signUp(site, 'Anna');
    ben = await signUp(site, 'Ben');
  });

  it.each(['/games/%FF', '/games/%E0%A4%A', '/outbox/%FF', '/rules/%FF'])('a broken %%-escape in %s is a 400 page', async (path) => {
    const res = await anna.agent.get(path).expect(400);
    expect(res.text).toContain('broken %-escape');
  });

  it('a broken %-escape in the API is a 400 in JSON', async () => {
    const res = await anna.agent.get('/api/games/%FF').expect(400);
    expect(res.body.error).toMatchObject({ status: 400, code: 'bad_address' });
  });

  it('a NUL byte in a user name is refused and creates nothing', async () => {
    const before = await site.services.db.game.count();
    const form = await anna.agent.get('/games/new?game=race').expect(200);
    const res = await anna.agent
      .post('/games')
      .type('form')
      .send({ _csrf: csrfFrom(form.text), gameType: 'race', seats: '2', invite: 'Ben\u0000' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await site.services.db.game.count()).toBe(before);
    const login = await request(site.app).get('/login').expect(200);
    const bad = await request(site.app)
      .post('/login')
      .set('Cookie', login.headers['set-cookie'] ?? [])
      .type('form')
      .send({ _csrf: csrfFrom(login.text), username: 'An\u0000na', password: 'correct horse battery' });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it('one player joining the same game 10 times at once gets one seat, the rest a 409', async () => {
    const id = await site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 3 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => ben.agent.post(`/games/${id}/join`).type('form').send({ _csrf: ben.csrf })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([303, ...Array(9).fill(409)]);
    const seats = await site.services.db.seat.findMany({ where: { gameId: id, userId: ben.id } });
    expect(seats).toHaveLength(1);
  });
});

describe('npm run admin', () => {
  const admin = (...args: string[]) =>
    new Promise<{ code: number; out: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'src/admin.ts'), ...args],
        { cwd: ROOT, env: { ...process.env, DATABASE_URL: site.t.url, ADMIN_USERS: '' } },
        (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout + stderr }),
      );
    });

  it('names an admin, lists the admins, takes the rights away, and refuses what it does not know', async () => {
    const granted = await admin('grant', 'ben');
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.out).toContain('ben is an admin now.');
    expect((await site.services.users.findByUsername('Ben'))!.isAdmin).toBe(true);
    expect((await admin('list')).out).toMatch(/Admins: .*Ben/);
    expect(await admin('revoke', 'Ben')).toMatchObject({ code: 0 });
    expect((await site.services.users.findByUsername('Ben'))!.isAdmin).toBe(false);
    expect(await admin('grant', 'nobody')).toMatchObject({ code: 1, out: expect.stringContaining('No account is named nobody.') });
    expect(await admin('promote', 'Ben')).toMatchObject({ code: 2, out: expect.stringContaining('usage: npm run admin') });
  });
});

describe('headers and defaults', () => {
  it('sends HSTS when the site is served over HTTPS, and not over plain HTTP', async () => {
    const https = await createTestSite({ env: { BASE_URL: 'https://slipstream.example' } });
    try {
      const res = await request(https.app).get('/healthz').expect(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
    const plain = await request(site.app).get('/healthz').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('listens on this machine only unless told otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(readFileSync(path.join(ROOT, '.env.example'), 'utf8')).toMatch(/^HOST=127\.0\.0\.1$/m);
  });
});
