/**
 * Which dice the robot gets rid of first. Wear always; white gear dice too — they find few
 * fields — unless Rote Linie is in play and the grey gears are sold out: then a white die may
 * drive a field of any colour (Rennsaison, „Rote Linie"), and white dice are the gears left.
 */
import { BR, DG, LG, RE, W } from '../data/dice';
import { cardFor } from '../data/cards';
import type { AutoState } from '../rules/state';
import { ownedDice } from './evaluate';

/** Is Rote Linie the red card of this game? */
export function redLineInPlay(state: AutoState): boolean {
  return cardFor(state.cards, RE) === 'rotelinie';
}

/** Light and dark grey gears are sold out: white and black are the gears left to buy. */
export function greysGone(state: AutoState): boolean {
  return state.supply[LG] + state.supply[DG] === 0;
}

/**
 * How many white dice the robot wants to own (0: every white die is junk): with Rote Linie in
 * play (owned, or still to buy) once the grey gears are sold out.
 */
export function whitesWanted(state: AutoState, owned: readonly number[]): number {
  if (!redLineInPlay(state) || !greysGone(state)) return 0;
  return owned[RE] > 0 || state.supply[RE] > 0 ? Infinity : 0;
}

/** The colours to get rid of, in order: wear, then white unless the robot wants its whites. */
export function junk(state: AutoState, seat: number): number[] {
  const owned = ownedDice(state, seat);
  return owned[W] > whitesWanted(state, owned) ? [BR, W] : [BR];
}

/** `junk` first, then the given colours (those not already junk). */
export function junkFirst(state: AutoState, seat: number, rest: number[]): number[] {
  const j = junk(state, seat);
  return [...j, ...rest.filter((c) => !j.includes(c))];
}
