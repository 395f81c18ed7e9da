/**
 * The board template's context (views/games/chariot-race/board.hbs), built from the view and the
 * step of the viewer's move being put together only: the oval with its lanes, fields, curve limits, finish line,
 * start positions, rocks, caltrops, wrecks and chariots, every chariot board with its three
 * tracks, the dice, and the step the viewer must take — for the path, every end field with its
 * cost. The oval itself, the same in every state of a track, is made of static parts
 * (arena-ground.ts: drawn once per language by the platform).
 */
import type { StepContext } from '../../../engine/contract';
import { optionsAt, targetsOf } from '../../../engine/steps';
import { seat, type Msg, type Text } from '../../../engine/text';
import { rulesOf } from '../../../engine/rules-version';
import { COLOUR_INFO, ChariotBoard, alternativeBoards, boardOf } from '../data/boards';
import { FACE_SYMBOLS, FORTUNE_PER_ACTION } from '../data/dice';
import { countFace } from '../rules/dice';
import { canRepair, freeBoards } from '../rules/legal';
import { hasFinished, lapsDone } from '../rules/situation';
import { pathMarks } from './path-parts';
import { trackOf } from '../rules/round';
import type { ChariotMove } from '../rules/state';
import { HEIGHT, WIDTH, round, shapesOf } from './arena-geometry';
import { arenaGround, arenaMarks } from './arena-ground';
import { boardNameText, boardProfileText, chariotText, faceText, initialText, laneId, t as words, yes } from './text';
import type { ChariotView } from './view';

function chariotChip(view: ChariotView, i: number) {
  const c = view.chariots[i];
  const info = COLOUR_INFO[c.colour];
  return { id: i, fill: info.fill, ink: info.ink, letter: initialText(c.colour), seat: c.seat };
}

/** "damage 12/12, speed 4/12, fortune 3/6" for the tracks' label. */
function valuesText(b: ChariotBoard, damage: number, speed: number, fortune: number): Msg {
  return words('board.tracks', { damage, damageMax: b.damage.max, speed, speedMax: b.speed.max, fortune, fortuneMax: b.fortune.max });
}

/** A track of a chariot board: cells 0..max, the current value and the start value marked. */
function trackCells(max: number, value: number, start: number, colour: { fill: string; ink: string }, below?: (v: number) => string, pick?: (v: number) => string | null) {
  const cells = [];
  for (let v = 0; v <= max; v++) {
    const on = v === value;
    cells.push({ v, x: 62 + v * 19, on, start: v === start, fill: on ? colour.fill : '#fff', ink: on ? colour.ink : '#333', below: below ? below(v) : '', pick: pick ? pick(v) : null });
  }
  return cells;
}

/** The picture of a chariot board's three tracks (damage, speed with the dice under it, fortune). */
function boardTracks(b: ChariotBoard, colour: { fill: string; ink: string }, damage: number, speed: number, fortune: number, speedPick?: (v: number) => string | null) {
  return {
    width: 62 + (Math.max(b.damage.max, b.speed.max, b.fortune.max) + 1) * 19 + 6,
    tracks: [
      { label: words('board.track.damage'), help: 'damage-track', at: 'board', y: 4, cls: 'cr-dmg', dice: false, cells: trackCells(b.damage.max, damage, b.damage.start, colour) },
      { label: words('board.track.speed'), help: 'speed-track', at: 'speed', y: 30, cls: 'cr-spd', dice: true, cells: trackCells(b.speed.max, speed, b.speed.start, colour, (v) => `${b.dice[v]}`, speedPick) },
      { label: words('board.track.fortune'), help: 'fortune-track', at: 'dice', y: 70, cls: 'cr-frt', dice: false, cells: trackCells(b.fortune.max, fortune, b.fortune.start, colour) },
    ],
  };
}

export function boardContext(view: ChariotView, viewer: number | null, step: StepContext<ChariotMove> | null): Record<string, unknown> {
  const track = trackOf(view);
  const shapes = shapesOf(track);
  const t = view.turn;
  const current = t ? t.chariot : null;
  const occupied = new Map<number, number>();
  view.chariots.forEach((c, i) => {
    if (!c.out && c.field !== null) occupied.set(c.field, i);
  });

  const caltrops = view.caltrops.map((f) => {
    const s = shapes[f];
    const under = occupied.has(f);
    const wreck = view.wrecks.includes(f);
    return { x: under ? s.fx : s.bx, y: under ? s.fy : s.by, wreck, title: words('board.caltrop', { field: track.fields[f].name, wreck: yes(wreck) }) };
  });
  const chariots = view.chariots
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !c.out && c.field !== null)
    .map(({ c, i }) => {
      const s = shapes[c.field!];
      return {
        ...chariotChip(view, i),
        pick: `chariot:${i}`,
        d: s.d,
        x: s.bx,
        y: s.by,
        current: i === current,
        title: words('board.chariot', { chariot: chariotText(c, 'start'), field: track.fields[c.field!].name, damage: c.damage, speed: c.speed, fortune: c.fortune }),
      };
    });
  const trail = view.trail && view.trail.fields.length > 1 ? { points: view.trail.fields.map((f) => `${shapes[f].cx},${shapes[f].cy}`).join(' '), fill: COLOUR_INFO[view.chariots[view.trail.chariot].colour].fill } : null;

  // --- The things the viewer's moves pick on the board (src/games/chariot-race/view/parts.ts).
  // The phase of the turn the viewer's move is in (null: he has nothing to choose).
  const acting = step !== null && t ? t.step : null;
  const hitIds = new Set(targetsOf(step).filter((id) => /^(end|field|start):/.test(id)));
  const hitShape = (id: string) => {
    const [kind, n] = id.split(':');
    const f = kind === 'start' ? track.starts[Number(n) - 1] : Number(n);
    return { id, d: shapes[f].d, kind };
  };
  // End fields first, then the fields of lane changes and caltrops, then the start fields: a
  // field both an end and a lane change is picked as the one asked now (see the CSS).
  const hits = [...hitIds].sort((a, b) => a.localeCompare(b)).map(hitShape);

  // Path step: every end field with the least damage of the ways to it ("where each path ends and
  // what it costs"); the marks show through the field that picks it.
  const ends = acting === 'path' ? pathMarks(view).ends : [];
  const endMarks = ends
    .slice()
    .sort((a, b) => track.fields[b.field].front - track.fields[a.field].front || a.field - b.field)
    .map((e) => {
      const s = shapes[e.field];
      const name = track.fields[e.field].name;
      return {
        field: e.field,
        name,
        x: s.bx,
        y: s.by,
        cost: e.least === null ? '✖' : e.least > 0 ? `−${e.least}` : '0',
        cls: e.least === null ? 'cr-target cr-target-broke' : e.least > 0 ? 'cr-target cr-target-cost' : 'cr-target cr-target-free',
      };
    });

  // The ways to the chosen end field that differ in outcome, lettered as the route question names
  // them (drawn only while they are a choice or chosen: the targets of the step).
  const mover = t ? COLOUR_INFO[view.chariots[t.chariot].colour] : null;
  // Ways running side by side are drawn a little apart.
  // Only the ways that are a choice now (or chosen) are drawn: the step's targets.
  const targets = new Set(targetsOf(step));
  const ways = ends.length
    ? pathMarks(view).ways.map((w, k, all) => {
        const n = all.filter((x) => x.fields[x.fields.length - 1] === w.fields[w.fields.length - 1]).length;
        const index = all.filter((x, j) => j < k && x.fields[x.fields.length - 1] === w.fields[w.fields.length - 1]).length;
        const off = n > 1 ? round(((index % 7) - Math.min(n - 1, 6) / 2) * 1.8) : 0;
        return {
          id: w.id,
          letter: w.letter,
          stroke: mover!.fill,
          points: w.fields.map((f) => `${round(shapes[f].cx + off)},${round(shapes[f].cy + off)}`).join(' '),
          x: shapes[w.tag].cx,
          y: shapes[w.tag].cy,
        };
      }).filter((w) => targets.has(w.id))
    : [];

  // Attack step: the fields where a caltrop may be dropped, the chariots in spear range.
  const attacks = optionsAt(step, 'attack');
  const dropFields = attacks
    .filter((o) => o.value.startsWith('caltrop'))
    .map((o) => {
      const f = Number(o.value.slice('caltrop'.length));
      return { x: shapes[f].bx, y: shapes[f].by };
    });
  const spearTargets = attacks
    .filter((o) => o.value.startsWith('spear'))
    .map((o) => {
      const i = Number(o.value.slice('spear'.length));
      const c = view.chariots[i];
      return { x: shapes[c.field!].bx, y: shapes[c.field!].by, ...chariotChip(view, i) };
    });
  const driveStep = acting === 'drive';

  // --- Chariot boards.
  const boards = view.chariots.map((c, i) => {
    const b = boardOf(c.board, rulesOf(view));
    const laps = lapsDone(track, c);
    const place = view.order.indexOf(i);
    // The drive step: the speed is picked on the speed track of the chariot on turn.
    const speedPick = driveStep && i === current ? (v: number) => `speed:${v}` : undefined;
    const finished = !c.out && hasFinished(track, c);
    const isViewer = viewer !== null && c.seat === viewer;
    return {
      ...chariotChip(view, i),
      ...boardTracks(b, COLOUR_INFO[c.colour], c.damage, c.speed, c.fortune, speedPick),
      title: words('board.cboard', { chariot: chariotText(c, 'start'), yours: yes(isViewer), state: c.out ? 'out' : finished ? 'finished' : 'racing' }),
      boardName: boardNameText(b.id),
      profile: b.id === 'standard' ? null : boardProfileText(b, rulesOf(view)),
      current: i === current,
      out: c.out,
      moved: view.moved.includes(i),
      finished,
      isViewer,
      where: where(c.field, c.out),
      laps: finished ? words('board.lapsDone') : words('board.laps', { laps, dolphins: Math.max(0, 2 - laps) }),
      place: place >= 0 ? place + 1 : null,
      values: valuesText(b, c.damage, c.speed, c.fortune),
    };
  });
  // The draft: the boards still free, to be picked.
  const draft =
    view.phase === 'draft'
      ? freeBoards(view).map((colour) => {
          const b = alternativeBoards(rulesOf(view))[colour];
          const info = COLOUR_INFO[colour];
          return {
            pick: `board:${colour}`,
            name: boardNameText(colour),
            profile: boardProfileText(b, rulesOf(view)),
            fill: info.fill,
            ink: info.ink,
            letter: initialText(colour),
            ...boardTracks(b, info, b.damage.start, b.speed.start, b.fortune.start),
            values: valuesText(b, b.damage.start, b.speed.start, b.fortune.start),
          };
        })
      : [];

  const shown = t ? t.dice : view.lastDice;
  // A die is marked to be rerolled (die:K) while that is a choice; else it may be picked by its face (turning a die).
  const dice = shown.map((f, k) => ({ face: f, symbol: FACE_SYMBOLS[f], name: faceText(f), x: 4 + k * 44, die: `die:${k}`, faceId: `face:${f}`, toggle: targets.has(`die:${k}`) }));

  const cur = t ? view.chariots[t.chariot] : null;
  const viewerActs = viewer !== null && view.toAct.includes(viewer);
  const stepWords = (): Msg => {
    switch (t!.step) {
      case 'start':
        return words(canRepair(view, t!) ? 'step.repairOrRoll' : 'step.roll');
      case 'dice':
        return words(cur!.fortune >= FORTUNE_PER_ACTION ? 'step.diceAll' : 'step.dice');
      default:
        return words(`step.${t!.step}`);
    }
  };
  let status: Text;
  if (view.phase === 'finished') status = view.outcome ? view.outcome.summary : words('status.over');
  else if (view.phase === 'draft') status = viewerActs ? words('status.chooseBoard') : words('status.choosesBoard', { player: seat(view.toAct[0] ?? 0) });
  else if (view.phase === 'place') {
    const next = view.chariots[view.queue[0]];
    status = viewerActs ? words('status.choosePosition', { colour: next.colour }) : words('status.choosesPosition', { player: seat(next.seat), colour: next.colour });
  } else status = words('status.turn', { chariot: chariotText(cur!, 'start', viewer), step: stepWords() });

  /** Where a chariot stands, in words. */
  function where(field: number | null, out: boolean): Msg {
    if (field === null) return words('board.where.notYet');
    if (out) return words('board.where.out', { field: track.fields[field].name });
    return words('board.where.on', { field: track.fields[field].name, lane: laneId(track.fields[field].lane) });
  }

  return {
    width: WIDTH,
    height: HEIGHT,
    // the oval as every state draws it (static parts, by track choice and picture: l across, p upright)
    arenaGround: { l: arenaGround(`${track.choice}-l`), p: arenaGround(`${track.choice}-p`) },
    arenaMarks: { l: arenaMarks(`${track.choice}-l`), p: arenaMarks(`${track.choice}-p`) },
    caltrops,
    chariots,
    trail,
    hits,
    ways,
    endMarks,
    dropFields,
    spearTargets,
    boards,
    draft,
    dice,
    diceTitle: t ? (t.dice.length ? words('board.diceOf', { chariot: chariotText(cur!, 'acc'), free: yes(t.freeReroll) }) : null) : view.lastDice.length ? words('board.diceLast') : null,
    status,
    round: view.round,
    phase: view.phase,
    finishedGame: view.phase === 'finished',
    trackChoice: `${track.sides[0].side}/${track.sides[1].side}`,
    options: view.options,
    caltropSupply: Math.max(0, 20 - view.caltrops.length),
    order: view.order.map((i) => ({ ...chariotChip(view, i), moved: view.moved.includes(i), current: i === current, name: words('board.orderItem', { player: seat(view.chariots[i].seat), driving: yes(i === current) }) })),
    // What the viewer does now, for the hints under the arena (the platform shows the choices).
    pathStep: endMarks.length > 0,
    attackStep: dropFields.length + spearTargets.length > 0,
    driveStep,
    steers: t ? countFace(t.dice, 'steer') : 0,
    speed: cur ? cur.speed : 0,
  };
}
