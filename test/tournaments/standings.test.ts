/**
 * Points for a game, Buchholz and the tie-breaks, against tables computed by hand
 * (docs/tournaments.md, "Points for a game" and "Tie-breaks").
 */
import { standings, type FormatSettings, type PlayedRound } from '../../src/tournaments';

const swiss = (tableSize: number): FormatSettings => ({ format: 'swiss', tableSize, minSeats: 2 });
const row = (s: { id: number; place: number; points: number; buchholz: number; wins: number; games: number }) => [s.place, s.id, s.points, s.buchholz, s.wins, s.games];

describe('points for a game', () => {
  const one = (tableSize: number, ranks: number[]) =>
    standings(swiss(tableSize), ranks.map((_, i) => ({ id: i + 1, rating: 0 })), [{ tables: [{ players: ranks.map((_, i) => i + 1), ranks }], byes: [] }])
      .sort((a, b) => a.id - b.id)
      .map((s) => s.points);

  it('gives 0..tableSize−1 at a full table and the same range at a smaller one', () => {
    expect(one(4, [1, 2, 3, 4])).toEqual([3, 2, 1, 0]);
    expect(one(4, [1, 2, 3])).toEqual([3, 1.5, 0]);
    expect(one(4, [2, 1])).toEqual([0, 3]);
    expect(one(6, [1, 2, 3, 4, 5, 6])).toEqual([5, 4, 3, 2, 1, 0]);
    expect(one(6, [1, 2, 3, 4])).toEqual([5, 3.333333, 1.666667, 0]);
  });

  it('shares the points of tied places', () => {
    expect(one(4, [1, 1, 3, 4])).toEqual([2.5, 2.5, 1, 0]);
    expect(one(2, [1, 1])).toEqual([0.5, 0.5]);
    expect(one(3, [2, 1, 2])).toEqual([0.5, 2, 0.5]);
  });

  it('sums to n × (tableSize − 1) / 2 at every table', () => {
    for (const ranks of [[1, 2, 3], [1, 1, 1], [3, 1, 1, 4, 5], [2, 2, 1, 4, 4, 6]]) {
      const sum = one(6, ranks).reduce((s, x) => s + x, 0);
      expect(sum).toBeCloseTo((ranks.length * 5) / 2, 5);
    }
  });
});

describe('standings, computed by hand', () => {
  it('tables of 3: fractional points and Buchholz', () => {
    // 5 players, tables of 3 (points 2/1/0 at a table of 3; 2/0 at a table of 2).
    // Round 1: [1,2,3] finish 1,2,3 → 2,1,0;     [4,5] 5 wins → 5: 2, 4: 0.
    // Round 2: [1,5,4] ranks 2,1,2 → 1: ½, 5: 2, 4: ½;     [2,3] tie → 1 each.
    // Totals: 1: 2½, 2: 2, 3: 1, 4: ½, 5: 4.
    // Buchholz: 1: (2 + 1 + 4 + ½)/4 = 1.875;  2: (2½ + 1 + 1)/3 = 1.5;  3: (2½ + 2 + 2)/3 = 2.166667;
    //           4: (4 + 2½ + 4)/3 = 3.5;       5: (½ + 2½ + ½)/3 = 1.166667.
    // Wins (sole first places): 1: 1, 2: 0 (a shared first), 3: 0, 4: 0, 5: 2.
    const entrants = [1500, 1400, 1300, 1200, 1100].map((rating, i) => ({ id: i + 1, rating }));
    const played: PlayedRound[] = [
      { tables: [{ players: [1, 2, 3], ranks: [1, 2, 3] }, { players: [4, 5], ranks: [2, 1] }], byes: [] },
      { tables: [{ players: [1, 5, 4], ranks: [2, 1, 2] }, { players: [2, 3], ranks: [1, 1] }], byes: [] },
    ];
    expect(standings(swiss(3), entrants, played).map(row)).toEqual([
      // place, id, points, Buchholz, wins, games
      [1, 5, 4, 1.166667, 2, 2],
      [2, 1, 2.5, 1.875, 1, 2],
      [3, 2, 2, 1.5, 0, 2],
      [4, 3, 1, 2.166667, 0, 2],
      [5, 4, 0.5, 3.5, 0, 2],
    ]);
  });

  // Tables of 2 (win 1, draw ½, bye 1), 5 players, 3 rounds:
  //   Round 1: 1 beats 2; 3–4 draw; 5 bye.      Round 2: 3 beats 1; 5 beats 2; 4 bye.
  //   Round 3: 5–3 draw; 4 beats 1; 2 bye.
  // Totals: 1: 1, 2: 1, 3: 2, 4: 2½, 5: 2½.
  // Buchholz: 1: (1 + 2 + 2½)/3 = 1.833333; 2: (1 + 2½)/2 = 1.75; 3: (2½ + 1 + 2½)/3 = 2;
  //           4: (2 + 1)/2 = 1.5; 5: (1 + 2)/2 = 1.5.
  // Wins: 1, 0, 1, 1, 1 (draws and byes are none).
  const played: PlayedRound[] = [
    { tables: [{ players: [1, 2], ranks: [1, 2] }, { players: [3, 4], ranks: [1, 1] }], byes: [5] },
    { tables: [{ players: [1, 3], ranks: [2, 1] }, { players: [5, 2], ranks: [1, 2] }], byes: [4] },
    { tables: [{ players: [5, 3], ranks: [1, 1] }, { players: [4, 1], ranks: [1, 2] }], byes: [2] },
  ];

  it('tables of 2 with byes: points, then Buchholz, then wins, then rating', () => {
    // 4 and 5 tie on points, Buchholz and wins: 4 has the higher rating. 1 and 2 tie on points: Buchholz.
    const entrants = [1500, 1400, 1300, 1200, 1100].map((rating, i) => ({ id: i + 1, rating }));
    expect(standings(swiss(2), entrants, played).map(row)).toEqual([
      [1, 4, 2.5, 1.5, 1, 2],
      [2, 5, 2.5, 1.5, 1, 2],
      [3, 3, 2, 2, 1, 3],
      [4, 1, 1, 1.833333, 1, 3],
      [5, 2, 1, 1.75, 0, 2],
    ]);
  });

  it('then the id, when even the ratings are equal', () => {
    const equal = [1500, 1400, 1300, 1100, 1100].map((rating, i) => ({ id: i + 1, rating }));
    expect(standings(swiss(2), equal, played).map((s) => s.id)).toEqual([4, 5, 3, 1, 2]);
    const fiveStronger = [1500, 1400, 1300, 1100, 1200].map((rating, i) => ({ id: i + 1, rating }));
    expect(standings(swiss(2), fiveStronger, played).map((s) => s.id)).toEqual([5, 4, 3, 1, 2]);
  });

  it('Buchholz decides level points; wins decide level Buchholz, before the rating', () => {
    // Tables of 2, 4 players of equal rating. Round 1: 1 beats 2; 3–4 draw. Round 2: 1–3 draw; 2–4 draw.
    // Totals: 1: 1½, 2: ½, 3: 1, 4: 1. Buchholz: 1: (½ + 1)/2 = 0.75; 2: (1½ + 1)/2 = 1.25;
    // 3: (1 + 1½)/2 = 1.25; 4: (1 + ½)/2 = 0.75 — so 3 above 4.
    const p: PlayedRound[] = [
      { tables: [{ players: [1, 2], ranks: [1, 2] }, { players: [3, 4], ranks: [1, 1] }], byes: [] },
      { tables: [{ players: [1, 3], ranks: [1, 1] }, { players: [2, 4], ranks: [1, 1] }], byes: [] },
    ];
    expect(standings(swiss(2), [1, 2, 3, 4].map((id) => ({ id, rating: 1000 })), p).map(row)).toEqual([
      [1, 1, 1.5, 0.75, 1, 2],
      [2, 3, 1, 1.25, 0, 2],
      [3, 4, 1, 0.75, 0, 2],
      [4, 2, 0.5, 1.25, 0, 2],
    ]);
    // Three players at one table of 3, twice: A wins then is last, B the reverse order, C second twice.
    // Points: A 2 + 0 = 2, B 0 + 2 = 2, C 1 + 1 = 2; Buchholz all 2; wins A 1, B 1, C 0; rating C > B > A.
    const q: PlayedRound[] = [
      { tables: [{ players: [1, 2, 3], ranks: [1, 3, 2] }], byes: [] },
      { tables: [{ players: [1, 2, 3], ranks: [3, 1, 2] }], byes: [] },
    ];
    const e = [{ id: 1, rating: 1000 }, { id: 2, rating: 1100 }, { id: 3, rating: 1200 }];
    expect(standings(swiss(3), e, q).map(row)).toEqual([
      [1, 2, 2, 2, 1, 2],
      [2, 1, 2, 2, 1, 2],
      [3, 3, 2, 2, 0, 2],
    ]);
  });

  it('lists entrants who have not played yet with nothing', () => {
    const s = standings(swiss(4), [{ id: 7, rating: 1 }, { id: 3, rating: 2 }], []);
    expect(s).toEqual([
      { id: 3, place: 1, points: 0, buchholz: 0, wins: 0, games: 0 },
      { id: 7, place: 2, points: 0, buchholz: 0, wins: 0, games: 0 },
    ]);
  });
});
