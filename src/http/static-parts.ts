/**
 * {{staticPart part}}: a board's static part (src/engine/static-part.ts) — its partial drawn once
 * per partial, key and reader's language through the same Handlebars instance, then the string
 * reused (a track is the same on every request; only the cars and targets on it change).
 *
 * The part is drawn from its own context with nothing of the page but the language, so no
 * player's name, choice or time can end up in a string another reader gets. The call stands
 * alone on its line like a partial call: its indentation and line end stand for the first
 * line's indentation and the last line end of the partial's text.
 */
import type HandlebarsNs from 'handlebars';
import type { StaticPart } from '../engine/static-part';

type Hb = typeof HandlebarsNs;

/** At most this many drawn parts per Handlebars instance (a handful of tracks × languages); the least recently used goes first. */
export const STATIC_PARTS_MAX = 256;

export interface StaticPartOptions {
  /** false: draw the part on every call, from the page's own root context (tests compare both ways) */
  cache?: boolean;
}

function draw(hb: Hb, part: StaticPart, root: Record<string, unknown>): string {
  let template = hb.partials[part.partial] as HandlebarsTemplateDelegate | string | undefined;
  if (typeof template === 'string') {
    template = hb.compile(template, { strict: false, preventIndent: true });
    hb.registerPartial(part.partial, template);
  }
  if (typeof template !== 'function') throw new Error(`static part: no partial "${part.partial}"`);
  return template(part.context(), { data: { root } })
    .replace(/^[ \t]+/, '')
    .replace(/\n$/, '');
}

export function registerStaticParts(hb: Hb, opts: StaticPartOptions = {}): void {
  const drawn = new Map<string, string>();
  hb.registerHelper('staticPart', (part: StaticPart, options: HandlebarsNs.HelperOptions) => {
    const root = options.data.root as Record<string, unknown>;
    if (opts.cache === false) return new hb.SafeString(draw(hb, part, root));
    const lang = String(root.lang ?? 'en');
    const key = `${part.partial}\n${part.key}\n${lang}`;
    let html = drawn.get(key);
    if (html === undefined) {
      html = draw(hb, part, { lang });
      if (drawn.size >= STATIC_PARTS_MAX) drawn.delete(drawn.keys().next().value!);
    } else drawn.delete(key);
    // (re)inserted: the Map's order is the order of use
    drawn.set(key, html);
    return new hb.SafeString(html);
  });
}
