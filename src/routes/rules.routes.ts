/**
 * The rules pages for players (src/games/<id>/guide/, src/services/learning/guide.ts): the rules with
 * a table of contents and positions drawn by the game's board renderer, the short design notes,
 * the rule book's worked examples as replays, and the game's statistics below the rules.
 */
import { msg, type Lang } from '../engine/text';
import type { RenderLang } from '../i18n/render';
import { Router } from 'express';
import compression from 'compression';
import { allGames, findGame } from '../games/registry';
import { notFound } from '../http/errors';
import type { Services } from '../services';
import type { AnyGameModule } from '../engine/contract';
import { guidePage, type GuideBlock } from '../services/learning/guide';
import { drawPicture } from '../services/learning/pictures';
import { findExample, playExample } from '../services/learning/examples';

/** The language a page is written in for a reader (the pseudo-language of the tests reads English). */
function docLang(lang: RenderLang): Lang {
  return lang === 'de' ? 'de' : 'en';
}

function gameOf(param: unknown): AnyGameModule {
  const mod = findGame(String(param));
  if (!mod) throw notFound(msg('site.error.noSuchGameType', { name: String(param).slice(0, 40) }));
  return mod;
}

/** The page's blocks with each picture drawn (a picture the game does not have is left out). */
function withPictures(mod: AnyGameModule, blocks: GuideBlock[]): unknown[] {
  return blocks.flatMap((b): unknown[] => {
    if ('html' in b) return [b];
    const drawn = drawPicture(mod, b.picture);
    return drawn ? [{ picture: drawn, caption: b.caption, id: b.picture }] : [];
  });
}

/** The seat counts a practice game may have, the default first chosen. */
function practiceSeats(mod: AnyGameModule): { n: number; selected: boolean }[] {
  const { minSeats, maxSeats } = mod.meta;
  const wanted = Math.min(Math.max(minSeats, 4), maxSeats);
  const out: { n: number; selected: boolean }[] = [];
  for (let n = Math.max(2, minSeats); n <= maxSeats; n++) out.push({ n, selected: n === wanted });
  return out;
}

export function rulesRoutes(s: Services): Router {
  const r = Router();
  // A rules page carries its pictures' boards (230–630 KiB of HTML): sent gzipped when the browser
  // takes it (the compression middleware, here only: the site's event streams must not be buffered).
  r.use('/rules', compression());

  r.get('/rules', (_req, res) => res.renderPage('rules-index', { title: msg('site.nav.rules'), games: allGames().map((m) => m.meta) }));

  r.get('/rules/:gameType', async (req, res) => {
    const mod = gameOf(req.params.gameType);
    const page = await guidePage(mod.meta.id, 'rules', docLang(req.lang));
    if (!page) throw notFound(msg('site.error.noSuchGameType', { name: mod.meta.id }));
    // The game's statistics, as the worker last computed them (src/services/people/ratings/stats.ts): below the rules.
    const { stats, computedAt } = await s.players.stats(mod.meta.id);
    res.renderPage('rules', {
      title: msg('site.rules.title', { game: mod.meta.title }),
      meta: mod.meta,
      blocks: withPictures(mod, page.blocks),
      toc: page.toc,
      hasMore: page.toc.some((x) => x.more),
      docLang: page.lang,
      hasDesign: (await guidePage(mod.meta.id, 'design', docLang(req.lang))) !== null,
      examples: (mod.examples ?? []).map((e) => ({ id: e.id, title: e.title, intro: e.intro })),
      practiceSeats: practiceSeats(mod),
      stats,
      statsAt: computedAt,
      robotRatings: await s.players.robotRatings(mod.meta.id),
    });
  });

  r.get('/rules/:gameType/design', async (req, res) => {
    const mod = gameOf(req.params.gameType);
    const page = await guidePage(mod.meta.id, 'design', docLang(req.lang));
    if (!page) throw notFound(msg('site.rules.noDesign', { game: mod.meta.title }));
    res.renderPage('rules-design', { title: msg('site.rules.designTitle', { game: mod.meta.title }), meta: mod.meta, blocks: withPictures(mod, page.blocks), docLang: page.lang });
  });

  r.get('/rules/:gameType/examples/:example', (req, res) => {
    const mod = gameOf(req.params.gameType);
    const example = findExample(mod, String(req.params.example));
    if (!example) throw notFound(msg('site.rules.noExample', { game: mod.meta.title }));
    const played = playExample(mod, example);
    const steps = example.steps.length;
    const asked = Number(Array.isArray(req.query.step) ? req.query.step[0] : req.query.step);
    const step = Number.isInteger(asked) ? Math.min(Math.max(asked, 0), steps) : 0;
    const view = mod.view(played.states[step], null, true);
    res.renderPage('rules-example', {
      title: msg('site.rules.exampleTitle', { game: mod.meta.title, example: example.title }),
      meta: mod.meta,
      example: { id: example.id, title: example.title, intro: example.intro, section: example.section },
      step,
      steps,
      say: step > 0 ? example.steps[step - 1].say : example.intro,
      list: example.steps.map((st, i) => ({ n: i + 1, say: st.say, current: i + 1 === step })),
      prev: Math.max(0, step - 1),
      next: Math.min(steps, step + 1),
      atStart: step === 0,
      atEnd: step === steps,
      boardPartial: mod.boardPartial,
      board: mod.boardContext(view, null, null),
      // the seats as the rule book names them
      ...(example.names ? { names: example.names } : {}),
    });
  });
  return r;
}
