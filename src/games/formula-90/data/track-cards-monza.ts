/**
 * Monza's 34 track cards (Formula 90, „34 Bahnkarten Monza"), designed by us: the principles are in
 * track-cards.ts, the reasons on the rules page („Track cards"). Grouped by curve; each group says
 * what the curve is (sections, braking target, battle modifier — data/monza.ts) and why it has its
 * cards. Symbols: battle2x, overtake, lateBrake, pairAny („Spezielle Symbole auf Bahnkarten").
 */
import type { TrackCardLine } from './track-card-types';

export const TRACK_CARDS_MONZA: readonly TrackCardLine[] = [
  // Curve 1, Variante del Rettifilo (sections 2–3; braking section 1, target 75; battle +3): 8 cards.
  // The end of the longest straight, the first curve after the start, the classic overtaking point:
  // the most cards, three that double in a battle, two late brakings, a +5 for the straight.
  { no: 201, curve: 1, type: 'acceleration', move: 5, test: 7, tyres: 1, damage: 1 },
  { no: 202, curve: 1, type: 'acceleration', move: 4, test: 11, tyres: 1, symbols: ['overtake'] },
  { no: 203, curve: 1, type: 'acceleration', move: 3, test: 20, tyres: 1, symbols: ['battle2x'] },
  { no: 204, curve: 1, type: 'movement', move: 4, test: 4, check: 'normal', symbols: ['lateBrake'] },
  { no: 205, curve: 1, type: 'movement', move: 3, test: 48, check: 'plus20', symbols: ['battle2x', 'lateBrake'] },
  { no: 206, curve: 1, type: 'shift', move: 3, test: 43, draw: 1, symbols: ['pairAny'] },
  { no: 207, curve: 1, type: 'shift', move: 2, test: 72, draw: 2, symbols: ['battle2x'] },
  { no: 208, curve: 1, type: 'event', move: 3, test: 30, flag: 'yellow', symbols: ['overtake'] },
  // Curve 2, Curva Grande (section 4; no braking section; battle −2): 3 cards. Flat out, side by
  // side hardly possible: overtaking is the prize here (no late braking without a braking section).
  { no: 209, curve: 2, type: 'acceleration', move: 4, test: 13, damage: 1, symbols: ['overtake'] },
  { no: 210, curve: 2, type: 'shift', move: 3, test: 29, tyres: 1, draw: 2, symbols: ['pairAny'] },
  { no: 211, curve: 2, type: 'event', move: 2, test: 50, weather: true, symbols: ['overtake'] },
  // Curve 3, Variante della Roggia (section 6; braking section 5, target 50; battle +2): 6 cards.
  // A chicane after a straight where overtaking works. 214 is Carl's card of the example under
  // „Spezielle Symbole auf Bahnkarten": pair with any card and late braking.
  { no: 212, curve: 3, type: 'acceleration', move: 4, test: 22, tyres: 2, symbols: ['overtake'] },
  { no: 213, curve: 3, type: 'movement', move: 3, test: 44, check: 'normal', symbols: ['lateBrake'] },
  { no: 214, curve: 3, type: 'movement', move: 2, test: 87, symbols: ['lateBrake', 'pairAny'] },
  { no: 215, curve: 3, type: 'shift', move: 2, test: 74, draw: 2, symbols: ['battle2x'] },
  { no: 216, curve: 3, type: 'event', move: 3, test: 40, flag: 'green', symbols: ['pairAny'] },
  { no: 217, curve: 3, type: 'event', move: 1, test: 81, weather: true, symbols: ['battle2x'] },
  // Curve 4, Lesmo 1 (section 8; braking section 7, target 75; battle −1): 4 cards, one of each symbol.
  { no: 218, curve: 4, type: 'acceleration', move: 3, test: 65, damage: 1, symbols: ['lateBrake'] },
  { no: 219, curve: 4, type: 'movement', move: 4, test: 25, check: 'normal', symbols: ['overtake'] },
  { no: 220, curve: 4, type: 'movement', move: 2, test: 92, check: 'plus20', symbols: ['battle2x'] },
  { no: 221, curve: 4, type: 'shift', move: 2, test: 88, draw: 1, symbols: ['pairAny'] },
  // Curve 5, Lesmo 2 (section 9; no braking section; battle 0): 3 cards, the fast exit onto the straight.
  { no: 222, curve: 5, type: 'acceleration', move: 4, test: 16, tyres: 1, symbols: ['overtake'] },
  { no: 223, curve: 5, type: 'shift', move: 1, test: 95, draw: 2, symbols: ['battle2x'] },
  { no: 224, curve: 5, type: 'event', move: 2, test: 69, flag: 'orange', symbols: ['pairAny'] },
  // Curve 6, Variante Ascari (section 13; braking section 12, target 50, off the track the safety
  // car; battle +1): 5 cards; the yellow flag where the safety car may come out.
  { no: 225, curve: 6, type: 'acceleration', move: 4, test: 33, tyres: 1, damage: 1, symbols: ['lateBrake'] },
  { no: 226, curve: 6, type: 'movement', move: 3, test: 60, check: 'normal', symbols: ['overtake'] },
  { no: 227, curve: 6, type: 'movement', move: 3, test: 57, check: 'plus20', symbols: ['battle2x'] },
  { no: 228, curve: 6, type: 'shift', move: 3, test: 53, draw: 1, symbols: ['pairAny'] },
  { no: 229, curve: 6, type: 'event', move: 2, test: 83, flag: 'yellow', symbols: ['battle2x'] },
  // Curve 7, Parabolica (sections 17–18; braking section 16, target 25; battle −1): 5 cards. Two
  // late brakings for the lap's gamble of a braking zone, a +5 for the main straight after it, the
  // blue flag where the lapping of „ÜBERRUNDUNG AUFHEBEN" (Abb. 3–4) happens.
  { no: 230, curve: 7, type: 'acceleration', move: 5, test: 2, tyres: 2 },
  { no: 231, curve: 7, type: 'acceleration', move: 3, test: 78, tyres: 1, symbols: ['battle2x', 'overtake'] },
  { no: 232, curve: 7, type: 'movement', move: 4, test: 36, check: 'normal', symbols: ['lateBrake'] },
  { no: 233, curve: 7, type: 'shift', move: 2, test: 98, draw: 2, symbols: ['lateBrake'] },
  { no: 234, curve: 7, type: 'event', move: 3, test: 63, flag: 'blue', symbols: ['overtake'] },
];
