/** Small pieces of the tournament pages (src/routes/tournaments.routes.ts): a list row, points, the form's moment. */
import { findGame } from '../../games/registry';
import type { TournamentSummary } from '../../services/tournaments/types';
import { validTimeZone } from '../../text/time';

/** A tournament as a list or its page shows it: the game's title, the format's and the status's words. */
export function summaryRow(t: TournamentSummary) {
  return {
    ...t,
    gameTitle: findGame(t.gameType)?.meta.title ?? t.gameType,
    formatLabel: `site.tournaments.format.${t.format}`,
    timeoutsLabel: `site.tournaments.timeouts.${t.timeouts}`,
    open: t.status === 'SIGNUP',
    running: t.status === 'RUNNING',
    finished: t.status === 'FINISHED',
    cancelled: t.status === 'CANCELLED',
    full: t.players >= t.maxPlayers,
  };
}

/** Points and Buchholz to two decimals at most (a half point from a tie, a mean of opponents' points). */
export function pointsOf(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * A seeding rating (the stored conservative estimate mu − 3σ, ratings' `ordinal`) as players see
 * ratings everywhere else: scaled as shownRating does (src/services/people/ratings/model.ts:
 * 24 × (mu − 3σ) + 1500, a newcomer 1500).
 */
export function shownSeedRating(ordinal: number): number {
  return Math.round(24 * ordinal + 1500);
}

/** The table sizes a game allows: its seats (two at least). */
export function tableSizeChoices(meta: { minSeats: number; maxSeats: number }): number[] {
  const out: number[] = [];
  for (let n = Math.max(2, meta.minSeats); n <= meta.maxSeats; n++) out.push(n);
  return out;
}

/**
 * A moment from the form's `datetime-local` field ("2026-12-04T18:00", the reader's wall clock) as
 * an ISO time, read in his time zone (UTC when unknown); anything else is passed on for the
 * service's check to refuse, nothing (an empty field) as undefined.
 */
export function localMoment(value: unknown, timeZone: string | undefined): unknown {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') return value;
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return value;
  const wall = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  const tz = validTimeZone(timeZone) ?? 'UTC';
  // the zone's offset at that moment (twice: the first guess may sit across a change of the clocks)
  let at = wall - offsetOf(wall, tz);
  at = wall - offsetOf(at, tz);
  return new Date(at).toISOString();
}

/** How far the zone's wall clock is ahead of UTC at a moment, in ms. */
function offsetOf(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at / 1000) * 1000;
}
