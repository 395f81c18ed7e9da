/**
 * Log-in limits under attack, against the site listening on a loopback port (docs/operations.md,
 * "Log-in limits"): a burst of attempts sent all at once gets no more passwords checked than the
 * limit allows, however many are in flight; strangers guessing from many addresses cannot keep
 * the owner out of a browser he logged in with before, and a password set through the mailed
 * link lets him in from a new one; the current password on the profile is limited the same way.
 */
import { createTestSite, csrfFrom, type TestSite } from '../support/app';
import { listen, type Listening } from '../support/listening';
import { makeUser } from '../support/users';
import { newToken, sessionKeyOf } from '../../src/http/session';

const LIMITS = 'loginAccountAddress=5/900,loginAddress=40/3600,loginAccount=30/3600,loginDevice=5/900,passwordCheck=4/900';
const RIGHT = 'correct horse battery';
let site: TestSite;
let here: Listening;
let base = '';

beforeAll(async () => {
  site = await createTestSite({ env: { RATE_LIMITS: 'true', TRUST_PROXY: 'true', RATE_LIMIT_OVERRIDES: LIMITS } });
  here = await listen(site.app);
  base = here.base;
});
afterAll(async () => {
  await here.close();
  await site.close();
});
beforeEach(() => site.services.db.rateLimit.deleteMany());

/** A browser: its cookies, and the address it comes from (X-Forwarded-For; the site trusts its proxy). */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(public address: string) {}

  async send(path: string, form?: Record<string, string>): Promise<{ status: number; text: string }> {
    const res = await fetch(base + path, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        'X-Forwarded-For': this.address,
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return { status: res.status, text: await res.text() };
  }

  /** The log-in form's token (one per browser, good for any number of posts). */
  async csrf(path = '/login'): Promise<string> {
    return csrfFrom((await this.send(path)).text);
  }

  async logIn(username: string, password: string, csrf?: string): Promise<{ status: number; text: string }> {
    return this.send('/login', { _csrf: csrf ?? (await this.csrf()), username, password });
  }
}

const count = (answers: { status: number }[], status: number) => answers.filter((a) => a.status === status).length;

it('a burst of 200 log-ins sent at once on one account from one address: 5 passwords are checked, the rest refused, and the right one after it too', async () => {
  await makeUser(site.services, 'Anna');
  const attacker = new Browser('10.0.0.1');
  const csrf = await attacker.csrf();
  const answers = await Promise.all(Array.from({ length: 200 }, () => attacker.logIn('Anna', 'wrong guess', csrf)));
  expect(count(answers, 401)).toBe(5);
  expect(count(answers, 429)).toBe(195);
  expect((await attacker.logIn('anna', RIGHT, csrf)).status).toBe(429);
});

it('a burst over 100 names from one address: 40 passwords are checked', async () => {
  const attacker = new Browser('10.0.1.1');
  const csrf = await attacker.csrf();
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => attacker.logIn(`name${i}`, 'guess', csrf)));
  expect(count(answers, 401)).toBe(40);
  expect(count(answers, 429)).toBe(60);
});

it('strangers guessing from 12 addresses cannot keep the owner out: his browser gets in, a new one is told how, the mailed link lets it in; the strangers stay held back', async () => {
  const ben = await makeUser(site.services, 'Ben');
  const home = new Browser('10.1.0.1');
  expect((await home.logIn('Ben', RIGHT)).status).toBe(303); // the browser he plays on

  // 100 wrong passwords at once from 12 addresses: 30 are checked (the account's limit)
  const strangers = await Promise.all(Array.from({ length: 12 }, (_, i) => new Browser(`10.2.0.${i}`)).map(async (b) => ({ b, csrf: await b.csrf() })));
  const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => strangers[i % 12].b.logIn('Ben', `guess ${i}`, strangers[i % 12].csrf)));
  expect(count(answers, 401)).toBe(30);
  expect(count(answers, 429)).toBe(70);
  // held back from any new address too, a forged device cookie included
  const more = new Browser('10.3.0.1');
  more.cookies.set('did', `ben~${'A'.repeat(16)}~${'B'.repeat(32)}`);
  const refused = await more.logIn('Ben', 'guess again');
  expect(refused.status).toBe(429);
  expect(refused.text).toContain('log in from a browser you have logged in with before');

  // the owner's browser gets in, even from another address (he travels)
  home.address = '10.9.9.9';
  expect((await home.logIn('Ben', RIGHT)).status).toBe(303);

  // a new browser of his is refused, and told the ways in; a password set through the mailed
  // link lets that browser in, and the strangers' guesses no longer count against the account
  const phone = new Browser('10.4.0.1');
  expect((await phone.logIn('Ben', RIGHT)).status).toBe(429);
  const token = newToken();
  await site.services.db.passwordReset.create({ data: { id: sessionKeyOf(token), userId: ben.id, createdAt: new Date(), expiresAt: new Date(Date.now() + 3600_000) } });
  const resetCsrf = await phone.csrf(`/password/reset?token=${token}`);
  expect((await phone.send('/password/reset', { _csrf: resetCsrf, token, password: 'a new long passphrase', password2: 'a new long passphrase' })).status).toBe(303);
  expect((await phone.logIn('Ben', 'a new long passphrase')).status).toBe(303);

  // the strangers again: the account's limit holds as before
  const again = await Promise.all(Array.from({ length: 60 }, (_, i) => strangers[i % 12].b.logIn('Ben', `guess ${i}`, strangers[i % 12].csrf)));
  expect(count(again, 401)).toBeLessThanOrEqual(30);
  expect(count(again, 429)).toBeGreaterThanOrEqual(30);
  expect((await home.logIn('Ben', 'a new long passphrase')).status).toBe(303);
});

it("a browser that logged in before has its own limit: 5 wrong passwords, then it waits; the account's other browsers do not", async () => {
  await makeUser(site.services, 'Cleo');
  const shared = new Browser('10.5.0.1');
  expect((await shared.logIn('Cleo', RIGHT)).status).toBe(303);
  const csrf = await shared.csrf();
  const answers = await Promise.all(Array.from({ length: 20 }, () => shared.logIn('Cleo', 'wrong', csrf)));
  expect(count(answers, 401)).toBe(5);
  expect(count(answers, 429)).toBe(15);
  expect((await shared.logIn('Cleo', RIGHT, csrf)).status).toBe(429);
  expect((await new Browser('10.5.0.2').logIn('Cleo', RIGHT)).status).toBe(303);
});

it('the current password on the profile: 20 wrong ones at once get 4 checked; the password stays', async () => {
  await makeUser(site.services, 'Dora');
  const dora = new Browser('10.6.0.1');
  expect((await dora.logIn('Dora', RIGHT)).status).toBe(303);
  const csrf = await dora.csrf('/profile');
  const change = (current: string) => dora.send('/profile/password', { _csrf: csrf, current, password: 'another long passphrase', password2: 'another long passphrase' });
  const answers = await Promise.all(Array.from({ length: 20 }, () => change('wrong')));
  expect(count(answers, 403)).toBe(4);
  expect(count(answers, 429)).toBe(16);
  expect((await change(RIGHT)).status).toBe(429);
  expect(await site.services.users.checkPassword((await site.services.users.findByUsername('Dora'))!.id, RIGHT)).toBe(true);
});

it('a right password gives its points back: the owner logging in often is never refused', async () => {
  await makeUser(site.services, 'Emil');
  const emil = new Browser('10.7.0.1');
  for (let i = 0; i < 12; i++) expect((await new Browser('10.7.0.1').logIn('Emil', RIGHT)).status).toBe(303);
  expect((await emil.logIn('Emil', RIGHT)).status).toBe(303);
});
