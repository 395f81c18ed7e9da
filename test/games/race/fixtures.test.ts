/** The recorded fixtures (scripts/record-race-fixture.ts) replay to their expected result. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { replay } from '../../../src/engine/replay';
import { mod } from './helpers';

const DIR = path.join(__dirname, '../../fixtures/race');
const FILES = readdirSync(DIR).filter((f) => f.endsWith('.json'));

describe('race fixtures', () => {
  it('there are fixtures for 2, 3 and 4 seats', () => {
    const seats = FILES.map((f) => JSON.parse(readFileSync(path.join(DIR, f), 'utf8')).seats).sort();
    expect(seats).toEqual([2, 3, 4]);
  });
  it.each(FILES)('%s replays to its expected hash, ranks and scores', (file) => {
    const fx = JSON.parse(readFileSync(path.join(DIR, file), 'utf8'));
    expect(fx.game).toBe('race');
    expect(fx.rulesVersion).toBe(mod.meta.rulesVersion);
    const { state, hashes } = replay(mod, { seed: fx.seed, seats: fx.seats, options: fx.options }, fx.moves);
    expect(hashes[hashes.length - 1]).toBe(fx.expected.hash);
    const out = mod.outcome(state as never);
    expect(out.finished).toBe(true);
    expect(out.ranks).toEqual(fx.expected.ranks);
    expect(out.scores).toEqual(fx.expected.scores);
  });
});
