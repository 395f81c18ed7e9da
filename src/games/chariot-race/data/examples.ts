/**
 * The rule book's worked examples that play out over moves (docs: shared rules analysis, CHAR-E02
 * … E05), as replays for the site (/rules/chariot-race/examples/<id>) and as the data of the
 * tests that check the rule book's outcome (test/games/chariot-race/rules.test.ts): the page and
 * the tests replay the same start position and the same moves, so they cannot drift apart.
 *
 * The start positions are built with racePosition (rules/positions.ts): four players as in the rule
 * book — Ben (blue, seat 0), Heidi (red, seat 1), Julia (green, seat 2), Klaus (yellow, seat 3).
 * CHAR-E01 (the turn order) is a single position: a picture of the rules page (guide/pictures.ts)
 * and a test.
 */
import type { RuleExample } from '../../../engine/contract';
import { racePosition } from '../rules/positions';
import type { ChariotMove, ChariotState } from '../rules/state';
import { t } from '../view/text';

type Example = RuleExample<ChariotState, ChariotMove>;

export const BEN = 0;
export const HEIDI = 1;
export const JULIA = 2;
export const KLAUS = 3;

/**
 * CHAR-E02, „Phase 2: Startgeschwindigkeit anpassen": Ben begins his turn at speed 9 with damage
 * value 6 (the others are behind him).
 */
export function startSpeedStart(): ChariotState {
  return racePosition({
    seed: 2,
    chariots: [
      { seat: BEN, colour: 'blue', at: 'M20', speed: 9, damage: 6, fortune: 0 },
      { seat: HEIDI, colour: 'red', at: 'I14' },
      { seat: JULIA, colour: 'green', at: 'O16' },
      { seat: KLAUS, colour: 'yellow', at: 'M13' },
    ],
  });
}

/**
 * CHAR-E03, „Phase 5: Bewegen": speed 11, damage value 10, the dice kept show a sprint (and a
 * steer): the speed stops at the top of its track (12), the damage is taken all the same.
 */
export function speedMaxStart(): ChariotState {
  return racePosition({
    seed: 3,
    chariots: [
      { seat: BEN, colour: 'blue', at: 'M20', speed: 11, damage: 10, fortune: 0 },
      { seat: HEIDI, colour: 'red', at: 'I14' },
      { seat: JULIA, colour: 'green', at: 'O16' },
      { seat: KLAUS, colour: 'yellow', at: 'M13' },
    ],
    turn: { chariot: 0, step: 'dice', dice: ['sprint', 'steer'] },
  });
}

/**
 * CHAR-E04, Julia's movement („Phase 5: Bewegen", „Spurwechsel", „In die Kurve", „Rammen",
 * „Auseinanderbrechen"): Julia (green) on O5 with start speed 6 and damage value 11 has rolled two
 * drive faces, a sprint and a steer. O12, seven fields ahead, is the outer curve field (limit 7);
 * from it a lane change inwards lands on M11, the middle curve field (limit 5), where Klaus
 * (yellow) stands with 2 damage left; Ben (blue) is right behind him on M10; M9 is free. The
 * chariots ahead of Julia have driven this round.
 */
export function juliaStart(): ChariotState {
  return racePosition({
    seed: 4,
    chariots: [
      { seat: BEN, colour: 'blue', at: 'M10' },
      { seat: HEIDI, colour: 'red', at: 'I20' },
      { seat: JULIA, colour: 'green', at: 'O5', speed: 6, damage: 11, fortune: 0 },
      { seat: KLAUS, colour: 'yellow', at: 'M11', damage: 2 },
    ],
    moved: [0, 1, 3],
    turn: { chariot: 2, step: 'dice', dice: ['drive', 'drive', 'sprint', 'steer'] },
  });
}

/**
 * CHAR-E05, „Alternative Streitwagen": Julia drives the green alternative chariot; from the round
 * before she has speed 11 and damage value 8. Damage 8 allows speed 9 or 10 on her board: she
 * takes the higher.
 */
export function alternativeStart(): ChariotState {
  return racePosition({
    seed: 5,
    options: { alternativeChariots: true },
    chariots: [
      { seat: BEN, colour: 'blue', at: 'M3' },
      { seat: HEIDI, colour: 'red', at: 'M2' },
      { seat: JULIA, colour: 'green', at: 'M20', speed: 11, damage: 8 },
      { seat: KLAUS, colour: 'yellow', at: 'M4' },
    ],
  });
}

/** Julia's path: seven fields straight on to O12, then the lane change inwards onto M11. */
export const JULIA_PATH = 'fffffffi';

export const examples: Example[] = [
  {
    id: 'start-speed',
    title: t('example.start-speed.title'),
    intro: t('example.start-speed.intro'),
    start: startSpeedStart,
    steps: [{ seat: BEN, move: { type: 'roll' }, say: t('example.start-speed.1') }],
    section: 'speed',
  },
  {
    id: 'julia',
    title: t('example.julia.title'),
    intro: t('example.julia.intro'),
    start: juliaStart,
    steps: [
      { seat: JULIA, move: { type: 'keep' }, say: t('example.julia.1') },
      { seat: JULIA, move: { type: 'drive', up: 1 }, say: t('example.julia.2') },
      { seat: JULIA, move: { type: 'path', path: JULIA_PATH }, say: t('example.julia.3') },
    ],
    section: 'ramming',
  },
  {
    id: 'top-speed',
    title: t('example.top-speed.title'),
    intro: t('example.top-speed.intro'),
    start: speedMaxStart,
    steps: [{ seat: BEN, move: { type: 'keep' }, say: t('example.top-speed.1') }],
    section: 'drive',
  },
  {
    id: 'alternative',
    title: t('example.alternative.title'),
    intro: t('example.alternative.intro'),
    start: alternativeStart,
    steps: [{ seat: JULIA, move: { type: 'roll' }, say: t('example.alternative.1') }],
    section: 'alternative',
  },
];
