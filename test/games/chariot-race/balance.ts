/**
 * Balance of the alternative chariot boards (variant "Alternative Streitwagen", issue 14): robot
 * games with 2–6 players, and per board colour the win rate and the break-up rate.
 *
 * Fair colours: in the draft every pick is drawn at random (not the robot's preference), so each
 * board is as likely as any other to be in a game, at any place of the draft; the start positions
 * are chosen in reverse draft order (rule "Spielaufbau" 3 of the variant), so a board is as likely
 * as any other to start in front. The robots then race. A board's strength is its wins against
 * its fair share: each game it takes part in counts 1/(chariots in the game) expected wins. The
 * band of issue 14: every board's strength within ±25 % of the boards' average.
 *
 * Run: npx tsx test/games/chariot-race/balance.ts [games per player count] [current|previous]
 *      [rules version] [standard] — in two worker threads ("standard": the front-side boards, for
 *      the start-row figures). balance.test.ts runs a moderate number.
 */
import path from 'node:path';
import { Prng, deriveSeed, seedPrng } from '../../../src/engine/prng';
import { chariotRaceModule as mod } from '../../../src/games/chariot-race';
import { COLOURS, Colour } from '../../../src/games/chariot-race/data/boards';
import { TRACK_CHOICES } from '../../../src/games/chariot-race/data/track-halves';
import type { ChariotMove, ChariotState } from '../../../src/games/chariot-race/rules/state';
import { robotMove as previousRobot } from '../../../bench/robots/previous/chariot-race';
import { trackOf } from '../../../src/games/chariot-race/rules/round';
import { runPlayouts, serveJobs } from '../../support/playout-threads';

export type RobotKind = 'current' | 'previous';

export interface BalanceJob {
  id: string;
  seats: number;
  games: number;
  baseSeed: number;
  robot: RobotKind;
  rules: number;
  /** The standard boards instead (for the start-row figures only). */
  standard?: boolean;
}

export interface BoardTally {
  /** Games the board took part in. */
  games: number;
  /** Expected wins: the sum of 1/(chariots) over those games. */
  fair: number;
  wins: number;
  /** Games in which the chariot broke up. */
  broke: number;
}

export interface BalanceTally {
  boards: Record<Colour, BoardTally>;
  games: number;
  /** Games without a winner (every chariot broke up). */
  noWinner: number;
  /** Wins by start row: a chariot from the front row (positions 1–3) or the row behind. */
  frontRowWins: number;
  backRowWins: number;
  /** Games with chariots in both rows (the start-row figures count only these). */
  bothRows: number;
  /** The front row's fair share of those games' wins: the sum of (front-row chariots)/(chariots). */
  frontFair: number;
  rounds: number;
}

export function emptyTally(): BalanceTally {
  const boards = {} as Record<Colour, BoardTally>;
  for (const c of COLOURS) boards[c] = { games: 0, fair: 0, wins: 0, broke: 0 };
  return { boards, games: 0, noWinner: 0, frontRowWins: 0, backRowWins: 0, bothRows: 0, frontFair: 0, rounds: 0 };
}

export function addTally(a: BalanceTally, b: BalanceTally): BalanceTally {
  for (const c of COLOURS) for (const k of ['games', 'fair', 'wins', 'broke'] as const) a.boards[c][k] += b.boards[c][k];
  for (const k of ['games', 'noWinner', 'frontRowWins', 'backRowWins', 'bothRows', 'frontFair', 'rounds'] as const) a[k] += b[k];
  return a;
}

/** Plays one job's games and counts them. */
export function runBalance(job: BalanceJob): BalanceTally {
  const tally = emptyTally();
  const robot = job.robot === 'current' ? mod.robotMove : previousRobot;
  for (let g = 0; g < job.games; g++) {
    const seed = job.baseSeed + g;
    const track = TRACK_CHOICES[g % TRACK_CHOICES.length];
    let s: ChariotState = mod.setup(seed, job.seats, { track, noDamageAfterFinish: false, alternativeChariots: !job.standard }, job.rules);
    const draw = new Prng(seedPrng(deriveSeed(seed, 0, 99)));
    let starts: number[] | null = null;
    for (let seq = 0; seq < 20_000 && s.phase !== 'finished'; seq++) {
      const seat = mod.toAct(s)[0];
      let move: ChariotMove;
      if (s.phase === 'draft') {
        const legal = mod.legalMoves(s, seat);
        move = legal[draw.int(legal.length)];
      } else move = robot(s, seat, new Prng(seedPrng(deriveSeed(seed, seq, seat))));
      s = mod.apply(s, seat, move);
      if (!starts && s.phase === 'race') starts = s.chariots.map((c) => trackOf(s).fields[c.field!].start!);
    }
    tally.games++;
    tally.rounds += s.round;
    const n = s.chariots.length;
    for (const c of s.chariots) {
      const b = tally.boards[c.colour];
      b.games++;
      b.fair += 1 / n;
      if (c.out) b.broke++;
    }
    if (s.winner === null) {
      tally.noWinner++;
      continue;
    }
    tally.boards[s.chariots[s.winner].colour].wins++;
    const rows = starts!.map((p) => (p <= 3 ? 'front' : 'back'));
    if (rows.includes('front') && rows.includes('back')) {
      tally.bothRows++;
      tally.frontFair += rows.filter((r) => r === 'front').length / rows.length;
      if (rows[s.winner] === 'front') tally.frontRowWins++;
      else tally.backRowWins++;
    }
  }
  return tally;
}

export interface BoardFigures {
  colour: Colour;
  games: number;
  winRate: number;
  /** Wins against the fair share, relative to the average of the boards (1 = average). */
  strength: number;
  breakRate: number;
}

export function figures(t: BalanceTally): BoardFigures[] {
  const raw = COLOURS.map((c) => (t.boards[c].fair > 0 ? t.boards[c].wins / t.boards[c].fair : 0));
  const mean = raw.reduce((a, b) => a + b, 0) / raw.length;
  return COLOURS.map((colour, i) => {
    const b = t.boards[colour];
    return { colour, games: b.games, winRate: b.games ? b.wins / b.games : 0, strength: mean > 0 ? raw[i] / mean : 0, breakRate: b.games ? b.broke / b.games : 0 };
  });
}

export function jobs(gamesPerCount: number, robot: RobotKind, rules: number, standard = false, baseSeed = 31400): BalanceJob[] {
  const out: BalanceJob[] = [];
  for (const seats of [2, 3, 4, 5, 6]) {
    // Split into chunks so that both threads get work.
    const chunks = Math.max(1, Math.ceil(gamesPerCount / 50));
    for (let k = 0; k < chunks; k++) {
      const games = Math.min(50, gamesPerCount - k * 50);
      if (games > 0) out.push({ id: `${seats}-${k}`, seats, games, baseSeed: baseSeed + seats * 100_000 + k * 50, robot, rules, standard });
    }
  }
  return out;
}

export async function measure(gamesPerCount: number, robot: RobotKind, rules: number, standard = false, inProcess = false): Promise<BalanceTally> {
  const results = await runPlayouts(jobs(gamesPerCount, robot, rules, standard), { workerFile: path.join(__dirname, 'balance.ts'), run: runBalance, inProcess });
  const total = emptyTally();
  for (const [id, r] of results) {
    if (r.error || !r.stats) throw new Error(`balance job ${id}: ${r.error}`);
    addTally(total, r.stats);
  }
  return total;
}

export function report(t: BalanceTally): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const lines = [`${t.games} games, ${(t.rounds / t.games).toFixed(1)} rounds on average, ${t.noWinner} without a winner`];
  lines.push('board   games  win rate  strength  broke up');
  for (const f of figures(t)) lines.push(`${f.colour.padEnd(7)} ${String(f.games).padStart(5)}  ${pct(f.winRate).padStart(8)}  ${f.strength.toFixed(2).padStart(8)}  ${pct(f.breakRate).padStart(8)}`);
  const both = Math.max(1, t.bothRows);
  lines.push(`start rows (games with both rows): front row wins ${pct(t.frontRowWins / both)} (its fair share ${pct(t.frontFair / both)}), back row ${pct(t.backRowWins / both)}`);
  return lines.join('\n');
}

serveJobs(runBalance);

if (require.main === module) {
  const games = Number(process.argv[2] ?? 200);
  const robot = (process.argv[3] ?? 'current') as RobotKind;
  const rules = Number(process.argv[4] ?? mod.meta.rulesVersion);
  const standard = process.argv[5] === 'standard';
  const t0 = Date.now();
  measure(games, robot, rules, standard).then((t) => {
    // eslint-disable-next-line no-console
    console.log(`rules version ${rules}, ${standard ? 'standard' : 'alternative'} boards, ${robot} robot in every seat, ${games} games per player count (2–6):\n${report(t)}\n(${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  });
}
