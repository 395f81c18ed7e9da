/**
 * Rendering texts (src/engine/text.ts) in a reader's language: the message of its key (English
 * when the reader's catalogue lacks it), its parameters rendered first — nested messages in the
 * same language, seats as the players' names, lists with Intl.ListFormat — then the ICU message
 * formatted with intl-messageformat (plurals, selects) for the language.
 *
 * The pseudo-language "xx" (tests only) is English with every message marked ⟦…⟧: a text on a
 * page that is not marked did not come from a catalogue.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import type { Lang, Param, Text } from '../engine/text';
import { isList, isMsg, isSeatRef, isTime } from '../engine/text';
import { formatTime } from '../text/time';
import { lookup } from './catalogues';

/** A language of the site, or the pseudo-language of the tests. */
export type RenderLang = Lang | 'xx';

export interface RenderContext {
  lang: RenderLang;
  /** the players' names by seat (for seat parameters): user names, or words such as "Robot 2" */
  names?: readonly Text[];
  /** the reader's time zone (for time parameters; UTC when unknown) */
  timeZone?: string;
}

const FORMATS = new Map<string, IntlMessageFormat | null>();
const missing = new Set<string>();

function compiled(lang: RenderLang, key: string): IntlMessageFormat | null {
  const id = `${lang}\u0000${key}`;
  if (FORMATS.has(id)) return FORMATS.get(id)!;
  const source = lookup(lang === 'xx' ? 'en' : lang, key) ?? lookup('en', key);
  let f: IntlMessageFormat | null = null;
  if (source !== undefined) {
    f = new IntlMessageFormat(source, lang === 'xx' ? 'en' : lang, undefined, { ignoreTag: true });
  } else if (!missing.has(key)) {
    missing.add(key);
    console.error(`i18n: no message "${key}"`);
  }
  FORMATS.set(id, f);
  return f;
}

const LISTS = new Map<string, Intl.ListFormat>();

function listFormat(lang: RenderLang, or: boolean): Intl.ListFormat {
  const id = `${lang}${or}`;
  let f = LISTS.get(id);
  if (!f) {
    f = new Intl.ListFormat(lang === 'xx' ? 'en' : lang, { type: or ? 'disjunction' : 'conjunction' });
    LISTS.set(id, f);
  }
  return f;
}

function param(p: Param, ctx: RenderContext): string | number {
  if (typeof p === 'number') return p;
  if (typeof p === 'string') return p;
  if (typeof p === 'boolean') return String(p);
  if (isMsg(p)) return render(p, ctx);
  if (isSeatRef(p)) {
    const name = ctx.names?.[p.seat];
    return name !== undefined ? render(name, ctx) : render({ key: 'site.seat.player', params: { n: p.seat + 1 } }, ctx);
  }
  if (isTime(p)) return formatTime(p.time, ctx.timeZone, ctx.lang);
  if (isList(p)) return listFormat(ctx.lang, !!p.or).format(p.list.map((x) => String(param(x, ctx))));
  return String(p);
}

/** A text in the reader's language. Plain strings (old log lines, raw names) are as they are. */
export function render(text: Text | null | undefined, ctx: RenderContext): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const f = compiled(ctx.lang, text.key);
  if (!f) return text.key;
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(text.params ?? {})) values[k] = param(v, ctx);
  const out = String(f.format(values));
  return ctx.lang === 'xx' ? `⟦${out}⟧` : out;
}
