/** Handlebars helpers shared by every page and board template. */
import type HandlebarsNs from 'handlebars';

type Hb = typeof HandlebarsNs;

interface LabeledMoveLike {
  move: unknown;
  label: string;
}

/**
 * The form that submits a legal move: POST to the root context's `moveAction`, with the CSRF
 * token, the sequence number the page was drawn at, and the move as JSON.
 */
function moveFormHtml(hb: Hb, m: LabeledMoveLike, root: Record<string, unknown>, cls: string, inner: string): string {
  const e = hb.escapeExpression;
  const action = String(root.moveAction ?? '');
  return (
    `<form method="post" action="${e(action)}" class="move-form">` +
    `<input type="hidden" name="_csrf" value="${e(String(root.csrfToken ?? ''))}">` +
    `<input type="hidden" name="seq" value="${e(String(root.seq ?? ''))}">` +
    `<input type="hidden" name="move" value="${e(JSON.stringify(m.move))}">` +
    `<button type="submit" class="${e(cls)}" title="${e(m.label)}">${inner}</button></form>`
  );
}

export function registerHelpers(hb: Hb): void {
  hb.registerHelper('moveForm', function (this: unknown, m: LabeledMoveLike, options: HandlebarsNs.HelperOptions) {
    const cls = String(options.hash.class ?? 'move');
    return new hb.SafeString(moveFormHtml(hb, m, options.data.root, cls, options.fn(this)));
  });
  hb.registerHelper('moveButton', (m: LabeledMoveLike, options: HandlebarsNs.HelperOptions) => {
    const cls = String(options.hash.class ?? 'move');
    return new hb.SafeString(moveFormHtml(hb, m, options.data.root, cls, hb.escapeExpression(m.label)));
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
  hb.registerHelper('join', (items: unknown[], sep: unknown) => (Array.isArray(items) ? items.join(typeof sep === 'string' ? sep : ', ') : ''));
  hb.registerHelper('plural', (n: number, one: string, many: string) => (n === 1 ? one : many));
  hb.registerHelper('times', function (n: number, options: HandlebarsNs.HelperOptions) {
    let out = '';
    for (let i = 0; i < n; i++) out += options.fn(i, { data: { ...options.data, index: i } });
    return out;
  });
  hb.registerHelper('includes', (list: unknown, v: unknown) => Array.isArray(list) && list.includes(v));
  hb.registerHelper('json', (v: unknown) => JSON.stringify(v));
  hb.registerHelper('time', (d: Date | string | null | undefined) => {
    if (!d) return '';
    const date = typeof d === 'string' ? new Date(d) : d;
    return date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  });
}
