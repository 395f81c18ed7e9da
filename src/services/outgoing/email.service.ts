/**
 * Mails: queued once, sent once. A mail is rendered when it is queued and stored under an
 * idempotency key (kind + game + log entry + recipient), so a job that runs twice queues it
 * once. Sending claims the row first (one worker at a time, with a lease), and marks it sent as
 * soon as the SMTP server accepted it; a retry finds it sent and does nothing. Its Message-ID is
 * derived from the key, so even the one resend a killed worker can cause (killed between the
 * server's "250 OK" and the mark) is the same message to the receiving mail system.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Recipient } from '../../db/records';
import { isUniqueViolation } from '../../db/errors';
import { stuckOutboxRows } from '../../db/outbox';
import type { Config } from '../../config/config';
import type { Prisma } from '../../generated/prisma/client';
import type { JobSender } from '../../queue';
import type { MailRenderer } from '../../mail/templates';
import { SMTP_CONNECTIONS, type MailTransport } from '../../mail/transport';
import type { LinkSigner } from '../../mail/signing';
import type { Text } from '../../engine/text';
import { render } from '../../i18n/render';
import { validLang } from '../../i18n/negotiate';

/** What a mail is about decides who gets it (see userWants). */
export type MailCategory = 'account' | 'turn' | 'digest' | 'game';

export interface MailRequest {
  key: string;
  kind: string;
  category: MailCategory;
  to: Recipient;
  /** rendered in the recipient's language */
  subject: Text;
  /** its texts are rendered in the recipient's language; `names` are the players' for seat parameters */
  context: Record<string, unknown>;
}

/**
 * Preferences: "every turn" gets every mail; "daily digest" gets one digest a day instead of
 * "your turn" mails, and the other game mails as they happen; "none" gets no game mail at all.
 * Nothing but the account mails (the confirmation, a password link) goes to an unconfirmed address.
 */
export function userWants(to: Recipient, category: MailCategory): boolean {
  if (category === 'account') return true;
  if (!to.emailConfirmedAt || to.notifyMode === 'NONE') return false;
  if (category === 'turn') return to.notifyMode === 'EVERY_TURN';
  if (category === 'digest') return to.notifyMode === 'DAILY_DIGEST';
  return true;
}


export class EmailService {
  private readonly slots = new Slots(SMTP_CONNECTIONS);

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'baseUrl' | 'MAIL_FROM' | 'JOB_EXPIRE_SECONDS'>,
    private readonly render: MailRenderer,
    private readonly signer: LinkSigner,
    private readonly transport: MailTransport,
    private readonly jobs: () => JobSender | null,
  ) {}

  get transportName(): string {
    return this.transport.name;
  }

  /** Queues a mail unless the recipient does not want it or it was queued before; returns its id. */
  async queue(req: MailRequest): Promise<number | null> {
    if (!userWants(req.to, req.category)) return null;
    const base = this.config.baseUrl;
    const unsubscribeUrl = `${base}/unsubscribe?u=${req.to.id}&t=${this.signer.unsubscribeToken(req.to.id)}`;
    // In the recipient's language and time zone.
    const lang = validLang(req.to.language) ?? 'en';
    const timeZone = req.to.timeZone ?? 'UTC';
    const subject = render(req.subject, { lang, timeZone, names: req.context.names as Text[] | undefined });
    const context = {
      ...req.context,
      baseUrl: base,
      username: req.to.username,
      subject,
      unsubscribeUrl,
      profileUrl: `${base}/profile`,
      category: req.category,
      lang,
      timeZone,
    };
    const { html, text } = this.render(req.kind, context);
    const headers = {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'X-Slipstream-Kind': req.kind,
    };
    try {
      const row = await this.db.email.create({
        data: {
          key: req.key,
          userId: req.to.id,
          kind: req.kind,
          toAddress: req.to.email,
          subject,
          html,
          text,
          headers,
          messageId: messageIdFor(req.key, base),
        },
        select: { id: true },
      });
      await this.jobs()?.send('send-email', { emailId: row.id });
      return row.id;
    } catch (err) {
      if (isUniqueViolation(err)) return null; // queued before
      throw err;
    }
  }

  /**
   * Sends one queued mail. Returns what happened; throws when the SMTP server did not take it,
   * so the job is retried with backoff.
   */
  async deliver(emailId: number): Promise<'sent' | 'done-before' | 'held-elsewhere'> {
    // A mail is claimed only when a connection is free for it, so a claim lasts one SMTP exchange.
    await this.slots.acquire();
    try {
      return await this.claimAndSend(emailId);
    } finally {
      this.slots.release();
    }
  }

  private async claimAndSend(emailId: number): Promise<'sent' | 'done-before' | 'held-elsewhere'> {
    const lease = this.config.JOB_EXPIRE_SECONDS;
    const leaseEnds = Date.now() + lease * 1000;
    const claimed = await this.db.$queryRaw<Prisma.EmailGetPayload<object>[]>`
      UPDATE emails SET status = 'SENDING', claimed_until = now() + make_interval(secs => ${lease}), attempts = attempts + 1
      WHERE id = ${emailId} AND (status = 'PENDING' OR (status = 'SENDING' AND claimed_until < now()))
      RETURNING id, to_address AS "toAddress", subject, text, html, headers, message_id AS "messageId"`;
    const mail = claimed[0];
    if (!mail) {
      const row = await this.db.email.findUnique({ where: { id: emailId }, select: { status: true } });
      return row?.status === 'SENDING' ? 'held-elsewhere' : 'done-before';
    }
    try {
      await this.transport.send({
        from: this.config.MAIL_FROM,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        headers: mail.headers as Record<string, string>,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await this.db.email.updateMany({ where: { id: emailId, status: 'SENDING' }, data: { status: 'PENDING', claimedUntil: null, lastError: message.slice(0, 2000) } });
      throw err;
    }
    await this.markSent(emailId, leaseEnds);
    return 'sent';
  }

  /**
   * The SMTP server took the mail: unmarked, it would go again once the lease ran out. The
   * database may be gone for a moment (restarting after a crash), so the mark is tried again
   * while the lease keeps the mail ours (nobody sends it meanwhile); an outage longer than
   * that means one resend, under the same Message-ID.
   */
  private async markSent(emailId: number, leaseEnds: number): Promise<void> {
    for (;;) {
      try {
        await this.db.email.updateMany({
          where: { id: emailId, status: 'SENDING' },
          data: { status: 'SENT', sentAt: new Date(), claimedUntil: null, lastError: null, transport: this.transport.name },
        });
        return;
      } catch (err) {
        if (Date.now() + MARK_RETRY_MS >= leaseEnds) throw err;
        await new Promise((r) => setTimeout(r, MARK_RETRY_MS));
      }
    }
  }

  /** Every retry failed: the mail is listed as failed (an admin may retry it). */
  async markFailed(emailId: number, error: string): Promise<void> {
    await this.db.email.updateMany({ where: { id: emailId, status: { in: ['PENDING', 'SENDING'] } }, data: { status: 'FAILED', claimedUntil: null, lastError: error.slice(0, 2000) } });
  }

  /** Puts a failed mail back in the queue (admin). */
  async retry(emailId: number): Promise<void> {
    const done = await this.db.email.updateMany({ where: { id: emailId, status: 'FAILED' }, data: { status: 'PENDING', attempts: 0 } });
    if (done.count) await this.jobs()?.send('send-email', { emailId });
  }

  /**
   * Mails whose job was lost: queued but never tried (the process stopped between the insert and
   * the job), or held by a worker whose lease ran out long ago. Each gets a new job.
   */
  async requeueStuck(olderThanSeconds = 300): Promise<number> {
    const ids = await stuckOutboxRows(this.db, 'emails', olderThanSeconds);
    for (const id of ids) await this.jobs()?.send('send-email', { emailId: id });
    return ids.length;
  }

  /**
   * At a catch-up after a crash: mails claimed for sending (SENDING) — the claimer may have been
   * killed in the middle of the SMTP exchange, and its job would wait for its expiry, the
   * maintenance and a retry (2.5–4 minutes by default). Each gets a job for the end of its
   * claim's lease, when another worker may take it; a live claimer has sent it by then.
   */
  async requeueClaimed(): Promise<number> {
    const rows = await this.db.$queryRaw<{ id: number; wait: number }[]>`
      SELECT id, GREATEST(0, ceil(extract(epoch FROM claimed_until - now())))::int + 1 AS wait
      FROM emails WHERE status = 'SENDING' ORDER BY id LIMIT 1000`;
    for (const r of rows) await this.jobs()?.send('send-email', { emailId: r.id }, { delaySeconds: r.wait });
    return rows.length;
  }

  close(): void {
    this.transport.close();
  }
}

/** How often a mail sent is tried to be marked sent while the database is away. */
const MARK_RETRY_MS = 500;

/** A stable Message-ID per idempotency key. */
export function messageIdFor(key: string, baseUrl: string): string {
  const host = new URL(baseUrl).hostname || 'slipstream';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${host}>`;
}

/** At most n at a time; the others wait their turn. */
class Slots {
  private waiting: (() => void)[] = [];
  private free: number;

  constructor(n: number) {
    this.free = n;
  }

  acquire(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}
