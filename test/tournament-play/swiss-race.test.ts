/**
 * The first driven tournament: a 16-player Swiss of Race at tables of 4, played to the
 * end. The players are away: the system plays their seats (robot-move jobs), and the worker
 * alone seats each round when the games of the one before have ended. The standings after every
 * round and the final placing are checked against the rules worked out by hand from the stored
 * results; a timeout in a tournament game goes to the robot at once and is a forfeit; ending a
 * tournament game by agreement is refused.
 */
import { createTestDb, type TestDb } from '../support/db';
import { makeUser, type TestUser } from '../support/users';
import { LONG_MS } from '../support/patience';
import { waitFor } from '../support/jobs';
import { HttpError } from '../../src/http/errors';
import { bootSite, handSnake, handStandings, giveRatings, playUntil, storedTables, type RunningSite } from './support';

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

it('plays a 16-player Swiss of Race at 4 seats to the end, as the rules say', async () => {
  const s = site.services;
  const org = await makeUser(s, 'Organiser');
  const players: TestUser[] = [];
  for (let i = 1; i <= 16; i++) players.push(await makeUser(s, `Racer${String(i).padStart(2, '0')}`));
  const ids = players.map((p) => p.id);
  // distinct seeding ratings, not in id order (some equal, decided by id)
  const rating = new Map(ids.map((id, i) => [id, [7, 3, 11, 3, 0, 15, 9, 1, 12, 5, 14, 2, 8, 13, 6, 10][i]]));
  await giveRatings(s.db, 'race', rating);
  const rate = (id: number) => rating.get(id)!;

  const id = await s.tournaments.create(org.id, { name: 'Race Swiss', gameType: 'race', tableSize: 4, format: 'swiss', minPlayers: 8, maxPlayers: 16, rated: true, deadlineDays: 2 });
  for (const p of players) await s.tournaments.join(id, p.id);
  await s.tournaments.start(id, org.id);

  // The worker seats round 1: snake seeding by rating into 4 tables of 4.
  await waitFor(async () => (await s.db.game.count({ where: { status: 'ACTIVE', tournamentTable: { tournamentId: id, round: 1 } } })) === 4, LONG_MS, 'round 1');
  const round1 = await s.db.tournamentTable.findMany({ where: { tournamentId: id, round: 1 }, orderBy: { index: 'asc' } });
  expect(round1.map((x) => [...x.players].sort((a, b) => a - b))).toEqual(handSnake(ids, rate, 4));
  const games1 = await s.db.game.findMany({ where: { id: { in: round1.map((x) => x.gameId) } }, include: { seats: true }, orderBy: { id: 'asc' } });
  for (const g of games1) {
    expect(g).toMatchObject({ gameType: 'race', numSeats: 4, deadlineDays: 2, rated: true, status: 'ACTIVE' });
    expect(g.seats.every((x) => x.kind === 'HUMAN')).toBe(true);
  }
  expect((await s.tournaments.page(id)).summary).toMatchObject({ status: 'RUNNING', currentRound: 1, plannedRounds: 3, players: 16 });

  // Ending a tournament game early by agreement is refused.
  const g2 = games1[1];
  const voter = g2.seats[0].userId!;
  const vote = await s.endVotes.vote(g2.id, voter, { seq: g2.seq, agree: true }).catch((e: unknown) => e);
  expect(vote).toBeInstanceOf(HttpError);
  expect([(vote as HttpError).status, ((vote as HttpError).text as { key: string }).key]).toEqual([409, 'site.tournament.error.noEndVote']);

  // A timeout: the robot takes over at once (no decision by the others), the seat forfeits.
  const g1 = games1[0];
  const late = g1.toAct[0];
  await s.db.seat.update({ where: { gameId_seat: { gameId: g1.id, seat: late } }, data: { deadlineAt: new Date(Date.now() - 1000) } });
  await s.deadlines.sweep();
  const seat = await s.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId: g1.id, seat: late } } });
  expect(seat).toMatchObject({ replaced: true, decisionDueAt: null });
  expect(seat.timedOutAt).not.toBeNull();

  await playUntil(() => site, id, 6 * LONG_MS);

  const tables = await storedTables(s.db, id);
  expect(tables.length).toBe(12);
  // the seat that ran out of time has the last place at its table
  const forfeit = tables.find((x) => x.gameId === g1.id)!;
  expect(forfeit.timedOut[late]).toBe(true);
  expect(forfeit.ranks[late]).toBe(4);
  // every round seats every player once; no pair meets twice in 3 rounds
  const pairs = new Set<string>();
  for (let round = 1; round <= 3; round++) {
    const seated = tables.filter((x) => x.round === round).flatMap((x) => x.players);
    expect([...seated].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const x of tables.filter((y) => y.round === round)) {
      for (const a of x.players) for (const b of x.players) if (a < b) {
        expect(pairs.has(`${a}:${b}`)).toBe(false);
        pairs.add(`${a}:${b}`);
      }
    }
  }

  // The standings after every round, as the page shows them, are the hand-computed ones.
  const page = await s.tournaments.page(id);
  expect(page.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
  for (const r of page.rounds) {
    const hand = handStandings(4, tables.filter((x) => x.round <= r.round), ids, rate);
    expect(r.standings.map((x) => x.id)).toEqual(hand.map((x) => x.id));
    r.standings.forEach((row, i) => {
      expect(row.points).toBeCloseTo(hand[i].points, 5);
      expect(row.buchholz).toBeCloseTo(hand[i].buchholz, 5);
      expect(row.wins).toBe(hand[i].wins);
      expect(row.place).toBe(i + 1);
    });
  }
  // The final placing is stored with the players, and told by mail.
  const final = handStandings(4, tables, ids, rate);
  const stored = await s.db.tournamentPlayer.findMany({ where: { tournamentId: id } });
  for (const [i, row] of final.entries()) expect(stored.find((p) => p.userId === row.id)!.place).toBe(i + 1);
  expect(page.summary.status).toBe('FINISHED');
  expect(page.final!.map((x) => x.userId)).toEqual(final.map((x) => x.id));
  // (the mails are queued right after the tournament is stored as over)
  await waitFor(async () => (await s.db.email.count({ where: { kind: 'tournament-over' } })) === 16, LONG_MS, 'the last mails');
  const roundMails = await s.db.email.findMany({ where: { kind: 'tournament-round' } });
  expect(roundMails.length).toBe(48);
  // (the round's mail says the game has started: no "has started" mail of the game besides)
  expect(await s.db.email.count({ where: { kind: 'started' } })).toBe(0);
  const overMails = await s.db.email.findMany({ where: { kind: 'tournament-over' }, orderBy: { id: 'asc' } });
  expect(overMails.length).toBe(16);
  const winner = players.find((p) => p.id === final[0].id)!;
  expect(overMails.find((m) => m.userId === winner.id)!.subject).toBe('Race Swiss is over: your place 1 of 16');
  expect(roundMails.find((m) => m.userId === winner.id && m.subject.includes('round 3'))!.subject).toBe('Race Swiss: round 3 has started');
  // The places show on the players' own lists.
  expect((await s.tournaments.ofUser(winner.id))[0]).toMatchObject({ place: 1, summary: { id, status: 'FINISHED' } });
});
