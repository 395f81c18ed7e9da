/**
 * Race's robots at three strengths (issue 33), over seeded robot games in worker threads
 * (test/support/robot-usage.ts, small counts: the suite is near its time limit).
 *
 * (a) Every strength plays its games to the end with legal moves only: each move goes through the
 *     module's apply, which throws on a move that legalMoves does not hold (a card not in hand, a
 *     power not one's own favourite's, used up or without effect — „Die "Superkräfte" Variante");
 *     the job's error fails the test, and no game stops unfinished.
 * (b) The normal robot uses what a reasonable player uses: a floor per item on its used share
 *     (not an exact number), over three-player games with both variants (every card kind, the four
 *     superpowers, the bet).
 */
import type { RobotStrength } from '../../../src/engine/contract';
import { measureUsage, usedShare, usedWhenWorth, type UsageResult } from '../../support/robot-usage';

const GAME = 'race';
const BASE_SEED = 33_100_000;
const BOTH = { siegwette: true, superkraefte: true };


const FAVOURITES = ['favourite:rithle', 'favourite:aristas', 'favourite:celya', 'favourite:elaari'];

/** Floors of the normal robot: what it used (measured on these seeds) with a wide margin below. */
const FLOORS: [string, (r: UsageResult) => number, number][] = [
  ['card:+5', (r) => usedShare(r, 'card:+5'), 0.15],
  ['card:+7', (r) => usedShare(r, 'card:+7'), 0.15],
  ['card:catch-up', (r) => usedShare(r, 'card:catch-up'), 0.06],
  ['card:triple-lead', (r) => usedShare(r, 'card:triple-lead'), 0.06],
  ['card:place-2', (r) => usedShare(r, 'card:place-2'), 0.03],
  ['card:place-3', (r) => usedShare(r, 'card:place-3'), 0.03],
  ['card:place-4', (r) => usedShare(r, 'card:place-4'), 0.03],
  ['power:rithle', (r) => usedShare(r, 'power:rithle'), 0.03],
  ['power:aristas', (r) => usedShare(r, 'power:aristas'), 0.05],
  ['power:celya', (r) => usedShare(r, 'power:celya'), 0.05],
  ['power:elaari', (r) => usedShare(r, 'power:elaari'), 0.03],
  ['favourites the hand pushes furthest („Wahl der Favoriten")', (r) => usedWhenWorth(r, ...FAVOURITES), 0.5],
  ['bet on the favourite the hand pushes further', (r) => usedWhenWorth(r, 'bet:stronger-favourite'), 0.6],
  ['a card without effect rather than help only the others', (r) => usedWhenWorth(r, 'action:discard'), 0.5],
  ['action:push-favourite', (r) => usedShare(r, 'action:push-favourite'), 0.4],
];

describe('Race robots at three strengths', () => {
  const results: Partial<Record<RobotStrength, UsageResult>> = {};
  const games: Record<RobotStrength, number> = { beginner: 8, normal: 10, strong: 1 };

  beforeAll(async () => {
    const [beginner, normal, strong] = await Promise.all([
      measureUsage({ game: GAME, seats: 4, options: BOTH, strength: 'beginner', baseSeed: BASE_SEED, games: games.beginner, chunk: 4 }),
      measureUsage({ game: GAME, seats: 3, options: BOTH, strength: 'normal', baseSeed: BASE_SEED, games: games.normal, chunk: 5 }),
      measureUsage({ game: GAME, seats: 2, options: BOTH, strength: 'strong', baseSeed: BASE_SEED, games: games.strong, chunk: 1 }),
    ]);
    Object.assign(results, { beginner, normal, strong });
  }, 240_000);

  it.each(['beginner', 'normal', 'strong'] as const)('%s plays only legal moves, every game to its end', (strength) => {
    const r = results[strength]!;
    expect(r.games).toBe(games[strength]);
    expect(r.unfinished).toBe(0);
    // A race lasts about 30 cards and more, besides the choice of favourites.
    expect(r.decisions).toBeGreaterThan(20 * r.games);
  });

  it.each(FLOORS)('the normal robot uses %s (floor)', (_name, share, floor) => {
    expect(share(results.normal!)).toBeGreaterThanOrEqual(floor);
  });
});
