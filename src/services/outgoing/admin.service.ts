/**
 * The operator's view of the jobs: the dead-letter list (jobs whose every retry failed), with
 * retry and dismiss, the state of the queues, and recent mails.
 */
import { msg } from '../../engine/text';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { badRequest, conflict } from '../../http/errors';
import { QUEUES, type JobSender, type QueueName, type JobQueue } from '../../queue';
import type { EmailService } from './email.service';

const KNOWN: string[] = Object.values(QUEUES);

export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly emails: EmailService,
    private readonly jobs: () => JobSender | null,
    private readonly queue: () => JobQueue | null,
  ) {}

  /** A dead letter arrives: list it; a mail that could not be sent is marked failed. */
  async recordDeadLetter(data: Record<string, unknown>, output: unknown): Promise<void> {
    const error = errorText(output);
    const queue = typeof data.queue === 'string' ? data.queue : 'unknown';
    await this.db.failedJob.create({ data: { queue, data: data as Prisma.InputJsonValue, error } });
    if (queue === QUEUES.sendEmail && typeof data.emailId === 'number') await this.emails.markFailed(data.emailId, error);
  }

  async failedJobs(limit = 100) {
    return this.db.failedJob.findMany({ where: { resolvedAt: null }, orderBy: { failedAt: 'desc' }, take: limit });
  }

  /** Sends the job to its queue again (a failed mail goes back to pending first). */
  async retry(id: number): Promise<void> {
    // Refusals come before the job is marked retried: a refused retry leaves it on the list.
    const found = await this.db.failedJob.findUnique({ where: { id } });
    if (!found) throw badRequest(msg('site.error.noJob'), 'unknown_job');
    if (!KNOWN.includes(found.queue)) throw badRequest(msg('site.error.unknownQueue', { queue: found.queue }), 'unknown_queue');
    const data = found.data as Record<string, unknown>;
    const isMail = found.queue === QUEUES.sendEmail && typeof data.emailId === 'number';
    const jobs = this.jobs();
    if (!isMail && !jobs) throw conflict(msg('site.error.noQueue'), 'no_queue');
    await this.resolve(id, 'retried');
    if (isMail) return this.emails.retry(data.emailId as number);
    await jobs!.send(found.queue as QueueName, data);
  }

  async dismiss(id: number): Promise<void> {
    await this.resolve(id, 'dismissed');
  }

  private async resolve(id: number, resolution: string) {
    const job = await this.db.failedJob.findUnique({ where: { id } });
    if (!job) throw badRequest(msg('site.error.noJob'), 'unknown_job');
    const done = await this.db.failedJob.updateMany({ where: { id, resolvedAt: null }, data: { resolvedAt: new Date(), resolution } });
    if (!done.count) throw conflict(msg('site.error.jobResolved'), 'resolved');
    return job;
  }

  /** Jobs waiting, running and retrying per queue (when a queue is connected). */
  async queueStats(): Promise<{ name: string; waiting: number; active: number }[]> {
    const q = this.queue();
    if (!q) return [];
    const rows = await this.db.$queryRaw<{ name: string; state: string; n: bigint }[]>`
      SELECT name, state::text AS state, count(*) AS n FROM pgboss.job
      WHERE name = ANY (${KNOWN}::text[]) AND state < 'completed' GROUP BY name, state`;
    const count = (name: string, states: string[]) =>
      rows.filter((r) => r.name === name && states.includes(r.state)).reduce((a, r) => a + Number(r.n), 0);
    return KNOWN.map((name) => ({ name, waiting: count(name, ['created', 'retry']), active: count(name, ['active']) }));
  }

  async recentEmails(limit = 50, userId?: number) {
    return this.db.email.findMany({
      where: userId ? { userId } : {},
      orderBy: { id: 'desc' },
      take: limit,
      select: { id: true, kind: true, toAddress: true, subject: true, status: true, attempts: true, lastError: true, createdAt: true, sentAt: true, transport: true, userId: true },
    });
  }

  async email(id: number) {
    return this.db.email.findUnique({ where: { id } });
  }
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object') {
    const o = output as { message?: unknown; value?: { message?: unknown } };
    if (typeof o.message === 'string') return o.message;
    if (o.value && typeof o.value.message === 'string') return o.value.message;
    return JSON.stringify(output).slice(0, 2000);
  }
  return String(output ?? 'unknown error');
}
