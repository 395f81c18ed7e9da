/**
 * Sessions in PostgreSQL: the cookie holds a random token, the table its sha-256. Also sets
 * the CSRF token of the request: an HMAC of the session (or of an anonymous visitor cookie,
 * so the login and sign-up forms are protected too). A session's last use is written at most
 * every few minutes (SEEN_EVERY_MS), not on every request: enough for the profile's session list.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Db } from '../db/client';
import { readCookie, setCookie } from './cookies';
import { forbidden } from './errors';
import { validTimeZone } from '../text/time';
import { validLang } from '../i18n/negotiate';
import { LANGS, msg, type Lang } from '../engine/text';
import { keptUserAgent } from '../text/user-agent';
import { readSession } from '../db/hot/session';
import { viaPool } from '../db/hot/sql';

export const SESSION_COOKIE = 'sid';
const VISITOR_COOKIE = 'vid';

export function sessionKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export const LANG_COOKIE = 'lang';

/** A session's `lastSeenAt` is written when it is older than this. */
export const SEEN_EVERY_MS = 5 * 60_000;

export function sessionMiddleware(db: Db, opts: { secret: string; secure: boolean; pseudoLang?: boolean }): RequestHandler {
  const sql = viaPool(db);
  return async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    let profileLang: Lang | null = null;
    if (token && token.length < 100) {
      const key = sessionKeyOf(token);
      const session = await readSession(sql, key);
      const now = new Date();
      if (session && session.expiresAt > now) {
        req.user = { id: session.user.id, username: session.user.username, isAdmin: session.user.isAdmin };
        req.sessionKey = key;
        req.timeZone = session.user.timeZone ?? undefined;
        profileLang = validLang(session.user.language);
        // (A session made without a User-Agent, before sessions kept one, gets it at once.)
        const userAgent = keptUserAgent(req.get('user-agent'));
        if (now.getTime() - session.lastSeenAt.getTime() >= SEEN_EVERY_MS || (userAgent && !session.userAgent)) {
          await db.session.updateMany({ where: { id: key }, data: { lastSeenAt: now, ...(userAgent ? { userAgent } : {}) } });
        }
      }
    }
    // The profile's language, else the one chosen on this browser, else the browser's
    // (Accept-Language, negotiated by express), else English, the first of the site's languages.
    // ("xx", the pseudo-language that marks every catalogue text, only in tests.)
    const chosen = readCookie(req, LANG_COOKIE);
    req.lang = profileLang ?? validLang(chosen) ?? (opts.pseudoLang && chosen === 'xx' ? ('xx' as never) : undefined) ?? validLang(req.acceptsLanguages(...LANGS)) ?? 'en';
    // The profile's time zone, else the browser's (public/live.js keeps it in a cookie).
    req.timeZone ??= validTimeZone(readCookie(req, 'tz')) ?? undefined;
    let binding: string;
    if (req.sessionKey) {
      binding = `session:${req.sessionKey}`;
    } else {
      let visitor = readCookie(req, VISITOR_COOKIE);
      if (!visitor || !/^[A-Za-z0-9_-]{20,64}$/.test(visitor)) {
        visitor = newToken();
        setCookie(res, VISITOR_COOKIE, visitor, { secure: opts.secure });
      }
      binding = `visitor:${visitor}`;
    }
    req.csrfToken = createHmac('sha256', opts.secret).update(binding).digest('base64url');
    next();
  };
}

/** Every state-changing request carries the CSRF token: form field `_csrf` or header `X-CSRF-Token`. */
export const csrfProtection: RequestHandler = (req, _res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  // One-click unsubscribe (RFC 8058) is posted by mail programs: the signed link is its proof.
  if (req.path === '/unsubscribe') return next();
  const body = req.body as Record<string, unknown> | undefined;
  const sent = req.get('x-csrf-token') ?? (typeof body?._csrf === 'string' ? body._csrf : undefined);
  const expected = Buffer.from(req.csrfToken);
  if (!sent || Buffer.byteLength(sent) !== expected.length || !timingSafeEqual(Buffer.from(sent), expected)) {
    return next(forbidden(msg('site.error.csrf'), 'csrf'));
  }
  next();
};
