/**
 * The two base tracks (rule text "Spielvorbereitung": "Auf jeder Seite ist eine andere
 * Rennstrecke abgebildet"; Daytona Beach for the first game). The text only pictures them, so
 * both are designed here (docs/games/automobiles.md, "The tracks").
 *
 * A track is a ring of `slices` (the progress along one lap, slice 0 just after the finish line)
 * three lanes wide (lane 0 = inside). Every lane is cut into fields of 1 to 3 consecutive slices;
 * one slice of one lane is a segment. The zones below list, per lane in race direction from the
 * finish line, the colour(s) of the fields of a stretch and the length of each field in slices.
 */

export type TrackId = 'daytona' | 'stadtkurs';
export const TRACK_IDS: [TrackId, ...TrackId[]] = ['daytona', 'stadtkurs'];

/** Field colours: W white, LG light grey, DG dark grey, BK black; "W/LG" is a two-colour field. */
export type ZoneColours = 'W' | 'LG' | 'DG' | 'BK' | 'W/LG' | 'LG/DG' | 'DG/BK';

export interface Zone {
  colours: ZoneColours;
  /** Lengths of the fields of this stretch, in race direction. */
  fields: number[];
}

/** A piece of the drawn centre line: `slices` long, turning `turn` degrees to the left (race direction is counter-clockwise). */
export interface Piece {
  slices: number;
  turn: number;
}

export interface TrackData {
  id: TrackId;
  name: string;
  slices: number;
  /** Per lane (0 inside … 2 outside) its zones from slice 0 on. */
  lanes: Zone[][];
  /** Start spaces P1…P5: lane, slice and the money printed on them. */
  grid: { lane: number; slice: number; money: number }[];
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
 * Daytona Beach: a fast oval of 44 slices — home straight (finish line 3 slices before its end),
 * curve 1 (12 slices with 2-slice braking and exit zones), back straight (10), curve 2 (12).
 * Straights: inside light grey (short fields), middle dark grey (2), outside black (3).
 * Curves: inside white, middle white/light grey, outside light grey (2-slice fields).
 */
const DAYTONA: TrackData = {
  id: 'daytona',
  name: 'Daytona Beach',
  slices: 44,
  lanes: [
    [
      z('LG', ...ones(7)), // 0-6 home straight
      z('W/LG', 1, 1), // 7-8 braking
      z('W', ...ones(8)), // 9-16 curve 1
      z('W/LG', 1, 1), // 17-18 exit
      z('LG', 1, 1, 1), // 19-21 back straight
      z('LG/DG', 2, 2), // 22-25
      z('LG', 1, 1, 1), // 26-28
      z('W/LG', 1, 1), // 29-30 braking
      z('W', ...ones(8)), // 31-38 curve 2
      z('W/LG', 1, 1), // 39-40 exit
      z('LG', 1, 1, 1), // 41-43 home straight
    ],
    [
      z('DG', 2, 2, 2, 1), // 0-6
      z('LG/DG', 2), // 7-8
      z('W/LG', ...ones(8)), // 9-16
      z('LG/DG', 2), // 17-18
      z('DG', 2, 2, 2, 2, 2), // 19-28
      z('LG/DG', 2), // 29-30
      z('W/LG', ...ones(8)), // 31-38
      z('LG/DG', 2), // 39-40
      z('DG', 2, 1), // 41-43
    ],
    [
      z('BK', 3, 2, 2), // 0-6
      z('DG', 2), // 7-8
      z('LG', 2, 2, 2, 2), // 9-16
      z('DG', 2), // 17-18
      z('BK', 2, 3, 3, 2), // 19-28
      z('DG', 2), // 29-30
      z('LG', 2, 2, 2, 2), // 31-38
      z('DG', 2), // 39-40
      z('BK', 3), // 41-43
    ],
  ],
  grid: GRID,
  pieces: [
    { slices: 7, turn: 0 },
    { slices: 12, turn: 180 },
    { slices: 10, turn: 0 },
    { slices: 12, turn: 180 },
    { slices: 3, turn: 0 },
  ],
};

/**
 * Stadtkurs (the other side of the board; its name is ours): a technical circuit of 48 slices
 * with four right-angle corners of 5 slices and short straights — more white and light-grey
 * fields, black only on the home and back straights.
 */
const STADTKURS: TrackData = {
  id: 'stadtkurs',
  name: 'Stadtkurs',
  slices: 48,
  lanes: [
    [
      z('LG', ...ones(5)), // 0-4 home straight
      z('W', ...ones(5)), // 5-9 corner 1
      z('LG', 1, 1), // 10-11
      z('LG/DG', 2), // 12-13
      z('LG', 1, 1), // 14-15
      z('W', ...ones(5)), // 16-20 corner 2
      z('LG', 1, 1, 1), // 21-23 back straight
      z('LG/DG', 2, 2), // 24-27
      z('LG', 1), // 28
      z('W', ...ones(5)), // 29-33 corner 3
      z('LG', ...ones(6)), // 34-39
      z('W', ...ones(5)), // 40-44 corner 4
      z('LG', 1, 1, 1), // 45-47
    ],
    [
      z('DG', 2, 2, 1), // 0-4
      z('W/LG', ...ones(5)), // 5-9
      z('DG', 2, 2, 2), // 10-15
      z('W/LG', ...ones(5)), // 16-20
      z('DG', 2, 2, 2, 2), // 21-28
      z('W/LG', ...ones(5)), // 29-33
      z('DG', 2, 2, 2), // 34-39
      z('W/LG', ...ones(5)), // 40-44
      z('DG', 2, 1), // 45-47
    ],
    [
      z('BK', 3, 2), // 0-4
      z('LG', 2, 2, 1), // 5-9
      z('LG/DG', 2, 2, 2), // 10-15
      z('LG', 2, 2, 1), // 16-20
      z('DG/BK', 2), // 21-22
      z('BK', 3, 3), // 23-28
      z('LG', 2, 2, 1), // 29-33
      z('DG', 3, 3), // 34-39
      z('LG', 2, 2, 1), // 40-44
      z('BK', 3), // 45-47
    ],
  ],
  grid: GRID,
  pieces: [
    { slices: 5, turn: 0 },
    { slices: 5, turn: 90 },
    { slices: 6, turn: 0 },
    { slices: 5, turn: 90 },
    { slices: 8, turn: 0 },
    { slices: 5, turn: 90 },
    { slices: 6, turn: 0 },
    { slices: 5, turn: 90 },
    { slices: 3, turn: 0 },
  ],
};

export const TRACKS: Record<TrackId, TrackData> = { daytona: DAYTONA, stadtkurs: STADTKURS };
