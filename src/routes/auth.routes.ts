/** Sign-up, log-in and log-out pages (a forgotten password: password.routes.ts). */
import { Router } from 'express';
import type { Request, Response } from 'express';
import type { Services } from '../services';
import { LANG_COOKIE, SESSION_COOKIE } from '../http/session';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import { HttpError, setRetryAfter } from '../http/errors';
import { safeNext } from '../http/auth';
import { addressOf } from '../http/rate-limits';
import { accountKey, knownDevice, rememberDevice } from '../http/device-cookie';
import { msg, type Text } from '../engine/text';

export function authRoutes(s: Services): Router {
  const r = Router();

  /**
   * A form that opens a session: on success the cookie and a redirect to `next`; on a refusal
   * the same form again with the message and what was typed (never the password).
   */
  const sessionForm = (page: string, title: Text, kept: string[], open: (body: Record<string, unknown>, req: Request, res: Response) => Promise<{ token: string }>, welcome = false) => {
    r.get(`/${page}`, (req, res) => res.renderPage(page, { title, next: safeNext(req.query.next), notice: loginNotice(req.query.done) }));
    r.post(`/${page}`, async (req: Request, res: Response) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      try {
        const { token } = await open(body, req, res);
        setCookie(res, SESSION_COOKIE, token, { secure: s.config.cookieSecure, maxAgeMs: s.config.SESSION_DAYS * 86400_000 });
        const next = safeNext(body.next);
        // a new player lands in the lobby, told where his confirmation mail waits
        res.redirect(303, welcome && next === '/' ? '/?done=welcome' : next);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        setRetryAfter(res, err);
        const form = Object.fromEntries(kept.map((k) => [k, body[k]]));
        // the account's limit spent by strangers: the owner is told his ways in
        res.status(err.status).renderPage(page, { title, error: err.text, locked: err.code === 'account_locked', form, next: safeNext(body.next) });
      }
    });
  };
  // Rate limits (src/http/rate-limits.ts): sign-ups per address; failed log-ins per account and address.
  sessionForm('register', msg('site.nav.signup'), ['username', 'email'], async (body, req) => {
    await s.limits.take('signup', addressOf(req));
    // The language the browser reads the site in, when it said one (its Accept-Language, or the
    // language chosen on this browser): his first mails come in it.
    const told = req.get('accept-language') || readCookie(req, LANG_COOKIE) ? req.lang : undefined;
    const account = await s.users.register(body, req.get('user-agent'), told);
    await s.profile.sendConfirmation(account.userId);
    return account;
  }, true);
  // A browser that logged in to the account before is counted on its own (device-cookie.ts).
  sessionForm('login', msg('site.auth.login'), ['username'], async (body, req, res) => {
    const account = accountKey(body.username);
    const device = knownDevice(req, s.signer, account);
    const session = await s.limits.guardLogin({ address: addressOf(req), account, device }, () => s.users.login(body, req.get('user-agent')));
    rememberDevice(req, res, s.signer, account, s.config.cookieSecure);
    return session;
  });

  r.post('/logout', async (req, res) => {
    if (req.sessionKey) await s.users.logout(req.sessionKey);
    clearCookie(res, SESSION_COOKIE, s.config.cookieSecure);
    res.redirect(303, '/');
  });
  return r;
}

/** What the log-in page says after a password was set or every session ended. */
function loginNotice(done: unknown): Text | undefined {
  if (done === 'password-set') return msg('site.notice.passwordSet');
  if (done === 'logged-out-everywhere') return msg('site.notice.loggedOutEverywhere');
  return undefined;
}
