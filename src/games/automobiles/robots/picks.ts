/**
 * Picking among the legal moves: the colour a move names, the first "choose" move of a list of
 * colours, the "stop" move, and the dice worth taking back from the discard.
 */
import { BK, BL, COLOUR_INDEX, DG, GR, LG, RE } from '../data/dice';
import type { AutoMove } from '../rules/state';

/** The colour index of the colour a move names. */
export const ci = (m: { colour: string }): number => COLOUR_INDEX[m.colour as keyof typeof COLOUR_INDEX];

/** Dice worth taking back from the discard (or keeping), best first. */
export const GOOD = [DG, LG, BK, GR, BL, RE];

export function pickIn(moves: AutoMove[], order: number[], area?: string): AutoMove | undefined {
  for (const c of order) {
    const m = moves.find((x) => x.type === 'choose' && ci(x) === c && (area === undefined || x.area === area));
    if (m) return m;
  }
  return undefined;
}

export const stopOf = (moves: AutoMove[]) => moves.find((m) => m.type === 'stop');
