/**
 * "Far too many buttons": over random states of every game, the controls a player sees at once
 * (buttons, set items, board targets listed as buttons) stay at most 20 at every step of putting
 * a move together, and every legal choice is reachable through the steps and leads to its move.
 * The maximum and median per game are written to test-results/controls.json (docs/performance.md
 * quotes them). CONTROLS_GAMES=n changes the number of games per seat count and option set.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allGames } from '../../src/games/registry';
import { runPlayouts, type PlayoutResult } from '../support/playout-threads';
import { controlsJobs, runControls, type ControlsStats } from './controls';
import { HEAVY_MS } from '../support/patience';

const LIMIT = 20;
const GAMES = Number(process.env.CONTROLS_GAMES ?? 1);
const JOBS = controlsJobs(GAMES, 600);

let results = new Map<string, PlayoutResult<ControlsStats>>();

beforeAll(async () => {
  results = await runPlayouts(JOBS, { workerFile: path.join(__dirname, 'controls.ts'), run: runControls });
}, HEAVY_MS);

afterAll(() => {
  const summary: Record<string, { states: number; max: number; maxAt: string; median: number }> = {};
  for (const mod of allGames()) {
    const mine = JOBS.filter((j) => j.game === mod.meta.id).map((j) => results.get(j.id)?.stats).filter((s): s is ControlsStats => !!s);
    const firsts = mine.flatMap((s) => s.firsts).sort((a, b) => a - b);
    const top = mine.reduce((a, s) => (s.max > a.max ? s : a), { max: -1, maxAt: '' } as Pick<ControlsStats, 'max' | 'maxAt'>);
    summary[mod.meta.id] = { states: firsts.length, max: top.max, maxAt: top.maxAt, median: firsts[Math.floor(firsts.length / 2)] ?? 0 };
  }
  mkdirSync('test-results', { recursive: true });
  writeFileSync(path.join('test-results', 'controls.json'), JSON.stringify(summary, null, 2));
});

describe('controls shown at once', () => {
  it.each(JOBS.map((j) => [j.id, j] as const))('%s', (_id, job) => {
    const r = results.get(job.id);
    expect(r?.error).toBeUndefined();
    const s = r!.stats!;
    expect(s.problems).toEqual([]);
    expect(s.states).toBeGreaterThan(0);
    if (s.max > LIMIT) throw new Error(`${s.max} controls at once (at most ${LIMIT}): ${s.maxAt}`);
  });
});
