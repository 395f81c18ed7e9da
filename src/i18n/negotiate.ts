/** The site's languages as request input: a language code from a cookie, a form or a link. */
import { LANGS, type Lang } from '../engine/text';

export function validLang(v: unknown): Lang | null {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v) ? (v as Lang) : null;
}
