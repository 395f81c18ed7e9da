/**
 * The board template's context (views/games/chariot-race/board.hbs), built from the view and the
 * viewer's labelled legal moves only: the oval with its lanes, fields, curve limits, finish line,
 * start positions, rocks, caltrops, wrecks and chariots, every chariot board with its three
 * tracks, the dice, and the step the viewer must take — for the path, every end field with its
 * cost.
 */
import { seatName, withNames, type LabeledMove } from '../../engine/contract';
import { ALTERNATIVE_BOARDS, COLOUR_INFO, boardOf } from './data/boards';
import { FACE_NAMES, FACE_SYMBOLS } from './data/dice';
import { LANE_NAMES } from './data/track-halves';
import { countFace } from './dice';
import { hasFinished, lapsDone } from './movement';
import { trackOf } from './round';
import type { ChariotMove } from './state';
import { Field, Track } from './track';
import type { ChariotView } from './view';
import { simulatePath } from './words';

const W = 34; // lane width and length of a straight field
const R_IN = 0.75 * W; // radius of the spina's edge
const R_OUT = R_IN + 3 * W;
const PAD = 22;
const CX_L = PAD + R_OUT;
const MID = CX_L + 7 * W;
const CX_R = MID + 7 * W;
const CY = PAD + R_OUT;
const WIDTH = CX_R + R_OUT + PAD;
const HEIGHT = CY + R_OUT + PAD;

interface Shape {
  d: string;
  cx: number;
  cy: number;
}

function pt(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [round(cx + r * Math.cos(a)), round(cy + r * Math.sin(a))];
}

function round(x: number): number {
  return Math.round(x * 10) / 10;
}

/** The outline and centre of a field on the picture. */
function fieldShape(track: Track, f: Field): Shape {
  const half = f.half;
  if (f.segment === 'curve') {
    const n = track.sides[half - 1].curveFields[f.lane];
    const cx = half === 1 ? CX_R : CX_L;
    const base = half === 1 ? 90 : 270;
    const a0 = base - (180 * f.seg) / n;
    const a1 = base - (180 * (f.seg + 1)) / n;
    const r0 = R_IN + f.lane * W;
    const r1 = r0 + W;
    const [x0, y0] = pt(cx, CY, r1, a0);
    const [x1, y1] = pt(cx, CY, r1, a1);
    const [x2, y2] = pt(cx, CY, r0, a1);
    const [x3, y3] = pt(cx, CY, r0, a0);
    const [mx, my] = pt(cx, CY, (r0 + r1) / 2, (a0 + a1) / 2);
    return { d: `M${x0} ${y0}A${r1} ${r1} 0 0 0 ${x1} ${y1}L${x2} ${y2}A${r0} ${r0} 0 0 1 ${x3} ${y3}Z`, cx: mx, cy: my };
  }
  // Straights: half 1 "in" and half 2 "out" run left to right at the bottom, the others right to
  // left at the top.
  const bottom = (half === 1 && f.segment === 'in') || (half === 2 && f.segment === 'out');
  let x0: number;
  if (half === 1 && f.segment === 'in') x0 = MID + f.seg * W;
  else if (half === 2 && f.segment === 'out') x0 = CX_L + f.seg * W;
  else if (half === 1) x0 = CX_R - (f.seg + 1) * W;
  else x0 = MID - (f.seg + 1) * W;
  const y0 = bottom ? CY + R_IN + f.lane * W : CY - R_IN - (f.lane + 1) * W;
  return { d: `M${round(x0)} ${round(y0)}h${W}v${W}h${-W}Z`, cx: round(x0 + W / 2), cy: round(y0 + W / 2) };
}

const SHAPES = new Map<string, Shape[]>();
function shapesOf(track: Track): Shape[] {
  let s = SHAPES.get(track.choice);
  if (!s) {
    s = track.fields.map((f) => fieldShape(track, f));
    SHAPES.set(track.choice, s);
  }
  return s;
}

function chariotChip(view: ChariotView, i: number, nameOf: (seat: number) => string) {
  const c = view.chariots[i];
  const info = COLOUR_INFO[c.colour];
  return { id: i, colour: info.name, fill: info.fill, ink: info.ink, letter: info.letter, seat: c.seat, player: c.seat + 1, name: nameOf(c.seat) };
}

/** A track of a chariot board: cells 0..max, the current value and the start value marked. */
function trackCells(max: number, value: number, start: number, below?: (v: number) => string) {
  const cells = [];
  for (let v = 0; v <= max; v++) cells.push({ v, x: 62 + v * 19, on: v === value, start: v === start, below: below ? below(v) : '' });
  return cells;
}

export function boardContext(view: ChariotView, viewer: number | null, moves: LabeledMove<ChariotMove>[], names?: string[]): Record<string, unknown> {
  const nameOf = (seat: number) => seatName(names, seat);
  const track = trackOf(view);
  const shapes = shapesOf(track);
  const t = view.turn;
  const current = t ? t.chariot : null;
  const occupied = new Map<number, number>();
  view.chariots.forEach((c, i) => {
    if (!c.out && c.field !== null) occupied.set(c.field, i);
  });

  const fields = track.fields.map((f, i) => ({
    d: shapes[i].d,
    cls: `cr-field cr-lane${f.lane}${f.limit !== null ? ' cr-curvelimit' : ''}${f.segment === 'curve' ? ' cr-curve' : ''}${f.start ? ' cr-startfield' : ''}`,
    title: `${f.name} (${LANE_NAMES[f.lane]} lane${f.limit !== null ? `, curve limit ${f.limit}` : ''}${f.rock ? ', rock pile' : ''}${f.start ? `, start position ${f.start}` : ''})`,
  }));
  const numbers = track.fields
    .filter((f) => f.number % 5 === 0 && f.limit === null && !f.start)
    .map((f) => ({ x: shapes[f.index].cx, y: shapes[f.index].cy + 3, n: f.name }));
  const limits = track.fields.filter((f) => f.limit !== null).map((f) => ({ x: shapes[f.index].cx, y: shapes[f.index].cy, ty: shapes[f.index].cy + 4, limit: f.limit }));
  const rocks = track.fields.filter((f) => f.rock).map((f) => ({ x: shapes[f.index].cx, y: shapes[f.index].cy, name: f.name }));
  const starts = track.starts.map((f, i) => ({ x: shapes[f].cx, y: shapes[f].cy + 4, n: i + 1 }));
  const caltrops = view.caltrops.map((f) => {
    const s = shapes[f];
    const under = occupied.has(f);
    return { x: under ? s.cx + 10 : s.cx, y: under ? s.cy - 10 : s.cy, wreck: view.wrecks.includes(f), name: track.fields[f].name };
  });
  const chariots = view.chariots
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !c.out && c.field !== null)
    .map(({ c, i }) => {
      const s = shapes[c.field!];
      return {
        ...chariotChip(view, i, nameOf),
        x: s.cx,
        y: s.cy,
        ty: s.cy + 4,
        current: i === current,
        title: `${nameOf(c.seat)}'s ${COLOUR_INFO[c.colour].name} chariot on ${track.fields[c.field!].name}: damage ${c.damage}, speed ${c.speed}, fortune ${c.fortune}`,
      };
    });
  const trail = view.trail && view.trail.fields.length > 1 ? { points: view.trail.fields.map((f) => `${shapes[f].cx},${shapes[f].cy}`).join(' '), fill: COLOUR_INFO[view.chariots[view.trail.chariot].colour].fill } : null;

  // --- The moves of the viewer, by step.
  const byType = (type: ChariotMove['type']) => moves.filter((m) => m.move.type === type);
  const mine = moves.length > 0;

  // Path step: every end field with the ways to get there and their cost (C: "where each possible
  // path ends and what it costs").
  const ends = new Map<number, { field: number; broke: boolean; options: { lm: LabeledMove<ChariotMove>; damage: number; broke: boolean }[] }>();
  const pathMoves = byType('path');
  for (const lm of pathMoves) {
    if (lm.move.type !== 'path') continue;
    const r = simulatePath(view, lm.move.path);
    if (!r || r.error) continue;
    const me = view.chariots[t!.chariot];
    const damage = r.broke ? me.damage : me.damage - r.chariots[t!.chariot].damage;
    const e = ends.get(r.end) ?? { field: r.end, broke: true, options: [] };
    e.options.push({ lm, damage, broke: r.broke });
    if (!r.broke) e.broke = false;
    ends.set(r.end, e);
  }
  const targets = [...ends.values()]
    .sort((a, b) => track.fields[b.field].front - track.fields[a.field].front || a.field - b.field)
    .map((e) => {
      e.options.sort((a, b) => Number(a.broke) - Number(b.broke) || a.damage - b.damage);
      const best = e.options[0];
      const s = shapes[e.field];
      const name = track.fields[e.field].name;
      return {
        field: e.field,
        name,
        anchor: `cr-end-${e.field}`,
        x: s.cx,
        y: s.cy,
        ty: s.cy + 4,
        broke: best.broke,
        cost: best.broke ? '✖' : best.damage > 0 ? `−${best.damage}` : '0',
        cls: best.broke ? 'cr-target cr-target-broke' : best.damage > 0 ? 'cr-target cr-target-cost' : 'cr-target cr-target-free',
        title: `${name}: ${e.options.length} ${e.options.length === 1 ? 'way' : 'ways'}; ${best.broke ? 'the chariot breaks up' : `least damage ${best.damage}`}`,
        options: e.options.map((o) => ({ lm: o.lm, label: o.lm.label, broke: o.broke })),
        count: e.options.length,
      };
    });

  // Attack step: caltrop fields and spear targets on the picture.
  const dropFields = byType('caltrop').map((lm) => {
    const f = (lm.move as { field: number }).field;
    return { x: shapes[f].cx, y: shapes[f].cy, name: track.fields[f].name, lm };
  });
  const spearTargets = byType('spear').map((lm) => {
    const i = (lm.move as { target: number }).target;
    const c = view.chariots[i];
    return { x: shapes[c.field!].cx, y: shapes[c.field!].cy, lm, ...chariotChip(view, i, nameOf) };
  });

  // --- Chariot boards.
  const boards = view.chariots.map((c, i) => {
    const b = boardOf(c.board);
    const laps = lapsDone(track, c);
    const place = view.order.indexOf(i);
    return {
      ...chariotChip(view, i, nameOf),
      boardName: b.name,
      profile: b.id === 'standard' ? '' : b.profile,
      current: i === current,
      out: c.out,
      moved: view.moved.includes(i),
      finished: !c.out && hasFinished(track, c),
      isViewer: viewer !== null && c.seat === viewer,
      where: c.field === null ? 'not yet on the track' : c.out ? `broke up on ${track.fields[c.field].name}` : `${track.fields[c.field].name}, ${LANE_NAMES[track.fields[c.field].lane]} lane`,
      laps,
      dolphins: Math.max(0, 2 - laps),
      place: place >= 0 ? place + 1 : null,
      width: 62 + (Math.max(b.damage.max, b.speed.max, b.fortune.max) + 1) * 19 + 6,
      tracks: [
        { label: 'Damage', y: 4, cls: 'cr-dmg', dice: false, cells: trackCells(b.damage.max, c.damage, b.damage.start) },
        { label: 'Speed', y: 30, cls: 'cr-spd', dice: true, cells: trackCells(b.speed.max, c.speed, b.speed.start, (v) => `${b.dice[v]}`) },
        { label: 'Fortune', y: 66, cls: 'cr-frt', dice: false, cells: trackCells(b.fortune.max, c.fortune, b.fortune.start) },
      ],
      values: `damage ${c.damage}/${b.damage.max}, speed ${c.speed}/${b.speed.max}, fortune ${c.fortune}/${b.fortune.max}`,
    };
  });

  const dice = t
    ? t.dice.map((f, k) => ({ face: f, symbol: FACE_SYMBOLS[f], name: FACE_NAMES[f], x: 4 + k * 44 }))
    : view.lastDice.map((f, k) => ({ face: f, symbol: FACE_SYMBOLS[f], name: FACE_NAMES[f], x: 4 + k * 44 }));

  const cur = t ? view.chariots[t.chariot] : null;
  const curName = cur ? `${nameOf(cur.seat)}'s ${COLOUR_INFO[cur.colour].name} chariot` : '';
  const viewerActs = viewer !== null && view.toAct.includes(viewer);
  const stepWords: Record<string, string> = {
    start: 'repair or roll the dice',
    dice: 'reroll, turn a die or keep the dice',
    drive: 'choose + or − for each drive die',
    path: 'choose the path',
    attack: 'attack or end the turn',
  };
  let status: string;
  if (view.phase === 'finished') status = view.outcome ? withNames(view.outcome.summary, names) : 'The race is over.';
  else if (view.phase === 'draft') status = viewerActs ? 'Choose your chariot board.' : `${nameOf(view.toAct[0] ?? 0)} chooses a chariot board.`;
  else if (view.phase === 'place') {
    const next = view.chariots[view.queue[0]];
    status = viewerActs ? `Choose a start position for your ${COLOUR_INFO[next.colour].name} chariot.` : `${nameOf(next.seat)} chooses a start position for the ${COLOUR_INFO[next.colour].name} chariot.`;
  } else status = viewerActs ? `Your ${COLOUR_INFO[cur!.colour].name} chariot: ${stepWords[t!.step]}.` : `${curName}: ${stepWords[t!.step]}.`;

  return {
    width: WIDTH,
    height: HEIGHT,
    spina: { x: CX_L, y: CY - R_IN + 6, w: CX_R - CX_L, h: 2 * R_IN - 12 },
    arena: { x: PAD - 8, y: PAD - 8, w: WIDTH - 2 * PAD + 16, h: HEIGHT - 2 * PAD + 16, r: R_OUT + 8 },
    finish: { x: MID - 3, y: CY + R_IN, h: 3 * W },
    halfLine: { x: MID, y1: CY - R_OUT, y2: CY - R_IN },
    halfLabels: [
      { x: CX_R - 30, y: CY + 4, text: `Half 1 · side ${track.sides[0].side}` },
      { x: CX_L + 30, y: CY + 4, text: `Half 2 · side ${track.sides[1].side}` },
    ],
    fields,
    numbers,
    limits,
    rocks,
    starts,
    caltrops,
    chariots,
    trail,
    targets,
    dropFields,
    spearTargets,
    boards,
    dice,
    diceTitle: t ? (t.dice.length ? `Dice of ${curName}${t.freeReroll ? ' (free reroll open)' : ''}` : '') : view.lastDice.length ? 'Dice of the last turn' : '',
    status,
    round: view.round,
    phase: view.phase,
    finishedGame: view.phase === 'finished',
    trackChoice: `${track.sides[0].side}/${track.sides[1].side}`,
    options: view.options,
    caltropSupply: Math.max(0, 20 - view.caltrops.length),
    order: view.order.map((i) => ({ ...chariotChip(view, i, nameOf), moved: view.moved.includes(i), current: i === current })),
    // Moves by step.
    mine,
    picks: byType('pick').map((lm) => {
      const b = ALTERNATIVE_BOARDS[(lm.move as { board: keyof typeof ALTERNATIVE_BOARDS }).board];
      return { lm, name: b.name, profile: b.profile, fill: COLOUR_INFO[b.id as keyof typeof COLOUR_INFO].fill };
    }),
    places: byType('place'),
    startMoves: [...byType('repair'), ...byType('roll')],
    rerolls: byType('reroll'),
    turnsOfDie: byType('turn'),
    keep: byType('keep')[0] ?? null,
    drives: byType('drive'),
    pathStep: pathMoves.length > 0,
    pathCount: pathMoves.length,
    attacks: [...byType('caltrop'), ...byType('spear')],
    endAttacks: byType('endAttacks')[0] ?? null,
    attacksLeft: t && t.step === 'attack' ? t.attacks : 0,
    steers: t ? countFace(t.dice, 'steer') : 0,
    speed: cur ? cur.speed : 0,
  };
}

