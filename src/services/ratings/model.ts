/**
 * The rating model (docs/community.md, "Ratings"): openskill's Plackett-Luce model, which rates
 * free-for-all games of any number of players with ties, from the final places. A newcomer starts
 * at mu 25, sigma 25/3 (the library's defaults). Robots take part with the robots' rating in that
 * game (their strength differs by game), which starts at ROBOT_RATING and moves with the rated
 * games they play, like a player's.
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

/** The robots' first rating in a game: an average player whose strength is fairly well known. */
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

/** A seat of a finished game: its player's rating now, or "robot" (the robots' rating in the game). */
export type RatedSeat = Rating | 'robot';

/**
 * The ratings after the game for every seat, and the robots' rating after it (`robot` before it:
 * each robot seat starts from it; after, the mean of the robot seats' new ratings, unchanged when
 * no robot played). `ranks` are the final places by seat, 1 the best; equal places are ties.
 */
export function rateGame(seats: RatedSeat[], ranks: number[], robot: Rating = ROBOT_RATING): { seats: Rating[]; robot: Rating } {
  const teams = seats.map((s) => [s === 'robot' ? robot : s]);
  const after = rate(teams, { rank: ranks, model: plackettLuce }).map(([r]) => ({ mu: r.mu, sigma: r.sigma }));
  const robots = after.filter((_r, i) => seats[i] === 'robot');
  const mean = (f: (r: Rating) => number) => robots.reduce((sum, r) => sum + f(r), 0) / robots.length;
  return { seats: after, robot: robots.length ? { mu: mean((r) => r.mu), sigma: mean((r) => r.sigma) } : { mu: robot.mu, sigma: robot.sigma } };
}
