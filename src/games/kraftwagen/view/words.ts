/**
 * Words shared by log lines, labels, news and the board. The module writes no words itself: every
 * text is a message of the catalogues in messages/ (English and German), with its parameters; the
 * platform renders it in the reader's language. Parts, preferences and action kinds travel as raw
 * ids, so each language can choose its own articles, cases and genders (ICU select).
 */
import { msg, type Msg, type Param } from '../../../engine/text';
import { actionTile, type ActionKind } from '../data/actions';
import type { AwardId } from '../data/awards';
import type { Pref } from '../data/buyers';
import type { Marker } from '../data/markers';
import { card, type Engineer } from '../data/research';
import { specialTile } from '../data/special';
import type { StartId } from '../data/start-tiles';

/** A message of Kraftwagen's catalogue (key without the "kraftwagen." prefix). */
export function t(key: string, params?: Record<string, Param>): Msg {
  return msg(`kraftwagen.${key}`, params);
}

/** Several messages as one text, one after the other ("A B C"): sentences of a log line. */
export function sentences(texts: Msg[]): Msg | null {
  if (!texts.length) return null;
  return texts.reduceRight((rest, first) => t('sentences', { first, rest }));
}

/** Several clauses joined by semicolons ("A; B; C"). */
export function clauses(texts: Msg[]): Msg {
  return texts.reduceRight((rest, first) => t('clauses', { first, rest }));
}

/** "1st", "2nd" / "1.", "2.". */
export const ordinal = (n: number): Msg => t('ordinal', { n });

export const actionName = (a: ActionKind): Msg => t(`action.${a}`);
export const markerName = (m: Marker): Msg => t(`marker.${m}`);
export const awardText = (id: AwardId): Msg => t(`award.${id}`);
export const startText = (id: StartId): Msg => t(`start.${id}`);
/**
 * A special tile's text. From rules version 2 it names the standard action the tile shows before
 * its bonus (Kraftwagen, „Sonderplättchen": „… führt er sofort die Aktion aus und den Bonus").
 */
export function specialText(id: string, rules = 1): Msg {
  const text = t(`special.${id}`);
  return rules >= 2 ? t('special.withAction', { action: actionName(specialTile(id)!.action), text }) : text;
}
/** A special tile's short words ("3-engine"; from rules version 2 "Body + 3-engine"). */
export function specialShort(id: string, rules = 1): Msg {
  const short = t(`specialShort.${id}`);
  return rules >= 2 ? t('specialShort.withAction', { action: t(`tileword.${specialTile(id)!.action}`), short }) : short;
}
export const engineerName = (e: Engineer): Msg => t(`engineer.${e}`);
export const engineerText = (e: Engineer): Msg => t(`engineerText.${e}`);
/** A buyer's preference as a word: "body" / "Karosserie". */
export const prefName = (p: Pref): Msg => t(`pref.${p}`);

/** A part without article: "3-body" / "3er-Karosserie". */
export const partName = (kind: 'body' | 'engine', v: number): Msg => t('part', { kind, v });

/** A car on the market in words: "3-body, 2-engine, 1 worker, price 5". */
export function carText(c: { body: number; engine: number; workers: number; price: number }): Msg {
  return t('car', { body: c.body, engine: c.engine, workers: c.workers, price: c.price });
}

/** The research points of a development: "+1 body +1 engine". */
export function devPoints(id: number): Msg {
  const c = card(id);
  if (c.kind !== 'dev') return cardName(id);
  return t('card.points', { body: c.body, engine: c.engine, take: c.take ?? 'none' });
}

/** The name of a research card: an engineer, an instant action, "Development +1 body". */
export function cardName(id: number): Msg {
  const c = card(id);
  if (c.kind === 'engineer') return engineerName(c.engineer);
  if (c.kind === 'instant') return t(`instant.${c.instant}`);
  return t('card.dev', { points: devPoints(id) });
}

/** An action tile by its actions ("Hire worker + Body + Engine"), a special tile with its effect. */
export function tileName(id: string, rules = 1): Msg {
  if (actionTile(id)) return t(`tile.${id}`);
  return t('tile.special', { id, text: specialText(id, rules) });
}

/** A tile's name as short as a button can hold it: "Body + Engine", "A1: 3-engine". */
export function tileShort(id: string, rules = 1): Msg {
  if (actionTile(id)) return t(`tile.${id}`);
  return t('tile.specialShort', { id, short: specialShort(id, rules) });
}

/** The tile a player carries out, for a sentence: "the tile Body + Engine" / "special tile A1". */
export function tileRef(id: string): Msg {
  if (actionTile(id)) return t('tile.the', { name: t(`tile.${id}`) });
  return t('tile.specialRef', { id });
}
