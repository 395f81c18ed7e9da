/**
 * One error type with an HTTP status, and the one middleware that turns every error into a
 * clear answer: JSON under /api, an HTML page elsewhere. Unknown errors are 500s and logged.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly code = 'error',
    /** Where the player can go back to on the HTML error page. */
    public readonly backTo?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (msg: string, code = 'bad_request') => new HttpError(400, msg, code);
export const unauthorized = (msg = 'Please log in first.') => new HttpError(401, msg, 'login_required');
export const forbidden = (msg: string, code = 'forbidden') => new HttpError(403, msg, code);
export const notFound = (msg = 'There is nothing here.') => new HttpError(404, msg, 'not_found');
export const conflict = (msg: string, code = 'conflict') => new HttpError(409, msg, code);
export const unprocessable = (msg: string, code = 'illegal') => new HttpError(422, msg, code);

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(notFound(`There is no page at ${req.path}.`));
};

interface BodyParserError {
  type?: string;
  status?: number;
  statusCode?: number;
  expose?: boolean;
}

function toHttpError(err: unknown): HttpError | null {
  if (err instanceof HttpError) return err;
  const e = err as BodyParserError;
  if (e && typeof e === 'object' && e.type === 'entity.too.large') {
    return new HttpError(413, 'The request is too large.', 'too_large');
  }
  if (e && typeof e === 'object' && e.type === 'entity.parse.failed') {
    return new HttpError(400, 'The request body is not valid JSON.', 'bad_json');
  }
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500 && e.expose) {
    return new HttpError(status, (err as Error).message || 'Bad request.', 'bad_request');
  }
  return null;
}

export function errorHandler(log: (msg: string, err: unknown) => void): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known = toHttpError(err);
    if (!known) log(`${req.method} ${req.originalUrl} failed`, err);
    const status = known?.status ?? 500;
    const message = known?.message ?? 'Something went wrong on our side. Nothing was changed; please try again.';
    const code = known?.code ?? 'internal';
    if (res.headersSent) return;
    if (req.path.startsWith('/api/') || req.accepts(['html', 'json']) === 'json') {
      res.status(status).json({ error: { status, code, message } });
      return;
    }
    res.status(status);
    res.renderPage('error', { title: `Error ${status}`, status, message, backTo: known?.backTo });
  };
}
