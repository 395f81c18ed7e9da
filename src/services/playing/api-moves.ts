/**
 * The step of a move as the JSON API sends it: the same composition as the page (compose.ts), in
 * the reader's words, with what a client needs to go on — an option or marking that completes a
 * move carries it (post it), any other the answers to ask the next step with (`next`: the address
 * of that step). Only this step's choices are sent, never every legal move.
 */
import type { Text } from '../../engine/text';
import type { Stepper } from '../../engine/steps';
import { compose, href } from './compose';

export interface ApiMoves {
  /** the answers given (those asked for that are a choice, and those answered by themselves) */
  answers: string[];
  prompt: string | null;
  picks: { step: string; prompt: string | null; options: ApiChoice[] }[];
  /**
   * `choices`: every marking that is a choice — unless there are very many (`listed` false: a pit
   * stop's discards from a large hand; then the first 64): any other marking may be posted as its
   * answers (`step:like|like…`, the likes sorted), and the server checks it (422 when it is no choice).
   */
  sets: { step: string; prompt: string | null; label: string; items: { id: string; label: string; like: string; target?: string }[]; choices: ApiChoice[]; listed: boolean }[];
  /** the answers make this move: post it (a warned move says so) */
  complete: { move: unknown; label: string; warning?: string; odds?: string } | null;
}

/** A choice of this step: its words, and the move it completes, or the address of the step after it. */
export interface ApiChoice {
  answers: string[];
  label: string;
  /** the whole move's words, when this answer settles it */
  title?: string;
  target?: string;
  warning?: string;
  /** a gamble's chance and what a failure costs, in the reader's words */
  odds?: string;
  move?: unknown;
  next?: string;
}

export function apiMoves(stepper: Stepper, asked: string[], words: (t: Text) => string, base: string): ApiMoves {
  const c = compose(stepper, asked);
  const w = (t: Text | undefined | null) => (t === undefined || t === null ? undefined : words(t));
  const choice = (answers: string[], label: Text, move: unknown, warning: Text | undefined, target?: string, title?: Text, odds?: Text): ApiChoice => ({
    answers,
    label: words(label),
    ...(title ? { title: words(title) } : {}),
    ...(target ? { target } : {}),
    ...(warning ? { warning: words(warning) } : {}),
    ...(odds ? { odds: words(odds) } : {}),
    // a warned move is not made with one click on the page; the API client sees the warning and the move
    ...(move !== undefined ? { move } : { next: `${base}${href(answers)}` }),
  });
  return {
    answers: c.answers,
    prompt: w(c.prompt) ?? null,
    picks: c.picks.map((p) => ({
      step: p.step,
      prompt: w(p.prompt) ?? null,
      options: p.options.map((o) => choice([...c.answers, `${o.step}:${o.value}`], o.label, o.move, o.warning, o.target, o.title, o.odds)),
    })),
    sets: c.sets.map((s) => ({
      step: s.step,
      prompt: w(s.prompt) ?? null,
      label: words(s.label),
      items: s.items.map((i) => ({ id: i.id, label: words(i.label), like: i.like, ...(i.target ? { target: i.target } : {}) })),
      choices: s.choices.map((ch) => choice(ch.answers, ch.label, ch.move, ch.warning)),
      listed: s.listed,
    })),
    complete: c.complete ? { move: c.complete.move, label: words(c.complete.label), ...(c.complete.warning ? { warning: words(c.complete.warning) } : {}), ...(c.complete.odds ? { odds: words(c.complete.odds) } : {}) } : null,
  };
}
