/** Words shared by log lines, labels and the board. */
import { ACTION_NAMES, actionTile } from './data/actions';
import { specialTile } from './data/special';

export function partWords(k: 'body' | 'engine', v: number): string {
  return `${v}-${k}`;
}

export function tileName(id: string): string {
  const t = actionTile(id);
  if (t) return t.actions.map((a) => ACTION_NAMES[a]).join(' + ');
  const sp = specialTile(id);
  return sp ? `special tile ${id} (${sp.text})` : id;
}

export const ordinal = (n: number): string => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
