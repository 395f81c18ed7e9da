/**
 * Server-side pages with Handlebars: every .hbs file under views/ is compiled once at start and
 * registered, compiled, as a partial under its path (e.g. "games/race/board"); pages are drawn inside
 * views/layout.hbs. Handlebars escapes every {{value}}; only helpers below emit HTML.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { RequestHandler } from 'express';
import { VIEWS_DIR } from '../paths';
import { registerHelpers } from './view-helpers';
import { LANGS } from '../engine/text';

export type Renderer = (name: string, context: Record<string, unknown>) => string;

function listTemplates(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listTemplates(path.join(dir, entry.name), rel));
    else if (entry.name.endsWith('.hbs')) out.push(rel.slice(0, -4));
  }
  return out;
}

export function createRenderer(viewsDir = VIEWS_DIR): Renderer {
  const hb = Handlebars.create();
  registerHelpers(hb);
  const templates = new Map<string, Handlebars.TemplateDelegate>();
  for (const name of listTemplates(viewsDir)) {
    const source = readFileSync(path.join(viewsDir, `${name}.hbs`), 'utf8');
    // preventIndent: an indented partial call does not indent its output, which would change
    // multi-line text a player wrote (a chat message, his notes in a textarea).
    const template = hb.compile(source, { strict: false, preventIndent: true });
    // Registered compiled: a partial registered as source is compiled where it is first called,
    // and inside a template with inline partials again on every render (issue 30).
    hb.registerPartial(name, template);
    templates.set(name, template);
  }
  const layout = templates.get('layout');
  if (!layout) throw new Error('views/layout.hbs is missing');
  return (name, context) => {
    const page = templates.get(`pages/${name}`);
    if (!page) throw new Error(`no page template views/pages/${name}.hbs`);
    const body = page(context);
    return layout({ ...context, body });
  };
}

/** The site's languages, each named in its own words (for the switch in the header). */
export const LANG_NAMES: Record<string, string> = { en: 'English', de: 'Deutsch' };

/**
 * Adds res.renderPage(name, ctx): the page with the common context (user, CSRF token, the
 * reader's language and time zone, the games waiting for him, the language switch).
 */
export function renderMiddleware(render: Renderer): RequestHandler {
  return (req, res, next) => {
    res.renderPage = (name, context = {}) => {
      const waiting = req.waiting ?? [];
      const lang = req.lang ?? 'en';
      const html = render(name, {
        user: req.user,
        csrfToken: req.csrfToken,
        path: req.path,
        waiting,
        turnCount: waiting.length,
        timeZone: req.timeZone,
        lang,
        htmlLang: lang === 'xx' ? 'en' : lang,
        otherLangs: LANGS.filter((l) => l !== lang).map((code) => ({ code, name: LANG_NAMES[code] })),
        backPath: encodeURIComponent(req.originalUrl.slice(0, 300)),
        ...context,
      });
      res.type('html').send(html);
    };
    next();
  };
}
