/**
 * The job queue: pg-boss on the site's own PostgreSQL (schema "pgboss"). Every queue retries a
 * failed job with exponential backoff and then hands it to the dead-letter queue, whose worker
 * lists it on the admin page. A job a worker holds past its expiry (the worker was killed) is
 * retried. Jobs carry their queue's name in their data, so a dead letter knows where it came from.
 */
import PgBoss from 'pg-boss';
import { Client } from 'pg';
import { createHash, randomUUID } from 'node:crypto';
import type { Config } from './config/config';
import { QUEUE_SETUP_LOCK } from './db/locks';


export const QUEUES = {
  gameChanged: 'game-changed',
  robotMove: 'robot-move',
  sendEmail: 'send-email',
  /** a forgotten password's link: asked for on the form, looked up and mailed here */
  passwordReset: 'password-reset',
  turnMail: 'turn-mail',
  /** a tournament round's mail to one seat, after the grace period of "your turn" mails */
  tournamentRoundMail: 'tournament-round-mail',
  /** a tournament's next step: seat its next round, or finish it (sent when a game of it ends) */
  tournamentAdvance: 'tournament-advance',
  /** one queued Web Push, sent to its browser's push service (src/services/outgoing/push/) */
  pushSend: 'push-send',
  /** a chat message's pushes, after the grace period of "your turn" mails */
  pushChat: 'push-chat',
  sweep: 'sweep',
  deadLetter: 'dead-letter',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** What services need of the queue: to send a job. */
export interface JobSender {
  send(queue: QueueName, data: Record<string, unknown>, opts?: SendOptions): Promise<void>;
}

export interface SendOptions {
  delaySeconds?: number;
  /** a job with the same queue and key is made only once (however often it is sent) */
  key?: string;
}

export interface JobData {
  queue: QueueName;
  [key: string]: unknown;
}

export type JobHandler = (data: JobData, job: PgBoss.JobWithMetadata<JobData>) => Promise<void>;

export type QueueSettings = Pick<Config, 'JOB_POLL_SECONDS' | 'JOB_RETRY_LIMIT' | 'JOB_RETRY_DELAY_SECONDS' | 'JOB_EXPIRE_SECONDS' | 'JOB_MAINTENANCE_SECONDS'>;

export class JobQueue implements JobSender {
  readonly boss: PgBoss;
  private readonly workers = new Map<string, string[]>();
  private started = false;

  constructor(
    readonly databaseUrl: string,
    private readonly settings: QueueSettings,
    private readonly log: (msg: string, err?: unknown) => void = console.error,
    poolSize = 4,
  ) {
    this.boss = new PgBoss({
      connectionString: databaseUrl,
      schema: 'pgboss',
      max: poolSize,
      application_name: 'slipstream-jobs',
      maintenanceIntervalSeconds: settings.JOB_MAINTENANCE_SECONDS,
    });
    // Once stopping, the database may go first (the embedded one stops with the process): quiet.
    this.boss.on('error', (err) => {
      if (this.started) this.log('job queue error:', err);
    });
  }

  async start(): Promise<void> {
    if (this.started) return;
    // One process at a time: pg-boss's create_queue, run by several processes at once on a
    // database that lacks the queue (all started together on a new database, or an update adding
    // a queue), ends in "deadlock detected" for all but one of them.
    const lock = new Client({ connectionString: this.databaseUrl, application_name: 'slipstream-jobs' });
    await lock.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [QUEUE_SETUP_LOCK]);
      await this.boss.start(); // which makes pg-boss's own queue (its cron's) the same way
      this.started = true;
      await this.setUpQueues();
    } finally {
      await lock.end(); // ending the session lets the lock go
    }
  }

  private async setUpQueues(): Promise<void> {
    const s = this.settings;
    await this.boss.createQueue(QUEUES.deadLetter, { name: QUEUES.deadLetter, retryLimit: s.JOB_RETRY_LIMIT, retryDelay: s.JOB_RETRY_DELAY_SECONDS, retryBackoff: true });
    for (const name of [QUEUES.gameChanged, QUEUES.robotMove, QUEUES.sendEmail, QUEUES.passwordReset, QUEUES.turnMail, QUEUES.tournamentRoundMail, QUEUES.tournamentAdvance, QUEUES.pushSend, QUEUES.pushChat, QUEUES.sweep]) {
      const options = {
        name,
        retryLimit: s.JOB_RETRY_LIMIT,
        retryDelay: s.JOB_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: s.JOB_EXPIRE_SECONDS,
        deadLetter: QUEUES.deadLetter,
      };
      // Settings may have changed since the queue was made: keep them in step.
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
      else await this.boss.createQueue(name, options);
    }
  }

  async send(queue: QueueName, data: Record<string, unknown>, opts: SendOptions = {}): Promise<void> {
    await this.boss.send(queue, { ...data, queue }, { ...(opts.delaySeconds ? { startAfter: opts.delaySeconds } : {}), ...(opts.key ? { id: keyedId(queue, opts.key) } : {}) });
    // A worker in this process need not wait for its next poll.
    if (!opts.delaySeconds) for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /**
   * Sends a keyed job again, after a crash (a worker's catch-up, the sweep). pg-boss drops a job
   * whose id exists, and a job held by a worker that died stays "active" until it expires
   * (JOB_EXPIRE_SECONDS, then the next maintenance: minutes). So a job under the key that is
   * active (held, maybe by a dead worker) or ended without the work being done gets a second one
   * under a key of its own: only for jobs that are safe to run twice. One still waiting (created,
   * retry) will run; one that failed for good is left to the dead letters (sent anew by every
   * sweep, it would fail again every minute).
   */
  async sendAgain(queue: QueueName, data: Record<string, unknown>, opts: SendOptions & { key: string }): Promise<void> {
    const held = await this.boss.getJobById(queue, keyedId(queue, opts.key));
    if (held && ['created', 'retry', 'failed'].includes(held.state)) return;
    await this.send(queue, data, held ? { ...opts, key: `${opts.key}:again:${randomUUID()}` } : opts);
  }

  /**
   * Runs `handler` for each job of the queue. The jobs of a batch run side by side; one that
   * throws is failed (and retried) alone, the others complete.
   */
  async work(queue: QueueName, handler: JobHandler, batchSize = 1): Promise<void> {
    let id = '';
    id = await this.boss.work<JobData>(
      queue,
      { batchSize, pollingIntervalSeconds: this.settings.JOB_POLL_SECONDS, includeMetadata: true },
      async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handler(job.data, job);
            } catch (err) {
              this.log(`job ${queue} ${job.id} failed (attempt ${job.retryCount + 1} of ${job.retryLimit + 1}):`, err instanceof Error ? err.message : err);
              await this.boss.fail(queue, job.id, { message: err instanceof Error ? err.message : String(err) });
            }
          }),
        );
        // A full batch: there may be more waiting, so look again at once.
        if (jobs.length === batchSize && id) this.boss.notifyWorker(id);
      },
    );
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), id]);
  }

  async schedule(queue: QueueName, cron: string): Promise<void> {
    await this.boss.schedule(queue, cron, { queue });
  }

  async stop(graceful = true): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful, wait: true, timeout: 10_000 });
  }
}

/** A job id (a UUID) made from the queue and a key: pg-boss makes a job with a known id only once. */
export function keyedId(queue: string, key: string): string {
  const h = createHash('sha256').update(`${queue}\0${key}`).digest('hex');
  // the form of a version-5-like UUID (its version and variant bits set)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
