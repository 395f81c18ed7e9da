/** The rule book's examples (src/games/formula-90/data/examples.ts) replayed move by move through the rules, the invariants checked at every state. */
import { exampleById } from '../../../src/games/formula-90/data/examples';
import { assertInvariants } from '../../../src/games/formula-90/rules/invariants';
import type { F90State } from '../../../src/games/formula-90/rules/state';
import { act } from './helpers';

/** The states of an example: [0] its start, [k] after its k-th step. */
export function replayExample(id: string): F90State[] {
  const ex = exampleById(id);
  const start = ex.start();
  assertInvariants(start);
  const out = [start];
  for (const step of ex.steps) out.push(act(out[out.length - 1], step.seat, step.move));
  return out;
}
