/**
 * The league pages (issue 35): `/leagues` (every game's league) and `/leagues/:game` (its rules
 * as a player reads them, the running season, each division's players, standings and games, the
 * last season's moves up and down; join and leave). Thin: every read and change is the league
 * service's (src/services/leagues/); a refused action answers with a clear 4xx and a link back.
 */
import { Router, type Request, type Response } from 'express';
import { msg } from '../engine/text';
import type { Services } from '../services';
import { allGames, findGame } from '../games/registry';
import { requireUser, userOf } from '../http/auth';
import { HttpError, notFound } from '../http/errors';
import type { LeaguePage } from '../services/leagues/types';
import { pointsOf } from './support/tournament-view';

export function leaguesRoutes(s: Services): Router {
  const r = Router();

  r.get('/leagues', async (_req, res) => {
    const sizes = await s.leagues.overview();
    res.renderPage('leagues', {
      title: msg('site.league.indexTitle'),
      leagues: allGames().map((m) => ({ id: m.meta.id, title: m.meta.title, ...(sizes.get(m.meta.id) ?? { members: 0, divisions: 0 }) })),
    });
  });

  r.get('/leagues/:game', async (req, res) => {
    const mod = gameOf(req);
    const page = await s.leagues.page(mod.meta.id, req.user?.id);
    res.renderPage('league', {
      title: msg('site.league.title', { game: mod.meta.title }),
      gameTitle: mod.meta.title,
      ...pageModel(page, req.user?.id),
      // it redraws itself when a game of the running season ends, a season ends or starts, or its players change
      liveStream: `/leagues/${mod.meta.id}/events`,
      liveSwap: 'main',
    });
  });

  const action = (fn: (gameType: string, userId: number) => Promise<unknown>) => async (req: Request, res: Response) => {
    const mod = gameOf(req);
    try {
      await fn(mod.meta.id, userOf(req).id);
    } catch (err) {
      if (err instanceof HttpError && !err.backTo) throw new HttpError(err.status, err.text, err.code, `/leagues/${mod.meta.id}`);
      throw err;
    }
    res.redirect(303, `/leagues/${mod.meta.id}`);
  };
  r.post('/leagues/:game/join', requireUser, action((g, u) => s.leagues.join(g, u)));
  r.post('/leagues/:game/leave', requireUser, action((g, u) => s.leagues.leave(g, u)));
  return r;
}

/** The game of the path, or a 404 that says there is no such game. */
function gameOf(req: Request) {
  const name = String(req.params.game);
  const mod = findGame(name);
  if (!mod) throw notFound(msg('site.error.noSuchGameType', { name: name.slice(0, 40) }));
  return mod;
}

/** What the league page shows, from the service's read. */
function pageModel(page: LeaguePage, viewerId: number | undefined) {
  return {
    league: page,
    divisions: page.divisions.map((d) => ({
      ...d,
      mine: d.division === page.viewer.division,
      members: d.members.map((m) => ({ ...m, me: m.userId === viewerId })),
      standings: d.standings.map((st) => ({ ...st, points: pointsOf(st.points), buchholz: pointsOf(st.buchholz), me: st.id === viewerId })),
      seated: d.standings.length > 0,
      rounds: [...new Set(d.games.map((g) => g.round))].map((round) => ({
        round,
        games: d.games.filter((g) => g.round === round).map((g) => ({ ...g, mine: g.players.some((p) => p.userId === viewerId) })),
      })),
    })),
    lastSeason: page.lastSeason && {
      ...page.lastSeason,
      moves: page.lastSeason.moves.map((m) => ({ ...m, to: m.to === null ? 'left' : String(m.to), up: m.to !== null && m.to < m.from ? 'yes' : 'no' })),
    },
  };
}
