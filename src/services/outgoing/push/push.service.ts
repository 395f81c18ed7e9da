/**
 * Web Push, sent like mails: queued once, sent once (docs/push.md). An event (a turn, an
 * invitation, …) makes one outbox row per subscription of a player who opted into its kind,
 * under an idempotency key (the event's and the subscription's), and a keyed `push-send` job per
 * row: a job that runs twice, or an event handled twice, pushes once. Any worker may send a row:
 * it claims it first (with a lease), encrypts the payload for the browser (RFC 8291, aes128gcm)
 * and signs the request with the site's VAPID key (RFC 8292), both by the `web-push` library, and
 * POSTs it to the browser's push service. A subscription the push service calls gone (404, 410)
 * is removed with its pushes not sent yet; any other failure is retried by the job queue.
 */
import webpush from 'web-push';
import type { Db } from '../../../db/client';
import type { Config } from '../../../config/config';
import type { Prisma } from '../../../generated/prisma/client';
import type { JobSender } from '../../../queue';
import type { Text } from '../../../engine/text';
import { isUniqueViolation } from '../../../db/errors';
import { stuckOutboxRows } from '../../../db/outbox';
import { render } from '../../../i18n/render';
import { validLang } from '../../../i18n/negotiate';
import { loadVapidKeys, type VapidKeys } from './vapid';
import { OPT_IN_FIELDS, optedIn, PushSubscriptions, type PushKind } from './subscriptions';

export interface PushEvent {
  /** the event's idempotency key (as a mail's: kind, game, entry, recipient) */
  key: string;
  kind: PushKind;
  userId: number;
  /** rendered in the recipient's language */
  title: Text;
  /** the text, or how to find it (read only for a player who gets the push: most have no device with push on) */
  body: Text | (() => Promise<Text>);
  /** the page the push opens: a path of the site (/games/12) */
  url: string;
  /** a newer push with the same tag replaces the older on the device, and undelivered at the push service (its topic) */
  tag?: string;
  /** the players' names by seat, for seat parameters of the texts */
  names?: readonly Text[];
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** how long the push service keeps it for a browser that is offline */
  ttlSeconds?: number;
}

/** What the service worker (public/sw.js) shows. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag?: string;
}

/** A push service that does not answer within this is tried again later. */
const SEND_TIMEOUT_MS = 15_000;
const DAY = 86400;
const BODY_MAX = 240;

export class PushService {
  readonly subscriptions: PushSubscriptions;
  private keys: Promise<VapidKeys> | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'MAIL_FROM' | 'baseUrl' | 'NODE_ENV' | 'JOB_EXPIRE_SECONDS'>,
    private readonly jobs: () => JobSender | null,
  ) {
    this.subscriptions = new PushSubscriptions(db, config.NODE_ENV === 'test');
  }

  /** The VAPID keys, read (or made) once per process. */
  vapid(): Promise<VapidKeys> {
    this.keys ??= loadVapidKeys(this.db, this.config).catch((err) => {
      this.keys = null; // the database was away: the next call tries again
      throw err;
    });
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.vapid()).publicKey;
  }

  /**
   * One outbox row and one job per subscription of the player, when he opted into the kind.
   * Returns how many rows were made now (0: none wanted, or made before).
   */
  async queue(ev: PushEvent): Promise<number> {
    const user = await this.db.user.findUnique({
      where: { id: ev.userId },
      select: { ...OPT_IN_FIELDS, language: true, timeZone: true, pushSubscriptions: { select: { id: true } } },
    });
    if (!user || !user.pushSubscriptions.length || !optedIn(user, ev.kind)) return 0;
    const ctx = { lang: validLang(user.language) ?? 'en', timeZone: user.timeZone ?? 'UTC', names: ev.names };
    const body = render(typeof ev.body === 'function' ? await ev.body() : ev.body, ctx);
    const payload: PushPayload = {
      title: render(ev.title, ctx).slice(0, 120),
      body: body.length > BODY_MAX ? `${body.slice(0, BODY_MAX - 1)}…` : body,
      url: ev.url,
      ...(ev.tag ? { tag: ev.tag } : {}),
    };
    let made = 0;
    for (const sub of user.pushSubscriptions) {
      try {
        const row = await this.db.pushMessage.create({
          data: {
            key: `${ev.key}:${sub.id}`,
            subscriptionId: sub.id,
            kind: ev.kind,
            payload: payload as unknown as Prisma.InputJsonValue,
            topic: ev.tag?.slice(0, 32) ?? null,
            urgency: ev.urgency ?? 'normal',
            ttlSeconds: ev.ttlSeconds ?? DAY,
          },
          select: { id: true },
        });
        made++;
        await this.jobs()?.send('push-send', { pushId: row.id }, { key: String(row.id) });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err; // else: queued before
      }
    }
    return made;
  }

  /**
   * Sends one queued push. Throws when the push service did not take it (the job is retried);
   * 'gone': the push service no longer knows the subscription, which was removed.
   */
  async deliver(pushId: number): Promise<'sent' | 'gone' | 'done-before' | 'held-elsewhere'> {
    const lease = this.config.JOB_EXPIRE_SECONDS;
    const claimed = await this.db.$queryRaw<{ id: number; subscriptionId: number; payload: PushPayload; topic: string | null; urgency: string; ttlSeconds: number }[]>`
      UPDATE push_messages SET status = 'SENDING', claimed_until = now() + make_interval(secs => ${lease}), attempts = attempts + 1
      WHERE id = ${pushId} AND (status = 'PENDING' OR (status = 'SENDING' AND claimed_until < now()))
      RETURNING id, subscription_id AS "subscriptionId", payload, topic, urgency, ttl_seconds AS "ttlSeconds"`;
    const push = claimed[0];
    if (!push) {
      const row = await this.db.pushMessage.findUnique({ where: { id: pushId }, select: { status: true } });
      return row?.status === 'SENDING' ? 'held-elsewhere' : 'done-before';
    }
    const sub = await this.db.pushSubscription.findUnique({ where: { id: push.subscriptionId } });
    if (!sub) return 'gone'; // (removed meanwhile: its rows went with it)
    let status: number;
    try {
      status = await this.post(sub, push);
    } catch (err) {
      await this.release(pushId, err instanceof Error ? err.message : String(err));
      throw err;
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed, or the subscription expired: it never takes a push again.
      await this.db.pushSubscription.deleteMany({ where: { id: sub.id } });
      return 'gone';
    }
    if (status < 200 || status >= 300) {
      const message = `push service answered ${status}`;
      await this.release(pushId, message);
      throw new Error(message);
    }
    const now = new Date();
    await this.db.pushMessage.updateMany({ where: { id: pushId, status: 'SENDING' }, data: { status: 'SENT', sentAt: now, claimedUntil: null, lastError: null } });
    await this.db.pushSubscription.updateMany({ where: { id: sub.id }, data: { lastSuccessAt: now } });
    return 'sent';
  }

  /** The encrypted, signed request to the browser's push service; its HTTP status. */
  private async post(sub: { endpoint: string; p256dh: string; auth: string }, push: { payload: PushPayload; topic: string | null; urgency: string; ttlSeconds: number }): Promise<number> {
    const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(push.payload), {
      vapidDetails: await this.vapid(),
      TTL: push.ttlSeconds,
      urgency: push.urgency as webpush.Urgency,
      ...(push.topic ? { topic: push.topic } : {}),
    });
    // (sent with fetch: web-push's own sender speaks https only, the tests' push service plain http)
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(details.headers)) if (k.toLowerCase() !== 'content-length') headers[k] = String(v);
    const res = await fetch(details.endpoint, { method: 'POST', headers, body: details.body ?? undefined, signal: AbortSignal.timeout(SEND_TIMEOUT_MS), redirect: 'error' });
    await res.arrayBuffer().catch(() => undefined);
    return res.status;
  }

  private async release(pushId: number, error: string): Promise<void> {
    await this.db.pushMessage.updateMany({ where: { id: pushId, status: 'SENDING' }, data: { status: 'PENDING', claimedUntil: null, lastError: error.slice(0, 2000) } });
  }

  /** Every retry failed: kept as failed (the player's other pushes go on). */
  async markFailed(pushId: number, error: string): Promise<void> {
    await this.db.pushMessage.updateMany({ where: { id: pushId, status: { in: ['PENDING', 'SENDING'] } }, data: { status: 'FAILED', claimedUntil: null, lastError: error.slice(0, 2000) } });
  }

  /**
   * Pushes whose job was lost (the process stopped between the row and its job), or held by a
   * worker whose lease ran out long ago: each gets its job again (the claim keeps it to one send).
   */
  async requeueStuck(olderThanSeconds = 300): Promise<number> {
    const ids = await stuckOutboxRows(this.db, 'push_messages', olderThanSeconds);
    // (a key per minute: the first job, held or ended, may be under the row's own key)
    const minute = Math.floor(Date.now() / 60_000);
    for (const id of ids) await this.jobs()?.send('push-send', { pushId: id }, { key: `${id}:again:${minute}` });
    return ids.length;
  }
}
