/**
 * The track picture's geometry (src/games/formula-90/view/geometry.ts) on both tracks: the
 * sections tile the circuit in race direction, keep apart where the circuit passes itself, hold
 * up to 8 queued cars without touching, put their lane-line start points apart with the outermost
 * line on the outer side („SPURLINIEN"), and give every braking section a run-off beside it for
 * cars that went off the track („BREMSEN"); the numbers and badges stand off the track.
 */
import { TRACK_IDS, trackOf } from '../../../src/games/formula-90/data/tracks';
import type { TrackId } from '../../../src/games/formula-90/data/track-types';
import { convexOverlap, insidePolygon } from '../../../src/games/formula-90/view/car-slots';
import { CAR_L, KERB_W, TRACK_W, carCorners, carSlot, offTrackSlot, sectionLine, trackLayout, type Pt, type Slot } from '../../../src/games/formula-90/view/geometry';

const EDGE = TRACK_W / 2 + KERB_W;

/** Two cars' corners overlap (beyond rounding). */
const overlap = (a: readonly Pt[], b: readonly Pt[]) => convexOverlap(a, b, 1e-9);

/** Points along a section's centre line, in race direction. */
const centre = (id: TrackId, section: number): readonly Pt[] => sectionLine(id, section);

const dist = (a: Pt, b: Pt) => Math.hypot(a.x - b.x, a.y - b.y);

/** Distance from a point to a polyline. */
function minDist(p: Pt, line: readonly Pt[]): number {
  let best = Infinity;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    const l2 = (b.x - a.x) ** 2 + (b.y - a.y) ** 2;
    const u = l2 ? Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / l2)) : 0;
    best = Math.min(best, dist(p, { x: a.x + u * (b.x - a.x), y: a.y + u * (b.y - a.y) }));
  }
  return best;
}

/** How far along a section's centre line a point lies (at its nearest point). */
function along(p: Pt, line: readonly Pt[]): number {
  let best = Infinity;
  let at = 0;
  let s = 0;
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1];
    const b = line[i];
    const len = dist(a, b);
    const u = len ? Math.max(0, Math.min(1, ((p.x - a.x) * (b.x - a.x) + (p.y - a.y) * (b.y - a.y)) / (len * len))) : 0;
    const d = dist(p, { x: a.x + u * (b.x - a.x), y: a.y + u * (b.y - a.y) });
    if (d < best) {
      best = d;
      at = s + u * len;
    }
    s += len;
  }
  return at;
}

describe.each(TRACK_IDS.map((id) => [id]))('%s', (id) => {
  const track = trackOf(id);
  const layout = trackLayout(id);
  const n = track.sections.length;

  it('draws every section of the track, with its type, a path, an area and a length', () => {
    expect(layout.sections).toHaveLength(n);
    layout.sections.forEach((s, i) => {
      expect(s.index).toBe(i);
      expect(s.type).toBe(track.sections[i].type);
      expect(s.d).toMatch(/^M[\d.]+ [\d.]+[LA]/);
      expect(s.polygon.length).toBeGreaterThanOrEqual(4);
      expect(s.length).toBeGreaterThan(CAR_L * 3);
    });
  });

  it('tiles the circuit in race direction: each section begins where the one before ends, heading on', () => {
    layout.sections.forEach((s, i) => {
      const next = layout.sections[(i + 1) % n];
      expect(dist(s.end, next.start)).toBeLessThan(0.01);
      expect(s.end.tx * next.start.tx + s.end.ty * next.start.ty).toBeGreaterThan(0.999);
      expect(s.d.startsWith(`M${Math.round(s.start.x * 10) / 10} ${Math.round(s.start.y * 10) / 10}`)).toBe(true);
    });
    // the start/finish line lies across the track where section 0 begins
    const f = layout.finish;
    expect(dist({ x: (f.x1 + f.x2) / 2, y: (f.y1 + f.y2) / 2 }, layout.sections[0].start)).toBeLessThan(0.2);
  });

  it('stays inside the picture, and parts of the circuit that are not neighbours keep a track width apart', () => {
    const lines = layout.sections.map((s) => centre(id, s.index));
    for (const line of lines) {
      for (const p of line) {
        expect(p.x).toBeGreaterThanOrEqual(EDGE);
        expect(p.y).toBeGreaterThanOrEqual(EDGE);
        expect(p.x).toBeLessThanOrEqual(layout.width - EDGE);
        expect(p.y).toBeLessThanOrEqual(layout.height - EDGE);
      }
    }
    for (let i = 0; i < n; i++) {
      for (let j = i + 2; j < n; j++) {
        if (i === 0 && j === n - 1) continue;
        const closest = Math.min(...lines[i].map((p) => minDist(p, lines[j])));
        expect(closest).toBeGreaterThanOrEqual(2 * EDGE);
      }
    }
  });

  it('queues up to 8 cars in every section: inside it, not touching, the front car nearest its end', () => {
    for (const s of layout.sections) {
      const line = centre(id, s.index);
      for (let count = 1; count <= 8; count++) {
        const slots = Array.from({ length: count }, (_x, i) => carSlot(id, s.index, i, count));
        const cars = slots.map((slot) => carCorners(slot));
        cars.forEach((corners) => corners.forEach((p) => expect(insidePolygon(p, s.polygon)).toBe(true)));
        for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) expect(overlap(cars[a], cars[b])).toBe(false);
        // each car stands behind the one before it (a little slack: cars turn in a curve)
        const at = slots.map((p) => along(p, line));
        for (let k = 1; k < count; k++) expect(at[k]).toBeLessThanOrEqual(at[k - 1] + 0.5);
      }
    }
  });

  it('puts a single car on the centre line and a car of a queue where its place says', () => {
    for (const s of layout.sections) {
      const one = carSlot(id, s.index, 0, 1);
      expect(minDist(one, centre(id, s.index))).toBeLessThan(0.2);
    }
    expect(carSlot(id, 3, 2, 5)).toEqual(carSlot(id, 3, 2, 5));
  });

  it('draws the lane-line start points apart, in their section, the outermost on the outer side („SPURLINIEN")', () => {
    const all = layout.sections.flatMap((s) => s.lanes);
    expect(all.map((l) => l.id).sort()).toEqual(track.sections.flatMap((s) => s.lanes.map((l) => l.id)).sort());
    for (const s of layout.sections) {
      for (const l of s.lanes) expect(insidePolygon(l, s.polygon)).toBe(true);
      for (let a = 0; a < s.lanes.length; a++) for (let b = a + 1; b < s.lanes.length; b++) expect(dist(s.lanes[a], s.lanes[b])).toBeGreaterThanOrEqual(16);
      if (s.lanes.length === 2) {
        const [first, second] = [...s.lanes].sort((x, y) => x.outer - y.outer);
        // the outer side is +1 = left of race direction (normal n), −1 = right
        const side = (p: Pt) => ((p.x - s.start.x) * s.start.nx + (p.y - s.start.y) * s.start.ny) * s.outer;
        expect(side(first)).toBeGreaterThan(side(second));
      }
    }
  });

  it('gives every braking section a run-off beside it for four cars off the track, clear of the track („BREMSEN")', () => {
    const lines = layout.sections.map((s) => centre(id, s.index));
    for (const s of layout.sections) {
      if (s.type !== 'braking') {
        expect(s.runOff).toBeNull();
        expect(() => offTrackSlot(id, s.index, 0)).toThrow();
        continue;
      }
      const r = s.runOff!;
      expect(minDist(r, lines[s.index])).toBeLessThan(EDGE + r.h);
      const cars = [0, 1, 2, 3].map((i) => carCorners(offTrackSlot(id, s.index, i)));
      for (const corners of cars) {
        for (const p of corners) {
          expect(Math.min(...lines.map((line) => minDist(p, line)))).toBeGreaterThan(EDGE);
          expect(p.x).toBeGreaterThan(0);
          expect(p.y).toBeGreaterThan(0);
          expect(p.x).toBeLessThan(layout.width);
          expect(p.y).toBeLessThan(layout.height);
        }
      }
      for (let a = 0; a < 4; a++) for (let b = a + 1; b < 4; b++) expect(overlap(cars[a], cars[b])).toBe(false);
      // the braking target is written in the run-off, behind the cars
      const slot: Slot = offTrackSlot(id, s.index, 1);
      expect(dist(s.badge, r)).toBeLessThan(r.w / 2);
      expect(dist(s.badge, slot)).toBeGreaterThan(CAR_L / 2);
    }
  });

  it('writes the numbers beside the track, inside the picture and apart from each other', () => {
    const lines = layout.sections.map((s) => centre(id, s.index));
    const spots = [...layout.sections.map((s) => s.label), ...layout.curves];
    for (const p of spots) {
      expect(Math.min(...lines.map((line) => minDist(p, line)))).toBeGreaterThan(EDGE + 4);
      expect(p.x).toBeGreaterThan(4);
      expect(p.y).toBeGreaterThan(4);
      expect(p.x).toBeLessThan(layout.width - 4);
      expect(p.y).toBeLessThan(layout.height - 4);
    }
    for (let a = 0; a < spots.length; a++) for (let b = a + 1; b < spots.length; b++) expect(dist(spots[a], spots[b])).toBeGreaterThan(14);
    expect(layout.curves.map((c) => c.curve).sort((a, b) => a - b)).toEqual([...new Set(track.sections.filter((s) => s.type === 'curve').map((s) => s.curve))].sort((a, b) => (a ?? 0) - (b ?? 0)));
  });
});
