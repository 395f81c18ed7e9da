/**
 * The player's own pages (profile with address, preferences and vacation; the outbox of mails
 * kept by a site without an SMTP server) and the admin page with its dead-letter list.
 */
import request from 'supertest';
import { createTestSite, csrfFrom, Player, signUp, TestSite } from '../support/app';
import { drain } from '../support/jobs';
import { decodeEntities } from '../support/mail-links';
import { ManualClock } from '../../src/clock';
import { EmailService } from '../../src/services/outgoing/email.service';
import { RECIPIENT_FIELDS } from '../../src/db/records';
import { createMailRenderer } from '../../src/mail/templates';
import { createTransport } from '../../src/mail/transport';

const clock = new ManualClock('2026-11-22T12:00:00Z');
let site: TestSite;
let root: Player; // the first account of the site: admin
let bob: Player;

beforeAll(async () => {
  site = await createTestSite({ worker: true, clock }); // no SMTP_URL: the outbox transport
  root = await signUp(site, 'Root');
  bob = await signUp(site, 'Bob');
  await drain(site.services.db);
});
afterAll(async () => {
  await site.close();
});

const db = () => site.services.db;
const confirmationOf = (userId: number) => db().email.findFirstOrThrow({ where: { userId, kind: 'confirm' } });

describe('/profile', () => {
  it('shows the address and whether it is confirmed, the preferences and the vacation allowance', async () => {
    const page = (await bob.agent.get('/profile').expect(200)).text;
    expect(page).toContain('<span translate="no">bob@example.org</span> —');
    expect(page).toContain('<strong>not confirmed yet:</strong>');
    expect(page).toContain('<form method="post" action="/profile/confirm" class="inline">');
    expect(page).toContain('This site has no mail server set: mails are kept under <a href="/outbox">Mail</a>');
    expect(page).toContain('<input type="radio" name="notifyMode" value="EVERY_TURN" checked> every turn');
    expect(page).toContain('<input type="radio" name="notifyMode" value="DAILY_DIGEST"> one daily digest');
    expect(page).toContain('<input type="radio" name="notifyMode" value="NONE"> no mail');
    expect(page).toContain('This year: 0 of 30 vacation days used, 30 left.');
    expect(page).toContain('Start my vacation');

    // The link of the confirmation mail as kept in the outbox confirms the address.
    const mail = await confirmationOf(bob.id);
    const link = mail.text.match(/http:\/\/slipstream\.test(\/confirm-email\?u=\d+&t=[\w-]+)/)![1];
    await request(site.app).get(link).expect(200);
    const after = (await bob.agent.get('/profile').expect(200)).text;
    expect(after).toContain('<span translate="no">bob@example.org</span> —');
    expect(after).toContain('confirmed 22 Nov 2026, 12:00 UTC.');
    expect(after).not.toContain('not confirmed yet');
    expect(after).not.toContain('action="/profile/confirm"');
  });

  it('starts a vacation from the form (twice: 409) and ends it, counting the days away', async () => {
    const start = await bob.agent.post('/profile/vacation/start').type('form').send({ _csrf: bob.csrf }).expect(303);
    expect(start.headers.location).toBe('/profile?done=vacation-start');
    let page = (await bob.agent.get('/profile?done=vacation-start').expect(200)).text;
    expect(page).toContain('Enjoy your vacation: your deadlines are paused.');
    expect(page).toContain('You are on vacation since 22 Nov 2026, 12:00 UTC: your deadlines are paused.');
    expect(page).toContain('I am back');
    expect((await db().user.findUniqueOrThrow({ where: { id: bob.id } })).vacationSince).toEqual(new Date('2026-11-22T12:00:00Z'));

    const again = await bob.agent.post('/profile/vacation/start').type('form').send({ _csrf: bob.csrf });
    expect(again.status).toBe(409);
    expect(again.text).toContain('You are on vacation already.');
    expect(await db().vacation.count({ where: { userId: bob.id } })).toBe(1);

    clock.advanceHours(48);
    page = (await bob.agent.get('/profile').expect(200)).text;
    expect(page).toContain('This year: 2 of 30 vacation days used, 28 left.');

    const end = await bob.agent.post('/profile/vacation/end').type('form').send({ _csrf: bob.csrf }).expect(303);
    expect(end.headers.location).toBe('/profile?done=vacation-end');
    page = (await bob.agent.get('/profile?done=vacation-end').expect(200)).text;
    expect(page).toContain('Welcome back: your deadlines run again');
    expect(page).toContain('Start my vacation');
    expect(page).toContain('This year: 2 of 30 vacation days used, 28 left.');
    const v = await db().vacation.findFirstOrThrow({ where: { userId: bob.id } });
    expect(v.endedAt).toEqual(new Date('2026-11-24T12:00:00Z'));
    expect((await db().user.findUniqueOrThrow({ where: { id: bob.id } })).vacationSince).toBeNull();

    const notAway = await bob.agent.post('/profile/vacation/end').type('form').send({ _csrf: bob.csrf });
    expect(notAway.status).toBe(409);
    expect(notAway.text).toContain('You are not on vacation.');
  });
});

describe('/outbox', () => {
  it('lists only the user\'s own mails, sent by the outbox transport', async () => {
    const mine = await confirmationOf(bob.id);
    const theirs = await confirmationOf(root.id);
    for (const m of [mine, theirs]) {
      expect(m.status).toBe('SENT');
      expect(m.transport).toBe('outbox');
      expect(m.sentAt).not.toBeNull();
    }
    for (const path of ['/outbox', '/outbox?all=1']) {
      const page = (await bob.agent.get(path).expect(200)).text;
      expect(page).toContain('This site has no SMTP server set (SMTP_URL), so mails are not sent out: they are kept here.');
      expect(page).toContain(`<a href="/outbox/${mine.id}" data-doc>Confirm your email address for Slipstream</a></td><td data-label="Status">sent (outbox)</td>`);
      expect(page).not.toContain(`href="/outbox/${theirs.id}"`);
      expect(page).not.toContain('(all users)');
      expect(page).not.toContain('Everyone&#x27;s mail');
    }
    // The admin may see everyone's.
    const all = (await root.agent.get('/outbox?all=1').expect(200)).text;
    expect(all).toContain('Mail (all users)');
    expect(all).toContain(`href="/outbox/${mine.id}"`);
    expect(all).toContain(`href="/outbox/${theirs.id}"`);
    expect(all).toContain('<td translate="no">bob@example.org</td>');
  });

  it('shows one mail to its owner, and is 404 for another user\'s', async () => {
    const mine = await confirmationOf(bob.id);
    const theirs = await confirmationOf(root.id);
    const page = (await bob.agent.get(`/outbox/${mine.id}`).expect(200)).text;
    expect(page).toContain('<h1 data-doc>Confirm your email address for Slipstream</h1>');
    expect(page).toContain('<dt>To</dt><dd translate="no">bob@example.org</dd>');
    expect(page).toContain('<dt>Status</dt><dd>sent, ');
    expect(page).toContain(' (outbox)</dd>');
    expect(page).toContain(`<a href="/outbox/${mine.id}/html">Open the HTML version</a>`);
    expect(decodeEntities(page)).toContain(`<pre class="mail-text" data-doc>${mine.text}</pre>`);
    expect(mine.text).toContain(`http://slipstream.test/confirm-email?u=${bob.id}&t=`);
    for (const path of [`/outbox/${theirs.id}`, `/outbox/${theirs.id}/html`, '/outbox/999999', '/outbox/abc', '/outbox/999999/html']) {
      const res = await bob.agent.get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain(theirs.subject + '</h1>');
    }
    await request(site.app).get(`/outbox/${mine.id}`).expect(303); // not logged in: to the log-in page
  });

  it('serves the HTML part alone with a strict Content-Security-Policy', async () => {
    const mine = await confirmationOf(bob.id);
    const res = await bob.agent.get(`/outbox/${mine.id}/html`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.text).toBe(mine.html);
  });
});

describe('/admin', () => {
  it('belongs to the first account: it sees the page and the nav link; others get 403', async () => {
    expect((await db().user.findUniqueOrThrow({ where: { id: root.id } })).isAdmin).toBe(true);
    expect((await db().user.findUniqueOrThrow({ where: { id: bob.id } })).isAdmin).toBe(false);
    expect((await root.agent.get('/').expect(200)).text).toContain('<a href="/admin">Admin</a>');
    expect((await bob.agent.get('/').expect(200)).text).not.toContain('href="/admin"');
    const page = (await root.agent.get('/admin').expect(200)).text;
    expect(page).toContain('Mail goes out by outbox.');
    expect(page).toContain('<h2>Dead letters</h2>');
    expect(page).toContain('<tr><td><code translate="no">send-email</code></td><td>'); // the queues
    expect(page).toContain('<p>None.</p>'); // no dead letters yet

    const denied = await bob.agent.get('/admin');
    expect(denied.status).toBe(403);
    expect(denied.text).toContain('This page is for the site admins.');
    const post = await bob.agent.post('/admin/failed/1/retry').type('form').send({ _csrf: bob.csrf });
    expect(post.status).toBe(403);
    expect(post.text).toContain('This page is for the site admins.');
    expect((await request(site.app).get('/admin')).status).toBe(303); // to the log-in page
  });

  /**
   * A mail whose job was lost before it ran (queued by a service without a job queue): PENDING,
   * then listed as a dead letter as the dead-letter worker would.
   */
  async function deadMail(key: string): Promise<{ emailId: number; failedId: number }> {
    const s = site.services;
    const offline = new EmailService(s.db, s.config, createMailRenderer(), s.signer, createTransport(undefined), () => null);
    const to = await s.db.user.findUniqueOrThrow({ where: { id: bob.id }, select: RECIPIENT_FIELDS });
    const emailId = (await offline.queue({ key, kind: 'confirm', category: 'account', to, subject: `Test mail ${key}`, context: { confirmUrl: 'http://slipstream.test/', email: to.email } }))!;
    expect((await s.db.email.findUniqueOrThrow({ where: { id: emailId } })).status).toBe('PENDING');
    await s.admin.recordDeadLetter({ queue: 'send-email', emailId }, { message: 'boom' });
    const failed = await s.db.failedJob.findFirstOrThrow({ where: { data: { equals: { queue: 'send-email', emailId } } } });
    return { emailId, failedId: failed.id };
  }

  it('lists a dead letter, retries it from the page form, and the mail goes out', async () => {
    const { emailId, failedId } = await deadMail('test:dead:1');
    const mail = await db().email.findUniqueOrThrow({ where: { id: emailId } });
    expect(mail.status).toBe('FAILED');
    expect(mail.lastError).toBe('boom');

    const page = (await root.agent.get('/admin').expect(200)).text;
    expect(decodeEntities(page)).toContain(`<td data-label="Queue"><code translate="no">send-email</code></td><td data-label="Job"><code translate="no">{"queue":"send-email","emailId":${emailId}}</code></td><td data-label="Error" translate="no">boom</td>`);
    expect(page).toContain(`<td><a href="/outbox/${emailId}" data-doc>Test mail test:dead:1</a></td><td data-label="Status">failed</td><td data-label="Tries">0</td><td data-label="Last error" translate="no">boom</td>`);
    const form = page.match(new RegExp(`<form method="post" action="(/admin/failed/${failedId}/retry)" class="inline"><input type="hidden" name="_csrf" value="([^"]+)">`));
    expect(form).not.toBeNull();

    // A non-admin cannot retry it.
    expect((await bob.agent.post(form![1]).type('form').send({ _csrf: bob.csrf })).status).toBe(403);
    expect((await db().failedJob.findUniqueOrThrow({ where: { id: failedId } })).resolvedAt).toBeNull();

    const res = await root.agent.post(form![1]).type('form').send({ _csrf: form![2] }).expect(303);
    expect(res.headers.location).toBe('/admin');
    await drain(db());
    const sent = await db().email.findUniqueOrThrow({ where: { id: emailId } });
    expect(sent.status).toBe('SENT');
    expect(sent.transport).toBe('outbox');
    expect(sent.attempts).toBe(1);
    expect(sent.lastError).toBeNull();
    const row = await db().failedJob.findUniqueOrThrow({ where: { id: failedId } });
    expect(row.resolution).toBe('retried');
    expect(row.resolvedAt).not.toBeNull();
    const after = (await root.agent.get('/admin').expect(200)).text;
    expect(after).not.toContain(`/admin/failed/${failedId}/`);
    expect(after).toMatch(/Test mail test:dead:1<\/a><\/td><td data-label="Status">sent<\/td>/);

    // Retrying twice: 409, and the mail is not sent again.
    const twice = await root.agent.post(form![1]).type('form').send({ _csrf: root.csrf });
    expect(twice.status).toBe(409);
    expect(twice.text).toContain('That job was retried or dismissed already.');
    await drain(db());
    expect((await db().email.findUniqueOrThrow({ where: { id: emailId } })).attempts).toBe(1);
  });

  it('dismisses a dead letter: off the list, the mail stays failed, no retry after', async () => {
    const { emailId, failedId } = await deadMail('test:dead:2');
    const page = (await root.agent.get('/admin').expect(200)).text;
    expect(page).toContain(`action="/admin/failed/${failedId}/dismiss"`);
    const res = await root.agent.post(`/admin/failed/${failedId}/dismiss`).type('form').send({ _csrf: csrfFrom(page) }).expect(303);
    expect(res.headers.location).toBe('/admin');
    const after = (await root.agent.get('/admin').expect(200)).text;
    expect(after).not.toContain(`/admin/failed/${failedId}/`);
    expect(after).toMatch(/<h2>Dead letters<\/h2>\s*<p class="hint">[^<]*<\/p>\s*<p>None\.<\/p>/);
    expect((await db().failedJob.findUniqueOrThrow({ where: { id: failedId } })).resolution).toBe('dismissed');
    expect((await db().email.findUniqueOrThrow({ where: { id: emailId } })).status).toBe('FAILED');

    const retry = await root.agent.post(`/admin/failed/${failedId}/retry`).type('form').send({ _csrf: root.csrf });
    expect(retry.status).toBe(409);
    const dismissAgain = await root.agent.post(`/admin/failed/${failedId}/dismiss`).type('form').send({ _csrf: root.csrf });
    expect(dismissAgain.status).toBe(409);
    expect((await root.agent.post('/admin/failed/999999/retry').type('form').send({ _csrf: root.csrf })).status).toBe(400);
    await drain(db());
    expect((await db().email.findUniqueOrThrow({ where: { id: emailId } })).status).toBe('FAILED');

    // The mail itself can still be sent again from its own retry action.
    await root.agent.post(`/admin/emails/${emailId}/retry`).type('form').send({ _csrf: root.csrf }).expect(303);
    await drain(db());
    expect((await db().email.findUniqueOrThrow({ where: { id: emailId } })).status).toBe('SENT');
  });

  it('refuses to retry a dead letter of an unknown queue and keeps it listed', async () => {
    await site.services.admin.recordDeadLetter({ queue: 'no-such-queue', x: 1 }, { message: 'lost' });
    const failed = await db().failedJob.findFirstOrThrow({ where: { queue: 'no-such-queue' } });
    const res = await root.agent.post(`/admin/failed/${failed.id}/retry`).type('form').send({ _csrf: root.csrf });
    expect(res.status).toBe(400);
    expect(res.text).toContain('The queue &quot;no-such-queue&quot; is not known here.');
    const row = await db().failedJob.findUniqueOrThrow({ where: { id: failed.id } });
    expect(row.resolvedAt).toBeNull();
    expect((await root.agent.get('/admin').expect(200)).text).toContain(`action="/admin/failed/${failed.id}/dismiss"`);
  });
});
