/**
 * Rate limits (rate-limiter-flexible, its PostgreSQL store on the site's pool: one statement a
 * count): the counters are rows of the `rate_limits` table, so a limit holds across every web
 * process of the site. Each limit is a
 * number of points per window; a request over it is refused with 429 and told when to try again,
 * before it costs anything (a password hash, a mail, a game). Names and defaults are listed in
 * docs/operations.md; RATE_LIMIT_OVERRIDES changes them.
 */
import type { RequestHandler, Request } from 'express';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { poolOf, type Db } from '../db/client';
import type { Config } from '../config/config';
import { msg } from '../engine/text';
import { HttpError } from './errors';

export const LIMITS = {
  /** failed log-ins on one account from one address (a browser without the account's device cookie) */
  loginAccountAddress: { points: 10, seconds: 15 * 60 },
  /** failed log-ins from one address, whatever the account (browsers without a device cookie) */
  loginAddress: { points: 50, seconds: 3600 },
  /** failed log-ins on one account from anywhere, by browsers without its device cookie (a spread-out guess) */
  loginAccount: { points: 100, seconds: 3600 },
  /** failed log-ins on one account from one browser that logged in to it before (its device cookie) */
  loginDevice: { points: 10, seconds: 15 * 60 },
  /** wrong "current password" on one account's profile */
  passwordCheck: { points: 10, seconds: 15 * 60 },
  /** sign-ups from one address */
  signup: { points: 10, seconds: 3600 },
  /** password-reset mails asked for from one address */
  passwordReset: { points: 5, seconds: 3600 },
  /** games created by one player */
  newGame: { points: 30, seconds: 3600 },
  /** invitations sent by one player (each invited name counts) */
  invite: { points: 60, seconds: 3600 },
  /** moves and other game actions of one player: generous, against scripts gone wild */
  move: { points: 300, seconds: 60 },
  /** chat messages of one player, in all games */
  chat: { points: 12, seconds: 60 },
  /** chat messages reported by one player */
  report: { points: 20, seconds: 3600 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** One counter an attempt takes a point from; `refusal`: the 429's code when it is spent. */
interface Counter {
  name: LimitName;
  key: string;
  refusal?: keyof typeof REFUSALS;
}

/** What a 429 says: the usual "too many attempts", or an account locked for new browsers. */
const REFUSALS = {
  rate_limited: 'site.error.tooMany',
  account_locked: 'site.error.accountLocked',
} as const;

/** 429 with the wait in the message and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, code: keyof typeof REFUSALS = 'rate_limited'): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const err = new HttpError(429, msg(REFUSALS[code], { minutes: Math.ceil(seconds / 60) }), code);
  err.retryAfterSeconds = seconds;
  return err;
}

export class RateLimits {
  private readonly limiters = new Map<LimitName, RateLimiterPostgres>();
  readonly enabled: boolean;
  private readonly pool: ReturnType<typeof poolOf>;

  constructor(db: Db, config: Pick<Config, 'RATE_LIMITS' | 'RATE_LIMIT_OVERRIDES'>) {
    this.enabled = config.RATE_LIMITS;
    this.pool = poolOf(db);
    if (!this.enabled) return;
    let first = true;
    for (const name of Object.keys(LIMITS) as LimitName[]) {
      const { points, seconds } = config.RATE_LIMIT_OVERRIDES[name] ?? LIMITS[name];
      // One limiter clears the expired rows of the shared table (every 5 minutes).
      // One statement per count (an upsert) on the site's pool; the table is the migration's.
      this.limiters.set(
        name,
        new RateLimiterPostgres({ storeClient: poolOf(db), storeType: 'pool', tableName: 'rate_limits', tableCreated: true, keyPrefix: name, points, duration: seconds, clearExpiredByTimeout: first }),
      );
      first = false;
    }
  }

  /** Counts `points` against the key; over the limit: 429 (with the code `refusal`). */
  async take(name: LimitName, key: string, points = 1, refusal?: keyof typeof REFUSALS): Promise<void> {
    const limiter = this.limiters.get(name);
    if (!limiter || points <= 0) return;
    try {
      await limiter.consume(key, points);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooManyRequests(res.msBeforeNext / 1000, refusal);
      throw res;
    }
  }

  private async forget(name: LimitName, key: string): Promise<void> {
    await this.limiters.get(name)?.delete(key);
  }

  /**
   * A password check (a log-in, or the current password on the profile), guarded so that a limit
   * holds however many attempts arrive at once: every attempt takes its points from all its
   * counters BEFORE the password is hashed (one atomic upsert each), so at most the limit's
   * number of attempts is ever checked; a refused one is answered 429 without a hash. A right
   * password gives the points back (and forgets the failures of its pair of account and address
   * or of its device); anything but a wrong password (a form without a name, a database that is
   * away) gives them back too. See docs/operations.md, "Log-in limits".
   */
  private async guard<T>(counters: Counter[], attempt: () => Promise<T>, isWrong: (err: unknown) => boolean, onSuccess: Counter[] = []): Promise<T> {
    if (!this.enabled) return attempt();
    const taken: Counter[] = [];
    try {
      for (const counter of counters) {
        await this.take(counter.name, counter.key, 1, counter.refusal);
        taken.push(counter);
      }
    } catch (err) {
      await this.giveBack(taken);
      throw err;
    }
    let result: T;
    try {
      result = await attempt();
    } catch (err) {
      if (!isWrong(err)) await this.giveBack(taken);
      throw err;
    }
    await this.giveBack(taken.filter((c) => !onSuccess.includes(c)));
    for (const c of onSuccess) await this.forget(c.name, c.key);
    return result;
  }

  private async giveBack(counters: Counter[]): Promise<void> {
    for (const c of counters) await this.limiters.get(c.name)?.reward(c.key, 1);
  }

  /**
   * A log-in attempt (docs/operations.md, "Log-in limits"). From a browser that logged in to the
   * account before (`device`, its signed device cookie): only that browser's failures count, so
   * strangers guessing elsewhere never lock the owner out of it. From any other browser: the
   * failures of the account from this address, of this address, and of the account from
   * anywhere; when the last is spent, the refusal tells the owner his ways in.
   */
  async guardLogin<T>(who: { address: string; account: string; device?: string }, attempt: () => Promise<T>): Promise<T> {
    const { address, account, device } = who;
    const wrong = (err: unknown) => err instanceof HttpError && err.code === 'bad_login';
    if (device) {
      const own: Counter = { name: 'loginDevice', key: `${account}|${device}` };
      return this.guard([own], attempt, wrong, [own]);
    }
    const pair: Counter = { name: 'loginAccountAddress', key: `${account}|${address}` };
    return this.guard([pair, { name: 'loginAddress', key: address }, { name: 'loginAccount', key: account, refusal: 'account_locked' }], attempt, wrong, [pair]);
  }

  /** The current password typed on the profile: counted per account like a log-in. */
  guardPasswordCheck<T>(userId: number, attempt: () => Promise<T>): Promise<T> {
    return this.guard([{ name: 'passwordCheck', key: String(userId) }], attempt, (err) => err instanceof HttpError && err.code === 'wrong_password');
  }

  /**
   * A password set through a mailed link: the account's log-in counters start again (its owner
   * proved his mailbox; strangers' guesses no longer keep him out).
   */
  async forgetAccount(account: string): Promise<void> {
    if (!this.enabled) return;
    await this.forget('loginAccount', account);
    await this.forgetPrefix('loginAccountAddress', `${account}|`);
    await this.forgetPrefix('loginDevice', `${account}|`);
  }

  /** Deletes every counter of the limit whose key starts so (rate-limiter-flexible keys a row `name:key`). */
  private async forgetPrefix(name: LimitName, prefix: string): Promise<void> {
    const pattern = `${name}:${prefix}`.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
    await this.pool.query('DELETE FROM rate_limits WHERE key LIKE $1', [pattern]);
  }

  /** A middleware counting points (default one) per request against the key `keyOf` gives (none: not counted). */
  per(name: LimitName, keyOf: (req: Request) => string | number | undefined, pointsOf: (req: Request) => number = () => 1): RequestHandler {
    return async (req, _res, next) => {
      try {
        const key = keyOf(req);
        if (key !== undefined) await this.take(name, String(key), pointsOf(req));
        next();
      } catch (err) {
        next(err);
      }
    };
  }
}

/** The client's address (behind a trusted proxy, the forwarded one). */
export const addressOf = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';
