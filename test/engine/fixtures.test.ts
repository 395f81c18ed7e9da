/**
 * Recorded games (test/fixtures/<game>/<name>.json: seed, seats, options, moves, expected
 * result), found automatically and replayed on every run. A rule change that alters one is a
 * rules-version bump of the game, not an edit of the fixture.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { findGame } from '../../src/games/registry';
import { replay } from '../../src/engine/replay';
import { stateHash } from '../../src/engine/canonical';

interface Fixture {
  game: string;
  rulesVersion: number;
  seed: number;
  seats: number;
  options: unknown;
  moves: { seat: number; move: unknown }[];
  expected: { hash: string; ranks: number[]; scores: number[] };
}

const ROOT = path.join(__dirname, '..', 'fixtures');
const files = existsSync(ROOT)
  ? readdirSync(ROOT, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) => readdirSync(path.join(ROOT, d.name)).filter((f) => f.endsWith('.json')).map((f) => path.join(d.name, f)))
  : [];

it('has recorded games to replay', () => {
  expect(files.length).toBeGreaterThan(0);
});

describe.each(files)('fixture %s', (file) => {
  const fx = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Fixture;
  const mod = findGame(fx.game);

  it('is a game we host, at a rules version it still plays', () => {
    expect(mod).toBeDefined();
    // A newer rules version gets fixtures of its own; the old ones replay under their version.
    expect(fx.rulesVersion).toBeGreaterThanOrEqual(1);
    expect(fx.rulesVersion).toBeLessThanOrEqual(mod!.meta.rulesVersion);
  });

  it('replays under its rules version to the recorded end, result and hash', () => {
    const { state } = replay(mod!, { seed: fx.seed, seats: fx.seats, options: fx.options, rulesVersion: fx.rulesVersion }, fx.moves);
    const outcome = mod!.outcome(state);
    expect(outcome.finished).toBe(true);
    expect(outcome.ranks).toEqual(fx.expected.ranks);
    expect(outcome.scores).toEqual(fx.expected.scores);
    expect(stateHash(state)).toBe(fx.expected.hash);
  });
});
