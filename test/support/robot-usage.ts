/**
 * The robots' usage of a game (issue 33): robots play seeded games in every seat at one strength,
 * and at each of their decisions the game's robotUsage names what was available and whether the
 * chosen move used it. Summed per item: how often it was available, used, judged worth using, and
 * used when worth it. Played in worker threads (test/support/robot-usage-worker.ts); the bench
 * prints the table (bench/robots/usage.ts), each game's robot-usage test checks its floors.
 */
import path from 'node:path';
import type { AnyGameModule, RobotStrength } from '../../src/engine/contract';
import { deriveSeed, Prng, seedPrng } from '../../src/engine/prng';
import { setupGame } from '../../src/engine/replay';
import { findGame } from '../../src/games/registry';
import { runPlayouts } from './playout-threads';

export interface UsageJob {
  id: string;
  game: string;
  seats: number;
  options?: Record<string, unknown>;
  strength: RobotStrength;
  /** Games 0 … games-1 use seeds baseSeed + i. */
  baseSeed: number;
  games: number;
}

export interface ItemCount {
  available: number;
  used: number;
  worth: number;
  usedWhenWorth: number;
}

export interface UsageResult {
  games: number;
  unfinished: number;
  decisions: number;
  robotMs: number;
  items: Record<string, ItemCount>;
}

const MOVE_CAP = 20_000;

export function emptyUsage(): UsageResult {
  return { games: 0, unfinished: 0, decisions: 0, robotMs: 0, items: {} };
}

/** Plays one job's games with robots in every seat; pure apart from the clock that times them. */
export function runUsage(job: UsageJob): UsageResult {
  const mod = findGame(job.game) as AnyGameModule | undefined;
  if (!mod) throw new Error(`unknown game ${job.game}`);
  if (!mod.robotUsage) throw new Error(`${job.game} has no robotUsage`);
  const r = emptyUsage();
  for (let i = 0; i < job.games; i++) {
    const seed = job.baseSeed + i;
    let state = setupGame(mod, { seed, seats: job.seats, options: job.options ?? {} });
    let seq = 0;
    for (; seq < MOVE_CAP; seq++) {
      const toAct = mod.toAct(state);
      if (toAct.length === 0) break;
      const seat = toAct[0];
      // The random source the site gives a robot: seeded by game, sequence number and seat.
      const random = new Prng(seedPrng(deriveSeed(seed, seq, seat)));
      const t0 = process.hrtime.bigint();
      const move = mod.robotMove(state, seat, random, job.strength);
      r.robotMs += Number(process.hrtime.bigint() - t0) / 1e6;
      r.decisions++;
      for (const u of mod.robotUsage(state, seat, move)) {
        const c = (r.items[u.item] ??= { available: 0, used: 0, worth: 0, usedWhenWorth: 0 });
        c.available++;
        if (u.used) c.used++;
        if (u.worth) {
          c.worth++;
          if (u.used) c.usedWhenWorth++;
        }
      }
      state = mod.apply(state, seat, move);
    }
    r.games++;
    if (!mod.outcome(state).finished) r.unfinished++;
  }
  return r;
}

export function addUsage(into: UsageResult, r: UsageResult): UsageResult {
  into.games += r.games;
  into.unfinished += r.unfinished;
  into.decisions += r.decisions;
  into.robotMs += r.robotMs;
  for (const [item, c] of Object.entries(r.items)) {
    const t = (into.items[item] ??= { available: 0, used: 0, worth: 0, usedWhenWorth: 0 });
    t.available += c.available;
    t.used += c.used;
    t.worth += c.worth;
    t.usedWhenWorth += c.usedWhenWorth;
  }
  return into;
}

/**
 * The usage over `games` games of `seats` seats, in chunks of `chunk` games dealt to two worker
 * threads. Throws the first job's error.
 */
export async function measureUsage(spec: Omit<UsageJob, 'id' | 'games'> & { games: number; chunk?: number; inProcess?: boolean }): Promise<UsageResult> {
  const chunk = spec.chunk ?? 5;
  const jobs: UsageJob[] = [];
  for (let start = 0; start < spec.games; start += chunk) {
    jobs.push({ id: `${spec.game}|${spec.strength}|${start}`, game: spec.game, seats: spec.seats, options: spec.options, strength: spec.strength, baseSeed: spec.baseSeed + start, games: Math.min(chunk, spec.games - start) });
  }
  const results = await runPlayouts(jobs, { workerFile: path.join(__dirname, 'robot-usage-worker.ts'), run: runUsage, inProcess: spec.inProcess });
  const total = emptyUsage();
  for (const j of jobs) {
    const res = results.get(j.id)!;
    if (res.error) throw new Error(`${j.id}: ${res.error}`);
    addUsage(total, res.stats!);
  }
  return total;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '–');

/** The share of decisions with the item available in which it was used (0 when never available). */
export function usedShare(r: UsageResult, item: string): number {
  const c = r.items[item];
  return c && c.available ? c.used / c.available : 0;
}

/** Used share when the game judged the item worth using, summed over the items. */
export function usedWhenWorth(r: UsageResult, ...items: string[]): number {
  let worth = 0;
  let used = 0;
  for (const item of items) {
    const c = r.items[item];
    if (!c) continue;
    worth += c.worth;
    used += c.usedWhenWorth;
  }
  return worth ? used / worth : 0;
}

/** The table the bench prints and docs/performance.md keeps: one line per item, sorted by name. */
export function usageTable(r: UsageResult): string {
  const rows = Object.entries(r.items).sort(([a], [b]) => a.localeCompare(b));
  const w = Math.max(4, ...rows.map(([item]) => item.length));
  const lines = [`${'item'.padEnd(w)} | available | used    | share   | worth it | used then`];
  for (const [item, c] of rows) {
    lines.push(
      `${item.padEnd(w)} | ${String(c.available).padStart(9)} | ${String(c.used).padStart(7)} | ${pct(c.used, c.available).padStart(7)} | ${String(c.worth).padStart(8)} | ${pct(c.usedWhenWorth, c.worth).padStart(9)}`,
    );
  }
  return lines.join('\n');
}
