/** Positions of seeded random games (every state a game passed through), for the odds and redeal tests. */
import { Prng, seedPrng } from '../../../src/engine/prng';
import type { RaceOptions, RaceState } from '../../../src/games/race/rules/state';
import { randomMove } from '../../../src/games/race/robots/random';
import { mod } from './helpers';

/** Every state of one seeded game played with random cards (the text's robot) and uniformly random favourites. */
export function gameStates(seed: number, seats: number, options: Partial<RaceOptions> = {}): RaceState[] {
  const rnd = new Prng(seedPrng(seed ^ 0x2545f491));
  let state = mod.setup(seed, seats, mod.optionsSchema.parse(options));
  const out: RaceState[] = [state];
  while (state.phase !== 'finished') {
    const actors = mod.toAct(state);
    const seat = actors[rnd.int(actors.length)];
    const legal = mod.legalMoves(state, seat);
    const move = rnd.int(3) === 0 ? legal[rnd.int(legal.length)] : randomMove(state, seat, rnd, true);
    state = mod.apply(state, seat, move);
    out.push(state);
  }
  return out;
}

/** The option sets and seat counts the tests sample. */
export const GAMES: { seats: number; options: RaceOptions }[] = [
  { seats: 2, options: { siegwette: false, superkraefte: false } },
  { seats: 3, options: { siegwette: true, superkraefte: false } },
  { seats: 4, options: { siegwette: false, superkraefte: true } },
  { seats: 2, options: { siegwette: true, superkraefte: true } },
  { seats: 4, options: { siegwette: true, superkraefte: true } },
];

/** Everything a seat is shown while putting a move together: every step of its tree of choices (words, warnings, odds), walked whole. */
export function shownSteps(state: RaceState, seat: number): string[] {
  const out: string[] = [];
  const visit = (answers: string[]): void => {
    const step = mod.moveStep(state, seat, answers);
    out.push(`${answers.join(' ')} => ${JSON.stringify(step)}`);
    if (!step || step.complete) return;
    for (const p of step.next) {
      if (p.kind === 'pick') for (const o of p.options) visit([...answers, `${p.step}:${o.value}`]);
      else for (const m of p.markings) visit([...answers, `${p.step}:${[...m].sort().join('|')}`]);
    }
  };
  visit([]);
  return out;
}
