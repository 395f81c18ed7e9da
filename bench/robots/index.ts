/**
 * Part "robots" of `npm run bench` (issue 14): for each game, the robot against a player choosing
 * uniformly among the legal moves and against the previous robot, and (issue 33) its strengths
 * against each other — strong against normal (target: at least 60 %), normal against beginner
 * (at least 80 %) — in 2-seat games with the seats swapped every other game, played in worker
 * threads. Prints A's score (a win 1, a tie ½) with a 95 % interval, its score from either seat,
 * and its time per decision.
 * BENCH_ROBOT_GAMES (default 200) games per pairing; BENCH_ROBOT_ONLY=<game id>[,<id>] limits the
 * games; BENCH_ROBOT_PAIRS=strengths (or =previous) runs only those pairings.
 */
import path from 'node:path';
import { runPlayouts } from '../../test/support/playout-threads';
import { allGames } from '../../src/games/registry';
import { DUEL_GAMES, runDuel, type DuelJob, type DuelResult, type PlayerKind } from './duel';

const GAMES = Number(process.env.BENCH_ROBOT_GAMES ?? 200);
const CHUNK = 20;
const BASE_SEED = 14_000_000;

interface Pairing {
  game: string;
  a: PlayerKind;
  b: PlayerKind;
  /** the score A should reach (issue 33's strength targets) */
  target?: number;
}

function jobsFor(p: Pairing): DuelJob[] {
  const jobs: DuelJob[] = [];
  for (let start = 0; start < GAMES; start += CHUNK) {
    const games = Math.min(CHUNK, GAMES - start);
    jobs.push({ id: `${p.game}|${p.a}|${p.b}|${start}`, game: p.game, a: p.a, b: p.b, baseSeed: BASE_SEED + start, games });
  }
  return jobs;
}

function pairings(games: string[]): Pairing[] {
  const which = process.env.BENCH_ROBOT_PAIRS;
  const out: Pairing[] = [];
  for (const game of games) {
    if (which !== 'strengths' && DUEL_GAMES.includes(game)) out.push({ game, a: 'current', b: 'random' }, { game, a: 'current', b: 'previous' });
    if (which !== 'previous') out.push({ game, a: 'strong', b: 'normal', target: 0.6 }, { game, a: 'normal', b: 'beginner', target: 0.8 });
  }
  return out;
}

function sum(results: DuelResult[]): DuelResult {
  const t: DuelResult = { games: 0, points: 0, ties: 0, unfinished: 0, pointsAsSeat: [0, 0], moves: 0, robotMs: 0, robotDecisions: 0, robotMaxMs: 0 };
  for (const r of results) {
    t.games += r.games;
    t.points += r.points;
    t.ties += r.ties;
    t.unfinished += r.unfinished;
    t.pointsAsSeat = [t.pointsAsSeat[0] + r.pointsAsSeat[0], t.pointsAsSeat[1] + r.pointsAsSeat[1]];
    t.moves += r.moves;
    t.robotMs += r.robotMs;
    t.robotDecisions += r.robotDecisions;
    t.robotMaxMs = Math.max(t.robotMaxMs, r.robotMaxMs);
  }
  return t;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The score and its 95 % (Wilson) interval. */
function scoreLine(r: DuelResult): string {
  const n = r.games;
  const p = r.points / n;
  const z = 1.96;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return `${pct(p)} (95 % ${pct(centre - half)}–${pct(centre + half)})`;
}

export async function robotsBench(): Promise<void> {
  const only = process.env.BENCH_ROBOT_ONLY?.split(',');
  const games = allGames().map((m) => m.meta.id).filter((g) => !only || only.includes(g));
  console.log(`\n== Robots: ${GAMES} two-player games per pairing, seats swapped every other game ==`);
  const list = pairings(games);
  const jobs = list.flatMap(jobsFor);
  const results = await runPlayouts(jobs, { workerFile: path.join(__dirname, 'worker.ts'), run: runDuel, inProcess: !!process.env.BENCH_INPROCESS });
  for (const p of list) {
    const parts = jobsFor(p).map((j) => results.get(j.id)!);
    const failed = parts.find((x) => x.error);
    if (failed) throw new Error(`${p.game} ${p.a} vs ${p.b}: ${failed.error}`);
    const r = sum(parts.map((x) => x.stats!));
    const half = r.games / 2;
    const name = p.a === 'current' ? 'robot' : p.a;
    const verdict = p.target === undefined ? '' : r.points / r.games >= p.target ? ` (target ${pct(p.target)}: met)` : ` (target ${pct(p.target)}: NOT met)`;
    console.log(
      `${p.game} ${name} vs ${p.b}: score ${scoreLine(r)}${verdict}; as seat 1 ${pct(r.pointsAsSeat[0] / Math.ceil(half))}, as seat 2 ${pct(r.pointsAsSeat[1] / Math.floor(half))}; ` +
        `ties ${r.ties}${r.unfinished ? `, unfinished ${r.unfinished}` : ''}; ${(r.moves / r.games).toFixed(0)} moves/game; ` +
        `${name} ${(r.robotMs / r.robotDecisions).toFixed(2)} ms/decision, slowest ${r.robotMaxMs.toFixed(0)} ms`,
    );
  }
}
