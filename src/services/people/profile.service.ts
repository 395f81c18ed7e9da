/**
 * A player's own settings: the mail address and its confirmation, mail preferences, one-click
 * unsubscribe, and vacation mode. A vacation pauses the player's deadlines; when it ends, each
 * of his deadlines moves on by the part of the vacation the seat spent waiting for him. The
 * yearly allowance (VACATION_DAYS_PER_YEAR, per calendar year, UTC) ends a vacation by itself.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Config } from '../../config/config';
import { Clock, DAY, MINUTE } from '../../clock';
import { badRequest, conflict, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import type { LinkSigner } from '../../mail/signing';
import { EmailService } from '../outgoing/email.service';
import { RECIPIENT_FIELDS } from '../../db/records';
import { RegisterInput } from './user.service';
import { msg, type Lang } from '../../engine/text';
import { validTimeZone } from '../../text/time';

export const PreferencesInput = z.object({
  notifyMode: z.enum(['EVERY_TURN', 'DAILY_DIGEST', 'NONE'], { error: 'site.error.notifyMode' }),
});

export const EmailInput = RegisterInput.pick({ email: true });

/** A time zone of the list, or "" for the browser's. */
export const TimeZoneInput = z.object({
  timeZone: z.string().max(64).refine((tz) => tz === '' || validTimeZone(tz) !== null, { message: 'site.error.timeZone' }),
});

export interface VacationStatus {
  onVacation: boolean;
  since: Date | null;
  usedDays: number;
  allowanceDays: number;
  leftDays: number;
  usedMs: number;
  allowanceMs: number;
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly emails: EmailService,
    private readonly signer: LinkSigner,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'baseUrl' | 'VACATION_DAYS_PER_YEAR'>,
  ) {}

  async profile(userId: number) {
    const user = await this.db.user.findUnique({
      where: { id: userId },
      select: { ...RECIPIENT_FIELDS, vacationSince: true, isAdmin: true, createdAt: true },
    });
    if (!user) throw notFound(msg('site.error.noUser'));
    return { user, vacation: await this.vacationStatus(userId, user.vacationSince) };
  }

  /** The confirmation mail; at most one per address every five minutes. */
  async sendConfirmation(userId: number): Promise<boolean> {
    const to = await this.db.user.findUnique({ where: { id: userId }, select: RECIPIENT_FIELDS });
    if (!to) throw notFound(msg('site.error.noUser'));
    if (to.emailConfirmedAt) throw conflict(msg('site.error.confirmedAlready'), 'confirmed');
    const url = `${this.config.baseUrl}/confirm-email?u=${userId}&t=${this.signer.confirmToken(userId, to.email)}`;
    const slot = Math.floor(this.clock.now().getTime() / (5 * MINUTE));
    const id = await this.emails.queue({
      key: `confirm:${userId}:${digest(to.email)}:${slot}`,
      kind: 'confirm',
      category: 'account',
      to,
      subject: msg('mail.subject.confirm'),
      context: { confirmUrl: url, email: to.email },
    });
    return id !== null;
  }

  async confirmEmail(userIdRaw: unknown, token: unknown): Promise<{ username: string }> {
    const userId = Number(userIdRaw);
    const user = Number.isSafeInteger(userId) && userId > 0 ? await this.db.user.findUnique({ where: { id: userId } }) : null;
    if (!user || !this.signer.verifyConfirmToken(token, userId, user.email)) {
      throw badRequest(msg('site.error.badConfirmLink'), 'bad_link');
    }
    if (!user.emailConfirmedAt) await this.db.user.update({ where: { id: userId }, data: { emailConfirmedAt: this.clock.now() } });
    return { username: user.username };
  }

  async changeEmail(userId: number, input: unknown): Promise<void> {
    const { email } = parseInput(EmailInput, input, msg('site.input.address'));
    const user = await this.db.user.findUnique({ where: { id: userId } });
    if (!user) throw notFound(msg('site.error.noUser'));
    if (user.email.toLowerCase() === email.toLowerCase()) return;
    await this.db.user.update({ where: { id: userId }, data: { email, emailConfirmedAt: null } });
    await this.sendConfirmation(userId);
  }

  /** The language of the player's pages and mails. */
  async setLanguage(userId: number, lang: Lang): Promise<void> {
    await this.db.user.update({ where: { id: userId }, data: { language: lang } });
  }

  /** The time zone the player's pages and mails use ("": his browser's, on pages; UTC in mails). */
  async setTimeZone(userId: number, input: unknown): Promise<void> {
    const { timeZone } = parseInput(TimeZoneInput, input, msg('site.input.timeZone'));
    await this.db.user.update({ where: { id: userId }, data: { timeZone: timeZone || null } });
  }

  async setPreferences(userId: number, input: unknown): Promise<void> {
    const { notifyMode } = parseInput(PreferencesInput, input, msg('site.input.preferences'));
    await this.db.user.update({ where: { id: userId }, data: { notifyMode } });
  }

  /** The one-click unsubscribe of a signed mail link: no more game mails. */
  async unsubscribe(userIdRaw: unknown, token: unknown): Promise<{ username: string }> {
    const userId = this.checkUnsubscribeLink(userIdRaw, token);
    const user = await this.db.user.update({ where: { id: userId }, data: { notifyMode: 'NONE' } }).catch(() => null);
    if (!user) throw badRequest(msg('site.error.badUnsubscribeLink'), 'bad_link');
    return { username: user.username };
  }

  checkUnsubscribeLink(userIdRaw: unknown, token: unknown): number {
    const userId = Number(userIdRaw);
    if (!Number.isSafeInteger(userId) || userId <= 0 || !this.signer.verify(token, 'unsubscribe', userId)) {
      throw badRequest(msg('site.error.badUnsubscribeLink'), 'bad_link');
    }
    return userId;
  }

  // --- vacation -------------------------------------------------------------------------------

  async startVacation(userId: number): Promise<void> {
    const now = this.clock.now();
    const status = await this.vacationStatus(userId);
    if (status.onVacation) throw conflict(msg('site.error.onVacation'), 'on_vacation');
    if (status.usedMs >= status.allowanceMs) throw conflict(msg('site.error.noVacationLeft', { days: status.allowanceDays }), 'no_vacation_left');
    await this.db.$transaction(async (tx) => {
      const set = await tx.user.updateMany({ where: { id: userId, vacationSince: null }, data: { vacationSince: now } });
      if (!set.count) throw conflict(msg('site.error.onVacation'), 'on_vacation');
      await tx.vacation.create({ data: { userId, startedAt: now } });
    });
  }

  /** Ends the vacation (at `at`, by default now) and moves the player's deadlines on. */
  async endVacation(userId: number, at: Date = this.clock.now()): Promise<void> {
    await this.db.$transaction(async (tx) => {
      const user = await tx.user.findUnique({ where: { id: userId }, select: { vacationSince: true } });
      const since = user?.vacationSince;
      if (!since) throw conflict(msg('site.error.notOnVacation'), 'not_on_vacation');
      const end = at < since ? since : at;
      await tx.$executeRaw`
        UPDATE seats SET deadline_at = deadline_at + (${end}::timestamptz - GREATEST(${since}::timestamptz, COALESCE(turn_started_at, ${since}::timestamptz)))
        WHERE user_id = ${userId} AND kind = 'HUMAN' AND deadline_at IS NOT NULL AND turn_started_at < ${end}::timestamptz`;
      await tx.vacation.updateMany({ where: { userId, endedAt: null }, data: { endedAt: end } });
      await tx.user.update({ where: { id: userId }, data: { vacationSince: null } });
    });
  }

  async vacationStatus(userId: number, since?: Date | null): Promise<VacationStatus> {
    const now = this.clock.now();
    const yearStart = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
    const rows = await this.db.vacation.findMany({
      where: { userId, OR: [{ endedAt: null }, { endedAt: { gt: yearStart } }] },
      select: { startedAt: true, endedAt: true },
    });
    let used = 0;
    for (const v of rows) used += Math.max(0, (v.endedAt ?? now).getTime() - Math.max(v.startedAt.getTime(), yearStart.getTime()));
    const onVacation = since !== undefined ? since !== null : rows.some((v) => v.endedAt === null);
    const allowance = this.config.VACATION_DAYS_PER_YEAR * DAY;
    return {
      onVacation,
      since: since ?? rows.find((v) => v.endedAt === null)?.startedAt ?? null,
      usedDays: round1(used / DAY),
      allowanceDays: this.config.VACATION_DAYS_PER_YEAR,
      leftDays: round1(Math.max(0, allowance - used) / DAY),
      usedMs: used,
      allowanceMs: allowance,
    };
  }

  /** Ends vacations that used up the year's allowance, at the moment they did. */
  async sweepVacations(): Promise<number> {
    const now = this.clock.now();
    const away = await this.db.user.findMany({ where: { vacationSince: { not: null } }, select: { id: true, vacationSince: true } });
    let ended = 0;
    for (const u of away) {
      const status = await this.vacationStatus(u.id, u.vacationSince);
      const over = status.usedMs - status.allowanceMs;
      if (over >= 0) {
        await this.endVacation(u.id, new Date(now.getTime() - over)).catch(() => undefined);
        ended++;
      }
    }
    return ended;
  }
}

function digest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

function round1(x: number): number {
  return Math.round(x * 10) / 10;
}
