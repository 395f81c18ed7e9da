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
  /** failed log-ins on one account from one address */
  loginAccountAddress: { points: 10, seconds: 15 * 60 },
  /** failed log-ins from one address, whatever the account */
  loginAddress: { points: 50, seconds: 3600 },
  /** failed log-ins on one account, from anywhere (a spread-out guess) */
  loginAccount: { points: 100, seconds: 3600 },
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

/** 429 with the wait in the message and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const err = new HttpError(429, msg('site.error.tooMany', { minutes: Math.ceil(seconds / 60) }), 'rate_limited');
  err.retryAfterSeconds = seconds;
  return err;
}

export class RateLimits {
  private readonly limiters = new Map<LimitName, RateLimiterPostgres>();
  readonly enabled: boolean;

  constructor(db: Db, config: Pick<Config, 'RATE_LIMITS' | 'RATE_LIMIT_OVERRIDES'>) {
    this.enabled = config.RATE_LIMITS;
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

  /** Counts `points` against the key; over the limit: 429. */
  async take(name: LimitName, key: string, points = 1): Promise<void> {
    const limiter = this.limiters.get(name);
    if (!limiter || points <= 0) return;
    try {
      await limiter.consume(key, points);
    } catch (res) {
      if (res instanceof RateLimiterRes) throw tooManyRequests(res.msBeforeNext / 1000);
      throw res;
    }
  }

  /** 429 when the key has used up its points (counts nothing). */
  async check(name: LimitName, key: string): Promise<void> {
    const limiter = this.limiters.get(name);
    if (!limiter) return;
    const res = await limiter.get(key);
    if (res && res.remainingPoints <= 0) throw tooManyRequests(res.msBeforeNext / 1000);
  }

  private async forget(name: LimitName, key: string): Promise<void> {
    await this.limiters.get(name)?.delete(key);
  }

  /**
   * A log-in attempt: refused before the password is hashed when the account from this address,
   * the address or the account has failed too often; a failure counts against all three; a
   * success forgets the account's failures from this address.
   */
  async guardLogin<T>(address: string, username: unknown, attempt: () => Promise<T>): Promise<T> {
    if (!this.enabled) return attempt();
    const account = typeof username === 'string' ? username.trim().toLowerCase().slice(0, 100) : '';
    const keys: [LimitName, string][] = [
      ['loginAccountAddress', `${account}|${address}`],
      ['loginAddress', address],
      ['loginAccount', account],
    ];
    for (const [name, key] of keys) await this.check(name, key);
    try {
      const result = await attempt();
      await this.forget('loginAccountAddress', keys[0][1]);
      return result;
    } catch (err) {
      if (err instanceof HttpError && err.code === 'bad_login') {
        // This failure is answered as one; the next attempt over a limit gets the 429.
        for (const [name, key] of keys) await this.take(name, key).catch((e) => (e instanceof HttpError ? undefined : Promise.reject(e)));
      }
      throw err;
    }
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
