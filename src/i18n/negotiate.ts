/** Which language a reader gets: his profile's, else his choice on this browser, else his browser's. */
import { LANGS, type Lang } from '../engine/text';

export function validLang(v: unknown): Lang | null {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v) ? (v as Lang) : null;
}

/** The best language of the site for an Accept-Language header ("de-DE,de;q=0.9,en;q=0.8"). */
export function negotiate(header: string | undefined): Lang | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .map((part, i) => {
      const [tag, ...rest] = part.trim().split(';');
      const q = rest.map((r) => /^q=([\d.]+)$/.exec(r.trim())).find(Boolean);
      return { lang: tag.toLowerCase().split('-')[0], q: q ? Number(q[1]) : 1, i };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const w of wanted) {
    const l = validLang(w.lang);
    if (l) return l;
  }
  return null;
}

/** The locale for Intl formats of a language. */
export function locale(lang: string): string {
  return lang === 'de' ? 'de-DE' : 'en-GB';
}
