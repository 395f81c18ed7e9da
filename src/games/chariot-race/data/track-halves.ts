/**
 * Designed data (gap C-G1): the two halves of the board, each printed on side A and side B.
 * The rule text only pictures them; every value here is listed with its reason in
 * docs/games/chariot-race/design.md ("Data we designed").
 *
 * Geometry. The arena is an oval run anticlockwise with three lanes: 0 = inner (next to the
 * spina), 1 = middle, 2 = outer. The finish line crosses the home straight in the middle; half 1
 * runs from the line along the home straight, round the first curve and along the back straight
 * to its middle; half 2 runs on from there round the second curve back to the line. Each half
 * is: 7 rows of straight ("in"), a curve of 180°, 7 rows of straight ("out"). On the straights
 * the three lanes have their fields side by side in rows; in a curve the inner lane is short
 * (4 fields), the middle lane has 7 and the outer 10 — so a lap has 36 / 42 / 48 fields.
 */

export type Lane = 0 | 1 | 2;
export const LANES: readonly Lane[] = [0, 1, 2];
/** The lanes as ids for the words (the catalogues name them: "inner lane" / "innere Spur"). */
export const LANE_IDS = ['inner', 'middle', 'outer'] as const;
export const LANE_LETTERS = ['I', 'M', 'O'] as const;

export type Segment = 'in' | 'curve' | 'out';

/** A field of a half named by its segment, lane and 0-based index in that segment and lane. */
export interface HalfFieldRef {
  segment: Segment;
  lane: Lane;
  index: number;
}

export interface CurveLimit {
  lane: Lane;
  /** 0-based index of the numbered curve field among the lane's curve fields. */
  index: number;
  /** The highest speed without damage ("maximale Geschwindigkeit"). */
  limit: number;
}

export interface HalfSide {
  id: '1A' | '1B' | '2A' | '2B';
  half: 1 | 2;
  side: 'A' | 'B';
  /** Rows of straight before and after the curve. */
  rowsIn: number;
  rowsOut: number;
  /** Curve fields per lane: inner, middle, outer. */
  curveFields: [number, number, number];
  /** Rule "In die Kurve": the three numbered curve fields of this half's curve. */
  limits: CurveLimit[];
  /** Variant "Alternativer Rennparcours": rock piles ("Steinhaufen"), side B only. */
  rocks: HalfFieldRef[];
}

/** Progress units ("front line" coordinate): one row of straight is 60, a curve is 420 (= 7 rows). */
export const ROW_UNITS = 60;
export const CURVE_UNITS = 420;

/**
 * The numbered curve fields meet at the apex of each curve: outer 7 and middle 5 are fixed by the
 * rule text (Julia's example); the inner 3 continues the step of 2 per lane. From the outer
 * numbered field a lane change inwards lands exactly on the middle numbered field, as in Julia's
 * example.
 */
const APEX_LIMITS: CurveLimit[] = [
  { lane: 0, index: 1, limit: 3 },
  { lane: 1, index: 3, limit: 5 },
  { lane: 2, index: 4, limit: 7 },
];

const SHAPE = { rowsIn: 7, rowsOut: 7, curveFields: [4, 7, 10] as [number, number, number] };

export const HALF_SIDES: Record<HalfSide['id'], HalfSide> = {
  '1A': { id: '1A', half: 1, side: 'A', ...SHAPE, limits: APEX_LIMITS, rocks: [] },
  '2A': { id: '2A', half: 2, side: 'A', ...SHAPE, limits: APEX_LIMITS, rocks: [] },
  /**
   * Side B: one rock pile per lane on each half ("Auf allen Spuren befindet sich mindestens 1"),
   * spread out so that no two are within 2 steps of each other: a chariot can always steer round
   * a rock, or stop short of it. None on a numbered curve field or a start field.
   */
  '1B': {
    id: '1B',
    half: 1,
    side: 'B',
    ...SHAPE,
    limits: APEX_LIMITS,
    rocks: [
      { segment: 'in', lane: 0, index: 3 },
      { segment: 'curve', lane: 1, index: 5 },
      { segment: 'out', lane: 2, index: 2 },
    ],
  },
  '2B': {
    id: '2B',
    half: 2,
    side: 'B',
    ...SHAPE,
    limits: APEX_LIMITS,
    rocks: [
      { segment: 'in', lane: 1, index: 4 },
      { segment: 'curve', lane: 0, index: 3 },
      { segment: 'out', lane: 2, index: 3 },
    ],
  },
};

/**
 * The six start fields (rule "Spielaufbau": "Startpositionen auf dem Spielplan"), the last two
 * rows of half 2 right behind the finish line. Start position 1 is the inner field of the front
 * row; the numbers follow the turn order (front row first, inner lane first on a tie, C-G6).
 */
export const START_POSITIONS: HalfFieldRef[] = [
  { segment: 'out', lane: 0, index: 6 },
  { segment: 'out', lane: 1, index: 6 },
  { segment: 'out', lane: 2, index: 6 },
  { segment: 'out', lane: 0, index: 5 },
  { segment: 'out', lane: 1, index: 5 },
  { segment: 'out', lane: 2, index: 5 },
];

/** The track options: the side of half 1 and of half 2 ("1 Seite A mit 1 Seite B kombinieren"). */
export const TRACK_CHOICES = ['AA', 'AB', 'BA', 'BB'] as const;
export type TrackChoice = (typeof TRACK_CHOICES)[number];

/** Laps to race (rule "Übersicht": "zweimal"). */
export const LAPS = 2;
