/**
 * The two base tracks (rule text "Spielvorbereitung": "Auf jeder Seite ist eine andere
 * Rennstrecke abgebildet"; Daytona Beach for the first game) and, in tracks-expansion.ts, the
 * three tracks of the expansion Rennsaison. The text only pictures them, so all are designed
 * here (docs/games/automobiles.md, "The tracks").
 *
 * A track is a ring of `slices` (the progress along one lap, slice 0 just after the finish line)
 * three lanes wide (lane 0 = inside). Every lane is cut into fields of 1 to 3 consecutive slices;
 * one slice of one lane is a segment. The zones below list, per lane in race direction from the
 * lane's first field (slice `starts[lane]`, normally the finish line), the colour(s) of the
 * fields of a stretch and the length of each field in slices.
 */
import { MONTECARLO, TALLADEGA, TUCSON } from './tracks-expansion';

export type TrackId = 'daytona' | 'stadtkurs' | 'talladega' | 'montecarlo' | 'tucson';
export const TRACK_IDS: [TrackId, ...TrackId[]] = ['daytona', 'stadtkurs', 'talladega', 'montecarlo', 'tucson'];

/**
 * Field colours: W white, LG light grey, DG dark grey, BK black; "W/LG" is a two-colour field,
 * "W/LG/DG" a three-colour field (Tucson): any ascending combination of one to three colours.
 */
export type ZoneColours =
  | 'W'
  | 'LG'
  | 'DG'
  | 'BK'
  | 'W/LG'
  | 'W/DG'
  | 'W/BK'
  | 'LG/DG'
  | 'LG/BK'
  | 'DG/BK'
  | 'W/LG/DG'
  | 'W/LG/BK'
  | 'W/DG/BK'
  | 'LG/DG/BK';

export interface Zone {
  colours: ZoneColours;
  /** Lengths of the fields of this stretch, in race direction. */
  fields: number[];
}

/**
 * A piece of the drawn centre line: `slices` long, turning `turn` degrees towards the inside
 * (to the left on a counter-clockwise track, to the right on a clockwise one; negative: a bend
 * the other way).
 */
export interface Piece {
  slices: number;
  turn: number;
}

/** A start space. */
export interface GridSpace {
  lane: number;
  /**
   * Its slice; negative behind the finish line (-1 is the last slice of the lap, slices - 1): a
   * car starting there begins with laps = -1, so that crossing the line just after the start is
   * not a lap.
   */
  slice: number;
  /** The money printed on it (for the opening purchase). */
  money: number;
  /**
   * Only P1: for the start player this segment is a field of its own until his car first leaves
   * it (Tucson, "Hinweise zu dieser Erweiterung"; hold.ts).
   */
  ownField?: true;
}

export interface TrackData {
  id: TrackId;
  name: string;
  slices: number;
  /** Per lane (0 inside … 2 outside) its zones from its first slice on. */
  lanes: Zone[][];
  /**
   * Per lane the slice its first field begins at: 0 (the default) or negative, for a field that
   * straddles the finish line (-1: the first field covers the last slice of the lap and slice 0).
   * The finish line always stays a segment boundary.
   */
  starts?: number[];
  /** Start spaces P1…P5. */
  grid: GridSpace[];
  /** Race direction clockwise (Monte Carlo): only the picture turns right instead of left. */
  clockwise?: true;
  /** The shape for the picture. */
  pieces: Piece[];
}

const z = (colours: ZoneColours, ...fields: number[]): Zone => ({ colours, fields });
const ones = (n: number): number[] => Array.from({ length: n }, () => 1);

/** The start grid of both tracks: staggered two by two just after the finish line; later places get more money. */
const GRID = [
  { lane: 0, slice: 4, money: 10 },
  { lane: 1, slice: 3, money: 11 },
  { lane: 0, slice: 2, money: 12 },
  { lane: 1, slice: 1, money: 13 },
  { lane: 0, slice: 0, money: 14 },
];

/**
 * Daytona Beach: a fast oval of 26 slices — home straight (the finish line at its start, the
 * start grid just after it), curve 1 (8 slices with 2-slice braking and exit zones), back
 * straight (5), curve 2 (8), whose exit leads onto the finish line.
 * Straights: inside light grey (short fields), middle dark grey (2), outside black (2–3).
 * Curves: inside white, middle white/light grey, outside light grey (2-slice fields).
 */
const DAYTONA: TrackData = {
  id: 'daytona',
  name: 'Daytona Beach',
  slices: 26,
  lanes: [
    [
      z('LG', ...ones(5)), // 0-4 home straight
      z('W/LG', 1, 1), // 5-6 braking
      z('W', ...ones(4)), // 7-10 curve 1
      z('W/LG', 1, 1), // 11-12 exit
      z('LG', 1, 1, 1), // 13-15 back straight
      z('LG/DG', 2), // 16-17
      z('W/LG', 1, 1), // 18-19 braking
      z('W', ...ones(4)), // 20-23 curve 2
      z('W/LG', 1, 1), // 24-25 exit
    ],
    [
      z('DG', 2, 2, 2), // 0-5
      z('LG/DG', 1), // 6
      z('W/LG', ...ones(4)), // 7-10
      z('LG/DG', 2), // 11-12
      z('DG', 2, 2, 1), // 13-17
      z('LG/DG', 2), // 18-19
      z('W/LG', ...ones(4)), // 20-23
      z('LG/DG', 2), // 24-25
    ],
    [
      z('BK', 3, 2), // 0-4
      z('DG', 2), // 5-6
      z('LG', 2, 2), // 7-10
      z('DG', 2), // 11-12
      z('BK', 3, 2), // 13-17
      z('DG', 2), // 18-19
      z('LG', 2, 2), // 20-23
      z('DG', 2), // 24-25
    ],
  ],
  grid: GRID,
  pieces: [
    { slices: 5, turn: 0 },
    { slices: 8, turn: 180 },
    { slices: 5, turn: 0 },
    { slices: 8, turn: 180 },
  ],
};

/**
 * Stadtkurs (the other side of the board; its name is ours): a technical circuit of 30 slices
 * with four right-angle corners of 3 slices and short straights — more white and light-grey
 * fields, black only on the home and back straights.
 */
const STADTKURS: TrackData = {
  id: 'stadtkurs',
  name: 'Stadtkurs',
  slices: 30,
  lanes: [
    [
      z('LG', ...ones(5)), // 0-4 home straight
      z('W', 1, 1, 1), // 5-7 corner 1
      z('LG', 1), // 8
      z('LG/DG', 2), // 9-10
      z('W', 1, 1, 1), // 11-13 corner 2
      z('LG', 1, 1), // 14-15 back straight
      z('LG/DG', 2), // 16-17
      z('LG', 1, 1), // 18-19
      z('W', 1, 1, 1), // 20-22 corner 3
      z('LG', 1, 1, 1), // 23-25
      z('W', 1, 1, 1), // 26-28 corner 4
      z('LG', 1), // 29
    ],
    [
      z('DG', 2, 2, 1), // 0-4
      z('W/LG', 2, 1), // 5-7
      z('DG', 2, 1), // 8-10
      z('W/LG', 2, 1), // 11-13
      z('DG', 2, 2, 2), // 14-19
      z('W/LG', 2, 1), // 20-22
      z('DG', 2, 1), // 23-25
      z('W/LG', 2, 1), // 26-28
      z('DG', 1), // 29
    ],
    [
      z('BK', 3, 2), // 0-4
      z('LG', 2, 1), // 5-7
      z('LG/DG', 3), // 8-10
      z('LG', 2, 1), // 11-13
      z('DG/BK', 2), // 14-15
      z('BK', 2, 2), // 16-19
      z('LG', 2, 1), // 20-22
      z('DG', 3), // 23-25
      z('LG', 2, 1), // 26-28
      z('BK', 1), // 29
    ],
  ],
  grid: GRID,
  pieces: [
    { slices: 5, turn: 0 },
    { slices: 3, turn: 90 },
    { slices: 3, turn: 0 },
    { slices: 3, turn: 90 },
    { slices: 6, turn: 0 },
    { slices: 3, turn: 90 },
    { slices: 3, turn: 0 },
    { slices: 3, turn: 90 },
    { slices: 1, turn: 0 },
  ],
};

export const TRACKS: Record<TrackId, TrackData> = { daytona: DAYTONA, stadtkurs: STADTKURS, talladega: TALLADEGA, montecarlo: MONTECARLO, tucson: TUCSON };
