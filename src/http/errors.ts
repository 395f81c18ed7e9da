/**
 * One error type with an HTTP status, and the one middleware that turns every error into a
 * clear answer: JSON under /api, an HTML page elsewhere. Unknown errors are 500s and logged.
 */
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import { msg, type Text } from '../engine/text';
import { render } from '../i18n/render';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { Logger } from '../log';

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    /** what went wrong, for the reader (rendered in his language) */
    public readonly text: Text,
    public readonly code = 'error',
    /** Where the player can go back to on the HTML error page. */
    public readonly backTo?: string,
  ) {
    super(typeof text === 'string' ? text : text.key);
    this.name = 'HttpError';
  }

  /** When to try again (429, 503): sent as Retry-After. */
  retryAfterSeconds?: number;
}

export const badRequest = (text: Text, code = 'bad_request') => new HttpError(400, text, code);
export const unauthorized = (text: Text = msg('site.error.login')) => new HttpError(401, text, 'login_required');
export const forbidden = (text: Text, code = 'forbidden') => new HttpError(403, text, code);
export const notFound = (text: Text = msg('site.error.nothing')) => new HttpError(404, text, 'not_found');
export const conflict = (text: Text, code = 'conflict') => new HttpError(409, text, code);
export const unprocessable = (text: Text, code = 'illegal') => new HttpError(422, text, code);

/** Errors of a game action (a form on its page) get a link back to the game on their page. */
export async function withBackLink<T>(gameId: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError && !err.backTo) throw new HttpError(err.status, err.text, err.code, `/games/${gameId}`);
    throw err;
  }
}

/** Retry-After for an answer that says when to try again (429, 503); also for a form shown again with the error. */
export function setRetryAfter(res: Response, err: HttpError | null): void {
  if (err?.retryAfterSeconds) res.set('Retry-After', String(err.retryAfterSeconds));
}

/** The database cannot be reached just now: nothing was done; try again in a few seconds. */
export function databaseUnavailable(): HttpError {
  const err = new HttpError(503, msg('site.error.databaseDown'), 'database_unavailable');
  err.retryAfterSeconds = 5;
  return err;
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(notFound(msg('site.error.noPage', { path: req.path })));
};

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  if (isDatabaseUnavailable(err)) return databaseUnavailable();
  // a path with a broken %-escape (/games/%FF): the router could not decode a parameter
  if (err instanceof URIError) return new HttpError(400, msg('site.error.badAddress'), 'bad_address');
  const e = err as BodyParserError;
  if (e && typeof e === 'object' && e.type === 'entity.too.large') {
    return new HttpError(413, msg('site.error.tooLarge'), 'too_large');
  }
  if (e && typeof e === 'object' && e.type === 'entity.parse.failed') {
    return new HttpError(400, msg('site.error.badJson'), 'bad_json');
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && e.expose) {
    return new HttpError(status, msg('site.error.badRequest'), 'bad_request');
  }
  return null;
}

/**
 * Answers every error: the reader's message in his language, the request id (also on the page,
 * to quote when reporting a problem). A 500 is logged with its stack; a 503 (the database gone)
 * with one short line; a client's mistake (4xx) with none.
 */
export function errorHandler(fallbackLog: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = toHttpError(err);
    const log = req.log ?? fallbackLog;
    if (!known) log.error({ err }, `${req.method} ${req.path} failed`);
    else if (known.status === 503) log.warn({ reason: err instanceof Error ? err.message.split('\n').filter(Boolean).pop() : String(err) }, `${req.method} ${req.path}: the database cannot be reached`);
    const status = known?.status ?? 500;
    const message = render(known?.text ?? msg('site.error.internal'), { lang: req.lang ?? 'en' });
    const code = known?.code ?? 'internal';
    if (res.headersSent) return;
    setRetryAfter(res, known);
    const requestId = typeof req.id === 'string' || typeof req.id === 'number' ? String(req.id) : undefined;
    if (req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json') {
      res.status(status).json({ error: { status, code, message, requestId, retryAfter: known?.retryAfterSeconds } });
      return;
    }
    res.status(status);
    // 503: the same page again in a few seconds is what helps (the lobby is just as unreachable).
    const retry = status === 503 && req.method === 'GET' ? (/^\/(?![/\\])/.test(req.originalUrl) ? req.originalUrl : '/') : undefined;
    res.renderPage('error', { title: msg('site.error.title', { status }), status, message, backTo: known?.backTo, requestId, retry });
  };
}
