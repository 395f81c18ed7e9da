/**
 * Builds the express app (tests import it; src/index.ts only listens). Routes stay thin; the
 * services do the work; one error middleware answers every error.
 */
import express from 'express';
import type { Services } from './services';
import { createRenderer, renderMiddleware } from './http/render';
import { csrfProtection, sessionMiddleware } from './http/session';
import { errorHandler, notFoundHandler } from './http/errors';
import { PUBLIC_DIR } from './paths';
import { authRoutes } from './routes/auth.routes';
import { passwordRoutes } from './routes/password.routes';
import { lobbyRoutes } from './routes/lobby.routes';
import { gameRoutes } from './routes/game.routes';
import { apiRoutes } from './routes/api.routes';
import { rulesRoutes } from './routes/rules.routes';
import { profileRoutes } from './routes/profile.routes';
import { adminRoutes } from './routes/admin.routes';
import { liveRoutes } from './routes/live.routes';
import { waitingGames } from './http/waiting';

export interface AppOptions {
  sessionSecret: string;
  log?: (msg: string, err?: unknown) => void;
}

export function buildApp(services: Services, opts: AppOptions): express.Express {
  const app = express();
  const log = opts.log ?? ((msg: string, err?: unknown) => console.error(msg, err));
  app.disable('x-powered-by');
  if (services.config.TRUST_PROXY) app.set('trust proxy', 1);

  // HSTS where the site is served over HTTPS (BASE_URL https://): browsers then never use plain HTTP.
  const hsts = services.config.baseUrl.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {};
  app.use((_req, res, next) => {
    res.set({
      ...hsts,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'same-origin',
      'Content-Security-Policy': "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; form-action 'self'; frame-ancestors 'none'",
    });
    next();
  });
  app.use('/static', express.static(PUBLIC_DIR, { maxAge: '1h', index: false }));
  app.use(renderMiddleware(createRenderer()));
  app.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 }));
  app.use(express.json({ limit: '16kb' }));
  app.use(sessionMiddleware(services.db, { secret: opts.sessionSecret, secure: services.config.cookieSecure, pseudoLang: services.config.NODE_ENV === 'test' }));
  app.use(csrfProtection);

  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(liveRoutes(services));
  app.use(waitingGames(services));
  app.use(authRoutes(services));
  app.use(passwordRoutes(services));
  app.use(lobbyRoutes(services));
  app.use(gameRoutes(services));
  app.use(apiRoutes(services));
  app.use(rulesRoutes());
  app.use(profileRoutes(services));
  app.use(adminRoutes(services));

  app.use(notFoundHandler);
  app.use(errorHandler(log));
  return app;
}
