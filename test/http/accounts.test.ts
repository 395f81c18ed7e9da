/**
 * Accounts (issue 13): changing the password on the profile, setting a forgotten one through the
 * link of a real mail (received by an SMTP server on loopback), the session list of the profile,
 * ending one session and logging out everywhere. Every refusal is a clear 4xx that changes
 * nothing. The reset links' time is a ManualClock; the minute sweep is taken off.
 */
import request from 'supertest';
import { csrfFrom, signUp, TestSite } from '../support/app';
import { rawHeader, SmtpSink, startMailSite, stopMailSite } from '../support/smtp-sink';
import { drain } from '../support/jobs';
import { hrefs, pathOf } from '../support/mail-links';
import { ManualClock, MINUTE } from '../../src/clock';
import { describeUserAgent } from '../../src/text/user-agent';
import { sessionKeyOf } from '../../src/http/session';
import { SERVER_MS } from '../support/patience';

const PW = 'correct horse battery';
const NEW_PW = 'a brand new passphrase';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const clock = new ManualClock(new Date());
let site: TestSite;
let sink: SmtpSink;

beforeAll(async () => {
  ({ site, sink } = await startMailSite(clock));
});
afterAll(() => stopMailSite(site, sink));

type Agent = ReturnType<typeof request.agent>;

/** Logs in through the form as a browser with this User-Agent; the agent and its CSRF token. */
async function logIn(username: string, password = PW, userAgent = FIREFOX): Promise<{ agent: Agent; csrf: string }> {
  const agent = request.agent(site.app);
  const form = await agent.get('/login').set('User-Agent', userAgent).expect(200);
  await agent.post('/login').set('User-Agent', userAgent).type('form').send({ _csrf: csrfFrom(form.text), username, password }).expect(303);
  const profile = await agent.get('/profile').set('User-Agent', userAgent).expect(200);
  return { agent, csrf: csrfFrom(profile.text) };
}

/** A log-in attempt from a fresh browser: its status. */
async function loginStatus(username: string, password: string): Promise<number> {
  const agent = request.agent(site.app);
  const form = await agent.get('/login').expect(200);
  return (await agent.post('/login').type('form').send({ _csrf: csrfFrom(form.text), username, password })).status;
}

async function expectLoggedOut(agent: Agent): Promise<void> {
  const res = await agent.get('/profile').expect(303);
  expect(res.headers.location).toBe('/login?next=%2Fprofile');
}

const hashOf = async (id: number) => (await site.services.db.user.findUniqueOrThrow({ where: { id } })).passwordHash;
const sessionsOf = (userId: number) => site.services.db.session.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });

/** Asks for a reset link from a browser (a fresh one by default); the answer, of this status. */
async function askForLink(login: string, status = 200, agent: Agent = request.agent(site.app)) {
  const form = await agent.get('/password/forgot').expect(200);
  return agent.post('/password/forgot').type('form').send({ _csrf: csrfFrom(form.text), login }).expect(status);
}

const resetMails = (address: string) => sink.to(address).filter((m) => rawHeader(m.raw, 'X-Slipstream-Kind') === 'reset');

/** The link of the newest reset mail to the address, as a path on the test site (both parts agree). */
async function linkFromMail(address: string, count: number): Promise<string> {
  await drain(site.services.db);
  await sink.waitUntil(() => resetMails(address).length >= count, SERVER_MS, `reset mail ${count} to ${address}`);
  const mails = resetMails(address);
  expect(mails).toHaveLength(count);
  const m = mails[count - 1];
  const link = /http:\/\/slipstream\.test\/password\/reset\?token=[A-Za-z0-9_-]{43}/.exec(m.text)![0];
  expect(hrefs(m.html)).toContain(link);
  return pathOf(link);
}

/** Posts the form of a reset link (from the page the link shows, as a browser does); the answer, of this status. */
async function postNewPassword(agent: Agent, link: string, status: number, password: string, password2 = password) {
  const page = await agent.get(link).expect(200);
  const token = /name="token" value="([^"]+)"/.exec(page.text)![1];
  return agent.post('/password/reset').type('form').send({ _csrf: csrfFrom(page.text), token, password, password2 }).expect(status);
}

describe('changing the password on the profile', () => {
  let paulId: number;
  let here: { agent: Agent; csrf: string };
  let there: { agent: Agent; csrf: string };

  beforeAll(async () => {
    paulId = (await signUp(site, 'Paul')).id;
    here = await logIn('Paul');
    there = await logIn('Paul', PW, IPHONE);
  });

  const change = (fields: Record<string, string>, csrf = here.csrf) => here.agent.post('/profile/password').type('form').send({ _csrf: csrf, ...fields });

  it.each([
    [{ current: 'not my password', password: NEW_PW, password2: NEW_PW }, 403, 'Your current password is not right. Nothing was changed.'],
    [{ current: PW, password: NEW_PW, password2: 'a brand new passphrasE' }, 400, 'The two new passwords differ. Nothing was changed.'],
    [{ current: PW, password: 'short', password2: 'short' }, 400, 'a password has at least 8 characters'],
    [{ current: '', password: NEW_PW, password2: NEW_PW }, 400, 'enter your password'],
  ])('refuses %j with %i and changes nothing', async (fields, status, message) => {
    const before = await hashOf(paulId);
    const res = await change(fields).expect(status);
    expect(res.text).toContain(message);
    expect(res.text).toContain('Change password'); // the profile again, with the error
    expect(await hashOf(paulId)).toBe(before);
    expect(await sessionsOf(paulId)).toHaveLength(3);
  });

  it('refuses the form without the CSRF token', async () => {
    const before = await hashOf(paulId);
    await change({ current: PW, password: NEW_PW, password2: NEW_PW }, 'forged').expect(403);
    expect(await hashOf(paulId)).toBe(before);
  });

  it('changes it: the old password fails, the new one works, the other sessions end, this one goes on', async () => {
    const res = await change({ current: PW, password: NEW_PW, password2: NEW_PW }).expect(303);
    expect(res.headers.location).toBe('/profile?done=password');
    const page = await here.agent.get(res.headers.location).expect(200);
    expect(page.text).toContain('Your password is changed. Your other sessions have ended; this one goes on.');
    expect((await hashOf(paulId)).startsWith('$argon2id$')).toBe(true);
    await expectLoggedOut(there.agent);
    expect(await sessionsOf(paulId)).toHaveLength(1);
    expect(await loginStatus('Paul', PW)).toBe(401);
    expect(await loginStatus('Paul', NEW_PW)).toBe(303);
  });
});

describe('a forgotten password', () => {
  let rita: { id: number; address: string };

  beforeAll(async () => {
    rita = { id: (await signUp(site, 'Rita')).id, address: 'rita@example.org' };
  });

  it('is offered on the log-in page', async () => {
    const login = await request(site.app).get('/login').expect(200);
    expect(login.text).toContain('<a href="/password/forgot">Forgot your password?</a>');
    const form = await request(site.app).get('/password/forgot').expect(200);
    expect(form.text).toContain('User name or mail address');
  });

  it('answers the same for a known and an unknown name or address, and mails only a known one', async () => {
    const agent = request.agent(site.app);
    const mailsBefore = await site.services.db.email.count();
    const unknownName = await askForLink('Nobody', 200, agent);
    const unknownAddress = await askForLink('nobody@example.org', 200, agent);
    await drain(site.services.db); // the asks are jobs: what the worker made of them
    expect(await site.services.db.email.count()).toBe(mailsBefore);
    expect(await site.services.db.passwordReset.count()).toBe(0);
    const known = await askForLink('rita', 200, agent);
    expect([unknownName.status, unknownAddress.status, known.status]).toEqual([200, 200, 200]);
    expect(known.text).toContain('If an account has that user name or address, a link to set a new password is on its way');
    expect(known.text).toContain('It works once and for 60 minutes.');
    expect(unknownName.text).toBe(known.text);
    expect(unknownAddress.text).toBe(known.text);
    expect(known.text).not.toContain('rita@example.org');
    await linkFromMail(rita.address, 1);
  });

  it('mails the link in the recipient\'s words, with when it stops working', async () => {
    const m = resetMails(rita.address)[0];
    expect(m.subject).toBe('Set a new password for Slipstream');
    expect(m.text).toContain('Hello Rita,');
    expect(m.text).toContain('Someone, hopefully you, asked for a new password for your account. Choose one here:');
    expect(m.text).toMatch(/The link works once, until .+\. If you did not ask for it, ignore this mail: your password stays as it is\./);
    expect(m.text).toContain('You get this mail because someone asked for a new password for your account at Slipstream.');
    expect(m.text).not.toContain('someone signed up');
    // Only the token's sha-256 is stored.
    const token = /token=([A-Za-z0-9_-]+)/.exec(m.text)![1];
    const rows = await site.services.db.passwordReset.findMany({ where: { userId: rita.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].id).not.toContain(token);
  });

  it('sends at most one mail per account in five minutes (the same answer)', async () => {
    await askForLink('Rita');
    await askForLink('RITA@example.org');
    await drain(site.services.db);
    expect(resetMails(rita.address)).toHaveLength(1);
  });

  it('refuses bad input on the request form with 400 (the same for any account)', async () => {
    const empty = await askForLink('   ', 400);
    expect(empty.text).toContain('enter your user name or mail address');
    const bad = await askForLink('no/such name', 400);
    expect(bad.text).toContain('letters, digits');
  });

  it('sets a new password through the link: every session ends, the link works once', async () => {
    clock.advance(6 * MINUTE);
    const session = await logIn('Rita');
    await askForLink('rita@example.org');
    const link = await linkFromMail(rita.address, 2);
    const browser = request.agent(site.app);
    const page = await browser.get(link).expect(200);
    expect(page.text).toContain('A new password for Rita.');
    const before = await hashOf(rita.id);

    const differ = await postNewPassword(browser, link, 400, NEW_PW, `${NEW_PW}!`);
    expect(differ.text).toContain('The two new passwords differ. Nothing was changed.');
    expect(differ.text).toContain('name="token"'); // the form again, with the link
    const short = await postNewPassword(browser, link, 400, 'short');
    expect(short.text).toContain('a password has at least 8 characters');
    expect(await hashOf(rita.id)).toBe(before);
    expect(await sessionsOf(rita.id)).not.toHaveLength(0);

    const done = await postNewPassword(browser, link, 303, NEW_PW);
    expect(done.headers.location).toBe('/login?done=password-set');
    const login = await browser.get(done.headers.location).expect(200);
    expect(login.text).toContain('Your new password is set, and every session of your account has ended.');
    await expectLoggedOut(session.agent);
    expect(await sessionsOf(rita.id)).toHaveLength(0);
    expect(await loginStatus('Rita', PW)).toBe(401);
    expect(await loginStatus('Rita', NEW_PW)).toBe(303);

    // Single use: the page and the form of the link now say so, and change nothing.
    const again = await browser.get(link).expect(410);
    expect(again.text).toContain('This link to set a new password was used already');
    expect(again.text).toContain('<a href="/password/forgot">Ask for a new link</a>');
    const hash = await hashOf(rita.id);
    const token = new URLSearchParams(link.split('?')[1]).get('token')!;
    const reuse = await browser.post('/password/reset').type('form').send({ _csrf: csrfFrom(login.text), token, password: 'yet another passphrase', password2: 'yet another passphrase' }).expect(410);
    expect(reuse.text).toContain('was used already');
    expect(await hashOf(rita.id)).toBe(hash);
  });

  it('refuses an expired link with 410', async () => {
    clock.advance(6 * MINUTE);
    await askForLink('Rita');
    const link = await linkFromMail(rita.address, 3);
    clock.advance(59 * MINUTE);
    await request(site.app).get(link).expect(200);
    clock.advance(1 * MINUTE);
    const res = await request(site.app).get(link).expect(410);
    expect(res.text).toContain('This link to set a new password has expired: a link works for 60 minutes.');
    const hash = await hashOf(rita.id);
    clock.advance(-1 * MINUTE);
    const browser = request.agent(site.app);
    const page = await browser.get(link).expect(200);
    clock.advance(1 * MINUTE); // it expires while the form is open
    const token = /name="token" value="([^"]+)"/.exec(page.text)![1];
    await browser.post('/password/reset').type('form').send({ _csrf: csrfFrom(page.text), token, password: NEW_PW, password2: NEW_PW }).expect(410);
    expect(await hashOf(rita.id)).toBe(hash);
  });

  it('refuses a forged or broken link with 400', async () => {
    const forged = await request(site.app).get(`/password/reset?token=${'A'.repeat(43)}`).expect(400);
    expect(forged.text).toContain('This link to set a new password is not valid.');
    await request(site.app).get('/password/reset?token=short').expect(400);
    await request(site.app).get('/password/reset').expect(400);
    const agent = request.agent(site.app);
    const form = await agent.get('/password/forgot').expect(200);
    const hash = await hashOf(rita.id);
    await agent.post('/password/reset').type('form').send({ _csrf: csrfFrom(form.text), token: 'B'.repeat(43), password: NEW_PW, password2: NEW_PW }).expect(400);
    await agent.post('/password/reset').type('form').send({ token: 'B'.repeat(43), password: NEW_PW, password2: NEW_PW }).expect(403);
    expect(await hashOf(rita.id)).toBe(hash);
  });

  it('ends open links when the password is changed on the profile', async () => {
    clock.advance(6 * MINUTE);
    await askForLink('Rita');
    const link = await linkFromMail(rita.address, 4);
    const me = await logIn('Rita', NEW_PW);
    await me.agent.post('/profile/password').type('form').send({ _csrf: me.csrf, current: NEW_PW, password: PW, password2: PW }).expect(303);
    expect((await request(site.app).get(link).expect(410)).text).toContain('or the password has changed since');
  });

  it('mails a player who reads German in German', async () => {
    const greta = await signUp(site, 'Greta');
    await site.services.db.user.update({ where: { id: greta.id }, data: { language: 'de' } });
    await askForLink('Greta');
    await linkFromMail('greta@example.org', 1);
    const m = resetMails('greta@example.org')[0];
    expect(m.subject).toBe('Neues Passwort für Slipstream');
    expect(m.text).toContain('Hallo Greta,');
    expect(m.text).toMatch(/Der Link gilt einmal, bis .+\. Wenn du ihn nicht angefordert hast/);
  });

  it('mails nothing to an account without an address, with the same answer', async () => {
    const nils = await signUp(site, 'Nils');
    await site.services.db.user.update({ where: { id: nils.id }, data: { email: '' } });
    const mails = await site.services.db.email.count();
    const res = await askForLink('Nils');
    expect(res.text).toContain('If an account has that user name or address');
    await drain(site.services.db);
    expect(await site.services.db.email.count()).toBe(mails);
    expect(await site.services.db.passwordReset.count({ where: { userId: nils.id } })).toBe(0);
  });
});

describe('the session list', () => {
  let samId: number;
  let firefox: { agent: Agent; csrf: string };
  let iphone: { agent: Agent; csrf: string };
  let mac: { agent: Agent; csrf: string };

  beforeAll(async () => {
    samId = (await signUp(site, 'Sam')).id;
    await site.services.db.session.deleteMany({ where: { userId: samId } });
    firefox = await logIn('Sam', PW, FIREFOX);
    iphone = await logIn('Sam', PW, IPHONE);
    mac = await logIn('Sam', PW, CHROME_MAC);
  });

  /** The rows of the list on the profile, as the page shows them. */
  async function rows(agent: Agent): Promise<{ text: string; handle: string }[]> {
    const page = await agent.get('/profile').set('User-Agent', FIREFOX).expect(200);
    const table = /<table class="list stack sessions">([\s\S]*?)<\/table>/.exec(page.text)![1];
    return [...table.matchAll(/<tr(?: class="current-session")?>\s*<td>([\s\S]*?)<\/td>[\s\S]*?name="session" value="([0-9a-f]{16})"/g)].map((m) => ({
      text: m[1].replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim(),
      handle: m[2],
    }));
  }

  it('lists each session with its browser, start and last use; this browser first and marked', async () => {
    const list = await rows(firefox.agent);
    expect(list.map((r) => r.text)).toEqual(['Firefox 132 on Windows (this browser)', 'Chrome 131 on macOS', 'Safari 17 on iOS']);
    const page = await firefox.agent.get('/profile').expect(200);
    expect(page.text).toContain('Logged in');
    expect(page.text).toContain('Last used');
    expect((page.text.match(/<time datetime=/g) ?? []).length).toBeGreaterThanOrEqual(6);
    expect(page.text).not.toMatch(/[0-9a-f]{64}/); // never a session's key
  });

  it('writes the last use at most every five minutes', async () => {
    const key = (await sessionsOf(samId)).find((s) => s.userAgent === IPHONE)!.id;
    const seen = async () => (await site.services.db.session.findUniqueOrThrow({ where: { id: key } })).lastSeenAt;
    const first = await seen();
    await iphone.agent.get('/').set('User-Agent', IPHONE).expect(200);
    expect(await seen()).toEqual(first);
    const old = new Date(Date.now() - 10 * MINUTE);
    await site.services.db.session.update({ where: { id: key }, data: { lastSeenAt: old } });
    await iphone.agent.get('/').set('User-Agent', IPHONE).expect(200);
    expect((await seen()).getTime()).toBeGreaterThan(old.getTime() + 9 * MINUTE); // written again: now
    const written = await seen();
    await iphone.agent.get('/').set('User-Agent', IPHONE).expect(200);
    expect(await seen()).toEqual(written);
  });

  it('keeps the browser of a session made without one (before sessions kept it) at its next request', async () => {
    const { token } = await site.services.users.login({ username: 'Paul', password: NEW_PW });
    const key = sessionKeyOf(token);
    expect((await site.services.db.session.findUniqueOrThrow({ where: { id: key } })).userAgent).toBeNull();
    await request(site.app).get('/').set('Cookie', `sid=${token}`).set('User-Agent', IPHONE).expect(200);
    expect((await site.services.db.session.findUniqueOrThrow({ where: { id: key } })).userAgent).toBe(IPHONE);
  });

  it('ends another session from the list: that browser must log in again, this one goes on', async () => {
    const safari = (await rows(firefox.agent)).find((r) => r.text.startsWith('Safari'))!;
    const res = await firefox.agent.post('/profile/sessions/end').type('form').send({ _csrf: firefox.csrf, session: safari.handle }).expect(303);
    expect(res.headers.location).toBe('/profile?done=session-ended');
    expect((await firefox.agent.get(res.headers.location).expect(200)).text).toContain('That session has ended: its browser must log in again.');
    await expectLoggedOut(iphone.agent);
    expect((await rows(firefox.agent)).map((r) => r.text)).toEqual(['Firefox 132 on Windows (this browser)', 'Chrome 131 on macOS']);
  });

  it('refuses an unknown session, or another player\'s, with 404 and ends nothing', async () => {
    const other = await logIn('Paul', NEW_PW);
    const othersHandle = (await rows(other.agent))[0].handle;
    const before = (await site.services.db.session.count());
    for (const session of ['ffffffffffffffff', 'not a handle', othersHandle, '']) {
      const res = await firefox.agent.post('/profile/sessions/end').type('form').send({ _csrf: firefox.csrf, session }).expect(404);
      expect(res.text).toContain('You have no such session (it may have ended already).');
    }
    expect(await site.services.db.session.count()).toBe(before);
    await other.agent.get('/profile').expect(200);
    await firefox.agent.post('/profile/sessions/end').type('form').send({ session: othersHandle }).expect(403);
  });

  it('ends this browser\'s own session from the list: on to the log-in page', async () => {
    const mine = (await rows(mac.agent)).find((r) => r.text.includes('(this browser)'))!;
    expect(mine.text).toBe('Chrome 131 on macOS (this browser)');
    const res = await mac.agent.post('/profile/sessions/end').type('form').send({ _csrf: mac.csrf, session: mine.handle }).expect(303);
    expect(res.headers.location).toBe('/login');
    await expectLoggedOut(mac.agent);
    expect((await rows(firefox.agent)).map((r) => r.text)).toEqual(['Firefox 132 on Windows (this browser)']);
  });
});

describe('log out everywhere', () => {
  it('ends every session of the account, this one too: old cookies get the log-in page', async () => {
    const lea = await signUp(site, 'Lea');
    const other = await logIn('Lea', PW, IPHONE);
    const bystander = await logIn('Sam');
    await lea.agent.post('/profile/logout-everywhere').type('form').send({ _csrf: 'forged' }).expect(403);
    expect(await sessionsOf(lea.id)).toHaveLength(2);
    const res = await lea.agent.post('/profile/logout-everywhere').type('form').send({ _csrf: lea.csrf }).expect(303);
    expect(res.headers.location).toBe('/login?done=logged-out-everywhere');
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('sid='))!;
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await lea.agent.get(res.headers.location).expect(200)).text).toContain('You are logged out everywhere: every session of your account has ended.');
    await expectLoggedOut(lea.agent);
    await expectLoggedOut(other.agent);
    expect(await sessionsOf(lea.id)).toHaveLength(0);
    await bystander.agent.get('/profile').expect(200);
    // A form of an old page is refused (its CSRF token was its session's) and changes nothing.
    const hash = await hashOf(lea.id);
    await other.agent.post('/profile/password').type('form').send({ _csrf: other.csrf, current: PW, password: NEW_PW, password2: NEW_PW }).expect(403);
    expect(await hashOf(lea.id)).toBe(hash);
    expect(await loginStatus('Lea', PW)).toBe(303);
  });
});

describe('the browser of a session', () => {
  it.each([
    [FIREFOX, 'Firefox 132', 'Windows'],
    [IPHONE, 'Safari 17', 'iOS'],
    [CHROME_MAC, 'Chrome 131', 'macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86', 'Edge 131', 'Windows'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36', 'Chrome 131', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128', 'Linux'],
    ['curl/8.5.0', 'curl 8', null],
    ['Mozilla/5.0 (compatible)', null, null],
    ['', null, null],
  ])('%s is %s on %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os });
  });
});
