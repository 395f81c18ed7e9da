/**
 * The two base tracks (rule text "Spielvorbereitung": "Auf jeder Seite ist eine andere
 * Rennstrecke abgebildet"; Daytona Beach for the first game) and, joined with them in TRACKS, the
 * three tracks of the expansion Rennsaison (rennsaison-tracks.ts). The text only pictures them, so
 * all are designed here (docs/games/automobiles/design.md, "The tracks"). The shape of the data
 * and how to read it: track-types.ts.
 */
import type { TrackData, TrackId, Zone, ZoneColours } from './track-types';
import { MONTECARLO, TALLADEGA, TUCSON } from './rennsaison-tracks';

/** The types of a track live in track-types.ts (rennsaison-tracks.ts needs them too); these are named here as well. */
export type { GridSpace, Piece, TrackData, TrackId, Zone, ZoneColours } from './track-types';

export const TRACK_IDS: [TrackId, ...TrackId[]] = ['daytona', 'stadtkurs', 'talladega', 'montecarlo', 'tucson'];

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

/** Every track: the two base tracks and the expansion's three (rennsaison-tracks.ts). */
export const TRACKS: Record<TrackId, TrackData> = { daytona: DAYTONA, stadtkurs: STADTKURS, talladega: TALLADEGA, montecarlo: MONTECARLO, tucson: TUCSON };
