/**
 * Playouts: for every base card set (random and the four suggested sets), every seat count (2–5)
 * and every variant combination (Einfädeln, beschleunigter Ablauf), seeded games — 1 each in
 * `npm test` (80), 13 in `npm run playouts` (1,040); for the expansion every card choice of it × seats × drivers or not × variants (128
 * combinations) and race seasons of 3–5 races at 2–5 players (24), 1 game each. All five tracks
 * in turn, mostly over 1 lap, some over 2 and 3 — each played to a legal end with the invariants
 * checked after every move, every move through applyChecked, and the log replayed to the same
 * final hash (see playout.ts).
 *
 * The games run in two worker threads outside Jest's sandbox. AUTO_GAMES=n changes the games per
 * base combination, AUTO_X_GAMES=n per expansion combination (8 in `npm run playouts`, see
 * docs/performance.md), AUTO_STATS=1 prints statistics.
 */
import path from 'node:path';
import { BASE_COMBOS, COMBOS, EXPANSION_COMBOS, GAMES_PER_COMBO, GAMES_PER_X_COMBO, PlayoutStats, gamesFor } from './playout';
import { runJob } from './playout-worker';
import { runPlayouts, type PlayoutResult } from '../../support/playout-threads';
import { HEAVY_MS } from '../../support/patience';

const BASE_SEED = 20261122;
let results = new Map<string, PlayoutResult<PlayoutStats>>();

let wallMs = 0;
beforeAll(async () => {
  const t0 = Date.now();
  const jobs = COMBOS.map((c) => ({ id: c.id, games: gamesFor(c), baseSeed: BASE_SEED }));
  results = await runPlayouts(jobs, { workerFile: path.join(__dirname, 'playout-worker.ts'), run: runJob });
  wallMs = Date.now() - t0;
}, HEAVY_MS);

afterAll(() => {
  if (!process.env.AUTO_STATS) return;
  const sum = [...results.values()].reduce(
    (acc, r) => {
      for (const k of Object.keys(acc) as (keyof PlayoutStats)[]) acc[k] = k === 'maxRounds' ? Math.max(acc[k], r.stats?.[k] ?? 0) : acc[k] + (r.stats?.[k] ?? 0);
      return acc;
    },
    { games: 0, moves: 0, turns: 0, pits: 0, answers: 0, simultaneous: 0, owedDraws: 0, finishers: 0, maxRounds: 0, races: 0 } as PlayoutStats,
  );
  // eslint-disable-next-line no-console
  console.log(`playouts: ${JSON.stringify(sum)} in ${wallMs} ms`);
});

describe('playouts', () => {
  it('cover every combination of the base game and of the expansion', () => {
    expect(BASE_COMBOS.length * GAMES_PER_COMBO).toBeGreaterThanOrEqual(BASE_COMBOS.length);
    expect(EXPANSION_COMBOS.length * GAMES_PER_X_COMBO).toBeGreaterThanOrEqual(EXPANSION_COMBOS.length);
  });
  it.each(COMBOS.map((c) => [c.id, c] as const))('%s', (_id, combo) => {
    const r = results.get(combo.id);
    expect(r?.error).toBeUndefined();
    const stats = r!.stats!;
    const games = gamesFor(combo);
    expect(stats.games).toBe(games);
    expect(stats.finishers).toBeGreaterThanOrEqual(games);
    // No race is over at once: at least 2 rounds (a lap of the short Tucson with fast cards can take 3).
    expect(stats.turns).toBeGreaterThanOrEqual(games * combo.seats * 2);
  });
});
