/**
 * A move put together the way a player does it on the page, one step at a time (compose.ts over
 * the module's moveStep): at every step a random choice among those shown — an option, a marking
 * of a set step, the confirmation — until a move is made. Never lists every legal move, so it is
 * cheap where a turn has thousands (Formula 90). Tests use it for random moves and to look at
 * every step a player meets.
 */
import type { AnyGameModule, RandomSource, Seat } from '../../src/engine/contract';
import { isOffered, stepperOf } from '../../src/engine/steps';
import { compose, type Composition } from '../../src/services/playing/compose';

export interface Descent {
  /** the move reached (undefined when the walk found no way to one: see `problem`) */
  move?: unknown;
  /** the compositions met, the first step first */
  steps: Composition[];
  problem?: string;
}

/** At most this many steps to one move. */
const DEPTH = 16;

export function randomDescent(mod: AnyGameModule, state: unknown, seat: Seat, random: RandomSource): Descent {
  const stepper = stepperOf(mod, state, seat);
  const steps: Composition[] = [];
  let answers: string[] = [];
  for (let depth = 0; depth < DEPTH; depth++) {
    const c = compose(stepper, answers);
    steps.push(c);
    if (c.answers.length < answers.length) return { steps, problem: `the answers ${answers.join(', ')} were not taken (${c.answers.join(', ')})` };
    const made = (move: unknown): Descent => (isOffered(mod, state, seat, move) ? { move, steps } : { steps, problem: `a move the steps lead to is not offered: ${JSON.stringify(move)}` });
    if (c.complete) return made(c.complete.move);
    // every choice shown: the options of the pick steps and the markings of the set steps
    const choices: { answers: string[]; move?: unknown }[] = [
      ...c.picks.flatMap((p) => p.options.map((o) => ({ answers: [...c.answers, `${o.step}:${o.value}`], move: o.move }))),
      ...c.sets.flatMap((s) => s.choices.map((ch) => ({ answers: ch.answers, move: ch.move }))),
    ];
    if (!choices.length) return { steps, problem: `nothing to choose after ${c.answers.join(', ') || 'no answer'}` };
    const pick = choices[random.int(choices.length)];
    if (pick.move !== undefined) return made(pick.move);
    answers = pick.answers;
  }
  return { steps, problem: `more than ${DEPTH} steps` };
}
