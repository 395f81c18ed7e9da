/**
 * The rating model (docs/community.md, "Ratings"): openskill's Plackett-Luce model, which rates
 * free-for-all games of any number of players with ties, from the final places. A newcomer starts
 * at mu 25, sigma 25/3 (the library's defaults). Robots take part with a fixed rating of their own
 * and are never updated, so a human's result against a robot counts, and robots gain nothing.
 */
import type { Rating } from 'openskill' with { 'resolution-mode': 'import' };

// openskill ships CommonJS builds (dist/*.cjs), but its exports name only the ESM type files, so
// TypeScript is told the types and the CommonJS build is loaded.
type OpenSkill = typeof import('openskill', { with: { 'resolution-mode': 'import' } });
type Models = typeof import('openskill/models', { with: { 'resolution-mode': 'import' } });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ordinal, rate, rating: newRating } = require('openskill') as OpenSkill;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { plackettLuce } = require('openskill/models') as Models;

export type { Rating };

/** The robots' fixed rating: an average player whose strength is fairly well known. */
export const ROBOT_RATING: Rating = Object.freeze({ mu: 25, sigma: 25 / 6 });

/** A newcomer's rating (openskill's defaults: mu 25, sigma 25/3). */
export function firstRating(): Rating {
  return newRating();
}

/** The number shown to players: the conservative estimate mu − 3σ, scaled to an Elo-like 1500 for a newcomer. */
export function shownRating(r: Rating): number {
  return Math.round(ordinal(r, { alpha: 24, target: 1500 }));
}

/** The conservative estimate mu − 3σ (the leaderboard's order). */
export function ordinalOf(r: Rating): number {
  return ordinal(r);
}

/** A seat of a finished game: its player's rating now, or "robot" (fixed, never updated). */
export type RatedSeat = Rating | 'robot';

/**
 * The ratings after the game for every seat (a robot's seat keeps ROBOT_RATING). `ranks` are
 * the final places by seat, 1 the best; equal places are ties.
 */
export function rateGame(seats: RatedSeat[], ranks: number[]): Rating[] {
  const teams = seats.map((s) => [s === 'robot' ? ROBOT_RATING : s]);
  const after = rate(teams, { rank: ranks, model: plackettLuce });
  return after.map(([r], i) => (seats[i] === 'robot' ? ROBOT_RATING : { mu: r.mu, sigma: r.sigma }));
}
