/**
 * The paging fields of an address: which page of the log (`logBefore`, `logAfter`, `logLimit`) and which page
 * of a lobby list (`page`, `mine`, `inv`, `open`). Anything else than a whole number in range is
 * a 400 that says which field and why; nothing is read or changed then. Also the answers of a move
 * being put together (`p`, `s`: listParam).
 */
import { z } from 'zod';
import { msg } from '../../engine/text';
import { LOG_PAGE_MAX } from '../../services/playing/game-log';
import type { LogPageRequest } from '../../services/playing/game-view.service';
import { parseInput } from '../../http/validate';

/** The largest sequence number (an int column). */
const MAX_SEQ = 2 ** 31 - 1;
/** The deepest page of a lobby list. */
export const MAX_LIST_PAGE = 1000;

const whole = (min: number, max: number) =>
  z
    .string({ error: 'site.zod.wholeNumber' })
    .regex(/^\d+$/, 'site.zod.wholeNumber')
    // a huge number is "at most …", not a rounding of it
    .transform((s) => (s.length > 15 ? Number.MAX_SAFE_INTEGER : Number(s)))
    .pipe(z.number().int().min(min).max(max));

const LogQuery = z.object({
  logBefore: whole(1, MAX_SEQ).optional(),
  logAfter: whole(0, MAX_SEQ).optional(),
  logLimit: whole(1, LOG_PAGE_MAX).optional(),
});

/**
 * The page of the log an address asks for (`?logBefore=<seq>&logLimit=<n>`, or `?logAfter=<seq>`:
 * only the entries after it); `withLimit` false: the page size is the site's.
 */
export function logPageOf(query: unknown, withLimit = true): LogPageRequest {
  const q = parseInput(LogQuery, query ?? {}, msg('site.input.page'));
  return { before: q.logBefore, after: q.logAfter, limit: withLimit ? q.logLimit : undefined };
}

/** `?since=<seq>`: the news since that sequence number (anything else: since the reader's last look). */
export function sinceOf(query: { since?: unknown }): number | undefined {
  return /^\d{1,9}$/.test(String(query.since ?? '')) ? Number(query.since) : undefined;
}

/** The page numbers (from 0) of the named lists in an address; absent: 0. */
export function listPagesOf<K extends string>(query: unknown, keys: readonly K[]): Record<K, number> {
  const schema = z.object(Object.fromEntries(keys.map((k) => [k, whole(0, MAX_LIST_PAGE).default(0)])) as Record<K, z.ZodDefault<ReturnType<typeof whole>>>);
  return parseInput(schema, query ?? {}, msg('site.input.page')) as Record<K, number>;
}

/** An address of the same page with one list's page changed (the others kept), to `anchor`. */
export function pageHref(pages: Record<string, number>, key: string, page: number, anchor: string): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...pages, [key]: page })) if (v > 0) q.set(k, String(v));
  const s = q.toString();
  return `?${s}#${anchor}`;
}

/** A query or form field that may come once, several times or not at all (short strings only): the answers `p` and marked items `s` of a move being put together. */
export function listParam(v: unknown): string[] {
  const list = Array.isArray(v) ? v : v === undefined ? [] : [v];
  return list.filter((x): x is string => typeof x === 'string' && x.length <= 200).slice(0, 20);
}
