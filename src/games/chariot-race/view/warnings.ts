/**
 * What the parts of Chariot Race's moves share (parts.ts, path-parts.ts): the analysis of a view
 * (its state rebuilt, for the warnings), the break-up warning and the warning of a deterministic
 * move, the move of one part.
 */
import type { MoveShape, PickPart } from '../../../engine/contract';
import type { Text } from '../../../engine/text';
import { doomAfter, stateOfView, type Doom } from '../rules/danger';
import { andList, chariotText, colourText, t, yes } from './text';
import type { ChariotMove, ChariotState } from '../rules/state';
import type { ChariotView } from './view';

export interface Analysis {
  state: ChariotState;
  warnings: Map<string, Text | null>;
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

/** Why a move breaks the chariot on turn, as the warning says it (see rules/danger.ts). */
export type WarnContext = 'dice' | 'speed';

/**
 * "Your red chariot breaks up." — with the reason (the sprint damage, every path with these dice
 * or at this speed, every choice of the drive signs) and "you are out of the race" when it is the
 * seat's last one.
 */
export function breakWarning(view: ChariotView, ids: number[], doom: Doom = null, context: WarnContext = 'dice', speed = 0): Text {
  const seat = view.chariots[ids[0]].seat;
  const left = view.chariots.filter((c, i) => c.seat === seat && !c.out && !ids.includes(i)).length;
  const reason = doom === null ? 'none' : doom === 'paths' ? context : doom;
  return t('warn.breaks', {
    n: ids.length,
    single: chariotText(view.chariots[ids[0]], 'start', seat),
    colours: andList(ids.map((i) => colourText(view.chariots[i].colour))),
    reason,
    speed,
    last: yes(left === 0),
  });
}

/** The warning of a deterministic dice, drive or attack move, cached per view and move. */
export function warningOf(view: ChariotView, move: ChariotMove, context: WarnContext, speed = 0): Text | undefined {
  const a = analysis(view);
  const key = JSON.stringify(move);
  if (!a.warnings.has(key)) {
    const doom = doomAfter(a.state, move);
    a.warnings.set(key, doom === null ? null : breakWarning(view, [view.turn!.chariot], doom, context, speed));
  }
  return a.warnings.get(key) ?? undefined;
}

/** A move of one part. */
export function one(p: Omit<PickPart, 'kind'>): MoveShape {
  return { parts: [{ kind: 'pick', ...p }] };
}
