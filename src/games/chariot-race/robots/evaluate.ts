/**
 * The robot's judgement of a position: how likely each player is to win the race.
 *
 * Idea. Every chariot still in the race gets an estimate of the turns it still needs to finish
 * (`eta`) and of its chance to survive that long (`survival`). The turns come from a small model
 * of its race: it speeds up (or slows down) from its present speed towards a cruising speed that
 * its damage can pay for — each curve still ahead costs 1 damage per speed point above the limit
 * („In die Kurve"), and the start speed may never be higher than the damage value („Phase 2")
 * — and a curve within reach at a speed too high to brake costs damage now. The chance to
 * survive falls when the damage left is small against the turns still to go (rams, spears,
 * caltrops). Then each chariot's weight is its survival times exp(−finish / τ), and a player's
 * chance to win is his chariots' share of all weights. That share is convex for a chariot far
 * behind (a bold move that may gain much is worth its risk) and concave for the leader (who
 * protects his chariot): the robot catches up by taking chances and defends a lead by not taking
 * them. Only public facts are read: the board, the chariots' tracks, the caltrops.
 */
import { boardOf, speedCapFor } from '../data/boards';
import { LAPS } from '../data/track-halves';
import { hasFinished } from '../rules/situation';
import type { Chariot } from '../rules/state';
import { Track, absProgress } from '../rules/track';

/** Progress units of one row of straight (one field at full length). */
const ROW = 60;

export interface Context {
  track: Track;
  rules: number;
  /** Progress (absolute units) of the apex of every curve, first lap and second. */
  apexes: number[];
}

export function contextOf(track: Track, rules: number): Context {
  const apexes: number[] = [];
  const seen = new Set<number>();
  for (const f of track.fields) {
    if (f.limit === null) continue;
    const key = Math.round(f.front / 120);
    if (seen.has(key)) continue;
    seen.add(key);
    for (let lap = 0; lap < LAPS; lap++) apexes.push(lap * track.lap + f.front);
  }
  return { track, rules, apexes: apexes.sort((a, b) => a - b) };
}

/** The speed the chariot may start its next turn with (rule "Phase 2"). */
export function startSpeed(ctx: Context, c: Chariot): number {
  return Math.min(c.speed, speedCapFor(boardOf(c.board, ctx.rules), Math.floor(c.damage)));
}

/** Dice braking: roughly how many speed points the next roll can take off (drive faces, a reroll). */
function braking(ctx: Context, c: Chariot, speed: number): number {
  const dice = boardOf(c.board, ctx.rules).dice[speed] ?? 2;
  return 0.3 * dice + (c.fortune >= 2 ? 0.6 : 0);
}

/**
 * Damage the next turn will probably cost in the curve ahead: the apex field of the lane within
 * the next move's reach, at the start speed less what the dice can brake.
 */
export function curveThreat(ctx: Context, c: Chariot): number {
  const { track } = ctx;
  if (c.field === null || c.out) return 0;
  const v = startSpeed(ctx, c);
  if (v <= 3) return 0;
  let f = c.field;
  for (let k = 1; k <= v; k++) {
    f = track.fields[f].next;
    const field = track.fields[f];
    if (field.limit !== null) {
      // A lane change outwards (a steer face is likely) eases the limit by about one.
      const limit = field.limit + (field.lane < 2 ? 1 : 0);
      return Math.max(0, v - braking(ctx, c, v) - limit);
    }
    if (field.rock && k >= v - 1) return 1.5;
  }
  return 0;
}

export interface Estimate {
  /** Turns still needed to finish (fractional; negative: finished, the further the better). */
  eta: number;
  survival: number;
}

/** The race model of one chariot (see the file's comment). */
export function estimate(ctx: Context, c: Chariot): Estimate {
  const { track } = ctx;
  if (c.out || c.field === null) return { eta: 99, survival: 0 };
  const p = absProgress(track, c.field, c.lap);
  const goal = LAPS * track.lap;
  if (hasFinished(track, c)) return { eta: -(p - goal) / (ROW * 12), survival: 1 };
  const board = boardOf(c.board, ctx.rules);
  const threat = curveThreat(ctx, c);
  const damage = c.damage - threat;
  if (damage <= 0) return { eta: 99, survival: 0 };
  const curves = ctx.apexes.filter((a) => a > p).length;
  // Fortune repairs 3 damage for 3 (rule "Phase 1"); some of it goes into rerolls.
  const budget = damage - 2 + 0.7 * c.fortune;
  const perCurve = curves > 0 ? budget / curves : 6;
  const cap = Math.min(board.speed.max, 11);
  const cruise = Math.max(3, Math.min(cap, 6 + 0.8 * perCurve, speedCapFor(board, Math.max(0, Math.floor(damage))) + 0.5));
  // Speeding up takes a few turns; slowing down is quicker.
  let v = Math.min(c.speed, speedCapFor(board, Math.floor(c.damage)));
  let left = goal + 1 - p;
  let turns = 0;
  while (left > 0 && turns < 40) {
    v = v < cruise ? Math.min(cruise, v + 1.6) : Math.max(cruise, v - 2.5);
    const step = ROW * Math.max(v, 0.5);
    if (step >= left) {
      turns += left / step;
      left = 0;
    } else {
      left -= step;
      turns += 1;
    }
  }
  const survival = 1 / (1 + Math.exp(-(damage - 0.35 * turns - 1) / 1.2));
  return { eta: turns, survival };
}

/**
 * Each player's chance to win (index = seat), from the estimates; `moved` lists the chariots
 * that have had their turn this round (the others still move in it: one turn sooner).
 */
export function winChances(ctx: Context, chariots: Chariot[], seats: number, moved: readonly number[]): number[] {
  const est = chariots.map((c) => estimate(ctx, c));
  return shares(est, chariots, seats, moved);
}

export function shares(est: Estimate[], chariots: Chariot[], seats: number, moved: readonly number[]): number[] {
  let lead = Infinity;
  est.forEach((e) => {
    if (e.survival > 0) lead = Math.min(lead, e.eta);
  });
  const tau = 0.7 + 0.12 * Math.max(0, Math.min(lead, 20));
  const weights = est.map((e, i) => (e.survival <= 0 ? 0 : e.survival * Math.exp(-(e.eta + (moved.includes(i) ? 1 : 0) - lead) / tau)));
  const total = weights.reduce((a, b) => a + b, 0) + 1e-9;
  const out = new Array(seats).fill(0);
  chariots.forEach((c, i) => (out[c.seat] += weights[i] / total));
  return out;
}
