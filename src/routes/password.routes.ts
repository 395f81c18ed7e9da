/**
 * A forgotten password: the form that mails a link, and the link's page that sets a new password
 * (GET shows the form, so a mail scanner that follows the link uses nothing up). Neither needs a
 * session; both forms carry the CSRF token like every form of the site.
 */
import { Router } from 'express';
import type { Response } from 'express';
import type { Services } from '../services';
import { SESSION_COOKIE } from '../http/session';
import { clearCookie } from '../http/cookies';
import { HttpError, setRetryAfter } from '../http/errors';
import { msg } from '../engine/text';
import { addressOf } from '../http/rate-limits';
import { accountKey, rememberDevice } from '../http/device-cookie';

/** The codes of a link that does not work (AccountService.checkResetLink). */
const LINK_ERRORS = new Set(['bad_link', 'used_link', 'expired_link']);

export function passwordRoutes(s: Services): Router {
  const r = Router();
  const forgotTitle = msg('site.password.forgotTitle');
  const resetTitle = msg('site.password.resetTitle');

  r.get('/password/forgot', (_req, res) => res.renderPage('password-forgot', { title: forgotTitle }));

  // The same answer whether or not an account has the name or address.
  r.post('/password/forgot', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      // Rate limit (src/http/rate-limits.ts): reset mails asked for from one address.
      await s.limits.take('passwordReset', addressOf(req));
      await s.accounts.requestReset(body);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      setRetryAfter(res, err);
      return res.status(err.status).renderPage('password-forgot', { title: forgotTitle, error: err.text, form: { login: body.login } });
    }
    const sent = msg('site.password.sentTitle');
    res.renderPage('message', { title: sent, heading: sent, text: msg('site.password.sentText', { minutes: s.config.PASSWORD_RESET_MINUTES }) });
  });

  const badLink = (res: Response, err: HttpError) =>
    res.status(err.status).renderPage('message', { title: resetTitle, heading: resetTitle, text: err.text, link: { href: '/password/forgot', label: msg('site.password.askAgain') } });

  r.get('/password/reset', async (req, res) => {
    try {
      const { username } = await s.accounts.checkResetLink(req.query.token);
      res.renderPage('password-reset', { title: resetTitle, username, token: req.query.token });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      badLink(res, err);
    }
  });

  // Sets the password, ends every session of the account (this browser's too), then the log-in.
  r.post('/password/reset', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    try {
      const account = accountKey((await s.accounts.resetPassword(body.token, body)).username);
      // The owner proved his mailbox: strangers' wrong guesses no longer count against his
      // account, and this browser is one he logged in with (docs/operations.md, "Log-in limits").
      await s.limits.forgetAccount(account);
      rememberDevice(req, res, s.signer, account, s.config.cookieSecure);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      if (LINK_ERRORS.has(err.code)) return badLink(res, err);
      const { username } = await s.accounts.checkResetLink(body.token);
      return res.status(err.status).renderPage('password-reset', { title: resetTitle, username, token: body.token, error: err.text });
    }
    clearCookie(res, SESSION_COOKIE, s.config.cookieSecure);
    res.redirect(303, '/login?done=password-set');
  });

  return r;
}
