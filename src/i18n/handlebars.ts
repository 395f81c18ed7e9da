/**
 * The text helpers of every template, pages and mails alike: words in the reader's language from
 * the template's root context (`lang`, `names` of the players by seat, `timeZone`).
 */
import type HandlebarsNs from 'handlebars';
import { list, msg, time, type Param, type Text } from '../engine/text';
import { isKey } from './keys';
import { render, type RenderContext, type RenderLang } from './render';

/** The reader's language, the players' names and the time zone of the template being drawn. */
export function renderContext(root: Record<string, unknown>, names?: unknown): RenderContext {
  return {
    lang: (root.lang as RenderLang | undefined) ?? 'en',
    names: (Array.isArray(names) ? names : root.names) as Text[] | undefined,
    timeZone: root.timeZone as string | undefined,
  };
}

export function registerTextHelpers(hb: typeof HandlebarsNs): void {
  /**
   * Words in the reader's language: {{t text}} for a text (a message or a plain string), or
   * {{t "site.nav.lobby" count=3}} for a key with its parameters. `names=` gives the players'
   * names for seat parameters when they are not the template's (a list of games).
   */
  hb.registerHelper('t', function (this: unknown, ...args: unknown[]) {
    const options = args.pop() as HandlebarsNs.HelperOptions;
    const first = args[0];
    const { names, ...params } = options.hash as Record<string, unknown>;
    const ctx = renderContext(options.data.root as Record<string, unknown>, names);
    if (typeof first === 'string' && isKey(first)) return render(msg(first, params as Record<string, Param>), ctx);
    return render(first as Text, ctx);
  });
  /** A message as a parameter of {{t}}: (m "site.transport.smtp"). */
  hb.registerHelper('m', (key: string) => msg(String(key)));
  /** A list of texts as one parameter of {{t}} ("Anna, Ben and Robot 3"). */
  hb.registerHelper('listOf', (items: unknown) => list(Array.isArray(items) ? (items as Param[]) : []));
  /** A moment as a parameter of {{t}} (written in the reader's time zone and language). */
  hb.registerHelper('timeParam', (d: Date | string) => time(typeof d === 'string' ? new Date(d) : d));
  hb.registerHelper('isNumber', (a: unknown) => typeof a === 'number' && Number.isFinite(a));
}
