/**
 * A player's account beyond log-in: changing the password, setting a forgotten one through a
 * mailed link, and his sessions (the list on the profile, ending one, ending all).
 *
 * A reset link carries a random token; the table keeps only its sha-256. A link works once and
 * for PASSWORD_RESET_MINUTES, and no more once the password has changed (UserService.setPassword
 * marks every open link used). Asking for a link answers the same whether or not an account has
 * the name or address, so the form tells nobody which accounts exist.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Config } from '../../config/config';
import type { Clock } from '../../clock';
import { MINUTE } from '../../clock';
import { msg, time } from '../../engine/text';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { newToken, sessionKeyOf } from '../../http/session';
import { describeUserAgent } from '../../text/user-agent';
import { EmailService } from '../outgoing/email.service';
import { RECIPIENT_FIELDS } from '../../db/records';
import { QUEUES, type JobSender } from '../../queue';
import { NameField, RegisterInput, UserService } from './user.service';

/** A new password, typed twice: the rules of sign-up. */
const NewPassword = z.object({
  password: RegisterInput.shape.password,
  password2: z.string().max(200),
});

export const ChangePasswordInput = NewPassword.extend({
  current: z.string().min(1, 'site.error.enterPassword').max(200),
});

export const ResetRequestInput = z.object({
  login: z.string().trim().min(1, 'site.error.enterNameOrAddress').max(254),
});

/** At most one reset mail per account in this time (a form sent again does not flood a mailbox). */
const RESET_MAIL_EVERY = 5 * MINUTE;
/** Accounts that share a mail address: each gets its own link, up to this many. */
const ACCOUNTS_PER_ADDRESS = 5;
/** The handle of a session on the profile's forms: the start of its key, never the whole. */
const HANDLE = /^[0-9a-f]{16}$/;

export interface SessionEntry {
  handle: string;
  createdAt: Date;
  lastSeenAt: Date;
  browser: string | null;
  os: string | null;
  current: boolean;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly users: UserService,
    private readonly emails: EmailService,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'baseUrl' | 'PASSWORD_RESET_MINUTES'>,
    /** the job queue, once attached (without one, as in tests, the links are made at once) */
    private readonly jobs: () => JobSender | null = () => null,
  ) {}

  // --- passwords ------------------------------------------------------------------------------

  /** Changes the password; the other sessions end, `sessionKey` (this browser's) stays. */
  async changePassword(userId: number, sessionKey: string | undefined, input: unknown): Promise<void> {
    const data = parseInput(ChangePasswordInput, input, msg('site.input.password'));
    const password = newPassword(data);
    if (!(await this.users.checkPassword(userId, data.current))) throw forbidden(msg('site.error.wrongPassword'), 'wrong_password');
    await this.users.setPassword(userId, password, this.clock.now(), sessionKey);
  }

  /**
   * Asks for a link: only checks the input's form and puts the ask on the queue, so the answer
   * takes the same work and time whether or not an account has the name or address (issue 32:
   * looking it up here answered in 31 ms for an account and 9 ms for none). The job looks up.
   */
  async requestReset(input: unknown): Promise<void> {
    const login = resetLogin(input);
    const jobs = this.jobs();
    if (jobs) await jobs.send(QUEUES.passwordReset, { login });
    else await this.sendResetLinks(login);
  }

  /**
   * The password-reset job: mails a link to each account with the name or address, when it has an
   * address and had no link in the last five minutes.
   */
  async sendResetLinks(input: unknown): Promise<void> {
    const login = resetLogin({ login: input });
    const where = login.includes('@') ? { email: { equals: login, mode: 'insensitive' as const } } : { usernameKey: login.toLowerCase() };
    const accounts = await this.db.user.findMany({ where, select: RECIPIENT_FIELDS, orderBy: { id: 'asc' }, take: ACCOUNTS_PER_ADDRESS });
    for (const to of accounts) {
      if (to.email.trim()) await this.mailResetLink(to);
    }
  }

  private async mailResetLink(to: Parameters<EmailService['queue']>[0]['to']): Promise<void> {
    const now = this.clock.now();
    const recent = await this.db.passwordReset.count({ where: { userId: to.id, usedAt: null, createdAt: { gt: new Date(now.getTime() - RESET_MAIL_EVERY) } } });
    if (recent) return;
    const token = newToken();
    const id = sessionKeyOf(token);
    const expiresAt = new Date(now.getTime() + this.config.PASSWORD_RESET_MINUTES * MINUTE);
    await this.db.passwordReset.create({ data: { id, userId: to.id, createdAt: now, expiresAt } });
    await this.emails.queue({
      key: `reset:${to.id}:${id.slice(0, 32)}`,
      kind: 'reset',
      category: 'account',
      to,
      subject: msg('mail.subject.reset'),
      context: { resetUrl: `${this.config.baseUrl}/password/reset?token=${token}`, until: time(expiresAt), footer: msg('mail.footer.reset') },
    });
  }

  /** The account a reset link is for; a 4xx that says why when the link does not work. */
  async checkResetLink(token: unknown): Promise<{ userId: number; username: string }> {
    const link = await this.findLink(token);
    const now = this.clock.now();
    if (link.usedAt) throw new HttpError(410, msg('site.error.usedResetLink'), 'used_link');
    if (link.expiresAt <= now) throw new HttpError(410, msg('site.error.expiredResetLink', { minutes: this.config.PASSWORD_RESET_MINUTES }), 'expired_link');
    return { userId: link.userId, username: link.user.username };
  }

  /** Sets the new password of a reset link: the link is used, every session of the account ends. */
  async resetPassword(token: unknown, input: unknown): Promise<{ username: string }> {
    const { userId, username } = await this.checkResetLink(token);
    const password = newPassword(parseInput(NewPassword, input, msg('site.input.password')));
    // Marking the link used first makes it single use even when it is sent twice at once.
    const taken = await this.db.passwordReset.updateMany({ where: { id: sessionKeyOf(String(token)), usedAt: null }, data: { usedAt: this.clock.now() } });
    if (!taken.count) throw new HttpError(410, msg('site.error.usedResetLink'), 'used_link');
    await this.users.setPassword(userId, password, this.clock.now());
    return { username };
  }

  private async findLink(token: unknown) {
    const link = typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token) ? await this.db.passwordReset.findUnique({ where: { id: sessionKeyOf(token) }, include: { user: { select: { username: true } } } }) : null;
    if (!link) throw badRequest(msg('site.error.badResetLink'), 'bad_link');
    return link;
  }

  /** Reset links expired a day ago are deleted (until then they still say "expired"). */
  async sweepResetLinks(): Promise<number> {
    const done = await this.db.passwordReset.deleteMany({ where: { expiresAt: { lt: new Date(this.clock.now().getTime() - 24 * 60 * MINUTE) } } });
    return done.count;
  }

  // --- sessions -------------------------------------------------------------------------------

  /** The account's live sessions: this browser's first, then the most recently used. */
  async sessions(userId: number, currentKey: string | undefined): Promise<SessionEntry[]> {
    const rows = await this.db.session.findMany({ where: { userId, expiresAt: { gt: new Date() } }, orderBy: { lastSeenAt: 'desc' } });
    const list = rows.map((r) => ({
      handle: r.id.slice(0, 16),
      createdAt: r.createdAt,
      lastSeenAt: r.lastSeenAt,
      ...describeUserAgent(r.userAgent),
      current: r.id === currentKey,
    }));
    return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
  }

  /** Ends one of the account's sessions; says whether it was this browser's. */
  async endSession(userId: number, currentKey: string | undefined, input: unknown): Promise<{ wasCurrent: boolean }> {
    const handle = (input as Record<string, unknown> | null)?.session;
    if (typeof handle !== 'string' || !HANDLE.test(handle)) throw notFound(msg('site.error.noSession'));
    const done = await this.db.session.deleteMany({ where: { userId, id: { startsWith: handle } } });
    if (!done.count) throw notFound(msg('site.error.noSession'));
    return { wasCurrent: !!currentKey?.startsWith(handle) };
  }

  /** Log out everywhere: every session of the account ends, this browser's too. */
  async endAllSessions(userId: number): Promise<number> {
    return (await this.db.session.deleteMany({ where: { userId } })).count;
  }
}

/** The name or address of a reset form, checked for its form alone (a 400 says the same for any account). */
function resetLogin(input: unknown): string {
  const { login } = parseInput(ResetRequestInput, input, msg('site.input.nameOrAddress'));
  return login.includes('@') ? login : parseInput(NameField, login, msg('site.input.nameOrAddress'));
}

/** The new password, when both fields say the same. */
function newPassword(data: { password: string; password2: string }): string {
  if (data.password !== data.password2) throw badRequest(msg('site.error.passwordsDiffer'), 'passwords_differ');
  return data.password;
}
