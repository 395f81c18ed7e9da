/**
 * The 30 robot fuel/qualifying tiles (Formula 90, „30 Roboter Tank/Qualifyingplättchen") and the
 * robots' fixed facts („ROBOTER", „QUALIFYING", „TREIBSTOFF", „TREIBSTOFFMANAGEMENT"). The text
 * quotes ten tile values (on nine tiles); the tiles are designed by us (rules page, „Robot tiles"):
 *
 * - 10 tiles per kind: a race uses at most 3 robots of a kind, and 10 tiles give each kind the same
 *   spread — two tiles for each fuel choice a player has (8, 10, 12, 14, 16 laps).
 * - A tile has one test factor; its advanced value is its basic value +1 movement („der
 *   Qualifyingwert von Robotern [ist] im Fortgeschrittenenspiel höher"): the slow tile +1(55) is
 *   +2(55) in the advanced game, as the two examples show. Superfast robots race only in the
 *   advanced game; their basic value is never used.
 * - On every kind the two 8-lap tiles are its two best qualifying values and the two 16-lap tiles
 *   its two worst, as the players' fuel bid makes a light car fast and a heavy one slow.
 * - Test factors differ between tiles, except 20, which the examples give to a fast and a slow tile
 *   (a tie is decided by lot, „QUALIFYING").
 *
 * Kind names are messages "formula-90.robot.<kind>" of the game's catalogue.
 */

export type RobotKind = 'superfast' | 'fast' | 'slow';

export interface QualifyingValue {
  readonly move: number;
  readonly test: number;
}

export interface RobotTile {
  readonly id: string;
  readonly kind: RobotKind;
  /** basic-game qualifying value: movement and test factor */
  readonly basic: QualifyingValue;
  /** advanced-game qualifying value (higher, „FORTGESCHRITTENENSPIEL – QUALIFYING – ROBOTER") */
  readonly advanced: QualifyingValue;
  /** the fuel lap on the back (advanced only; ignored in the basic game) */
  readonly fuelLap: number;
}

export const ROBOT_KINDS: readonly RobotKind[] = ['superfast', 'fast', 'slow'];

/** „WEITERES ZUBEHÖR": 2 black SUPERSCHNELL, 3 yellow SCHNELL, 3 purple LANGSAM. */
export const ROBOTS_IN_BOX: Readonly<Record<RobotKind, number>> = { superfast: 2, fast: 3, slow: 3 };
export const ROBOT_COLOUR: Readonly<Record<RobotKind, 'black' | 'yellow' | 'purple'>> = {
  superfast: 'black',
  fast: 'yellow',
  slow: 'purple',
};
/** „ROBOTER": the movement points a robot always spends. */
export const ROBOT_MOVE: Readonly<Record<RobotKind, number>> = { superfast: 4, fast: 3, slow: 2 };
/** „ROBOTER": a robot leader's blind test before lapping a car is against this fixed target. */
export const ROBOT_LAPPING_TARGET = 70;

/**
 * „QUALIFYING – ROBOTER": fast and slow robots by the number of players (2–3: 3 + 3, 4–6: 2 + 2);
 * the advanced game adds the 2 superfast robots („FORTGESCHRITTENENSPIEL – ROBOTER").
 */
export function robotsFor(players: number, advanced: boolean): Record<RobotKind, number> {
  const n = players <= 3 ? 3 : 2;
  return { superfast: advanced ? 2 : 0, fast: n, slow: n };
}

/** The fuel choices of „TREIBSTOFFMANAGEMENT" (8 … 16 laps), also the laps printed on the tiles. */
export const FUEL_LAPS: readonly number[] = [8, 10, 12, 14, 16];

/** A tile from its advanced value and fuel lap: the basic value is one movement point lower. */
function tile(id: string, kind: RobotKind, move: number, test: number, fuelLap: number): RobotTile {
  return { id, kind, basic: { move: move - 1, test }, advanced: { move, test }, fuelLap };
}

/** The tiles: tile(id, kind, advanced movement, test factor, fuel lap). */
export const ROBOT_TILES: readonly RobotTile[] = [
  tile('superfast-1', 'superfast', 6, 15, 8),
  tile('superfast-2', 'superfast', 6, 50, 8),
  tile('superfast-3', 'superfast', 5, 30, 10), // advanced example „BEISPIEL": SUPERSCHNELL 1 +5(30), lap 10
  tile('superfast-4', 'superfast', 4, 10, 10), // advanced example: SUPERSCHNELL 2 +4(10), lap 10
  tile('superfast-5', 'superfast', 5, 5, 12),
  tile('superfast-6', 'superfast', 5, 65, 12),
  tile('superfast-7', 'superfast', 5, 80, 14),
  tile('superfast-8', 'superfast', 4, 25, 14),
  tile('superfast-9', 'superfast', 4, 70, 16),
  tile('superfast-10', 'superfast', 4, 90, 16),

  tile('fast-1', 'fast', 5, 12, 8),
  tile('fast-2', 'fast', 5, 28, 8),
  tile('fast-3', 'fast', 4, 20, 10), // advanced example: SCHNELL 1 +4(20), lap 10
  tile('fast-4', 'fast', 5, 62, 10),
  tile('fast-5', 'fast', 5, 40, 12), // basic example „Qualifying": SCHNELL 1 +4(40)
  tile('fast-6', 'fast', 4, 60, 12), // basic example: SCHNELL 2 +3(60)
  tile('fast-7', 'fast', 4, 33, 14),
  tile('fast-8', 'fast', 4, 48, 14),
  tile('fast-9', 'fast', 3, 45, 16), // advanced example: SCHNELL 2 +3(45), lap 16
  tile('fast-10', 'fast', 3, 75, 16),

  tile('slow-1', 'slow', 4, 20, 8), // basic example: LANGSAM 1 +3(20)
  tile('slow-2', 'slow', 4, 68, 8),
  tile('slow-3', 'slow', 3, 35, 10), // advanced example: LANGSAM 1 +3(35), lap 10
  tile('slow-4', 'slow', 3, 52, 10),
  tile('slow-5', 'slow', 3, 18, 12),
  tile('slow-6', 'slow', 3, 58, 12),
  tile('slow-7', 'slow', 2, 8, 14),
  tile('slow-8', 'slow', 2, 38, 14),
  tile('slow-9', 'slow', 2, 55, 16), // basic example: LANGSAM 2 +1(55); advanced: LANGSAM 2 +2(55), lap 16
  tile('slow-10', 'slow', 2, 85, 16),
];

/** The tile with this id. */
export function robotTile(id: string): RobotTile {
  const t = ROBOT_TILES.find((x) => x.id === id);
  if (!t) throw new Error(`no robot tile ${id}`);
  return t;
}

/** The tiles of one kind (the stack a robot of that kind draws from). */
export function robotTilesOf(kind: RobotKind): readonly RobotTile[] {
  return ROBOT_TILES.filter((t) => t.kind === kind);
}
