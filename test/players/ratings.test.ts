/**
 * Ratings: written in the transaction that finishes a game, from its final places, with ties,
 * robots (fixed, never updated) and timeouts (a loss) — checked against openskill's own figures:
 * the numbers of its README, and its `rate` called here on the same ratings.
 */
import { createRequire } from 'node:module';
import { createTestSite, TestSite } from '../support/app';
import { makeUser, TestUser } from '../support/users';
import { playIfMyTurn, playOutAsRobots } from '../support/play';
import { firstRating, rateGame, ROBOT_RATINGS, shownRating } from '../../src/services/people/ratings/model';
import { loadGame, moduleOf } from '../../src/services/playing/game-record';
import { msg } from '../../src/engine/text';
import { DAY, ManualClock } from '../../src/clock';

// The library itself, for the expected figures (not through our wrapper).
type Rating = { mu: number; sigma: number };
const openskill = createRequire(__filename)('openskill') as { rate: (teams: Rating[][], o: object) => Rating[][] };
const { plackettLuce } = createRequire(__filename)('openskill/models') as { plackettLuce: unknown };
const libraryRate = (ratings: Rating[], rank: number[]) => openskill.rate(ratings.map((r) => [r]), { rank, model: plackettLuce }).map(([r]) => r);


let site: TestSite;
let clock: ManualClock;
const users: TestUser[] = [];
const NAMES = ['Anna', 'Ben', 'Cleo', 'Dan', 'Eva', 'Finn'];

beforeAll(async () => {
  clock = new ManualClock('2026-05-04T09:00:00Z');
  site = await createTestSite({ clock });
  for (const n of NAMES) users.push(await makeUser(site.services, n));
});
afterAll(async () => {
  await site.close();
});

/** A started game of `type` with these players (seat order as given), and robots after them. */
async function startGame(type: string, players: TestUser[], robots = 0, deadlineDays = 0, rated?: boolean, strength?: string[]): Promise<number> {
  const s = site.services;
  const seats = players.length + robots;
  const id = await s.lobby.createGame(players[0].id, { gameType: type, seats, robots, strength, invite: players.slice(1).map((p) => p.username).join(','), deadlineDays, ...(rated ? { rated: 'on' } : {}) });
  for (const p of players.slice(1)) await s.lobby.join(id, p.id);
  const g = await loadGame(s.db, id);
  expect(g.status).toBe('ACTIVE');
  return id;
}

/** Ends the game with these places, as the platform ends a game (GameService.commit with its result). */
async function endWith(id: number, ranks: number[], timedOut: number[] = []) {
  const s = site.services;
  const g = await loadGame(s.db, id);
  const change = { ...s.games.eventChange(g, null, { event: 'test-end' }, s.games.viewers(g).map(() => msg('site.result.over'))), endWith: { ranks, summary: msg('site.result.over'), timedOut } };
  await s.games.commit(g, moduleOf(g), change);
}

async function ratingOf(userId: number, type: string): Promise<Rating & { games: number; wins: number }> {
  const r = await site.services.db.rating.findUniqueOrThrow({ where: { userId_gameType: { userId, gameType: type } } });
  return { mu: r.mu, sigma: r.sigma, games: r.games, wins: r.wins };
}

const close = (a: Rating, b: Rating) => {
  expect(a.mu).toBeCloseTo(b.mu, 10);
  expect(a.sigma).toBeCloseTo(b.sigma, 10);
};

describe('the model', () => {
  // openskill's README: four newcomers with places 4 1 3 2, and with scores 37 19 37 42 (places 2 4 2 1: a tie).
  it.each([
    [[4, 1, 3, 2], [[20.963, 8.084], [27.795, 8.263], [24.689, 8.084], [26.553, 8.179]]],
    [[2, 4, 2, 1], [[24.689, 8.179], [22.826, 8.179], [24.689, 8.179], [27.795, 8.263]]],
  ])("gives openskill's README figures for places %j", (ranks, readme) => {
    const f = firstRating();
    rateGame([f, f, f, f], ranks).seats.forEach((r, i) => {
      expect(r.mu).toBeCloseTo(readme[i][0], 2);
      expect(r.sigma).toBeCloseTo(readme[i][1], 2);
    });
  });

  it('starts every robot seat from its strength\'s rating, moves each strength by the mean of its seats\' new ratings, and shows a newcomer as 1500', () => {
    const normal = { mu: 27, sigma: 5 };
    const strong = { mu: 29, sigma: 4 };
    const after = rateGame([{ robot: 'normal' }, firstRating(), { robot: 'normal' }, { robot: 'strong' }], [2, 1, 4, 3], { normal, strong });
    const lib = libraryRate([normal, firstRating(), normal, strong], [2, 1, 4, 3]);
    after.seats.forEach((r, i) => close(r, lib[i]));
    close(after.robots.normal!, { mu: (lib[0].mu + lib[2].mu) / 2, sigma: (lib[0].sigma + lib[2].sigma) / 2 });
    close(after.robots.strong!, lib[3]);
    expect(after.robots.beginner).toBeUndefined();
    // a strength without a rating yet starts from its first one (beginner below normal below strong)
    const first = rateGame([{ robot: 'beginner' }, firstRating()], [1, 2]);
    close(libraryRate([ROBOT_RATINGS.beginner, firstRating()], [1, 2])[0], first.robots.beginner!);
    expect(ROBOT_RATINGS.beginner.mu).toBeLessThan(ROBOT_RATINGS.normal.mu);
    expect(ROBOT_RATINGS.normal.mu).toBeLessThan(ROBOT_RATINGS.strong.mu);
    // no robot in the game: no robot rating moves
    expect(rateGame([firstRating(), firstRating()], [1, 2], { normal }).robots).toEqual({});
    expect(shownRating(firstRating())).toBe(1500);
  });
});

describe('finished games', () => {
  it.each([
    [2, [2, 1]],
    [3, [1, 2, 2]],
    [4, [3, 1, 3, 2]],
    [5, [1, 1, 3, 4, 5]],
    [6, [6, 2, 1, 4, 4, 3]],
  ])('%i players with places %j: ratings as openskill rates them, once, in the finishing transaction', async (n, ranks) => {
    const type = 'chariot-race';
    const players = users.slice(0, n);
    const before = await Promise.all(players.map(async (p) => site.services.db.rating.findUnique({ where: { userId_gameType: { userId: p.id, gameType: type } } })));
    const id = await startGame(type, players);
    const g = await loadGame(site.services.db, id);
    // Seats may be in any order: the player of each seat.
    const bySeat = g.seats.map((s) => players.findIndex((p) => p.id === s.userId));
    const start = bySeat.map((pi) => (before[pi] ? { mu: before[pi]!.mu, sigma: before[pi]!.sigma } : firstRating()));
    const expected = libraryRate(start, ranks);
    await endWith(id, ranks);
    for (const s of g.seats) {
      const r = await ratingOf(s.userId!, type);
      close(r, expected[s.seat]);
      expect(r.games).toBe((before[bySeat[s.seat]]?.games ?? 0) + 1);
      expect(r.wins).toBe((before[bySeat[s.seat]]?.wins ?? 0) + (ranks[s.seat] === 1 ? 1 : 0));
    }
    const results = await site.services.db.seatResult.findMany({ where: { gameId: id }, orderBy: { seat: 'asc' } });
    expect(results.map((r) => r.rank)).toEqual(ranks);
    expect(results.map((r) => r.won)).toEqual(ranks.map((r) => r === 1));
    for (const r of results) {
      close({ mu: r.muBefore!, sigma: r.sigmaBefore! }, start[r.seat]);
      close({ mu: r.muAfter!, sigma: r.sigmaAfter! }, expected[r.seat]);
    }
    // A second ending of the same game does not land (the sequence check), so nothing is counted twice.
    await expect(endWith(id, ranks)).rejects.toMatchObject({ status: 409 });
    expect(await site.services.db.seatResult.count({ where: { gameId: id } })).toBe(n);
  });

  it('a game with robots its creator chose to rate: each robot counts with its strength\'s rating in the game, which the game moves', async () => {
    const type = 'chariot-race';
    const [cleo, dan] = [users[2], users[3]];
    const before = [await ratingOf(cleo.id, type), await ratingOf(dan.id, type)];
    const robotRow = (strength: 'beginner' | 'normal' | 'strong', gameType = type) => site.services.db.robotRating.findUnique({ where: { gameType_strength: { gameType, strength } } });
    const [strongBefore, beginnerBefore, normalBefore] = [await robotRow('strong'), await robotRow('beginner'), await robotRow('normal')];
    const strong = strongBefore ? { mu: strongBefore.mu, sigma: strongBefore.sigma } : ROBOT_RATINGS.strong;
    const beginner = beginnerBefore ? { mu: beginnerBefore.mu, sigma: beginnerBefore.sigma } : ROBOT_RATINGS.beginner;
    const id = await startGame(type, [cleo, dan], 2, 0, true, ['strong', 'beginner']);
    const g = await loadGame(site.services.db, id);
    // the robots sit with the strengths chosen, in seat order
    expect(g.seats.filter((s) => s.kind === 'ROBOT').map((s) => s.robotStrength)).toEqual(['strong', 'beginner']);
    const ranks = g.seats.map((s) => (s.kind === 'ROBOT' ? (s.robotStrength === 'strong' ? 1 : 3) : s.userId === cleo.id ? 2 : 4));
    const start = g.seats.map((s) => (s.kind === 'ROBOT' ? (s.robotStrength === 'strong' ? strong : beginner) : s.userId === cleo.id ? before[0] : before[1]));
    const expected = libraryRate(start.map((r) => ({ mu: r.mu, sigma: r.sigma })), ranks);
    await endWith(id, ranks);
    for (const s of g.seats.filter((x) => x.kind === 'HUMAN')) close(await ratingOf(s.userId!, type), expected[s.seat]);
    const robots = await site.services.db.seatResult.findMany({ where: { gameId: id, robot: true }, orderBy: { seat: 'asc' } });
    expect(robots.map((r) => [r.userId, r.muAfter, r.robotStrength])).toEqual([[null, null, 'strong'], [null, null, 'beginner']]);
    // each strength's rating in this game moved by its own seat: the strong robot won, the beginner did not
    const seatOf = (k: string) => g.seats.find((s) => s.robotStrength === k)!.seat;
    const strongAfter = (await robotRow('strong'))!;
    const beginnerAfter = (await robotRow('beginner'))!;
    close(strongAfter, expected[seatOf('strong')]);
    close(beginnerAfter, expected[seatOf('beginner')]);
    expect([strongAfter.games, strongAfter.wins]).toEqual([(strongBefore?.games ?? 0) + 1, (strongBefore?.wins ?? 0) + 1]);
    expect([beginnerAfter.games, beginnerAfter.wins]).toEqual([(beginnerBefore?.games ?? 0) + 1, beginnerBefore?.wins ?? 0]);
    // the normal robots' rating and another game's robots are untouched
    expect(await robotRow('normal')).toEqual(normalBefore);
    expect(await robotRow('strong', 'race')).toBeNull();
  });

  it('a game with a robot is not rated unless its creator chose so: places recorded, no rating moves', async () => {
    const type = 'chariot-race';
    const [eva, finn] = [users[4], users[5]];
    const before = [await site.services.db.rating.findUnique({ where: { userId_gameType: { userId: eva.id, gameType: type } } }), await site.services.db.rating.findUnique({ where: { userId_gameType: { userId: finn.id, gameType: type } } })];
    const robotBefore = await site.services.db.robotRating.findMany({ where: { gameType: type } });
    const id = await startGame(type, [eva, finn], 1);
    const g = await loadGame(site.services.db, id);
    expect(g.robotsRated).toBe(false);
    await endWith(id, [1, 2, 3]);
    const after = [await site.services.db.rating.findUnique({ where: { userId_gameType: { userId: eva.id, gameType: type } } }), await site.services.db.rating.findUnique({ where: { userId_gameType: { userId: finn.id, gameType: type } } })];
    expect(after).toEqual(before);
    expect(await site.services.db.robotRating.findMany({ where: { gameType: type } })).toEqual(robotBefore);
    const results = await site.services.db.seatResult.findMany({ where: { gameId: id }, orderBy: { seat: 'asc' } });
    expect(results.map((r) => r.rank)).toEqual([1, 2, 3]);
    for (const r of results) expect(r.muAfter).toBeNull();
  });

  it('a seat lost by timeout is a loss: last place, rated as such', async () => {
    const s = site.services;
    const [anna, ben, cleo] = users;
    const type = 'race';
    const id = await startGame(type, [anna, ben, cleo], 0, 2);
    // Play until Ben alone must act, then let his time run out; Anna ends the game.
    for (let i = 0; i < 200; i++) {
      const g = await loadGame(s.db, id);
      const benSeat = g.seats.find((x) => x.userId === ben.id)!.seat;
      if (g.toAct.length === 1 && g.toAct[0] === benSeat) break;
      for (const p of [anna, cleo, ben]) if (await playIfMyTurn(s, id, p.id, i)) break;
    }
    clock.advance(2 * DAY + 1000);
    await s.sweep();
    const g = await loadGame(s.db, id);
    const benSeat = g.seats.find((x) => x.userId === ben.id)!.seat;
    expect(g.seats[benSeat].timedOutAt).not.toBeNull();
    const before = g.seats.map((x) => firstRating());
    await s.deadlines.decide(id, anna.id, { seq: g.seq, seat: benSeat, action: 'end' });
    const done = await loadGame(s.db, id);
    const ranks = (done.result as { ranks: number[] }).ranks;
    expect(ranks[benSeat]).toBe(3);
    const expected = libraryRate(before, ranks);
    for (const x of done.seats) close(await ratingOf(x.userId!, type), expected[x.seat]);
    const results = await s.db.seatResult.findMany({ where: { gameId: id }, orderBy: { seat: 'asc' } });
    expect(results.map((r) => r.timedOut)).toEqual(done.seats.map((x) => x.seat === benSeat));
    expect((await ratingOf(ben.id, type)).mu).toBeLessThan(25);
  });

  it('a game played to its end by the rules: results, ratings and its length in moves', async () => {
    const s = site.services;
    const [, , , dan, eva] = users;
    const id = await startGame('race', [dan, eva]);
    await playOutAsRobots(s, id);
    const done = await loadGame(s.db, id);
    expect(done.status).toBe('FINISHED');
    const ranks = (done.result as { ranks: number[] }).ranks;
    const expected = libraryRate([firstRating(), firstRating()], ranks);
    for (const x of done.seats) close(await ratingOf(x.userId!, 'race'), expected[x.seat]);
    expect(done.moveCount).toBe(await s.db.move.count({ where: { gameId: id, kind: 'MOVE' } }));
  });

  it('a game not rated (ended early by agreement) keeps its results but moves no rating', async () => {
    const s = site.services;
    const [anna, ben] = users;
    const type = 'kraftwagen';
    const id = await startGame(type, [anna, ben]);
    await s.db.game.update({ where: { id }, data: { rated: false } });
    await endWith(id, [1, 2]);
    expect(await s.db.rating.count({ where: { gameType: type } })).toBe(0);
    const results = await s.db.seatResult.findMany({ where: { gameId: id } });
    expect(results).toHaveLength(2);
    for (const r of results) expect(r.muAfter).toBeNull();
  });
});
