/** Small helpers the effects of the action cards and the drivers share: step moves, pending effects, paths. */
import { COLOURS, Colour } from '../data/dice';
import type { Area, AutoMove, AutoState, PathState, Pending } from './state';

export const col = (c: number): Colour => COLOURS[c];

export const STOP: AutoMove = { type: 'stop' };

/** The other seats, in turn order after `seat`. */
export { othersInOrder as others } from './order';

/** One "choose" move per colour present in an area (and passing the filter). */
export function chooseFrom(area: Area, counts: readonly number[], filter: (c: number) => boolean = () => true): AutoMove[] {
  const out: AutoMove[] = [];
  for (let c = 0; c < counts.length; c++) if (counts[c] > 0 && filter(c)) out.push({ type: 'choose', colour: col(c), area });
  return out;
}

/** Waits for the steps of an effect. */
export function pend(state: AutoState, card: Pending['card'], stage: string, k = 0): void {
  state.turn.pending = { card, stage, n: 0, k };
}

export interface PathOptions {
  sameColour?: boolean;
  mustPlace?: boolean;
  car?: PathState['car'];
}

/**
 * A die (or, with `car`, the car itself) moving up to `left` fields of the `allowed` colours
 * (A-G11, A-G14); nothing to wait for when it may not move at all.
 */
export function startPath(state: AutoState, card: Pending['card'], c: number, allowed: number[], left: number, opts: PathOptions = {}): void {
  if (left <= 0) {
    state.turn.pending = null;
    return;
  }
  const path: PathState = { colour: c, allowed, sameColour: !!opts.sameColour, left, mustPlace: !!opts.mustPlace, path: [], dist: 0 };
  if (opts.car) path.car = opts.car;
  state.turn.pending = { card, stage: 'path', n: 0, k: left, path };
}
