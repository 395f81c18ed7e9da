/**
 * A job whose every retry fails ends in the dead-letter list: pg-boss hands it to the
 * dead-letter queue, whose worker lists it with its error; the mail is marked failed. Retried
 * from the admin service once the SMTP server is back, the mail goes out once.
 */
import { createTestSite, TestSite } from '../support/app';
import { SmtpSink } from '../support/smtp-sink';
import { drain, waitFor } from '../support/jobs';
import { makeUser } from '../support/users';
import { QUEUES } from '../../src/queue';
import { SERVER_MS } from '../support/patience';


let site: TestSite;
let sink: SmtpSink;

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  site = await createTestSite({ worker: true, env: { SMTP_URL: sink.url, JOB_RETRY_LIMIT: '1', JOB_RETRY_DELAY_SECONDS: '1' } });
});
afterAll(async () => {
  await site.close();
  await sink.stop();
});

it('lists a mail that failed every try, and sends it once when retried', async () => {
  const s = site.services;
  const anna = await makeUser(s, 'Anna');
  sink.refuse = true; // the server answers 451 to every message
  const emailId = await s.emails.queue({
    key: 'test:dead:1',
    kind: 'invite',
    category: 'game',
    to: { ...anna, emailConfirmedAt: new Date(), notifyMode: 'EVERY_TURN' },
    subject: 'A mail that cannot go out yet',
    context: { byName: 'Ben', title: 'Race', gameId: 1, gameUrl: 'http://slipstream.test/games/1', summary: '', deadlineDays: 3 },
  });
  expect(emailId).not.toBeNull();
  await waitFor(async () => (await s.db.failedJob.count()) === 1, SERVER_MS, 'the dead letter');
  const [dead] = await s.admin.failedJobs();
  expect(dead.queue).toBe('send-email');
  expect(dead.data).toMatchObject({ emailId, queue: 'send-email' });
  expect(dead.error).toMatch(/451|try again later/);
  const mail = await s.db.email.findUniqueOrThrow({ where: { id: emailId! } });
  expect(mail.status).toBe('FAILED');
  expect(mail.attempts).toBe(2); // the first try and one retry
  expect(sink.mails).toHaveLength(0);
  // The admin page's queue figures: every queue, nothing left waiting for this mail.
  const stats = await s.admin.queueStats();
  expect(stats.map((q) => q.name).sort()).toEqual(Object.values(QUEUES).sort());
  expect(stats.find((q) => q.name === 'send-email')).toMatchObject({ waiting: 0, active: 0 });

  sink.refuse = false;
  await s.admin.retry(dead.id);
  await drain(s.db);
  await waitFor(async () => (await s.db.email.findUniqueOrThrow({ where: { id: emailId! } })).status === 'SENT', SERVER_MS, 'the retried mail');
  expect(sink.to(anna.email)).toHaveLength(1);
  expect(await s.admin.failedJobs()).toHaveLength(0);
  await expect(s.admin.retry(dead.id)).rejects.toMatchObject({ status: 409 });
});
