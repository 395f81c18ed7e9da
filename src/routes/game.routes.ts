/**
 * The game pages: the waiting room or the board, moves and take-backs posted from forms
 * (POST, then redirect: it works with JavaScript off), and the replay of finished games.
 */
import { msg } from '../engine/text';
import { Router } from 'express';
import type { Services } from '../services';
import { idParam, requireUser, userOf } from '../http/auth';
import { HttpError, withBackLink } from '../http/errors';
import { summarize } from '../services/playing/game-view.service';
import { href } from '../services/playing/compose';
import { listParam, logPageOf, sinceOf } from './support/paging';

export function gameRoutes(s: Services): Router {
  const r = Router();

  r.get('/games/:id', async (req, res) => {
    const id = idParam(req);
    // `logBefore`: an older page of the log (the link under it; no script needed). (The page
    // always shows a whole page of the log: `logAfter` is the JSON API's.)
    const log = { ...logPageOf(req.query, false), after: undefined };
    // `since`: a page that updates itself keeps the summary of news from its first drawing on.
    // The game and what this reader is sent of its log: one statement.
    const read = await s.views.read(id, req.user?.id, sinceOf(req.query), log);
    const game = read.game;
    const title = msg('site.game.title', { game: summarize(game).title, id: game.id });
    if (game.status === 'OPEN' || game.status === 'ABORTED') {
      const summary = summarize(game, req.user?.id);
      const me = req.user ? game.seats.find((x) => x.userId === req.user?.id) : undefined;
      return res.renderPage('waiting-room', {
        title,
        liveStream: `/games/${game.id}/events`,
        liveSwap: '#game-live',
        game: summary,
        isCreator: req.user?.id === game.createdById,
        // the creator's friends not yet in the game, offered first in the invitation field
        friends: req.user?.id === game.createdById ? (await s.friends.lists(req.user.id)).friends.filter((f) => !game.seats.some((x) => x.user?.username === f)) : [],
        seated: me?.kind === 'HUMAN',
        invited: me?.kind === 'INVITED',
        hasOpenSeat: game.seats.some((x) => x.kind === 'OPEN'),
        names: summary.names,
      });
    }
    const model = await s.views.pageModel(read, req.user?.id, { answers: listParam(req.query.p), marked: listParam(req.query.s) }, req.lang);
    const nextGame = model.yourMove ? null : (req.waiting ?? []).find((g) => g.id !== game.id) ?? null;
    // A finished game: its rematch, when one was made (else its players may make it).
    const finished = game.status === 'FINISHED';
    const rematchId = finished ? await s.lobby.rematchOf(game.id) : null;
    // ... and the reader's rating after it.
    const myRating = finished && req.user && model.you !== null ? await s.players.ratingAfter(game.id, req.user.id) : null;
    // A practice game: "What would the robot do?" (asked with ?hint=1), set up on the move panel.
    const asked = req.query.hint === '1' && game.practice && req.user ? await s.practice.hint(game.id, req.user.id) : null;
    const hint = asked ? { label: asked.label, href: href(asked.answers) } : req.query.hint === '1' && game.practice ? { none: true } : null;
    res.renderPage('game', {
      title,
      ...model,
      names: model.game.names,
      nextGame,
      rematchId,
      myRating,
      canRematch: finished && model.you !== null && rematchId === null,
      practice: game.practice ? { from: (game.start as { from?: number; step?: number } | null) ?? null, hint } : null,
      // The links of the log: the next older page, and back to the newest from an older one.
      logOlderHref: model.logOlder === null ? null : `?logBefore=${model.logOlder}#log`,
      logNewestHref: log.before === undefined ? null : '?#log',
      moveAction: `/games/${game.id}/moves`,
      seq: game.seq,
      liveStream: `/games/${game.id}/events`,
      liveSwap: '#game-live',
    });
  });

  // A move from a form: field `move` holds the move's JSON, `seq` the sequence number of the page,
  // `offered` the fingerprint of its moves. A set step's form sends instead the answers so far
  // (`p`), the step (`set_step`) and the marked items (`s`): the move they complete is made, or
  // the page goes on to the next step.
  r.post('/games/:id/moves', requireUser, async (req, res) => {
    const id = idParam(req);
    const body = (req.body ?? {}) as Record<string, unknown>;
    let move: unknown;
    if (typeof body.set_step === 'string') {
      const marked = await withBackLink(id, () => s.views.resolveMarked(id, userOf(req).id, listParam(body.p), body.set_step as string, listParam(body.s)));
      if (!('move' in marked)) return res.redirect(303, `/games/${id}${href(marked.answers)}`);
      move = marked.move;
    } else {
      try {
        move = typeof body.move === 'string' ? JSON.parse(body.move) : body.move;
      } catch {
        throw new HttpError(400, msg('site.error.moveNotJson'), 'bad_json', `/games/${id}`);
      }
    }
    await withBackLink(id, () => s.games.submitMove(id, userOf(req).id, { seq: body.seq, move, offered: body.offered || undefined }));
    res.redirect(303, `/games/${id}`);
  });

  // Practice (src/services/playing/practice.service.ts): from a step of a finished game's replay, and fresh from a rules page.
  r.post('/games/:id/practice', requireUser, async (req, res) => {
    const id = idParam(req);
    const made = await withBackLink(id, () => s.practice.fromHere(id, userOf(req).id, req.body));
    res.redirect(303, `/games/${made}`);
  });

  r.post('/practice', requireUser, async (req, res) => {
    const made = await s.practice.fresh(userOf(req).id, req.body);
    res.redirect(303, `/games/${made}`);
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
    const asked = Array.isArray(req.query.step) ? req.query.step[0] : req.query.step;
    const model = await withBackLink(id, () => s.replays.model(id, asked, req.user?.id, req.lang));
    res.renderPage('replay', {
      title: msg('site.replay.title', { game: model.game.title, id }),
      ...model,
      names: model.game.names,
      first: 0,
      prev: Math.max(0, model.step - 1),
      next: Math.min(model.steps, model.step + 1),
      last: model.steps,
      atStart: model.step === 0,
      atEnd: model.step === model.steps,
      // No spoiler: the result shows at the last step only.
      hideResult: model.step !== model.steps,
      liveSwap: '#game-live',
    });
  });
  return r;
}

