/**
 * Chariot Race's robots at three strengths (issue 33), over seeded robot games in worker threads
 * (test/support/robot-usage.ts, small counts: the suite is near its time limit).
 *
 * (a) Every strength plays its games to the end with legal moves only: each move goes through the
 *     module's apply, which checks it against the rules and throws on any move legalMoves does not
 *     hold (a reroll of dice not rolled, a path of the wrong length or with too many lane changes,
 *     a caltrop or spear not in attackMoves, …); a thrown error fails the job and the test. The
 *     beginner plays the variants (sides B, alternative chariots with their draft and start
 *     positions, no damage after the finish line), the normal and the strong robot the default
 *     two-player race (two chariots each).
 * (b) The normal robot uses what a reasonable player uses: a floor per item on its used share (not
 *     an exact number). The floor of the paid reroll (Chariot Race, „Phase 3: Würfeln": „Ihr dürft
 *     2 Punkte auf der Schicksalsleiste … abgeben, um entweder (A) eine beliebige Anzahl von Würfeln
 *     neu zu werfen oder (B) 1 Würfel … zu drehen", „so lange …, wie ihr Punkte auf der
 *     Schicksalsleiste abgeben könnt") stands for the finding of issue 33 in this game: the robot before looked one action ahead and paid for a reroll in
 *     0 of 96 chances on these seeds (0.4–1.4 % in the bench); searching the whole dice phase it does
 *     in about 4 %.
 */
import type { RobotStrength } from '../../../src/engine/contract';
import { measureUsage, usedShare, usedWhenWorth, type UsageResult } from '../../support/robot-usage';
import { checkStrengths, used, type Floor } from '../../support/robot-strengths';

const GAME = 'chariot-race';
const BASE_SEED = 33_300_000;

/** Floors of the normal robot: what it used on these seeds, with a wide margin below. */
const FLOORS: Floor[] = [
  ['action:reroll-paid (0 % before)', (r) => usedShare(r, 'action:reroll-paid'), 0.015],
  used('action:reroll-free', 0.4),
  used('action:turn-die', 0.08),
  used('turn-to:drive', 0.03),
  used('turn-to:attack', 0.03),
  used('action:repair', 0.15),
  used('action:slow-down', 0.1),
  used('action:steer', 0.4),
  used('action:ram', 0.08),
  used('action:caltrop', 0.2),
  ['action:spear at a rival in reach', (r) => usedWhenWorth(r, 'action:spear'), 0.7],
];

describe('Chariot Race robots at three strengths', () => {
  const results: Partial<Record<RobotStrength, UsageResult>> = {};
  const games: Record<RobotStrength, number> = { beginner: 3, normal: 6, strong: 1 };

  beforeAll(async () => {
    const variants = { track: 'BB', alternativeChariots: true, noDamageAfterFinish: true };
    const [beginner, normal, strong] = await Promise.all([
      measureUsage({ game: GAME, seats: 3, options: variants, strength: 'beginner', baseSeed: BASE_SEED, games: games.beginner, chunk: 2 }),
      measureUsage({ game: GAME, seats: 2, options: {}, strength: 'normal', baseSeed: BASE_SEED, games: games.normal, chunk: 3 }),
      measureUsage({ game: GAME, seats: 2, options: {}, strength: 'strong', baseSeed: BASE_SEED, games: games.strong, chunk: 1 }),
    ]);
    Object.assign(results, { beginner, normal, strong });
  }, 240_000);

  checkStrengths(results, { games, perGame: 100, floors: FLOORS });

  it('the beginner drafts boards and start positions in the variant', () => {
    const r = results.beginner!;
    const picked = Object.entries(r.items).filter(([item, c]) => item.startsWith('board:') && c.used > 0);
    expect(picked.length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(r.items).some((item) => item.startsWith('position:'))).toBe(true);
  });
});
