/**
 * Records the Automobiles replay fixtures (test/fixtures/automobiles/<name>.json): robot games
 * with a fixed seed and options, their moves and the expected final hash, ranks and scores.
 * Run it again after a change of the robot or of the designed data (tracks, cards) of a game
 * that has not been released; a rule change is a rules-version bump instead.
 *
 *   npx tsx test/games/automobiles/make-fixtures.ts [name …]
 *
 * With names, only those games are recorded (the other fixture files stay untouched).
 *
 * Every seat is played by robotMove with its own random source, seeded from the game seed; when
 * several seats act at once (answers to a Leistungsschub), the same source picks who answers
 * first.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { automobilesModule as mod } from '../../../src/games/automobiles';
import type { AutoOptions } from '../../../src/games/automobiles/rules/state';
import { recordGame, writeFixture } from '../../support/record-fixture';

const FIXTURES: { name: string; seed: number; seats: number; options: AutoOptions }[] = [
  { name: 'two-seats-einsteiger-daytona', seed: 101, seats: 2, options: { cardSet: 'einsteiger', track: 'daytona', laps: 1, einfaedeln: false, beschleunigt: false } },
  { name: 'three-seats-random-stadtkurs-einfaedeln', seed: 11, seats: 3, options: { cardSet: 'random', track: 'stadtkurs', laps: 1, einfaedeln: true, beschleunigt: false } },
  { name: 'four-seats-random-beschleunigt', seed: 371, seats: 4, options: { cardSet: 'random', track: 'daytona', laps: 1, einfaedeln: false, beschleunigt: true } },
  { name: 'four-seats-ausgereizt-two-laps', seed: 313, seats: 4, options: { cardSet: 'ausgereizt', track: 'daytona', laps: 2, einfaedeln: false, beschleunigt: false } },
  { name: 'five-seats-experten-both-variants', seed: 404, seats: 5, options: { cardSet: 'experten', track: 'stadtkurs', laps: 1, einfaedeln: true, beschleunigt: true } },
  { name: 'three-seats-einsteiger-talladega', seed: 505, seats: 3, options: { cardSet: 'einsteiger', track: 'talladega', laps: 1, einfaedeln: false, beschleunigt: false } },
  { name: 'two-seats-random-montecarlo-two-laps', seed: 606, seats: 2, options: { cardSet: 'random', track: 'montecarlo', laps: 2, einfaedeln: false, beschleunigt: false } },
  { name: 'four-seats-bunt-tucson-einfaedeln', seed: 707, seats: 4, options: { cardSet: 'bunt', track: 'tucson', laps: 2, einfaedeln: true, beschleunigt: false } },
];
const only = process.argv.slice(2);

// Several seats acting at once (answers to a Leistungsschub): the same source picks who answers first.
for (const f of FIXTURES.filter((x) => only.length === 0 || only.includes(x.name))) {
  const { fixture } = recordGame(mod, f, new Prng(seedPrng(f.seed ^ 0x5bd1e995)), (state, actors, rnd) => {
    const seat = actors.length > 1 ? actors[rnd.int(actors.length)] : actors[0];
    return { seat, move: mod.robotMove(state as never, seat, rnd) };
  });
  writeFixture(f.name, fixture);
}
