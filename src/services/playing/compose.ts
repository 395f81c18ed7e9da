/**
 * Putting a move together one step at a time: what the page offers at each step, the same way for
 * every game. Pure: from the module's step (moveStep, through a Stepper) after the answers given
 * so far (from the page address), it works out the choices of this step — each looked at one step
 * ahead, so that an answer that completes a move makes it with one click — the board targets and,
 * once the answers make a move, its confirmation. Nothing here lists every legal move.
 *
 * Answers travel in the address as `p=step:value` (in order; a set's value is its marked items'
 * `like`s, sorted and joined with "|"), so the same choices work through plain links and forms.
 */
import type { MoveStep, Odds, PickStep, SetStep } from '../../engine/contract';
import { msg, type Text } from '../../engine/text';
import { likeOf, markedLabel, pickAnswer, setAnswer, setKey, settled, walk, type Stepper, type Walked } from '../../engine/steps';
import type { TargetState } from '../../http/board-targets';


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
  /** a gamble: its chance and what a failure costs (oddsText) */
  odds?: Text;
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
  /**
   * The markings that are a choice, with where each leads: all of them when there are at most
   * LISTED_MARKINGS, else the first LISTED_MARKINGS (`listed` false: a pit stop's discards from a
   * large hand are thousands) — then a marking sent is checked when it arrives (resolveSet), and
   * the page's script leaves the check to the server.
   */
  choices: ComposedSetChoice[];
  listed: boolean;
}

/** The most markings of a set step listed with the page and the API (each looked at one step ahead). */
export const LISTED_MARKINGS = 64;

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
  complete: { move: unknown; label: Text; warning?: Text; odds?: Text } | null;
  /** the board targets by id, for the {{#pick}} helper of the board templates */
  targets: Record<string, TargetState>;
  /** the choices shown at once (buttons, set items, board targets listed as buttons) */
  controls: number;
}

export function href(answers: readonly string[], marked?: { step: string; ids: string[] }): string {
  const q = answers.map((a) => `p=${encodeURIComponent(a)}`);
  if (marked) for (const id of marked.ids) q.push(`s=${encodeURIComponent(`${marked.step}:${id}`)}`);
  return `?${q.join('&')}`;
}

/** An empty composition: the viewer has nothing to choose. */
function nothing(answers: string[] = []): Composition {
  return { answers, path: [], prompt: null, picks: [], sets: [], complete: null, targets: {}, controls: 0 };
}

/** Where an answer leads: the move it completes (with the steps of one answer answered), or more steps. */
function lead(stepper: Stepper, answers: readonly string[]): MoveStep['complete'] | undefined {
  return settled(stepper, answers)?.complete;
}

/**
 * The step the page shows. `asked` are the answers from the address; `marked` the items marked so
 * far in a set step (`step:id`, for board targets clicked without JavaScript). The module says the
 * step (moveStep); each answer offered is looked at one step ahead, so that an answer that
 * completes a move makes it with one click.
 */
export function compose(stepper: Stepper, asked: readonly string[] = [], marked: readonly string[] = []): Composition {
  return composeWalked(stepper, walk(stepper, asked), marked);
}

/** The composition after a walk (walk in steps.ts); the board is told the same walk. */
export function composeWalked(stepper: Stepper, w: Walked | null, marked: readonly string[] = []): Composition {
  if (!w) return nothing();
  const { answers, answered, step } = w;
  const out = nothing(answers);
  answered.forEach((a, k) => {
    out.path.push({ label: a.label, href: href(answers.slice(0, k)) });
    for (const id of a.targets) if (!out.targets[id]) out.targets[id] = { kind: 'chosen', label: a.label };
  });
  // The answers make a move: it is confirmed (a warned move, or one reached through several steps).
  if (step.complete) {
    if (!answers.length) return out;
    out.complete = { move: step.complete.move, label: step.complete.label, warning: step.complete.warning, odds: oddsText(step.complete.odds) };
    out.prompt = msg(step.complete.warning ? 'site.compose.sure' : 'site.compose.confirm');
    out.controls = 1;
    return out;
  }
  const markedIds = new Map<string, Set<string>>();
  for (const m of marked) {
    const i = m.indexOf(':');
    if (i <= 0) continue;
    const s = m.slice(0, i);
    if (!markedIds.has(s)) markedIds.set(s, new Set());
    markedIds.get(s)!.add(m.slice(i + 1));
  }
  for (const part of step.next) {
    if (part.kind === 'pick') out.picks.push(pickStep(stepper, part, answers, out));
    else out.sets.push(setStep(stepper, part, answers, markedIds.get(part.step) ?? new Set(), out));
  }
  out.prompt = out.picks.find((p) => p.prompt)?.prompt ?? out.sets.find((s) => s.prompt)?.prompt ?? null;
  out.controls = out.picks.reduce((n, p) => n + p.options.length, 0) + out.sets.reduce((n, s) => n + s.items.length + 1, 0);
  return out;
}

function pickStep(stepper: Stepper, part: PickStep, answers: string[], out: Composition): ComposedPick {
  const ordered = part.options.map((o, i) => ({ o, i })).sort((a, b) => (a.o.order ?? a.i) - (b.o.order ?? b.i) || a.i - b.i);
  const options: ComposedOption[] = [];
  for (const { o } of ordered) {
    const next = [...answers, pickAnswer(part.step, o.value)];
    const done = lead(stepper, next);
    const warning = o.warning ?? done?.warning;
    const odds = oddsText(o.odds ?? done?.odds);
    const option: ComposedOption = {
      step: part.step,
      value: o.value,
      label: o.label,
      title: done ? done.label : undefined,
      target: o.target,
      href: href(next),
      move: done && !warning ? done.move : undefined,
      warning,
      odds,
    };
    options.push(option);
    // A choice now outweighs a mark of an earlier answer on the same thing.
    if (o.target && (!out.targets[o.target] || out.targets[o.target].kind === 'chosen')) {
      out.targets[o.target] = { kind: 'option', label: option.label, href: option.href, move: option.move, warning, odds };
    }
  }
  return { step: part.step, prompt: part.prompt ?? null, options };
}

/**
 * The words of a gamble's odds (src/engine/learn.ts): its chance of success, when the seat's
 * knowledge gives one, and what success brings and a failure costs.
 */
export function oddsText(odds: Odds | undefined): Text | undefined {
  if (!odds) return undefined;
  const stakes = odds.success ? msg('site.odds.stakesBoth', { success: odds.success, failure: odds.failure }) : msg('site.odds.stakes', { failure: odds.failure });
  if (odds.chance === undefined) return stakes;
  return msg('site.odds.chance', { chance: Math.round(Math.min(1, Math.max(0, odds.chance)) * 100), stakes });
}

/** A marking of a set step and where it leads (a gamble's odds beside its words). */
function setChoice(stepper: Stepper, part: SetStep, answers: string[], likes: readonly string[]): ComposedSetChoice {
  const next = [...answers, setAnswer(part.step, likes)];
  const done = lead(stepper, next);
  const at = part.odds ? part.markings.findIndex((m) => setKey(m) === setKey(likes)) : -1;
  const odds = oddsText((at >= 0 ? part.odds?.[at] : null) ?? done?.odds);
  const words = done ? done.label : markedLabel(part, likes);
  return {
    key: setKey(likes),
    label: odds ? msg('site.odds.withLabel', { label: words, odds }) : words,
    warning: done?.warning,
    move: done && !done.warning ? done.move : undefined,
    answers: next,
  };
}

function setStep(stepper: Stepper, part: SetStep, answers: string[], marked: Set<string>, out: Composition): ComposedSet {
  const listed = part.markings.length <= LISTED_MARKINGS;
  const choices = part.markings.slice(0, LISTED_MARKINGS).map((likes) => setChoice(stepper, part, answers, likes));
  const ids = [...marked].filter((id) => part.items.some((i) => i.id === id));
  const items = part.items.map((i) => {
    const on = ids.includes(i.id);
    const toggled = on ? ids.filter((x) => x !== i.id) : [...ids, i.id];
    return { id: i.id, label: i.label, like: likeOf(i), target: i.target, marked: on, href: href(answers, { step: part.step, ids: toggled }) };
  });
  for (const i of items) {
    if (i.target && (!out.targets[i.target] || out.targets[i.target].kind === 'chosen')) out.targets[i.target] = { kind: 'toggle', label: i.label, href: i.href, marked: i.marked };
  }
  return { step: part.step, prompt: part.prompt ?? null, label: part.label, items, choices, listed };
}

/**
 * A marking posted from a set step's form: the move it completes, or the answers to go on with;
 * null when the marked items are no choice at all.
 */
export function resolveSet(stepper: Stepper, asked: readonly string[], step: string, markedIds: readonly string[]): { move: unknown; answers: string[] } | { answers: string[] } | null {
  const w = walk(stepper, asked);
  if (!w || !w.all || w.step.complete) return null;
  const part = w.step.next.find((p): p is SetStep => p.kind === 'set' && p.step === step);
  if (!part) return null;
  const likes = markedIds.map((id) => part.items.find((i) => i.id === id));
  if (likes.some((l) => l === undefined) || new Set(markedIds).size !== markedIds.length) return null;
  const key = setKey(likes.map((i) => likeOf(i!)));
  const marking = part.markings.find((m) => setKey(m) === key);
  if (!marking) return null;
  const choice = setChoice(stepper, part, w.answers, marking);
  if (choice.move !== undefined) return { move: choice.move, answers: choice.answers };
  return { answers: choice.answers };
}

/** The composition with every text in the reader's words (for the page and its script). */
export function localize(c: Composition, words: (t: Text) => string): Composition {
  const w = (t: Text | null | undefined) => (t === null || t === undefined ? t : words(t));
  const targets: Record<string, TargetState> = {};
  for (const [id, t] of Object.entries(c.targets)) targets[id] = { ...t, label: words(t.label), warning: w(t.warning) as string | undefined, odds: w(t.odds) as string | undefined };
  return {
    ...c,
    path: c.path.map((p) => ({ ...p, label: words(p.label) })),
    prompt: w(c.prompt) as string | null,
    picks: c.picks.map((p) => ({
      ...p,
      prompt: w(p.prompt) as string | null,
      options: p.options.map((o) => ({ ...o, label: words(o.label), title: w(o.title) as string | undefined, warning: w(o.warning) as string | undefined, odds: w(o.odds) as string | undefined })),
    })),
    sets: c.sets.map((s) => ({
      ...s,
      prompt: w(s.prompt) as string | null,
      label: words(s.label),
      items: s.items.map((i) => ({ ...i, label: words(i.label) })),
      choices: s.choices.map((ch) => ({ ...ch, label: words(ch.label), warning: w(ch.warning) as string | undefined })),
    })),
    complete: c.complete ? { ...c.complete, label: words(c.complete.label), warning: w(c.complete.warning) as string | undefined, odds: w(c.complete.odds) as string | undefined } : null,
    targets,
  };
}
