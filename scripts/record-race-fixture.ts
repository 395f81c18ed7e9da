/**
 * Records replay fixtures of Race robot games: test/fixtures/race/<name>.json with the seed,
 * seats, options, the moves and the expected final hash, ranks and scores.
 *
 *   npx tsx scripts/record-race-fixture.ts                 # the three standard fixtures
 *   npx tsx scripts/record-race-fixture.ts NAME SEATS SEED [siegwette] [superkraefte]
 *
 * The seats are played by the robot (robotMove). The robot never uses superpowers, so with
 * "Superkräfte" a seat plays a legal power move instead whenever it has one with probability
 * 1/2, so that the fixture covers the powers. Standard fixtures look for the first seed from
 * the given one whose game shows what the fixture is for (a restart, power plays).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Prng, deriveSeed, seedPrng } from '../src/engine/prng';
import { applyChecked, replay, LoggedMove } from '../src/engine/replay';
import { raceModule } from '../src/games/race';
import type { RaceOptions, RaceState } from '../src/games/race/state';

interface Recorded {
  game: 'race';
  rulesVersion: number;
  seed: number;
  seats: number;
  options: RaceOptions;
  moves: LoggedMove[];
  expected: { hash: string; ranks: number[]; scores: number[] };
}

function record(seed: number, seats: number, options: RaceOptions): { fixture: Recorded; final: RaceState } {
  const mod = raceModule;
  const rnd = new Prng(seedPrng(deriveSeed(seed, 0x7ace)));
  let state = mod.setup(seed, seats, mod.optionsSchema.parse(options));
  const moves: LoggedMove[] = [];
  let hash = '';
  while (state.phase !== 'finished') {
    const actors = mod.toAct(state);
    const seat = actors[rnd.int(actors.length)];
    let move = mod.robotMove(state, seat, rnd);
    if (options.superkraefte) {
      const powers = mod.legalMoves(state, seat).filter((m) => m.type === 'play' && m.power !== undefined);
      if (powers.length > 0 && rnd.int(2) === 0) move = powers[rnd.int(powers.length)];
    }
    const applied = applyChecked(mod, state, seat, move);
    state = applied.state as RaceState;
    hash = applied.hash;
    moves.push({ seat, move });
  }
  const out = mod.outcome(state);
  const again = replay(mod, { seed, seats, options }, moves);
  if (again.hashes[again.hashes.length - 1] !== hash) throw new Error('replay does not reproduce the game');
  return {
    fixture: {
      game: 'race',
      rulesVersion: mod.meta.rulesVersion,
      seed,
      seats,
      options,
      moves,
      expected: { hash, ranks: out.ranks!, scores: out.scores! },
    },
    final: state,
  };
}

function save(name: string, fixture: Recorded): void {
  const dir = path.join(__dirname, '..', 'test', 'fixtures', 'race');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(fixture, null, 2) + '\n');
  // eslint-disable-next-line no-console
  console.log(`${file}: seed ${fixture.seed}, ${fixture.moves.length} moves, scores ${fixture.expected.scores.join('/')}`);
}

/** The first seed from `from` whose game satisfies `wanted`. */
function find(from: number, seats: number, options: RaceOptions, wanted: (s: RaceState) => boolean): Recorded {
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
  save(name, record(Number(seed), Number(seats), options).fixture);
} else {
  // 2 seats, Siegwette, with a restart (everybody chose the same favourites and bet).
  save('two-seats-siegwette-restart', find(1, 2, { siegwette: true, superkraefte: false }, (s) => s.restarts > 0));
  // 3 seats, Superkräfte, at least two powers used.
  save('three-seats-superkraefte', find(1, 3, { siegwette: false, superkraefte: true }, (s) => s.powersUsed.length >= 2));
  // 4 seats, both variants, powers used and a right bet.
  save(
    'four-seats-both-variants',
    find(1, 4, { siegwette: true, superkraefte: true }, (s) => s.powersUsed.length >= 2 && s.choices.some((c) => c!.bet === s.podium[0])),
  );
}
