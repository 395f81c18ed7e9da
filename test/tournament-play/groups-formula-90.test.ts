/**
 * The second driven tournament: groups then final of Formula 90 (the short race, junior
 * rules) at tables of 6, with 12 players: two tables, the best 3 of each to the final table. The
 * site is stopped in the middle of the first round and started again over the same database (the
 * tournament lives in PostgreSQL only): it goes on to the end. The worker alone seats the rounds;
 * the final placing is checked against the rules worked out by hand from the stored results.
 */
import { createTestDb, type TestDb } from '../support/db';
import { makeUser, type TestUser } from '../support/users';
import { LONG_MS } from '../support/patience';
import { waitFor } from '../support/jobs';
import { bootSite, giveRatings, handSnake, playUntil, storedTables, type RunningSite, type StoredTable } from './support';

let t: TestDb;
let site: RunningSite;
beforeAll(async () => {
  t = await createTestDb();
  site = await bootSite(t.url);
});
afterAll(async () => {
  await site?.stop();
  await t?.close();
});

/** At a table: by rank, then seeding rating (higher first), then id. */
function byRank(table: StoredTable, rate: (id: number) => number): { id: number; rank: number }[] {
  return table.players.map((id, i) => ({ id, rank: table.ranks[i] })).sort((a, b) => a.rank - b.rank || rate(b.id) - rate(a.id) || a.id - b.id);
}

it('plays groups then final of Formula 90 at 6 seats to the end, across a restart of the site', async () => {
  const s = site.services;
  const org = await makeUser(s, 'Marshal');
  const players: TestUser[] = [];
  for (let i = 1; i <= 12; i++) players.push(await makeUser(s, `Driver${String(i).padStart(2, '0')}`));
  const ids = players.map((p) => p.id);
  const rating = new Map(ids.map((id, i) => [id, [4, 9, 1, 12, 6, 3, 11, 2, 8, 10, 5, 7][i]]));
  await giveRatings(s.db, 'formula-90', rating);
  const rate = (id: number) => rating.get(id)!;

  const id = await s.tournaments.create(org.id, {
    name: 'F90 Cup',
    gameType: 'formula-90',
    options: { short: true, junior: true },
    tableSize: 6,
    format: 'groups',
    minPlayers: 6,
    maxPlayers: 12,
    rated: 'on',
    deadlineDays: 0,
  });
  for (const p of players) await s.tournaments.join(id, p.id);
  await s.tournaments.start(id, org.id);
  await waitFor(async () => (await s.db.game.count({ where: { status: 'ACTIVE', tournamentTable: { tournamentId: id, round: 1 } } })) === 2, LONG_MS, 'round 1');
  const round1 = await s.db.tournamentTable.findMany({ where: { tournamentId: id, round: 1 }, orderBy: { index: 'asc' } });
  expect(round1.map((x) => [...x.players].sort((a, b) => a - b))).toEqual(handSnake(ids, rate, 2));
  expect((await s.tournaments.page(id)).summary).toMatchObject({ status: 'RUNNING', currentRound: 1, plannedRounds: 2, format: 'groups' });
  const game = await s.db.game.findUniqueOrThrow({ where: { id: round1[0].gameId } });
  expect(game).toMatchObject({ numSeats: 6, deadlineDays: null, rated: true, options: expect.objectContaining({ short: true, junior: true }) });

  // Played a while, then the site stops (jobs in flight are left as a killed process leaves them) …
  await playUntil(() => site, id, 6 * LONG_MS, async () => (await s.db.move.count({ where: { gameId: { in: round1.map((x) => x.gameId) } } })) >= 60);
  await site.stop();
  const during = await t.db.tournament.findUniqueOrThrow({ where: { id } });
  expect(during).toMatchObject({ status: 'RUNNING', currentRound: 1 });
  // … and a new one over the same database carries it on to the end.
  site = await bootSite(t.url);
  await playUntil(() => site, id, 10 * LONG_MS);
  const db = site.db;

  const tables = await storedTables(db, id);
  expect(tables.map((x) => [x.round, x.players.length])).toEqual([[1, 6], [1, 6], [2, 6]]);
  // the best 3 of each first-round table (by rank, then rating) went to the final
  const first = tables.filter((x) => x.round === 1);
  const qualified = first.flatMap((x) => byRank(x, rate).slice(0, 3).map((p) => p.id));
  const final = tables.find((x) => x.round === 2)!;
  expect([...final.players].sort((a, b) => a - b)).toEqual([...qualified].sort((a, b) => a - b));
  // the final placing: the final table by rank (then rating, id); then those out in round 1 by their rank at their table, then rating, id
  const out = first.flatMap((x) => byRank(x, rate).slice(3));
  out.sort((a, b) => a.rank - b.rank || rate(b.id) - rate(a.id) || a.id - b.id);
  const expected = [...byRank(final, rate).map((p) => p.id), ...out.map((p) => p.id)];
  const stored = await db.tournamentPlayer.findMany({ where: { tournamentId: id } });
  expect([...stored].sort((a, b) => a.place! - b.place!).map((p) => p.userId)).toEqual(expected);
  const page = await site.services.tournaments.page(id);
  expect(page.summary).toMatchObject({ status: 'FINISHED', currentRound: 2 });
  expect(page.final!.map((x) => x.userId)).toEqual(expected);
  expect(page.rounds[1].tables[0].players.map((p) => p.rank)).toEqual(final.ranks);
  await waitFor(async () => (await db.email.count({ where: { kind: 'tournament-over' } })) === 12, LONG_MS, 'the last mails');
  // a round's mail to each player seated in it: 12 + 6
  expect(await db.email.count({ where: { kind: 'tournament-round' } })).toBe(18);
});
