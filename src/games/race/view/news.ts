/**
 * Race's lines for a player's "since your last visit" summary: his favourites reaching the
 * podium, a restart of the choice of favourites, and the end of the game with his points. Only
 * what the reader may know: his own favourites, never another player's.
 */
import type { LogContext } from '../../../engine/contract';
import type { Msg } from '../../../engine/text';
import type { Knonster } from '../data/race';
import { outcome } from '../rules/outcome';
import type { RaceMove, RaceState } from '../rules/state';
import { knonsterName, sentences, t } from './words';

export function news(ctx: LogContext<RaceState, RaceMove>): Msg | null {
  const { before, after, viewer } = ctx;
  if (viewer === null) return null;
  // „Wahl der Favoriten": everybody chose the same, so everybody chooses again.
  if (after.restarts > before.restarts) return t('news.restart');
  const mine: Knonster[] = after.choices[viewer]?.favourites ?? [];
  const lines: Msg[] = [];
  for (let i = before.podium.length; i < after.podium.length; i++) {
    const k = after.podium[i];
    if (mine.includes(k)) lines.push(t('news.finished', { k: knonsterName(k), place: i + 1 }));
  }
  if (after.phase === 'finished' && before.phase !== 'finished') {
    const out = outcome(after);
    lines.push(t('news.over', { rank: out.ranks?.[viewer] ?? 1, points: out.scores?.[viewer] ?? 0 }));
  }
  return lines.length ? sentences(lines) : null;
}
