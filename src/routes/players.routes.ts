/** Players' public pages: the profile /users/<name>, and each game's leaderboard /games/<id>/ratings. */
import { msg } from '../engine/text';
import { Router } from 'express';
import type { Services } from '../services';
import { findGame } from '../games/registry';
import { notFound } from '../http/errors';
import { listPagesOf } from '../http/paging';
import { LEADERBOARD_MIN_GAMES } from '../services/players.service';

const LANG_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch' };

export function playersRoutes(s: Services): Router {
  const r = Router();

  r.get('/users/:name', async (req, res) => {
    const profile = await s.players.profile(String(req.params.name), req.user?.id);
    res.renderPage('player', {
      title: msg('site.player.title', { name: profile.username }),
      profile,
      self: req.user?.id === profile.id,
      languageName: profile.language ? LANG_NAMES[profile.language] : null,
    });
  });

  r.get('/games/:gameType/ratings', async (req, res) => {
    const mod = findGame(String(req.params.gameType));
    if (!mod) throw notFound(msg('site.error.noSuchGameType', { name: String(req.params.gameType).slice(0, 40) }));
    const { page } = listPagesOf(req.query, ['page'] as const);
    const { rows, more } = await s.players.leaderboard(mod.meta.id, page);
    res.renderPage('ratings', {
      title: msg('site.ratings.title', { game: mod.meta.title }),
      meta: mod.meta,
      rows,
      minGames: LEADERBOARD_MIN_GAMES,
      me: req.user?.username,
      page,
      prev: page > 0 ? page - 1 : null,
      next: more ? page + 1 : null,
    });
  });
  return r;
}
