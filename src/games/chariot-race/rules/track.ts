/**
 * The track as a graph, built from the two half-sides of data/track-halves.ts (gap C-G1): every
 * field with its lane, its front line (progress), the next field in its lane, the lane-change
 * targets (rule "Spurwechsel": a field of the adjacent lane whose front line is further ahead —
 * the nearest one), curve limits, rock piles, start positions and the neighbours for the spear
 * range (C-G8). Built once per track choice and cached; pure data, never stored in the state.
 */
import {
  CURVE_UNITS,
  HALF_SIDES,
  HalfFieldRef,
  HalfSide,
  LANES,
  LANE_LETTERS,
  Lane,
  ROW_UNITS,
  START_POSITIONS,
  Segment,
  TrackChoice,
} from '../data/track-halves';

export interface Field {
  /** Index in lap order (front line, then lane). */
  index: number;
  lane: Lane;
  /** 1-based number along its lane, counted from the finish line. */
  number: number;
  /** e.g. "M12": middle lane, 12th field after the finish line. */
  name: string;
  half: 1 | 2;
  segment: Segment;
  /** 0-based index in its segment and lane. */
  seg: number;
  /** The front line: progress in (0, lap], the finish line at `lap` (= 0 of the next lap). */
  front: number;
  /** The front line of the field behind it in the lane (its back edge), may be ≤ 0. */
  back: number;
  next: number;
  prev: number;
  /** Lane change towards the spina (lane − 1) and away from it (lane + 1), null at the edge. */
  inward: number | null;
  outward: number | null;
  limit: number | null;
  rock: boolean;
  /** Start position 1..6, or null. */
  start: number | null;
}

export interface Track {
  choice: TrackChoice;
  sides: [HalfSide, HalfSide];
  fields: Field[];
  /** Progress units of one lap. */
  lap: number;
  /** Field index of each start position 1..6 (index 0 = position 1). */
  starts: number[];
  /** Undirected neighbours (same lane and diagonal, both directions), for the spear range. */
  neighbours: number[][];
}

interface Proto {
  lane: Lane;
  half: 1 | 2;
  segment: Segment;
  seg: number;
  front: number;
  limit: number | null;
  rock: boolean;
}

function halfLength(h: HalfSide): number {
  return (h.rowsIn + h.rowsOut) * ROW_UNITS + CURVE_UNITS;
}

function sameRef(a: HalfFieldRef, p: Proto): boolean {
  return a.segment === p.segment && a.lane === p.lane && a.index === p.seg;
}

function buildTrack(choice: TrackChoice): Track {
  const sides: [HalfSide, HalfSide] = [HALF_SIDES[`1${choice[0]}` as '1A' | '1B'], HALF_SIDES[`2${choice[1]}` as '2A' | '2B']];
  const protos: Proto[] = [];
  let offset = 0;
  for (const h of sides) {
    for (const lane of LANES) {
      const add = (segment: Segment, seg: number, front: number) => {
        const p: Proto = { lane, half: h.half, segment, seg, front, limit: null, rock: false };
        const lim = segment === 'curve' ? h.limits.find((l) => l.lane === lane && l.index === seg) : undefined;
        if (lim) p.limit = lim.limit;
        p.rock = h.rocks.some((r) => sameRef(r, p));
        protos.push(p);
      };
      for (let j = 0; j < h.rowsIn; j++) add('in', j, offset + (j + 1) * ROW_UNITS);
      const n = h.curveFields[lane];
      const curveStart = offset + h.rowsIn * ROW_UNITS;
      for (let k = 0; k < n; k++) add('curve', k, curveStart + ((k + 1) * CURVE_UNITS) / n);
      const outStart = curveStart + CURVE_UNITS;
      for (let j = 0; j < h.rowsOut; j++) add('out', j, outStart + (j + 1) * ROW_UNITS);
    }
    offset += halfLength(h);
  }
  const lap = offset;
  protos.sort((a, b) => a.front - b.front || a.lane - b.lane);

  const byLane: number[][] = [[], [], []];
  protos.forEach((p, i) => byLane[p.lane].push(i));
  const fields: Field[] = protos.map((p, i) => {
    const lanePos = byLane[p.lane].indexOf(i);
    const list = byLane[p.lane];
    const prev = list[(lanePos - 1 + list.length) % list.length];
    return {
      index: i,
      lane: p.lane,
      number: lanePos + 1,
      name: `${LANE_LETTERS[p.lane]}${lanePos + 1}`,
      half: p.half,
      segment: p.segment,
      seg: p.seg,
      front: p.front,
      back: lanePos === 0 ? protos[prev].front - lap : protos[prev].front,
      next: list[(lanePos + 1) % list.length],
      prev,
      inward: null,
      outward: null,
      limit: p.limit,
      rock: p.rock,
      start: null,
    };
  });
  // Rule "Spurwechsel": the nearest field of the adjacent lane whose front line is further ahead
  // (after the last field of a lap, the first of the next).
  const target = (from: Field, lane: number): number => {
    const list = byLane[lane];
    const ahead = list.find((i) => fields[i].front > from.front);
    return ahead ?? list[0];
  };
  for (const f of fields) {
    if (f.lane > 0) f.inward = target(f, f.lane - 1);
    if (f.lane < 2) f.outward = target(f, f.lane + 1);
  }
  const half2 = sides[1];
  const starts = START_POSITIONS.map((ref, i) => {
    const idx = fields.findIndex((f) => f.half === half2.half && f.segment === ref.segment && f.lane === ref.lane && f.seg === ref.index);
    fields[idx].start = i + 1;
    return idx;
  });
  const neighbours: number[][] = fields.map(() => []);
  const link = (a: number, b: number) => {
    if (!neighbours[a].includes(b)) neighbours[a].push(b);
    if (!neighbours[b].includes(a)) neighbours[b].push(a);
  };
  for (const f of fields) {
    link(f.index, f.next);
    if (f.inward !== null) link(f.index, f.inward);
    if (f.outward !== null) link(f.index, f.outward);
  }
  return { choice, sides, fields, lap, starts, neighbours };
}

const CACHE = new Map<TrackChoice, Track>();

/** The track for a choice of sides (cached: the data never changes). */
export function trackFor(choice: TrackChoice): Track {
  let t = CACHE.get(choice);
  if (!t) {
    t = buildTrack(choice);
    CACHE.set(choice, t);
  }
  return t;
}

/** Absolute progress of a chariot: laps × lap length + the front line of its field. */
export function absProgress(track: Track, field: number, lap: number): number {
  return lap * track.lap + track.fields[field].front;
}

/** The lap counter after a step from `from` to `to` forwards (the front line wraps at the line). */
export function lapAfterStep(track: Track, from: number, to: number, lap: number): number {
  return track.fields[to].front <= track.fields[from].front ? lap + 1 : lap;
}

/** The lap counter after a step backwards in the lane (the set-back after ramming). */
export function lapAfterBackStep(track: Track, from: number, to: number, lap: number): number {
  return track.fields[to].front >= track.fields[from].front ? lap - 1 : lap;
}

/**
 * Rule "Speer werfen" (C-G8): the distance counted like movement — steps along the lane or
 * diagonally to a neighbouring lane, forwards or backwards; the own field does not count.
 * Returns the fields at most `range` steps away (without the field itself).
 */
export function fieldsWithin(track: Track, from: number, range: number): Set<number> {
  const seen = new Set<number>([from]);
  let frontier = [from];
  for (let d = 0; d < range; d++) {
    const nextFrontier: number[] = [];
    for (const f of frontier) {
      for (const n of track.neighbours[f]) {
        if (!seen.has(n)) {
          seen.add(n);
          nextFrontier.push(n);
        }
      }
    }
    frontier = nextFrontier;
  }
  seen.delete(from);
  return seen;
}

/** Lanes in words. */
export function fieldWords(track: Track, index: number): string {
  return track.fields[index].name;
}
