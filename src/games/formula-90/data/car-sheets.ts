/**
 * The 12 double-sided car overview sheets (Formula 90, „12 Rennwagenübersichten (Vorder/Rückseite)")
 * and the car build table of the advanced game („RENNWAGENAUSBAU"). The text gives two sheets'
 * values (example „Qualifying": Italian 10 tyre chips, hand 6; German 10 tyre chips, hand 5); the
 * rest is designed by us (rules page, „Car overview sheets"):
 *
 * - Every printed side is a legal 6-point build of the car build table, so a printed car is as
 *   strong as a car a player builds himself; Italian 10/6/5 and German 10/5/6 follow from that.
 * - Both sides are complete cars of the same team: a player chooses a sheet and the side he races
 *   with, in the basic and in the advanced game (there the build tiles may cover the printed
 *   values). The two sides of a sheet are different builds; each of the 7 legal builds is printed
 *   on 3 or 4 of the 24 sides.
 * - A sheet has no colour: the player chooses one of the 8 player cars beside it (the example pairs
 *   the Italian sheet with the red car and the German sheet with the green one).
 *
 * Sheet names are messages "formula-90.sheet.<id>" of the game's catalogue; colours
 * "formula-90.colour.<colour>".
 */

export interface SheetSide {
  /** tyre chips at the start and after a pit stop („REIFENCHIPS") */
  readonly chips: number;
  /** hand size at the start (plus one) and after a pit stop („ANZAHL DER KARTEN") */
  readonly hand: number;
  /** damage the car absorbs („SCHADENSLOTS") */
  readonly slots: number;
}

export type CarSheetId =
  | 'italy'
  | 'germany'
  | 'france'
  | 'britain'
  | 'brazil'
  | 'austria'
  | 'japan'
  | 'usa'
  | 'belgium'
  | 'sweden'
  | 'spain'
  | 'netherlands';

export interface CarSheet {
  readonly id: CarSheetId;
  /** left out: the car's colour is chosen apart from the sheet (see above) */
  readonly colour?: string;
  /** front and back */
  readonly sides: readonly [SheetSide, SheetSide];
}

/** „RENNWAGENAUSBAU": what 1, 2 and 3 build points buy in each category (index = points − 1). */
export const BUILD_TABLE: Readonly<Record<keyof SheetSide, readonly [number, number, number]>> = {
  chips: [8, 10, 12],
  hand: [5, 6, 7],
  slots: [4, 5, 6],
};
/** „RENNWAGENAUSBAU": build points a player spends; TUNING: 8 („FAHRERFÄHIGKEIT"). */
export const BUILD_POINTS = 6;
export const BUILD_POINTS_TUNING = 8;
/** „RENNWAGENAUSBAU": at most 3 points per category (each category takes a tile: at least 1). */
export const BUILD_POINTS_MAX = 3;
/** „27 Ausbauplättchen" = 3 categories × 3 values × 3 copies (whether the copies limit choices is a rules decision). */
export const BUILD_TILE_COPIES = 3;

/** The build points of a side, or null when a value is not in the build table. */
export function buildPoints(side: SheetSide): number | null {
  let sum = 0;
  for (const k of ['chips', 'hand', 'slots'] as const) {
    const i = BUILD_TABLE[k].indexOf(side[k]);
    if (i < 0) return null;
    sum += i + 1;
  }
  return sum;
}

/** A side from its build points (tyre chips, hand, slots). */
function build(chips: 1 | 2 | 3, hand: 1 | 2 | 3, slots: 1 | 2 | 3): SheetSide {
  return { chips: BUILD_TABLE.chips[chips - 1], hand: BUILD_TABLE.hand[hand - 1], slots: BUILD_TABLE.slots[slots - 1] };
}

/** The values of a build („RENNWAGENAUSBAU"): points 1 … 3 per category. */
export function buildSide(points: { chips: number; hand: number; slots: number }): SheetSide {
  return build(points.chips as 1 | 2 | 3, points.hand as 1 | 2 | 3, points.slots as 1 | 2 | 3);
}

/** The sheets; sides as build points (chips, hand, slots), so each is a 6-point build. */
export const CAR_SHEETS: readonly CarSheet[] = [
  { id: 'italy', sides: [build(2, 2, 2), build(1, 2, 3)] }, // front 10/6/5: example „Qualifying" (10 chips, 6 cards)
  { id: 'germany', sides: [build(2, 1, 3), build(1, 3, 2)] }, // front 10/5/6: example „Qualifying" (10 chips, 5 cards)
  { id: 'france', sides: [build(1, 2, 3), build(2, 3, 1)] },
  { id: 'britain', sides: [build(2, 3, 1), build(3, 1, 2)] },
  { id: 'brazil', sides: [build(3, 1, 2), build(1, 2, 3)] },
  { id: 'austria', sides: [build(1, 3, 2), build(3, 2, 1)] },
  { id: 'japan', sides: [build(3, 2, 1), build(2, 1, 3)] },
  { id: 'usa', sides: [build(2, 2, 2), build(2, 1, 3)] },
  { id: 'belgium', sides: [build(2, 3, 1), build(3, 1, 2)] },
  { id: 'sweden', sides: [build(1, 3, 2), build(3, 2, 1)] },
  { id: 'spain', sides: [build(2, 2, 2), build(3, 1, 2)] },
  { id: 'netherlands', sides: [build(2, 2, 2), build(3, 2, 1)] },
];

/** The sheet with this id. */
export function carSheet(id: CarSheetId): CarSheet {
  const s = CAR_SHEETS.find((x) => x.id === id);
  if (!s) throw new Error(`no car sheet ${id}`);
  return s;
}

/**
 * The colours of the 8 player cars („8 Spielerrennwagen"). Red, green, blue and grey are the
 * examples' cars (Alan, Bob, Carl, Dirk); the other four are designed, distinct from the robots
 * (black, yellow, purple) and the white safety car.
 */
export type PlayerColour = 'red' | 'green' | 'blue' | 'grey' | 'orange' | 'pink' | 'brown' | 'turquoise';
export const PLAYER_COLOURS: readonly PlayerColour[] = ['red', 'green', 'blue', 'grey', 'orange', 'pink', 'brown', 'turquoise'];
