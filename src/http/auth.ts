/** Guards for routes that need a logged-in user, and parsing of ids in paths. */
import { msg } from '../engine/text';
import type { Request, RequestHandler } from 'express';
import { notFound, unauthorized } from './errors';
import type { SessionUser } from './request-context';

export const requireUser: RequestHandler = (req, res, next) => {
  if (req.user) return next();
  if (req.path.startsWith('/api/') || req.originalUrl.startsWith('/api/')) return next(unauthorized());
  if (req.method === 'GET') return res.redirect(303, `/login?next=${encodeURIComponent(req.originalUrl)}`);
  next(unauthorized(msg('site.error.loginAgain')));
};

/** The logged-in user (after requireUser). */
export function userOf(req: Request): SessionUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** A positive integer id from the path, or a 404. */
export function idParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(msg('site.error.noGameNamed', { name: String(raw).slice(0, 40) }));
  return id;
}

/** A local path to go to after log-in (never another site). */
export function safeNext(value: unknown): string {
  return typeof value === 'string' && value.length <= 400 && /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : '/';
}
