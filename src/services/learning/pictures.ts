/**
 * The positions a rules page shows (`![caption](picture:id)`), drawn by the game's own board
 * renderer: the module's `pictures` give a state; the board is drawn from its view, exactly as a
 * game page draws it. Built once per game and picture.
 */
import type { AnyGameModule, StepContext } from '../../engine/contract';
import { stepperOf, walk } from '../../engine/steps';

export interface DrawnPicture {
  boardPartial: string;
  board: Record<string, unknown>;
  /** drawn at full height (else in a frame the reader opens) */
  whole: boolean;
  focus: string | null;
}

const cache = new Map<string, DrawnPicture | null>();

/** The board of a picture, or null when the game has no picture of that id. */
export function drawPicture(mod: AnyGameModule, id: string): DrawnPicture | null {
  const key = `${mod.meta.id}/${id}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const make = Object.hasOwn(mod.pictures ?? {}, id) ? mod.pictures?.[id] : undefined;
  let drawn: DrawnPicture | null = null;
  if (make) {
    const pic = make();
    const viewer = pic.viewer ?? null;
    const view = mod.view(pic.state, viewer);
    let step: StepContext | null = null;
    if (viewer !== null && pic.answers) {
      const w = walk(stepperOf(mod, pic.state, viewer), pic.answers);
      if (w) step = { answered: w.answered, now: w.step };
    }
    drawn = { boardPartial: mod.boardPartial, board: mod.boardContext(view, viewer, step), whole: pic.whole ?? false, focus: pic.focus ?? null };
  }
  cache.set(key, drawn);
  return drawn;
}

