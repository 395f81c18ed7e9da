/**
 * Where the oval of Chariot Race lies on the picture (views/games/chariot-race/board.hbs): every
 * field's outline and centre, and where a chariot (the back part) and a label (the front part)
 * sit on it; built once per track choice.
 */
import type { Field, Track } from '../rules/track';

export const W = 34; // lane width and length of a straight field
export const R_IN = 0.75 * W; // radius of the spina's edge
export const R_OUT = R_IN + 3 * W;
export const PAD = 22;
export const CX_L = PAD + R_OUT;
export const MID = CX_L + 7 * W;
export const CX_R = MID + 7 * W;
export const CY = PAD + R_OUT;
export const WIDTH = CX_R + R_OUT + PAD;
export const HEIGHT = CY + R_OUT + PAD;

export interface Shape {
  d: string;
  cx: number;
  cy: number;
}

function pt(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))];
}

export function round(x: number): number {
  return Math.round(x * 10) / 10;
}

/** The outline and centre of a field on the picture. */
function fieldShape(track: Track, f: Field): Shape {
  const half = f.half;
  if (f.segment === 'curve') {
    const n = track.sides[half - 1].curveFields[f.lane];
    const cx = half === 1 ? CX_R : CX_L;
    const base = half === 1 ? 90 : 270;
    const a0 = base - (180 * f.seg) / n;
    const a1 = base - (180 * (f.seg + 1)) / n;
    const r0 = R_IN + f.lane * W;
    const r1 = r0 + W;
    const [x0, y0] = pt(cx, CY, r1, a0);
    const [x1, y1] = pt(cx, CY, r1, a1);
    const [x2, y2] = pt(cx, CY, r0, a1);
    const [x3, y3] = pt(cx, CY, r0, a0);
    const [mx, my] = pt(cx, CY, (r0 + r1) / 2, (a0 + a1) / 2);
    return { d: `M${x0} ${y0}A${r1} ${r1} 0 0 0 ${x1} ${y1}L${x2} ${y2}A${r0} ${r0} 0 0 1 ${x3} ${y3}Z`, cx: mx, cy: my };
  }
  // Straights: half 1 "in" and half 2 "out" run left to right at the bottom, the others right to
  // left at the top.
  const bottom = (half === 1 && f.segment === 'in') || (half === 2 && f.segment === 'out');
  let x0: number;
  if (half === 1 && f.segment === 'in') x0 = MID + f.seg * W;
  else if (half === 2 && f.segment === 'out') x0 = CX_L + f.seg * W;
  else if (half === 1) x0 = CX_R - (f.seg + 1) * W;
  else x0 = MID - (f.seg + 1) * W;
  const y0 = bottom ? CY + R_IN + f.lane * W : CY - R_IN - (f.lane + 1) * W;
  return { d: `M${round(x0)} ${round(y0)}h${W}v${W}h${-W}Z`, cx: round(x0 + W / 2), cy: round(y0 + W / 2) };
}

/** Where things sit on a field: the centre, the back part (a chariot, a caltrop) and the front part (its label). */
export interface Slots extends Shape {
  bx: number;
  by: number;
  fx: number;
  fy: number;
}

/** Offsets along the lane from the centre: the chariot behind, the label in front, so neither covers the other. */
const BACK = 7.5;
const FRONT = 10;

function slotsOf(track: Track, f: Field, shape: Shape): Slots {
  if (f.segment === 'curve') {
    const n = track.sides[f.half - 1].curveFields[f.lane];
    const cx = f.half === 1 ? CX_R : CX_L;
    const base = f.half === 1 ? 90 : 270;
    const mid = base - (180 * (f.seg + 0.5)) / n;
    const r = R_IN + f.lane * W + W / 2;
    const deg = (d: number) => (d / r) * (180 / Math.PI);
    // The chariots drive round the curves towards smaller angles.
    const [bx, by] = pt(cx, CY, r, mid + deg(BACK));
    const [fx, fy] = pt(cx, CY, r, mid - deg(FRONT));
    return { ...shape, bx, by, fx, fy };
  }
  const bottom = (f.half === 1 && f.segment === 'in') || (f.half === 2 && f.segment === 'out');
  const dir = bottom ? 1 : -1;
  return { ...shape, bx: round(shape.cx - dir * BACK), by: shape.cy, fx: round(shape.cx + dir * FRONT), fy: shape.cy };
}

const SHAPES = new Map<string, Slots[]>();
export function shapesOf(track: Track): Slots[] {
  let s = SHAPES.get(track.choice);
  if (!s) {
    s = track.fields.map((f) => slotsOf(track, f, fieldShape(track, f)));
    SHAPES.set(track.choice, s);
  }
  return s;
}
