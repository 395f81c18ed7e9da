/**
 * The games waiting for the signed-in player, read once per page: the header's count, the tab
 * title ("(2) Your turn — …") and the game page's "Next game waiting for you".
 */
import type { RequestHandler } from 'express';
import type { Services } from '../../services';

export function waitingGames(s: Services): RequestHandler {
  return async (req, _res, next) => {
    if (req.method !== 'GET' || !req.user || req.path.startsWith('/api/') || req.path.startsWith('/static/') || req.path.endsWith('/events')) return next();
    req.waiting = await s.lists.waiting(req.user.id);
    next();
  };
}
