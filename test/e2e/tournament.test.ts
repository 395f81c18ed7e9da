/**
 * A tournament in two browsers (real chromium, issue 35): the organiser makes it through the form,
 * two players sign up on its page, the organiser starts it and the worker seats round 1 — both
 * pages show it without a reload; each finds his game from the tournament page; when the game
 * ends, both tournament pages show it, the standings and the next round by themselves, and at the
 * end the final placing.
 */
import type { Page } from 'playwright-core';
import { browserSiteForThisFile, newPlayerPage, signUpIn, textIn } from './browser';
import { playOutAsRobots } from '../support/play';
import { LIVE_MS, SERVER_MS } from '../support/patience';

const b = browserSiteForThisFile({ worker: true });

/** The page was not loaded again since the marker was set (a live update swapped it). */
async function notReloaded(page: Page, marker: number): Promise<void> {
  expect(await page.evaluate('window.marker')).toBe(marker);
}

/** The game a player's "Go to your game" link leads to, once the page shows it. */
async function myGameLink(page: Page): Promise<string> {
  const link = page.locator('.next-game a.button');
  await link.waitFor({ timeout: SERVER_MS });
  return (await link.getAttribute('href')) ?? '';
}

it('two players sign up, find their games from the tournament page, and see it follow the rounds live', async () => {
  const { page: anna } = await newPlayerPage(b);
  const { page: ben } = await newPlayerPage(b);
  await signUpIn(b, anna, 'Anna');
  await signUpIn(b, ben, 'Ben');
  await b.site.services.db.user.updateMany({ data: { emailConfirmedAt: new Date() } });

  // Anna makes a Swiss tournament of Race for two, two rounds at tables of 2.
  await anna.click('.site-header a[href="/tournaments"]');
  await anna.click('a.button[href^="/tournaments/new"]');
  await anna.click('.choose-game a[href="/tournaments/new?game=race"]');
  await anna.fill('input[name=name]', 'Spring Cup');
  await anna.selectOption('select[name=format]', 'swiss');
  await anna.selectOption('select[name=tableSize]', '2');
  await anna.fill('input[name=rounds]', '2');
  await anna.fill('input[name=minPlayers]', '2');
  await anna.fill('input[name=maxPlayers]', '2');
  await anna.click('button:has-text("Create the tournament")');
  await anna.waitForURL(/\/tournaments\/\d+$/);
  const url = anna.url();
  expect(await anna.textContent('h1')).toBe('Spring Cup');

  // Ben finds it in the list and takes part; then Anna, who may then start it.
  await ben.goto(`${b.base}/tournaments`);
  await ben.click(`#open-tournaments a[href="${new URL(url).pathname}"]`);
  await ben.click('button:has-text("Take part")');
  await textIn(ben, 'main', 'You are signed up.');
  await anna.reload();
  await anna.click('button:has-text("Take part")');
  await textIn(anna, 'main', 'Start the tournament now');

  // She starts it; the worker seats round 1, and both pages show it by themselves.
  await ben.evaluate('window.marker = 1');
  await anna.evaluate('window.marker = 2');
  await anna.click('button:has-text("Start the tournament now")');
  const annaGame = await myGameLink(anna);
  const benGame = await myGameLink(ben);
  await notReloaded(ben, 1);
  expect(annaGame).toBe(benGame);
  await textIn(ben, '#round-1', 'Table 1');
  expect(await ben.textContent('.tournament-state')).toContain('Round 1 of 2');

  // Each finds his game from the tournament page: his button, or his table's link.
  await ben.click('.next-game a.button');
  await ben.waitForURL(`${b.base}${benGame}`);
  await ben.waitForSelector('#game-live');
  await ben.goBack();
  await ben.waitForURL(url);
  await anna.click(`#round-1 a[href="${annaGame}"]`);
  await anna.waitForURL(`${b.base}${annaGame}`);
  await anna.goBack();
  await anna.waitForURL(url);

  // The game ends: both pages show it finished, the standings after round 1, and round 2.
  await anna.evaluate('window.marker = 3');
  await ben.evaluate('window.marker = 4');
  const gameId = Number(/\d+$/.exec(annaGame)![0]);
  await playOutAsRobots(b.site.services, gameId, 3);
  for (const page of [anna, ben]) {
    await textIn(page, '#round-1', 'finished', LIVE_MS);
    await textIn(page, '#round-1', 'Standings after round 1', SERVER_MS);
    await textIn(page, '.tournament-state', 'Round 2 of 2', SERVER_MS);
  }
  await notReloaded(anna, 3);
  await notReloaded(ben, 4);
  const second = await myGameLink(ben);
  expect(second).not.toBe(benGame);

  // The last game ends: the final placing, live.
  await playOutAsRobots(b.site.services, Number(/\d+$/.exec(second)![0]), 5);
  for (const page of [anna, ben]) {
    await textIn(page, '#final', 'Final placing', SERVER_MS);
    await textIn(page, '.tournament-state', 'Finished', SERVER_MS);
  }
  await notReloaded(anna, 3);
  await notReloaded(ben, 4);
  const places = await anna.locator('#final li .player-link').allTextContents();
  expect(places.sort()).toEqual(['Anna', 'Ben']);
});
