/**
 * A game's board template drawn as the site draws it: the real Handlebars helpers (including
 * {{#pick}}), the board context from the seat's view, and the composition of the seat's moves at
 * the given answers. For board tests of every game.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { AnyGameModule } from '../../src/engine/contract';
import { registerHelpers } from '../../src/http/view-helpers';
import { compose, composeWalked, Composition } from '../../src/services/playing/compose';
import { stepperOf, walk } from '../../src/engine/steps';
import type { RenderLang } from '../../src/i18n/render';

const VIEWS = path.join(__dirname, '../../views');

export interface DrawnBoard {
  html: string;
  compose: Composition;
}

/** The site's partials a board uses: the name of a seat's player (a link to his profile). */
export function registerSitePartials(hb: typeof Handlebars): void {
  hb.registerPartial('partials/seat-name', readFileSync(path.join(VIEWS, 'partials', 'seat-name.hbs'), 'utf8'));
}

/**
 * The partials of a game's folder (views/games/<id>/), by their path as the site names them (e.g.
 * games/formula-90/track, games/race/track-ground: the static parts its board draws).
 */
export function registerGamePartials(hb: typeof Handlebars, boardPartial: string): void {
  const dir = path.dirname(boardPartial);
  for (const f of readdirSync(path.join(VIEWS, dir)).filter((x) => x.endsWith('.hbs'))) {
    hb.registerPartial(`${dir}/${f.slice(0, -4)}`, hb.compile(readFileSync(path.join(VIEWS, dir, f), 'utf8')));
  }
}

/** One Handlebars environment per board partial (and way of drawing static parts), its templates compiled once (compiling is most of a board's cost). */
const boards = new Map<string, HandlebarsTemplateDelegate>();

function boardTemplate(mod: AnyGameModule, staticCache: boolean): HandlebarsTemplateDelegate {
  const id = `${mod.boardPartial} ${staticCache}`;
  const known = boards.get(id);
  if (known) return known;
  const hb = Handlebars.create();
  registerHelpers(hb, { staticParts: { cache: staticCache } });
  hb.registerPartial('board', hb.compile(readFileSync(path.join(VIEWS, `${mod.boardPartial}.hbs`), 'utf8')));
  registerGamePartials(hb, mod.boardPartial);
  registerSitePartials(hb);
  const template = hb.compile('{{> board board}}', { strict: false });
  boards.set(id, template);
  return template;
}

/** `staticCache: false`: the board's static parts drawn anew every time from the page's context (see src/http/static-parts.ts). */
export function drawBoard(mod: AnyGameModule, state: unknown, viewer: number | null, opts: { names?: string[]; answers?: string[]; marked?: string[]; lang?: RenderLang; staticCache?: boolean } = {}): DrawnBoard {
  const view = mod.view(state, viewer);
  // the page's way: the viewer's move one step at a time, when he must choose one
  const stepper = viewer !== null && mod.toAct(state).includes(viewer) ? stepperOf(mod, state, viewer) : null;
  const walked = stepper && walk(stepper, opts.answers ?? []);
  const c = stepper ? composeWalked(stepper, walked, opts.marked) : compose(() => null);
  const board = mod.boardContext(view, viewer, walked ? { answered: walked.answered, now: walked.step } : null);
  const root = { compose: c, board, csrfToken: 'csrf', seq: 0, offered: 'offered', moveAction: '/games/1/moves', lang: opts.lang ?? 'en', names: opts.names };
  return { html: boardTemplate(mod, opts.staticCache ?? true)(root), compose: c };
}

/** The board things that are choices now, by their target id. */
export function pickTargets(html: string, kind: 'option' | 'toggle' | 'chosen' = 'option'): string[] {
  return [...html.matchAll(new RegExp(`<a class="pick pick-${kind}[^"]*"[^>]*data-pick="([^"]+)"`, 'g'))].map((m) => m[1].replace(/&#x3D;/g, '=').replace(/&quot;/g, '"'));
}
