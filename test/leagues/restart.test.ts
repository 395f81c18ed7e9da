/**
 * A league's season start survives a process dying between the transaction that made the
 * season's games and their start: the next sweep starts the OPEN games, and makes no second
 * season. Two sweeps at once start one season (the league's advisory lock).
 */
import { createTestSite, type TestSite } from '../support/app';
import { makeUser } from '../support/users';
import { ManualClock } from '../../src/clock';

let site: TestSite;
const clock = new ManualClock('2026-12-02T10:00:00Z');
beforeAll(async () => {
  site = await createTestSite({ clock });
});
afterAll(() => site?.close());

it('starts the games a dead process left OPEN, once, and one season for sweeps at once', async () => {
  const s = site.services;
  for (let i = 1; i <= 7; i++) await s.leagues.join('automobiles', (await makeUser(s, `Driver${i}`)).id);
  clock.set('2026-12-07T00:01:00Z');
  // the process dies after the commit, while starting the first game
  const start = jest.spyOn(s.lobby, 'startIfFull').mockRejectedValueOnce(new Error('killed'));
  await expect(s.leagues.sweep()).rejects.toThrow('killed');
  start.mockRestore();
  const games = await s.db.leagueGame.findMany({ include: { game: { select: { status: true } } } });
  expect(games.length).toBeGreaterThan(0);
  expect(games.every((g) => g.game.status === 'OPEN')).toBe(true);
  // the next sweeps (two at once) start them and make no second season
  await Promise.all([s.leagues.sweep(), s.leagues.sweep()]);
  expect(await s.db.leagueSeason.count()).toBe(1);
  const after = await s.db.game.findMany({ where: { leagueGame: { isNot: null } }, select: { status: true, numSeats: true } });
  expect(after.every((g) => g.status === 'ACTIVE')).toBe(true);
  // 7 players at tables of 4 (4 + 3): every round seats all of them
  expect(after.reduce((n, g) => n + g.numSeats, 0) % 7).toBe(0);
});
