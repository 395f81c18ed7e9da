/**
 * Playouts: seeded games for every player count (2–6), every combination of the track halves
 * (A/A, A/B, B/A, B/B) and every combination of the variants (no damage after the finish line,
 * alternative chariots) — 5 × 4 × 4 = 80 combinations, 1 game each in `npm test` (80), 13 in `npm run playouts`
 * (1,040) — each played to
 * a legal end with the invariants checked after every move, every move applied through
 * applyChecked, and the log replayed to the same final hash (see playout.ts).
 *
 * The games run in two worker threads, outside Jest's sandbox. CHARIOT_PLAYOUT_INPROCESS=1 runs
 * them in-process instead; CHARIOT_GAMES=n changes the number of games per combination,
 * CHARIOT_STATS=1 prints statistics.
 */
import path from 'node:path';
import { GAMES, PlayoutStats, TRACKS, VARIANTS } from './playout';
import { runJob, type PlayoutJob } from './playout-worker';
import { runPlayouts, type PlayoutResult } from '../../support/playout-threads';
import { HEAVY_MS } from '../../support/patience';

const BASE_SEED = 20261122;
const JOBS: PlayoutJob[] = [2, 3, 4, 5, 6].flatMap((seats) =>
  TRACKS.flatMap((track) =>
    VARIANTS.map(([name, v]) => ({ id: `${seats} players, track ${track}, ${name}`, seats, options: { track, ...v }, games: GAMES, baseSeed: BASE_SEED })),
  ),
);

let results = new Map<string, PlayoutResult<PlayoutStats>>();

let wallMs = 0;
beforeAll(async () => {
  const t0 = Date.now();
  results = await runPlayouts(JOBS, { workerFile: path.join(__dirname, 'playout-worker.ts'), run: runJob, inProcess: !!process.env.CHARIOT_PLAYOUT_INPROCESS });
  wallMs = Date.now() - t0;
}, HEAVY_MS);

afterAll(() => {
  // eslint-disable-next-line no-console
  if (process.env.CHARIOT_STATS) console.log(`playouts: ${JOBS.length * GAMES} games in ${wallMs} ms`);
});

describe('playouts', () => {
  it.each(JOBS.map((j) => [j.id, j] as const))(`${GAMES} seeded games, %s`, (_id, job) => {
    const r = results.get(job.id);
    expect(r?.error).toBeUndefined();
    const stats = r!.stats!;
    expect(stats.games).toBe(GAMES);
    expect(stats.winners + stats.noWinner).toBe(GAMES);
    expect(stats.moves).toBeGreaterThan(GAMES * 40);
    // eslint-disable-next-line no-console
    if (process.env.CHARIOT_STATS) console.log(job.id, JSON.stringify(stats), `${r!.ms} ms`);
  });

  it('play the whole game: every combination, with winners, break-ups, repairs, paid dice, caltrops and spears', () => {
    const all = JOBS.map((j) => results.get(j.id)?.stats).filter((s): s is PlayoutStats => !!s);
    const sum = (k: keyof PlayoutStats) => all.reduce((a, s) => a + s[k], 0);
    expect(sum('games')).toBe(JOBS.length * GAMES);
    expect(sum('winners')).toBeGreaterThan(sum('games') / 2);
    for (const k of ['noWinner', 'breakUps', 'repairs', 'paid', 'caltrops', 'spears', 'rams'] as const) expect(sum(k)).toBeGreaterThan(0);
  });
});
