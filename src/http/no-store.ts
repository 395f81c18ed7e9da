/**
 * `Cache-Control: no-store` on every answer that carries a secret, so that no browser cache, proxy
 * or shared computer's history keeps it (issue 32):
 * - every answer to an address that carries a token: a password-reset link (its form posts the
 *   token back and shows it again on an error), an address's confirmation link, a mail's
 *   unsubscribe link — whatever the answer, the page or an error;
 * - every answer to a signed-in reader: his pages are his own (his hand cards and secret choices,
 *   his mails with their one-time links in the outbox, his sessions, the admin pages' mails and
 *   jobs), and his CSRF token is on each of them.
 * Pages for anonymous readers without a token (the lobby, rules, finished games, the log-in form)
 * stay as they were. A new page whose address carries a token belongs in TOKEN_PATHS.
 */
import type { RequestHandler } from 'express';

/** The paths whose addresses carry a token (mailed links), whatever the method. */
export const TOKEN_PATHS: readonly string[] = ['/password/reset', '/confirm-email', '/unsubscribe'];

/** After the session middleware (it needs `req.user`), before the routes and their errors. */
export const noStoreForSecrets: RequestHandler = (req, res, next) => {
  // as the router matches a path: any case, a slash at the end or not
  if (req.user || TOKEN_PATHS.includes(req.path.toLowerCase().replace(/\/+$/, ''))) res.set('Cache-Control', 'no-store');
  next();
};
