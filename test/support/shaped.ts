/**
 * The composition of a move from a list of shaped legal moves (every legal move with its words and
 * parts): how the pages composed moves before moveStep (issue 30), kept for the game tests that
 * check a module's parts against its legal moves. The reference is test/support/steps-from-moves.ts.
 */
import type { AnyGameModule, StepContext } from '../../src/engine/contract';
import { walk } from '../../src/engine/steps';
import { stepFromMoves, type ShapedMove } from './steps-from-moves';
import { compose, type Composition } from '../../src/services/playing/compose';

export type { ShapedMove } from './steps-from-moves';
export { setKey } from '../../src/engine/steps';
export type { Composition } from '../../src/services/playing/compose';

/** Words and parts of legal moves. */
export function shapeMoves(mod: AnyGameModule, view: unknown, legal: unknown[]): ShapedMove[] {
  return legal.map((move) => ({ move, label: mod.moveLabel(view, move), shape: mod.moveParts(view, move) }));
}

/** The step the page shows after the answers, worked out from the shaped legal moves. */
export function composeMoves(moves: readonly ShapedMove[], asked: readonly string[] = [], marked: readonly string[] = []): Composition {
  return compose((answers) => stepFromMoves(moves, answers), asked, marked);
}

/** What the board is told at the answers (null when there is no move to put together). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function stepContextOf(moves: readonly ShapedMove[], asked: readonly string[] = []): StepContext<any> | null {
  if (!moves.length) return null;
  const w = walk((answers) => stepFromMoves(moves, answers), asked);
  return w && { answered: w.answered, now: w.step };
}
