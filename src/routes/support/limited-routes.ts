/**
 * Which requests the rate limits count (src/http/rate-limits.ts): new games and invitations per
 * player, moves and other game actions per player, chat messages and reports per player. Log-ins and sign-ups are counted in their
 * routes, which know whether an attempt failed.
 */
import type { Express, Request } from 'express';
import type { Services } from '../../services';

const GAME_ACTIONS = ['moves', 'undo', 'autoplay', 'timeout', 'end-vote'];

/** How many names an invitation field holds (as the lobby reads it: comma or space separated). */
function invitedNames(field: unknown): number {
  const list = Array.isArray(field) ? field : typeof field === 'string' ? field.split(/[\s,]+/) : [];
  return list.filter((x) => typeof x === 'string' && x.trim()).length;
}

export function limitRequests(app: Express, s: Services): void {
  if (!s.limits.enabled) return;
  const player = (req: Request) => req.user?.id;
  const body = (req: Request) => (req.body ?? {}) as Record<string, unknown>;
  app.post('/games', s.limits.per('newGame', player), s.limits.per('invite', player, (req) => invitedNames(body(req).invite)));
  app.post('/games/:id/invite', s.limits.per('invite', player));
  app.post('/games/:id/rematch', s.limits.per('newGame', player));
  app.post(['/games/:id/chat', '/api/games/:id/chat'], s.limits.per('chat', player));
  app.post('/games/:id/chat/:message/report', s.limits.per('report', player));
  app.post(
    GAME_ACTIONS.flatMap((a) => [`/games/:id/${a}`, `/api/games/:id/${a}`]),
    s.limits.per('move', player),
  );
}
