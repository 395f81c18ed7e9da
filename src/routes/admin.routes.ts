/** The operator's page: reported chat messages (hide, dismiss), queues, the dead-letter list (retry, dismiss), recent mails. */
import { msg } from '../engine/text';
import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { Services } from '../services';
import { idParam, requireUser } from '../http/auth';
import { forbidden } from '../http/errors';

const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user?.isAdmin) return next(forbidden(msg('site.error.adminOnly'), 'not_admin'));
  next();
};

export function adminRoutes(s: Services): Router {
  const r = Router();
  r.use('/admin', requireUser, requireAdmin);

  r.get('/admin', async (_req, res) => {
    res.renderPage('admin', {
      title: msg('site.nav.admin'),
      reports: await s.chat.openReports(),
      queues: await s.admin.queueStats(),
      failed: await s.admin.failedJobs(),
      emails: await s.admin.recentEmails(30),
      transport: s.emails.transportName,
    });
  });

  r.post('/admin/failed/:id/retry', async (req, res) => {
    await s.admin.retry(idParam(req));
    res.redirect(303, '/admin');
  });

  r.post('/admin/failed/:id/dismiss', async (req, res) => {
    await s.admin.dismiss(idParam(req));
    res.redirect(303, '/admin');
  });

  // A reported chat message: `action` hide (takes it down) or dismiss.
  r.post('/admin/reports/:id', async (req, res) => {
    await s.chat.decide(idParam(req), (req.body as Record<string, unknown> | undefined)?.action);
    res.redirect(303, '/admin#reports');
  });

  r.post('/admin/emails/:id/retry', async (req, res) => {
    await s.emails.retry(idParam(req));
    res.redirect(303, '/admin');
  });

  return r;
}
