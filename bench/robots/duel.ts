/**
 * Robot duels for `npm run bench` (issue 14): two players meet in 2-seat games of one game, the
 * seats swapped every other game, and the first player's score is counted (a win 1, a tie ½).
 * A player is the game's robot ("current", its normal strength), the robot at a strength
 * ("beginner", "normal", "strong": issue 33), the robot it replaced ("previous", frozen in
 * bench/robots/previous/) or a player choosing uniformly among the legal moves ("random").
 * Each robot move gets the random source the site would give it: seeded by (game seed, sequence
 * number, seat).
 */
import { ROBOT_STRENGTHS, type AnyGameModule, type RandomSource, type RobotStrength, type Seat } from '../../src/engine/contract';
import { deriveSeed, Prng, seedPrng } from '../../src/engine/prng';
import { setupGame } from '../../src/engine/replay';
import { findGame } from '../../src/games/registry';
import { robotMove as previousRace } from './previous/race';
import { robotMove as previousChariot } from './previous/chariot-race';
import { robotMove as previousAutomobiles } from './previous/automobiles';
import { robotMove as previousKraftwagen } from './previous/kraftwagen';

export type PlayerKind = 'current' | 'previous' | 'random' | RobotStrength;
type Chooser = (state: unknown, seat: Seat, random: RandomSource) => unknown;

const PREVIOUS: Record<string, Chooser> = {
  race: previousRace as Chooser,
  'chariot-race': previousChariot as Chooser,
  automobiles: previousAutomobiles as Chooser,
  kraftwagen: previousKraftwagen as Chooser,
};

/** The games whose robots the duels measure against their previous robot. */
export const DUEL_GAMES = Object.keys(PREVIOUS);

const isStrength = (k: PlayerKind): k is RobotStrength => (ROBOT_STRENGTHS as readonly string[]).includes(k);
/** Whether the player is one of the game's robots (its decisions are timed). */
export const isRobot = (k: PlayerKind) => k === 'current' || isStrength(k);

function chooser(mod: AnyGameModule, kind: PlayerKind): Chooser {
  if (kind === 'current') return (s, seat, r) => mod.robotMove(s, seat, r);
  if (isStrength(kind)) return (s, seat, r) => mod.robotMove(s, seat, r, kind);
  if (kind === 'previous') return PREVIOUS[mod.meta.id];
  return (s, seat, r) => {
    const legal = mod.legalMoves(s, seat);
    return legal[r.int(legal.length)];
  };
}

export interface DuelJob {
  id: string;
  game: string;
  a: PlayerKind;
  b: PlayerKind;
  /** Games 0 … games-1 of this job use seeds baseSeed + i; A sits in seat i % 2. */
  baseSeed: number;
  games: number;
  options?: Record<string, unknown>;
}

export interface DuelResult {
  games: number;
  /** A's points: a win 1, a tie ½. */
  points: number;
  ties: number;
  /** Games stopped unfinished at the move cap (counted as ties). */
  unfinished: number;
  /** A's points when A moved first (seat 0) and when second. */
  pointsAsSeat: [number, number];
  moves: number;
  /** Milliseconds per decision of A (B when A is no robot), if a robot: total, count and slowest. */
  robotMs: number;
  robotDecisions: number;
  robotMaxMs: number;
}

const MOVE_CAP = 20_000;

/** Plays one job's games; pure apart from the clock used to time the robot. */
export function runDuel(job: DuelJob): DuelResult {
  const mod = findGame(job.game);
  if (!mod) throw new Error(`unknown game ${job.game}`);
  const players = [chooser(mod, job.a), chooser(mod, job.b)];
  const timed = isRobot(job.a) ? [true, false] : [false, isRobot(job.b)];
  const r: DuelResult = { games: 0, points: 0, ties: 0, unfinished: 0, pointsAsSeat: [0, 0], moves: 0, robotMs: 0, robotDecisions: 0, robotMaxMs: 0 };
  for (let i = 0; i < job.games; i++) {
    const seed = job.baseSeed + i;
    const aSeat = i % 2;
    let state = setupGame(mod, { seed, seats: 2, options: job.options ?? {} });
    let seq = 0;
    for (; seq < MOVE_CAP; seq++) {
      const toAct = mod.toAct(state);
      if (toAct.length === 0) break;
      const seat = toAct[0];
      const who = seat === aSeat ? 0 : 1;
      const random = new Prng(seedPrng(deriveSeed(seed, seq, seat)));
      const t0 = timed[who] ? process.hrtime.bigint() : 0n;
      const move = players[who](state, seat, random);
      if (timed[who]) {
        const ms = Number(process.hrtime.bigint() - t0) / 1e6;
        r.robotMs += ms;
        r.robotDecisions++;
        if (ms > r.robotMaxMs) r.robotMaxMs = ms;
      }
      state = mod.apply(state, seat, move);
    }
    r.moves += seq;
    r.games++;
    const out = mod.outcome(state);
    let pts = 0.5;
    if (!out.finished || !out.ranks) r.unfinished++;
    else if (out.ranks[aSeat] < out.ranks[1 - aSeat]) pts = 1;
    else if (out.ranks[aSeat] > out.ranks[1 - aSeat]) pts = 0;
    if (pts === 0.5) r.ties++;
    r.points += pts;
    r.pointsAsSeat[aSeat] += pts;
  }
  return r;
}
