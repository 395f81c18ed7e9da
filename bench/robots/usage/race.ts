/** The robots' usage table of race (issue 33): the games it is measured on (seats, options). */
import type { UsageSetting } from './setting';

export const settings: UsageSetting[] = [{ label: 'default options, 3 seats', seats: 3, options: {}, games: 40 }];
