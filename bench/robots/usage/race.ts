/**
 * The robots' usage table of race (issue 33): the games it is measured on (seats, options) —
 * 2, 3 and 4 seats, the winner bet (Siegwette) and the superpowers (Superkräfte), alone and together.
 */
import type { UsageSetting } from './setting';

export const settings: UsageSetting[] = [
  { label: 'default options, 2 seats', seats: 2, options: {}, games: 40 },
  { label: 'Siegwette, 3 seats', seats: 3, options: { siegwette: true }, games: 40 },
  { label: 'Superkräfte, 4 seats', seats: 4, options: { superkraefte: true }, games: 40 },
  { label: 'Superkräfte, 2 seats', seats: 2, options: { superkraefte: true }, games: 40 },
  { label: 'Siegwette and Superkräfte, 3 seats', seats: 3, options: { siegwette: true, superkraefte: true }, games: 40 },
];
