/**
 * The league's pure rules (src/services/leagues/rules.ts): who goes up and down at a season's
 * end, a full division's surplus, closed divisions, the table sizes and the first season's day.
 */
import { leagueTableSize, movers, nextDivisions, nextMonday, seasonRounds, leagueSettings, type MemberNow } from '../../src/services/leagues/rules';

const member = (userId: number, division: number, joinedAt = userId): MemberNow => ({ userId, division, joinedAt });

it('moves 2 up and 2 down (1 under 6 players, none from a single player), none above the top or below the lowest', () => {
  expect([1, 2, 3, 5, 6, 10].map(movers)).toEqual([0, 1, 1, 1, 2, 2]);
  // division 1: players 1..6 (places = id); division 2: 7..9 (places 1..3), division 3: 10, 11
  const members = [...[1, 2, 3, 4, 5, 6].map((id) => member(id, 1)), ...[7, 8, 9].map((id) => member(id, 2)), member(10, 3), member(11, 3)];
  const places = [
    ...[1, 2, 3, 4, 5, 6].map((id) => ({ userId: id, division: 1, place: id })),
    ...[7, 8, 9].map((id) => ({ userId: id, division: 2, place: id - 6 })),
    { userId: 10, division: 3, place: 2 },
    { userId: 11, division: 3, place: 1 },
  ];
  const next = nextDivisions(members, places);
  expect([...next.entries()].sort((a, b) => a[0] - b[0])).toEqual([
    [1, 1], [2, 1], [3, 1], [4, 1], [5, 2], [6, 2], // worst 2 of 6 down
    [7, 1], [8, 2], [9, 3], // 3 players: 1 up, 1 down
    [10, 3], [11, 2], // the lowest: 1 up, none down
  ]);
});

it('keeps newcomers and leavers out of the moves, sends a full division surplus down and closes empty divisions', () => {
  // division 1: 10 ranked; division 2: 2 ranked + 8 newcomers (joined during the season)
  const members = [...Array.from({ length: 10 }, (_, i) => member(i + 1, 1)), member(11, 2), member(12, 2), ...Array.from({ length: 8 }, (_, i) => member(20 + i, 2, 100 + i))];
  const places = [...Array.from({ length: 10 }, (_, i) => ({ userId: i + 1, division: 1, place: i + 1 })), { userId: 11, division: 2, place: 1 }, { userId: 12, division: 2, place: 2 }];
  const next = nextDivisions(members, places);
  // 9, 10 down; 11 up → division 2 has 12 + 9 + 10 + 8 newcomers = 11 → the newcomer who joined last goes to a new division 3
  expect([1, 2, 9, 10, 11, 12].map((id) => next.get(id))).toEqual([1, 1, 2, 2, 1, 2]);
  expect(Array.from({ length: 8 }, (_, i) => next.get(20 + i))).toEqual([2, 2, 2, 2, 2, 2, 2, 3]);
  // a division whose players all left closes: the one below takes its number
  const gap = nextDivisions([member(1, 1), member(2, 1), member(5, 3), member(6, 3)], [
    { userId: 1, division: 1, place: 1 },
    { userId: 2, division: 1, place: 2 },
    { userId: 5, division: 3, place: 1 },
    { userId: 6, division: 3, place: 2 },
  ]);
  // division 1: 1 down (to 2), division 3 (the lowest): 1 up (to 2), the emptied division 2 filled again
  expect([...gap.entries()].sort((a, b) => a[0] - b[0])).toEqual([[1, 1], [2, 2], [5, 2], [6, 3]]);
  // division 2 emptied by leavers, nobody ranked moves into it: division 3 becomes 2
  const closed = nextDivisions([member(1, 1), member(2, 1), member(5, 3), member(6, 3)], []);
  expect([...closed.entries()]).toEqual([[1, 1], [2, 1], [5, 2], [6, 2]]);
  // a player who left (not a member) is not moved, and one ranked elsewhere before rejoining is a newcomer
  const left = nextDivisions([member(1, 1), member(3, 2)], [{ userId: 1, division: 1, place: 1 }, { userId: 2, division: 1, place: 2 }, { userId: 3, division: 1, place: 3 }]);
  expect([...left.entries()]).toEqual([[1, 1], [3, 2]]);
});

it('seats a round robin whole at once and knows the usual tables and the first Monday', () => {
  const entrants = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, rating: i }));
  const rounds = seasonRounds(leagueSettings(4, 2), entrants, 42);
  expect(rounds.map((r) => r.tables.map((t) => t.players.length).sort())).toEqual(Array(4).fill([3, 3, 4]));
  expect(seasonRounds(leagueSettings(4, 2), entrants, 42)).toEqual(rounds);
  expect(seasonRounds(leagueSettings(4, 2), entrants.slice(0, 1), 42)).toEqual([]);
  expect([leagueTableSize('race', 4), leagueTableSize('formula-90', 6), leagueTableSize('automobiles', 5), leagueTableSize('unknown', 3)]).toEqual([4, 6, 4, 3]);
  expect(nextMonday(new Date('2026-12-02T10:00:00Z'))).toEqual(new Date('2026-12-07T00:00:00Z'));
  expect(nextMonday(new Date('2026-12-07T00:00:00Z'))).toEqual(new Date('2026-12-14T00:00:00Z'));
  expect(nextMonday(new Date('2026-12-06T23:59:00Z'))).toEqual(new Date('2026-12-07T00:00:00Z'));
});
