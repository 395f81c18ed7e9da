/**
 * The shapes of the track cards' lists (Formula 90, „Bahnkarten und Extras"): the special symbols
 * and one line of a track's card list — shared by track-cards.ts and the two lists
 * (track-cards-monza.ts, track-cards-hungaroring.ts), which track-cards.ts builds into cards.
 */
import type { CardCheck, CardType, FlagColour } from './cards';

/**
 * The four special symbols, in the order of the text („Spezielle Symbole auf Bahnkarten"):
 * - battle2x: the value is doubled in a position battle in the card's curve (elsewhere normal);
 * - overtake: played for movement, the car overtakes in the card's curve as on a straight (1 MP a car);
 * - lateBrake: played instead of the blind test, a late braking in the section before the card's
 *   curve succeeds;
 * - pairAny: played for movement, it pairs with any other card (not only with a +1 or a +2).
 */
export type TrackSymbol = 'battle2x' | 'overtake' | 'lateBrake' | 'pairAny';
export const TRACK_SYMBOLS: readonly TrackSymbol[] = ['battle2x', 'overtake', 'lateBrake', 'pairAny'];

/** One line of a track's card list; absent actions are none. */
export interface TrackCardLine {
  readonly no: number;
  readonly curve: number;
  readonly type: CardType;
  readonly move: number;
  readonly test: number;
  readonly tyres?: 1 | 2;
  readonly damage?: 1;
  readonly check?: CardCheck;
  readonly draw?: 1 | 2;
  readonly weather?: true;
  readonly flag?: FlagColour;
  readonly symbols?: readonly TrackSymbol[];
}
