/**
 * What a timed-out seat of a tournament's game does, as its organiser chose (docs/tournaments.md,
 * "Timeouts"): `forfeit` (the default) — the robot plays the seat on at once and the player ranks
 * last at his table; `robot` — the robot plays for him and the place it reaches is his. Both
 * driven through the worker as the site runs them: the clock of the seat is moved past its
 * deadline, the minute's deadline sweep takes it over, the system plays the game to its end, and
 * the table's ranks and the tournament's standings count the rule. An unknown rule is refused.
 */
import { createTestDb, type TestDb } from '../support/db';
import { makeUser, type TestUser } from '../support/users';
import { LONG_MS } from '../support/patience';
import { waitFor } from '../support/jobs';
import { HttpError } from '../../src/http/errors';
import { findGame } from '../../src/games/registry';
import { forfeitRanks, lostSeats } from '../../src/services/playing/results';
import { bootSite, handStandings, giveRatings, playUntil, storedTables, type RunningSite } from './support';

let t: TestDb;
let site: RunningSite;
let players: TestUser[];
let org: TestUser;
const rating = (id: number) => id % 7;
beforeAll(async () => {
  t = await createTestDb();
  site = await bootSite(t.url);
  org = await makeUser(site.services, 'Organiser');
  players = [];
  for (let i = 1; i <= 4; i++) players.push(await makeUser(site.services, `Late${i}`));
  await giveRatings(site.db, 'race', new Map(players.map((p) => [p.id, rating(p.id)])));
});
afterAll(async () => {
  await site?.stop();
  await t?.close();
});

/** One table of 4 (a Swiss of one round) whose first seat to act runs out of time; played to the end. */
async function playWithTimeout(timeouts: 'forfeit' | 'robot' | undefined) {
  const s = site.services;
  const id = await s.tournaments.create(org.id, { name: `Race ${timeouts ?? 'default'}`, gameType: 'race', tableSize: 4, format: 'swiss', rounds: 1, minPlayers: 4, maxPlayers: 4, rated: true, deadlineDays: 2, ...(timeouts ? { timeouts } : {}) });
  for (const p of players) await s.tournaments.join(id, p.id);
  await s.tournaments.start(id, org.id);
  await waitFor(async () => (await s.db.game.count({ where: { status: 'ACTIVE', tournamentTable: { tournamentId: id } } })) === 1, LONG_MS, 'the round');
  const game = await s.db.game.findFirstOrThrow({ where: { tournamentTable: { tournamentId: id } } });
  // the seat's time runs out (its deadline moved into the past), and the minute's sweep sees it
  const late = game.toAct[0];
  await s.db.seat.update({ where: { gameId_seat: { gameId: game.id, seat: late } }, data: { deadlineAt: new Date(Date.now() - 1000) } });
  await s.deadlines.sweep();
  const seat = await s.db.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId: game.id, seat: late } } });
  // either rule: the robot takes over at once, no decision by the others
  expect(seat).toMatchObject({ replaced: true, decisionDueAt: null });
  expect(seat.timedOutAt).not.toBeNull();
  expect(await s.db.email.count({ where: { kind: 'timeout-others' } })).toBe(0);
  await playUntil(() => site, id, 3 * LONG_MS);
  const [table] = await storedTables(s.db, id);
  const ended = await s.db.game.findUniqueOrThrow({ where: { id: game.id } });
  // the ranks the game itself gives (what the robot and the others achieved)
  const own = findGame('race')!.outcome(ended.state as never).ranks!;
  const ids = players.map((p) => p.id);
  const page = await s.tournaments.page(id);
  // (the seeding ratings as the tournament read them at its start: an earlier rated test moved them)
  const seeds = new Map((await s.db.tournamentPlayer.findMany({ where: { tournamentId: id } })).map((p) => [p.userId, p.seedRating]));
  const hand = handStandings(4, [table], ids, (x) => seeds.get(x)!);
  expect(page.summary.status).toBe('FINISHED');
  expect(page.rounds[0].standings.map((x) => x.id)).toEqual(hand.map((x) => x.id));
  page.rounds[0].standings.forEach((row, i) => expect(row.points).toBeCloseTo(hand[i].points, 5));
  expect(page.final!.map((x) => x.userId)).toEqual(hand.map((x) => x.id));
  const log = await s.db.move.findMany({ where: { gameId: game.id, kind: 'EVENT' }, orderBy: { seq: 'asc' } });
  return { id, late, table, own, result: ended.result as { ranks: number[]; timedOut?: number[] }, page, log, lateUser: seat.userId! };
}

it('forfeit (the default): the robot plays the seat on, the player ranks last at his table and in the standings', async () => {
  const { table, late, own, result, page, lateUser, log } = await playWithTimeout(undefined);
  expect(page.summary.timeouts).toBe('forfeit');
  expect(table.ranks).toEqual(forfeitRanks(own, [late]));
  expect(table.ranks[late]).toBe(4);
  expect(table.timedOut[late]).toBe(true);
  expect(result.timedOut).toEqual([late]);
  // a table of one round: his place is the last
  expect(page.final!.find((x) => x.userId === lateUser)!.place).toBe(4);
  expect(JSON.stringify(log.map((m) => m.lines))).toContain('site.log.takeoverOwnTournament"');
}, 4 * LONG_MS);

it('robot: the robot plays for the player, and the place it reaches is his (no forfeit; the game stays rated)', async () => {
  const { id, table, own, result, log, late } = await playWithTimeout('robot');
  expect((await site.services.tournaments.page(id)).summary.timeouts).toBe('robot');
  expect(table.ranks).toEqual(own);
  expect(table.timedOut.every((x) => !x)).toBe(true);
  expect(result.timedOut).toBeUndefined();
  // rated as every seat the robot took over: by the place his seat got
  const results = await site.db.seatResult.findMany({ where: { gameId: table.gameId }, orderBy: { seat: 'asc' } });
  expect(results[late]).toMatchObject({ rank: own[late], timedOut: false });
  expect(results.every((r) => r.muAfter !== null)).toBe(true);
  expect(JSON.stringify(log.map((m) => m.lines))).toContain('site.log.takeoverOwnTournamentRobot');
  const mail = await site.db.email.findFirstOrThrow({ where: { kind: 'timeout', userId: players.find((p) => p.id === table.players[late])!.id }, orderBy: { id: 'desc' } });
  expect(mail.text).toContain('plays it for you to the end');
}, 4 * LONG_MS);

it('refuses an unknown rule (400) and stores nothing', async () => {
  const before = await site.db.tournament.count();
  const err = await site.services.tournaments
    .create(org.id, { name: 'Race bogus', gameType: 'race', tableSize: 4, format: 'swiss', minPlayers: 4, maxPlayers: 4, timeouts: 'bogus' })
    .catch((e: unknown) => e);
  expect(err).toBeInstanceOf(HttpError);
  expect((err as HttpError).status).toBe(400);
  expect(await site.db.tournament.count()).toBe(before);
});

it('the seats that lose: every seat the robot took over, but under `robot` not one taken over at its timeout', () => {
  const at = new Date();
  // seat 1 ran out of time and the robot took it; seat 2's player withdrew (taken over with no timeout)
  const seats = [{ replaced: false, timedOutAt: null }, { replaced: true, timedOutAt: at }, { replaced: true, timedOutAt: null }, { replaced: false, timedOutAt: at }].map((x, seat) => ({ ...x, seat }));
  const game = (tournamentTimeouts: 'forfeit' | 'robot' | null | undefined) => ({ seats, tournamentTimeouts }) as unknown as Parameters<typeof lostSeats>[0];
  expect(lostSeats(game(null))).toEqual([1, 2]); // no tournament: the site's rule
  expect(lostSeats(game(undefined))).toEqual([1, 2]);
  expect(lostSeats(game('forfeit'))).toEqual([1, 2]);
  expect(lostSeats(game('robot'))).toEqual([2]); // a withdrawal still loses
});
