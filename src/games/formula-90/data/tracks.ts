/**
 * The two tracks of Formula 90 by id („INHALT – Zwei Bahnen") and small pure helpers over a track:
 * moving along the ring, the lane lines of a section, the curves, the grid, the pit stop and the lap
 * counter. Sections are indices into `track.sections`, boxes indices into `lapCounter.boxes`.
 */
import { HUNGARORING } from './hungaroring';
import { MONZA } from './monza';
import { LaneLine, Section, Track, TrackId } from './track-types';

export const TRACK_IDS: readonly TrackId[] = ['monza', 'hungaroring'];

export const TRACKS: Readonly<Record<TrackId, Track>> = { monza: MONZA, hungaroring: HUNGARORING };

export function trackOf(id: TrackId): Track {
  return TRACKS[id];
}

// ---- Sections -------------------------------------------------------------------------------

export function sectionCount(track: Track): number {
  return track.sections.length;
}

export function section(track: Track, index: number): Section {
  return track.sections[wrap(track, index)];
}

/** The section `steps` sections ahead in race direction (across the start/finish line). */
export function nextSection(track: Track, index: number, steps = 1): number {
  return wrap(track, index + steps);
}

/** The section `steps` sections behind. */
export function previousSection(track: Track, index: number, steps = 1): number {
  return wrap(track, index - steps);
}

/** How many sections a car moves forward from `from` to reach `to` (0 … n−1). */
export function sectionDistance(track: Track, from: number, to: number): number {
  return wrap(track, to - from);
}

function wrap(track: Track, index: number): number {
  const n = track.sections.length;
  return ((index % n) + n) % n;
}

// ---- Lane lines ------------------------------------------------------------------------------

/** The lane lines starting in a section, outermost first. */
export function laneLines(track: Track, index: number): readonly LaneLine[] {
  return section(track, index).lanes;
}

/** A lane line by id, with its section. */
export function findLaneLine(track: Track, id: string): { section: number; line: LaneLine } | undefined {
  for (let i = 0; i < track.sections.length; i++) {
    const line = track.sections[i].lanes.find((l) => l.id === id);
    if (line) return { section: i, line };
  }
  return undefined;
}

/**
 * The line a robot is placed on when it ends its move in a section („ROBOTER"): the free line with
 * the highest bonus, among equal bonuses the outermost; undefined when every line is taken.
 */
export function robotLaneLine(track: Track, index: number, taken: ReadonlySet<string>): LaneLine | undefined {
  let best: LaneLine | undefined;
  for (const l of laneLines(track, index)) {
    if (taken.has(l.id)) continue;
    if (!best || l.bonus > best.bonus || (l.bonus === best.bonus && l.outer < best.outer)) best = l;
  }
  return best;
}

// ---- Curves ----------------------------------------------------------------------------------

/** The number of curves (numbered 1 … n in race direction). */
export function curveCount(track: Track): number {
  return Math.max(0, ...track.sections.map((s) => (s.type === 'curve' ? s.curve ?? 0 : 0)));
}

/** The curve sections of a curve, in race direction. */
export function curveSections(track: Track, curve: number): number[] {
  return indicesWhere(track, (s) => s.type === 'curve' && s.curve === curve);
}

/** The braking section before a curve, if it has one. */
export function brakingSectionBefore(track: Track, curve: number): number | undefined {
  return indicesWhere(track, (s) => s.type === 'braking' && s.curve === curve)[0];
}

/** A curve's proper name, if it has one (Monza's curves; the Hungaroring's are numbered only). */
export function curveName(track: Track, curve: number): string | undefined {
  return track.sections.find((s) => s.type === 'curve' && s.curve === curve)?.name;
}

function indicesWhere(track: Track, pred: (s: Section) => boolean): number[] {
  const out: number[] = [];
  track.sections.forEach((s, i) => {
    if (pred(s)) out.push(i);
  });
  return out;
}

// ---- Grid and pit stop -----------------------------------------------------------------------

/** The section of a grid slot (slot 1 = pole position). */
export function gridSection(track: Track, slot: number): number {
  if (slot < 1 || slot > track.grid.length) throw new Error(`no grid slot ${slot} on ${track.id}`);
  return track.grid[slot - 1];
}

/**
 * Where a car stands after a pit stop from `from` („BOXENSTOPP"): `time` sections back — the
 * board's pit time unless the caller adds extra fuel (+1 a 3 laps) or PITTING (−2).
 */
export function pitStopSection(track: Track, from: number, time = track.pitTime): number {
  return previousSection(track, from, time);
}

// ---- Lap counter -----------------------------------------------------------------------------

/** The index of the last box of the race (of the short race: the box marked on the counter). */
export function lastBox(track: Track, short = false): number {
  return short ? track.lapCounter.shortRaceLastBox : track.lapCounter.boxes.length - 1;
}

/** The last real lap of the race. */
export function lastLap(track: Track, short = false): number {
  return track.lapCounter.boxes[lastBox(track, short)].laps[1];
}

/** The box that holds a real lap (where a fuel tile for that lap lies); −1 beyond the counter. */
export function boxOfLap(track: Track, lap: number): number {
  return track.lapCounter.boxes.findIndex((b) => b.laps[0] <= lap && lap <= b.laps[1]);
}

/** The race stage (row, 0-based) of a box. */
export function stageOfBox(track: Track, box: number): number {
  return track.lapCounter.rows.findIndex((row) => row.includes(box));
}

/** Whether a box is the first of its row: reaching it starts a new race stage. */
export function startsStage(track: Track, box: number): boolean {
  return track.lapCounter.rows.some((row) => row[0] === box);
}

/** Whether a box lies in the last race stage (of the short race, if `short`). */
export function inLastStage(track: Track, box: number, short = false): boolean {
  return stageOfBox(track, box) === stageOfBox(track, lastBox(track, short));
}
