/**
 * Formula 90's rules versions (docs/architecture.md, "Rules versions"). A race keeps the version it
 * was started under; the rules branch on `corrected(s)` where version 2 reads the text anew (issue
 * 33): the fuel stops due when the safety car comes out („SAFETY CAR"), the safety car in at the
 * start of the next race stage („NEUSTART"), re-entry a choice with the target test kept
 * („WIEDEREINSTIEG"), and the best-placed robot of a kind refuelling every time
 * („VORRÜCKEN DES RUNDENZÄHLERS").
 */
import { rulesOf } from '../../../engine/rules-version';
import type { F90State } from './state';

/** The version new races are started under. */
export const RULES_VERSION = 2;

/** Whether a race plays the corrections of version 2. */
export function corrected(s: F90State): boolean {
  return rulesOf(s) >= 2;
}
