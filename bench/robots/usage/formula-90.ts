/**
 * The robots' usage table of formula-90 (issue 33): the games it is measured on (seats, options) —
 * the basic game, and the advanced game with all eight modules (abilities, fuel bids, tyres and
 * weather, track cards, flags, off track and the safety car) on both tracks.
 */
import type { UsageSetting } from './setting';

export const settings: UsageSetting[] = [
  { label: 'basic game, Monza, 3 seats', seats: 3, options: {}, games: 24 },
  { label: 'advanced game, Monza, 3 seats', seats: 3, options: { advanced: true }, games: 24 },
  { label: 'advanced game, Hungaroring, 4 seats', seats: 4, options: { advanced: true, track: 'hungaroring' }, games: 16 },
];
