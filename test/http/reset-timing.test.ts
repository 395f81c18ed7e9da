/**
 * Asking for a password link answers alike whether or not an account has the name or address
 * (issue 32, finding 5): the request only checks the form and puts the ask on the job queue; the
 * worker looks the account up and makes the mail. The answers are compared whole (status, body,
 * headers but the date and the request id) together with the statements each sent to the site's
 * database; right after them no link and no mail exist, and once a worker runs the known account's
 * mail arrives at a real SMTP server and none for the unknown one. How long each answer takes is
 * measured by bench/reset-timing.ts (docs/operations.md, "Accounts"), not here.
 */
import request from 'supertest';
import { createTestSite, csrfFrom, signUp, type TestSite } from '../support/app';
import { rawHeader, SmtpSink } from '../support/smtp-sink';
import { drain } from '../support/jobs';
import { SERVER_MS } from '../support/patience';
import { startWorker, type Worker } from '../../src/jobs/worker';
import { statementsOf } from '../../src/db/client';
import { QUEUES } from '../../src/queue';

let site: TestSite;
let sink: SmtpSink;
let worker: Worker | null = null;
const agent = () => request.agent(site.app);
let browser: ReturnType<typeof agent>;
let csrf: string;

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  // A queue but no worker yet: what the request itself did stays to be seen. The per-address
  // limit is on (3 asks an hour here).
  site = await createTestSite({ queue: true, env: { SMTP_URL: sink.url, RATE_LIMITS: 'true', RATE_LIMIT_OVERRIDES: 'passwordReset=3/3600' } });
  await signUp(site, 'Rita');
  browser = agent();
  csrf = csrfFrom((await browser.get('/password/forgot').expect(200)).text);
});
afterAll(async () => {
  await worker?.stop();
  await site.close();
  await sink.stop();
});

const resetMails = () => sink.mails.filter((m) => rawHeader(m.raw, 'X-Slipstream-Kind') === 'reset');

/** One ask from the same browser: the answer and the statements it sent to the site's database. */
async function ask(login: string) {
  const before = statementsOf(site.services.db);
  const res = await browser.post('/password/forgot').type('form').send({ _csrf: csrf, login });
  return { res, statements: statementsOf(site.services.db) - before };
}

/** An answer as the client sees it, but for what differs between any two answers (date, request id). */
function seen(res: request.Response) {
  const headers = { ...res.headers };
  delete headers.date;
  delete headers['x-request-id'];
  return { status: res.status, headers, body: res.text };
}

describe('asking for a password link', () => {
  it('answers a known and an unknown account alike, and makes neither link nor mail while answering', async () => {
    const known = await ask('rita');
    const unknown = await ask('nobody');
    expect(known.res.status).toBe(200);
    expect(known.res.text).toContain('If an account has that user name or address');
    expect(seen(unknown.res)).toEqual(seen(known.res));
    // The same work: the limit's count, nothing looked up for the one and not for the other.
    expect(unknown.statements).toBe(known.statements);
    expect(await site.services.db.passwordReset.count()).toBe(0);
    expect(await site.services.db.email.count({ where: { kind: 'reset' } })).toBe(0);
    // Both asks wait on the queue, alike.
    const jobs = await site.services.db.$queryRaw<{ login: string }[]>`SELECT data->>'login' AS login FROM pgboss.job WHERE name = ${QUEUES.passwordReset} ORDER BY created_on`;
    expect(jobs.map((j) => j.login)).toEqual(['rita', 'nobody']);
  });

  it('mails the known account through the worker, and nothing for the unknown one', async () => {
    worker = await startWorker(site.queue!, site.services, site.services.config);
    await sink.waitUntil(() => resetMails().length >= 1, SERVER_MS, 'the reset mail');
    await drain(site.services.db);
    expect(resetMails().map((m) => m.to)).toEqual([['rita@example.org']]);
    // The link works (once, for PASSWORD_RESET_MINUTES: test/http/accounts.test.ts).
    const link = /http:\/\/slipstream\.test(\/password\/reset\?token=[A-Za-z0-9_-]{43})/.exec(resetMails()[0].text)![1];
    expect((await agent().get(link).expect(200)).text).toContain('A new password for Rita.');
  });

  it('still counts the asks from one address: over the limit, 429 before anything is queued', async () => {
    await ask('rita@example.org').then(({ res }) => expect(res.status).toBe(200));
    const over = await ask('nobody@example.org');
    expect(over.res.status).toBe(429);
    expect(Number(over.res.headers['retry-after'])).toBeGreaterThan(0);
    const queued = await site.services.db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pgboss.job WHERE name = ${QUEUES.passwordReset}`;
    expect(Number(queued[0].n)).toBe(3);
  });
});
