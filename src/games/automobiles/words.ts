/** Words shared by button labels and log lines. */
import { colourName } from './dice';
import { geometry, laneOf, sliceOf } from './geometry';
import type { TrackId } from './tracks';

const GEAR_WORD = ['white', 'light-grey', 'dark-grey', 'black'];
const LANE_WORD = ['inside', 'middle', 'outside'];

/** "a white die", "a yellow die", "a wear die". */
export function aDie(c: number): string {
  const n = colourName(c);
  return `${/^[aeiou]/.test(n) ? 'an' : 'a'} ${n} die`;
}

/** "row 12 inside (white field)". */
export function segWords(track: TrackId, seg: number): string {
  const g = geometry(track);
  const f = g.fields[g.segField[seg]];
  return `row ${sliceOf(seg) + 1} ${LANE_WORD[laneOf(seg)]} (${f.colours.map((c) => GEAR_WORD[c]).join('/')})`;
}

export function gearWord(c: number): string {
  return GEAR_WORD[c];
}

export function coloursWords(cs: readonly number[]): string {
  const w = cs.map((c) => GEAR_WORD[c]);
  if (w.length <= 1) return w.join('');
  return `${w.slice(0, -1).join(', ')} or ${w[w.length - 1]}`;
}

const COLOUR_TITLE = ['White', 'Light grey', 'Dark grey', 'Black', 'Yellow', 'Red', 'Purple', 'Blue', 'Green', 'Wear'];

/** A die colour as a noun on the board and on buttons: "Light grey", "Wear". */
export function colourTitle(c: number): string {
  return COLOUR_TITLE[c];
}

/** A die by its colour, as the start of a label: "Light-grey die", "Wear die". */
export function dieTitle(c: number): string {
  const n = colourName(c);
  return `${n.charAt(0).toUpperCase()}${n.slice(1)} die`;
}
