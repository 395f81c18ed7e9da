/**
 * The standing league (issue 35, docs/tournaments.md "League"), driven by the worker's minute
 * sweep alone with a moved clock: 12 players of Race join (10 fill division 1, 2 open division 2),
 * the first season starts on the Monday after the league was made, every division plays its
 * whole round robin at once (the players are away: the system plays their seats), and when the
 * last game ended the sweep ends the season — the standings, promotion and relegation are checked
 * against the rules worked out by hand from the stored results — and starts the next at once. A
 * player joining during a season waits in the lowest division for the next one. The second
 * season is not played: a week after its end date the sweep ends it with its running games as
 * ties.
 */
import request from 'supertest';
import { createTestSite, type TestSite } from '../support/app';
import { hardCoded } from '../support/pseudo';
import { makeUser, type TestUser } from '../support/users';
import { LONG_MS } from '../support/patience';
import { waitFor } from '../support/jobs';
import { DAY, MINUTE, ManualClock } from '../../src/clock';
import { QUEUES } from '../../src/queue';
import { giveRatings, handStandings, type StoredTable } from '../tournament-play/support';

let site: TestSite;
let clock: ManualClock;
beforeAll(async () => {
  clock = new ManualClock('2026-12-02T10:00:00Z'); // a Wednesday
  site = await createTestSite({ worker: true, clock });
});
afterAll(async () => {
  await site?.close();
});

/** The season's games of a division with their results as the database has them (seat_results). */
async function divisionTables(seasonId: number, division: number): Promise<StoredTable[]> {
  const db = site.services.db;
  const games = await db.leagueGame.findMany({ where: { seasonId, division }, orderBy: [{ round: 'asc' }, { index: 'asc' }] });
  const out: StoredTable[] = [];
  for (const g of games) {
    const results = await db.seatResult.findMany({ where: { gameId: g.gameId }, orderBy: { seat: 'asc' } });
    expect(results.map((r) => r.userId)).toEqual(g.players);
    out.push({ round: g.round, index: g.index, gameId: g.gameId, players: g.players, ranks: results.map((r) => r.rank as number), timedOut: results.map((r) => r.timedOut) });
  }
  return out;
}

/** The players are away: the system plays every seat of the league's running games. */
async function standIn(): Promise<void> {
  const db = site.services.db;
  const games = await db.game.findMany({ where: { status: 'ACTIVE', leagueGame: { isNot: null }, seats: { some: { kind: 'HUMAN', autoPlay: false } } }, select: { id: true } });
  for (const g of games) {
    await db.seat.updateMany({ where: { gameId: g.id, kind: 'HUMAN' }, data: { autoPlay: true } });
    await site.queue!.send(QUEUES.gameChanged, { gameId: g.id, again: true });
  }
}

async function divisionsNow(): Promise<Map<number, number>> {
  const rows = await site.services.db.leagueMember.findMany();
  return new Map(rows.map((m) => [m.userId, m.division]));
}

it('runs seasons by the sweep: round robins at once, then up and down as the rules say', async () => {
  const s = site.services;
  const players: TestUser[] = [];
  for (let i = 1; i <= 12; i++) players.push(await makeUser(s, `Leaguer${String(i).padStart(2, '0')}`));
  const ids = players.map((p) => p.id);
  const rating = new Map(ids.map((id, i) => [id, [5, 11, 2, 9, 0, 7, 12, 3, 8, 1, 6, 4][i]]));
  await giveRatings(s.db, 'race', rating);
  const rate = (id: number) => rating.get(id) ?? 0;

  // Joining: the first 10 fill division 1, then division 2 opens.
  for (const p of players) await s.leagues.join('race', p.id);
  let div = await divisionsNow();
  expect(ids.map((id) => div.get(id))).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2]);
  const league = await s.db.league.findUniqueOrThrow({ where: { gameType: 'race' } });
  expect(league).toMatchObject({ tableSize: 4, deadlineDays: 3, seasonDays: 28, nextSeasonAt: new Date('2026-12-07T00:00:00Z') });
  expect((await s.leagues.page('race')).nextSeasonAt).toEqual(new Date('2026-12-07T00:00:00Z'));

  // Nothing before the Monday; the sweep then starts season 1.
  expect(await s.sweep()).toMatchObject({ leagueSeasonsStarted: 0, leagueSeasonsEnded: 0 });
  clock.set('2026-12-07T00:00:30Z');
  expect(await s.sweep()).toMatchObject({ leagueSeasonsStarted: 1, leagueSeasonsEnded: 0 });
  expect(await s.sweep()).toMatchObject({ leagueSeasonsStarted: 0, leagueSeasonsEnded: 0 });
  const season1 = await s.db.leagueSeason.findFirstOrThrow({ where: { number: 1 } });
  expect(season1).toMatchObject({ status: 'RUNNING', endsAt: new Date(clock.now().getTime() + 28 * DAY) });
  const games1 = await s.db.leagueGame.findMany({ where: { seasonId: season1.id }, include: { game: { include: { seats: true } } } });
  // Division 1: 10 players at tables of 4 (4, 3, 3), four rounds, every pair meets; division 2: one game of 2.
  const d1 = games1.filter((g) => g.division === 1);
  expect(d1).toHaveLength(12);
  expect(games1.filter((g) => g.division === 2).map((g) => [...g.players].sort((a, b) => a - b))).toEqual([[ids[10], ids[11]]]);
  for (let round = 1; round <= 4; round++) {
    const seated = d1.filter((g) => g.round === round).flatMap((g) => g.players);
    expect([...seated].sort((a, b) => a - b)).toEqual(ids.slice(0, 10));
  }
  for (const a of ids.slice(0, 10)) for (const b of ids.slice(0, 10)) if (a < b) expect(d1.some((g) => g.players.includes(a) && g.players.includes(b))).toBe(true);
  for (const g of games1) {
    expect(g.game).toMatchObject({ gameType: 'race', status: 'ACTIVE', deadlineDays: 3, rated: true, numSeats: g.players.length });
    expect(g.game.seats.map((x) => [x.kind, x.userId])).toEqual(g.players.map((u) => ['HUMAN', u]));
  }

  // A player joining now enters the lowest division and waits for the next season.
  const late = await makeUser(s, 'Latecomer');
  expect(await s.leagues.join('race', late.id)).toEqual({ division: 2 });
  const during = await s.leagues.page('race', late.id);
  expect(during.viewer).toMatchObject({ member: true, division: 2, playing: false });
  expect(during.divisions[1].members.find((m) => m.userId === late.id)).toMatchObject({ playing: false });

  // Played to the end by the system; the season ends at the next sweep, not before.
  await waitFor(
    async () => {
      await standIn();
      return (await s.db.game.count({ where: { leagueGame: { seasonId: season1.id }, status: 'ACTIVE' } })) === 0;
    },
    3 * LONG_MS,
    'season 1 to be played',
  );
  expect((await s.db.leagueSeason.findUniqueOrThrow({ where: { id: season1.id } })).status).toBe('RUNNING');
  const mid = await s.leagues.page('race');
  expect(mid.divisions[0].standings.map((r) => r.games)).toEqual(Array(10).fill(4));
  clock.advance(3 * DAY);
  expect(await s.sweep()).toMatchObject({ leagueSeasonsEnded: 1, leagueSeasonsStarted: 1 });

  // By hand: division 1's standings; its worst 2 go down; division 2's winner goes up (1 of 2 players).
  const hand1 = handStandings(4, await divisionTables(season1.id, 1), ids.slice(0, 10), rate);
  const hand2 = handStandings(4, await divisionTables(season1.id, 2), ids.slice(10, 12), rate);
  const stored = await s.db.leagueSeasonPlayer.findMany({ where: { seasonId: season1.id } });
  const placeOf = (id: number) => stored.find((p) => p.userId === id)!;
  hand1.forEach((row, i) => expect(placeOf(row.id)).toMatchObject({ division: 1, place: i + 1, points: expect.closeTo(row.points, 6) }));
  hand2.forEach((row, i) => expect(placeOf(row.id)).toMatchObject({ division: 2, place: i + 1 }));
  const down = hand1.slice(8).map((r) => r.id);
  const up = hand2[0].id;
  div = await divisionsNow();
  for (const id of ids) {
    const expected = down.includes(id) ? 2 : id === up ? 1 : id === hand2[1].id ? 2 : 1;
    expect([id, div.get(id)]).toEqual([id, expected]);
    expect(placeOf(id).nextDivision).toBe(expected);
  }
  expect(div.get(late.id)).toBe(2);
  const after = await s.leagues.page('race');
  expect(after.lastSeason!.moves.map((m) => [m.userId, m.from, m.to]).sort()).toEqual([[down[0], 1, 2], [down[1], 1, 2], [up, 2, 1]].sort());

  // The page: last season's moves, the running season's divisions, standings and games, in both languages.
  const en = await request(site.app).get('/leagues/race').expect(200);
  expect(en.text).toContain('Season 1: up and down');
  expect(en.text).toContain('Season 2 is running.');
  expect(en.text).toContain(`up to division 1`);
  expect(en.text).toContain(`down to division 2`);
  expect(en.text).toContain('Division 2');
  expect(en.text).toContain('Standings');
  const de = await request(site.app).get('/leagues/race').set('Cookie', 'lang=de').expect(200);
  expect(de.text).toContain('Saison 1: Auf- und Abstieg');
  expect(de.text).toContain('steigt ab in Division 2');
  expect(de.text).toContain('Saison 2 läuft.');
  const xx = await request(site.app).get('/leagues/race').set('Cookie', 'lang=xx').expect(200);
  expect(hardCoded(xx.text, [...players.map((p) => p.username), 'Latecomer', 'Race'])).toEqual([]);

  // Season 2 started at once: division 1 has 9 players, division 2 four (one table).
  const season2 = await s.db.leagueSeason.findFirstOrThrow({ where: { number: 2 }, include: { players: true, games: true } });
  expect(season2.players.filter((p) => p.division === 1)).toHaveLength(9);
  expect(season2.games.filter((g) => g.division === 2).map((g) => g.players.length)).toEqual([4]);
  expect(after.viewer).toMatchObject({ member: false });

  // Not played: a week after its end date, the sweep ends it; its running games count as ties.
  clock.set(new Date(season2.endsAt.getTime() + 7 * DAY - MINUTE));
  expect(await s.sweep()).toMatchObject({ leagueSeasonsEnded: 0 });
  clock.set(new Date(season2.endsAt.getTime() + 7 * DAY + MINUTE));
  expect(await s.sweep()).toMatchObject({ leagueSeasonsEnded: 1, leagueSeasonsStarted: 1 });
  const ended2 = await s.db.leagueSeasonPlayer.findMany({ where: { seasonId: season2.id } });
  // all tied: every player 1.5 points a game; places by the seeding rating (his rating at the season's start: season 1 changed them), then id
  for (const division of [1, 2]) {
    const rows = ended2.filter((p) => p.division === division).sort((a, b) => a.place! - b.place!);
    const byRating = [...rows].sort((a, b) => b.seedRating - a.seedRating || a.userId - b.userId);
    expect(rows.map((r) => r.userId)).toEqual(byRating.map((r) => r.userId));
    for (const r of rows) expect(r.points).toBeCloseTo(1.5 * season2.games.filter((g) => g.players.includes(r.userId)).length, 6);
  }
  expect((await s.db.leagueSeason.findFirstOrThrow({ where: { number: 3 } })).status).toBe('RUNNING');
}, 6 * LONG_MS);
