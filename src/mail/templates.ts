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
import { registerTextHelpers } from '../i18n/handlebars';

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
    // In the recipient's language and time zone (the mail's `lang` and `timeZone`, else UTC).
    hb.registerHelper('time', (d: Date | string | null | undefined, options: Handlebars.HelperOptions) => {
      const root = options.data.root as { timeZone?: string; lang?: string };
      return formatTime(d, root.timeZone, root.lang);
    });
    registerTextHelpers(hb);
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
