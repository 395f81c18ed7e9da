/**
 * The sizes of the track picture (view/geometry.ts), in units of its viewBox: the track, the cars
 * and how they queue, the run-offs, and the room kept around the numbers beside the track.
 */

/** Width of the asphalt, of a kerb on each side; a car's length and width. */
export const TRACK_W = 48;
export const KERB_W = 6;
export const CAR_L = 22;
export const CAR_W = 13;
/** How far the kerb's outer edge lies from the centre line. */
export const EDGE = TRACK_W / 2 + KERB_W;

/** Lateral places of queued cars (left of race direction positive): two abreast, or three in a crowd. */
export const TWO = [11.5, -11.5];
export const THREE = [15.5, 0, -15.5];
/** How far each queued car stands behind the one before: two abreast like a grid, three abreast closer. */
export const STAGGER_TWO = 11.5;
export const STAGGER_THREE = 5;
/** Free length kept before the section's end; the gap kept around each queued car. */
export const END_GAP = 3;
export const GAP = 1;

/** Where the lane-line start points stand: this far after the section's start. */
export const LANE_AT = 12;

/** The run-off beside a braking section: its centre this far before the section's end; the braking target at its back, room for four cars before it. */
export const RUN_OFF = { at: 40, w: 2 * CAR_L + 40, h: 2 * CAR_W + 10 };
/** Where in the run-off (along it, from its centre) the target is written and the cars stand. */
export const RUN_OFF_BADGE = -(RUN_OFF.w / 2 - 13);
export const RUN_OFF_CARS = 13;

/** Room kept free around a section's number, a badge and a curve's number (phones draw them larger). */
export const NUMBER_R = 10;
export const BADGE_R = 12;
export const CHIP_R = 11;
/** The width of a curve name's letters, per letter. */
export const NAME_EM = 7.2;
