/**
 * The steps of a move worked out from the list of every legal move and their parts: the old way
 * of composing a move, kept as the reference that each module's own moveStep is tested against
 * (moveStep and legalMoves must allow the same moves). Never on a request's path: it builds every
 * legal move, which in a turn of several decisions is their cross product.
 */
import type { AnyGameModule, Answer, MovePart, MoveShape, MoveStep, Seat, StepPart } from '../../src/engine/contract';
import type { Text } from '../../src/engine/text';
import { offerIn, partAnswer, stepOfPart } from '../../src/engine/steps';

export interface ShapedMove {
  move: unknown;
  label: Text;
  shape: MoveShape;
}

/** The legal moves of a seat with their words and parts. */
export function shapedLegalMoves(mod: AnyGameModule, state: unknown, seat: Seat): ShapedMove[] {
  const view = mod.view(state, seat);
  return mod.legalMoves(state, seat).map((move) => ({ move, label: mod.moveLabel(view, move), shape: mod.moveParts(view, move) }));
}

export interface Choice {
  parts: MovePart[];
  keys: Answer[];
  move: unknown;
  label: Text;
  warning?: Text;
}

/** Moves whose parts are all equal are one choice (the first of them is made). */
function choicesOf(moves: readonly ShapedMove[]): Choice[] {
  const seen = new Map<string, Choice>();
  for (const m of moves) {
    const keys = m.shape.parts.map(partAnswer);
    const k = keys.join('\u0000');
    if (!seen.has(k)) seen.set(k, { parts: m.shape.parts, keys, move: m.move, label: m.label, warning: m.shape.warning });
  }
  return [...seen.values()];
}

/** The choices of a seat, found by the answers they begin with. */
export interface MoveIndex {
  byPrefix: Map<string, Choice[]>;
}

/** Indexes the shaped legal moves by every beginning of their answers (one pass; a step is then one lookup). */
export function indexMoves(moves: readonly ShapedMove[]): MoveIndex {
  const byPrefix = new Map<string, Choice[]>();
  for (const c of choicesOf(moves)) {
    for (let k = 0; k <= c.keys.length; k++) {
      const key = c.keys.slice(0, k).join('\u0000');
      const list = byPrefix.get(key);
      if (list) list.push(c);
      else byPrefix.set(key, [c]);
    }
  }
  return { byPrefix };
}

/** The step after `answers`, from the shaped legal moves; null when no move begins with them. */
export function stepFromMoves(moves: readonly ShapedMove[] | MoveIndex, answers: readonly Answer[]): MoveStep | null {
  const index = 'byPrefix' in moves ? moves : indexMoves(moves);
  const k = answers.length;
  const left = index.byPrefix.get(answers.join('\u0000')) ?? [];
  if (!left.length) return null;
  if (left.length === 1 && left[0].keys.length === k) {
    const c = left[0];
    return { complete: { move: c.move, label: c.label, ...(c.warning ? { warning: c.warning } : {}) }, next: [] };
  }
  const parts = new Map<string, StepPart>();
  const below = new Map<string, Choice[]>();
  for (const c of left) {
    const part = c.parts[k];
    if (!part) continue; // a move that ends where others go on: no module offers one
    const key = partAnswer(part);
    below.set(key, [...(below.get(key) ?? []), c]);
    let step = parts.get(part.step);
    if (!step) parts.set(part.step, (step = stepOfPart(part)));
    if (below.get(key)!.length > 1) continue;
    offerIn(step, part);
  }
  // an answer every move of which is warned carries the warning
  for (const step of parts.values()) {
    if (step.kind !== 'pick') continue;
    for (const o of step.options) {
      const all = below.get(`${step.step}:${o.value}`)!;
      if (all.every((c) => c.warning)) o.warning = all[0].warning;
    }
  }
  return { next: [...parts.values()] };
}

/** A module's moveStep worked out from its legal moves (the reference of the equivalence test). */
export function moveStepFromLegal<M = unknown>(mod: AnyGameModule, state: unknown, seat: Seat, answers: readonly Answer[]): MoveStep<M> | null {
  if (!mod.toAct(state).includes(seat)) return null;
  return stepFromMoves(shapedLegalMoves(mod, state, seat), answers) as MoveStep<M> | null;
}
