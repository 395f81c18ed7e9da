/**
 * The position in words (issue 36: a screen reader reads it for the board), from a seat's view
 * only — the game has no secrets, but the dice to come (the PRNG) are in no view, so in no word
 * here. In the order of the contract: whose turn it is and what is asked; every chariot, front
 * first (its field and lane, laps, its three tracks), then the broken ones; the players' standing
 * when each drives two chariots; what the reader drives and, on his turn, what his dice and his
 * step offer; then what lies open on the track (round, dice, last movement, caltrops, wrecks, the
 * boards or start positions still free, rock piles, curve limits, the track and its variants).
 */
import { list, seat, type Msg, type Param, type Text } from '../../../engine/text';
import { rulesOf } from '../../../engine/rules-version';
import { alternativeBoards, boardOf, speedCapFor } from '../data/boards';
import { CALTROPS_IN_BOX, FACES, FORTUNE_PER_ACTION, REPAIR_COST, REPAIR_POINTS, SPRINT_DAMAGE, type Face } from '../data/dice';
import { countFace } from '../rules/dice';
import { attackMoves, canRepair, freeBoards, freePositions } from '../rules/legal';
import { trackOf } from '../rules/round';
import { hasFinished, lapsDone } from '../rules/situation';
import type { Chariot } from '../rules/state';
import type { Track } from '../rules/track';
import { pathMarks } from './path-parts';
import { boardNameText, boardProfileText, chariotText, faceText, laneId, t, yes } from './text';
import type { ChariotView } from './view';
import { startWords } from './words';

export function describe(view: ChariotView, viewer: number | null): Text[] {
  const me = viewer !== null && viewer >= 0 && viewer < view.seats ? viewer : null;
  return [...turnWords(view, me), ...chariotWords(view, me), ...standingWords(view, me), ...readerWords(view, me), ...openWords(view, me)];
}

/** Several items as one parameter: the item itself when alone, else the reader's list words. */
function several(items: Param[], or = false): Param {
  return items.length === 1 ? items[0] : list(items, or);
}

/** "2× drive, 1× sprint, 1× steer": the dice by face, in face order. */
export function facesCounted(dice: readonly Face[]): Param {
  return several(FACES.filter((f) => countFace(dice, f) > 0).map((f) => t('describe.faceCount', { n: countFace(dice, f), face: faceText(f) })));
}

/** The chariot on turn belongs to the reader. */
function readerDrives(view: ChariotView, me: number | null): boolean {
  return me !== null && view.turn !== null && view.chariots[view.turn.chariot].seat === me;
}

// --- 1. Whose turn it is and what is asked; the result once the race is over.

function turnWords(view: ChariotView, me: number | null): Text[] {
  if (view.phase === 'finished') return [view.outcome ? view.outcome.summary : t('status.over')];
  const you = me !== null && view.toAct.includes(me);
  if (view.phase === 'draft') {
    if (!view.toAct.length) return [];
    return [t('describe.turn.draft', { you: yes(you), player: seat(view.toAct[0]) })];
  }
  if (view.phase === 'place') {
    const next = view.chariots[view.queue[0]];
    if (!next) return [];
    return [t('describe.turn.place', { you: yes(you), player: seat(next.seat), colour: next.colour })];
  }
  const turn = view.turn;
  if (!turn) return [];
  const c = view.chariots[turn.chariot];
  return [t('describe.turn.race', { you: yes(you), player: seat(c.seat), colour: c.colour, step: stepText(view) })];
}

/** What the step of the turn asks (the words of the board's status line). */
function stepText(view: ChariotView): Msg {
  const turn = view.turn!;
  switch (turn.step) {
    case 'start':
      return t(canRepair(view, turn) ? 'step.repairOrRoll' : 'step.roll');
    case 'dice':
      return t(view.chariots[turn.chariot].fortune >= FORTUNE_PER_ACTION ? 'step.diceAll' : 'step.dice');
    default:
      return t(`step.${turn.step}`);
  }
}

// --- 2. Every chariot: in the race front first, then the broken ones (the last to break up first).

function chariotWords(view: ChariotView, me: number | null): Text[] {
  const track = trackOf(view);
  if (view.phase === 'draft' || view.phase === 'place') {
    // Before the race: the boards taken so far, on their start positions once placed.
    return view.chariots.map((c) => {
      const chariot = chariotText(c, 'start', me);
      const board = boardNameText(c.board);
      const start = c.field === null ? null : track.fields[c.field].start;
      return start === null ? t('describe.waiting', { chariot, board }) : t('describe.onStart', { chariot, board, position: start, field: track.fields[c.field!].name });
    });
  }
  const out: Text[] = view.order.map((i, k) => raceLine(view, track, i, k + 1, me));
  const broken = view.chariots
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => c.out)
    .sort((a, b) => (b.c.outTurn ?? 0) - (a.c.outTurn ?? 0) || (b.c.outProgress ?? 0) - (a.c.outProgress ?? 0) || a.i - b.i);
  for (const { c } of broken) {
    // Rule "Auseinanderbrechen": off the board; a caltrop marks the wreck where it broke up.
    out.push(t('describe.out', { chariot: chariotText(c, 'start', me), field: c.field !== null ? track.fields[c.field].name : '–' }));
  }
  return out;
}

/** "1. Your red chariot on M11, middle lane, a curve field with limit 5: 1 lap to go; damage 8 of 12, …". */
function raceLine(view: ChariotView, track: Track, i: number, place: number, me: number | null): Msg {
  const c = view.chariots[i];
  const f = track.fields[c.field!];
  const b = boardOf(c.board, rulesOf(view));
  const racing = view.phase === 'race';
  const state = racing && view.turn?.chariot === i ? 'current' : racing && view.moved.includes(i) ? 'moved' : 'waiting';
  return t('describe.chariot', {
    place,
    chariot: chariotText(c, 'start', me),
    field: f.name,
    lane: laneId(f.lane),
    limit: f.limit ?? 0,
    laps: hasFinished(track, c) ? 'done' : lapsDone(track, c) >= 1 ? 'one' : 'two',
    damage: c.damage,
    damageMax: b.damage.max,
    speed: c.speed,
    speedMax: b.speed.max,
    fortune: c.fortune,
    fortuneMax: b.fortune.max,
    state,
  });
}

// --- 3. The players' standing: with 2–3 players each drives two chariots, and his place is that
// of his best one (rule "Spielende", our places: docs/games/chariot-race/rules.md).

function standingWords(view: ChariotView, me: number | null): Text[] {
  if (view.phase !== 'race') return [];
  const seats = Array.from({ length: view.seats }, (_, s) => s);
  if (view.chariots.length <= view.seats) return [];
  const best = (s: number) => view.order.findIndex((i) => view.chariots[i].seat === s);
  const racing = seats.filter((s) => best(s) >= 0).sort((a, b) => best(a) - best(b));
  const out: Text[] = [];
  if (racing.length) out.push(t('describe.standing', { places: several(racing.map((s, k) => t('describe.placeItem', { place: k + 1, player: seat(s) }))) }));
  for (const s of seats.filter((x) => best(x) < 0)) out.push(t('describe.playerOut', { you: yes(s === me), player: seat(s) }));
  return out;
}

// --- 4. What the reader drives, and on his turn his dice and what his step offers.

function readerWords(view: ChariotView, me: number | null): Text[] {
  if (me === null) return [];
  const out: Text[] = [];
  const mine = view.chariots.filter((c) => c.seat === me);
  if (mine.length) out.push(t('describe.yours', { chariots: several(mine.map((c) => t('describe.colourChariot', { colour: c.colour, out: yes(c.out) }))) }));
  if (view.phase !== 'race' || !readerDrives(view, me)) return out;
  const turn = view.turn!;
  const c = view.chariots[turn.chariot];
  const rules = rulesOf(view);
  if (turn.dice.length) out.push(diceText(view, me));
  switch (turn.step) {
    case 'start': {
      // Rule "Phase 2": the start speed never above what the damage allows; it sets the dice.
      const board = boardOf(c.board, rules);
      const speed = Math.min(c.speed, speedCapFor(board, c.damage));
      out.push(t('describe.you.start', { speed, dice: board.dice[speed], capped: yes(speed < c.speed), from: c.speed, damage: c.damage, repair: yes(canRepair(view, turn)), cost: REPAIR_COST, points: REPAIR_POINTS }));
      break;
    }
    case 'dice':
      out.push(t('describe.you.pay', { pay: yes(c.fortune >= FORTUNE_PER_ACTION), cost: FORTUNE_PER_ACTION, fortune: c.fortune }));
      break;
    case 'drive': {
      const sprints = countFace(turn.dice, 'sprint');
      out.push(t('describe.you.drive', { drives: countFace(turn.dice, 'drive'), sprints, boost: 2 * sprints, damage: sprints * SPRINT_DAMAGE, speed: c.speed }));
      break;
    }
    case 'path': {
      out.push(t('describe.you.path', { speed: c.speed, steers: countFace(turn.dice, 'steer') }));
      const track = trackOf(view);
      // The fields the board marks, front first, each with the least damage of the ways there.
      const ends = pathMarks(view)
        .ends.slice()
        .sort((a, b) => track.fields[b.field].front - track.fields[a.field].front || a.field - b.field)
        .map((e) => t('describe.endItem', { field: track.fields[e.field].name, broke: yes(e.least === null), least: e.least ?? 0 }));
      if (ends.length) out.push(t('describe.you.ends', { ends: several(ends) }));
      break;
    }
    case 'attack': {
      // Rule "Phase 6: Angreifen": a caltrop on a field passed, a spear at a chariot in range.
      const track = trackOf(view);
      const moves = attackMoves(view);
      const fields = moves.flatMap((m) => (m.type === 'caltrop' ? [track.fields[m.field].name] : []));
      const targets = moves.flatMap((m) => (m.type === 'spear' ? [chariotText(view.chariots[m.target], 'acc', me)] : []));
      out.push(t('describe.you.attack', { attacks: turn.attacks, drop: yes(fields.length > 0), fields: fields.length ? several(fields, true) : '', spear: yes(targets.length > 0), targets: targets.length ? several(targets) : '' }));
      break;
    }
  }
  return out;
}

/** The dice of the turn ("your" for the reader's own chariot). */
function diceText(view: ChariotView, me: number | null): Msg {
  const turn = view.turn!;
  return t('describe.dice', { chariot: chariotText(view.chariots[turn.chariot], 'acc', me), faces: facesCounted(turn.dice), free: yes(turn.step === 'dice' && turn.freeReroll) });
}

// --- 5. What is open to all.

function openWords(view: ChariotView, me: number | null): Text[] {
  const track = trackOf(view);
  const out: Text[] = [];
  const turn = view.turn;
  if (view.phase === 'race' && turn) {
    const rest = view.order.filter((i) => i !== turn.chariot && !view.moved.includes(i)).map((i) => chariotText(view.chariots[i], 'nom', me));
    out.push(t('describe.round', { round: view.round, hasRest: yes(rest.length > 0), rest: rest.length ? several(rest) : '' }));
    if (turn.dice.length && !readerDrives(view, me)) out.push(diceText(view, me));
  }
  if (!turn && view.lastDice.length) out.push(t('describe.lastDice', { faces: facesCounted(view.lastDice) }));
  if (view.trail && view.trail.fields.length > 1) out.push(trailText(view, track, me));
  if (view.phase === 'race' || view.phase === 'finished') out.push(...caltropWords(view, track));
  if (view.phase === 'draft') {
    const boards = alternativeBoards(rulesOf(view));
    for (const colour of freeBoards(view)) out.push(t('describe.freeBoard', { board: boardNameText(colour), profile: boardProfileText(boards[colour], rulesOf(view)) }));
  }
  if (view.phase === 'place') {
    const free = freePositions(view).map((p) => t('describe.startItem', { position: p, start: startWords(p) }));
    if (free.length) out.push(t('describe.freeStarts', { positions: several(free) }));
  }
  const rocks = track.fields.filter((f) => f.rock).map((f) => f.name);
  if (rocks.length) out.push(t('describe.rocks', { fields: several(rocks) }));
  const curves = track.fields.filter((f) => f.limit !== null).map((f) => t('describe.curveItem', { field: f.name, limit: f.limit! }));
  out.push(t('describe.curves', { fields: several(curves) }));
  out.push(t('describe.track', { track: `${track.sides[0].side}/${track.sides[1].side}`, noDamage: yes(view.options.noDamageAfterFinish), alternative: yes(view.options.alternativeChariots) }));
  return out;
}

/** The last movement, as the board's dotted line shows it: from where to where, lane changes. */
function trailText(view: ChariotView, track: Track, me: number | null): Msg {
  const fields = view.trail!.fields;
  let changes = 0;
  for (let k = 1; k < fields.length; k++) if (track.fields[fields[k]].lane !== track.fields[fields[k - 1]].lane) changes++;
  const c: Chariot = view.chariots[view.trail!.chariot];
  return t('describe.trail', { chariot: chariotText(c, 'start', me), from: track.fields[fields[0]].name, to: track.fields[fields[fields.length - 1]].name, changes });
}

/** Caltrops and wrecks on the track, and the supply (20 in the box, wrecks included). */
function caltropWords(view: ChariotView, track: Track): Text[] {
  const loose = view.caltrops.filter((f) => !view.wrecks.includes(f)).map((f) => track.fields[f].name);
  const wrecks = view.caltrops.filter((f) => view.wrecks.includes(f)).map((f) => track.fields[f].name);
  const out: Text[] = [];
  if (wrecks.length) out.push(t('describe.wrecks', { n: wrecks.length, fields: several(wrecks) }));
  out.push(t('describe.caltrops', { n: loose.length, others: yes(wrecks.length > 0), fields: loose.length ? several(loose) : '', supply: Math.max(0, CALTROPS_IN_BOX - view.caltrops.length) }));
  return out;
}
