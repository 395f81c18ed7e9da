/**
 * The track as a segment graph (rule text "Bewegung auf der Rennstrecke"): fields of 1–3
 * segments, their colours, and for every segment the fields adjacent to it (diagonals count)
 * with their segments that lie further ahead. Built once per track from data/tracks.ts.
 *
 * Segment ids: slice * LANES + lane. Progress along a lap is the slice; a car's absolute
 * progress is laps * slices + slice. A field may straddle the finish line (Tucson): its
 * segments then lie in the last slice of the lap and slice 0; the line stays a segment boundary
 * and every distance is counted across it.
 */
import { BK, DG, LG, W } from '../data/dice';
import { TRACKS, TrackData, TrackId, ZoneColours } from '../data/tracks';

export const LANES = 3;

export interface Field {
  id: number;
  lane: number;
  /** Gear colour indices of the field, ascending (two or three for a multi-colour field). */
  colours: number[];
  /** The higher colour: it decides the wear (rule "Verschleiß": "die höhere Farbe"). */
  rank: number;
  /** Segments front first. */
  segs: number[];
  /** Display number of the field in its lane (1-based, from the finish line). */
  no: number;
}

export interface Adjacent {
  field: number;
  /** Segments of the field further ahead than the anchor, front first, with their distance. */
  ahead: { seg: number; delta: number }[];
}

export interface Geometry {
  track: TrackData;
  slices: number;
  segs: number;
  segField: number[];
  fields: Field[];
  /** Per segment: the fields adjacent to it that have segments further ahead. */
  adjacent: Adjacent[][];
  /** Per lane, its fields in race direction. */
  laneFields: number[][];
}

const COLOUR_OF: Record<string, number> = { W, LG, DG, BK };

/** "W/LG/DG" → [W, LG, DG]: one to three different colours, ascending. */
function parseColours(track: TrackId, c: ZoneColours): number[] {
  const out = c.split('/').map((x) => COLOUR_OF[x]);
  if (out.length > 3 || out.some((x, i) => x === undefined || (i > 0 && x <= out[i - 1]))) throw new Error(`${track}: field colours ${c}`);
  return out;
}

export const sliceOf = (seg: number): number => Math.floor(seg / LANES);
export const laneOf = (seg: number): number => seg % LANES;
export const segAt = (slice: number, lane: number): number => slice * LANES + lane;

/**
 * `held`: the variant of the track for the start player while he has not left P1 (Tucson,
 * "Hinweise zu dieser Erweiterung": he "muss dieses Segment wie ein eigenständiges Feld
 * behandeln, bis er es das erste Mal verlassen hat"): the P1 segment split off its field as a
 * field of its own, same colours (hold.ts).
 */
function build(track: TrackData, held: boolean): Geometry {
  const L = track.slices;
  const wrap = (slice: number) => ((slice % L) + L) % L;
  const segField: number[] = new Array(L * LANES).fill(-1);
  const fields: Field[] = [];
  const laneFields: number[][] = [];
  track.lanes.forEach((zones, lane) => {
    const start = track.starts?.[lane] ?? 0;
    if (!(start <= 0 && start > -3)) throw new Error(`${track.id}: lane ${lane} starts at ${start}`);
    let slice = start;
    const mine: number[] = [];
    for (const zone of zones) {
      const colours = parseColours(track.id, zone.colours);
      for (const len of zone.fields) {
        if (!(len >= 1 && len <= 3)) throw new Error(`${track.id}: field length ${len}`);
        const segs: number[] = [];
        for (let k = len - 1; k >= 0; k--) segs.push(segAt(wrap(slice + k), lane));
        const f: Field = { id: fields.length, lane, colours, rank: Math.max(...colours), segs, no: mine.length + 1 };
        for (const s of segs) segField[s] = f.id;
        fields.push(f);
        mine.push(f.id);
        slice += len;
      }
    }
    if (slice - start !== L) throw new Error(`${track.id}: lane ${lane} has ${slice - start} slices, not ${L}`);
    laneFields.push(mine);
  });
  if (held) {
    const own = track.grid[0];
    const seg = segAt(wrap(own.slice), own.lane);
    const f = fields[segField[seg]];
    if (f.segs.length > 1) {
      const at = f.segs.indexOf(seg);
      if (at !== 0 && at !== f.segs.length - 1) throw new Error(`${track.id}: P1 in the middle of its field`);
      const split: Field = { ...f, id: fields.length, segs: [seg] };
      f.segs = f.segs.filter((s) => s !== seg);
      fields.push(split);
      segField[seg] = split.id;
      const mine = laneFields[f.lane];
      mine.splice(mine.indexOf(f.id) + (at === 0 ? 1 : 0), 0, split.id);
    }
  }

  const adjacent: Adjacent[][] = [];
  for (let a = 0; a < L * LANES; a++) {
    const s = sliceOf(a);
    const l = laneOf(a);
    const seen = new Set<number>();
    const list: Adjacent[] = [];
    for (let dl = -1; dl <= 1; dl++) {
      const lane = l + dl;
      if (lane < 0 || lane >= LANES) continue;
      for (let ds = -1; ds <= 1; ds++) {
        const fid = segField[segAt((s + ds + L) % L, lane)];
        if (seen.has(fid)) continue;
        seen.add(fid);
        const ahead = fields[fid].segs
          .map((seg) => ({ seg, delta: (sliceOf(seg) - s + L) % L }))
          .filter((x) => x.delta >= 1 && x.delta < L / 2);
        if (ahead.length) list.push({ field: fid, ahead });
      }
    }
    adjacent.push(list);
  }
  return { track, slices: L, segs: L * LANES, segField, fields, adjacent, laneFields };
}

const CACHE = new Map<string, Geometry>();

/** The track's segment graph; `held`: the start player's variant while P1 is a field of its own (hold.ts). */
export function geometry(id: TrackId, held = false): Geometry {
  const key = held ? `${id}+held` : id;
  let g = CACHE.get(key);
  if (!g) {
    g = build(TRACKS[id], held);
    CACHE.set(key, g);
  }
  return g;
}

/**
 * Where a die may go from an anchor (rule "Bewegung auf der Rennstrecke"): a field adjacent to
 * the anchor (diagonals count) with a colour in `allowed`, on a segment further ahead, never a
 * blocked one (another car, a die). Without "Einfädeln" only the frontmost free segment of the
 * field may be used; with it any free segment (A-G8).
 */
export function targetsFrom(
  g: Geometry,
  anchor: number,
  allowed: (field: Field) => boolean,
  blocked: ReadonlySet<number>,
  weave: boolean,
  out: Map<number, number>,
  anchorDist: number,
): void {
  for (const adj of g.adjacent[anchor]) {
    const f = g.fields[adj.field];
    if (!allowed(f)) continue;
    if (weave) {
      for (const a of adj.ahead) if (!blocked.has(a.seg) && !out.has(a.seg)) out.set(a.seg, anchorDist + a.delta);
    } else {
      const front = f.segs.find((s) => !blocked.has(s));
      if (front === undefined) continue;
      const a = adj.ahead.find((x) => x.seg === front);
      if (a && !out.has(a.seg)) out.set(a.seg, anchorDist + a.delta);
    }
  }
}
