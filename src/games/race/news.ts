/**
 * Race's lines for a player's "since your last visit" summary: his favourites reaching the
 * podium, a restart of the choice of favourites, and the end of the game with his points. Only
 * what the reader may know: his own favourites, never another player's.
 */
import type { LogContext } from '../../engine/contract';
import { knonsterName, type Knonster } from './data';
import { outcome } from './outcome';
import type { RaceMove, RaceState } from './state';

const PLACES = ['1st', '2nd', '3rd', '4th'];

export function news(ctx: LogContext<RaceState, RaceMove>): string | null {
  const { before, after, viewer } = ctx;
  if (viewer === null) return null;
  // „Wahl der Favoriten": everybody chose the same, so everybody chooses again.
  if (after.restarts > before.restarts) return 'Everybody chose the same favourites: the game restarted; choose your favourites again.';
  const mine: Knonster[] = after.choices[viewer]?.favourites ?? [];
  const lines: string[] = [];
  for (let i = before.podium.length; i < after.podium.length; i++) {
    const k = after.podium[i];
    if (mine.includes(k)) lines.push(`Your favourite ${knonsterName(k)} finished ${PLACES[i]}.`);
  }
  if (after.phase === 'finished' && before.phase !== 'finished') {
    const out = outcome(after);
    lines.push(`The game is over: you placed ${PLACES[(out.ranks?.[viewer] ?? 1) - 1] ?? `#${out.ranks?.[viewer]}`} with ${out.scores?.[viewer] ?? 0} points.`);
  }
  return lines.length ? lines.join(' ') : null;
}
