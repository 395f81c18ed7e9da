/**
 * Mail templates: views/emails/<kind>.html.hbs and <kind>.text.hbs, drawn inside
 * views/emails/layout.html.hbs / layout.text.hbs. HTML is escaped as on the site; the plain-text
 * templates are not HTML and are compiled without escaping.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { VIEWS_DIR } from '../paths';
import { formatTime } from '../text/time';
import { msg, time, type Param, type Text } from '../engine/text';
import { render, type RenderLang } from '../i18n/render';
import { isKey } from '../i18n/keys';

export interface RenderedMail {
  html: string;
  text: string;
}

export type MailRenderer = (kind: string, context: Record<string, unknown>) => RenderedMail;

export function createMailRenderer(dir = path.join(VIEWS_DIR, 'emails')): MailRenderer {
  const html = Handlebars.create();
  const text = Handlebars.create();
  for (const hb of [html, text]) {
    hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
    hb.registerHelper('isNumber', (a: unknown) => typeof a === 'number' && Number.isFinite(a));
    // In the recipient's language and time zone (the mail's `lang` and `timeZone`, else UTC).
    hb.registerHelper('time', (d: Date | string | null | undefined, options: Handlebars.HelperOptions) => {
      const root = options.data.root as { timeZone?: string; lang?: string };
      return formatTime(d, root.timeZone, root.lang);
    });
    hb.registerHelper('timeParam', (d: Date | string) => time(typeof d === 'string' ? new Date(d) : d));
    /** {{t text}} or {{t "mail.key" param=…}}: words in the recipient's language. */
    hb.registerHelper('t', function (this: unknown, ...args: unknown[]) {
      const options = args.pop() as Handlebars.HelperOptions;
      const root = options.data.root as { lang?: RenderLang; names?: Text[]; timeZone?: string };
      const ctx = { lang: root.lang ?? 'en', names: root.names, timeZone: root.timeZone };
      const first = args[0];
      if (typeof first === 'string' && isKey(first)) return render(msg(first, options.hash as Record<string, Param>), ctx);
      return render(first as Text, ctx);
    });
  }
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  for (const file of readdirSync(dir)) {
    const m = file.match(/^(.+)\.(html|text)\.hbs$/);
    if (!m) continue;
    const source = readFileSync(path.join(dir, file), 'utf8');
    const hb = m[2] === 'html' ? html : text;
    hb.registerPartial(`${m[1]}.${m[2]}`, source);
    compiled.set(`${m[1]}.${m[2]}`, hb.compile(source, m[2] === 'text' ? { noEscape: true } : {}));
  }
  const template = (name: string) => {
    const t = compiled.get(name);
    if (!t) throw new Error(`no mail template views/emails/${name}.hbs`);
    return t;
  };
  return (kind, context) => {
    const h = template(`${kind}.html`)(context);
    const t = template(`${kind}.text`)(context);
    return {
      html: template('layout.html')({ ...context, body: h }),
      text: template('layout.text')({ ...context, body: t.trim() }).replace(/\n{3,}/g, '\n\n'),
    };
  };
}
