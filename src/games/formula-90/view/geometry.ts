/**
 * The geometry of a Formula 90 track picture (views/games/formula-90/track.hbs), pure and cached
 * per track: every section's centre line (view/centre-line.ts, from the drawing in
 * view/circuits.ts), its area, its outer side, its lane-line start points, the run-off beside a
 * braking section, the numbers and words beside it (view/track-labels.ts), and the places of the
 * cars queued in it (view/car-slots.ts). Units are those of the picture's viewBox.
 */
import type { Section, TrackId } from '../data/track-types';
import { trackOf } from '../data/tracks';
import { queueSlots, runOffSlot, type Slot } from './car-slots';
import { centreLine, frameAt, headingOf, lengthOf, netTurn, offset, offsetLine, r1, thin, type Frame, type SectionLine } from './centre-line';
import { CIRCUITS } from './circuits';
import { placeLabels } from './track-labels';
import type { CurveLabel, LaneMarker, RunOff, SectionShape } from './track-shapes';
import { EDGE, LANE_AT, RUN_OFF, TRACK_W } from './track-sizes';

export { carCorners, type Slot } from './car-slots';
export type { Frame, Pt } from './centre-line';
export { CAR_L, CAR_W, KERB_W, TRACK_W } from './track-sizes';
export type { CurveLabel, LaneMarker, RunOff, SectionShape } from './track-shapes';

export interface TrackLayout {
  id: TrackId;
  width: number;
  height: number;
  /** how the picture is turned upright on a narrow screen: a quarter clockwise or counter-clockwise */
  portrait: 'cw' | 'ccw';
  sections: SectionShape[];
  curves: CurveLabel[];
  /** the start/finish line, across the asphalt where section 0 begins */
  finish: { x1: number; y1: number; x2: number; y2: number };
  /** the old oval's bridge across the track, if the circuit has one */
  bridge: Slot | null;
}

interface Built {
  layout: TrackLayout;
  lines: SectionLine[];
}

const CACHE = new Map<TrackId, Built>();

function build(id: TrackId): Built {
  const cached = CACHE.get(id);
  if (cached) return cached;
  const circuit = CIRCUITS[id];
  const track = trackOf(id);
  const n = track.sections.length;
  if (circuit.starts.length !== n) throw new Error(`${id}: ${circuit.starts.length} drawn sections, ${n} on the track`);
  const lines = centreLine(circuit.corners, circuit.starts);
  const turns = lines.map(netTurn);
  // the circuit runs clockwise on the picture: its outside is on the left of race direction
  const outside: 1 | -1 = turns.reduce((a, b) => a + b, 0) > 0 ? 1 : -1;
  const sideOf = (turn: number): 1 | -1 => (turn > 0 ? 1 : -1);
  const nextCurve = (i: number) => {
    for (let k = 1; k < n; k++) if (track.sections[(i + k) % n].type === 'curve') return (i + k) % n;
    return i;
  };
  const sections = track.sections.map((sec: Section, i): SectionShape => {
    const c = lines[i];
    const length = lengthOf(c);
    // the outer side: of the curve itself; before a curve, of the curve ahead; else the circuit's
    const outer = circuit.outer?.[i] ?? (sec.type === 'curve' ? sideOf(turns[i]) : sec.type === 'braking' ? sideOf(turns[nextCurve(i)]) : outside);
    const left = offsetLine(c, TRACK_W / 2);
    const right = offsetLine(c, -TRACK_W / 2);
    const polygon = [...thin(left.pts, left.s, 5), ...thin(right.pts, right.s, 5).reverse()];
    // „SPURLINIEN": the start points across the track, the outermost line on the outer side
    const lanes = sec.lanes.map((l, _k, all): LaneMarker => {
      const o = outer * (TRACK_W / 2) * (1 - (2 * l.outer + 1) / all.length);
      const p = offset(frameAt(c, LANE_AT), o);
      const way = offsetLine(c, o);
      const scale = way.s[way.s.length - 1] / length;
      const from = Math.max(0, way.s.findIndex((v) => v >= LANE_AT * scale));
      const rest = thin(way.pts.slice(from), way.s.slice(from), 10);
      return { id: l.id, colour: l.colour, bonus: l.bonus, outer: l.outer, x: r1(p.x), y: r1(p.y), d: `M${rest.map((q) => `${r1(q.x)} ${r1(q.y)}`).join('L')}` };
    });
    // „BREMSEN": a run-off beside the end of a braking section, on the outer side of the curve ahead
    let runOff: RunOff | null = null;
    if (sec.type === 'braking') {
      const f = frameAt(c, length - RUN_OFF.at);
      const v = circuit.runOffSide?.[i];
      const side = v === 'in' ? (outside === 1 ? -1 : 1) : v === 'out' ? outside : outer;
      const p = offset(f, side * (EDGE + 4 + RUN_OFF.h / 2));
      runOff = { x: r1(p.x), y: r1(p.y), angle: headingOf(f), w: RUN_OFF.w, h: RUN_OFF.h, side };
    }
    return {
      index: i,
      type: sec.type,
      d: c.d,
      length: r1(length),
      outer,
      start: c.frames[0],
      end: c.frames[c.frames.length - 1],
      polygon,
      outline: polygon.map((p) => `${r1(p.x)},${r1(p.y)}`).join(' '),
      label: { x: 0, y: 0 },
      badge: { x: 0, y: 0 },
      lanes,
      runOff,
    };
  });
  const curves = placeLabels(circuit, track, lines, sections, outside);
  const s0 = lines[0].frames[0];
  const h = TRACK_W / 2;
  const finish = { x1: r1(s0.x + s0.nx * h), y1: r1(s0.y + s0.ny * h), x2: r1(s0.x - s0.nx * h), y2: r1(s0.y - s0.ny * h) };
  let bridge: Slot | null = null;
  if (circuit.bridge) {
    const [sec, at] = circuit.bridge;
    const f = frameAt(lines[sec], at * lengthOf(lines[sec]));
    bridge = { x: r1(f.x), y: r1(f.y), angle: headingOf(f) };
  }
  const built: Built = { layout: { id, width: circuit.width, height: circuit.height, portrait: circuit.portrait, sections, curves, finish, bridge }, lines };
  CACHE.set(id, built);
  return built;
}

/** The picture of a track: every section with its shapes and labels. */
export function trackLayout(id: TrackId): TrackLayout {
  return build(id).layout;
}

/** A section's centre line, sampled in race direction. */
export function sectionLine(id: TrackId, section: number): readonly Frame[] {
  return build(id).lines[section].frames;
}

const QUEUES = new Map<string, Slot[]>();

/**
 * Where the car at place `index` (0 = front) of a section's queue stands, `count` cars being
 * queued there: the front car nearest the section's end, the others behind it — alone on the
 * centre line, two abreast like a grid, three abreast in a crowd of 7 or 8 — inside the section,
 * never touching.
 */
export function carSlot(id: TrackId, section: number, index: number, count = 8): Slot {
  const n = Math.max(count, index + 1);
  const key = `${id}:${section}:${n}`;
  let slots = QUEUES.get(key);
  if (!slots) {
    const { layout, lines } = build(id);
    const shape = layout.sections[section];
    slots = queueSlots(lines[section], shape.polygon, shape.outer, n);
    QUEUES.set(key, slots);
  }
  return slots[index];
}

/**
 * Where a car that went off the track at braking section `section` stands („BREMSEN", „Abseits
 * der Bahn"): in the run-off beside it, `index` counting the cars there.
 */
export function offTrackSlot(id: TrackId, section: number, index: number): Slot {
  const r = build(id).layout.sections[section].runOff;
  if (!r) throw new Error(`${id}: section ${section} is no braking section`);
  return runOffSlot(r, index);
}
