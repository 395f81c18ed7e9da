/**
 * The shape of a Formula 90 track (Formula 90, „INHALT – Zwei Bahnen"): a ring of sections of three
 * kinds, lane lines, braking targets and off-track lines, the pit time, the start grid and the lap
 * counter. The two tracks are in monza.ts and hungaroring.ts; helpers over a track in tracks.ts.
 */

/** The kerb colour of a section: violet = straight, yellow = curve, grey = braking („Zwei Bahnen"). */
export type SectionType = 'straight' | 'curve' | 'braking';

/** The colour of a lane line = the card type that earns its bonus: red, green, orange, yellow („SPURLINIEN"). */
export type LaneColour = 'acceleration' | 'movement' | 'shift' | 'event';
/** The printed colour of each lane colour, as used in lane-line ids. */
export const LANE_COLOUR_WORD: Readonly<Record<LaneColour, 'red' | 'green' | 'orange' | 'yellow'>> = {
  acceleration: 'red',
  movement: 'green',
  shift: 'orange',
  event: 'yellow',
};

export interface LaneLine {
  /** unique on the track: 's<section>-<printed colour>', e.g. 's3-red' */
  readonly id: string;
  readonly colour: LaneColour;
  /** the movement bonus, +1 or +2 */
  readonly bonus: number;
  /** 0 = outermost line of its section (robots break bonus ties by the outermost, „ROBOTER") */
  readonly outer: number;
}

/**
 * An icon on an off-track line (advanced game, „ABSEITS DER BAHN"). The icons are met in order: a
 * test passed sends the car straight to the re-entry position (the icons after it are skipped), a
 * test failed lets it go on to the next icon; `out` and `safetyCar` end the line.
 */
export type OffTrackIcon =
  | { readonly kind: 'test'; readonly target: number }
  | { readonly kind: 'tyres'; readonly n: number }
  | { readonly kind: 'damage'; readonly n: number }
  /** a movement handicap of n in the next turn */
  | { readonly kind: 'handicap'; readonly n: number }
  /** a pit stop in the turn after the re-entry */
  | { readonly kind: 'pit' }
  /** Ausfall */
  | { readonly kind: 'out' }
  /** Ausfall and the safety car */
  | { readonly kind: 'safetyCar' };

export interface Section {
  readonly type: SectionType;
  /** the curve number, on curve sections and on the braking section before a curve */
  readonly curve?: number;
  /** the curve's proper name (e.g. 'Variante del Rettifilo'), on its curve sections */
  readonly name?: string;
  /** the position-battle modifier, on every curve section („POSITIONSKAMPF"; 0 = none) */
  readonly battle?: number;
  /** the late-braking target of a braking section („BREMSEN") */
  readonly brake?: number;
  /**
   * The off-track line of a braking section: its icons in order (advanced game), then the section
   * of its re-entry position („Auffahren auf die Bahn"; the basic game uses only the re-entry).
   */
  readonly offTrack?: { readonly icons: readonly OffTrackIcon[]; readonly reentry: number };
  /** the lane lines starting in this section, outermost first */
  readonly lanes: readonly LaneLine[];
}

/** One box of the lap counter = one game round; its first and last real lap („Zwei Bahnen"). */
export interface LapBox {
  readonly laps: readonly [number, number];
}

export type TrackId = 'monza' | 'hungaroring';

export interface Track {
  readonly id: TrackId;
  /** proper name, the same in every language */
  readonly name: string;
  /** in race direction; index 0 = the first section after the start/finish line */
  readonly sections: readonly Section[];
  /** sections a car goes back at a pit stop („BOXENSTOPP") */
  readonly pitTime: number;
  /** the section of each grid slot, slot 1 first („Startaufstellung") */
  readonly grid: readonly number[];
  /**
   * The lap counter: one box per game round; rows = race stages („Rennetappe"), as indices into
   * `boxes`; `shortRaceLastBox` = the index of the box marked as the last one of a short race
   * („KURZES RENNEN").
   */
  readonly lapCounter: {
    readonly boxes: readonly LapBox[];
    readonly rows: readonly (readonly number[])[];
    readonly shortRaceLastBox: number;
  };
  // The weather table (advanced, „WETTERBEDINGUNGEN") is the same on both boards: data/weather.ts.
}

/** A lane line of section `section`; its id is derived from the section and the printed colour. */
export function laneLine(section: number, colour: LaneColour, bonus: number, outer: number): LaneLine {
  return { id: `s${section}-${LANE_COLOUR_WORD[colour]}`, colour, bonus, outer };
}

/** A lap-counter box: one game round for the real laps first … last („Rundenzähler"). */
export function lapBox(first: number, last = first): LapBox {
  return { laps: [first, last] };
}

/** The race stages (rows of the lap counter): consecutive boxes, `perStage` to a row. */
export function stages(boxes: number, perStage: number): number[][] {
  return Array.from({ length: Math.ceil(boxes / perStage) }, (_x, r) =>
    Array.from({ length: Math.min(perStage, boxes - r * perStage) }, (_y, i) => r * perStage + i),
  );
}

/** Grid slots, slot 1 first: `perSection` slots in each of the given sections, front section first. */
export function gridSlots(sections: readonly number[], perSection: number): number[] {
  return sections.flatMap((s) => Array.from({ length: perSection }, () => s));
}
