/**
 * The league in a real browser (chromium, issue 35): a player finds the leagues from the lobby,
 * joins the Race league on its page; when the season starts his page shows his division's games
 * by itself, the lobby has his one league line, and when his game ends the league page shows the
 * new standings without a reload (its stream follows the season's games).
 */
import type { Page } from 'playwright-core';
import { browserSiteForThisFile, newPlayerPage, signUpIn, textIn } from './browser';
import { playOutAsRobots } from '../support/play';
import { LIVE_MS, SERVER_MS } from '../support/patience';
import { makeUser } from '../support/users';
import { ManualClock } from '../../src/clock';

const clock = new ManualClock('2026-12-02T10:00:00Z'); // a Wednesday
const b = browserSiteForThisFile({ clock });

/** The page was not loaded again since the marker was set (a live update swapped it). */
async function notReloaded(page: Page, marker: number): Promise<void> {
  expect(await page.evaluate('window.marker')).toBe(marker);
}

/** The standings of division 1 as the page shows them: [player, points, games] per row. */
async function standings(page: Page): Promise<string[][]> {
  const rows = await page.locator('#division-1 table.standings tbody tr').all();
  return Promise.all(rows.map(async (r) => (await r.locator('td').allTextContents()).filter((_t, i) => i === 1 || i === 2 || i === 5).map((t) => t.trim())));
}

it('a player joins the league from the lobby and sees his division follow the season live', async () => {
  const s = b.site.services;
  const { page: anna } = await newPlayerPage(b);
  await signUpIn(b, anna, 'Anna');
  await s.db.user.updateMany({ data: { emailConfirmedAt: new Date() } });
  const ben = await makeUser(s, 'Ben');

  // The lobby leads to the leagues; Anna joins the Race league on its page.
  await anna.reload();
  await textIn(anna, '#your-leagues', 'Every game has a standing league');
  await anna.click('#your-leagues a[href="/leagues"]');
  await anna.click('a[href="/leagues/race"]');
  await anna.click('button:has-text("Join the league")');
  await textIn(anna, 'main', 'You play from the next season');
  await s.leagues.join('race', ben.id);

  // The season starts (the worker's sweep): her page shows the division's game by itself.
  await anna.evaluate('window.marker = 1');
  clock.set('2026-12-07T00:00:30Z');
  expect(await s.sweep()).toMatchObject({ leagueSeasonsStarted: 1 });
  await textIn(anna, '#division-1', 'playing', SERVER_MS);
  await notReloaded(anna, 1);
  expect(await standings(anna)).toEqual(expect.arrayContaining([['Anna', '0', '0'], ['Ben', '0', '0']]));
  const gameId = (await s.db.leagueGame.findFirstOrThrow()).gameId;

  // The lobby: one line for her league.
  await anna.goto(`${b.base}/`);
  await textIn(anna, '#your-leagues', 'Your Race league: division 1, season 1');
  expect(await anna.locator('#your-leagues li').count()).toBe(1);
  await anna.click('#your-leagues a[href="/leagues/race"]');

  // Her game ends: the standings change without a reload.
  await anna.evaluate('window.marker = 2');
  await playOutAsRobots(s, gameId, 3);
  await textIn(anna, '#division-1', 'finished', LIVE_MS);
  await notReloaded(anna, 2);
  const after = await standings(anna);
  expect(after.map((r) => r[2])).toEqual(['1', '1']);
  expect(after.map((r) => r[1]).sort()).toEqual(['0', '3']);
});
