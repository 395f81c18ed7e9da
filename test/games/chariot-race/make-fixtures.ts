/**
 * Writes the recorded games of test/fixtures/chariot-race/ (replayed by test/engine/fixtures.test.ts):
 * robot games with fixed seeds. Run: npx tsx test/games/chariot-race/make-fixtures.ts
 * A rules change that alters them is a rules-version bump, not a new recording.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { chariotRaceModule as mod } from '../../../src/games/chariot-race';
import type { ChariotOptions } from '../../../src/games/chariot-race/rules/state';
import { recordGame, writeFixture } from '../../support/record-fixture';

const GAMES: { name: string; seed: number; seats: number; options: ChariotOptions }[] = [
  { name: 'two-players-track-AA', seed: 101, seats: 2, options: { track: 'AA', noDamageAfterFinish: false, alternativeChariots: false } },
  { name: 'three-players-track-AB-alternative-chariots', seed: 202, seats: 3, options: { track: 'AB', noDamageAfterFinish: false, alternativeChariots: true } },
  { name: 'five-players-track-BB-no-damage-after-finish', seed: 303, seats: 5, options: { track: 'BB', noDamageAfterFinish: true, alternativeChariots: false } },
  { name: 'six-players-track-BA-both-variants', seed: 404, seats: 6, options: { track: 'BA', noDamageAfterFinish: true, alternativeChariots: true } },
];

for (const g of GAMES) writeFixture(g.name, recordGame(mod, g, new Prng(seedPrng(g.seed))).fixture);
