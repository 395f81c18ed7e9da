/**
 * The template context of views/games/automobiles/board.hbs, built from a view only: the track
 * as an SVG picture (fields coloured by gear, two-colour fields split, the finish line, the start
 * spaces with their money, the cars, the dice lying on the track), the tableaus with their bags,
 * the supply with the cards in play, and the legal moves as buttons (targets on the track carry
 * a letter that the buttons repeat).
 */
import { seatName, withNames, type LabeledMove } from '../../engine/contract';
import { COLOURS, COLOUR_PAINT, COLOUR_NAME, total } from './dice';
import { LANES, geometry, laneOf, sliceOf } from './geometry';
import { TRACKS, TrackData } from './tracks';
import type { AutoMove } from './state';
import type { AutoView } from './view';

const STEP = 34; // length of a slice along the centre line
const LANE_W = 24;
const PAD = 46;

/** Car colours per seat (not the colours of dice). */
export const CAR_COLOURS = ['#e63946', '#1d70b8', '#2a9d8f', '#f4a261', '#6a4c93'];

interface Pt {
  x: number;
  y: number;
}

interface Layout {
  width: number;
  height: number;
  /** Centre-line point and left normal (towards the inside) at every slice boundary 0..slices. */
  at: { p: Pt; n: Pt }[];
}

const LAYOUTS = new Map<string, Layout>();

/** Walks the pieces of the track: straights, and left turns (race direction counter-clockwise). */
function layout(track: TrackData): Layout {
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
  const at = pts.map((q) => ({ p: { x: q.x, y: q.y }, n: { x: Math.sin(q.h), y: -Math.cos(q.h) } }));
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
const poly = (ps: Pt[]) => ps.map((p) => `${f1(p.x)},${f1(p.y)}`).join(' ');

/** Inner (towards the inside) and outer offsets of a lane. */
function laneOffsets(lane: number): [number, number] {
  return [1.5 - lane, 0.5 - lane];
}

function segQuad(l: Layout, seg: number): Pt[] {
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
const GEAR_TEXT = ['white', 'light grey', 'dark grey', 'black'];

function trackPicture(view: AutoView) {
  const track = TRACKS[view.options.track];
  const g = geometry(track.id);
  const l = layout(track);
  const segments = [];
  for (let seg = 0; seg < g.segs; seg++) {
    const f = g.fields[g.segField[seg]];
    const q = segQuad(l, seg);
    const two = f.colours.length > 1;
    segments.push({
      points: poly(q),
      fill: GEAR_FILL[f.colours[0]],
      // A two-colour field: the higher colour on the half towards the outside.
      half: two ? poly([q[1], q[2], q[3]]) : null,
      halfFill: two ? GEAR_FILL[f.colours[1]] : null,
      title: `Row ${sliceOf(seg) + 1}, ${['inside', 'middle', 'outside'][laneOf(seg)]} lane: ${f.colours.map((c) => GEAR_TEXT[c]).join('/')} field`,
    });
  }
  const fields = g.fields.map((f) => {
    const slices = f.segs.map(sliceOf);
    const lo = Math.min(...slices);
    const hi = Math.max(...slices) + 1;
    const [a, b] = laneOffsets(f.lane);
    const inner = [];
    const outer = [];
    for (let k = lo; k <= hi; k++) {
      inner.push(point(l, k, a));
      outer.push(point(l, k, b));
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
  const grid = track.grid.map((gs, i) => {
    const c = segCentre(track.id, gs.slice * LANES + gs.lane);
    return { x: c.x, y: c.y + 8, label: `P${i + 1} $${gs.money}` };
  });
  const rows = [];
  for (let s = 0; s < g.slices; s += 4) {
    const p = point(l, s, -1.5 - 0.55);
    const q = point(l, s + 1, -1.5 - 0.55);
    rows.push({ x: f1((p.x + q.x) / 2), y: f1((p.y + q.y) / 2 + 3), label: s + 1 });
  }
  return { width: l.width, height: l.height, segments, fields, finish, grid, rows };
}

type Tagged = { lm: LabeledMove<AutoMove>; tag: string };

export function boardContext(view: AutoView, viewer: number | null, moves: LabeledMove<AutoMove>[], names?: string[]): Record<string, unknown> {
  const nameOf = (seat: number) => seatName(names, seat);
  const trackId = view.options.track;
  const pic = trackPicture(view);

  // Letters for the segments that moves point at.
  const segTags = new Map<number, string>();
  const tagOf = (seg: number): string => {
    let t = segTags.get(seg);
    if (!t) {
      const i = segTags.size;
      t = i < 26 ? String.fromCharCode(97 + i) : `${String.fromCharCode(97 + Math.floor(i / 26) - 1)}${String.fromCharCode(97 + (i % 26))}`;
      segTags.set(seg, t);
    }
    return t;
  };
  const groups: Record<string, Tagged[]> = { turn: [], activate: [], place: [], effect: [], buy: [], end: [], answer: [] };
  for (const lm of moves) {
    const m = lm.move;
    const seg = 'seg' in m && m.seg !== undefined ? m.seg : null;
    const tag = seg === null ? '' : tagOf(seg);
    const entry = { lm, tag };
    if (m.type === 'pit') groups.turn.push(entry);
    else if (m.type === 'activate') groups.activate.push(entry);
    else if (m.type === 'place') groups.place.push(entry);
    else if (m.type === 'buy') groups.buy.push(entry);
    else if (m.type === 'endTurn') groups.end.push(entry);
    else if (m.type === 'extraDraw') groups.answer.push(entry);
    else groups.effect.push(entry);
  }
  const targets = [...segTags].map(([seg, tag]) => ({ ...segCentre(trackId, seg), tag }));

  const cars = view.players.map((p) => {
    const c = segCentre(trackId, p.seg);
    return { ...c, ty: c.y + 4, number: p.seat + 1, fill: CAR_COLOURS[p.seat], current: p.seat === view.current && view.phase === 'turn', title: `${nameOf(p.seat)}: position ${p.position}, row ${p.slice + 1}, ${p.lapsLeft} laps to go` };
  });
  const dice = view.turn.track.map((d) => {
    const last = d.path[d.path.length - 1];
    const c = segCentre(trackId, last);
    const paint = COLOUR_PAINT[COLOURS[d.colour]];
    return {
      x: c.x - 7,
      y: c.y - 7,
      fill: paint.fill,
      path: d.path.length > 1 ? d.path.map((s) => `${segCentre(trackId, s).x},${segCentre(trackId, s).y}`).join(' ') : null,
      title: `${COLOUR_NAME[COLOURS[d.colour]]} die`,
    };
  });
  const pending = view.turn.pending;
  if (pending?.path && pending.path.path.length) {
    const c = segCentre(trackId, pending.path.path[pending.path.path.length - 1]);
    const paint = COLOUR_PAINT[COLOURS[pending.path.colour]];
    dice.push({
      x: c.x - 7,
      y: c.y - 7,
      fill: paint.fill,
      path: pending.path.path.length > 1 ? pending.path.path.map((s) => `${segCentre(trackId, s).x},${segCentre(trackId, s).y}`).join(' ') : null,
      title: `${COLOUR_NAME[COLOURS[pending.path.colour]]} die (moving)`,
    });
  }

  const chips = (counts: number[], withZero = false) =>
    counts.flatMap((n, c) => (n > 0 || withZero ? [{ n, fill: COLOUR_PAINT[COLOURS[c]].fill, ink: COLOUR_PAINT[COLOURS[c]].ink, name: COLOUR_NAME[COLOURS[c]] }] : []));
  const players = view.players.map((p) => ({
    seat: p.seat,
    number: p.seat + 1,
    name: nameOf(p.seat),
    carFill: CAR_COLOURS[p.seat],
    isViewer: p.seat === viewer,
    onTurn: view.toAct.includes(p.seat),
    isStart: p.seat === view.startPlayer,
    position: p.position,
    lapsLeft: p.lapsLeft,
    row: p.slice + 1,
    active: chips(p.active),
    used: chips(p.used),
    discard: chips(p.discard),
    bag: p.bag.map((n, c) => ({ n, of: p.owned[c], fill: COLOUR_PAINT[COLOURS[c]].fill, ink: COLOUR_PAINT[COLOURS[c]].ink, name: COLOUR_NAME[COLOURS[c]] })).filter((b) => b.of > 0),
    bagTotal: total(p.bag),
    owedDraws: p.owedDraws,
    score: view.outcome ? view.outcome.scores[p.seat] : null,
    rank: view.outcome ? view.outcome.ranks[p.seat] : null,
  }));
  // Cars in race order (yucata shows them above the track).
  const order = view.standings.map((s, i) => ({ place: i + 1, number: s + 1, fill: CAR_COLOURS[s] }));

  const supply = view.cards.map((c) => ({
    name: c.name,
    kind: c.kind,
    ref: c.ref,
    cost: c.cost,
    value: c.value,
    buyable: c.buyable,
    text: c.text,
    n: view.supply[c.colour],
    fill: COLOUR_PAINT[COLOURS[c.colour]].fill,
    ink: COLOUR_PAINT[COLOURS[c.colour]].ink,
    colour: COLOUR_NAME[COLOURS[c.colour]],
  }));

  const cur = nameOf(view.current);
  const mine = viewer !== null && view.toAct.includes(viewer);
  let status: string;
  if (view.phase === 'finished') status = view.outcome ? withNames(view.outcome.summary, names) : 'The game is over.';
  else if (view.answering.length) status = mine ? `${cur} played Leistungsschub: you may draw one die from your bag.` : `Waiting for ${view.answering.map((s) => nameOf(s)).join(', ')} to answer the Leistungsschub.`;
  else if (view.phase === 'opening') status = mine ? `Opening purchase: spend up to $${view.turn.money} (the rest is lost).` : `${cur} makes the opening purchase.`;
  else if (pending) status = mine ? `${view.cards.find((c) => c.id === pending.card)?.name ?? 'Effect'}: finish the effect.` : `${cur} is carrying out an effect.`;
  else if (view.turn.stage === 'buy') status = mine ? `Buy phase: $${view.turn.money} left.` : `${cur} is buying.`;
  else status = mine ? `Your turn (round ${view.round}): activate dice one at a time, buy with the rest ($${view.turn.money} now), or make a pit stop.` : `${cur} is on turn (round ${view.round}).`;

  return {
    track: pic,
    trackName: view.trackName,
    cars,
    dice,
    targets,
    groups,
    hasMoves: moves.length > 0,
    players,
    order,
    supply,
    status,
    round: view.round,
    laps: view.options.laps,
    options: view.options,
    money: view.turn.money,
    finished: view.phase === 'finished',
    spectator: viewer === null,
  };
}
