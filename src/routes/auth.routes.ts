/** Sign-up, log-in and log-out pages. */
import { Router } from 'express';
import type { Services } from '../services';
import { SESSION_COOKIE } from '../http/session';
import { clearCookie, setCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import { safeNext } from '../http/auth';

export function authRoutes(s: Services): Router {
  const r = Router();
  const cookie = (res: import('express').Response, token: string) =>
    setCookie(res, SESSION_COOKIE, token, { secure: s.config.cookieSecure, maxAgeMs: s.config.SESSION_DAYS * 86400_000 });

  r.get('/register', (req, res) => res.renderPage('register', { title: 'Sign up', next: safeNext(req.query.next) }));
  r.post('/register', async (req, res) => {
    try {
      const { token } = await s.users.register(req.body);
      cookie(res, token);
      res.redirect(303, safeNext(req.body?.next));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      res.status(err.status).renderPage('register', { title: 'Sign up', error: err.message, form: { username: req.body?.username, email: req.body?.email }, next: safeNext(req.body?.next) });
    }
  });

  r.get('/login', (req, res) => res.renderPage('login', { title: 'Log in', next: safeNext(req.query.next) }));
  r.post('/login', async (req, res) => {
    try {
      const { token } = await s.users.login(req.body);
      cookie(res, token);
      res.redirect(303, safeNext(req.body?.next));
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      res.status(err.status).renderPage('login', { title: 'Log in', error: err.message, form: { username: req.body?.username }, next: safeNext(req.body?.next) });
    }
  });

  r.post('/logout', async (req, res) => {
    if (req.sessionKey) await s.users.logout(req.sessionKey);
    clearCookie(res, SESSION_COOKIE, s.config.cookieSecure);
    res.redirect(303, '/');
  });
  return r;
}
