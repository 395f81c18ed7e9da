/**
 * The robots' usage table of automobiles (issue 33): the games it is measured on (seats, options) —
 * the base game; the expansion's cards with drivers, weaving (Einfädeln) and faster play
 * (beschleunigter Ablauf) on its tracks; race seasons with sponsors, one of them with the
 * „Rennsaison" suggested set (Rote Linie and Biturbo).
 */
import type { UsageSetting } from './setting';

export const settings: UsageSetting[] = [
  { label: 'base game, random cards, 3 seats', seats: 3, options: {}, games: 40 },
  { label: 'all 35 cards, drivers, Einfädeln, Talladega, 3 seats', seats: 3, options: { cardSet: 'randomAll', drivers: true, einfaedeln: true, track: 'talladega' }, games: 30 },
  { label: 'expansion cards, drivers, beschleunigt, Tucson, 4 seats', seats: 4, options: { cardSet: 'randomExpansion', drivers: true, beschleunigt: true, track: 'tucson' }, games: 20 },
  { label: 'season of 3, set Rennsaison, 3 seats', seats: 3, options: { cardSet: 'rennsaison', season: '3' }, games: 12 },
  { label: 'season of 3, set Gemischt, Monte Carlo first, 2 seats', seats: 2, options: { cardSet: 'gemischt', season: '3', track: 'montecarlo' }, games: 12 },
];
