/**
 * No hard-coded words in the games: over random states of every game (the defaults at the
 * fewest and the most seats, every other option set once), each board as every seat and a
 * spectator sees it, the position in words for each of them, every label and part of every legal
 * move, every log line and news line for
 * every reader, the result, and the lobby's words of the game are drawn in the pseudo-language
 * "xx", where every text from a catalogue is marked.
 * A word outside the marks was written in code, not in a catalogue.
 * The games are played in worker threads (pseudo-games.ts); PSEUDO_EVERY=n draws the boards and
 * labels at every n-th state (default 20).
 */
import path from 'node:path';
import { allGames } from '../../src/games/registry';
import { runPlayouts, type PlayoutResult } from '../support/playout-threads';
import { HEAVY_MS } from '../support/patience';
import { optionSets } from './controls';
import { check, playAndCheck, type PseudoJob } from './pseudo-games';

/** The defaults at the fewest and the most seats; every other option set once, at the fewest or the most seats in turn (words do not depend on the two together). */
const JOBS: PseudoJob[] = allGames().flatMap((mod) => {
  const seatsFor = (o: number) => (o === 0 ? [mod.meta.minSeats, mod.meta.maxSeats] : [o % 2 ? mod.meta.maxSeats : mod.meta.minSeats]);
  return optionSets(mod).flatMap((options, o) =>
    seatsFor(o).map((seats) => ({ id: `${mod.meta.id} ${seats} seats ${JSON.stringify(options)}`, game: mod.meta.id, seats, options, seed: 700 + 31 * o + seats })),
  );
});

let results = new Map<string, PlayoutResult<string[]>>();

beforeAll(async () => {
  results = await runPlayouts(JOBS, { workerFile: path.join(__dirname, 'pseudo-games.ts'), run: playAndCheck, inProcess: !!process.env.PSEUDO_INPROCESS });
}, HEAVY_MS);

describe.each(allGames().map((m) => [m.meta.id, m] as const))('%s', (id, mod) => {
  it('the lobby words of the game come from its catalogue', () => {
    const found: string[] = [];
    check(found, 'summary', mod.meta.summary, []);
    for (const f of mod.meta.optionFields) {
      check(found, `option ${f.key}`, f.label, []);
      check(found, `option ${f.key} help`, f.help, []);
      if (f.kind === 'select') for (const c of f.choices) check(found, `option ${f.key} choice ${c.value}`, c.label, []);
    }
    expect(found).toEqual([]);
  });

  it.each(JOBS.filter((j) => j.game === id).map((j) => [j.id, j] as const))('boards, labels, log and news: %s', (_name, job) => {
    const r = results.get(job.id);
    expect(r?.error).toBeUndefined();
    expect(r!.stats).toEqual([]);
  });
});
