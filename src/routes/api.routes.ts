/**
 * The JSON API: the same model and the same validation as the pages. State-changing calls
 * carry the CSRF token (header X-CSRF-Token; GET /api/games/:id returns it).
 */
import type { Text } from '../engine/text';
import { render } from '../i18n/render';
import { apiMoves } from '../services/playing/api-moves';
import { Router } from 'express';
import type { Services } from '../services';
import { requireJson } from '../http/validate';
import { idParam, requireUser, userOf } from '../http/auth';
import { renderedSummary, summarize } from '../services/playing/game-view.service';
import { listPagesOf, listParam, logPageOf, sinceOf } from './support/paging';

/** Games per page of GET /api/me/games. */
const API_MY_GAMES = 100;

export function apiRoutes(s: Services): Router {
  const r = Router();

  r.get('/api/games/:id', async (req, res) => {
    const id = idParam(req);
    // `logBefore`, `logLimit`: a page of the log (the newest LOG_PAGE entries by default);
    // `logAfter`: only the entries after that seq (what a reader holding the log up to it lacks).
    const logPage = logPageOf(req.query);
    // `since`: the news since that sequence number instead of since the player's last look.
    // The game and what this reader is sent of its log: one statement.
    const read = await s.views.read(id, req.user?.id, sinceOf(req.query), logPage);
    const game = read.game;
    if (game.status === 'OPEN' || game.status === 'ABORTED') {
      res.json({ game: renderedSummary(summarize(game, req.user?.id), req.lang), csrfToken: req.csrfToken });
      return;
    }
    const m = s.views.playModel(read, req.user?.id, req.lang);
    const words = (t: Text) => render(t, { lang: req.lang, names: m.game.names });
    res.json({
      game: renderedSummary(m.game, req.lang),
      you: m.you,
      view: m.view,
      // the step of your move after the answers `?p=…` (null: nothing to choose now)
      moves: m.stepper && apiMoves(m.stepper, listParam(req.query.p), words, `/api/games/${game.id}`),
      offered: m.offered,
      news: m.news,
      log: m.log,
      // with logAfter: the entries after it only; logGap: there were more than a page, the log is the newest page
      ...(read.logPage.after !== undefined ? { logAfter: read.logPage.after, logGap: m.logGap } : {}),
      // the next older page of the log (same page size), or null at the first entry
      logOlder: m.logOlder === null ? null : `/api/games/${game.id}?logBefore=${m.logOlder}${logPage.limit === undefined ? '' : `&logLimit=${logPage.limit}`}`,
      canTakeBack: m.canTakeBack,
      takeBackTo: m.takeBackTo,
      autoPlayOffer: m.autoPlayOffer,
      timeouts: m.timeouts.map((t) => ({ ...t, name: words(t.name) })),
      // the chat's newest messages (when this reader may read it) and the player's own notes
      chat: m.chat && { messages: m.chat.lines.map(({ fresh, ...line }) => ({ ...line, new: fresh })), older: m.chat.older, unread: m.chat.fresh, canWrite: m.chat.canWrite },
      note: m.note,
      // the tournament the game is a table of, with its round (null: none)
      tournament: m.tournament,
      // the position in words, for this reader (what a screen reader reads under the board)
      position: m.position,
      csrfToken: req.csrfToken,
    });
  });

  r.post('/api/games/:id/moves', requireUser, requireJson, async (req, res) => {
    const id = idParam(req);
    const result = await s.games.submitMove(id, userOf(req).id, req.body);
    res.status(201).json({ ok: true, seq: result.seq });
  });

  r.post('/api/games/:id/undo', requireUser, async (req, res) => {
    const id = idParam(req);
    const result = await s.games.takeBack(id, userOf(req).id, req.body);
    res.json({ ok: true, seq: result.seq });
  });

  r.post('/api/games/:id/autoplay', requireUser, async (req, res) => {
    const id = idParam(req);
    const result = await s.games.enableAutoPlay(id, userOf(req).id, req.body);
    res.json({ ok: true, seq: result.seq });
  });

  // The answer to another player's timeout: { seq, seat, action: "end" | "robot" }.
  r.post('/api/games/:id/timeout', requireUser, async (req, res) => {
    await s.deadlines.decide(idParam(req), userOf(req).id, req.body);
    res.json({ ok: true });
  });

  // My games, those waiting for me first, API_MY_GAMES a page (`?page=n` from 0); `next`: the next page.
  r.get('/api/me/games', requireUser, async (req, res) => {
    const { page } = listPagesOf(req.query, ['page'] as const);
    const { games, more } = await s.lists.myGames(userOf(req).id, page, API_MY_GAMES);
    res.json({
      games: games.map((g) => ({ ...renderedSummary(g, req.lang), myTurn: g.myTurn, myDeadline: g.myDeadline })),
      next: more ? `/api/me/games?page=${page + 1}` : null,
    });
  });

  return r;
}
