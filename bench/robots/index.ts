/**
 * Part "robots" of `npm run bench` (issue 14): for each game, the robot against a player choosing
 * uniformly among the legal moves and against the previous robot, in 2-seat games with the seats
 * swapped every other game, played in worker threads. Prints the robot's score (a win 1, a tie ½)
 * with a 95 % interval, its score from either seat, and its time per decision.
 * BENCH_ROBOT_GAMES (default 200) games per pairing; BENCH_ROBOT_ONLY=<game id>[,<id>] limits the games.
 */
import path from 'node:path';
import { runPlayouts } from '../../test/support/playout-threads';
import { DUEL_GAMES, runDuel, type DuelJob, type DuelResult, type PlayerKind } from './duel';

const GAMES = Number(process.env.BENCH_ROBOT_GAMES ?? 200);
const CHUNK = 20;
const BASE_SEED = 14_000_000;

function jobsFor(game: string, b: PlayerKind): DuelJob[] {
  const jobs: DuelJob[] = [];
  for (let start = 0; start < GAMES; start += CHUNK) {
    const games = Math.min(CHUNK, GAMES - start);
    jobs.push({ id: `${game}|${b}|${start}`, game, a: 'current', b, baseSeed: BASE_SEED + start, games });
  }
  return jobs;
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
  const games = DUEL_GAMES.filter((g) => !only || only.includes(g));
  console.log(`\n== Robots: ${GAMES} two-player games per pairing, seats swapped every other game ==`);
  const jobs = games.flatMap((g) => [...jobsFor(g, 'random'), ...jobsFor(g, 'previous')]);
  const results = await runPlayouts(jobs, { workerFile: path.join(__dirname, 'worker.ts'), run: runDuel, inProcess: !!process.env.BENCH_INPROCESS });
  for (const g of games) {
    for (const b of ['random', 'previous'] as const) {
      const parts = jobsFor(g, b).map((j) => results.get(j.id)!);
      const failed = parts.find((p) => p.error);
      if (failed) throw new Error(`${g} vs ${b}: ${failed.error}`);
      const r = sum(parts.map((p) => p.stats!));
      const half = r.games / 2;
      console.log(
        `${g} robot vs ${b}: score ${scoreLine(r)}; as seat 1 ${pct(r.pointsAsSeat[0] / Math.ceil(half))}, as seat 2 ${pct(r.pointsAsSeat[1] / Math.floor(half))}; ` +
          `ties ${r.ties}${r.unfinished ? `, unfinished ${r.unfinished}` : ''}; ${(r.moves / r.games).toFixed(0)} moves/game; ` +
          `robot ${(r.robotMs / r.robotDecisions).toFixed(2)} ms/decision, slowest ${r.robotMaxMs.toFixed(0)} ms`,
      );
    }
  }
}
