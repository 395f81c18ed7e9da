/**
 * Records the Formula 90 replay fixtures (test/fixtures/formula-90/<name>.json): races of the
 * robot player in every seat with a fixed seed and options, their moves and the expected final
 * hash, ranks and scores. Run it again only while the game is unreleased (a change of its robot
 * or designed data); a rule change is a rules-version bump instead.
 *
 *   npx tsx test/games/formula-90/make-fixtures.ts [name …]
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { formula90Module as mod } from '../../../src/games/formula-90';
import type { F90Options } from '../../../src/games/formula-90/rules/state';
import { recordGame, writeFixture } from '../../support/record-fixture';

const base: F90Options = { track: 'monza', short: false, junior: false, reentry: false, advanced: false, trackCards: false, abilities: false, carBuild: false, fuel: false, tyres: false, superfast: false, flags: false, offTrack: false };
const FIXTURES: { name: string; seed: number; seats: number; options: F90Options }[] = [
  { name: 'two-seats-monza', seed: 90, seats: 2, options: base },
  { name: 'three-seats-hungaroring', seed: 91, seats: 3, options: { ...base, track: 'hungaroring' } },
  { name: 'four-seats-monza-wiedereinstieg', seed: 92, seats: 4, options: { ...base, reentry: true } },
  { name: 'five-seats-junior', seed: 93, seats: 5, options: { ...base, junior: true } },
  { name: 'six-seats-hungaroring-short', seed: 94, seats: 6, options: { ...base, track: 'hungaroring', short: true } },
  // the advanced modules „Rennwagenausbau", „Treibstoffmanagement", „Superschneller Roboter"
  { name: 'four-seats-monza-build-fuel-superfast', seed: 95, seats: 4, options: { ...base, carBuild: true, fuel: true, superfast: true } },
  { name: 'three-seats-hungaroring-fuel', seed: 96, seats: 3, options: { ...base, track: 'hungaroring', fuel: true } },
  // „Bahnkarten und Extras", with the abilities (QUALIFYING's and PITTING's track cards)
  { name: 'three-seats-monza-track-cards-abilities', seed: 97, seats: 3, options: { ...base, trackCards: true, abilities: true } },
  { name: 'five-seats-hungaroring-track-cards', seed: 98, seats: 5, options: { ...base, track: 'hungaroring', trackCards: true } },
  // „Reifentypen und Wetter", with the track cards (hard tyres' card) and fuel management
  { name: 'four-seats-monza-tyres-track-cards-fuel', seed: 99, seats: 4, options: { ...base, tyres: true, trackCards: true, fuel: true } },
  { name: 'two-seats-hungaroring-tyres', seed: 100, seats: 2, options: { ...base, track: 'hungaroring', tyres: true } },
  // „Flaggen", with the track cards and the tyres (cards with both a flag and a weather symbol)
  { name: 'four-seats-monza-flags-tyres-track-cards', seed: 101, seats: 4, options: { ...base, flags: true, tyres: true, trackCards: true } },
  { name: 'three-seats-hungaroring-flags', seed: 102, seats: 3, options: { ...base, track: 'hungaroring', flags: true } },
  // „Abseits der Spur und Safety Cars" with the orange flag; the advanced game (every module)
  { name: 'four-seats-monza-off-track-flags', seed: 103, seats: 4, options: { ...base, offTrack: true, flags: true } },
  { name: 'five-seats-hungaroring-advanced', seed: 104, seats: 5, options: { ...base, track: 'hungaroring', advanced: true } },
  { name: 'two-seats-monza-advanced', seed: 105, seats: 2, options: { ...base, advanced: true } },
];

// names on the command line: only those (the others stay as recorded)
const only = process.argv.slice(2);
for (const f of FIXTURES.filter((x) => only.length === 0 || only.includes(x.name))) writeFixture(f.name, recordGame(mod, f, new Prng(seedPrng(f.seed ^ 0x5bd1e995))).fixture);
