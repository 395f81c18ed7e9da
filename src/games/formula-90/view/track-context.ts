/**
 * The context of the track partial (views/games/formula-90/track.hbs): the circuit of
 * view/geometry.ts with its section colours, numbers, battle modifiers, braking targets, lane-line
 * start points, run-offs, the grid and the start/finish line — the same for every state on a
 * track: a static part (track-ground.hbs) the platform draws once per language — and the cars
 * where they stand, the start points held and what a move may pick. Input is plain (the board
 * builds it from the view); words are messages of the game's catalogue.
 */
import { staticParts } from '../../../engine/static-part';
import type { Msg, Text } from '../../../engine/text';
import type { PlayerColour } from '../data/car-sheets';
import type { LaneColour, Section, TrackId } from '../data/track-types';
import { trackOf } from '../data/tracks';
import type { CarKind } from '../rules/state';
import { CAR_L, CAR_W, KERB_W, TRACK_W, carSlot, offTrackSlot, trackLayout, type Slot } from './geometry';
import type { F90View } from './view';
import { carText, curveText, t } from './words';

export interface TrackCarInput {
  id: string;
  kind: CarKind;
  /** a short text on the car: a seat's number or initial, "R2" */
  label: Text;
  /** a player's car colour (css); robots are drawn in their kind's colour */
  colour?: string;
  section: number;
  /** place in the section's queue, 0 = front (off-track cars: after those on the track) */
  index: number;
  offTrack: boolean;
  lapsDown: number;
  isLead: boolean;
  moved: boolean;
  /** the car's tooltip (default: its label and section) */
  title?: Text;
}

export interface TrackInput {
  track: TrackId;
  cars: readonly TrackCarInput[];
  /** lane-line start points held: line id ('s3-red') → car id */
  lanes?: Readonly<Record<string, string>>;
  /** what a move may pick on the track: sections ('section-12') and lane lines ('lane-s12-green') */
  pickable?: { sections?: readonly number[]; lines?: readonly string[] };
  /** „GELBE FLAGGE": the yellow flags, each with the number of cars in front of it (absent: the flags module is off) */
  yellowFlags?: readonly { section: number; at: number }[];
  /** „SAFETY CAR": the section where it leads the field (in front of the leader) */
  safetyCar?: number | null;
}

/** The colours of the 8 player cars („8 Spielerrennwagen") on the picture. */
export const PLAYER_PAINT: Readonly<Record<PlayerColour, string>> = {
  red: '#d7263d',
  green: '#2e9e44',
  blue: '#2367c9',
  grey: '#8d959e',
  orange: '#f07f13',
  pink: '#e860ad',
  brown: '#8b5a2b',
  turquoise: '#1fb5ad',
};

/** The printed colours of the lane lines („SPURLINIEN") and what is written on them. */
const LANE_PAINT: Readonly<Record<LaneColour, { fill: string; ink: string }>> = {
  acceleration: { fill: '#d62828', ink: '#fff' },
  movement: { fill: '#1f9a3e', ink: '#111' },
  shift: { fill: '#f08c00', ink: '#1d1d1d' },
  event: { fill: '#f5d327', ink: '#1d1d1d' },
};

/** The robots' colours („WEITERES ZUBEHÖR": yellow SCHNELL, purple LANGSAM, black SUPERSCHNELL). */
const ROBOT_PAINT: Readonly<Record<Exclude<CarKind, 'player'>, { fill: string; ink: string; edge: string }>> = {
  fast: { fill: '#f2c200', ink: '#1d1d1d', edge: '#1d1d1d' },
  slow: { fill: '#7b3fa0', ink: '#fff', edge: '#1d1d1d' },
  superfast: { fill: '#151515', ink: '#fff', edge: '#d8d8d8' },
};

/** A number with its sign, as printed: +3, −2. */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

function sectionTitle(s: Section, n: number, name: Msg | null) {
  if (s.type === 'curve') return t('track.section.curve', { n, curve: s.curve ?? 0, named: name ? 'yes' : 'no', name: name ?? '', battle: signed(s.battle ?? 0) });
  if (s.type === 'braking') return t('track.section.braking', { n, curve: s.curve ?? 0, target: s.brake ?? 0 });
  return t('track.section.straight', { n });
}

/**
 * What the picture needs of a view: every car on the ring (players numbered by seat, robots R1,
 * R2 … in the order of the view), the lane points held, every start point open to a pick.
 */
export function trackInputOf(view: F90View): TrackInput {
  let robots = 0;
  const cars = view.cars
    .filter((c) => c.status !== 'out' && c.section !== null && c.place !== null)
    .map(
      (c): TrackCarInput => ({
        id: c.id,
        kind: c.kind,
        label: c.seat !== null ? String(c.seat + 1) : `R${++robots}`,
        colour: c.seat !== null ? PLAYER_PAINT[view.players[c.seat].colour] : undefined,
        section: c.section!,
        index: c.place!,
        offTrack: c.status === 'offTrack',
        lapsDown: c.lapsDown,
        isLead: view.lead === c.id,
        moved: c.moved,
        title: t('track.car', { car: carText(c.id), n: c.section! + 1 }),
      }),
    );
  const lanes: Record<string, string> = {};
  for (const c of cars) {
    const lane = view.cars.find((v) => v.id === c.id)?.lane;
    if (lane) lanes[lane] = c.id;
  }
  const lines = trackOf(view.track).sections.flatMap((s) => s.lanes.map((l) => l.id));
  // „FLAGGEN": a yellow flag goes into a curve section, picked on the track
  const sections = view.flags ? trackOf(view.track).sections.flatMap((s, i) => (s.type === 'curve' ? [i] : [])) : [];
  // „WIEDEREINSTIEG" (rules version 2): the section of the robot a re-entering player replaces
  if (view.reentryAsk && !sections.includes(view.reentryAsk.section)) sections.push(view.reentryAsk.section);
  const leadCar = cars.find((c) => c.isLead);
  return { track: view.track, cars, lanes, pickable: { lines, sections }, yellowFlags: view.flags?.yellow, safetyCar: view.safetyCar?.out && leadCar ? leadCar.section : null };
}

/** The partial's context, from plain input or straight from a view. */
export function trackContext(from: TrackInput | F90View) {
  const input = 'game' in from ? trackInputOf(from) : from;
  const layout = trackLayout(input.track);
  const pickSections = new Set(input.pickable?.sections ?? []);
  const pickLines = new Set(input.pickable?.lines ?? []);
  const held = input.lanes ?? {};
  const byId = new Map(input.cars.map((c) => [c.id, c]));

  const paintOf = (c: TrackCarInput) =>
    c.kind === 'player' ? { fill: c.colour ?? '#888', ink: inkOn(c.colour ?? '#888'), edge: '#fff' } : ROBOT_PAINT[c.kind];

  // the sections a move may pick („GELBE FLAGGE": the curve sections), each with its outline
  const sectionPicks = layout.sections.filter((shape) => pickSections.has(shape.index)).map((shape) => ({ pick: `section-${shape.index}`, hit: shape.outline }));

  // „SPURLINIEN": every start point in its line's colour with its bonus; a held one ringed in the holder's colour.
  const lanes = layout.sections.flatMap((shape) =>
    shape.lanes.map((l) => {
      const holder = held[l.id] !== undefined ? byId.get(held[l.id]) : undefined;
      const paint = LANE_PAINT[l.colour];
      return {
        pick: pickLines.has(l.id) ? `lane-${l.id}` : null,
        x: l.x,
        y: l.y,
        d: l.d,
        fill: paint.fill,
        ink: paint.ink,
        // the line's kind, drawn as a shape too: colour is not its only mark (issue 36)
        kind: l.colour,
        bonus: `+${l.bonus}`,
        ring: holder ? paintOf(holder).fill : null,
        title: holder
          ? t('track.laneHeld', { bonus: l.bonus, type: t(`track.laneType.${l.colour}`), car: holder.label })
          : t('track.lane', { bonus: l.bonus, type: t(`track.laneType.${l.colour}`) }),
      };
    }),
  );

  // The queues: on the track front to back; off the track beside the braking section („BREMSEN").
  const onTrack = new Map<number, number>();
  for (const c of input.cars) if (!c.offTrack) onTrack.set(c.section, (onTrack.get(c.section) ?? 0) + 1);
  const offRank = new Map<string, number>();
  for (const sec of new Set(input.cars.filter((c) => c.offTrack).map((c) => c.section))) {
    input.cars
      .filter((c) => c.offTrack && c.section === sec)
      .sort((a, b) => a.index - b.index)
      .forEach((c, i) => offRank.set(c.id, i));
  }
  const laneOf = new Map(Object.entries(held).map(([line, car]) => [car, line]));
  // a yellow flag takes a place in its section's queue, between the cars in front of it and behind it
  // the safety car takes the first place of the leader's section („vor diesem aufgestellt")
  const flagAt = new Map((input.yellowFlags ?? []).map((f) => [f.section, f.at]));
  const sc = input.safetyCar ?? null;
  const slotIndex = (sec: number, i: number) => i + (sec === sc ? 1 : 0) + (flagAt.has(sec) && i >= flagAt.get(sec)! ? 1 : 0);
  const slotCount = (sec: number) => (onTrack.get(sec) ?? 0) + (flagAt.has(sec) ? 1 : 0) + (sec === sc ? 1 : 0);
  const flags = [...flagAt].map(([sec, at]) => ({ ...carSlot(input.track, sec, at + (sec === sc ? 1 : 0), slotCount(sec)), title: t('track.yellowFlag', { n: sec + 1 }) }));
  const safetyCar = sc !== null ? { ...carSlot(input.track, sc, 0, slotCount(sc)), title: t('track.safetyCar', { n: sc + 1 }) } : null;
  // drawn back to front, so that a car further ahead lies on top
  const order = [...input.cars].sort((a, b) => Number(b.offTrack) - Number(a.offTrack) || b.index - a.index);
  const cars = order.map((c) => {
    const slot: Slot =
      c.offTrack && layout.sections[c.section].runOff
        ? offTrackSlot(input.track, c.section, offRank.get(c.id) ?? 0)
        : carSlot(input.track, c.section, slotIndex(c.section, c.index), Math.max(1, slotCount(c.section)));
    const paint = paintOf(c);
    const line = laneOf.get(c.id);
    const lane = line ? layout.sections[c.section]?.lanes.find((l) => l.id === line) : undefined;
    return {
      id: c.id,
      x: slot.x,
      y: slot.y,
      angle: slot.angle,
      robot: c.kind !== 'player',
      fill: paint.fill,
      ink: paint.ink,
      edge: paint.edge,
      label: c.label,
      lead: c.isLead,
      lapped: c.lapsDown > 0 ? `−${c.lapsDown}` : null,
      moved: c.moved,
      offTrack: c.offTrack,
      lane: lane ? { fill: LANE_PAINT[lane.colour].fill, kind: lane.colour } : null,
      title: c.title ?? t('track.car', { car: c.label, n: c.section + 1 }),
    };
  });

  return {
    id: input.track,
    name: t(`track.${input.track}`),
    width: layout.width,
    height: layout.height,
    portrait: layout.portrait,
    // the track as every state draws it (a static part, drawn once per language by the platform)
    ground: ground(input.track),
    sectionPicks,
    lanes,
    shapes: SHAPES,
    cars,
    flags,
    safetyCar,
    flagsOn: input.yellowFlags !== undefined,
    label: t('track.picture', { track: t(`track.${input.track}`) }),
  };
}

/**
 * What every state on a track draws alike (views/games/formula-90/track-ground.hbs): the
 * run-offs, kerbs and asphalt of the sections with their words, the lane lines, the cuts between
 * the sections, the grid, the start/finish line, the bridge, the section numbers, the battle
 * modifiers and braking targets, and the curves' numbers and names.
 */
export function trackGround(id: TrackId) {
  const track = trackOf(id);
  const layout = trackLayout(id);
  const edge = TRACK_W / 2 + KERB_W;
  const sections = layout.sections.map((shape) => {
    const s = track.sections[shape.index];
    const name = curveText(id, s.curve);
    // „POSITIONSKAMPF": the modifier on a curve section; „BREMSEN": the target of a braking section.
    const badge =
      s.type === 'curve' && s.battle
        ? { x: shape.badge.x, y: shape.badge.y, text: signed(s.battle), cls: 'f90t-battle' }
        : s.type === 'braking'
          ? { x: shape.badge.x, y: shape.badge.y, text: String(s.brake ?? ''), cls: 'f90t-brake' }
          : null;
    const f = shape.start;
    return {
      n: shape.index + 1,
      d: shape.d,
      kerb: `f90t-kerb f90t-${s.type}`,
      title: sectionTitle(s, shape.index + 1, name),
      label: shape.label,
      badge,
      line: { x1: r1(f.x + f.nx * edge), y1: r1(f.y + f.ny * edge), x2: r1(f.x - f.nx * edge), y2: r1(f.y - f.ny * edge) },
      runOff: shape.runOff ? { ...shape.runOff, ox: -shape.runOff.w / 2, oy: -shape.runOff.h / 2, title: t('track.runOff', { n: shape.index + 1 }) } : null,
    };
  });
  // „Startaufstellung": four slots in each grid section.
  const gridSections = [...new Set(track.grid)];
  const grid = gridSections.flatMap((sec) => {
    const per = track.grid.filter((g) => g === sec).length;
    return Array.from({ length: per }, (_x, i) => carSlot(id, sec, i, per));
  });
  const f = layout.finish;
  return {
    id,
    trackWidth: TRACK_W,
    kerbWidth: TRACK_W + 2 * KERB_W,
    sections,
    lanes: layout.sections.flatMap((shape) => shape.lanes.map((l) => ({ d: l.d, fill: LANE_PAINT[l.colour].fill }))),
    curves: layout.curves.map((c) => ({ ...c, name: c.name ? curveText(id, c.curve) : null, end: c.anchor === 'end' })),
    finish: { ...f, angle: r1((Math.atan2(f.y2 - f.y1, f.x2 - f.x1) * 180) / Math.PI), cx: r1((f.x1 + f.x2) / 2), cy: r1((f.y1 + f.y2) / 2), len: TRACK_W, ox: -TRACK_W / 2 },
    shapes: SHAPES,
    bridge: layout.bridge ? { ...layout.bridge, len: TRACK_W + 2 * KERB_W + 16, oy: -(TRACK_W + 2 * KERB_W + 16) / 2 } : null,
    grid,
  };
}

const ground = staticParts('games/formula-90/track-ground', (id) => trackGround(id as TrackId));

export type TrackContext = ReturnType<typeof trackContext>;

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A player's car (an arrow in race direction), a robot (a rounded box) and a grid box, heading to the right. */
const SHAPES = {
  player: `M${CAR_L / 2 + 0.5} 0L${CAR_L / 2 - 7} ${-CAR_W / 2}H${-CAR_L / 2}V${CAR_W / 2}H${CAR_L / 2 - 7}Z`,
  robot: { x: -CAR_L / 2, y: -CAR_W / 2, w: CAR_L, h: CAR_W, r: CAR_W / 2 },
  box: { x: -CAR_L / 2 - 1, y: -CAR_W / 2 - 1, w: CAR_L + 2, h: CAR_W + 2 },
};

/** White or black writing on a css colour (#rgb or #rrggbb; others get white). */
function inkOn(colour: string): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour);
  if (!m) return '#fff';
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16) / 255);
  return 0.299 * r + 0.587 * g + 0.114 * b > 0.6 ? '#1d1d1d' : '#fff';
}
