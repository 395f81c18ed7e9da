/**
 * `/healthz` for a load balancer or a monitor: 200 `{ok: true, database: "up"}` while the site
 * can reach its database, 503 `{ok: false, database: "down"}` while it cannot (answered within
 * two seconds either way). It comes before the session, which needs the database.
 */
import { Router } from 'express';
import type { Services } from '../services';

const CHECK_MS = 2000;

export function healthRoutes(s: Services): Router {
  const r = Router();
  r.get('/healthz', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no answer within 2 s')), CHECK_MS)));
    try {
      await Promise.race([s.db.$queryRaw`SELECT 1`, timeout]);
      res.json({ ok: true, database: 'up' });
    } catch {
      res.status(503).set('Retry-After', '5').json({ ok: false, database: 'down' });
    } finally {
      clearTimeout(timer);
    }
  });
  return r;
}
