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
import { legalMoves } from '../../../src/games/formula-90/rules/legal';
import type { F90Move, F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import { recordGame, robotOfFirstSeat, writeFixture, type Chooser } from '../../support/record-fixture';

/**
 * A daring driver, for the fixtures of rules version 2 (issue 33) that must show a safety car and a
 * re-entry: the robot player, but it always brakes late when it may (blind), makes its off-track
 * tests blind, and makes every robot the orange flag lets it brake late — so cars leave the track,
 * crash and call the safety car. Asked about re-entry, it re-enters every other time (both answers
 * in one race).
 */
function daredevil(): Chooser {
  const robot = robotOfFirstSeat(mod);
  let asked = 0;
  return (state, actors, rnd) => {
    const s = state as F90State;
    const seat = actors[0];
    const legal = legalMoves(s, seat);
    const find = (want: (m: F90Move) => boolean) => legal.find(want);
    const dare =
      find((m) => m.type === 'reenter' && m.yes === (asked++ % 2 === 0)) ??
      find((m) => m.type === 'orange' && m.force) ??
      find((m) => m.type === 'brake' && m.yes && m.card === undefined) ??
      find((m) => m.type === 'offTest' && m.with === 'blind');
    return dare ? { seat, move: dare } : robot(state, actors, rnd);
  };
}

/** The version-2 fixtures: the seed, seats and options, and the events each must show (its seed was searched for them). */
const V2: { name: string; seed: number; seats: number; options: F90Options; shows: string[] }[] = [];

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

V2.push(
  // „SAFETY CAR", „NEUSTART", „WIEDEREINSTIEG" as version 2 reads them
  { name: 'three-seats-monza-off-track-flags-reentry', seed: 1, seats: 3, options: { ...base, offTrack: true, flags: true, reentry: true }, shows: ['safetyCar', 'reentryAsk', 'replace', 'restart'] },
  { name: 'four-seats-hungaroring-off-track-flags-fuel', seed: 102, seats: 4, options: { ...base, track: 'hungaroring', offTrack: true, flags: true, fuel: true }, shows: ['safetyCar', 'scPit'] },
);

/** The events of a recorded game, by kind (a stop made as the safety car came out counts as 'scPit'). */
function eventsOf(moves: { seat: number; move: unknown }[], f: { seed: number; seats: number; options: F90Options }): Set<string> {
  const seen = new Set<string>();
  let s = mod.setup(f.seed, f.seats, f.options);
  for (const m of moves) {
    s = mod.apply(s, m.seat, m.move as F90Move);
    for (const e of s.events) seen.add(e.k === 'pit' && e.sc ? 'scPit' : e.k);
  }
  return seen;
}

// `--search name [from]`: the first seed from `from` whose race shows what the fixture must show
if (process.argv[2] === '--search') {
  const f = V2.find((x) => x.name === process.argv[3])!;
  for (let seed = Number(process.argv[4] ?? 1); ; seed++) {
    const { fixture } = recordGame(mod, { ...f, seed }, new Prng(seedPrng(seed ^ 0x5bd1e995)), daredevil());
    const seen = eventsOf(fixture.moves, { ...f, seed });
    // eslint-disable-next-line no-console
    console.log(seed, fixture.moves.length, f.shows.filter((k) => seen.has(k)).join(' '), seen.has('scPit') ? 'scPit' : '', seen.has('retire') ? 'retire' : '');
    if (f.shows.every((k) => seen.has(k))) break;
  }
} else {
  // names on the command line: only those (the others stay as recorded); version-1 fixtures only under version 1
  const only = process.argv.slice(2);
  if (mod.meta.rulesVersion === 1) for (const f of FIXTURES.filter((x) => only.length === 0 || only.includes(x.name))) writeFixture(f.name, recordGame(mod, f, new Prng(seedPrng(f.seed ^ 0x5bd1e995))).fixture);
  for (const f of V2.filter((x) => only.length === 0 || only.includes(x.name))) writeFixture(f.name, recordGame(mod, f, new Prng(seedPrng(f.seed ^ 0x5bd1e995)), daredevil()).fixture);
}
