/**
 * Groups then final (docs/tournaments.md, "Groups then final"): rounds, the final table, byes,
 * drop-outs and the final placing.
 */
import { nextRound, plannedRounds, standings, type FormatSettings, type PlayedRound, type Round } from '../../src/tournaments';
import { entrantsOf, playOut } from './play';

const groups = (tableSize: number, minSeats = 2): FormatSettings => ({ format: 'groups', tableSize, minSeats });

/** Plays with every table won by the lowest id (the strongest seed), second the next, … */
function seedsWin(settings: FormatSettings, n: number, withdraw: (r: number) => number[] = () => []) {
  const entrants = entrantsOf(n);
  const played: PlayedRound[] = [];
  const rounds: Round[] = [];
  let active = entrants.map((e) => e.id);
  for (;;) {
    const gone = withdraw(played.length);
    active = active.filter((id) => !gone.includes(id));
    const round = nextRound(settings, entrants, played, active, 1);
    if (!round) break;
    rounds.push(round);
    played.push({
      tables: round.tables.map((t) => {
        const sorted = t.players.slice().sort((a, b) => a - b);
        return { players: t.players, ranks: t.players.map((id) => sorted.indexOf(id) + 1) };
      }),
      byes: round.byes,
    });
  }
  const withdrawn = entrants.map((e) => e.id).filter((id) => !active.includes(id));
  return { entrants, played, rounds, final: standings(settings, entrants, played, withdrawn) };
}

/** The played rounds of a seedsWin run back from its rounds (the seeds win). */
function played0(rounds: Round[]): PlayedRound[] {
  return rounds.map((r) => ({
    tables: r.tables.map((t) => ({ players: t.players, ranks: t.players.map((id) => t.players.slice().sort((a, b) => a - b).indexOf(id) + 1) })),
    byes: r.byes,
  }));
}

const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('groups then final', () => {
  it.each([
    // n, table size, rounds, table sizes per round, final table
    [16, 4, 3, [[4, 4, 4, 4], [4, 4], [4]]],
    [36, 6, 4, [[6, 6, 6, 6, 6, 6], [6, 6, 6], [5, 4], [6]]],
    [9, 6, 2, [[5, 4], [6]]],
    [7, 2, 3, [[2, 2, 2], [2, 2], [2]]],
  ])('%i players at tables of %i: %i rounds, the final table and the placing', (n, size, rounds, sizes) => {
    const settings = groups(size);
    expect(plannedRounds(settings, n)).toBe(rounds);
    const { rounds: played, final } = seedsWin(settings, n);
    expect(played).toHaveLength(rounds);
    expect(played.map((r) => r.tables.map((t) => t.players.length))).toEqual(sizes);
    const last = played[played.length - 1];
    expect(last.byes).toEqual([]);
    // The seeds win every table: the final is the strongest, and the placing is the seeding order.
    expect(last.tables[0].players.slice().sort()).toEqual(ids(101, 100 + last.tables[0].players.length));
    expect(final.map((s) => s.id)).toEqual(ids(101, 100 + n));
    expect(final.map((s) => s.place)).toEqual(ids(1, n));
  });

  it('marks the round in which each player went out', () => {
    const { final } = seedsWin(groups(4), 16);
    expect(final.map((s) => s.out)).toEqual([...new Array(4).fill(undefined), ...new Array(4).fill(2), ...new Array(8).fill(1)]);
  });

  it('the worked example of docs/tournaments.md (9 at tables of 6, with upsets)', () => {
    const e = entrantsOf(9); // A = 101 … I = 109, A strongest
    const s = groups(6);
    const r1 = nextRound(s, e, [], e.map((x) => x.id), 1)!;
    expect(r1).toEqual({ tables: [{ players: [101, 104, 105, 108, 109] }, { players: [102, 103, 106, 107] }], byes: [] });
    const played: PlayedRound[] = [{ tables: [{ players: [101, 104, 105, 108, 109], ranks: [1, 2, 3, 4, 5] }, { players: [102, 103, 106, 107], ranks: [4, 3, 2, 1] }], byes: [] }];
    // After round 1: the six going on first (by place at the table, then rating), then B, H, I (out in round 1).
    expect(standings(s, e, played).map((x) => [x.id, x.out])).toEqual([
      [101, undefined], [107, undefined], [104, undefined], [106, undefined], [103, undefined], [105, undefined],
      [102, 1], [108, 1], [109, 1],
    ]);
    const r2 = nextRound(s, e, played, e.map((x) => x.id), 1)!;
    expect(r2).toEqual({ tables: [{ players: [101, 107, 104, 106, 103, 105] }], byes: [] });
    played.push({ tables: [{ players: r2.tables[0].players, ranks: [6, 1, 2, 5, 3, 4] }], byes: [] });
    expect(nextRound(s, e, played, e.map((x) => x.id), 1)).toBeNull();
    // G, D, C, E, F, A; then B, H, I.
    expect(standings(s, e, played).map((x) => x.id)).toEqual([107, 104, 103, 105, 106, 101, 102, 108, 109]);
  });

  it('gives a bye to the best-placed player without one; the bye goes on', () => {
    const { rounds } = seedsWin(groups(2), 7);
    expect(rounds[0].byes).toEqual([101]);
    expect(rounds[1].tables.map((t) => t.players)).toEqual([[101, 104], [102, 103]]);
    const six = seedsWin(groups(2), 6);
    expect(six.rounds.map((r) => r.byes)).toEqual([[], [101], []]);
    // In round 2 of 6 at 2 the three winners are left: 101 has the bye, 102 and 103 play.
    expect(six.rounds[1].tables.map((t) => t.players)).toEqual([[102, 103]]);
  });

  it('at least one player of every table goes out (5 at tables of 5: tables of 3 and 2)', () => {
    expect(plannedRounds(groups(5), 6)).toBe(2); // tables of 3 and 3: two go on from each → final of 4
    const { rounds } = seedsWin(groups(5), 6);
    expect(rounds.map((r) => r.tables.map((t) => t.players.length))).toEqual([[3, 3], [4]]);
  });

  it('seats the next round without a player who withdrew; he is placed by the round he left', () => {
    const { rounds, final } = seedsWin(groups(4), 16, (r) => (r === 1 ? [102] : []));
    expect(rounds.map((r) => r.tables.map((t) => t.players.length))).toEqual([[4, 4, 4, 4], [4, 3], [4]]);
    expect(rounds.slice(1).flatMap((r) => r.tables.flatMap((t) => t.players))).not.toContain(102);
    const him = final.find((s) => s.id === 102)!;
    expect(him.out).toBe(1);
    // He went on from round 1, so he is placed above everybody who lost in round 1, below round 2's.
    expect(him.place).toBe(8);
  });

  it('ends when fewer than a game needs are left', () => {
    const { rounds, final } = seedsWin(groups(2), 4, (r) => (r === 1 ? [101] : []));
    // Round 1: 101–104, 102–103; 101 and 102 go on; 101 withdraws: 102 alone — over, and first.
    expect(rounds).toHaveLength(1);
    expect(final.map((x) => [x.id, x.out])).toEqual([[102, undefined], [101, 1], [103, 1], [104, 1]]);
    // Without the list of withdrawn players the standings cannot know 101 left after round 1.
    expect(standings(groups(2), entrantsOf(4), played0(rounds))[0].id).toBe(101);
  });

  it('is deterministic: the same rounds for the same seed and results', () => {
    const a = playOut(groups(4), entrantsOf(22), 5, 6);
    const b = playOut(groups(4), entrantsOf(22), 5, 6);
    expect(b.rounds).toEqual(a.rounds);
  });
});
