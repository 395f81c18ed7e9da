/**
 * Moves one step at a time (the contract's moveStep) allow exactly the moves the rules list
 * (legalMoves): over sampled states of a seeded game of every game, option set and seat count
 * (the controls test's combinations), each module's steps are compared with the steps worked out
 * from its list of every legal move — the same choices, words, targets and prompts, leading to the
 * same moves — and every legal move sent whole passes the step-by-step check (steps-equivalence.ts,
 * in worker threads). EQUIVALENCE_EVERY=n compares every n-th state of every game (default: every
 * state of the small games, every 5th of Formula 90's).
 */
import path from 'node:path';
import { runPlayouts, type PlayoutResult } from '../support/playout-threads';
import { HEAVY_MS } from '../support/patience';
import { controlsJobs } from './controls';
import { runEquivalence, type EquivalenceJob, type EquivalenceStats } from './steps-equivalence';

const EVERY = process.env.EQUIVALENCE_EVERY ? Number(process.env.EQUIVALENCE_EVERY) : undefined;

/** EQUIVALENCE_GAMES=race,automobiles compares these games only (while a module's steps are written). */
const GAMES = process.env.EQUIVALENCE_GAMES?.split(',');

const JOBS: EquivalenceJob[] = controlsJobs(1, 400).filter((j) => !GAMES || GAMES.includes(j.game)).map((j) => ({
  id: j.id,
  game: j.game,
  seats: j.seats,
  options: j.options,
  seed: j.seed + 31,
  every: EVERY ?? (j.game === 'formula-90' ? 5 : 1),
  maxMoves: j.maxMoves,
}));

let results = new Map<string, PlayoutResult<EquivalenceStats>>();

beforeAll(async () => {
  results = await runPlayouts(JOBS, { workerFile: path.join(__dirname, 'steps-equivalence.ts'), run: runEquivalence, inProcess: !!process.env.EQUIVALENCE_INPROCESS });
}, HEAVY_MS);

describe('moveStep and legalMoves allow the same moves', () => {
  it.each(JOBS.map((j) => [j.id, j] as const))('%s', (_id, job) => {
    const r = results.get(job.id);
    expect(r?.error).toBeUndefined();
    const s = r!.stats!;
    expect(s.problems).toEqual([]);
    expect(s.states).toBeGreaterThan(0);
    expect(s.trees).toBeGreaterThan(0);
  });
});
