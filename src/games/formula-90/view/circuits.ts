/**
 * How the two circuits are drawn (view/geometry.ts makes the picture from this): the centre line
 * as a closed polygon in race direction whose corners are rounded with arcs (x, y, radius; the
 * radius at least the track's half width and kerb, so that no curve folds), and where each section
 * of data/monza.ts and data/hungaroring.ts begins (a point near the line). Stylised after the real
 * circuits of 1990: their shapes, stretched where a short stretch must hold a queue of cars.
 */
import type { TrackId } from '../data/track-types';

type P = readonly [number, number];
type Corner = readonly [number, number, number];

export interface Circuit {
  width: number;
  height: number;
  /** how the picture is turned on a narrow screen (upright) */
  portrait: 'cw' | 'ccw';
  /** the corners of the centre line in race direction, with the radius of their arc */
  corners: readonly Corner[];
  /** per section, in race direction: a point near the centre line where it begins */
  starts: readonly P[];
  /** where a curve's number (and name) is written, if not inside its middle: x, y, which way the name runs */
  curves?: Readonly<Partial<Record<number, readonly [number, number, ('start' | 'end')?]>>>;
  /** sections whose outer side is not the one the geometry finds (+1 left, −1 right of race direction) */
  outer?: Readonly<Partial<Record<number, 1 | -1>>>;
  /** sections whose number is written inside the circuit, where there is room, rather than outside */
  labelSide?: Readonly<Partial<Record<number, 'in'>>>;
  /** braking sections whose run-off lies inside or outside the circuit, against the curve ahead */
  runOffSide?: Readonly<Partial<Record<number, 'in' | 'out'>>>;
  /** the old oval's bridge across the track: section and fraction of its length */
  bridge?: readonly [number, number];
}

/**
 * Monza, turned a quarter clockwise (north to the right): the main straight along the top, the
 * double chicane of the Rettifilo and the Curva Grande on the right, the Roggia, the Lesmos at the
 * bottom right, the straight under the oval's bridge back up to the Ascari, the back straight and
 * the Parabolica on the left.
 */
const MONZA: Circuit = {
  width: 900,
  height: 590,
  portrait: 'ccw',
  corners: [
    [598, 86, 34], [618, 68, 34], [710, 68, 34], [730, 86, 34], // Rettifilo
    [826, 86, 70], // Curva Grande
    [826, 282, 34], [844, 302, 34], // Roggia
    [844, 520, 56], // Lesmo 1
    [700, 520, 56], // Lesmo 2
    [478, 256, 34], [442, 256, 34], [420.5, 238, 34], // Ascari
    [62, 238, 66], [62, 86, 75], // Parabolica
  ],
  starts: [
    [401, 86], [488, 86], [575, 86], [664, 68], [752, 86], [826, 170], [826, 256], [844, 350], [844, 438], [780, 520],
    [665, 478], [608, 411], [552, 343], [495, 276], [395, 238], [307, 238], [219, 238], [131, 238], [62, 166], [140, 86],
    [227, 86], [314, 86],
  ],
  // the run-offs of the Rettifilo, the Roggia and Lesmo 1 inside: outside is the picture's edge
  runOffSide: { 1: 'in', 5: 'in', 7: 'in' },
  // Lesmo 2 outside its corner: inside, Lesmo 1 takes the room
  curves: { 5: [668, 566, 'end'] },
  bridge: [11, 0.5],
};

/**
 * The Hungaroring, turned so that its main straight runs along the bottom, right to left: turn 1
 * at the bottom left, turns 2 and 3 into the infield, the back straight up to turn 4 and the long
 * turn 5 at the top left, the chicane and the twisty turns 8–11 along the top, turn 12 on the
 * right and turns 13–14 down onto the main straight.
 */
const HUNGARORING: Circuit = {
  width: 780,
  height: 690,
  portrait: 'cw',
  corners: [
    [50, 616, 36], [50, 544, 36], // turn 1
    [340, 544, 40], [340, 472, 40], // turn 2
    [300, 432, 40], // turn 3
    [210, 150, 44], // turn 4
    [52, 100, 34], [52, 40, 34], // turn 5
    [300, 40, 34], [326, 66, 34], // turns 6-7
    [410, 105, 34], [490, 84, 36], // turns 8-9
    [550, 144, 36], [690, 184, 40], // turns 10-11
    [690, 446, 40], // turn 12
    [520, 446, 36], [520, 528, 36], // turn 13
    [690, 528, 34], [690, 616, 34], // turn 14
  ],
  starts: [
    [350, 616], [245, 616], [140, 616], [50, 580], [170, 544], [272, 544], [328.3, 460.3], [281.9, 375.2],
    [254.5, 289.4], [227.2, 203.7], [164.5, 135.6], [75.7, 107.5], [130, 40], [270, 40], [370, 86], [510, 104],
    [690, 250], [690, 400], [600, 446], [650, 616], [560, 616], [450, 616],
  ],
  // the main straight's numbers above it: below is the picture's edge and turn 1's run-off
  labelSide: { 19: 'in', 20: 'in', 21: 'in', 0: 'in', 1: 'in', 2: 'in' },
  // turn 2's run-off away from the main straight, the chicane's below the top edge
  runOffSide: { 4: 'out', 12: 'in' },
};

export const CIRCUITS: Readonly<Record<TrackId, Circuit>> = { monza: MONZA, hungaroring: HUNGARORING };
