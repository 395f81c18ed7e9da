/**
 * The rating model (docs/community.md, "Ratings"): openskill's Plackett-Luce model, which rates
 * free-for-all games of any number of players with ties, from the final places. A newcomer starts
 * at mu 25, sigma 25/3 (the library's defaults). Robots take part with the robots' rating in that
 * game at their strength (issue 33: their play differs by game and strength), which starts at
 * ROBOT_RATINGS[strength] and moves with the rated games they play, like a player's.
 */
import type { Rating } from 'openskill' with { 'resolution-mode': 'import' };
import type { RobotStrength } from '../../../engine/contract';

// openskill ships CommonJS builds (dist/*.cjs), but its exports name only the ESM type files, so
// TypeScript is told the types and the CommonJS build is loaded.
type OpenSkill = typeof import('openskill', { with: { 'resolution-mode': 'import' } });
type Models = typeof import('openskill/models', { with: { 'resolution-mode': 'import' } });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ordinal, rate, rating: newRating } = require('openskill') as OpenSkill;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { plackettLuce } = require('openskill/models') as Models;

export type { Rating };

/** The normal robot's first rating in a game: an average player whose strength is fairly well known. */
export const ROBOT_RATING: Rating = Object.freeze({ mu: 25, sigma: 25 / 6 });

/**
 * The robots' first rating in a game by strength. Normal is ROBOT_RATING; the others are placed by
 * the strength targets of issue 33 (strong wins 60 % against normal, normal 80 % against beginner):
 * with openskill's β = 25/6, P(win) = Φ(Δμ / (√2·β)) gives Δμ ≈ 1.5 and ≈ 5. The games then move them.
 */
export const ROBOT_RATINGS: Readonly<Record<RobotStrength, Rating>> = Object.freeze({
  beginner: Object.freeze({ mu: 20, sigma: 25 / 6 }),
  normal: ROBOT_RATING,
  strong: Object.freeze({ mu: 26.5, sigma: 25 / 6 }),
});

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

/** A seat of a finished game: its player's rating now, or a robot at its strength (the robots' rating in the game). */
export type RatedSeat = Rating | { robot: RobotStrength };

const robotOf = (s: RatedSeat): RobotStrength | null => ('robot' in s ? s.robot : null);

/**
 * The ratings after the game for every seat, and the robots' ratings after it by strength
 * (`robots` before it: each robot seat starts from its strength's, ROBOT_RATINGS when not given;
 * after, per strength that played, the mean of its seats' new ratings). `ranks` are the final
 * places by seat, 1 the best; equal places are ties.
 */
export function rateGame(
  seats: RatedSeat[],
  ranks: number[],
  robots: Partial<Record<RobotStrength, Rating>> = {},
): { seats: Rating[]; robots: Partial<Record<RobotStrength, Rating>> } {
  const start = (k: RobotStrength) => robots[k] ?? ROBOT_RATINGS[k];
  const teams = seats.map((s) => {
    const k = robotOf(s);
    return [k ? start(k) : (s as Rating)];
  });
  const after = rate(teams, { rank: ranks, model: plackettLuce }).map(([r]) => ({ mu: r.mu, sigma: r.sigma }));
  const out: Partial<Record<RobotStrength, Rating>> = {};
  for (const k of new Set(seats.map(robotOf).filter((x): x is RobotStrength => x !== null))) {
    const mine = after.filter((_r, i) => robotOf(seats[i]) === k);
    const mean = (f: (r: Rating) => number) => mine.reduce((sum, r) => sum + f(r), 0) / mine.length;
    out[k] = { mu: mean((r) => r.mu), sigma: mean((r) => r.sigma) };
  }
  return { seats: after, robots: out };
}
