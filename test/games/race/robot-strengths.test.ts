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
import { measureUsage, usedWhenWorth, type UsageResult } from '../../support/robot-usage';
import { checkStrengths, used, type Floor } from '../../support/robot-strengths';

const GAME = 'race';
const BASE_SEED = 33_100_000;
const BOTH = { siegwette: true, superkraefte: true };

const FAVOURITES = ['favourite:rithle', 'favourite:aristas', 'favourite:celya', 'favourite:elaari'];

/** Floors of the normal robot: what it used (measured on these seeds) with a wide margin below. */
const FLOORS: Floor[] = [
  used('card:+5', 0.15),
  used('card:+7', 0.15),
  used('card:catch-up', 0.06),
  used('card:triple-lead', 0.06),
  used('card:place-2', 0.03),
  used('card:place-3', 0.03),
  used('card:place-4', 0.03),
  used('power:rithle', 0.03),
  used('power:aristas', 0.05),
  used('power:celya', 0.05),
  used('power:elaari', 0.03),
  ['favourites the hand pushes furthest („Wahl der Favoriten")', (r) => usedWhenWorth(r, ...FAVOURITES), 0.5],
  ['bet on the favourite the hand pushes further', (r) => usedWhenWorth(r, 'bet:stronger-favourite'), 0.6],
  ['a card without effect rather than help only the others', (r) => usedWhenWorth(r, 'action:discard'), 0.5],
  used('action:push-favourite', 0.4),
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

  checkStrengths(results, { games, perGame: 20, floors: FLOORS });
});
