/**
 * Every recipient gets each mail once, however the workers fare: a worker killed in the middle
 * of a batch, two workers at once, the SMTP server down and then back. The workers are real
 * `npm run worker` processes; the SMTP server is real, on loopback.
 *
 * Exactly once, precisely: no mail is ever queued twice (idempotency keys), and a mail marked
 * sent is never sent again. The one window no SMTP client can close is a worker killed after
 * the server's "250 OK" and before it marks the mail sent; the retry then sends the same
 * message (same Message-ID) again, which a mail system takes as the same mail. A worker has at
 * most SMTP_CONNECTIONS mails in that window at once. So the kill test checks each mail arrived
 * under its one Message-ID, and at most that many raw resends per kill; the other tests check
 * exact raw counts.
 */
import { createTestSite, TEST_ENV, TestSite } from '../support/app';
import { SmtpSink } from '../support/smtp-sink';
import { spawnWorker, WorkerProcess } from '../support/worker-process';
import { waitFor } from '../support/jobs';
import { makeUser, TestUser } from '../support/users';
import { SMTP_CONNECTIONS } from '../../src/mail/transport';
import { LONG_MS, SERVER_MS, TEST_MS } from '../support/patience';

jest.setTimeout(2 * TEST_MS);

let site: TestSite;
let sink: SmtpSink;
let users: TestUser[];
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  sink = new SmtpSink();
  await sink.start();
  // This process only queues mails; the workers are child processes.
  site = await createTestSite({ queue: true, env: { SMTP_URL: sink.url } });
  users = [];
  for (let i = 0; i < 10; i++) users.push(await makeUser(site.services, `Player${i}`));
});
afterAll(async () => {
  for (const w of workers) await w.kill();
  await site.close();
  await sink.stop();
});
beforeEach(async () => {
  sink.mails.length = 0;
  await site.services.db.email.deleteMany({});
});

function worker(extra: Record<string, string> = {}): WorkerProcess {
  const w = spawnWorker({ ...TEST_ENV, DATABASE_URL: site.t.url, SMTP_URL: sink.url, ...extra });
  workers.push(w);
  return w;
}

/** Queues `perUser` mails to each user; returns the keys. */
async function queueMails(tag: string, perUser: number): Promise<number> {
  let n = 0;
  for (let k = 0; k < perUser; k++) {
    for (const u of users) {
      const id = await site.services.emails.queue({
        key: `test:${tag}:${u.id}:${k}`,
        kind: 'invite',
        category: 'game',
        to: { id: u.id, username: u.username, email: u.email, emailConfirmedAt: new Date(), notifyMode: 'EVERY_TURN' },
        subject: `${tag} ${k} for ${u.username}`,
        context: { byName: 'Test', title: 'Race', gameId: k, gameUrl: 'http://slipstream.test/games/1', summary: 'A test mail.', deadlineDays: 3 },
      });
      if (id !== null) n++;
    }
  }
  return n;
}

async function allSent(): Promise<boolean> {
  return (await site.services.db.email.count({ where: { status: { not: 'SENT' } } })) === 0;
}

/** Each user has each of his subjects under exactly one Message-ID; returns raw resends. */
function checkDelivery(tag: string, perUser: number): number {
  let resends = 0;
  for (const u of users) {
    const mine = sink.to(u.email);
    const byId = new Map<string, string>();
    for (const m of mine) {
      if (byId.has(m.messageId)) resends++;
      else byId.set(m.messageId, m.subject);
    }
    const subjects = [...byId.values()].sort();
    const expected = Array.from({ length: perUser }, (_x, k) => `${tag} ${k} for ${u.username}`).sort();
    expect(subjects).toEqual(expected);
  }
  return resends;
}

it('two workers at once send every mail exactly once', async () => {
  const a = worker();
  const b = worker();
  await Promise.all([a.ready, b.ready]);
  const queued = await queueMails('both', 30);
  expect(queued).toBe(300);
  // The same mail queued again (a job that ran twice) is not queued twice.
  expect(await queueMails('both', 30)).toBe(0);
  await waitFor(allSent, LONG_MS, 'every mail to be sent');
  expect(sink.mails).toHaveLength(300);
  expect(checkDelivery('both', 30)).toBe(0);
  // Each mail was claimed and tried once: no worker sent a mail another one held.
  const rows = await site.services.db.email.findMany({ select: { attempts: true } });
  expect(rows.every((r) => r.attempts === 1)).toBe(true);
  await Promise.all([a.kill('SIGTERM'), b.kill('SIGTERM')]);
});

it('a worker killed in the middle of a batch: the next one finishes, nothing is lost', async () => {
  const queued = await queueMails('kill', 30);
  expect(queued).toBe(300);
  const first = worker();
  await first.ready;
  await sink.waitForCount(60, LONG_MS);
  await first.kill('SIGKILL');
  const sentBefore = sink.mails.length;
  expect(sentBefore).toBeLessThan(300);
  const second = worker();
  await second.ready;
  // The killed worker's jobs come back when they expire (JOB_EXPIRE_SECONDS), its claims too.
  await waitFor(allSent, LONG_MS, 'every mail to be sent');
  const resends = checkDelivery('kill', 30);
  expect(resends).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  expect(sink.mails.length).toBe(300 + resends);
  await second.kill('SIGTERM');
});

it('SMTP down, then up: mails wait, are retried with backoff, and arrive once', async () => {
  await sink.stop();
  const w = worker({ JOB_RETRY_LIMIT: '10' });
  await w.ready;
  const queued = await queueMails('down', 3);
  expect(queued).toBe(30);
  // Every mail is tried and fails while the server is down.
  await waitFor(async () => (await site.services.db.email.count({ where: { attempts: { gte: 1 }, status: 'PENDING', lastError: { not: null } } })) === 30, SERVER_MS, 'failed first attempts');
  expect(sink.mails).toHaveLength(0);
  await sink.start();
  await waitFor(allSent, LONG_MS, 'every mail to be sent');
  expect(sink.mails).toHaveLength(30);
  expect(checkDelivery('down', 3)).toBe(0);
  const rows = await site.services.db.email.findMany({ select: { attempts: true } });
  expect(rows.every((r) => r.attempts >= 2)).toBe(true);
  await w.kill('SIGTERM');
});
