/**
 * Where cars stand on the track picture (view/geometry.ts): a section's queue — the front car
 * nearest the section's end, each further car behind the one before it, one alone on the centre
 * line, more two abreast like a grid, three abreast in a crowd, never touching and never outside
 * the section — and the cars in a braking section's run-off („BREMSEN").
 */
import { frameAt, headingOf, lengthOf, r1, type Pt, type SectionLine } from './centre-line';
import { CAR_L, CAR_W, END_GAP, GAP, RUN_OFF_CARS, STAGGER_THREE, STAGGER_TWO, THREE, TWO } from './track-sizes';

/** Where a car stands: its centre and heading (degrees, 0 = to the right, clockwise). */
export interface Slot extends Pt {
  angle: number;
}

/**
 * The places of `count` cars queued in a section (front first): two abreast if they fit, else
 * three abreast; the inner side of a curve (`outer` gives the outer side), whose lane is shorter,
 * is filled last. More cars than fit (never with the sections drawn) stand evenly closer.
 */
export function queueSlots(line: SectionLine, polygon: readonly Pt[], outer: 1 | -1, count: number): Slot[] {
  if (count <= 1) return pack(line, polygon, [0], 1, 0) ?? squeeze(line, 1);
  const two = TWO.map((o) => o * outer);
  const three = THREE.map((o) => o * outer);
  return pack(line, polygon, two, count, STAGGER_TWO) ?? pack(line, polygon, three, count, STAGGER_THREE) ?? squeeze(line, count);
}

/** A car standing `d` before the section's end, `o` to the left of the centre line. */
function place(line: SectionLine, d: number, o: number): Slot {
  const f = frameAt(line, lengthOf(line) - d);
  return { x: r1(f.x + f.nx * o), y: r1(f.y + f.ny * o), angle: headingOf(f) };
}

/**
 * Cars on the lateral places `across` (outer first), each at least `stagger` behind the car
 * before it along the centre line, on whichever place lets it stand furthest forward inside the
 * section without touching a car; undefined when they do not fit.
 */
function pack(line: SectionLine, polygon: readonly Pt[], across: readonly number[], count: number, stagger: number): Slot[] | undefined {
  const length = lengthOf(line);
  const out: Slot[] = [];
  const fits = (slot: Slot) => carCorners(slot).every((p) => insidePolygon(p, polygon));
  let last = END_GAP + CAR_L / 2 - stagger;
  for (let i = 0; i < count; i++) {
    let best: { d: number; slot: Slot } | undefined;
    for (const o of across) {
      for (let d = last + stagger; d <= length && (!best || d < best.d); d += 0.5) {
        const slot = place(line, d, o);
        if (fits(slot) && !out.some((x) => touch(x, slot))) {
          best = { d, slot };
          break;
        }
      }
    }
    if (!best) return undefined;
    last = best.d;
    out.push(best.slot);
  }
  return out;
}

function squeeze(line: SectionLine, count: number): Slot[] {
  const room = lengthOf(line) - 2 * END_GAP - CAR_L;
  return Array.from({ length: count }, (_x, i) => place(line, END_GAP + CAR_L / 2 + (count > 1 ? (i * room) / (count - 1) : 0), THREE[i % 3]));
}

/**
 * The place of the `index`-th car in a run-off (a box along the track, `side` +1 left of race
 * direction): two by two before the target written at its back, the first at the front nearest
 * the track; a fifth car would stand on the first.
 */
export function runOffSlot(box: { x: number; y: number; angle: number; side: 1 | -1 }, index: number): Slot {
  const a = (box.angle * Math.PI) / 180;
  const along = RUN_OFF_CARS + (index % 2 === 0 ? 1 : -1) * (CAR_L / 2 + 1.5);
  const across = (Math.floor(index / 2) % 2 === 0 ? 1 : -1) * (CAR_W / 2 + 2) * box.side;
  return { x: r1(box.x + Math.cos(a) * along - Math.sin(a) * across), y: r1(box.y + Math.sin(a) * along + Math.cos(a) * across), angle: box.angle };
}

/** The four corners of a car standing in a slot, `grow` larger all round. */
export function carCorners(slot: Slot, grow = 0): Pt[] {
  const a = (slot.angle * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const l = CAR_L / 2 + grow;
  const w = CAR_W / 2 + grow;
  return [
    [l, w],
    [-l, w],
    [-l, -w],
    [l, -w],
  ].map(([u, v]) => ({ x: slot.x + c * u - s * v, y: slot.y + s * u + c * v }));
}

/** Whether two cars come closer than the gap. */
function touch(a: Slot, b: Slot): boolean {
  return convexOverlap(carCorners(a, GAP / 2), carCorners(b, GAP / 2));
}

/**
 * Two convex polygons overlap unless an edge of one separates them (separating axes); touching
 * within `eps` counts as apart.
 */
export function convexOverlap(a: readonly Pt[], b: readonly Pt[], eps = 0): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i];
      const q = poly[(i + 1) % poly.length];
      const nx = q.y - p.y;
      const ny = p.x - q.x;
      const ra = a.map((v) => v.x * nx + v.y * ny);
      const rb = b.map((v) => v.x * nx + v.y * ny);
      if (Math.max(...ra) <= Math.min(...rb) + eps || Math.max(...rb) <= Math.min(...ra) + eps) return false;
    }
  }
  return true;
}

/** Whether a point lies inside a polygon (even-odd rule). */
export function insidePolygon(p: Pt, poly: readonly Pt[]): boolean {
  let c = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i];
    const b = poly[j];
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) c = !c;
  }
  return c;
}
