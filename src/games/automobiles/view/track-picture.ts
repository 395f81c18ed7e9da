/**
 * The picture of a track (views/games/automobiles/track-ground.hbs and board.hbs): the centre line
 * walked from the track's pieces, the segments as quadrilaterals (fields of two or three colours
 * split diagonally), the finish line, the start spaces with their money written in the infield
 * beside them, the row numbers; a clockwise track turns right. The ground is a static part, drawn
 * once per track and language; board.ts puts the cars and dice on it.
 */
import { staticParts } from '../../../engine/static-part';
import { COLOUR_PAINT } from '../data/dice';
import { LANES, geometry, laneOf, sliceOf } from '../rules/geometry';
import { TRACKS, TrackData, type TrackId } from '../data/tracks';
import type { AutoView } from './view';
import { fieldColours, laneId, t } from './words';

const STEP = 34; // length of a slice along the centre line
const LANE_W = 24;
const PAD = 46;

export interface Pt {
  x: number;
  y: number;
}

export interface Layout {
  width: number;
  height: number;
  /** Centre-line point and normal towards the inside at every slice boundary 0..slices (boundary slices is boundary 0 again). */
  at: { p: Pt; n: Pt }[];
}

const LAYOUTS = new Map<string, Layout>();

/**
 * Walks the pieces of the track: straights, and turns towards the inside — to the left, as the
 * race goes counter-clockwise; a clockwise track (Monte Carlo) is the mirror image, turning
 * right with the inside on the right. Only the points are mirrored, never the labels, so every
 * text stays readable.
 */
export function layout(track: TrackData): Layout {
  const cached = LAYOUTS.get(track.id);
  if (cached) return cached;
  let x = 0;
  let y = 0;
  let h = 0; // heading in radians, 0 = east; a left turn on screen decreases the screen angle
  const pts: { x: number; y: number; h: number }[] = [{ x, y, h }];
  for (const piece of track.pieces) {
    const theta = (piece.turn * Math.PI) / 180 / piece.slices;
    const chord = theta === 0 ? STEP : (2 * STEP * Math.sin(theta / 2)) / theta;
    for (let i = 0; i < piece.slices; i++) {
      const mid = h - theta / 2;
      x += chord * Math.cos(mid);
      y += chord * Math.sin(mid);
      h -= theta;
      pts.push({ x, y, h });
    }
  }
  const mirror = track.clockwise ? -1 : 1;
  const at = pts.map((q) => ({ p: { x: mirror * q.x, y: q.y }, n: { x: mirror * Math.sin(q.h), y: -Math.cos(q.h) } }));
  const xs = at.flatMap((a) => [a.p.x + a.n.x * 1.5 * LANE_W, a.p.x - a.n.x * 1.5 * LANE_W]);
  const ys = at.flatMap((a) => [a.p.y + a.n.y * 1.5 * LANE_W, a.p.y - a.n.y * 1.5 * LANE_W]);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  for (const a of at) {
    a.p.x += PAD - minX;
    a.p.y += PAD - minY;
  }
  const out = { width: Math.ceil(Math.max(...xs) - minX + 2 * PAD), height: Math.ceil(Math.max(...ys) - minY + 2 * PAD), at };
  LAYOUTS.set(track.id, out);
  return out;
}

/** A point at boundary k, at `off` lane widths towards the inside of the centre line. */
function point(l: Layout, k: number, off: number): Pt {
  const a = l.at[k];
  return { x: a.p.x + a.n.x * off * LANE_W, y: a.p.y + a.n.y * off * LANE_W };
}

const f1 = (n: number) => Math.round(n * 10) / 10;
export const poly = (ps: Pt[]) => ps.map((p) => `${f1(p.x)},${f1(p.y)}`).join(' ');

/** Inner (towards the inside) and outer offsets of a lane. */
function laneOffsets(lane: number): [number, number] {
  return [1.5 - lane, 0.5 - lane];
}

/** The part of a segment in the colour `k` of a field of `n` colours (k ≥ 1): diagonal strips towards the outside front, the higher colours outwards. */
function strip(q: Pt[], n: number, k: number): Pt[] {
  const [a, b, c, d] = q; // inside back, inside front, outside front, outside back
  const along = (p: Pt, r: Pt, t: number): Pt => ({ x: p.x + (r.x - p.x) * t, y: p.y + (r.y - p.y) * t });
  if (n === 2) return [b, c, d]; // the half beyond the diagonal
  // Three colours: equal thirds; the corner triangles have legs of sqrt(2/3) of the sides.
  const t = Math.sqrt(2 / 3);
  return k === 1 ? [along(a, b, t), b, c, d, along(a, d, t)] : [along(c, b, t), c, along(c, d, t)];
}

export function segQuad(l: Layout, seg: number): Pt[] {
  const s = sliceOf(seg);
  const [a, b] = laneOffsets(laneOf(seg));
  return [point(l, s, a), point(l, s + 1, a), point(l, s + 1, b), point(l, s, b)];
}

export function segCentre(trackId: keyof typeof TRACKS, seg: number): Pt {
  const l = layout(TRACKS[trackId]);
  const q = segQuad(l, seg);
  return { x: f1((q[0].x + q[1].x + q[2].x + q[3].x) / 4), y: f1((q[0].y + q[1].y + q[2].y + q[3].y) / 4) };
}

const GEAR_FILL = [COLOUR_PAINT.white.fill, COLOUR_PAINT.lightgrey.fill, COLOUR_PAINT.darkgrey.fill, COLOUR_PAINT.black.fill];

/**
 * The track as every state on it draws it (views/games/automobiles/track-ground.hbs): its segments
 * coloured by gear, the fields' outlines, the finish line, the start spaces and the row numbers.
 */
function trackGround(trackId: TrackId) {
  const track = TRACKS[trackId];
  const g = geometry(track.id);
  const l = layout(track);
  const segments = [];
  for (let seg = 0; seg < g.segs; seg++) {
    const f = g.fields[g.segField[seg]];
    const q = segQuad(l, seg);
    segments.push({
      points: poly(q),
      fill: GEAR_FILL[f.colours[0]],
      // A multi-colour field: the higher colours on the strips towards the outside.
      strips: f.colours.slice(1).map((c, i) => ({ points: poly(strip(q, f.colours.length, i + 1)), fill: GEAR_FILL[c] })),
      title: t('board.segment', { row: sliceOf(seg) + 1, lane: laneId(laneOf(seg)), colours: fieldColours(f.colours) }),
    });
  }
  const fields = g.fields.map((f) => {
    // From the rear boundary to the front one; a field across the finish line (Tucson) runs on
    // from boundary `slices` (= boundary 0) to the boundaries after it.
    const rear = sliceOf(f.segs[f.segs.length - 1]);
    const [a, b] = laneOffsets(f.lane);
    const inner = [];
    const outer = [];
    for (let k = rear; k <= rear + f.segs.length; k++) {
      const at = k > g.slices ? k - g.slices : k;
      inner.push(point(l, at, a));
      outer.push(point(l, at, b));
    }
    return { points: poly([...inner, ...outer.reverse()]) };
  });
  // Finish line: chequered squares across the track at boundary 0.
  const finish = [];
  for (let i = 0; i < 6; i++) {
    const p0 = point(l, 0, 1.5 - i * 0.5);
    const p1 = point(l, 0, 1.0 - i * 0.5);
    finish.push({ x1: f1(p0.x), y1: f1(p0.y), x2: f1(p1.x), y2: f1(p1.y), stroke: i % 2 ? '#fff' : '#111' });
  }
  // Start spaces: an outline on the segment, and the place with its money in the infield beside
  // its row (each start space has a row of its own), where no car covers it.
  const grid = track.grid.map((gs, i) => {
    const slice = gs.slice < 0 ? gs.slice + g.slices : gs.slice; // behind the finish line (Tucson)
    const seg = slice * LANES + gs.lane;
    const c = segCentre(track.id, seg);
    const box = segQuad(l, seg).map((p) => ({ x: c.x + (p.x - c.x) * 0.78, y: c.y + (p.y - c.y) * 0.72 }));
    const a = point(l, slice, 1.5 + 0.85);
    const b = point(l, slice + 1, 1.5 + 0.85);
    const at = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    const place = `P${i + 1}`;
    return { box: poly(box), x: f1(at.x), y: f1(at.y), place, money: `$${gs.money}`, title: t('board.start', { place, row: slice + 1, lane: laneId(gs.lane), money: gs.money }) };
  });
  const rows = [];
  for (let s = 0; s < g.slices; s += 4) {
    const p = point(l, s, -1.5 - 0.55);
    const q = point(l, s + 1, -1.5 - 0.55);
    rows.push({ x: f1((p.x + q.x) / 2), y: f1((p.y + q.y) / 2 + 3), label: s + 1 });
  }
  return { segments, fields, finish, grid, rows };
}

/** The static part of each track (drawn once per language by the platform). */
const ground = staticParts('games/automobiles/track-ground', (id) => trackGround(id as TrackId));

/** The track's picture: its size, and the static part that draws it without the cars and dice. */
export function trackPicture(view: AutoView) {
  const l = layout(TRACKS[view.options.track]);
  return { width: l.width, height: l.height, ground: ground(view.options.track) };
}
