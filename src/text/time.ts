/**
 * Times as a reader sees them: in his time zone (his profile's, else his browser's, else UTC),
 * written the same way on pages and in mails: "30 Nov 2026, 15:50 CET".
 */
const VALID = new Set(Intl.supportedValuesOf('timeZone'));
VALID.add('UTC');

/** Every time zone a player may choose. */
export const TIME_ZONES: readonly string[] = [...VALID].sort();

/** A time zone name we know, or null. */
export function validTimeZone(tz: unknown): string | null {
  return typeof tz === 'string' && VALID.has(tz) ? tz : null;
}

const FORMATS = new Map<string, Intl.DateTimeFormat>();

/** A moment in a time zone, in the convention of a language ("30 Nov 2026, 15:50 CET" / "30. Nov. 2026, 15:50 MEZ"). */
export function formatTime(d: Date | string | null | undefined, timeZone: string | null | undefined, lang = 'en'): string {
  if (!d) return '';
  const date = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(date.getTime())) return '';
  const tz = validTimeZone(timeZone) ?? 'UTC';
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  const id = `${tz} ${locale}`;
  let f = FORMATS.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: tz, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
    FORMATS.set(id, f);
  }
  return f.format(date);
}

const DAYS = new Map<string, Intl.DateTimeFormat>();

/** A day in a language's convention ("30 Nov 2026" / "30. Nov. 2026"), in UTC unless a zone is given. */
export function formatDay(d: Date | string | null | undefined, timeZone: string | null | undefined, lang = 'en'): string {
  if (!d) return '';
  const date = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(date.getTime())) return '';
  const tz = validTimeZone(timeZone) ?? 'UTC';
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  const id = `${tz} ${locale}`;
  let f = DAYS.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: tz, day: 'numeric', month: 'short', year: 'numeric' });
    DAYS.set(id, f);
  }
  return f.format(date);
}
