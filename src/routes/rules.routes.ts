/** The rules pages, generated from docs/games/<id>.md (English rules, decisions and designed data). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Router } from 'express';
import { allGames, findGame } from '../games/registry';
import { DOCS_DIR } from '../paths';
import { notFound } from '../http/errors';

export function rulesRoutes(): Router {
  const r = Router();
  const cache = new Map<string, string>();

  r.get('/rules', (_req, res) => res.renderPage('rules-index', { title: 'Rules', games: allGames().map((m) => m.meta) }));

  r.get('/rules/:gameType', async (req, res) => {
    const mod = findGame(String(req.params.gameType));
    if (!mod) throw notFound(`There is no game "${String(req.params.gameType).slice(0, 40)}" here.`);
    let html = cache.get(mod.meta.id);
    if (!html) {
      const md = await readFile(path.join(DOCS_DIR, 'games', `${mod.meta.id}.md`), 'utf8');
      // marked is an ES module: loaded with a real dynamic import.
      const { marked } = await import('marked');
      // Wide tables scroll inside their own box, so a phone never scrolls the page sideways.
      html = (await marked.parse(md)).replace(/<table>/g, '<div class="table-wrap"><table>').replace(/<\/table>/g, '</table></div>');
      cache.set(mod.meta.id, html);
    }
    res.renderPage('rules', { title: `${mod.meta.title}: rules`, meta: mod.meta, html });
  });
  return r;
}
