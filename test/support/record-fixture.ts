/**
 * Recording games for test/fixtures/<game>/<name>.json (replayed by test/engine/fixtures.test.ts):
 * a game played to its end by a chooser (by default the robot of the first seat to act), checked
 * to replay to the same hash, with the expected final hash, ranks and scores. The games' own
 * make-fixtures scripts name the games. A rule change of a released game is a rules-version bump:
 * the fixtures of the older version stay as they are, and a recording under version n > 1 is
 * written as <name>-v<n>.json beside them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyGameModule, Seat } from '../../src/engine/contract';
import type { Prng } from '../../src/engine/prng';
import { applyChecked, replay, type LoggedMove } from '../../src/engine/replay';

export interface Fixture {
  game: string;
  rulesVersion: number;
  seed: number;
  seats: number;
  options: unknown;
  moves: LoggedMove[];
  expected: { hash: string; ranks?: number[]; scores?: number[] };
}

/** Who moves and what, when `actors` must act. */
export type Chooser = (state: unknown, actors: Seat[], rnd: Prng) => LoggedMove;

export function robotOfFirstSeat(mod: AnyGameModule): Chooser {
  return (state, actors, rnd) => ({ seat: actors[0], move: mod.robotMove(state, actors[0], rnd) });
}

export function recordGame(
  mod: AnyGameModule,
  spec: { seed: number; seats: number; options: unknown },
  rnd: Prng,
  choose: Chooser = robotOfFirstSeat(mod),
): { fixture: Fixture; final: unknown } {
  let state = mod.setup(spec.seed, spec.seats, spec.options);
  const moves: LoggedMove[] = [];
  let hash = '';
  for (let actors = mod.toAct(state); actors.length; actors = mod.toAct(state)) {
    const { seat, move } = choose(state, actors, rnd);
    const applied = applyChecked(mod, state, seat, move);
    state = applied.state;
    hash = applied.hash;
    moves.push({ seat, move });
  }
  const again = replay(mod, spec, moves);
  if (again.hashes[again.hashes.length - 1] !== hash) throw new Error(`${mod.meta.id} seed ${spec.seed}: the replay does not reproduce the game`);
  const out = mod.outcome(state);
  return {
    fixture: {
      game: mod.meta.id,
      rulesVersion: mod.meta.rulesVersion,
      seed: spec.seed,
      seats: spec.seats,
      options: spec.options,
      moves,
      expected: { hash, ranks: out.ranks, scores: out.scores },
    },
    final: state,
  };
}

export function writeFixture(name: string, fixture: Fixture): void {
  const dir = path.join(__dirname, '..', 'fixtures', fixture.game);
  mkdirSync(dir, { recursive: true });
  const file = fixture.rulesVersion > 1 ? `${name}-v${fixture.rulesVersion}` : name;
  writeFileSync(path.join(dir, `${file}.json`), JSON.stringify(fixture, null, 1) + '\n');
  // eslint-disable-next-line no-console
  console.log(`${fixture.game}/${name}: seed ${fixture.seed}, ${fixture.moves.length} moves${fixture.expected.scores ? `, scores ${fixture.expected.scores.join('/')}` : ''}`);
}
