/**
 * The shape of a track's data (tracks.ts, the base tracks; rennsaison-tracks.ts, the expansion's;
 * both take their types from here). A track is a ring of `slices` (the progress along one lap,
 * slice 0 just after the finish line) three lanes wide (lane 0 = inside). Every lane is cut into
 * fields of 1 to 3 consecutive slices; one slice of one lane is a segment. The zones list, per
 * lane in race direction from the lane's first field (slice `starts[lane]`, normally the finish
 * line), the colour(s) of the fields of a stretch and the length of each field in slices.
 */
export type TrackId = 'daytona' | 'stadtkurs' | 'talladega' | 'montecarlo' | 'tucson';

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
   * it (Tucson, "Hinweise zu dieser Erweiterung"; rules/hold.ts).
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
