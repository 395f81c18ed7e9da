/**
 * The modules of the advanced game (Formula 90, „Module im Fortgeschrittenenspiel"): each one is
 * a lobby option of its own, as players combine them at the table. A game started before a module
 * existed has no such option in its state: the module is off.
 */
import type { F90Options, F90State } from './state';

/** The modules built so far, by option key. */
export type ModuleKey = 'trackCards' | 'abilities' | 'carBuild' | 'fuel' | 'tyres' | 'superfast' | 'flags' | 'offTrack';

export const MODULE_KEYS: readonly ModuleKey[] = ['trackCards', 'abilities', 'carBuild', 'fuel', 'tyres', 'superfast', 'flags', 'offTrack'];

/** „Fortgeschrittenenspiel": the lobby's preset turns every module on. */
export function withPreset<T extends F90Options>(options: T): T {
  return options.advanced ? { ...options, ...Object.fromEntries(MODULE_KEYS.map((k) => [k, true])) } : options;
}

/** Whether a module is on (absent in older games: off). */
export function hasModule(s: Pick<F90State, 'options'>, key: ModuleKey): boolean {
  return (s.options as Partial<F90Options>)[key] === true;
}
