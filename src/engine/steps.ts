/**
 * Moves one step at a time (the contract's moveStep): walking the answers of a move being put
 * together, and checking a move sent whole by walking its parts — never by looking it up in a
 * list of every legal move. Pure.
 *
 * An answer is `step:value`; a set's value is its marked items' likes (or ids), sorted and joined
 * with "|". A step with one answer only (one pick step offering one option) is answered by
 * itself, unless it makes the move (then it stays a one-click choice): a player is asked only
 * where the answers lead to different moves.
 */
import { sameJson } from './canonical';
import type { AnyGameModule, Answer, MovePart, MoveStep, PickOption, Seat, SetStep, StepContext, StepPart } from './contract';
import { list, msg, type Text } from './text';

const SEP = '|';

/** The key of a marking: its likes, sorted, joined. */
export function setKey(likes: readonly string[]): string {
  return [...likes].sort().join(SEP);
}

export function pickAnswer(step: string, value: string): Answer {
  return `${step}:${value}`;
}

export function setAnswer(step: string, likes: readonly string[]): Answer {
  return `${step}:${setKey(likes)}`;
}

/** The answer a part of a move gives. */
export function partAnswer(p: MovePart): Answer {
  return p.kind === 'set' ? setAnswer(p.step, p.chosen) : pickAnswer(p.step, p.value);
}

/** The step a part answers, nothing offered in it yet (offerIn adds the answers as they come). */
export function stepOfPart(part: MovePart): StepPart {
  const prompt = part.prompt ? { prompt: part.prompt } : {};
  return part.kind === 'pick' ? { kind: 'pick', step: part.step, ...prompt, options: [] } : { kind: 'set', step: part.step, ...prompt, label: part.label, items: part.items, markings: [] };
}

/** Offers a part's answer in its step: a pick's option (returned, for its warning), or a set's marking. */
export function offerIn(step: StepPart, part: MovePart): PickOption | null {
  if (step.kind === 'pick' && part.kind === 'pick') {
    const o: PickOption = { value: part.value, label: part.label };
    if (part.target) o.target = part.target;
    if (part.order !== undefined) o.order = part.order;
    step.options.push(o);
    return o;
  }
  if (step.kind === 'set' && part.kind === 'set') step.markings.push([...part.chosen]);
  return null;
}

/** The answers of a move, from the seat's view (the module's moveParts). */
export function answersOf(mod: AnyGameModule, view: unknown, move: unknown): Answer[] {
  return mod.moveParts(view, move).parts.map(partAnswer);
}

/** The like of a set item (interchangeable items share one). */
export function likeOf(item: SetStep['items'][number]): string {
  return item.like ?? item.id;
}

/** What an answer answers among the parts offered: its words and board targets; null when it is none of them. */
export function offered(next: readonly StepPart[], answer: Answer): StepContext['answered'][number] | null {
  const i = answer.indexOf(':');
  if (i <= 0) return null;
  const step = answer.slice(0, i);
  const value = answer.slice(i + 1);
  const part = next.find((p) => p.step === step);
  if (!part) return null;
  if (part.kind === 'pick') {
    const o = part.options.find((x) => x.value === value);
    return o ? { step, value, label: o.label, targets: o.target ? [o.target] : [] } : null;
  }
  const marking = part.markings.find((m) => setKey(m) === value);
  if (!marking) return null;
  return { step, value, label: markedLabel(part, marking), targets: markedTargets(part, marking) };
}

/** A marking's words: the button with its items ("Reroll: 3, 5"). */
export function markedLabel(part: SetStep, likes: readonly string[]): Text {
  const names = likes.map((like) => part.items.find((it) => likeOf(it) === like)?.label ?? like);
  return names.length ? msg('site.compose.marked', { button: part.label, items: list(names) }) : part.label;
}

/** The board targets of a marking's items (one item for each like marked). */
function markedTargets(part: SetStep, likes: readonly string[]): string[] {
  const out: string[] = [];
  for (const like of likes) {
    const item = part.items.find((it) => likeOf(it) === like && it.target && !out.includes(it.target));
    if (item?.target) out.push(item.target);
  }
  return out;
}

/** The one answer of a step that offers only that (one pick step, one option), or null. */
function onlyAnswer(step: MoveStep): Answer | null {
  if (step.complete || step.next.length !== 1) return null;
  const part = step.next[0];
  return part.kind === 'pick' && part.options.length === 1 ? pickAnswer(part.step, part.options[0].value) : null;
}

export type Stepper = (answers: readonly Answer[]) => MoveStep | null;

/**
 * The moveStep of one seat in one state, each step worked out once (a page asks for the same
 * step again: its walk, the look one step ahead, the fingerprint of the first step).
 */
export function stepperOf(mod: AnyGameModule, state: unknown, seat: Seat): Stepper {
  const known = new Map<string, MoveStep | null>();
  return (answers) => {
    const key = answers.join('\u0000');
    if (!known.has(key)) known.set(key, mod.moveStep(state, seat, answers));
    return known.get(key)!;
  };
}

export interface Walked {
  /** the answers given that are a choice, with those answered by themselves */
  answers: Answer[];
  answered: StepContext['answered'];
  /** the step after them */
  step: MoveStep;
  /** every asked answer was a choice */
  all: boolean;
}

/**
 * Walks the asked answers from the start of a move: each must be among the parts offered at its
 * point; a step with one answer only that does not make the move yet is answered by itself (an
 * asked answer equal to it is taken as given). Stops at the first answer that is no choice (a
 * stale address). Null when the seat has nothing to choose.
 */
export function walk(stepper: Stepper, asked: readonly Answer[]): Walked | null {
  let step = stepper([]);
  if (!step) return null;
  const answers: Answer[] = [];
  const answered: Walked['answered'] = [];
  let i = 0;
  const give = (a: Answer, what: StepContext['answered'][number], after = stepper([...answers, a])): boolean => {
    if (!after) return false;
    answers.push(a);
    answered.push(what);
    step = after;
    return true;
  };
  for (;;) {
    // a step of one answer that does not yet make the move is answered by itself (one that makes
    // it stays a one-click choice)
    for (let only = onlyAnswer(step); only !== null; only = onlyAnswer(step)) {
      const after = stepper([...answers, only]);
      if (!after || after.complete) break;
      give(only, offered(step.next, only)!, after);
      if (asked[i] === only) i++;
    }
    if (i >= asked.length || step.complete) break;
    const what = offered(step.next, asked[i]);
    if (!what || !give(asked[i], what)) break;
    i++;
  }
  return { answers, answered, step, all: i >= asked.length };
}

/** The step after the answers, every step of one answer only answered on to the end (where an answer leads). */
export function settled(stepper: Stepper, answers: readonly Answer[]): MoveStep | null {
  let given = [...answers];
  let step = stepper(given);
  while (step) {
    const only = onlyAnswer(step);
    if (only === null) break;
    given = [...given, only];
    step = stepper(given);
  }
  return step;
}

/**
 * A move sent whole is legal when its parts, answered one after the other, are offered at every
 * step and lead to exactly this move (the contract: moveStep and legalMoves allow the same moves)
 * — or to another move of the same choice (equal parts) and the module's direct check
 * (isLegalAlike) says this one is legal too.
 */
export function isOffered(mod: AnyGameModule, state: unknown, seat: Seat, move: unknown): boolean {
  let answers: Answer[];
  try {
    answers = answersOf(mod, mod.view(state, seat), move);
  } catch {
    return false; // parts of something that is no move of this game now
  }
  const w = walk(stepperOf(mod, state, seat), answers);
  if (!w || !w.all || w.answers.length !== answers.length || !w.step.complete) return false;
  return sameJson(w.step.complete.move, move) || (!!mod.isLegalAlike && mod.isLegalAlike(state, seat, move));
}

/** Every board target a step context names: the answers given, and what can be picked or marked now. */
export function targetsOf(ctx: StepContext | null): string[] {
  if (!ctx) return [];
  const out = new Set<string>();
  for (const a of ctx.answered) for (const id of a.targets) out.add(id);
  for (const part of ctx.now.next) {
    if (part.kind === 'pick') for (const o of part.options) if (o.target) out.add(o.target);
    if (part.kind === 'set') for (const i of part.items) if (i.target) out.add(i.target);
  }
  return [...out];
}

/** The options a step context offers now at a pick step (none when that step is not asked now). */
export function optionsAt(ctx: StepContext | null, step: string): PickOption[] {
  const part = ctx?.now.next.find((p) => p.step === step);
  return part?.kind === 'pick' ? part.options : [];
}
