/**
 * The dice of Automobiles (rule text "Spielmaterial", "Aufbau der Karten"): ten colours, the
 * printed supply, the start bag. Dice are cubes that are never rolled; only their colour counts,
 * so every area (supply, bag, active, used, discard) is a count per colour.
 */

export const COLOURS = ['white', 'lightgrey', 'darkgrey', 'black', 'yellow', 'red', 'purple', 'blue', 'green', 'brown'] as const;
export type Colour = (typeof COLOURS)[number];

/** Index of each colour in a count array. */
export const W = 0;
export const LG = 1;
export const DG = 2;
export const BK = 3;
export const YE = 4;
export const RE = 5;
export const PU = 6;
export const BL = 7;
export const GR = 8;
export const BR = 9;

/** Counts per colour, in COLOURS order. */
export type Counts = number[];

export const COLOUR_INDEX: Record<Colour, number> = Object.fromEntries(COLOURS.map((c, i) => [c, i])) as Record<Colour, number>;

/** The four gear colours, lowest first: 3rd (white) to 6th gear (black). */
export const GEARS = [W, LG, DG, BK] as const;
/** The five action colours, in the order the suggested sets name them (rule text "Anhang"). */
export const ACTION_COLOURS = [YE, PU, RE, GR, BL] as const;

export function isGear(c: number): boolean {
  return c >= W && c <= BK;
}

/** "Spielmaterial": 30 white, 28 light grey, 24 dark grey, 16 black, 40 yellow, 16 each red, purple, blue, green, 80 brown. */
export const SUPPLY: Counts = [30, 28, 24, 16, 40, 16, 16, 16, 16, 80];
export const TOTAL_DICE = SUPPLY.reduce((a, b) => a + b, 0);

/** "Spielvorbereitung": 2 light-grey 4th-gear dice, 5 white 3rd-gear dice, 5 yellow workshop dice. */
export const START_BAG: Counts = [5, 2, 0, 0, 5, 0, 0, 0, 0, 0];

/** "Endphase": draw 7 dice. */
export const HAND = 7;

/** "Verschleißtabelle": wear by the highest gear colour of the fields used (white 1 … black 4). */
export const WEAR_BY_GEAR = [1, 2, 3, 4];

/** Fill and ink of each colour on the board. */
export const COLOUR_PAINT: Record<Colour, { fill: string; ink: string }> = {
  white: { fill: '#fbfbf7', ink: '#222' },
  lightgrey: { fill: '#c9c9c9', ink: '#222' },
  darkgrey: { fill: '#6f6f6f', ink: '#fff' },
  black: { fill: '#1d1d1d', ink: '#fff' },
  yellow: { fill: '#f2c81f', ink: '#222' },
  red: { fill: '#d2372c', ink: '#fff' },
  purple: { fill: '#7b3fa0', ink: '#fff' },
  blue: { fill: '#2f68c8', ink: '#fff' },
  // dark ink: white on this green is below WCAG AA's 4.5:1 (issue 36)
  green: { fill: '#2f9e4a', ink: '#111' },
  brown: { fill: '#8a5a2b', ink: '#fff' },
};

export function zeroCounts(): Counts {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

export function total(c: readonly number[]): number {
  let n = 0;
  for (const x of c) n += x;
  return n;
}
