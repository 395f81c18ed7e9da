/**
 * The controls a player sees at once, measured over random states of every game: seeded games in
 * which every seat plays the robot's move or a random legal move, and at every state the page's
 * composition (src/services/compose.ts) of each seat that must act. For every distinct choice it
 * also walks the steps a player would click, checking that the choice is reachable and leads to
 * exactly its legal move; the controls of every step on the way count too.
 */
import { allGames, findGame } from '../../src/games/registry';
import type { AnyGameModule } from '../../src/engine/contract';
import { Prng, seedPrng } from '../../src/engine/prng';
import { setupGame } from '../../src/engine/replay';
import { sameJson } from '../../src/engine/canonical';
import { compose, ShapedMove, setKey, shapeMoves } from '../../src/services/compose';
import { serveJobs } from '../support/playout-threads';

/** The most choices walked step by step in one state. */
const WALKS = 80;

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

/** Walks the steps to one choice; returns the most controls met, or a problem. */
function walk(moves: ShapedMove[], target: ShapedMove): { max: number; problem?: string } {
  let answers: string[] = [];
  let max = 0;
  for (let depth = 0; depth < 12; depth++) {
    const c = compose(moves, answers);
    // Steps with one answer for every choice left are answered by the composer itself.
    answers = [...c.answers];
    max = Math.max(max, c.controls);
    if (c.complete) return sameParts(c.complete.move, target, moves) ? { max } : { max, problem: `confirmation of another move than ${target.label}` };
    const part = target.shape.parts[answers.length];
    if (!part) return { max, problem: `no step left for ${target.label}` };
    if (part.kind === 'pick') {
      const option = c.picks.find((p) => p.step === part.step)?.options.find((o) => o.value === part.value);
      if (!option) return { max, problem: `step ${part.step}:${part.value} not offered for ${target.label}` };
      if (option.move !== undefined) return sameParts(option.move, target, moves) ? { max } : { max, problem: `option leads to another move than ${target.label}` };
      answers.push(`${part.step}:${part.value}`);
    } else {
      const set = c.sets.find((s) => s.step === part.step);
      const choice = set?.choices.find((ch) => ch.key === setKey(part.chosen));
      if (!set || !choice) return { max, problem: `set ${part.step} [${part.chosen}] not offered for ${target.label}` };
      if (choice.move !== undefined) return sameParts(choice.move, target, moves) ? { max } : { max, problem: `set leads to another move than ${target.label}` };
      answers.push(...choice.answers.slice(answers.length));
    }
  }
  return { max, problem: `more than 12 steps for ${target.label}` };
}

/** The move reached has the same parts as the target (equal parts are one choice). */
function sameParts(move: unknown, target: ShapedMove, moves: ShapedMove[]): boolean {
  const found = moves.find((m) => sameJson(m.move, move));
  return !!found && sameJson(found.shape.parts, target.shape.parts);
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
        const legal = mod.legalMoves(state, seat);
        const moves = shapeMoves(mod, mod.view(state, seat), legal);
        const c = compose(moves);
        stats.states++;
        stats.firsts.push(c.controls);
        let most = c.controls;
        // Every distinct choice reachable, step by step (every third state: the walk is costly).
        if (n % 3 === 0) {
          const seen = new Set<string>();
          const distinct = moves.filter((m) => {
            const key = JSON.stringify(m.shape.parts);
            return !seen.has(key) && !!seen.add(key);
          });
          // A state with thousands of choices (Formula 90's whole turn as one choice) is sampled
          // evenly: at most WALKS walks per state.
          const stride = Math.ceil(distinct.length / WALKS);
          for (let i = 0; i < distinct.length; i += stride) {
            const m = distinct[i];
            const w = walk(moves, m);
            most = Math.max(most, w.max);
            if (w.problem && stats.problems.length < 10) stats.problems.push(`${job.id} game ${g} move ${n}: ${w.problem}`);
          }
        }
        if (most > stats.max) {
          stats.max = most;
          stats.maxAt = `${job.id}, game ${g}, move ${n}, seat ${seat}`;
        }
      }
      const seat = toAct[0];
      const legal = mod.legalMoves(state, seat);
      const move = random.int(2) === 0 ? mod.robotMove(state, seat, random) : legal[random.int(legal.length)];
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
