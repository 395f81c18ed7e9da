/**
 * The player's own pages: profile (address, mail preferences, vacation), the confirmation and
 * unsubscribe links from mails, and "Mail": the mails the site sent to me (with no SMTP server
 * set, this is where they are read).
 */
import { Router } from 'express';
import type { Services } from '../services';
import { requireUser, userOf } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import { TIME_ZONES, validTimeZone } from '../text/time';
import { readCookie } from '../http/cookies';

export function profileRoutes(s: Services): Router {
  const r = Router();

  const profilePage = async (userId: number, req: import('express').Request) => {
    const { user, vacation } = await s.profile.profile(userId);
    return {
      browserTimeZone: validTimeZone(readCookie(req, 'tz')),
      title: 'Your profile',
      profile: user,
      vacation,
      modes: [
        { value: 'EVERY_TURN', label: 'every turn: a mail whenever a game waits for me', checked: user.notifyMode === 'EVERY_TURN' },
        { value: 'DAILY_DIGEST', label: 'one daily digest of all games waiting for me', checked: user.notifyMode === 'DAILY_DIGEST' },
        { value: 'NONE', label: 'no mail', checked: user.notifyMode === 'NONE' },
      ],
      mailTransport: s.emails.transportName,
      timeZones: TIME_ZONES.map((tz) => ({ tz, selected: tz === user.timeZone })),
    };
  };

  r.get('/profile', requireUser, async (req, res) => {
    res.renderPage('profile', { ...(await profilePage(userOf(req).id, req)), notice: noticeText(req.query.done) });
  });

  /** A profile form: do it, then back to the profile with a notice (or the page with the error). */
  const action = (path: string, done: string, fn: (userId: number, body: unknown) => Promise<unknown>) => {
    r.post(path, requireUser, async (req, res) => {
      const userId = userOf(req).id;
      try {
        const outcome = await fn(userId, req.body ?? {});
        res.redirect(303, `/profile?done=${outcome === false ? `${done}-not-now` : done}`);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        res.status(err.status).renderPage('profile', { ...(await profilePage(userId, req)), error: err.message });
      }
    });
  };
  action('/profile/preferences', 'preferences', (id, body) => s.profile.setPreferences(id, body));
  action('/profile/time-zone', 'time-zone', (id, body) => s.profile.setTimeZone(id, body));
  action('/profile/email', 'email', (id, body) => s.profile.changeEmail(id, body));
  action('/profile/confirm', 'confirm', (id) => s.profile.sendConfirmation(id));
  action('/profile/vacation/start', 'vacation-start', (id) => s.profile.startVacation(id));
  action('/profile/vacation/end', 'vacation-end', (id) => s.profile.endVacation(id));

  r.get('/confirm-email', async (req, res) => {
    const { username } = await s.profile.confirmEmail(req.query.u, req.query.t);
    res.renderPage('message', { title: 'Address confirmed', heading: 'Address confirmed', text: `Thank you, ${username}: Slipstream will now send you mail as your profile says.` });
  });

  // GET shows a button (mail scanners follow links); POST unsubscribes (also RFC 8058 one-click).
  r.get('/unsubscribe', (req, res) => {
    s.profile.checkUnsubscribeLink(req.query.u, req.query.t);
    res.renderPage('unsubscribe', { title: 'Unsubscribe', u: req.query.u, t: req.query.t });
  });
  r.post('/unsubscribe', async (req, res) => {
    const { username } = await s.profile.unsubscribe(req.query.u, req.query.t);
    res.renderPage('message', { title: 'Unsubscribed', heading: 'Unsubscribed', text: `${username} gets no more game mail from Slipstream. You can turn mail on again on your profile.` });
  });

  r.get('/outbox', requireUser, async (req, res) => {
    const user = userOf(req);
    const all = user.isAdmin && req.query.all === '1';
    res.renderPage('outbox', {
      title: 'Mail',
      emails: await s.admin.recentEmails(100, all ? undefined : user.id),
      all,
      transport: s.emails.transportName,
    });
  });

  r.get('/outbox/:mail', requireUser, async (req, res) => {
    const mail = await ownMail(s, req.params.mail, userOf(req));
    res.renderPage('outbox-mail', { title: mail.subject, mail, headers: Object.entries(mail.headers as Record<string, string>).map(([k, v]) => ({ k, v })) });
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
  if (!mail || (mail.userId !== user.id && !user.isAdmin)) throw notFound('There is no such mail.');
  return mail;
}

function noticeText(done: unknown): string | undefined {
  const texts: Record<string, string> = {
    preferences: 'Your mail preferences are saved.',
    'time-zone': 'Your time zone is saved.',
    email: 'Your address is changed; we sent a confirmation link to it.',
    confirm: 'We sent you a new confirmation link.',
    'confirm-not-now': 'A confirmation link went out less than five minutes ago: look for it in your mail.',
    'vacation-start': 'Enjoy your vacation: your deadlines are paused.',
    'vacation-end': 'Welcome back: your deadlines run again, moved on by your time away.',
  };
  return typeof done === 'string' ? texts[done] : undefined;
}
