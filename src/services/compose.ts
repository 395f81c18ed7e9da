/**
 * Putting a move together from its parts (the contract's MoveShape): what the page offers at each
 * step, the same way for every game. Pure: from the labelled legal moves of a seat, their shapes
 * and the answers given so far (from the page address), it works out the next choices, the board
 * targets and, once one choice is left, the move itself. The legal-move list stays the single
 * source of truth: every choice offered leads to legal moves, and a composed move is one of them.
 *
 * Answers travel in the address as `p=step:value` (in order; a set's value is its marked items'
 * `like`s, sorted and joined with "|"), so the same choices work through plain links and forms.
 */
import { type AnyGameModule, type MovePart, type MoveShape, type PickPart, type SetPart } from '../engine/contract';
import { list, msg, type Text } from '../engine/text';

export interface ShapedMove {
  move: unknown;
  label: Text;
  shape: MoveShape;
}

/** A choice at this step: a button, and its board target when it has one. */
export interface ComposedOption {
  step: string;
  value: string;
  label: Text;
  /** the whole move's words, when this answer settles it */
  title?: Text;
  target?: string;
  /** the page with this answer given (the next step, or the confirmation of a warned move) */
  href: string;
  /** the move, when this answer completes it and nothing needs confirming: one click makes it */
  move?: unknown;
  /** every move behind this answer carries this warning */
  warning?: Text;
}

export interface ComposedPick {
  step: string;
  prompt: Text | null;
  options: ComposedOption[];
}

export interface ComposedSetItem {
  id: string;
  label: Text;
  like: string;
  target?: string;
  marked: boolean;
  /** the page with this item marked or unmarked (for a board target without JavaScript) */
  href: string;
}

/** A marking that leads somewhere: the key of its marked items' likes. */
export interface ComposedSetChoice {
  key: string;
  label: Text;
  warning?: Text;
  /** the move, when this marking completes it */
  move?: unknown;
  /** the answers after this marking (when more is to be chosen, or to confirm a warning) */
  answers: string[];
}

export interface ComposedSet {
  step: string;
  prompt: Text | null;
  /** the words on the confirming button */
  label: Text;
  items: ComposedSetItem[];
  choices: ComposedSetChoice[];
}

export interface TargetState {
  /** an answer to pick, an item to mark, or an answer already given */
  kind: 'option' | 'toggle' | 'chosen';
  label: Text;
  href?: string;
  move?: unknown;
  warning?: Text;
  marked?: boolean;
}

export interface Composition {
  /** the answers given so far (valid ones only), as they travel in the address */
  answers: string[];
  /** the answers given so far with their words; each links back to the step it answered */
  path: { label: Text; href: string }[];
  /** what the page asks now */
  prompt: Text | null;
  picks: ComposedPick[];
  sets: ComposedSet[];
  /** one choice is left: confirm it (a warned move, or a move reached through several steps) */
  complete: { move: unknown; label: Text; warning?: Text } | null;
  /** the board targets by id, for the {{#pick}} helper of the board templates */
  targets: Record<string, TargetState>;
  /** the choices shown at once (buttons, set items, board targets listed as buttons) */
  controls: number;
}

/** One choice of the player: moves whose parts are all equal (the first one is made). */
interface Choice {
  parts: MovePart[];
  keys: string[];
  move: unknown;
  label: Text;
  warning?: Text;
}

const SEP = '|';

export function setKey(likes: string[]): string {
  return [...likes].sort().join(SEP);
}

function partKey(p: MovePart): string {
  return p.kind === 'set' ? `${p.step}:${setKey(p.chosen)}` : `${p.step}:${p.value}`;
}

export function href(answers: string[], marked?: { step: string; ids: string[] }): string {
  const q = answers.map((a) => `p=${encodeURIComponent(a)}`);
  if (marked) for (const id of marked.ids) q.push(`s=${encodeURIComponent(`${marked.step}:${id}`)}`);
  return `?${q.join('&')}`;
}

/** The choices of a seat: equal part lists are one choice. */
function choicesOf(moves: ShapedMove[]): Choice[] {
  const seen = new Map<string, Choice>();
  for (const m of moves) {
    const keys = m.shape.parts.map(partKey);
    const k = keys.join('\u0000');
    if (!seen.has(k)) seen.set(k, { parts: m.shape.parts, keys, move: m.move, label: m.label, warning: m.shape.warning });
  }
  return [...seen.values()];
}

/** The answer's words: a pick's label, or a set's button with the marked items. */
function answerLabel(part: MovePart): Text {
  if (part.kind === 'pick') return part.label;
  const names = part.chosen.map((like) => part.items.find((i) => (i.like ?? i.id) === like)?.label ?? like);
  return names.length ? msg('site.compose.marked', { button: part.label, items: list(names) }) : part.label;
}

/**
 * The choices after the answers; stops at the first answer that fits no choice (a stale address).
 * A step whose one answer every choice left shares is answered by itself: a step is asked only
 * when its answers lead to different choices.
 */
function narrow(all: Choice[], asked: string[]): { answers: string[]; left: Choice[] } {
  let left = all;
  const answers: string[] = [];
  const settle = () => {
    for (;;) {
      const k = answers.length;
      const part = left[0]?.parts[k];
      if (left.length < 2 || !part || part.kind !== 'pick' || !left.every((c) => c.keys[k] === left[0].keys[k])) return;
      answers.push(left[0].keys[k]);
    }
  };
  settle();
  for (const a of asked) {
    const k = answers.length;
    if (k < asked.length && answers[k] === a) continue;
    const next = left.filter((c) => c.keys[k] === a);
    if (!next.length) break;
    answers.push(a);
    left = next;
    settle();
  }
  return { answers, left };
}

/**
 * The step the page shows. `asked` are the answers from the address; `marked` the items marked so
 * far in a set step (`step:id`, for board targets clicked without JavaScript).
 */
export function compose(moves: ShapedMove[], asked: string[] = [], marked: string[] = []): Composition {
  const all = choicesOf(moves);
  const { answers, left } = narrow(all, asked);
  const out: Composition = { answers, path: [], prompt: null, picks: [], sets: [], complete: null, targets: {}, controls: 0 };
  if (!left.length) return out;
  const first = left[0];
  for (let k = 0; k < answers.length; k++) {
    const part = first.parts[k];
    out.path.push({ label: answerLabel(part), href: href(answers.slice(0, k)) });
    if (part.kind === 'pick' && part.target) out.targets[part.target] = { kind: 'chosen', label: part.label };
    if (part.kind === 'set') {
      for (const like of part.chosen) {
        const item = part.items.find((i) => (i.like ?? i.id) === like && i.target && !out.targets[i.target]);
        if (item?.target) out.targets[item.target] = { kind: 'chosen', label: item.label };
      }
    }
  }
  // One choice left: it is confirmed (or, when the first answer already settles it, the option
  // itself carries the move).
  if (left.length === 1 && answers.length > 0) {
    const c = left[0];
    out.complete = { move: c.move, label: c.label, warning: c.warning };
    out.prompt = msg(c.warning ? 'site.compose.sure' : 'site.compose.confirm');
    out.controls = 1;
    return out;
  }
  const level = answers.length;
  const markedIds = new Map<string, Set<string>>();
  for (const m of marked) {
    const i = m.indexOf(':');
    if (i <= 0) continue;
    const step = m.slice(0, i);
    if (!markedIds.has(step)) markedIds.set(step, new Set());
    markedIds.get(step)!.add(m.slice(i + 1));
  }
  // The parts at this level, step by step in the order the moves list them.
  const steps = new Map<string, { kind: 'pick' | 'set'; choices: Choice[] }>();
  const finished: Choice[] = [];
  for (const c of left) {
    const part = c.parts[level];
    if (!part) {
      finished.push(c);
      continue;
    }
    const entry = steps.get(part.step) ?? { kind: part.kind, choices: [] };
    entry.choices.push(c);
    steps.set(part.step, entry);
  }
  for (const [step, entry] of steps) {
    if (entry.kind === 'pick') out.picks.push(pickStep(step, entry.choices, answers, level, out));
    else out.sets.push(setStep(step, entry.choices, answers, level, markedIds.get(step) ?? new Set(), out));
  }
  // Moves whose parts end here while others go on (a module should avoid it): offered by label.
  if (finished.length) {
    out.picks.push({
      step: '',
      prompt: null,
      options: finished.map((c) => ({ step: '', value: '', label: c.label, href: href(answers), move: c.warning ? undefined : c.move, warning: c.warning })),
    });
  }
  out.prompt = out.picks.find((p) => p.prompt)?.prompt ?? out.sets.find((s) => s.prompt)?.prompt ?? null;
  out.controls = out.picks.reduce((n, p) => n + p.options.length, 0) + out.sets.reduce((n, s) => n + s.items.length + 1, 0);
  return out;
}

function pickStep(step: string, choices: Choice[], answers: string[], level: number, out: Composition): ComposedPick {
  const byValue = new Map<string, { part: PickPart; choices: Choice[] }>();
  for (const c of choices) {
    const part = c.parts[level] as PickPart;
    const e = byValue.get(part.value) ?? { part, choices: [] };
    e.choices.push(c);
    byValue.set(part.value, e);
  }
  const options: ComposedOption[] = [];
  const ordered = [...byValue.values()].map((e, i) => ({ ...e, i })).sort((a, b) => (a.part.order ?? a.i) - (b.part.order ?? b.i) || a.i - b.i);
  for (const { part, choices: below } of ordered) {
    const next = [...answers, `${step}:${part.value}`];
    const single = below.length === 1 ? below[0] : null;
    const warning = below.every((c) => c.warning) ? below[0].warning : undefined;
    const option: ComposedOption = {
      step,
      value: part.value,
      label: part.label,
      title: single ? single.label : undefined,
      target: part.target,
      href: href(next),
      move: single && !single.warning ? single.move : undefined,
      warning,
    };
    options.push(option);
    // A choice now outweighs a mark of an earlier answer on the same thing.
    if (part.target && (!out.targets[part.target] || out.targets[part.target].kind === 'chosen')) {
      out.targets[part.target] = { kind: 'option', label: option.label, href: option.href, move: option.move, warning };
    }
  }
  return { step, prompt: choices[0].parts[level].prompt ?? null, options };
}

function setStep(step: string, choices: Choice[], answers: string[], level: number, marked: Set<string>, out: Composition): ComposedSet {
  const part = choices[0].parts[level] as SetPart;
  const byKey = new Map<string, Choice[]>();
  for (const c of choices) {
    const key = setKey((c.parts[level] as SetPart).chosen);
    byKey.set(key, [...(byKey.get(key) ?? []), c]);
  }
  const choicesOut: ComposedSetChoice[] = [];
  for (const [key, below] of byKey) {
    const single = below.length === 1 ? below[0] : null;
    const chosenPart = below[0].parts[level] as SetPart;
    choicesOut.push({
      key,
      label: single ? single.label : answerLabel(chosenPart),
      warning: below.every((c) => c.warning) ? below[0].warning : undefined,
      move: single && !single.warning ? single.move : undefined,
      answers: [...answers, `${step}:${key}`],
    });
  }
  const ids = [...marked].filter((id) => part.items.some((i) => i.id === id));
  const items = part.items.map((i) => {
    const on = ids.includes(i.id);
    const toggled = on ? ids.filter((x) => x !== i.id) : [...ids, i.id];
    return { id: i.id, label: i.label, like: i.like ?? i.id, target: i.target, marked: on, href: href(answers, { step, ids: toggled }) };
  });
  for (const i of items) {
    if (i.target && (!out.targets[i.target] || out.targets[i.target].kind === 'chosen')) out.targets[i.target] = { kind: 'toggle', label: i.label, href: i.href, marked: i.marked };
  }
  return { step, prompt: part.prompt ?? null, label: part.label, items, choices: choicesOut };
}

/**
 * A marking posted from a set step's form: the move it completes, or the answers to go on with;
 * null when the marked items are no choice at all.
 */
export function resolveSet(moves: ShapedMove[], asked: string[], step: string, markedIds: string[]): { move: unknown; warning?: Text; answers: string[] } | { answers: string[] } | null {
  const c = compose(moves, asked);
  if (c.answers.length !== asked.length) return null;
  const set = c.sets.find((s) => s.step === step);
  if (!set) return null;
  const likes = markedIds.map((id) => set.items.find((i) => i.id === id)?.like);
  if (likes.some((l) => l === undefined) || new Set(markedIds).size !== markedIds.length) return null;
  const choice = set.choices.find((ch) => ch.key === setKey(likes as string[]));
  if (!choice) return null;
  if (choice.move !== undefined) return { move: choice.move, answers: choice.answers };
  return { answers: choice.answers };
}

/** Without a module's own shapes: every move is one button with its label. */
export function defaultShape(label: Text, index: number): MoveShape {
  return { parts: [{ kind: 'pick', step: 'move', value: String(index), label }] };
}

/** Words and parts of legal moves (Texts, rendered in the reader's language by the page). */
export function shapeMoves(mod: AnyGameModule, view: unknown, legal: unknown[]): ShapedMove[] {
  return legal.map((move, i) => {
    const label = mod.moveLabel(view, move);
    return { move, label, shape: mod.moveParts ? mod.moveParts(view, move) : defaultShape(label, i) };
  });
}

/** The composition with every text in the reader's words (for the page and its script). */
export function localize(c: Composition, words: (t: Text) => string): Composition {
  const w = (t: Text | null | undefined) => (t === null || t === undefined ? t : words(t));
  const targets: Record<string, TargetState> = {};
  for (const [id, t] of Object.entries(c.targets)) targets[id] = { ...t, label: words(t.label), warning: w(t.warning) as string | undefined };
  return {
    ...c,
    path: c.path.map((p) => ({ ...p, label: words(p.label) })),
    prompt: w(c.prompt) as string | null,
    picks: c.picks.map((p) => ({
      ...p,
      prompt: w(p.prompt) as string | null,
      options: p.options.map((o) => ({ ...o, label: words(o.label), title: w(o.title) as string | undefined, warning: w(o.warning) as string | undefined })),
    })),
    sets: c.sets.map((s) => ({
      ...s,
      prompt: w(s.prompt) as string | null,
      label: words(s.label),
      items: s.items.map((i) => ({ ...i, label: words(i.label) })),
      choices: s.choices.map((ch) => ({ ...ch, label: words(ch.label), warning: w(ch.warning) as string | undefined })),
    })),
    complete: c.complete ? { ...c.complete, label: words(c.complete.label), warning: w(c.complete.warning) as string | undefined } : null,
    targets,
  };
}

/** A part with its words in the reader's language (for the JSON API). */
export function renderedPart(p: MovePart, words: (t: Text) => string): MovePart {
  if (p.kind === 'pick') return { ...p, label: words(p.label), prompt: p.prompt === undefined ? undefined : words(p.prompt) };
  return { ...p, label: words(p.label), prompt: p.prompt === undefined ? undefined : words(p.prompt), items: p.items.map((i) => ({ ...i, label: words(i.label) })) };
}
