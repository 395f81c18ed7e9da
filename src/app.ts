/**
 * Builds the express app (tests import it; src/index.ts only listens). Routes stay thin; the
 * services do the work; one error middleware answers every error.
 */
import { randomUUID } from 'node:crypto';
import express from 'express';
import { pinoHttp } from 'pino-http';
import type { Services } from './services';
import { createRenderer, renderMiddleware } from './http/render';
import { csrfProtection, sessionMiddleware } from './http/session';
import { errorHandler, notFoundHandler } from './http/errors';
import { PUBLIC_DIR } from './paths';
import { appShellRoutes } from './routes/app-shell.routes';
import { authRoutes } from './routes/auth.routes';
import { passwordRoutes } from './routes/password.routes';
import { lobbyRoutes } from './routes/lobby.routes';
import { gameRoutes } from './routes/game.routes';
import { apiRoutes } from './routes/api.routes';
import { playersRoutes } from './routes/players.routes';
import { chatRoutes } from './routes/chat.routes';
import { gameEndRoutes } from './routes/game-end.routes';
import { rulesRoutes } from './routes/rules.routes';
import { profileRoutes } from './routes/profile.routes';
import { pushRoutes } from './routes/push.routes';
import { adminRoutes } from './routes/admin.routes';
import { tournamentsRoutes } from './routes/tournaments.routes';
import { leaguesRoutes } from './routes/leagues.routes';
import { liveRoutes } from './routes/live.routes';
import { waitingGames } from './routes/support/waiting';
import { healthRoutes } from './routes/health.routes';
import { limitRequests } from './routes/support/limited-routes';
import { noStoreForSecrets } from './http/no-store';

export interface AppOptions {
  sessionSecret: string;
}

/** A request id given by a proxy in front (X-Request-Id) when it looks like one; else a new one. */
const REQUEST_ID = /^[\w.:-]{8,64}$/;

export function buildApp(services: Services, opts: AppOptions): express.Express {
  const app = express();
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
  // Every request gets an id: on each log line written for it, in X-Request-Id, on the error page.
  app.use(
    pinoHttp({
      logger: services.log,
      autoLogging: services.config.LOG_REQUESTS ? { ignore: (req) => req.url === '/healthz' } : false,
      genReqId: (req, res) => {
        const given = req.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // 503: the database is gone (said once more by the error handler); 500s are logged with their stack there.
      customLogLevel: (_req, res) => (res.statusCode === 503 ? 'warn' : res.statusCode >= 500 ? 'error' : 'info'),
      customErrorObject: (_req, _res, _err, val: Record<string, unknown>) => ({ ...val, err: undefined }),
      // the request line without headers and cookies
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      wrapSerializers: false,
      quietReqLogger: true,
      customAttributeKeys: { reqId: 'reqId' },
    }),
  );
  app.use(healthRoutes(services));
  app.use('/static', express.static(PUBLIC_DIR, { maxAge: '1h', index: false }));
  // Browsers and tools that ask for /favicon.ico without reading the page's <link rel="icon">
  app.get('/favicon.ico', (_req, res) => res.redirect(301, '/static/favicon.svg'));
  app.use(renderMiddleware(createRenderer()));
  app.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 100 }));
  app.use(express.json({ limit: '16kb' }));
  app.use(sessionMiddleware(services.db, { secret: opts.sessionSecret, secure: services.config.cookieSecure, pseudoLang: services.config.NODE_ENV === 'test' }));
  // Secrets (a token in the address, a signed-in reader's own pages) are never stored by caches.
  app.use(noStoreForSecrets);
  app.use(csrfProtection);
  limitRequests(app, services);

  // The JSON API first: its reads and moves are most of the requests, and need none of the page routers before it.
  app.use(apiRoutes(services));
  app.use(appShellRoutes());
  app.use(liveRoutes(services));
  app.use(waitingGames(services));
  app.use(authRoutes(services));
  app.use(passwordRoutes(services));
  app.use(lobbyRoutes(services));
  app.use(gameRoutes(services));
  app.use(playersRoutes(services));
  app.use(chatRoutes(services));
  app.use(gameEndRoutes(services));
  app.use(rulesRoutes(services));
  app.use(profileRoutes(services));
  app.use(pushRoutes(services));
  app.use(adminRoutes(services));
  app.use(tournamentsRoutes(services));
  app.use(leaguesRoutes(services));

  app.use(notFoundHandler);
  app.use(errorHandler(services.log));
  return app;
}
