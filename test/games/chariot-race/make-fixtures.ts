/**
 * Writes the recorded games of test/fixtures/chariot-race/ (replayed by test/engine/fixtures.test.ts):
 * robot games with fixed seeds. Run: npx tsx test/games/chariot-race/make-fixtures.ts
 * A rules change that alters them is a rules-version bump, not a new recording.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stateHash } from '../../../src/engine/canonical';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { applyChecked } from '../../../src/engine/replay';
import { chariotRaceModule as mod } from '../../../src/games/chariot-race';
import type { ChariotOptions, ChariotState } from '../../../src/games/chariot-race/state';

const GAMES: { name: string; seed: number; seats: number; options: ChariotOptions }[] = [
  { name: 'two-players-track-AA', seed: 101, seats: 2, options: { track: 'AA', noDamageAfterFinish: false, alternativeChariots: false } },
  { name: 'three-players-track-AB-alternative-chariots', seed: 202, seats: 3, options: { track: 'AB', noDamageAfterFinish: false, alternativeChariots: true } },
  { name: 'five-players-track-BB-no-damage-after-finish', seed: 303, seats: 5, options: { track: 'BB', noDamageAfterFinish: true, alternativeChariots: false } },
  { name: 'six-players-track-BA-both-variants', seed: 404, seats: 6, options: { track: 'BA', noDamageAfterFinish: true, alternativeChariots: true } },
];

for (const g of GAMES) {
  let state = mod.setup(g.seed, g.seats, g.options) as ChariotState;
  const rnd = new Prng(seedPrng(g.seed));
  const moves: { seat: number; move: unknown }[] = [];
  while (state.phase !== 'finished') {
    const seat = mod.toAct(state)[0];
    const move = mod.robotMove(state, seat, rnd);
    state = applyChecked(mod, state, seat, move).state as ChariotState;
    moves.push({ seat, move });
  }
  const out = mod.outcome(state);
  const fixture = {
    game: 'chariot-race',
    rulesVersion: mod.meta.rulesVersion,
    seed: g.seed,
    seats: g.seats,
    options: g.options,
    moves,
    expected: { hash: stateHash(state), ranks: out.ranks },
  };
  writeFileSync(path.join(__dirname, '../../fixtures/chariot-race', `${g.name}.json`), JSON.stringify(fixture, null, 2) + '\n');
  // eslint-disable-next-line no-console
  console.log(g.name, moves.length, 'moves', state.round, 'rounds', out.summary);
}
