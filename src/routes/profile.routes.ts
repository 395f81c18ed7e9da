/**
 * The player's own pages: profile (address, mail preferences, vacation, password, sessions), the
 * confirmation and unsubscribe links from mails, and "Mail": the mails the site sent to me (with
 * no SMTP server set, this is where they are read).
 */
import { LANGS, msg, type Text } from '../engine/text';
import { Router } from 'express';
import type { Services } from '../services';
import { requireUser, safeNext, userOf } from '../http/auth';
import { badRequest, HttpError, notFound, setRetryAfter } from '../http/errors';
import { TIME_ZONES, validTimeZone } from '../text/time';
import { clearCookie, readCookie, setCookie } from '../http/cookies';
import { LANG_COOKIE, SESSION_COOKIE } from '../http/session';
import { validLang } from '../i18n/negotiate';

/** What a profile form returns when it ended this browser's session. */
const LOGGED_OUT = Symbol('logged out');

export function profileRoutes(s: Services): Router {
  const r = Router();

  const profilePage = async (userId: number, req: import('express').Request) => {
    const { user, vacation } = await s.profile.profile(userId);
    return {
      browserTimeZone: validTimeZone(readCookie(req, 'tz')),
      title: msg('site.common.yourProfile'),
      profile: user,
      vacation,
      modes: [
        { value: 'EVERY_TURN', label: msg('site.profile.everyTurn'), checked: user.notifyMode === 'EVERY_TURN' },
        { value: 'DAILY_DIGEST', label: msg('site.profile.digest'), checked: user.notifyMode === 'DAILY_DIGEST' },
        { value: 'NONE', label: msg('site.profile.noMail'), checked: user.notifyMode === 'NONE' },
      ],
      mailTransport: s.emails.transportName,
      timeZones: TIME_ZONES.map((tz) => ({ tz, selected: tz === user.timeZone })),
      languages: LANGS.map((code) => ({ code, selected: code === (user.language ?? req.lang) })),
      sessions: await s.accounts.sessions(userId, req.sessionKey),
      sessionDays: s.config.SESSION_DAYS,
      push: await s.push.subscriptions.panel(userId),
    };
  };

  r.get('/profile', requireUser, async (req, res) => {
    res.renderPage('profile', { ...(await profilePage(userOf(req).id, req)), notice: noticeText(req.query.done) });
  });

  /** A profile form: do it, then back to the profile with a notice (or the page with the error). */
  const action = (path: string, done: string, fn: (userId: number, body: unknown, sessionKey?: string) => Promise<unknown>) => {
    r.post(path, requireUser, async (req, res) => {
      const userId = userOf(req).id;
      try {
        const outcome = await fn(userId, req.body ?? {}, req.sessionKey);
        // A form that ended this browser's session: on to the log-in page.
        if (outcome === LOGGED_OUT) {
          clearCookie(res, SESSION_COOKIE, s.config.cookieSecure);
          return res.redirect(303, done === 'logged-out-everywhere' ? '/login?done=logged-out-everywhere' : '/login');
        }
        res.redirect(303, `/profile?done=${outcome === false ? `${done}-not-now` : done}`);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        setRetryAfter(res, err);
        res.status(err.status).renderPage('profile', { ...(await profilePage(userId, req)), error: err.text });
      }
    });
  };
  action('/profile/preferences', 'preferences', (id, body) => s.profile.setPreferences(id, body));
  action('/profile/time-zone', 'time-zone', (id, body) => s.profile.setTimeZone(id, body));
  action('/profile/language', 'language', async (id, body) => {
    const lang = validLang((body as Record<string, unknown>).language);
    if (!lang) throw badRequest(msg('site.error.noLanguage'), 'invalid_input');
    await s.profile.setLanguage(id, lang);
  });
  action('/profile/email', 'email', (id, body) => s.profile.changeEmail(id, body));
  action('/profile/confirm', 'confirm', (id) => s.profile.sendConfirmation(id));
  action('/profile/vacation/start', 'vacation-start', (id) => s.profile.startVacation(id));
  action('/profile/vacation/end', 'vacation-end', (id) => s.profile.endVacation(id));
  // Rate limit (src/http/rate-limits.ts): wrong current passwords, counted like log-ins.
  action('/profile/password', 'password', (id, body, key) => s.limits.guardPasswordCheck(id, () => s.accounts.changePassword(id, key, body)));
  action('/profile/sessions/end', 'session-ended', async (id, body, key) => ((await s.accounts.endSession(id, key, body)).wasCurrent ? LOGGED_OUT : true));
  action('/profile/logout-everywhere', 'logged-out-everywhere', async (id) => {
    await s.accounts.endAllSessions(id);
    return LOGGED_OUT;
  });

  // The language switch of every page: a plain link (no JavaScript needed); kept on this browser
  // and, for a signed-in player, in his profile (his mails follow it).
  r.get('/lang/:lang', async (req, res) => {
    const lang = validLang(req.params.lang);
    if (!lang) throw notFound(msg('site.error.noLanguage'));
    setCookie(res, LANG_COOKIE, lang, { secure: s.config.cookieSecure, maxAgeMs: 365 * 86400_000 });
    if (req.user) await s.profile.setLanguage(req.user.id, lang);
    res.redirect(303, safeNext(req.query.back));
  });

  r.get('/confirm-email', async (req, res) => {
    const { username } = await s.profile.confirmEmail(req.query.u, req.query.t);
    res.renderPage('message', { title: msg('site.confirmed.title'), heading: msg('site.confirmed.title'), text: msg('site.confirmed.text', { name: username }) });
  });

  // GET shows a button (mail scanners follow links); POST unsubscribes (also RFC 8058 one-click).
  r.get('/unsubscribe', (req, res) => {
    s.profile.checkUnsubscribeLink(req.query.u, req.query.t);
    res.renderPage('unsubscribe', { title: msg('site.unsubscribe.title'), u: req.query.u, token: req.query.t });
  });
  r.post('/unsubscribe', async (req, res) => {
    const { username } = await s.profile.unsubscribe(req.query.u, req.query.t);
    res.renderPage('message', { title: msg('site.unsubscribed.title'), heading: msg('site.unsubscribed.title'), text: msg('site.unsubscribed.text', { name: username }) });
  });

  r.get('/outbox', requireUser, async (req, res) => {
    const user = userOf(req);
    const all = user.isAdmin && req.query.all === '1';
    res.renderPage('outbox', {
      title: msg('site.nav.mail'),
      emails: await s.admin.recentEmails(100, all ? undefined : user.id),
      all,
      transport: s.emails.transportName,
    });
  });

  r.get('/outbox/:mail', requireUser, async (req, res) => {
    const mail = await ownMail(s, req.params.mail, userOf(req));
    res.renderPage('outbox-mail', { title: msg('site.outbox.mailTitle', { subject: mail.subject }), mail, headers: Object.entries(mail.headers as Record<string, string>).map(([k, v]) => ({ k, v })) });
  });

  // The HTML part on its own, for the outbox page to link to (no scripts may run in it).
  r.get('/outbox/:mail/html', requireUser, async (req, res) => {
    const mail = await ownMail(s, req.params.mail, userOf(req));
    res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'none'; base-uri 'none'; frame-ancestors 'none'").type('html').send(mail.html);
  });

  return r;
}

async function ownMail(s: Services, raw: unknown, user: { id: number; isAdmin: boolean }) {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const mail = id ? await s.admin.email(id) : null;
  if (!mail || (mail.userId !== user.id && !user.isAdmin)) throw notFound(msg('site.error.noMail'));
  return mail;
}

function noticeText(done: unknown): Text | undefined {
  const keys: Record<string, string> = {
    preferences: 'site.notice.preferences',
    'time-zone': 'site.notice.timeZone',
    language: 'site.notice.language',
    email: 'site.notice.email',
    confirm: 'site.notice.confirm',
    'confirm-not-now': 'site.notice.confirmNotNow',
    'vacation-start': 'site.notice.vacationStart',
    'vacation-end': 'site.notice.vacationEnd',
    password: 'site.notice.password',
    'session-ended': 'site.notice.sessionEnded',
    push: 'site.notice.push',
    'push-device': 'site.notice.pushDevice',
  };
  return typeof done === 'string' && keys[done] ? msg(keys[done]) : undefined;
}
