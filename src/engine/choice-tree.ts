/**
 * A module's moveStep from a tree of choices: each branch is one part of a move (as the module's
 * moveParts gives it), below it either the move it completes or the choices that follow. The tree
 * is lazy — a step works out only the branch its answers follow, and looks below each choice it
 * offers for one move (a module yields only choices that lead to a legal move, so that look is one
 * descent). A turn of several decisions is never put together as the cross product of its choices.
 *
 * The tree lists its branches in the order of the module's legalMoves: where several moves have
 * the same parts (a choice the player cannot tell apart), the first is made — as the steps from
 * the legal moves make it (test/support/steps-from-moves.ts, the reference of the equivalence test).
 */
import type { Answer, MovePart, MoveShape, MoveStep, PickOption, StepPart } from './contract';
import { offerIn, partAnswer, stepOfPart } from './steps';
import type { Text } from './text';

export interface ChoiceBranch<M> {
  part: MovePart;
  /** the move this part completes (then there is no `then`) */
  move?: M;
  /** the choices after this part, in legal-move order */
  then?: () => Iterable<ChoiceBranch<M>>;
  /** the completed move's warning; on a branch that goes on: every move below it is warned */
  warning?: Text;
  /** the module knows a move lies below (its rules checked): the step does not look */
  sure?: boolean;
}

export type ChoiceTree<M> = () => Iterable<ChoiceBranch<M>>;

/** A seat's tree of choices in one state, and the words of a move it completes (both from the seat's view). */
export interface SeatTree<M> {
  tree: ChoiceTree<M>;
  label: (move: M) => Text;
}

/** Whether a branch leads to a move (one descent when every branch yielded does). */
function reaches<M>(b: ChoiceBranch<M>, known: Map<ChoiceBranch<M>, boolean>): boolean {
  let r = known.get(b);
  if (r === undefined) {
    r = b.move !== undefined || b.sure === true;
    if (!r && b.then) for (const c of b.then()) if (reaches(c, known) && (r = true)) break;
    known.set(b, r);
  }
  return r;
}

/** The parts offered by a level of branches, grouped into steps in order of appearance. */
function partsOf<M>(level: readonly ChoiceBranch<M>[]): StepPart[] {
  const steps = new Map<string, StepPart>();
  const seen = new Map<string, PickOption | null>();
  /** per answer: the first warning, or null once a move below it is not warned */
  const warned = new Map<string, Text | null>();
  for (const b of level) {
    const p = b.part;
    const key = partAnswer(p);
    warned.set(key, warned.has(key) ? warned.get(key)! && (b.warning ? warned.get(key)! : null) : (b.warning ?? null));
    if (seen.has(key)) continue;
    let step = steps.get(p.step);
    if (!step) steps.set(p.step, (step = stepOfPart(p)));
    seen.set(key, offerIn(step, p));
  }
  // an answer every move of which is warned carries the warning
  for (const [key, o] of seen) {
    const w = warned.get(key);
    if (o && w) o.warning = w;
  }
  return [...steps.values()];
}

/** A tree's levels as they are asked: each level's branches by answer, the level below each answer. */
interface Root<M> {
  top: ChoiceBranch<M>[];
  label: (move: M) => Text;
  known: Map<ChoiceBranch<M>, boolean>;
  byAnswer: WeakMap<ChoiceBranch<M>[], Map<Answer, ChoiceBranch<M>[]>>;
  below: WeakMap<ChoiceBranch<M>[], Map<Answer, ChoiceBranch<M>[]>>;
}

/** One seat's tree in one state, kept while the state object lives: a page asks many steps of it (each answer offered is looked at one step ahead). */
const roots = new WeakMap<object, Map<number, Root<unknown>>>();

function rootOf<M>(make: () => SeatTree<M>, memo?: { state: object; seat: number }): Root<M> {
  const fresh = (): Root<M> => {
    const { tree, label } = make();
    return { top: [...tree()], label, known: new Map(), byAnswer: new WeakMap(), below: new WeakMap() };
  };
  if (!memo) return fresh();
  let seats = roots.get(memo.state);
  if (!seats) roots.set(memo.state, (seats = new Map()));
  let root = seats.get(memo.seat);
  if (!root) seats.set(memo.seat, (root = fresh() as unknown as Root<unknown>));
  return root as unknown as Root<M>;
}

function byAnswer<M>(root: Root<M>, level: ChoiceBranch<M>[]): Map<Answer, ChoiceBranch<M>[]> {
  let m = root.byAnswer.get(level);
  if (!m) {
    m = new Map();
    for (const b of level) {
      const key = partAnswer(b.part);
      const list = m.get(key);
      if (list) list.push(b);
      else m.set(key, [b]);
    }
    root.byAnswer.set(level, m);
  }
  return m;
}

/**
 * The step after `answers` in a seat's tree of choices; null when no move begins with them. With
 * `memo` (the state object and the seat) the tree is made once (with the seat's view it needs)
 * and the levels worked out are kept for the next call on the same state.
 */
export function stepOfTree<M>(make: () => SeatTree<M>, answers: readonly Answer[], memo?: { state: object; seat: number }): MoveStep<M> | null {
  const root = rootOf(make, memo);
  let level = root.top;
  for (let i = 0; i < answers.length; i++) {
    const matched = (byAnswer(root, level).get(answers[i]) ?? []).filter((b) => reaches(b, root.known));
    if (!matched.length) return null;
    // the answers make a move: every way on ends here (moves with equal parts are one choice)
    if (i === answers.length - 1 && matched.every((b) => b.move !== undefined)) {
      const b = matched[0];
      return { complete: { move: b.move as M, label: root.label(b.move as M), ...(b.warning ? { warning: b.warning } : {}) }, next: [] };
    }
    let below = root.below.get(level);
    if (!below) root.below.set(level, (below = new Map()));
    let next = below.get(answers[i]);
    if (!next) below.set(answers[i], (next = matched.flatMap((b) => (b.then ? [...b.then()] : []))));
    level = next;
  }
  const live = level.filter((b) => reaches(b, root.known));
  return live.length ? { next: partsOf(live) } : null;
}

/**
 * The branches of one move, part after part: for a step whose moves are few (a module lists
 * them), the tree is their chains side by side — equal answers are grouped where they are asked.
 */
export function chainOf<M>(move: M, shape: MoveShape, i = 0): ChoiceBranch<M> {
  const part = shape.parts[i];
  const warning = shape.warning ? { warning: shape.warning } : {};
  return i === shape.parts.length - 1 ? { part, move, ...warning } : { part, then: () => [chainOf(move, shape, i + 1)], ...warning };
}
