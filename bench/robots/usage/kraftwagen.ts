/**
 * The robots' usage table of kraftwagen (issue 33): the games it is measured on (seats, options) —
 * 2, 3 and 4 seats, without and with the special tiles (Sonderplättchen).
 */
import type { UsageSetting } from './setting';

export const settings: UsageSetting[] = [
  { label: 'default options, 2 seats', seats: 2, options: {}, games: 20 },
  { label: 'special tiles, 2 seats', seats: 2, options: { special: true }, games: 20 },
  { label: 'special tiles, 3 seats', seats: 3, options: { special: true }, games: 12 },
  { label: 'default options, 4 seats', seats: 4, options: {}, games: 10 },
];
