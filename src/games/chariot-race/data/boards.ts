/**
 * The chariot boards ("Streitwagentafeln"): the standard front side (white pillars) and the six
 * alternative back sides (black pillars). Data gaps C-G2 (speed → dice) and C-G12 (alternative
 * chariots); every value is listed with its reason on the rules page.
 */

export const COLOURS = ['red', 'blue', 'green', 'yellow', 'purple', 'orange'] as const;
export type Colour = (typeof COLOURS)[number];

/** The colours as drawn; their names and chip initials are in the catalogues (colour.*, initial.*). */
export const COLOUR_INFO: Record<Colour, { fill: string; ink: string }> = {
  red: { fill: '#c8322b', ink: '#ffffff' },
  blue: { fill: '#2a62c9', ink: '#ffffff' },
  // dark ink: white on this green is below WCAG AA's 4.5:1 (issue 36)
  green: { fill: '#2f9a47', ink: '#111111' },
  yellow: { fill: '#e6bf1e', ink: '#1b1b1b' },
  purple: { fill: '#7b3fa6', ink: '#ffffff' },
  orange: { fill: '#e6761e', ink: '#1b1b1b' },
};

export type BoardId = 'standard' | Colour;

export interface TrackRange {
  max: number;
  start: number;
}

/**
 * A chariot board. Its name, its profile (one line for the draft and the boards) and the short
 * words of the profile are in the catalogues: board.<id>.name, board.<id>.profile, board.<id>.short.
 */
export interface ChariotBoard {
  id: BoardId;
  damage: TrackRange;
  speed: TrackRange;
  fortune: TrackRange;
  /** Dice to roll for each start speed 0..speed.max (rule "Phase 3: Würfeln"). */
  dice: number[];
  /**
   * Rule "Phase 2: Startgeschwindigkeit anpassen": for each damage value 0..damage.max, the speed
   * value(s) the damage track lines up with. The start speed may not be higher; where two values
   * line up, the higher counts (variant "Alternative Streitwagen").
   */
  speedCap: number[][];
}

/** A dice table from bands: [highest speed, dice] pairs in ascending order. */
function diceTable(max: number, bands: [number, number][]): number[] {
  const out: number[] = [];
  for (let s = 0; s <= max; s++) out.push(bands.find(([hi]) => s <= hi)![1]);
  return out;
}

/** The cap list from a sequence of aligned speed groups for damage 0, 1, 2, ... */
function caps(groups: (number | [number, number])[]): number[][] {
  return groups.map((g) => (Array.isArray(g) ? [g[0], g[1]] : [g]));
}

function range(n: number, f: (i: number) => number | [number, number]): (number | [number, number])[] {
  return Array.from({ length: n }, (_, i) => f(i));
}

/**
 * The standard board (rule "Spielaufbau" 3): damage 12, speed 4, fortune 3 at the start; damage
 * and speed run to 12, fortune to 6 (rule "Phase 4"). Speed 6 → 4 dice is fixed by Ben's example;
 * the table gives fewer dice the faster you go ("Je höher eure Geschwindigkeit, desto weniger
 * Kontrolle").
 */
export const STANDARD_BOARD: ChariotBoard = {
  id: 'standard',
  damage: { max: 12, start: 12 },
  speed: { max: 12, start: 4 },
  fortune: { max: 6, start: 3 },
  dice: diceTable(12, [
    [5, 5],
    [8, 4],
    [10, 3],
    [12, 2],
  ]),
  speedCap: caps(range(13, (d) => d)),
};

/**
 * The six alternative boards (variant "Alternative Streitwagen"), one per colour, as rules
 * versions 1 and 2 have them (kept so that their games replay unchanged; version 3 redesigned
 * them: ALTERNATIVE_BOARDS_V3).
 */
export const ALTERNATIVE_BOARDS: Record<Colour, ChariotBoard> = {
  red: {
    id: 'red',
    damage: { max: 15, start: 15 },
    speed: { max: 10, start: 3 },
    fortune: { max: 5, start: 2 },
    dice: diceTable(10, [
      [4, 5],
      [7, 4],
      [9, 3],
      [10, 2],
    ]),
    // The damage track is half as long again as the speed track: 3 damage per 2 speed.
    speedCap: caps(range(16, (d) => Math.ceil((2 * d) / 3))),
  },
  blue: {
    id: 'blue',
    damage: { max: 11, start: 11 },
    speed: { max: 12, start: 4 },
    fortune: { max: 8, start: 5 },
    dice: diceTable(12, [
      [6, 5],
      [9, 4],
      [12, 3],
    ]),
    speedCap: caps(range(12, (d) => d)),
  },
  yellow: {
    id: 'yellow',
    damage: { max: 10, start: 10 },
    speed: { max: 14, start: 5 },
    fortune: { max: 6, start: 2 },
    dice: diceTable(14, [
      [5, 5],
      [8, 4],
      [11, 3],
      [13, 2],
      [14, 1],
    ]),
    // 15 speed values beside 11 damage values: damage 3, 5, 7 and 9 line up with two.
    speedCap: caps([0, 1, 2, [3, 4], 5, [6, 7], 8, [9, 10], 11, [12, 13], 14]),
  },
  green: {
    id: 'green',
    damage: { max: 11, start: 11 },
    speed: { max: 13, start: 4 },
    fortune: { max: 7, start: 3 },
    dice: diceTable(13, [
      [6, 5],
      [9, 4],
      [11, 3],
      [13, 2],
    ]),
    // Damage 7 and 8 line up with two speed values each (rule example: damage 8 → speed 10).
    speedCap: caps([0, 1, 2, 3, 4, 5, 6, [7, 8], [9, 10], 11, 12, 13]),
  },
  purple: {
    id: 'purple',
    damage: { max: 13, start: 12 },
    speed: { max: 15, start: 4 },
    fortune: { max: 5, start: 3 },
    dice: diceTable(15, [
      [4, 5],
      [7, 4],
      [10, 3],
      [13, 2],
      [15, 1],
    ]),
    // 16 speed values beside 14 damage values: damage 6 and 12 line up with two.
    speedCap: caps([0, 1, 2, 3, 4, 5, [6, 7], 8, 9, 10, 11, 12, [13, 14], 15]),
  },
  orange: {
    id: 'orange',
    damage: { max: 12, start: 10 },
    speed: { max: 11, start: 4 },
    fortune: { max: 6, start: 4 },
    dice: diceTable(11, [
      [5, 5],
      [9, 4],
      [11, 3],
    ]),
    speedCap: caps(range(13, (d) => Math.min(d, 11))),
  },
};

/**
 * Rules version 3 (variant "Alternative Streitwagen"): the boards redesigned for balance. The
 * text keeps the maxima of the tracks ("Ihr dürft keinen der 3 Werte über sein Maximum hinaus
 * steigern"; "nicht mehr als 6 Punkte auf der Schicksalsleiste"): every board has damage 12 and
 * fortune 6 at most, like the front side; the boards differ in their highlighted start values
 * ("durch farbliche Hervorhebungen markiert"), the length of the speed track, the dice under it
 * and — yellow, green and purple only — damage values lining up with two speed values. Measured
 * with test/games/chariot-race/balance.ts; the reasons are on the rules page.
 */
export const ALTERNATIVE_BOARDS_V3: Record<Colour, ChariotBoard> = {
  red: {
    id: 'red',
    damage: { max: 12, start: 12 },
    speed: { max: 11, start: 4 },
    fortune: { max: 6, start: 1 },
    dice: diceTable(11, [
      [6, 5],
      [9, 4],
      [11, 3],
    ]),
    speedCap: caps(range(13, (d) => Math.min(d, 11))),
  },
  blue: {
    id: 'blue',
    damage: { max: 12, start: 12 },
    speed: { max: 12, start: 4 },
    fortune: { max: 6, start: 4 },
    dice: diceTable(12, [
      [5, 5],
      [8, 4],
      [10, 3],
      [12, 2],
    ]),
    speedCap: caps(range(13, (d) => d)),
  },
  yellow: {
    id: 'yellow',
    damage: { max: 12, start: 12 },
    speed: { max: 14, start: 5 },
    fortune: { max: 6, start: 2 },
    dice: diceTable(14, [
      [5, 5],
      [8, 4],
      [10, 3],
      [14, 2],
    ]),
    // 15 speed values beside 13 damage values: damage 9 and 11 line up with two.
    speedCap: caps([0, 1, 2, 3, 4, 5, 6, 7, 8, [9, 10], 11, [12, 13], 14]),
  },
  green: {
    id: 'green',
    damage: { max: 12, start: 11 },
    speed: { max: 13, start: 4 },
    fortune: { max: 6, start: 3 },
    dice: diceTable(13, [
      [6, 5],
      [9, 4],
      [11, 3],
      [13, 2],
    ]),
    // Damage 7 and 8 line up with two speed values each (rule example: damage 8 → speed 10).
    speedCap: caps([0, 1, 2, 3, 4, 5, 6, [7, 8], [9, 10], 11, 12, 13, 13]),
  },
  purple: {
    id: 'purple',
    damage: { max: 12, start: 12 },
    speed: { max: 14, start: 4 },
    fortune: { max: 6, start: 3 },
    dice: diceTable(14, [
      [5, 5],
      [8, 4],
      [11, 3],
      [14, 2],
    ]),
    // 15 speed values beside 13 damage values: damage 6 and 12 line up with two.
    speedCap: caps([0, 1, 2, 3, 4, 5, [6, 7], 8, 9, 10, 11, 12, [13, 14]]),
  },
  orange: {
    id: 'orange',
    damage: { max: 12, start: 12 },
    speed: { max: 11, start: 4 },
    fortune: { max: 6, start: 3 },
    dice: diceTable(11, [
      [5, 5],
      [9, 4],
      [11, 3],
    ]),
    speedCap: caps(range(13, (d) => Math.min(d, 11))),
  },
};

/** The alternative boards of a rules version (version 3 redesigned them). */
export function alternativeBoards(rules: number): Record<Colour, ChariotBoard> {
  return rules >= 3 ? ALTERNATIVE_BOARDS_V3 : ALTERNATIVE_BOARDS;
}

/** The board of a chariot under a rules version (`rulesOf(state)`; the standard board never changed). */
export function boardOf(id: BoardId, rules: number): ChariotBoard {
  return id === 'standard' ? STANDARD_BOARD : alternativeBoards(rules)[id];
}

/**
 * Rule "Phase 2" and variant "Alternative Streitwagen": the highest start speed the damage allows
 * ("stellt sie auf den höheren der beiden möglichen Werte ein").
 */
export function speedCapFor(board: ChariotBoard, damage: number): number {
  const values = board.speedCap[Math.max(0, Math.min(damage, board.damage.max))];
  return Math.max(...values);
}

export function isColour(x: unknown): x is Colour {
  return typeof x === 'string' && (COLOURS as readonly string[]).includes(x);
}
