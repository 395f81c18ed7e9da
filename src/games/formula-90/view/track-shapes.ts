/**
 * The shapes of a Formula 90 track picture's parts (views/games/formula-90/track.hbs): a section
 * with its lane lines and run-off, a curve's number and name — worked out by geometry.ts, the
 * labels by track-labels.ts.
 */
import type { SectionType, LaneColour } from '../data/track-types';
import type { Frame, Pt } from './centre-line';

export interface LaneMarker extends Pt {
  id: string;
  colour: LaneColour;
  bonus: number;
  outer: number;
  /** the lane line itself, from its start point to the section's end (SVG path) */
  d: string;
}

/** The run-off beside a braking section („BREMSEN"): a box along the track. */
export interface RunOff extends Pt {
  angle: number;
  w: number;
  h: number;
  /** +1: on the left of race direction, −1: on the right */
  side: 1 | -1;
}

export interface SectionShape {
  index: number;
  type: SectionType;
  /** the centre line in race direction (SVG path) */
  d: string;
  length: number;
  /** +1: the outer side of the section is on the left of race direction, −1: on the right */
  outer: 1 | -1;
  start: Frame;
  end: Frame;
  /** the section's area (the asphalt), as a list of points and as polygon points "x,y x,y …" */
  polygon: Pt[];
  outline: string;
  /** the centre of the section's number */
  label: Pt;
  /** the centre of its battle modifier (curve) or braking target (braking section) */
  badge: Pt;
  lanes: LaneMarker[];
  runOff: RunOff | null;
}

export interface CurveLabel extends Pt {
  curve: number;
  name: string | null;
  /** where the name goes beside the number: to its right ('start') or left ('end') */
  anchor: 'start' | 'end';
}
