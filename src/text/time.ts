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

const WITH_TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' };

/** A date in a zone (UTC unless a known one is given), in a language's convention; with the time of day or without. */
function format(d: Date | string | null | undefined, timeZone: string | null | undefined, lang: string, withTime: boolean): string {
  if (!d) return '';
  const date = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(date.getTime())) return '';
  const tz = validTimeZone(timeZone) ?? 'UTC';
  const locale = lang === 'de' ? 'de-DE' : 'en-GB';
  const id = `${tz} ${locale} ${withTime}`;
  let f = FORMATS.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone: tz, day: 'numeric', month: 'short', year: 'numeric', ...(withTime ? WITH_TIME : {}) });
    FORMATS.set(id, f);
  }
  return f.format(date);
}

/** A moment in a time zone, in the convention of a language ("30 Nov 2026, 15:50 CET" / "30. Nov. 2026, 15:50 MEZ"). */
export function formatTime(d: Date | string | null | undefined, timeZone: string | null | undefined, lang = 'en'): string {
  return format(d, timeZone, lang, true);
}

/** A day in a language's convention ("30 Nov 2026" / "30. Nov. 2026"), in UTC unless a zone is given. */
export function formatDay(d: Date | string | null | undefined, timeZone: string | null | undefined, lang = 'en'): string {
  return format(d, timeZone, lang, false);
}
