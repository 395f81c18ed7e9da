/**
 * A player's push subscriptions (one per browser he turned push on in) and his push settings:
 * the opt-in per kind and how much longer the "your turn" mail waits while he has push on.
 */
import { z } from 'zod';
import { msg, type Text } from '../../../engine/text';
import type { Db } from '../../../db/client';
import { conflict, notFound } from '../../../http/errors';
import { parseInput } from '../../../http/validate';
import { describeUserAgent } from '../../../text/user-agent';

/** What a push is about; each has its own opt-in (users.push_<kind>). */
export const PUSH_KINDS = ['turn', 'invited', 'over', 'chat', 'tournament'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Devices (subscriptions) a player may have at once. */
export const MAX_SUBSCRIPTIONS = 10;

/** "With push on, the turn mail waits this much longer": the profile's choices, in seconds. */
export const MAIL_WAITS = [0, 15 * 60, 3600, 3 * 3600, 12 * 3600] as const;

export const OPT_IN_FIELDS = { pushTurn: true, pushInvited: true, pushOver: true, pushChat: true, pushTournament: true } as const;
type OptIns = { [K in keyof typeof OPT_IN_FIELDS]: boolean };

const COLUMN: Record<PushKind, keyof OptIns> = { turn: 'pushTurn', invited: 'pushInvited', over: 'pushOver', chat: 'pushChat', tournament: 'pushTournament' };

export function optedIn(user: OptIns, kind: PushKind): boolean {
  return user[COLUMN[kind]];
}

/** A base64url key of `bytes` bytes (padding allowed, as some browsers send it). */
function keyOf(bytes: number, message: string, first?: number) {
  return z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, message)
    .refine((v) => {
      const b = Buffer.from(v.replace(/=+$/, ''), 'base64url');
      return b.length === bytes && (first === undefined || b[0] === first);
    }, message)
    .transform((v) => v.replace(/=+$/, ''));
}

/**
 * A push service's address: https:// only (the browser's push service); plain http:// to this
 * machine only in the tests, whose local push service has no certificate.
 */
function endpointOk(raw: string, allowLocalHttp: boolean): boolean {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return false;
  }
  if (u.username || u.password || u.hash) return false;
  if (u.protocol === 'https:') return true;
  return allowLocalHttp && u.protocol === 'http:' && (u.hostname === '127.0.0.1' || u.hostname === 'localhost');
}

/** What PushSubscription.toJSON() gives in a browser. */
export function subscriptionInput(allowLocalHttp: boolean) {
  return z.object({
    endpoint: z
      .string({ error: 'site.push.error.endpoint' })
      .max(1024, 'site.push.error.endpoint')
      .refine((v) => endpointOk(v, allowLocalHttp), 'site.push.error.endpoint'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      // an uncompressed P-256 point (0x04, x, y) and the 16-byte auth secret (RFC 8291)
      p256dh: keyOf(65, 'site.push.error.keys', 4),
      auth: keyOf(16, 'site.push.error.keys'),
    }),
  });
}

const EndpointInput = z.object({ endpoint: z.string({ error: 'site.push.error.endpoint' }).min(1).max(1024) });
const DeviceInput = z.object({ device: z.coerce.number({ error: 'site.push.error.noDevice' }).int().positive().max(2 ** 31 - 1) });

const checkbox = z.enum(['on', 'true', '1']).optional().transform((v) => v !== undefined);
const SettingsInput = z.object({
  turn: checkbox,
  invited: checkbox,
  over: checkbox,
  chat: checkbox,
  tournament: checkbox,
  mailWait: z.coerce
    .number({ error: 'site.push.error.mailWait' })
    .refine((v) => (MAIL_WAITS as readonly number[]).includes(v), 'site.push.error.mailWait'),
});

export interface PushPanel {
  devices: { id: number; device: string | null; createdAt: Date; lastSuccessAt: Date | null }[];
  kinds: { name: PushKind; label: Text; checked: boolean }[];
  waits: { value: number; label: Text; selected: boolean }[];
}

export class PushSubscriptions {
  constructor(
    private readonly db: Db,
    private readonly allowLocalHttp: boolean,
  ) {}

  /**
   * Stores the browser's subscription for the player (again: its keys are renewed). A browser
   * subscribed under another account now pushes to this one: it is one device, signed in as him.
   */
  async subscribe(userId: number, input: unknown, userAgent: string | null): Promise<{ id: number; created: boolean }> {
    const sub = parseInput(subscriptionInput(this.allowLocalHttp), input, msg('site.push.input.subscription'));
    const { browser, os } = describeUserAgent(userAgent);
    const device = [browser, os].filter(Boolean).join(' · ').slice(0, 100) || null;
    const data = { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, device };
    return this.db.$transaction(async (tx) => {
      // (his row locked: two subscriptions at once count each other)
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      const known = await tx.pushSubscription.findUnique({ where: { endpoint: sub.endpoint }, select: { id: true, userId: true } });
      if (known?.userId === userId) {
        await tx.pushSubscription.update({ where: { id: known.id }, data });
        return { id: known.id, created: false };
      }
      const count = await tx.pushSubscription.count({ where: { userId } });
      if (count >= MAX_SUBSCRIPTIONS) throw conflict(msg('site.push.error.tooMany', { max: MAX_SUBSCRIPTIONS }), 'too_many_devices');
      if (known) {
        await tx.pushSubscription.delete({ where: { id: known.id } });
      }
      const row = await tx.pushSubscription.create({ data: { ...data, endpoint: sub.endpoint }, select: { id: true } });
      return { id: row.id, created: true };
    });
  }

  /** The browser turned push off: its subscription goes (with its pushes not sent yet). */
  async unsubscribe(userId: number, input: unknown): Promise<void> {
    const { endpoint } = parseInput(EndpointInput, input, msg('site.push.input.subscription'));
    const gone = await this.db.pushSubscription.deleteMany({ where: { endpoint, userId } });
    if (!gone.count) throw notFound(msg('site.push.error.noDevice'));
  }

  /** A device removed from the profile's list. */
  async remove(userId: number, input: unknown): Promise<void> {
    const { device } = parseInput(DeviceInput, input, msg('site.push.input.device'));
    const gone = await this.db.pushSubscription.deleteMany({ where: { id: device, userId } });
    if (!gone.count) throw notFound(msg('site.push.error.noDevice'));
  }

  async saveSettings(userId: number, input: unknown): Promise<void> {
    const s = parseInput(SettingsInput, input, msg('site.push.input.settings'));
    await this.db.user.update({
      where: { id: userId },
      data: { pushTurn: s.turn, pushInvited: s.invited, pushOver: s.over, pushChat: s.chat, pushTournament: s.tournament, pushMailWaitSeconds: s.mailWait },
    });
  }

  /** The profile's panel: his devices, his opt-ins, the mail's longer wait. */
  async panel(userId: number): Promise<PushPanel> {
    const user = await this.db.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        ...OPT_IN_FIELDS,
        pushMailWaitSeconds: true,
        pushSubscriptions: { select: { id: true, device: true, createdAt: true, lastSuccessAt: true }, orderBy: { id: 'asc' } },
      },
    });
    return {
      devices: user.pushSubscriptions,
      kinds: PUSH_KINDS.map((name) => ({ name, label: msg(`site.push.kind.${name}`), checked: optedIn(user, name) })),
      waits: MAIL_WAITS.map((value) => ({ value, label: msg('site.push.wait', { minutes: value / 60, hours: value / 3600 }), selected: value === user.pushMailWaitSeconds })),
    };
  }

  /**
   * How much longer his "your turn" mail waits: his setting while he has a device with push on
   * (the push went first); else none. A value not among the choices is kept as it is (tests).
   */
  async mailWaitSeconds(userId: number): Promise<number> {
    const u = await this.db.user.findUnique({ where: { id: userId }, select: { pushMailWaitSeconds: true, _count: { select: { pushSubscriptions: true } } } });
    return u && u._count.pushSubscriptions > 0 ? u.pushMailWaitSeconds : 0;
  }
}
