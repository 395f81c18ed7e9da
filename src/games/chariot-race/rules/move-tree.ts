/**
 * Chariot Race's moves one step at a time (the contract's moveStep), from the engine's lazy tree
 * of choices (src/engine/choice-tree.ts), worked out from the rules for the answers given — never
 * from the list of every legal move. A chariot turn is played one phase at a time, each a move of
 * its own; only two moves have more than one part: turning a die (then which die, then its new
 * face) and the path (the end field, then — where the ways to it differ — the way, see
 * view/path-parts.ts). The branches come in the order of legalMoves (legal.ts) with moveParts' own parts
 * (view/parts.ts, view/path-parts.ts).
 */
import { chainOf, stepOfTree, type ChoiceBranch } from '../../../engine/choice-tree';
import type { Answer, MoveStep, Seat } from '../../../engine/contract';
import type { Face } from '../data/dice';
import { rerollChoices } from './dice';
import { moveLabel } from '../view/labels';
import { attackMoves, beginMoves, canPay, canReroll, driveMoves, freeBoards, freePositions, toAct, turnFroms, turnTos } from './legal';
import { dieAsked, diePart, facePart, moveParts, turnPart, turnWarning } from '../view/parts';
import { pathBranches } from '../view/path-parts';
import { withOdds } from './odds';
import type { ChariotMove, ChariotState, Turn, TurnDieMove } from './state';
import { view as viewOf, type ChariotView } from '../view/view';

type Branch = ChoiceBranch<ChariotMove>;

export function moveStep(state: ChariotState, seat: Seat, answers: readonly Answer[]): MoveStep<ChariotMove> | null {
  if (!toAct(state).includes(seat)) return null;
  const step = stepOfTree(
    () => {
      const view = viewOf(state, seat);
      return { tree: () => firstBranches(state, view), label: (m) => moveLabel(view, m) };
    },
    answers,
    { state, seat },
  );
  // The odds of the dice (odds.ts), from the seat's own view, on the steps of a roll or reroll.
  const phase = state.turn?.step;
  return phase === 'start' || phase === 'dice' ? withOdds(viewOf(state, seat), step) : step;
}

/** A move of one part: its part and warning (moveParts). */
function leaf(view: ChariotView, move: ChariotMove): Branch {
  return chainOf(move, moveParts(view, move));
}

function* firstBranches(state: ChariotState, view: ChariotView): Generator<Branch> {
  // Variant "Alternative Streitwagen", Spielaufbau 2: a free board; then a free start position.
  if (state.phase === 'draft') {
    for (const board of freeBoards(state)) yield leaf(view, { type: 'pick', board });
    return;
  }
  if (state.phase === 'place') {
    for (const position of freePositions(state)) yield leaf(view, { type: 'place', position });
    return;
  }
  const t = state.turn!;
  switch (t.step) {
    case 'start': // rule "Phase 1: Reparieren", or the roll
      for (const m of beginMoves(state, t)) yield leaf(view, m);
      return;
    case 'dice':
      yield* diceBranches(state, view, t);
      return;
    case 'drive': // rule "Phase 5: Bewegen": the signs of the drive dice
      for (const m of driveMoves(t)) yield leaf(view, m);
      return;
    case 'path': // rule "Phase 5: Bewegen": the path
      yield* pathBranches(view, state);
      return;
    case 'attack': // rule "Phase 6: Angreifen": a caltrop, a spear, or the end of the turn
      for (const m of attackMoves(state)) yield leaf(view, m);
      yield leaf(view, { type: 'endAttacks' });
      return;
  }
}

/** Rule "Phase 3: Würfeln": a reroll (free once, else 2 fortune), turning a die (2 fortune), or keeping the dice. */
function* diceBranches(state: ChariotState, view: ChariotView, t: Turn): Generator<Branch> {
  if (canReroll(state, t)) for (const faces of rerollChoices(t.dice)) yield leaf(view, { type: 'reroll', faces });
  if (canPay(state, t)) yield { part: turnPart(view), then: () => turnBranches(view, t) };
  yield leaf(view, { type: 'keep' });
}

/** Turning a die: which die (asked only when the dice show different faces), then its new face. */
function turnBranches(view: ChariotView, t: Turn): Branch[] {
  const faces = (from: Face): Branch[] =>
    turnTos(from).map((to) => {
      const move: TurnDieMove = { type: 'turn', from, to };
      const warning = turnWarning(view, move);
      return { part: facePart(from, to), move, ...(warning ? { warning } : {}) };
    });
  if (!dieAsked(view)) return turnFroms(t.dice).flatMap(faces);
  return turnFroms(t.dice).map((from) => ({ part: diePart(from), then: () => faces(from) }));
}
