/**
 * What the parts of Chariot Race's moves share (parts.ts, path-parts.ts): the analysis of a view
 * (its state rebuilt, for the warnings), whose chariot a chariot is, the break-up warning.
 */
import type { MoveShape, PickPart } from '../../engine/contract';
import { COLOUR_INFO } from './data/boards';
import { doomAfter, stateOfView } from './danger';
import type { ChariotMove, ChariotState } from './state';
import type { ChariotView } from './view';
import type { PathPlan } from './path-parts';

export interface Analysis {
  state: ChariotState;
  warnings: Map<string, string | null>;
  plan?: PathPlan;
}

const ANALYSES = new WeakMap<ChariotView, Analysis>();

export function analysis(view: ChariotView): Analysis {
  let a = ANALYSES.get(view);
  if (!a) {
    a = { state: stateOfView(view), warnings: new Map() };
    ANALYSES.set(view, a);
  }
  return a;
}

/** "your red chariot" for the viewer's own, else "Player 2's red chariot" (the platform names it). */
export function chariotWords(view: Pick<ChariotView, 'chariots' | 'viewer'>, i: number): string {
  const c = view.chariots[i];
  const colour = COLOUR_INFO[c.colour].name;
  return view.viewer !== null && c.seat === view.viewer ? `your ${colour} chariot` : `Player ${c.seat + 1}'s ${colour} chariot`;
}

/** "Your red chariot breaks up." — with ": you are out of the race." when it is the seat's last one. */
export function breakWarning(view: ChariotView, ids: number[], why?: string): string {
  const seat = view.chariots[ids[0]].seat;
  const left = view.chariots.filter((c, i) => c.seat === seat && !c.out && !ids.includes(i)).length;
  const names = ids.map((i) => `${COLOUR_INFO[view.chariots[i].colour].name}`);
  const what = names.length === 1 ? `Your ${names[0]} chariot breaks up` : `Your ${names.join(' and ')} chariots break up`;
  const reasons = [why, left === 0 ? 'you are out of the race' : ''].filter(Boolean);
  return `${what}${reasons.length ? `: ${reasons.join('; ')}` : ''}.`;
}

/** The warning of a deterministic dice, drive or attack move, cached per view and move. */
export function warningOf(view: ChariotView, move: ChariotMove, why: (doom: string) => string): string | undefined {
  const a = analysis(view);
  const key = JSON.stringify(move);
  if (!a.warnings.has(key)) {
    const doom = doomAfter(a.state, move);
    a.warnings.set(key, doom === null ? null : breakWarning(view, [view.turn!.chariot], why(doom)));
  }
  return a.warnings.get(key) ?? undefined;
}

/** A move of one part. */
export function one(p: Omit<PickPart, 'kind'>): MoveShape {
  return { parts: [{ kind: 'pick', ...p }] };
}
