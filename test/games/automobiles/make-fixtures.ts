/**
 * Records the Automobiles replay fixtures (test/fixtures/automobiles/<name>.json): robot games
 * with a fixed seed and options, their moves and the expected final hash, ranks and scores.
 * Run it again after a change of the robot or of the designed data (tracks, cards) of a game
 * that has not been released; a rule change is a rules-version bump instead.
 *
 *   npx tsx test/games/automobiles/make-fixtures.ts
 *
 * Every seat is played by robotMove with its own random source, seeded from the game seed; when
 * several seats act at once (answers to a Leistungsschub), the same source picks who answers
 * first.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { applyChecked, replay, LoggedMove } from '../../../src/engine/replay';
import { automobilesModule as mod } from '../../../src/games/automobiles';
import type { AutoOptions, AutoState } from '../../../src/games/automobiles/state';

const FIXTURES: { name: string; seed: number; seats: number; options: AutoOptions }[] = [
  { name: 'two-seats-einsteiger-daytona', seed: 101, seats: 2, options: { cardSet: 'einsteiger', track: 'daytona', laps: 1, einfaedeln: false, beschleunigt: false } },
  { name: 'three-seats-random-stadtkurs-einfaedeln', seed: 11, seats: 3, options: { cardSet: 'random', track: 'stadtkurs', laps: 1, einfaedeln: true, beschleunigt: false } },
  { name: 'four-seats-random-beschleunigt', seed: 371, seats: 4, options: { cardSet: 'random', track: 'daytona', laps: 1, einfaedeln: false, beschleunigt: true } },
  { name: 'four-seats-ausgereizt-two-laps', seed: 313, seats: 4, options: { cardSet: 'ausgereizt', track: 'daytona', laps: 2, einfaedeln: false, beschleunigt: false } },
  { name: 'five-seats-experten-both-variants', seed: 404, seats: 5, options: { cardSet: 'experten', track: 'stadtkurs', laps: 1, einfaedeln: true, beschleunigt: true } },
];

for (const { name, seed, seats, options } of FIXTURES) {
  const rnd = new Prng(seedPrng(seed ^ 0x5bd1e995));
  let state = mod.setup(seed, seats, options);
  const moves: LoggedMove[] = [];
  let hash = '';
  while (state.phase !== 'finished') {
    const actors = mod.toAct(state);
    const seat = actors.length > 1 ? actors[rnd.int(actors.length)] : actors[0];
    const move = mod.robotMove(state, seat, rnd);
    const applied = applyChecked(mod, state, seat, move);
    state = applied.state as AutoState;
    hash = applied.hash;
    moves.push({ seat, move });
  }
  const out = mod.outcome(state);
  const again = replay(mod, { seed, seats, options }, moves);
  if (again.hashes[again.hashes.length - 1] !== hash) throw new Error(`${name}: the replay does not reproduce the game`);
  const fixture = { game: 'automobiles', rulesVersion: mod.meta.rulesVersion, seed, seats, options, moves, expected: { hash, ranks: out.ranks!, scores: out.scores! } };
  const file = path.join(__dirname, '..', '..', 'fixtures', 'automobiles', `${name}.json`);
  writeFileSync(file, JSON.stringify(fixture, null, 1) + '\n');
  // eslint-disable-next-line no-console
  console.log(`${name}: ${moves.length} moves, ${state.round} rounds, scores ${out.scores!.join('/')}`);
}
