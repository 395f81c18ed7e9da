/**
 * Records the Kraftwagen replay fixtures (test/fixtures/kraftwagen/<name>.json): robot games with
 * a fixed seed and options, their moves and the expected final hash, ranks and scores. Run it
 * again after a change of the robot or of the designed data of an unreleased game; a rule change
 * is a rules-version bump instead.
 *
 *   npx tsx test/games/kraftwagen/make-fixtures.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { applyChecked, replay, LoggedMove } from '../../../src/engine/replay';
import { kraftwagenModule as mod } from '../../../src/games/kraftwagen';
import type { KwOptions, KwState } from '../../../src/games/kraftwagen/state';

const FIXTURES: { name: string; seed: number; seats: number; options: KwOptions }[] = [
  { name: 'two-seats', seed: 21, seats: 2, options: { special: false } },
  { name: 'three-seats-special-tiles', seed: 31, seats: 3, options: { special: true } },
  { name: 'four-seats', seed: 41, seats: 4, options: { special: false } },
  { name: 'four-seats-special-tiles', seed: 42, seats: 4, options: { special: true } },
];

const dir = path.join(__dirname, '..', '..', 'fixtures', 'kraftwagen');
mkdirSync(dir, { recursive: true });
for (const { name, seed, seats, options } of FIXTURES) {
  const rnd = new Prng(seedPrng(seed ^ 0x5bd1e995));
  let state = mod.setup(seed, seats, options);
  const moves: LoggedMove[] = [];
  let hash = '';
  while (state.phase !== 'finished') {
    const seat = mod.toAct(state)[0];
    const move = mod.robotMove(state, seat, rnd);
    const applied = applyChecked(mod, state, seat, move);
    state = applied.state as KwState;
    hash = applied.hash;
    moves.push({ seat, move });
  }
  const out = mod.outcome(state);
  const again = replay(mod, { seed, seats, options }, moves);
  if (again.hashes[again.hashes.length - 1] !== hash) throw new Error(`${name}: the replay does not reproduce the game`);
  const fixture = { game: 'kraftwagen', rulesVersion: mod.meta.rulesVersion, seed, seats, options, moves, expected: { hash, ranks: out.ranks!, scores: out.scores! } };
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(fixture, null, 1) + '\n');
  // eslint-disable-next-line no-console
  console.log(`${name}: ${moves.length} moves, scores ${out.scores!.join('/')}`);
}
