/** Handlebars helpers shared by every page and board template. */
import type HandlebarsNs from 'handlebars';
import { boardHelpJson } from './board-help';
import type { RenderLang } from '../i18n/render';
import { formatDay, formatTime } from '../text/time';
import type { TargetState } from './board-targets';
import type { Text } from '../engine/text';
import { render } from '../i18n/render';
import { registerTextHelpers, renderContext } from '../i18n/handlebars';
import { registerStaticParts, type StaticPartOptions } from './static-parts';

type Hb = typeof HandlebarsNs;

interface LabeledMoveLike {
  move: unknown;
  label: Text;
  /** longer words for the tooltip (default: the label) */
  title?: Text;
  /** a gamble's odds, shown on the button */
  odds?: Text;
}

/** A text of the page in its reader's language. */
function textOf(text: Text | undefined | null, root: Record<string, unknown>): string {
  return render(text, renderContext(root));
}


/**
 * The form that submits a legal move: POST to the root context's `moveAction`, with the CSRF
 * token, the sequence number the page was drawn at, the fingerprint of the moves it offered, and
 * the move as JSON.
 */
function moveFormHtml(hb: Hb, m: LabeledMoveLike, root: Record<string, unknown>, cls: string, inner: string): string {
  const e = hb.escapeExpression;
  const action = String(root.moveAction ?? '');
  return (
    `<form method="post" action="${e(action)}" class="move-form">` +
    `<input type="hidden" name="_csrf" value="${e(String(root.csrfToken ?? ''))}">` +
    `<input type="hidden" name="seq" value="${e(String(root.seq ?? ''))}">` +
    `<input type="hidden" name="offered" value="${e(String(root.offered ?? ''))}">` +
    `<input type="hidden" name="move" value="${e(JSON.stringify(m.move))}">` +
    `<button type="submit" class="${e(cls)}" title="${e(textOf(m.title ?? m.label, root))}">${inner}</button></form>`
  );
}

/**
 * A thing on the board that picks part of a move ({{#pick "field:12" svg=true}}…{{/pick}}): a
 * link to the page with that part chosen (it works without JavaScript; with it, a click that
 * completes a move makes it at once), a toggle of an item of a set, or marked as chosen. Things
 * that are no choice now are drawn as they are.
 */
function pickHtml(hb: Hb, id: string, target: TargetState | undefined, svg: boolean, inner: string, root: Record<string, unknown>, extra = ''): string {
  if (!target) return inner;
  const odds = target.odds === undefined ? '' : ` — ${textOf(target.odds, root)}`;
  const t = { ...target, label: textOf(target.label, root) + odds, warning: target.warning === undefined ? undefined : textOf(target.warning, root) };
  const e = hb.escapeExpression;
  const more = extra ? ` ${e(extra)}` : '';
  const tip = svg ? `<title>${e(t.label)}</title>` : '';
  const title = svg ? '' : ` title="${e(t.label)}"`;
  if (t.kind === 'chosen') return `<a class="pick pick-chosen${more}" data-pick="${e(id)}"${title}>${inner}${tip}</a>`;
  const cls = `pick pick-${t.kind}${t.warning ? ' pick-warn' : ''}${t.marked ? ' pick-marked' : ''}${more}`;
  const data = t.kind === 'toggle' ? ` role="button" aria-pressed="${t.marked ? 'true' : 'false'}"` : t.move !== undefined ? ` data-move="${e(JSON.stringify(t.move))}"` : '';
  const label = t.warning ? `${t.label} (${t.warning})` : t.label;
  return `<a class="${cls}" href="${e(t.href ?? '?')}" data-pick="${e(id)}" aria-label="${e(label)}"${data}${title}>${inner}${tip}</a>`;
}

/** `staticParts`: how {{staticPart}} draws a board's static parts (default: once, then cached). */
export function registerHelpers(hb: Hb, opts: { staticParts?: StaticPartOptions } = {}): void {
  hb.registerHelper('moveForm', function (this: unknown, m: LabeledMoveLike, options: HandlebarsNs.HelperOptions) {
    const cls = String(options.hash.class ?? 'move');
    return new hb.SafeString(moveFormHtml(hb, m, options.data.root, cls, options.fn(this)));
  });
  hb.registerHelper('moveButton', (m: LabeledMoveLike, options: HandlebarsNs.HelperOptions) => {
    const cls = String(options.hash.class ?? 'move');
    const odds = m.odds ? `<small class="mc-odds">${hb.escapeExpression(textOf(m.odds, options.data.root))}</small>` : '';
    return new hb.SafeString(moveFormHtml(hb, m, options.data.root, cls, hb.escapeExpression(textOf(m.label, options.data.root)) + odds));
  });
  registerTextHelpers(hb);
  registerStaticParts(hb, opts.staticParts);
  hb.registerHelper('pick', function (this: unknown, id: string, options: HandlebarsNs.HelperOptions) {
    const root = options.data.root as { compose?: { targets?: Record<string, TargetState> } };
    return new hb.SafeString(pickHtml(hb, String(id), root.compose?.targets?.[String(id)], options.hash.svg === true, options.fn(this), options.data.root, options.hash.class ? String(options.hash.class) : ''));
  });
  /**
   * A board element that explains itself: {{help "lane-line" "lanes"}} writes the attributes
   * data-help (the key of its words, `<game>.help.<key>` in the game's catalogue) and data-help-at
   * (the anchor of its section on the rules page). The page's help script shows the words on hover
   * and on tap (public/help.js); the words come once per page (src/http/board-help.ts).
   */
  hb.registerHelper('help', (key: unknown, at: unknown) => {
    const e = hb.escapeExpression;
    const section = typeof at === 'string' ? ` data-help-at="${e(at)}"` : '';
    return new hb.SafeString(` data-help="${e(String(key))}"${section}`);
  });
  /**
   * A block drawn once per key and language, then served from memory: {{#cached "rules/race/grid"}}…
   * for what is the same for every reader (a rules page's pictures). Only for a bounded set of keys.
   */
  const cachedBlocks = new Map<string, string>();
  hb.registerHelper('cached', function (this: unknown, key: unknown, options: HandlebarsNs.HelperOptions) {
    const k = `${String(key)}/${String((options.data.root as { lang?: string }).lang ?? 'en')}`;
    let html = cachedBlocks.get(k);
    if (html === undefined) {
      html = options.fn(this);
      cachedBlocks.set(k, html);
    }
    return new hb.SafeString(html);
  });
  /** The words of a game's board explanations, once per page, and the script that shows them. */
  hb.registerHelper('boardHelp', (gameId: unknown, options: HandlebarsNs.HelperOptions) => {
    const lang = ((options.data.root as { lang?: RenderLang }).lang ?? 'en') as RenderLang;
    return new hb.SafeString(`<script type="application/json" id="board-help">${boardHelpJson(String(gameId), lang)}</script><script src="/static/help.js" defer></script>`);
  });
  /** A POST form with CSRF token and hidden fields: {{#postForm "/url" seq=3}}button{{/postForm}} */
  hb.registerHelper('postForm', function (this: unknown, action: string, options: HandlebarsNs.HelperOptions) {
    const e = hb.escapeExpression;
    const fields = Object.entries(options.hash as Record<string, unknown>)
      .filter(([k]) => k !== 'class')
      .map(([k, v]) => `<input type="hidden" name="${e(k)}" value="${e(String(v))}">`)
      .join('');
    const cls = options.hash.class ? ` class="${e(String(options.hash.class))}"` : '';
    return new hb.SafeString(
      `<form method="post" action="${e(action)}"${cls}><input type="hidden" name="_csrf" value="${e(String(options.data.root.csrfToken ?? ''))}">${fields}${options.fn(this)}</form>`,
    );
  });
  hb.registerHelper('concat', (...args: unknown[]) => args.slice(0, -1).map(String).join(''));
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hb.registerHelper('ne', (a: unknown, b: unknown) => a !== b);
  hb.registerHelper('lt', (a: number, b: number) => a < b);
  hb.registerHelper('gt', (a: number, b: number) => a > b);
  hb.registerHelper('add', (a: number, b: number) => Number(a) + Number(b));
  hb.registerHelper('sub', (a: number, b: number) => Number(a) - Number(b));
  hb.registerHelper('mul', (a: number, b: number) => Number(a) * Number(b));
  hb.registerHelper('and', (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hb.registerHelper('or', (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper('not', (a: unknown) => !a);
  hb.registerHelper('times', function (n: number, options: HandlebarsNs.HelperOptions) {
    let out = '';
    for (let i = 0; i < n; i++) out += options.fn(i, { data: { ...options.data, index: i } });
    return out;
  });
  /** 1 … n, for a list of numbered choices (the robots' strengths) */
  hb.registerHelper('upTo', (n: unknown) => Array.from({ length: Math.max(0, Number(n) || 0) }, (_x, i) => i + 1));
  hb.registerHelper('includes', (list: unknown, v: unknown) => Array.isArray(list) && list.includes(v));
  hb.registerHelper('json', (v: unknown) => JSON.stringify(v));
  /**
   * A date in the reader's time zone (the page's `timeZone`) and language, as a `<time>` element;
   * `plain=true`: the words alone (inside SVG text). `local`: without a known zone it is written in
   * UTC and marked, so public/live.js writes it in the browser's zone.
   */
  const dateHelper = (format: typeof formatTime, local: boolean) => (d: Date | string | null | undefined, options: HandlebarsNs.HelperOptions) => {
    if (!d) return '';
    const date = typeof d === 'string' ? new Date(d) : d;
    const root = options.data.root as { timeZone?: string; lang?: string };
    const words = format(date, root.timeZone, root.lang);
    if (options.hash.plain === true) return words;
    const mark = local && !root.timeZone ? ' data-local' : '';
    return new hb.SafeString(`<time datetime="${date.toISOString()}"${mark}>${hb.escapeExpression(words)}</time>`);
  };
  /** A moment (day and time of day). */
  hb.registerHelper('time', dateHelper(formatTime, true));
  /** A day (no time of day). */
  hb.registerHelper('day', dateHelper(formatDay, false));
  /** A signed number ("+12", "−8", "±0"). */
  hb.registerHelper('signed', (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0'));
}
