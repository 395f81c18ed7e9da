/**
 * The modules of the advanced game (Formula 90, „Module im Fortgeschrittenenspiel"): each one is
 * a lobby option of its own, as players combine them at the table. A game started before a module
 * existed has no such option in its state: the module is off.
 *
 * A module's fields (rules/module-state.ts) are in the state exactly when the module is on: setup
 * puts them in (rules/setup.ts). The functions below hand a rule its module's part, typed, only when
 * the module is on — so the rules read the fields without `!` or a default, and a rule that needs a
 * module it does not have throws instead of reading a default.
 */
import type { F90Options, F90State, Car, Player } from './state';
import type { FlagsState, FuelPlayer, ModuleKey, OffTrackCar, TrackCardsPlayer, TrackCardsState, TyresPlayer, TyresState } from './module-state';

export type { ModuleKey } from './module-state';

export const MODULE_KEYS: readonly ModuleKey[] = ['trackCards', 'abilities', 'carBuild', 'fuel', 'tyres', 'superfast', 'flags', 'offTrack'];

/** „Fortgeschrittenenspiel": the lobby's preset turns every module on. */
export function withPreset<T extends F90Options>(options: T): T {
  return options.advanced ? { ...options, ...Object.fromEntries(MODULE_KEYS.map((k) => [k, true])) } : options;
}

/** Whether a module is on (absent in older games: off). */
export function hasModule(s: Pick<F90State, 'options'>, key: ModuleKey): boolean {
  return (s.options as Partial<F90Options>)[key] === true;
}

/** A module's part that a rule needs: the module off here is a broken invariant, never a default. */
export function needModule<T>(part: T | null, what: string): T {
  if (part === null) throw new Error(`Formula 90: ${what} without its module`);
  return part;
}

/** „Bahnkarten und Extras" on: the state with the track cards' piles. */
export function trackCardsOn(s: F90State): s is F90State & TrackCardsState {
  return hasModule(s, 'trackCards');
}

/** „Bahnkarten und Extras" on: the player with his HAZARD risks, else null. */
export function trackCardsOf(s: F90State, p: Player): (Player & TrackCardsPlayer) | null {
  return hasModule(s, 'trackCards') ? (p as Player & TrackCardsPlayer) : null;
}

/** „TREIBSTOFFMANAGEMENT" on: the player with his fuel bid and fuel lap, else null. */
export function fuelOf(s: F90State, p: Player): (Player & FuelPlayer) | null {
  return hasModule(s, 'fuel') ? (p as Player & FuelPlayer) : null;
}

/** „Reifentypen und Wetter" on: the state with the weather table and the robots' tyres. */
export function tyresOn(s: F90State): s is F90State & TyresState {
  return hasModule(s, 'tyres');
}

/** „Reifentypen und Wetter" on: the player with his tyres, else null. */
export function tyresOf(s: F90State, p: Player): (Player & TyresPlayer) | null {
  return hasModule(s, 'tyres') ? (p as Player & TyresPlayer) : null;
}

/** „Flaggen" on: the state with the flags of the race stage. */
export function flagsOn(s: F90State): s is F90State & FlagsState {
  return hasModule(s, 'flags');
}

/** „Abseits der Spur und Safety Cars" on: the car with its off-track handicap and due stop, else null. */
export function offTrackOf(s: F90State, c: Car): (Car & OffTrackCar) | null {
  return hasModule(s, 'offTrack') ? (c as Car & OffTrackCar) : null;
}
