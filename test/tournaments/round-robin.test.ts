/**
 * Round robin (docs/tournaments.md, "Round robin"): every pair meets, the schedule is fixed by the
 * seed, drop-outs.
 */
import { ROUND_ROBIN_MAX_PLAYERS, nextRound, plannedRounds, standings, type FormatSettings } from '../../src/tournaments';
import { entrantsOf, playOut } from './play';

const rr = (tableSize: number, minSeats = 2): FormatSettings => ({ format: 'roundRobin', tableSize, minSeats });

/** How often each pair met. */
function meetings(rounds: { tables: { players: number[] }[] }[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const r of rounds)
    for (const t of r.tables)
      for (const a of t.players) for (const b of t.players) if (a < b) met.set(`${a}:${b}`, (met.get(`${a}:${b}`) ?? 0) + 1);
  return met;
}

describe('round robin', () => {
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10])('tables of 2, %i players: every pair exactly once (the circle method)', (n) => {
    const run = playOut(rr(2), entrantsOf(n), n, n + 1, {
      check: (round, active) => expect([...round.tables.flatMap((t) => t.players), ...round.byes].sort()).toEqual(active.slice().sort()),
    });
    expect(run.rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
    expect(plannedRounds(rr(2), n)).toBe(run.rounds.length);
    const met = meetings(run.rounds);
    expect(met.size).toBe((n * (n - 1)) / 2);
    expect([...met.values()].every((c) => c === 1)).toBe(true);
    // An odd count: everybody has exactly one bye; an even count: none.
    const byes = run.rounds.flatMap((r) => r.byes).sort();
    expect(byes).toEqual(n % 2 === 0 ? [] : entrantsOf(n).map((e) => e.id));
  });

  it('the worked example of docs/tournaments.md (5 players A–E, seed 7)', () => {
    const e = [1, 2, 3, 4, 5].map((id) => ({ id, rating: 1650 - 50 * id }));
    const run = playOut(rr(2), e, 7, 1);
    const L = (ids: number[]) => ids.map((id) => 'ABCDE'[id - 1]).join('');
    expect(run.rounds.map((r) => `${r.tables.map((t) => L(t.players)).join(' ')} / ${L(r.byes)}`)).toEqual([
      'EC AB / D',
      'DC EA / B',
      'DB CA / E',
      'DA BE / C',
      'DE BC / A',
    ]);
  });

  it('tables of 3 and 4, up to 10 players: every pair at least once, everybody seated every round', () => {
    const rounds: string[] = [];
    for (const size of [3, 4]) {
      for (let n = 2; n <= 10; n++) {
        const run = playOut(rr(size), entrantsOf(n), 7 * n, 8 * n, {
          check: (round, active) => {
            expect([...round.tables.flatMap((t) => t.players), ...round.byes].sort()).toEqual(active.slice().sort());
            expect(round.byes).toEqual([]); // minimum 2: everybody fits
            for (const t of round.tables) expect(t.players.length >= 2 && t.players.length <= size).toBe(true);
          },
        });
        expect(run.rounds).toHaveLength(plannedRounds(rr(size), n));
        expect(meetings(run.rounds).size).toBe((n * (n - 1)) / 2);
        rounds.push(`${n}@${size}:${run.rounds.length}`);
      }
    }
    // The measure: rounds needed. All reach the bound of pairs a round can hold (e.g. 10 at 3: tables of
    // 3, 3, 2, 2 hold 8 pairs, 45 pairs need 6 rounds), but 6 at tables of 3 and 3: 4 rounds (3 cannot be done).
    expect(rounds.join(' ')).toBe(
      '2@3:1 3@3:1 4@3:3 5@3:3 6@3:4 7@3:5 8@3:4 9@3:4 10@3:6 2@4:1 3@4:1 4@4:1 5@4:3 6@4:4 7@4:3 8@4:3 9@4:4 10@4:4',
    );
  });

  it('with a minimum of 3 seats the byes rotate and every pair still meets', () => {
    const n = 8;
    const run = playOut(rr(3, 3), entrantsOf(n), 3, 4);
    expect(meetings(run.rounds).size).toBe((n * (n - 1)) / 2);
    for (const r of run.rounds) expect(r.byes).toHaveLength(2); // tables of 3 and 3
  });

  it('fixes the schedule from the seed: the same seed, the same rounds whatever the results', () => {
    const e = entrantsOf(8);
    const a = playOut(rr(4), e, 99, 1);
    const b = playOut(rr(4), e, 99, 2);
    expect(b.rounds).toEqual(a.rounds);
    const c = playOut(rr(4), e, 100, 1);
    expect(c.rounds).not.toEqual(a.rounds);
    expect(c.rounds).toHaveLength(a.rounds.length); // the number of rounds depends on n only
  });

  it('a withdrawn player is not seated again; his opponent at a table of 2 has a bye', () => {
    const e = entrantsOf(6);
    const run = playOut(rr(2), e, 5, 6, { dropOut: (r) => (r === 2 ? [103] : []) });
    expect(run.rounds).toHaveLength(5);
    for (const r of run.rounds.slice(2)) {
      expect(r.tables.flatMap((t) => t.players)).not.toContain(103);
      expect(r.byes).toHaveLength(1);
      expect(r.tables).toHaveLength(2);
    }
    const s = standings(rr(2), e, run.played);
    expect(s.find((x) => x.id === 103)!.games).toBe(2);
  });

  it('skips a scheduled round with no game left, and ends when too few are left', () => {
    const e = entrantsOf(4);
    // 4 at tables of 2: 3 rounds. After round 1 two players withdraw.
    const run = playOut(rr(2), e, 1, 2, { dropOut: (r) => (r === 1 ? [101, 102] : []) });
    const left = [103, 104];
    const met = run.rounds[0].tables.some((t) => left.every((id) => t.players.includes(id)));
    // 103 and 104 play each other once (unless they already did in round 1), and no round without a game is seated.
    expect(run.rounds.every((r) => r.tables.length > 0)).toBe(true);
    expect(run.rounds).toHaveLength(met ? 1 : 2);
    expect(nextRound(rr(2), e, run.played, [103], 1)).toBeNull();
  });

  it('is for at most 10 players (ROUND_ROBIN_MAX_PLAYERS)', () => {
    expect(ROUND_ROBIN_MAX_PLAYERS).toBe(10);
  });
});
