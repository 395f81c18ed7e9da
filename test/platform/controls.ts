/**
 * The controls a player sees at once, measured over random states of every game: seeded games in
 * which every seat plays the robot's move or a move put together at random, and at every state the
 * page's composition (src/services/playing/compose.ts) of each seat that must act. Every third state it
 * also puts moves together step by step as a player would (test/support/step-walk.ts): the
 * controls of every step on the way count, and every move reached must be one the rules offer.
 * (That the steps reach every legal move is the equivalence test's: steps-equivalence.test.ts.)
 */
import { allGames, findGame } from '../../src/games/registry';
import type { AnyGameModule } from '../../src/engine/contract';
import { Prng, seedPrng } from '../../src/engine/prng';
import { setupGame } from '../../src/engine/replay';
import { stepperOf } from '../../src/engine/steps';
import { compose } from '../../src/services/playing/compose';
import { randomDescent } from '../support/step-walk';
import { serveJobs } from '../support/playout-threads';

/** Moves put together step by step in one state (every third state). */
const WALKS = 8;

export interface ControlsJob {
  id: string;
  game: string;
  seats: number;
  options: Record<string, unknown>;
  games: number;
  maxMoves: number;
  seed: number;
}

export interface ControlsStats {
  states: number;
  /** controls of the first step of every state, for the median */
  firsts: number[];
  /** the most controls of any step, with where it happened */
  max: number;
  maxAt: string;
  problems: string[];
}

/**
 * The options to measure a game with: the defaults, every checkbox on, every choice of a select.
 * When the game refuses every checkbox at once (options that exclude each other, e.g. Formula 90's
 * junior variant and the advanced modules), the largest sets it takes: each with one checkbox off.
 */
export function optionSets(mod: AnyGameModule): Record<string, unknown>[] {
  const sets: Record<string, unknown>[] = [{}];
  const all: Record<string, unknown> = {};
  // An option that acts only with another is tried once, all such options at their last choice, with that other option at its last.
  const dependent = new Map<string, Record<string, unknown>>();
  const last = (f: AnyGameModule['meta']['optionFields'][number]) => (f.kind === 'boolean' ? true : f.choices[f.choices.length - 1].value);
  for (const f of mod.meta.optionFields) {
    if (f.requires) {
      const base = mod.meta.optionFields.find((x) => x.key === f.requires)!;
      dependent.set(f.requires, { ...(dependent.get(f.requires) ?? { [base.key]: last(base) }), [f.key]: last(f) });
    } else if (f.kind === 'boolean') all[f.key] = true;
    else for (const c of f.choices.slice(1)) sets.push({ [f.key]: c.value });
  }
  sets.push(...dependent.values());
  const keys = Object.keys(all);
  if (!keys.length) return sets;
  const takes = (o: Record<string, unknown>) => mod.optionsSchema.safeParse(o).success;
  if (takes(all)) return [...sets, all];
  const fewer = keys.map((k) => Object.fromEntries(keys.filter((x) => x !== k).map((x) => [x, true]))).filter(takes);
  if (!fewer.length) throw new Error(`${mod.meta.id}: no set of all checkboxes but one is taken`);
  return [...sets, ...fewer];
}

export function runControls(job: ControlsJob): ControlsStats {
  const mod = findGame(job.game)!;
  const stats: ControlsStats = { states: 0, firsts: [], max: 0, maxAt: '', problems: [] };
  for (let g = 0; g < job.games; g++) {
    const seed = job.seed + g;
    const random = new Prng(seedPrng(seed));
    let state = setupGame(mod, { seed, seats: job.seats, options: job.options });
    for (let n = 0; n < job.maxMoves; n++) {
      const toAct = mod.toAct(state);
      if (!toAct.length) break;
      for (const seat of toAct) {
        const first = compose(stepperOf(mod, state, seat));
        stats.states++;
        stats.firsts.push(first.controls);
        let most = first.controls;
        // Every third state, some moves put together step by step as a player would (random
        // choices at every step): every step's controls count, and each move reached is legal.
        for (let w = 0; n % 3 === 0 && w < WALKS; w++) {
          const d = randomDescent(mod, state, seat, random);
          for (const c of d.steps) most = Math.max(most, c.controls);
          if (d.problem && stats.problems.length < 10) stats.problems.push(`${job.id} game ${g} move ${n} seat ${seat}: ${d.problem}`);
        }
        if (most > stats.max) {
          stats.max = most;
          stats.maxAt = `${job.id}, game ${g}, move ${n}, seat ${seat}`;
        }
      }
      const seat = toAct[0];
      // the beginner robot's move (cheap; the states are what matter here), or a move put together at random on the page
      const move = random.int(2) === 0 ? mod.robotMove(state, seat, random, 'beginner') : randomDescent(mod, state, seat, random).move;
      if (move === undefined) throw new Error(`${job.id} game ${g} move ${n}: no move could be put together`);
      state = mod.apply(state, seat, move);
    }
  }
  return stats;
}

/**
 * Jobs for every hosted game: the defaults at each seat count; every other option set at two seat
 * counts (the fewest and the most, or two in between, in turn), so that every seat count meets
 * other options too and a game with many option choices does not multiply them by its seat counts.
 */
export function controlsJobs(games: number, maxMoves: number): ControlsJob[] {
  return allGames().flatMap((mod) =>
    optionSets(mod).flatMap((options, o) =>
      seatsFor(mod, o).map((seats) => ({
        id: `${mod.meta.id} ${seats} seats ${JSON.stringify(options)}`,
        game: mod.meta.id,
        seats,
        options,
        games,
        maxMoves,
        seed: 5000 + 97 * o + seats,
      })),
    ),
  );
}

function seatsFor(mod: AnyGameModule, o: number): number[] {
  const all = Array.from({ length: mod.meta.maxSeats - mod.meta.minSeats + 1 }, (_, i) => mod.meta.minSeats + i);
  if (o === 0 || all.length <= 2) return all;
  // Pairs from the outside in: (min, max), (min+1, max-1), … in turn.
  const pairs = Math.ceil(all.length / 2);
  const k = (o - 1) % pairs;
  return [...new Set([all[k], all[all.length - 1 - k]])];
}

serveJobs(runControls);
