/**
 * The track as a segment graph (rule text "Bewegung auf der Rennstrecke"): fields of 1–3
 * segments, their colours, and for every segment the fields adjacent to it (diagonals count)
 * with their segments that lie further ahead. Built once per track from tracks.ts.
 *
 * Segment ids: slice * LANES + lane. Progress along a lap is the slice; a car's absolute
 * progress is laps * slices + slice.
 */
import { BK, DG, LG, W } from './dice';
import { TRACKS, TrackData, TrackId, ZoneColours } from './tracks';

export const LANES = 3;

export interface Field {
  id: number;
  lane: number;
  /** Gear colour indices of the field (two for a two-colour field). */
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

function parseColours(c: ZoneColours): number[] {
  return c.split('/').map((x) => COLOUR_OF[x]);
}

export const sliceOf = (seg: number): number => Math.floor(seg / LANES);
export const laneOf = (seg: number): number => seg % LANES;
export const segAt = (slice: number, lane: number): number => slice * LANES + lane;

function build(track: TrackData): Geometry {
  const L = track.slices;
  const segField: number[] = new Array(L * LANES).fill(-1);
  const fields: Field[] = [];
  const laneFields: number[][] = [];
  track.lanes.forEach((zones, lane) => {
    let slice = 0;
    const mine: number[] = [];
    for (const zone of zones) {
      const colours = parseColours(zone.colours);
      for (const len of zone.fields) {
        if (!(len >= 1 && len <= 3)) throw new Error(`${track.id}: field length ${len}`);
        const segs: number[] = [];
        for (let k = len - 1; k >= 0; k--) segs.push(segAt(slice + k, lane));
        const f: Field = { id: fields.length, lane, colours, rank: Math.max(...colours), segs, no: mine.length + 1 };
        for (const s of segs) segField[s] = f.id;
        fields.push(f);
        mine.push(f.id);
        slice += len;
      }
    }
    if (slice !== L) throw new Error(`${track.id}: lane ${lane} has ${slice} slices, not ${L}`);
    laneFields.push(mine);
  });

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

const CACHE = new Map<TrackId, Geometry>();

export function geometry(id: TrackId): Geometry {
  let g = CACHE.get(id);
  if (!g) {
    g = build(TRACKS[id]);
    CACHE.set(id, g);
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
