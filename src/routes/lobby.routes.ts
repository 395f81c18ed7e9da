/** The lobby pages: home, new game, open/finished lists, and the waiting-room actions. */
import { msg } from '../engine/text';
import { Router } from 'express';
import { optionsFromForm } from './support/game-options';
import { DEFAULT_DEADLINE_DAYS } from '../services/playing/lobby.service';
import type { Services } from '../services';
import { allGames, findGame } from '../games/registry';
import { idParam, requireUser, userOf } from '../http/auth';
import { HttpError } from '../http/errors';
import { listPagesOf, pageHref } from './support/paging';
import { summaryRow } from './support/tournament-view';

export function lobbyRoutes(s: Services): Router {
  const r = Router();

  // Each list shows a page; `?mine=n&inv=n&open=n` (from 0) ask for later pages, with links
  // that keep the other lists' pages (and work without a script).
  r.get('/', async (req, res) => {
    const user = req.user;
    const pages = listPagesOf(req.query, ['mine', 'inv', 'open'] as const);
    const none = { games: [], more: false };
    const [mine, invitations, open, tournaments, leagues] = await Promise.all([
      user ? s.lists.myGames(user.id, pages.mine) : Promise.resolve(none),
      user ? s.lists.invitations(user.id, pages.inv) : Promise.resolve(none),
      s.lists.openGames(user?.id, pages.open),
      // open tournaments of the games he has played, featured first
      user ? s.tournaments.openFor(user.id) : Promise.resolve([]),
      // his leagues: one line each (division, season, his games waiting)
      user ? s.leagues.ofUser(user.id) : Promise.resolve([]),
    ]);
    const nav = (key: keyof typeof pages, more: boolean, anchor: string) =>
      pages[key] > 0 || more
        ? { prev: pages[key] > 0 ? pageHref(pages, key, pages[key] - 1, anchor) : null, next: more ? pageHref(pages, key, pages[key] + 1, anchor) : null }
        : null;
    res.renderPage('home', {
      title: msg('site.title.lobby'),
      // after sign-up: where the confirmation mail waits
      notice: user && req.query.done === 'welcome' ? msg('site.notice.welcome', { name: user.username }) : undefined,
      mine: mine.games,
      minePages: nav('mine', mine.more, 'my-games'),
      invitations: invitations.games,
      invitationPages: nav('inv', invitations.more, 'invitations'),
      open: open.games,
      openPages: nav('open', open.more, 'open-games'),
      tournaments: tournaments.slice(0, 10).map(summaryRow),
      leagues: leagues.map((l) => ({ ...l, title: findGame(l.gameType)?.meta.title ?? l.gameType })),
      games: allGames().map((m) => m.meta),
      liveSwap: 'main',
    });
  });

  // `?invite=<name>`: the player to invite (the "invite" button of a profile).
  r.get('/games/new', requireUser, async (req, res) => {
    const chosen = findGame(String(req.query.game ?? '')) ?? allGames()[0];
    res.renderPage('new-game', {
      title: msg('site.nav.newGame'),
      games: allGames().map((m) => m.meta),
      chosen: chosen.meta,
      seatChoices: seatChoices(chosen.meta),
      robotChoices: robotChoices(chosen.meta),
      deadlineChoices: deadlineChoices(),
      ...(await s.friends.inviteChoices(userOf(req).id, req.query.invite)),
    });
  });

  r.post('/games', requireUser, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const mod = findGame(String(body.gameType ?? ''));
    const options = optionsFromForm(mod, body);
    try {
      // The answer is the game's page: its player watches it (no "has started" mail for a game full of robots).
      const id = await s.lobby.createGame(userOf(req).id, { ...body, options }, undefined, { watching: true });
      res.redirect(303, `/games/${id}`);
    } catch (err) {
      if (!(err instanceof HttpError) || !mod) throw err;
      res.status(err.status).renderPage('new-game', {
        title: msg('site.nav.newGame'),
        error: err.text,
        games: allGames().map((m) => m.meta),
        chosen: mod.meta,
        seatChoices: seatChoices(mod.meta),
        robotChoices: robotChoices(mod.meta),
        deadlineChoices: deadlineChoices(Number(body.deadlineDays)),
        ...(await s.friends.inviteChoices(userOf(req).id, undefined)),
      });
    }
  });

  r.get('/games/finished', async (req, res) => {
    const { page } = listPagesOf(req.query, ['page'] as const);
    const { games, more } = await s.lists.finishedGames(page);
    res.renderPage('finished', { title: msg('site.nav.finished'), games, page, prev: page > 0 ? page - 1 : null, next: more ? page + 1 : null });
  });

  const action = (fn: (gameId: number, userId: number, body: Record<string, unknown>) => Promise<void>) =>
    async (req: import('express').Request, res: import('express').Response) => {
      const id = idParam(req);
      await fn(id, userOf(req).id, (req.body ?? {}) as Record<string, unknown>);
      res.redirect(303, `/games/${id}`);
    };
  // Joining and filling with robots answer with the game's page: the player watches it (a game
  // his click started mails him no "has started"; src/live/presence.ts).
  r.post('/games/:id/join', requireUser, action((g, u) => s.lobby.join(g, u, { watching: true })));
  r.post('/games/:id/leave', requireUser, action((g, u) => s.lobby.leave(g, u)));
  r.post('/games/:id/cancel', requireUser, action((g, u) => s.lobby.cancel(g, u)));
  r.post('/games/:id/decline', requireUser, action((g, u) => s.lobby.decline(g, u)));
  r.post('/games/:id/robots', requireUser, action((g, u, b) => s.lobby.fillWithRobots(g, u, { watching: true }, b)));
  r.post('/games/:id/invite', requireUser, action((g, u, b) => s.lobby.invite(g, u, b.username)));
  return r;
}

function seatChoices(meta: { minSeats: number; maxSeats: number }): number[] {
  const out: number[] = [];
  for (let n = meta.minSeats; n <= meta.maxSeats; n++) out.push(n);
  return out;
}

/** How many robots the form offers: any number up to every seat but the creator's. */
function robotChoices(meta: { maxSeats: number }): number[] {
  return Array.from({ length: meta.maxSeats - 1 }, (_x, i) => i + 1);
}

/** The time-per-move choices of the new-game form: none (0), or 1 to 30 days. */
function deadlineChoices(selected: number = DEFAULT_DEADLINE_DAYS) {
  const days = [1, 2, 3, 4, 5, 7, 10, 14, 21, 30];
  return [{ value: 0, selected: selected === 0 }, ...days.map((d) => ({ value: d, selected: d === selected }))];
}
