/**
 * Records replay fixtures of Race robot games: test/fixtures/race/<name>.json with the seed,
 * seats, options, the moves and the expected final hash, ranks and scores.
 *
 *   npx tsx scripts/record-race-fixture.ts                 # the three standard fixtures
 *   npx tsx scripts/record-race-fixture.ts NAME SEATS SEED [siegwette] [superkraefte]
 *
 * The seats are played by the robot (robotMove). The robot uses a superpower only when it pays,
 * so with "Superkräfte" a seat plays a legal power move instead whenever it has one with
 * probability 1/2, so that the fixture surely covers the powers. Standard fixtures look for the first seed from
 * the given one whose game shows what the fixture is for (a restart, power plays).
 */
import { Prng, deriveSeed, seedPrng } from '../src/engine/prng';
import { raceModule as mod } from '../src/games/race';
import type { RaceMove, RaceOptions, RaceState } from '../src/games/race/rules/state';
import { recordGame, writeFixture, type Fixture } from '../test/support/record-fixture';

/** A robot game; with Superkräfte a seat plays one of its power moves half the time. */
function record(seed: number, seats: number, options: RaceOptions): { fixture: Fixture; final: RaceState } {
  const rnd = new Prng(seedPrng(deriveSeed(seed, 0x7ace)));
  const { fixture, final } = recordGame(mod, { seed, seats, options }, rnd, (state, actors, r) => {
    const seat = actors[r.int(actors.length)];
    let move: RaceMove = mod.robotMove(state as RaceState, seat, r);
    if (options.superkraefte) {
      const powers = mod.legalMoves(state as RaceState, seat).filter((m) => m.type === 'play' && m.power !== undefined);
      if (powers.length > 0 && r.int(2) === 0) move = powers[r.int(powers.length)];
    }
    return { seat, move };
  });
  return { fixture, final: final as RaceState };
}

/** The first seed from `from` whose game satisfies `wanted`. */
function find(from: number, seats: number, options: RaceOptions, wanted: (s: RaceState) => boolean): Fixture {
  for (let seed = from; seed < from + 10_000; seed++) {
    const { fixture, final } = record(seed, seats, options);
    if (wanted(final)) return fixture;
  }
  throw new Error('no such game found');
}

const args = process.argv.slice(2);
if (args.length >= 3) {
  const [name, seats, seed, ...flags] = args;
  const options = { siegwette: flags.includes('siegwette'), superkraefte: flags.includes('superkraefte') };
  writeFixture(name, record(Number(seed), Number(seats), options).fixture);
} else {
  // 2 seats, Siegwette, with a restart (everybody chose the same favourites and bet).
  writeFixture('two-seats-siegwette-restart', find(1, 2, { siegwette: true, superkraefte: false }, (s) => s.restarts > 0));
  // 3 seats, Superkräfte, at least two powers used.
  writeFixture('three-seats-superkraefte', find(1, 3, { siegwette: false, superkraefte: true }, (s) => s.powersUsed.length >= 2));
  // 4 seats, both variants, powers used and a right bet.
  writeFixture(
    'four-seats-both-variants',
    find(1, 4, { siegwette: true, superkraefte: true }, (s) => s.powersUsed.length >= 2 && s.choices.some((c) => c!.bet === s.podium[0])),
  );
}
