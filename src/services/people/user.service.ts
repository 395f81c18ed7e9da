/** Accounts and sessions: sign-up, log-in (argon2id password hashes), log-out, setting a password. */
import { validLang } from '../../i18n/negotiate';
import { msg } from '../../engine/text';
import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, HttpError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { newToken, sessionKeyOf } from '../../http/session';
import { keptUserAgent } from '../../text/user-agent';
import { FIRST_ACCOUNT_LOCK } from '../../db/locks';
import { isUniqueViolation } from '../../db/errors';

export const RegisterInput = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'site.error.usernameLength')
    .max(20, 'site.error.usernameLength')
    .regex(/^[A-Za-z0-9_.-]+$/, 'site.error.usernameChars'),
  email: z.string().trim().max(254).pipe(z.email('site.error.notEmail')),
  password: z.string().min(8, 'site.error.passwordShort').max(200, 'site.error.passwordLong'),
});

/** A user name as typed to name someone (log-in, invitation): the characters a name may have. */
export const NameField = z
  .string()
  .trim()
  .min(1, 'site.error.enterUsername')
  .max(20, 'site.error.usernameLength')
  .regex(/^[A-Za-z0-9_.-]+$/, 'site.error.usernameChars');

/** The user with this name (any case), or null; also null for what cannot be a user name. */
export async function userByName(db: Db, name: string) {
  const parsed = NameField.safeParse(name);
  return parsed.success ? db.user.findUnique({ where: { usernameKey: parsed.data.toLowerCase() } }) : null;
}

export const LoginInput = z.object({
  username: NameField,
  password: z.string().min(1, 'site.error.enterPassword').max(200),
});

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly sessionDays: number,
    /** user names (lower case) that are admins; the first account of a site is one too */
    private readonly adminNames: string[] = [],
  ) {}

  /** `userAgent`: the browser's, kept with the session for the profile's session list. */
  /** `language`: the one the browser read the site in at sign-up (the first mails come in it); kept when it is a language of the site. */
  async register(input: unknown, userAgent?: string | null, language?: string): Promise<{ userId: number; token: string }> {
    const data = parseInput(RegisterInput, input, msg('site.input.signup'));
    const usernameKey = data.username.toLowerCase();
    const taken = await this.db.user.findUnique({ where: { usernameKey } });
    if (taken) throw conflict(msg('site.error.usernameTaken', { name: data.username }), 'username_taken');
    const passwordHash = await hash(data.password);
    try {
      // The first account of a site is an admin: decided under a lock, so that two sign-ups at
      // the same moment on an empty site cannot both be the first.
      const user = await this.db.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ACCOUNT_LOCK})`;
        const isAdmin = this.adminNames.includes(usernameKey) || (await tx.user.count()) === 0;
        return tx.user.create({ data: { username: data.username, usernameKey, email: data.email, passwordHash, isAdmin, language: validLang(language) } });
      });
      return { userId: user.id, token: await this.createSession(user.id, userAgent) };
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(msg('site.error.usernameTaken', { name: data.username }), 'username_taken');
      throw err;
    }
  }

  async login(input: unknown, userAgent?: string | null): Promise<{ userId: number; token: string }> {
    const data = parseInput(LoginInput, input, msg('site.input.login'));
    const user = await this.db.user.findUnique({ where: { usernameKey: data.username.toLowerCase() } });
    if (!(await passwordMatches(user?.passwordHash, data.password)) || !user) throw new HttpError(401, msg('site.error.badLogin'), 'bad_login');
    return { userId: user.id, token: await this.createSession(user.id, userAgent) };
  }

  /** Whether the password is the account's (always checked against a hash, for even timing). */
  async checkPassword(userId: number, password: string): Promise<boolean> {
    const user = await this.db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
    return (await passwordMatches(user?.passwordHash, password)) && !!user;
  }

  /**
   * Sets a new password and ends the account's sessions, all of them or all but `keepSession`;
   * every open link to reset the password stops working too.
   */
  async setPassword(userId: number, password: string, now: Date, keepSession?: string): Promise<void> {
    const passwordHash = await hash(password);
    await this.db.$transaction([
      this.db.user.update({ where: { id: userId }, data: { passwordHash } }),
      this.db.session.deleteMany({ where: { userId, ...(keepSession ? { id: { not: keepSession } } : {}) } }),
      this.db.passwordReset.updateMany({ where: { userId, usedAt: null }, data: { usedAt: now } }),
    ]);
  }

  async logout(sessionKey: string): Promise<void> {
    await this.db.session.deleteMany({ where: { id: sessionKey } });
  }

  /** Gives or takes an account's admin rights (`npm run admin`); false when no account has the name. */
  async setAdmin(username: string, isAdmin: boolean): Promise<boolean> {
    const done = await this.db.user.updateMany({ where: { usernameKey: username.toLowerCase() }, data: { isAdmin } });
    return done.count === 1;
  }

  /** The admins' names. */
  async listAdmins(): Promise<string[]> {
    const rows = await this.db.user.findMany({ where: { isAdmin: true }, orderBy: { usernameKey: 'asc' }, select: { username: true } });
    return rows.map((r) => r.username);
  }

  /** Gives the configured admin names their rights (at start). */
  async grantConfiguredAdmins(): Promise<void> {
    if (this.adminNames.length) await this.db.user.updateMany({ where: { usernameKey: { in: this.adminNames }, isAdmin: false }, data: { isAdmin: true } });
  }

  async findByUsername(username: string) {
    return userByName(this.db, username);
  }

  private async createSession(userId: number, userAgent?: string | null): Promise<string> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + this.sessionDays * 86400_000);
    await this.db.session.create({ data: { id: sessionKeyOf(token), userId, expiresAt, userAgent: keptUserAgent(userAgent ?? undefined) } });
    // Old sessions of anyone are swept now and then.
    if (Math.random() < 0.05) await this.db.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
    return token;
  }
}

const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$iXwfnSB/iVOvk7Qw2nRwZg$DVIUZD4xksSGIJOuxy07r6Y9LbyQst8l+M7GyIqLffU';

/** Whether the password fits the hash; without an account, checked against a dummy hash, so timing does not tell which accounts exist. */
async function passwordMatches(passwordHash: string | undefined, password: string): Promise<boolean> {
  return verify(passwordHash ?? DUMMY_HASH, password).catch(() => false);
}
