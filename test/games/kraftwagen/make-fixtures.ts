/**
 * Records the Kraftwagen replay fixtures (test/fixtures/kraftwagen/<name>.json): robot games with
 * a fixed seed and options, their moves and the expected final hash, ranks and scores. Run it
 * again after a change of the robot or of the designed data of an unreleased game; a rule change
 * is a rules-version bump instead.
 *
 *   npx tsx test/games/kraftwagen/make-fixtures.ts
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { kraftwagenModule as mod } from '../../../src/games/kraftwagen';
import type { KwOptions } from '../../../src/games/kraftwagen/rules/state';
import { recordGame, writeFixture } from '../../support/record-fixture';

const FIXTURES: { name: string; seed: number; seats: number; options: KwOptions }[] = [
  { name: 'two-seats', seed: 21, seats: 2, options: { special: false } },
  { name: 'three-seats-special-tiles', seed: 31, seats: 3, options: { special: true } },
  { name: 'four-seats', seed: 41, seats: 4, options: { special: false } },
  { name: 'four-seats-special-tiles', seed: 42, seats: 4, options: { special: true } },
];

for (const f of FIXTURES) writeFixture(f.name, recordGame(mod, f, new Prng(seedPrng(f.seed ^ 0x5bd1e995))).fixture);
