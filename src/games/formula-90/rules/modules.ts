/**
 * The modules of the advanced game (Formula 90, „Module im Fortgeschrittenenspiel"): each one is
 * a lobby option of its own, as players combine them at the table. A game started before a module
 * existed has no such option in its state: the module is off.
 */
import type { F90Options, F90State } from './state';

/** The modules built so far, by option key. */
export type ModuleKey = 'trackCards' | 'abilities' | 'carBuild' | 'fuel' | 'tyres' | 'superfast' | 'flags' | 'offTrack';

export const MODULE_KEYS: readonly ModuleKey[] = ['trackCards', 'abilities', 'carBuild', 'fuel', 'tyres', 'superfast', 'flags', 'offTrack'];

/** Whether a module is on (absent in older games: off). */
export function hasModule(s: Pick<F90State, 'options'>, key: ModuleKey): boolean {
  return (s.options as Partial<F90Options>)[key] === true;
}
