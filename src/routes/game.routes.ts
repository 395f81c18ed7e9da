/**
 * The game pages: the waiting room or the board, moves and take-backs posted from forms
 * (POST, then redirect: it works with JavaScript off), and the replay of finished games.
 */
import { Router } from 'express';
import type { Services } from '../services';
import { idParam, requireUser, userOf } from '../http/auth';
import { HttpError } from '../http/errors';
import { loadGame } from '../services/game-record';
import { summarize } from '../services/game-view.service';

export function gameRoutes(s: Services): Router {
  const r = Router();

  r.get('/games/:id', async (req, res) => {
    const game = await loadGame(s.db, idParam(req));
    const title = `${summarize(game).title} #${game.id}`;
    if (game.status === 'OPEN' || game.status === 'ABORTED') {
      const summary = summarize(game, req.user?.id);
      const me = req.user ? game.seats.find((x) => x.userId === req.user?.id) : undefined;
      return res.renderPage('waiting-room', {
        title,
        game: summary,
        isCreator: req.user?.id === game.createdById,
        seated: me?.kind === 'HUMAN',
        invited: me?.kind === 'INVITED',
        hasOpenSeat: game.seats.some((x) => x.kind === 'OPEN'),
      });
    }
    const model = await s.views.playModel(game, req.user?.id);
    res.renderPage('game', { title, ...model, moveAction: `/games/${game.id}/moves`, seq: game.seq });
  });

  // A move from a form: field `move` holds the move's JSON, `seq` the sequence number of the page.
  r.post('/games/:id/moves', requireUser, async (req, res) => {
    const id = idParam(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    let move: unknown;
    try {
      move = typeof body.move === 'string' ? JSON.parse(body.move) : body.move;
    } catch {
      throw new HttpError(400, 'The move is not valid JSON.', 'bad_json', `/games/${id}`);
    }
    await withBackLink(id, () => s.games.submitMove(id, userOf(req).id, { seq: body.seq, move }));
    res.redirect(303, `/games/${id}`);
  });

  r.post('/games/:id/undo', requireUser, async (req, res) => {
    const id = idParam(req);
    await withBackLink(id, () => s.games.takeBack(id, userOf(req).id, req.body));
    res.redirect(303, `/games/${id}`);
  });

  r.post('/games/:id/autoplay', requireUser, async (req, res) => {
    const id = idParam(req);
    await withBackLink(id, () => s.games.enableAutoPlay(id, userOf(req).id, req.body));
    res.redirect(303, `/games/${id}`);
  });

  r.post('/games/:id/timeout', requireUser, async (req, res) => {
    const id = idParam(req);
    await withBackLink(id, () => s.deadlines.decide(id, userOf(req).id, req.body));
    res.redirect(303, `/games/${id}`);
  });

  r.get('/games/:id/replay', async (req, res) => {
    const id = idParam(req);
    const model = await withBackLink(id, () => s.replays.model(id, req.query.step, req.user?.id));
    res.renderPage('replay', {
      title: `Replay of ${model.game.title} #${id}`,
      ...model,
      first: 0,
      prev: Math.max(0, model.step - 1),
      next: Math.min(model.steps, model.step + 1),
      last: model.steps,
      atStart: model.step === 0,
      atEnd: model.step === model.steps,
    });
  });
  return r;
}

/** Errors of a game action get a link back to the game on their page. */
async function withBackLink<T>(gameId: number, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof HttpError && !err.backTo) throw new HttpError(err.status, err.message, err.code, `/games/${gameId}`);
    throw err;
  }
}
