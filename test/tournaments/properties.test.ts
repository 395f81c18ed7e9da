/**
 * Seeded random property test: 200 tournaments of each format with random sizes, results and
 * drop-outs; the invariants are checked after every round (docs/tournaments.md).
 */
import { Prng, seedPrng } from '../../src/engine/prng';
import { nextRound, plannedRounds, standings, tableSizes, type Entrant, type Format, type FormatSettings, type PlayedRound, type Round } from '../../src/tournaments';
import { entrantsOf, playOut } from './play';

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

function settingsFor(format: Format, prng: Prng): { settings: FormatSettings; n: number } {
  const tableSize = 2 + prng.int(5);
  const minSeats = prng.int(4) === 0 ? Math.min(3, tableSize) : 2;
  const n = format === 'roundRobin' ? 2 + prng.int(9) : 2 + prng.int(format === 'swiss' ? 30 : 45);
  const rounds = format === 'swiss' && prng.int(2) === 0 ? 1 + prng.int(6) : undefined;
  return { settings: { format, tableSize, minSeats, rounds }, n };
}

/** The checks after every seated round. */
function checkRound(settings: FormatSettings, entrants: Entrant[], round: Round, active: number[], played: PlayedRound[], dropped: boolean): void {
  const { tableSize, minSeats, format } = settings;
  const seated = round.tables.flatMap((t) => t.players);
  const all = [...seated, ...round.byes];
  // Nobody twice; nobody withdrawn or unknown.
  expect(new Set(all).size).toBe(all.length);
  const inIt = new Set(active);
  expect(all.every((id) => inIt.has(id))).toBe(true);
  // Every table within [minSeats, tableSize]; at least one game.
  expect(round.tables.length).toBeGreaterThan(0);
  for (const t of round.tables) expect(t.players.length >= minSeats && t.players.length <= tableSize).toBe(true);
  if (format !== 'groups') {
    // Swiss and round robin: every active player seated once or given a bye.
    expect(all.length).toBe(active.length);
  }
  if (format === 'groups' && played.length > 0) {
    // Only players of the round before go on: the best ⌈tableSize/2⌉ of each table (at least one
    // goes out), and the byes.
    const prev = played[played.length - 1];
    const now = new Set(all);
    for (const id of prev.byes) if (inIt.has(id)) expect(now.has(id)).toBe(true);
    const before = new Set([...prev.byes, ...prev.tables.flatMap((t) => t.players)]);
    expect(all.every((id) => before.has(id))).toBe(true);
    for (const t of prev.tables) {
      const on = t.players.filter((id) => now.has(id));
      const quota = Math.min(Math.ceil(tableSize / 2), t.players.length - 1);
      expect(on.length).toBeLessThanOrEqual(quota);
      if (!dropped) expect(on.length).toBe(quota);
      const rank = (id: number) => t.ranks[t.players.indexOf(id)];
      const worstOn = Math.max(...on.map(rank));
      const out = t.players.filter((id) => !now.has(id) && inIt.has(id));
      if (on.length) expect(out.every((id) => rank(id) >= worstOn)).toBe(true);
    }
  }
  if (format !== 'roundRobin' || !dropped) {
    // Even tables, byes only when not all could be seated.
    const sizes = round.tables.map((t) => t.players.length).sort((a, b) => b - a);
    expect(sizes).toEqual(tableSizes(all.length, tableSize, minSeats));
  }
  if (format === 'swiss' && played.length > 0 && round.byes.length > 0) {
    // Nobody gets a second bye while a player seated this round has had none.
    const had = new Map<number, number>();
    for (const r of played) for (const id of r.byes) had.set(id, (had.get(id) ?? 0) + 1);
    const most = Math.max(...round.byes.map((id) => had.get(id) ?? 0));
    expect(seated.every((id) => (had.get(id) ?? 0) >= most)).toBe(true);
  }
  // The standings so far: every entrant once, places 1..n, points summing to what the games gave.
  const s = standings(settings, entrants, played);
  expect(s.map((x) => x.place)).toEqual(entrants.map((_, i) => i + 1));
  expect(new Set(s.map((x) => x.id)).size).toBe(entrants.length);
  const given = sum(played.map((r) => sum(r.tables.map((t) => (t.players.length * (tableSize - 1)) / 2)) + r.byes.length * (tableSize - 1)));
  expect(sum(s.map((x) => x.points))).toBeCloseTo(given, 3);
  if (format !== 'groups') {
    for (let i = 1; i < s.length; i++) expect(s[i - 1].points).toBeGreaterThanOrEqual(s[i].points);
  }
}

describe.each(['swiss', 'groups', 'roundRobin'] as const)('200 random %s tournaments', (format) => {
  it('keep the invariants after every round, and replay the same from the same seed', () => {
    const prng = new Prng(seedPrng(format.length * 1000 + 35));
    const measure = { tournaments: 0, rounds: 0, byes: 0, dropOuts: 0 };
    for (let k = 0; k < 200; k++) {
      const { settings, n } = settingsFor(format, prng);
      const entrants = entrantsOf(n, prng);
      const seed = prng.nextUint32();
      const resultSeed = prng.nextUint32();
      const dropRate = prng.int(3); // 0: nobody, else sometimes one player before a round
      let dropped = false;
      const dropOut = (r: number, active: number[], p: Prng) => {
        if (r === 0 || dropRate === 0 || p.int(4) !== 0 || active.length === 0) return [];
        dropped = true;
        measure.dropOuts++;
        return [p.pick(active)];
      };
      const run = playOut(settings, entrants, seed, resultSeed, {
        dropOut,
        check: (round, active, played) => checkRound(settings, entrants, round, active, played, dropped),
      });
      measure.tournaments++;
      measure.rounds += run.rounds.length;
      measure.byes += run.rounds.reduce((s, r) => s + r.byes.length, 0);
      const planned = plannedRounds(settings, n);
      if (!dropped) expect(run.rounds.length).toBe(planned);
      else expect(run.rounds.length).toBeLessThanOrEqual(planned);
      // Over: no further round.
      expect(nextRound(settings, entrants, run.played, run.activeEnd, seed)).toBeNull();
      if (format === 'groups' && run.rounds.length > 0 && !dropped) {
        // Groups end with one final table; its ranks head the final placing.
        const last = run.played[run.played.length - 1];
        expect(last.tables).toHaveLength(1);
        expect(last.byes).toEqual([]);
        const finalTable = last.tables[0];
        const placing = standings(settings, entrants, run.played).slice(0, finalTable.players.length);
        const ranks = placing.map((x) => finalTable.ranks[finalTable.players.indexOf(x.id)]);
        expect(ranks).toEqual(ranks.slice().sort((a, b) => a - b));
        expect(placing.every((x) => x.out === undefined)).toBe(true);
      }
      // Deterministic: the same seeds give the same tournament.
      if (k % 10 === 0) {
        const again = playOut(settings, entrants, seed, resultSeed, { dropOut: (r, a, p) => dropOut(r, a, p) });
        expect(again.rounds).toEqual(run.rounds);
      }
    }
    expect(measure.tournaments).toBe(200);
    expect(measure.byes).toBeGreaterThan(0);
    expect(measure.dropOuts).toBeGreaterThan(0);
  });
});
