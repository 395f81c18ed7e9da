/**
 * moveStep against the list of every legal move (steps-equivalence.test.ts), in worker threads: over
 * sampled states of seeded games of every game and option set, a module's own steps must allow
 * exactly the moves its legalMoves lists — the same part lists, each leading to one of the legal
 * moves with those parts — with the same words, targets and prompts as the steps worked out from
 * the legal moves (test/support/steps-from-moves.ts); every legal move sent whole must pass the
 * step-by-step check (isOffered); a seat that does not act has no step.
 */
import { findGame } from '../../src/games/registry';
import type { AnyGameModule, Answer, MoveStep, Seat, StepPart } from '../../src/engine/contract';
import { canonicalJson, sameJson } from '../../src/engine/canonical';
import { Prng, seedPrng } from '../../src/engine/prng';
import { setupGame } from '../../src/engine/replay';
import { isOffered, partAnswer, pickAnswer, setAnswer, setKey } from '../../src/engine/steps';
import { indexMoves, shapedLegalMoves, stepFromMoves, type ShapedMove } from '../support/steps-from-moves';
import { serveJobs } from '../support/playout-threads';
import { randomDescent } from '../support/step-walk';

export interface EquivalenceJob {
  id: string;
  game: string;
  seats: number;
  options: Record<string, unknown>;
  seed: number;
  /** every how many moves a state is compared */
  every: number;
  maxMoves: number;
}

export interface EquivalenceStats {
  states: number;
  /** states whose whole tree of steps was compared */
  trees: number;
  leaves: number;
  problems: string[];
}

/** The largest tree of steps walked whole in one state; a larger one is compared along its first steps. */
const MAX_LEAVES = 3000;
/** Legal moves sent whole per state. */
const SENT = 60;

/** A step with its parts' options and markings in a fixed order, option-level warnings and odds left out (a module may leave them to the move). */
function normal(step: MoveStep | null): string {
  if (!step) return 'null';
  const part = (p: StepPart) =>
    p.kind === 'pick'
      ? { kind: p.kind, step: p.step, prompt: p.prompt, options: p.options.map(({ warning: _w, odds: _o, ...o }) => o).sort((a, b) => (a.value < b.value ? -1 : 1)) }
      : { kind: p.kind, step: p.step, prompt: p.prompt, label: p.label, items: p.items, markings: p.markings.map(setKey).sort() };
  return canonicalJson({ complete: step.complete && { label: step.complete.label, warning: step.complete.warning }, next: step.next.map(part).sort((a, b) => (a.step < b.step ? -1 : 1)) });
}

function childAnswers(step: MoveStep): Answer[] {
  return step.next.flatMap((p) => (p.kind === 'pick' ? p.options.map((o) => pickAnswer(p.step, o.value)) : p.markings.map((m) => setAnswer(p.step, m))));
}

/** Compares one seat's steps in one state; returns the leaves walked (0: the tree was too large to walk whole). */
function compare(mod: AnyGameModule, state: unknown, seat: Seat, where: string, problems: string[]): number {
  const shaped: ShapedMove[] = shapedLegalMoves(mod, state, seat);
  const byParts = new Map<string, unknown[]>();
  for (const m of shaped) {
    const k = m.shape.parts.map(partAnswer).join('\u0000');
    byParts.set(k, [...(byParts.get(k) ?? []), m.move]);
  }
  const problem = (p: string) => {
    if (problems.length < 12) problems.push(`${where}: ${p}`);
  };
  // every legal move, sent whole, passes the step-by-step check
  const stride = Math.max(1, Math.ceil(shaped.length / SENT));
  for (let i = 0; i < shaped.length; i += stride) if (!isOffered(mod, state, seat, shaped[i].move)) problem(`the legal move ${JSON.stringify(shaped[i].move)} is refused when sent whole`);
  const index = indexMoves(shaped);
  const whole = byParts.size <= MAX_LEAVES;
  let leaves = 0;
  const seen = new Set<string>();
  const visit = (answers: Answer[]) => {
    const mine = mod.moveStep(state, seat, answers);
    const theirs = stepFromMoves(index, answers);
    if (normal(mine) !== normal(theirs)) {
      problem(`after [${answers.join(', ')}] the module offers ${normal(mine).slice(0, 400)} where the legal moves give ${normal(theirs).slice(0, 400)}`);
      return;
    }
    if (!mine) return;
    if (mine.complete) {
      leaves++;
      const key = answers.join('\u0000');
      seen.add(key);
      if (!(byParts.get(key) ?? []).some((m) => sameJson(m, mine.complete!.move))) problem(`[${answers.join(', ')}] lead to ${JSON.stringify(mine.complete.move)}, no legal move with these parts`);
      return;
    }
    const children = childAnswers(mine);
    // a tree too large to walk whole: its first steps, and a few answers of each step below
    for (const a of whole ? children : children.slice(0, answers.length === 0 ? children.length : 3)) visit([...answers, a]);
  };
  visit([]);
  if (whole && problems.length === 0) for (const key of byParts.keys()) if (!seen.has(key)) problem(`the legal move ${JSON.stringify(byParts.get(key)![0])} cannot be reached step by step`);
  return whole ? leaves : 0;
}

export function runEquivalence(job: EquivalenceJob): EquivalenceStats {
  const mod = findGame(job.game)!;
  const stats: EquivalenceStats = { states: 0, trees: 0, leaves: 0, problems: [] };
  const random = new Prng(seedPrng(job.seed));
  let state = setupGame(mod, { seed: job.seed, seats: job.seats, options: job.options });
  for (let n = 0; n < job.maxMoves; n++) {
    const toAct = mod.toAct(state);
    if (!toAct.length) break;
    if (n % job.every === 0) {
      for (const seat of toAct) {
        stats.states++;
        const leaves = compare(mod, state, seat, `${job.id}, move ${n}, seat ${seat}`, stats.problems);
        if (leaves) stats.trees++;
        stats.leaves += leaves;
      }
      // a seat that need not act has nothing to choose
      for (let seat = 0; seat < job.seats; seat++) {
        if (!toAct.includes(seat) && mod.moveStep(state, seat, []) !== null && stats.problems.length < 12) stats.problems.push(`${job.id}, move ${n}: seat ${seat} does not act but has a step`);
      }
    }
    const seat = toAct[0];
    const move = random.int(2) === 0 ? mod.robotMove(state, seat, random, 'beginner') : randomDescent(mod, state, seat, random).move;
    if (move === undefined) throw new Error(`${job.id}, move ${n}: no move could be put together`);
    state = mod.apply(state, seat, move);
  }
  return stats;
}

serveJobs(runEquivalence);
