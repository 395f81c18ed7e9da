/**
 * Words without a language: game modules (and the platform's services) never write finished
 * sentences. A text is a message key of a catalogue with its parameters; the platform renders it
 * in the reader's language when it is read (src/i18n). Catalogues hold ICU messages, so plural
 * forms and German cases and genders live in the catalogue of each language.
 *
 * A key starts with its catalogue: "race.log.play" is the message "log.play" of the game "race";
 * "site.…" and "mail.…" are the platform's.
 */

/** A message: its key and parameters. */
export interface Msg {
  key: string;
  params?: Record<string, Param>;
}

/** The player of a seat: rendered as the player's name (or "Player 3" when unnamed). */
export interface SeatRef {
  seat: number;
}

/** Several texts as one: "Celya and Elaari" / "Celya und Elaari" (Intl.ListFormat). */
export interface ListParam {
  list: Param[];
  /** "and" (default) or "or" */
  or?: boolean;
}

/** A moment, written in the reader's time zone and language convention. */
export interface TimeParam {
  /** ISO 8601 */
  time: string;
}

/**
 * A parameter: a number (formatted in the reader's convention), a raw string (an id or a name
 * that is the same in every language, e.g. "M11"; ICU `select` may choose words by it), another
 * message, a seat, or a list.
 */
export type Param = string | number | boolean | Msg | SeatRef | ListParam | TimeParam;

/** What a module returns as words: a message (a plain string only for text that is no language). */
export type Text = Msg | string;

/** A message. */
export function msg(key: string, params?: Record<string, Param>): Msg {
  return params ? { key, params } : { key };
}

/** The player of a seat, as a parameter. */
export function seat(s: number): SeatRef {
  return { seat: s };
}

/** A moment, as a parameter. */
export function time(d: Date): TimeParam {
  return { time: d.toISOString() };
}

/** Several texts joined for the reader ("A, B and C"). */
export function list(items: Param[], or = false): ListParam {
  return or ? { list: items, or } : { list: items };
}

export function isMsg(v: unknown): v is Msg {
  return typeof v === 'object' && v !== null && typeof (v as Msg).key === 'string';
}

export function isSeatRef(v: unknown): v is SeatRef {
  return typeof v === 'object' && v !== null && typeof (v as SeatRef).seat === 'number' && !('key' in (v as object));
}

export function isTime(v: unknown): v is TimeParam {
  return typeof v === 'object' && v !== null && typeof (v as TimeParam).time === 'string';
}

export function isList(v: unknown): v is ListParam {
  return typeof v === 'object' && v !== null && Array.isArray((v as ListParam).list);
}

/** A catalogue: message keys (without the catalogue's own prefix) to ICU messages. */
export type Catalogue = Record<string, string>;

/** The languages of the site. */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
