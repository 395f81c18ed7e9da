/** Ending a game early by agreement (a vote of each player), and the rematch of a finished game. */
import { Router } from 'express';
import type { Services } from '../services';
import { requireJson } from '../http/validate';
import { idParam, requireUser, userOf } from '../http/auth';
import { withBackLink } from '../http/errors';

export function gameEndRoutes(s: Services): Router {
  const r = Router();

  // { seq, agree: true | false }: propose or agree to end the game now, unrated; or take it back.
  r.post('/games/:id/end-vote', requireUser, async (req, res) => {
    const id = idParam(req);
    await withBackLink(id, () => s.endVotes.vote(id, userOf(req).id, req.body ?? {}));
    res.redirect(303, `/games/${id}`);
  });

  r.post('/api/games/:id/end-vote', requireUser, requireJson, async (req, res) => {
    const { ended } = await s.endVotes.vote(idParam(req), userOf(req).id, req.body ?? {});
    res.json({ ok: true, ended });
  });

  // The rematch: to the new game (made now, or by another player's click before).
  r.post('/games/:id/rematch', requireUser, async (req, res) => {
    const id = idParam(req);
    const next = await withBackLink(id, () => s.lobby.rematch(id, userOf(req).id));
    res.redirect(303, `/games/${next}`);
  });
  return r;
}
