/**
 * Automobiles' moveStep (issue 30): the seat's choices one part at a time, as a lazy tree of
 * choices (src/engine/choice-tree.ts) worked out from the rules for the answers above — never from
 * the list of every legal move. Every move of Automobiles is one decision; four of them are put
 * together in two parts (view/parts.ts), and only those have a level below:
 *
 * - a gear die to activate, then the field it goes on;
 * - "Buy dice" (when a turn's first step would have too many controls), then the die in the supply;
 * - "End the turn", then the field the car drives to (dice equally far ahead);
 * - Manager's second step with many dice: your active dice or your discard, then the die.
 *
 * Branches come in the order legalMoves lists the moves; their parts are view/parts.ts's builders (a
 * move of one part: its moveParts).
 */
import type { Answer, MoveStep } from '../../../engine/contract';
import { stepOfTree, type ChoiceBranch } from '../../../engine/choice-tree';
import { pickAnswer } from '../../../engine/steps';
import { COLOURS, isGear } from '../data/dice';
import { canActivate, gearTargets } from './effects';
import { managerRecycle } from './effect-steps';
import { driverActionMoves } from './drivers';
import { moveLabel } from '../view/labels';
import { buyMoney, endTurnChoices, mayEndOpening, stepMoves, toAct } from './legal';
import { activatePart, areaFirst, areaPart, buyingBehindAButton, buyPart, choosePart, drivePart, endPart, fieldPart, moveParts, shopPart, supplyPart } from '../view/parts';
import { STOP, col } from './steps';
import { buyable } from './turn';
import type { AutoMove, AutoState } from './state';
import { view, type AutoView } from '../view/view';
import { oddsOf } from './odds';

type Branch = ChoiceBranch<AutoMove>;

/** A move of one part: the part moveParts gives it. */
function single(v: AutoView, move: AutoMove): Branch {
  const { parts } = moveParts(v, move);
  if (parts.length !== 1) throw new Error(`the move ${move.type} has ${parts.length} parts, not one`);
  return { part: parts[0], move };
}

/**
 * Rule "1. Aktion": an active die whose effect can be done completely („Wenn du Teile der Effekte
 * nicht ausführen kannst, darfst du den Würfel gar nicht nutzen"); a gear die then goes on one of
 * the fields it may reach.
 */
function* activations(state: AutoState, seat: number, v: AutoView): Generator<Branch> {
  const p = state.players[seat];
  for (let c = 0; c < COLOURS.length; c++) {
    if (p.active[c] <= 0) continue;
    if (!isGear(c)) {
      if (canActivate(state, seat, c)) yield { part: activatePart(v, c), move: { type: 'activate', colour: col(c) } };
      continue;
    }
    const segs = gearTargets(state, seat, c);
    if (!segs.length) continue;
    yield {
      part: activatePart(v, c),
      then: function* () {
        for (const seg of segs) yield { part: fieldPart(v, c, seg), move: { type: 'activate', colour: col(c), seg } };
      },
    };
  }
}

/** Rule "2. Kaufen": the dice of the supply the money buys (wear is never bought) — behind a button when the step would have too many controls. */
function* buys(state: AutoState, seat: number, v: AutoView): Generator<Branch> {
  const colours = buyable(state, buyMoney(state, seat));
  if (!colours.length) return;
  const move = (c: number): AutoMove => ({ type: 'buy', colour: col(c) });
  if (buyingBehindAButton(v)) {
    yield { part: shopPart(v, colours[0]), then: () => colours.map((c) => ({ part: supplyPart(v, c), move: move(c) })) };
    return;
  }
  for (const c of colours) yield { part: buyPart(v, c), move: move(c) };
}

/** Rule "3. Bewegung": the end of the turn; with dice equally far ahead the player chooses the field (A-G12). */
function* ends(state: AutoState, v: AutoView): Generator<Branch> {
  const segs = endTurnChoices(state);
  if (!segs.length) {
    yield { part: endPart(v, false), move: { type: 'endTurn' } };
    return;
  }
  yield { part: endPart(v, true), then: () => segs.map((seg) => ({ part: drivePart(v, seg), move: { type: 'endTurn', seg } as AutoMove })) };
}

/** A turn (legalMoves' order): the pit stop („Alternativer Zug – Boxenstopp") before the first die, the dice, the driver, buying, the end. */
function* turn(state: AutoState, seat: number, v: AutoView): Generator<Branch> {
  if (state.turn.stage === 'buy') {
    yield* buys(state, seat, v);
    for (const m of driverActionMoves(state, seat)) yield single(v, m);
    yield* ends(state, v);
    return;
  }
  if (state.turn.stage === 'begin') yield single(v, { type: 'pit' });
  yield* activations(state, seat, v);
  for (const m of driverActionMoves(state, seat)) yield single(v, m);
  yield* buys(state, seat, v);
  yield* ends(state, v);
}

/** „Spielvorbereitung": the opening purchase, and finishing it once allowed. */
function* opening(state: AutoState, seat: number, v: AutoView): Generator<Branch> {
  let any = false;
  for (const b of buys(state, seat, v)) {
    any = true;
    yield b;
  }
  if (mayEndOpening(state, any)) yield single(v, { type: 'endTurn' });
}

/** Manager's second step with the area asked first: your active dice, your discard (each when it has a die), or none. */
function* managerByArea(state: AutoState, seat: number, v: AutoView): Generator<Branch> {
  for (const area of ['active', 'discard'] as const) {
    const moves = managerRecycle(state, seat, area);
    if (moves.length) yield { part: areaPart(v, area), then: () => moves.map((m) => ({ part: choosePart(v, m as Extract<AutoMove, { type: 'choose' }>), move: m })) };
  }
  yield single(v, STOP);
}

function* top(state: AutoState, seat: number, v: AutoView): Generator<Branch> {
  const step = stepMoves(state, seat);
  if (step) {
    // one step of something under way: its moves are the step's options
    if (areaFirst(v)) return yield* managerByArea(state, seat, v);
    for (const m of step) yield single(v, m);
    return;
  }
  if (state.phase === 'opening') return yield* opening(state, seat, v);
  return yield* turn(state, seat, v);
}

function rawStep(state: AutoState, seat: number, answers: readonly Answer[]): MoveStep<AutoMove> | null {
  if (!toAct(state).includes(seat)) return null;
  return stepOfTree(
    () => {
      const v = view(state, seat);
      return { tree: () => top(state, seat, v), label: (m) => moveLabel(v, m) };
    },
    answers,
    { state, seat },
  );
}

/** The steps where an answer may be a draw from the bag (odds.ts): the bag, another player's extra draw, a die to activate. */
const DRAWING_STEPS = new Set(['draw', 'extra', 'die']);

/**
 * The rules' step, and the odds of every answer that is a gamble (a draw from the bag: odds.ts),
 * from the seat's own view: an answer that completes a move carries the odds of that move.
 */
export function moveStep(state: AutoState, seat: number, answers: readonly Answer[]): MoveStep<AutoMove> | null {
  const step = rawStep(state, seat, answers);
  if (!step || state.phase !== 'turn') return step;
  let v: AutoView | null = null;
  const seen = () => (v ??= view(state, seat));
  if (step.complete) {
    const odds = oddsOf(seen(), seat, step.complete.move);
    if (odds) step.complete.odds = odds;
    return step;
  }
  for (const part of step.next) {
    if (part.kind !== 'pick' || !DRAWING_STEPS.has(part.step)) continue;
    for (const o of part.options) {
      if (o.value.includes(':')) continue;
      const done = rawStep(state, seat, [...answers, pickAnswer(part.step, o.value)])?.complete;
      const odds = done && oddsOf(seen(), seat, done.move);
      if (odds) o.odds = odds;
    }
  }
  return step;
}
