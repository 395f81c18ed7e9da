/** Words shared by log lines, labels and the board. */
import { ACTION_NAMES, actionTile } from './data/actions';
import { specialTile } from './data/special';

export function partWords(k: 'body' | 'engine', v: number): string {
  return `${v}-${k}`;
}

/**
 * "a" or "an" before a word as it is spoken: "an engine buyer", "a body buyer", "an 8-body",
 * "an 11", "a 1-engine".
 */
export function article(word: string): 'a' | 'an' {
  const w = word.trim().toLowerCase();
  const num = /^(\d+)/.exec(w);
  if (num) {
    const n = num[1];
    // eight, eighty…; eleven and eighteen (also in thousands: eleven thousand)
    const an = n.startsWith('8') || (n.length % 3 === 2 && (n.startsWith('11') || n.startsWith('18')));
    return an ? 'an' : 'a';
  }
  return /^[aeiou]/.test(w) ? 'an' : 'a';
}

/** The word with its indefinite article: "an engine buyer". */
export function withArticle(word: string): string {
  return `${article(word)} ${word}`;
}

export function tileName(id: string): string {
  const t = actionTile(id);
  if (t) return t.actions.map((a) => ACTION_NAMES[a]).join(' + ');
  const sp = specialTile(id);
  return sp ? `special tile ${id} (${sp.text})` : id;
}

/** Short words of a special tile's effect, for the round tile on the board and short labels. */
export const SPECIAL_SHORT: Record<string, string> = {
  A1: '3-engine',
  A2: '1 per canteen worker',
  A3: 'Grand Prix engine +1',
  A4: 'car off the market: 3',
  B1: '5-body',
  B2: 'Grand Prix engine +1',
  B3: 'sell a part',
  B4: 'top discard card',
  C1: 'sell a part',
  C2: '1 per canteen worker',
  C3: '6-engine',
  C4: 'car off the market: 7',
};

/** A tile's name as short as a button can hold it: "Body + Engine", "A1: 3-engine". */
export function tileShort(id: string): string {
  if (actionTile(id)) return tileName(id);
  return `${id}: ${SPECIAL_SHORT[id] ?? id}`;
}

export const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
