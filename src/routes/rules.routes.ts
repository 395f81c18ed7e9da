/**
 * The rules pages, generated from docs/games/<id>.md (English rules, decisions and designed data),
 * with the game's statistics and a link to its leaderboard.
 */
import { msg } from '../engine/text';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { allGames, findGame } from '../games/registry';
import { DOCS_DIR } from '../paths';
import { notFound } from '../http/errors';
import type { Services } from '../services';

export function rulesRoutes(s: Services): Router {
  const r = Router();
  const cache = new Map<string, string>();

  r.get('/rules', (_req, res) => res.renderPage('rules-index', { title: msg('site.nav.rules'), games: allGames().map((m) => m.meta) }));

  r.get('/rules/:gameType', async (req, res) => {
    const mod = findGame(String(req.params.gameType));
    if (!mod) throw notFound(msg('site.error.noSuchGameType', { name: String(req.params.gameType).slice(0, 40) }));
    // The German page for German readers (docs/games/<id>.de.md), when it is there.
    const german = req.lang === 'de' && existsSync(path.join(DOCS_DIR, 'games', `${mod.meta.id}.de.md`));
    const file = `${mod.meta.id}${german ? '.de' : ''}.md`;
    let html = cache.get(file);
    if (!html) {
      const md = await readFile(path.join(DOCS_DIR, 'games', file), 'utf8');
      // marked is an ES module: loaded with a real dynamic import.
      const { marked } = await import('marked');
      // Wide tables scroll inside their own box, so a phone never scrolls the page sideways.
      html = (await marked.parse(md)).replace(/<table>/g, '<div class="table-wrap"><table>').replace(/<\/table>/g, '</table></div>');
      cache.set(file, html);
    }
    // The game's statistics, as the worker last computed them (src/services/ratings/stats.ts).
    const { stats, computedAt } = await s.players.stats(mod.meta.id);
    res.renderPage('rules', { title: msg('site.rules.title', { game: mod.meta.title }), meta: mod.meta, html, docLang: german ? 'de' : 'en', stats, statsAt: computedAt });
  });
  return r;
}
