/**
 * Web Push (docs/push.md): the site's public VAPID key, a browser's subscription (JSON, from
 * public/push.js on the profile), and the profile's forms: a device removed, the opt-ins and the
 * mail's longer wait. The work is PushService's.
 */
import { Router } from 'express';
import type { Services } from '../services';
import { requireUser, userOf } from '../http/auth';
import { HttpError } from '../http/errors';
import { requireJson } from '../http/validate';
import { keptUserAgent } from '../text/user-agent';

/** A form's error page links back to the profile. */
async function fromProfile(fn: () => Promise<void>): Promise<void> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof HttpError && !err.backTo) throw new HttpError(err.status, err.text, err.code, '/profile');
    throw err;
  }
}

export function pushRoutes(s: Services): Router {
  const r = Router();
  const subs = s.push.subscriptions;

  r.get('/push/key', async (_req, res) => {
    res.json({ publicKey: await s.push.publicKey() });
  });

  r.post('/push/subscriptions', requireUser, requireJson, async (req, res) => {
    const { id, created } = await subs.subscribe(userOf(req).id, req.body ?? {}, keptUserAgent(req.get('user-agent')));
    res.status(created ? 201 : 200).json({ ok: true, id });
  });

  r.delete('/push/subscriptions', requireUser, requireJson, async (req, res) => {
    await subs.unsubscribe(userOf(req).id, req.body ?? {});
    res.status(204).end();
  });

  r.post('/push/devices/remove', requireUser, async (req, res) => {
    await fromProfile(() => subs.remove(userOf(req).id, req.body ?? {}));
    res.redirect(303, '/profile?done=push-device#push');
  });

  r.post('/push/settings', requireUser, async (req, res) => {
    await fromProfile(() => subs.saveSettings(userOf(req).id, req.body ?? {}));
    res.redirect(303, '/profile?done=push#push');
  });

  return r;
}
