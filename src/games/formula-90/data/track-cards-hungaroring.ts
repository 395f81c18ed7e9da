/**
 * The Hungaroring's 42 track cards (Formula 90, „42 Bahnkarten Hungaroring"), designed by us: the
 * principles are in track-cards.ts, the reasons on the rules page („Track cards"). Grouped by curve;
 * each group says what the curve is (sections, braking target, battle modifier — data/hungaroring.ts)
 * and why it has its cards. Symbols: battle2x, overtake, lateBrake, pairAny („Spezielle Symbole auf
 * Bahnkarten").
 */
import type { TrackCardLine } from './track-card-types';

export const TRACK_CARDS_HUNGARORING: readonly TrackCardLine[] = [
  // Curve 1, turn 1 (sections 2–3; braking section 1, target 75; battle +2): 8 cards. The one real
  // overtaking point after the only long straight, the first curve after the start: the most cards.
  { no: 301, curve: 1, type: 'acceleration', move: 5, test: 3, tyres: 2 },
  { no: 302, curve: 1, type: 'acceleration', move: 4, test: 6, tyres: 1, symbols: ['overtake'] },
  { no: 303, curve: 1, type: 'movement', move: 4, test: 2, check: 'normal', symbols: ['lateBrake'] },
  { no: 304, curve: 1, type: 'movement', move: 3, test: 40, check: 'plus20', symbols: ['battle2x', 'lateBrake'] },
  { no: 305, curve: 1, type: 'shift', move: 3, test: 39, draw: 1, symbols: ['pairAny'] },
  { no: 306, curve: 1, type: 'shift', move: 2, test: 65, draw: 2, symbols: ['battle2x'] },
  { no: 307, curve: 1, type: 'event', move: 3, test: 28, flag: 'yellow', symbols: ['overtake'] },
  { no: 308, curve: 1, type: 'event', move: 2, test: 59, weather: true, symbols: ['battle2x'] },
  // Curve 2, turn 2 (section 5; braking section 4, target 50, the gravel trap; battle −1): 4 cards.
  { no: 309, curve: 2, type: 'acceleration', move: 3, test: 25, tyres: 1, symbols: ['lateBrake'] },
  { no: 310, curve: 2, type: 'movement', move: 3, test: 23, check: 'normal', symbols: ['overtake'] },
  { no: 311, curve: 2, type: 'shift', move: 2, test: 78, draw: 1, symbols: ['pairAny'] },
  { no: 312, curve: 2, type: 'event', move: 2, test: 76, flag: 'orange', symbols: ['battle2x'] },
  // Curve 3, turn 3 (section 6; no braking section; battle −2): 3 cards; onto the back straight.
  { no: 313, curve: 3, type: 'acceleration', move: 4, test: 16, damage: 1, symbols: ['overtake'] },
  { no: 314, curve: 3, type: 'movement', move: 2, test: 68, check: 'plus20', symbols: ['battle2x'] },
  { no: 315, curve: 3, type: 'shift', move: 3, test: 31, tyres: 1, draw: 2, symbols: ['pairAny'] },
  // Curve 4, turn 4 (section 9; no braking section; battle −2): 3 cards; fast and blind at the crest.
  { no: 316, curve: 4, type: 'acceleration', move: 4, test: 8, tyres: 1, symbols: ['overtake'] },
  { no: 317, curve: 4, type: 'movement', move: 3, test: 51, check: 'plus20', symbols: ['pairAny'] },
  { no: 318, curve: 4, type: 'event', move: 1, test: 92, weather: true, symbols: ['battle2x'] },
  // Curve 5, turn 5 (section 11; braking section 10, target 50; battle 0): 4 cards.
  { no: 319, curve: 5, type: 'acceleration', move: 4, test: 20, tyres: 2, symbols: ['lateBrake'] },
  { no: 320, curve: 5, type: 'movement', move: 2, test: 72, symbols: ['battle2x'] },
  { no: 321, curve: 5, type: 'shift', move: 2, test: 71, draw: 2, symbols: ['pairAny'] },
  { no: 322, curve: 5, type: 'event', move: 3, test: 36, flag: 'blue', symbols: ['overtake'] },
  // Curve 6, the chicane of turns 6–7 (section 13; braking section 12, target 25; battle +1): 6
  // cards. A chicane can be forced, and its late braking is a gamble: two late-braking cards.
  { no: 323, curve: 6, type: 'acceleration', move: 3, test: 34, damage: 1, symbols: ['lateBrake'] },
  { no: 324, curve: 6, type: 'movement', move: 4, test: 30, check: 'normal', symbols: ['lateBrake'] },
  { no: 325, curve: 6, type: 'movement', move: 3, test: 52, check: 'normal', symbols: ['battle2x', 'overtake'] },
  { no: 326, curve: 6, type: 'shift', move: 2, test: 81, draw: 2, symbols: ['battle2x'] },
  { no: 327, curve: 6, type: 'event', move: 3, test: 49, flag: 'yellow', symbols: ['pairAny'] },
  { no: 328, curve: 6, type: 'event', move: 2, test: 75, flag: 'green', symbols: ['overtake'] },
  // Curve 7, turns 8–9 (section 14; no braking section; battle −2): 3 cards; where nobody passes.
  { no: 329, curve: 7, type: 'movement', move: 3, test: 43, check: 'normal', symbols: ['overtake'] },
  { no: 330, curve: 7, type: 'shift', move: 1, test: 98, draw: 2, symbols: ['battle2x'] },
  { no: 331, curve: 7, type: 'event', move: 1, test: 96, flag: 'blue', symbols: ['overtake'] },
  // Curve 8, turns 10–11 (section 15; no braking section; battle −2): 3 cards, two orange for the
  // orange line at its exit.
  { no: 332, curve: 8, type: 'movement', move: 2, test: 83, check: 'plus20', symbols: ['overtake'] },
  { no: 333, curve: 8, type: 'shift', move: 3, test: 55, draw: 1, symbols: ['pairAny'] },
  { no: 334, curve: 8, type: 'shift', move: 1, test: 89, draw: 2, symbols: ['battle2x'] },
  // Curve 9, turn 12 (section 17; braking section 16, target 50, the wall and the safety car;
  // battle 0): 5 cards; the yellow flag where the wall is near.
  { no: 335, curve: 9, type: 'acceleration', move: 4, test: 14, tyres: 1, symbols: ['lateBrake'] },
  { no: 336, curve: 9, type: 'movement', move: 3, test: 45, check: 'plus20', symbols: ['battle2x'] },
  { no: 337, curve: 9, type: 'shift', move: 2, test: 91, draw: 2, symbols: ['lateBrake'] },
  { no: 338, curve: 9, type: 'event', move: 3, test: 63, flag: 'yellow', symbols: ['battle2x'] },
  { no: 339, curve: 9, type: 'event', move: 2, test: 85, weather: true, symbols: ['pairAny'] },
  // Curve 10, turns 13–14 (section 18; no braking section; battle −1): 3 cards; the exit onto the
  // main straight (red +2 line) is everything: two red cards, one a +5.
  { no: 340, curve: 10, type: 'acceleration', move: 5, test: 10, tyres: 1, damage: 1 },
  { no: 341, curve: 10, type: 'acceleration', move: 3, test: 58, tyres: 1, symbols: ['overtake'] },
  { no: 342, curve: 10, type: 'movement', move: 4, test: 19, check: 'normal', symbols: ['overtake'] },
];
