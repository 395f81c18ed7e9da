/** Players' public pages: the profile /users/<name>, and each game's leaderboard /games/<id>/ratings. */
import { msg } from '../engine/text';
import { Router } from 'express';
import type { Services } from '../services';
import { findGame } from '../games/registry';
import { notFound } from '../http/errors';
import { listPagesOf } from './support/paging';
import { summaryRow } from './support/tournament-view';
import { LEADERBOARD_MIN_GAMES } from '../services/people/players.service';
import { requireUser, userOf } from '../http/auth';
import { LANG_NAMES } from '../http/render';
import { parseInput } from '../http/validate';
import { z } from 'zod';

const RelationInput = z.object({ action: z.enum(['friend', 'unfriend', 'block', 'unblock'], { error: 'site.error.relationAction' }) });

export function playersRoutes(s: Services): Router {
  const r = Router();

  r.get('/users/:name', async (req, res) => {
    const profile = await s.players.profile(String(req.params.name), req.user?.id);
    const self = req.user?.id === profile.id;
    res.renderPage('player', {
      title: msg('site.player.title', { name: profile.username }),
      profile,
      self,
      // a logged-in visitor's friend and block buttons; on his own page, his lists
      relation: req.user && !self ? await s.friends.relation(req.user.id, profile.id) : null,
      lists: self ? await s.friends.lists(profile.id) : null,
      languageName: profile.language ? LANG_NAMES[profile.language] : null,
      // his tournaments, with his place in each finished one
      tournaments: (await s.tournaments.ofUser(profile.id)).map((x) => ({ ...summaryRow(x.summary), place: x.place })),
      // his leagues: the game, his division, his place in the last season he played
      leagues: (await s.leagues.ofUser(profile.id)).map((l) => ({ ...l, title: findGame(l.gameType)?.meta.title ?? l.gameType })),
    });
  });

  // Friend or block a player: `action` friend, unfriend, block or unblock.
  r.post('/users/:name/relation', requireUser, async (req, res) => {
    const name = String(req.params.name);
    const action = parseInput(RelationInput, req.body ?? {}, msg('site.input.request')).action;
    await s.friends.set(userOf(req).id, name, action);
    res.redirect(303, `/users/${encodeURIComponent(name)}`);
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
