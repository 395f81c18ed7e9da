/**
 * `Cache-Control: no-store` on every answer that carries a secret (issue 32, finding 5;
 * src/http/no-store.ts): each address that carries a token — a password-reset link, an address's
 * confirmation link, a mail's unsubscribe link — whatever it answers (the page, a refusal, the
 * form posted back), and every page of a signed-in reader (his game with his hand, his mails with
 * their links, his profile, the admin pages, the API). Pages for anonymous readers without a token
 * stay cacheable as before.
 */
import request from 'supertest';
import { createGameByForm, csrfFrom, signUp, type Player, type TestSite, createTestSite } from '../support/app';

let site: TestSite;
let rita: Player;
let gameId: number;

beforeAll(async () => {
  site = await createTestSite();
  rita = await signUp(site, 'Rita'); // the first account: an admin
  await signUp(site, 'Ben');
  gameId = await createGameByForm(rita, { gameType: 'race', seats: '2', robots: '1' });
});
afterAll(() => site.close());

const anonymous = () => request.agent(site.app);

function expectNoStore(res: request.Response, status: number): void {
  const path = (res as unknown as { req: { path: string } }).req.path; // named in a failure's message
  expect([path, res.status]).toEqual([path, status]);
  expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
}

/** The token of Rita's newest reset link (made at once: this site has no job queue). */
async function resetToken(): Promise<string> {
  const form = anonymous();
  const csrf = csrfFrom((await form.get('/password/forgot').expect(200)).text);
  await form.post('/password/forgot').type('form').send({ _csrf: csrf, login: 'rita' }).expect(200);
  const mail = await site.services.db.email.findFirstOrThrow({ where: { kind: 'reset', userId: rita.id }, orderBy: { id: 'desc' } });
  return /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
}

describe('an address with a token', () => {
  it('a password-reset link: its page, a bad or broken link, and its form posted back', async () => {
    const token = await resetToken();
    const browser = anonymous();
    const page = await browser.get(`/password/reset?token=${token}`);
    expectNoStore(page, 200);
    expectNoStore(await anonymous().get(`/Password/Reset/?token=${token}`), 200);
    expectNoStore(await anonymous().get(`/password/reset?token=${'A'.repeat(43)}`), 400);
    expectNoStore(await anonymous().get('/password/reset'), 400);
    // the form again with the token in it (the two passwords differ), and without a CSRF token
    const differ = await browser.post('/password/reset').type('form').send({ _csrf: csrfFrom(page.text), token, password: 'a new passphrase', password2: 'another one' });
    expectNoStore(differ, 400);
    expect(differ.text).toContain(token);
    expectNoStore(await browser.post('/password/reset').type('form').send({ token, password: 'a new passphrase', password2: 'a new passphrase' }), 403);
  });

  it('an address\'s confirmation link, good or bad', async () => {
    const user = await site.services.db.user.findUniqueOrThrow({ where: { id: rita.id } });
    const t = site.services.signer.confirmToken(rita.id, user.email);
    expectNoStore(await anonymous().get(`/confirm-email?u=${rita.id}&t=${t}`), 200);
    expectNoStore(await anonymous().get(`/confirm-email?u=${rita.id}&t=${'x'.repeat(32)}`), 400);
  });

  it('a mail\'s unsubscribe link: its page, its one-click POST, a bad link', async () => {
    const t = site.services.signer.unsubscribeToken(rita.id);
    expectNoStore(await anonymous().get(`/unsubscribe?u=${rita.id}&t=${t}`), 200);
    expectNoStore(await anonymous().post(`/unsubscribe?u=${rita.id}&t=${t}`).type('form').send('List-Unsubscribe=One-Click'), 200);
    expectNoStore(await anonymous().get(`/unsubscribe?u=${rita.id}&t=${'x'.repeat(32)}`), 400);
  });
});

describe('a signed-in reader', () => {
  it('every page of his: the lobby, his game, his profile, his mails and their links, the admin pages, the API, an error', async () => {
    const mail = await site.services.db.email.findFirstOrThrow({ where: { userId: rita.id }, orderBy: { id: 'desc' } });
    for (const path of ['/', `/games/${gameId}`, '/profile', '/outbox', `/outbox/${mail.id}`, `/outbox/${mail.id}/html`, '/admin', '/rules', `/api/games/${gameId}`, '/api/me/games']) {
      expectNoStore(await rita.agent.get(path), 200);
    }
    expectNoStore(await rita.agent.get('/no/such/page'), 404);
  });
});

describe('an anonymous reader without a token', () => {
  it('gets the public pages as before (no no-store)', async () => {
    for (const path of ['/', '/login', '/password/forgot', '/rules', `/games/${gameId}`]) {
      const res = await anonymous().get(path).expect(200);
      expect([path, res.headers['cache-control']]).toEqual([path, undefined]);
    }
  });
});
