/**
 * The robots' usage table of chariot-race (issue 33): the games it is measured on (seats, options).
 * Two and three seats drive two chariots each (the duels are 2 seats); four to six one each. The
 * sides B bring the rock piles, the alternative chariots the draft and the start positions, and
 * "no damage after the finish line" the finishers no spear may hit.
 */
import type { UsageSetting } from './setting';

export const settings: UsageSetting[] = [
  { label: 'default options (track A/A), 2 seats', seats: 2, options: {}, games: 40 },
  { label: 'track A/B, 3 seats', seats: 3, options: { track: 'AB' }, games: 30 },
  { label: 'alternative chariots, track B/A, 4 seats', seats: 4, options: { track: 'BA', alternativeChariots: true }, games: 30 },
  {
    label: 'alternative chariots, track B/B, no damage after the finish line, 6 seats',
    seats: 6,
    options: { track: 'BB', alternativeChariots: true, noDamageAfterFinish: true },
    games: 30,
  },
];
