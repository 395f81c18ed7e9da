/**
 * End to end in a real headless browser (Debian's chromium driven by playwright-core): two
 * players sign up, create and join a Race game, and play it to the end through the pages only,
 * then step through its replay.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { chromium, Browser, Page } from 'playwright-core';
import { createTestSite, TestSite } from '../support/app';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let site: TestSite;
let server: Server;
let base: string;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`chromium is missing at ${CHROMIUM}: run \`apt-get install chromium\` (npm test does it as root)`);
  site = await createTestSite();
  server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await site?.close();
});

async function signUp(page: Page, name: string): Promise<void> {
  await page.goto(`${base}/register`);
  await page.fill('input[name=username]', name);
  await page.fill('input[name=email]', `${name.toLowerCase()}@example.org`);
  await page.fill('input[name=password]', 'a good long password');
  await page.click('button[type=submit].primary');
  await page.waitForURL(`${base}/`);
}

/** The text of the status line of a game page. */
async function status(page: Page): Promise<string> {
  return (await page.textContent('p.status')) ?? '';
}

it('two players sign up, create, join and play a whole Race game in the browser', async () => {
  const anna = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  const ben = await (await browser.newContext()).newPage();
  anna.setDefaultTimeout(15_000);
  ben.setDefaultTimeout(15_000);
  await signUp(anna, 'Anna');
  await signUp(ben, 'Ben');

  await anna.goto(`${base}/games/new?game=race`);
  await anna.selectOption('select[name=seats]', '2');
  await anna.check('input[name=opt_siegwette]');
  await anna.click('button:has-text("Create game")');
  await anna.waitForURL(/\/games\/\d+$/);
  const gameUrl = anna.url();
  expect(await anna.textContent('main')).toContain('Waiting for players');

  await ben.goto(`${base}/`);
  await ben.click(`form[action="${new URL(gameUrl).pathname}/join"] button`);
  await ben.waitForURL(gameUrl);

  // Both choose their favourites (and bet) at the same time, then play card by card.
  let moves = 0;
  for (let turn = 0; turn < 400; turn++) {
    let moved = false;
    for (const page of [anna, ben]) {
      await page.goto(gameUrl);
      const s = await status(page);
      if (s.includes('The game is over')) break;
      if (!s.includes('Your move')) continue;
      const buttons = page.locator('form.move-form button');
      const count = await buttons.count();
      expect(count).toBeGreaterThan(0);
      // The form posts, then the server redirects back to the game page.
      // Different picks per player: identical favourites would restart the game (rule text).
      const pick = (turn + (page === anna ? 0 : 1)) % count;
      await Promise.all([page.waitForNavigation({ url: gameUrl }), buttons.nth(pick).click()]);
      moves++;
      moved = true;
    }
    if ((await status(anna)).includes('The game is over')) break;
    expect(moved || (await status(anna)).includes('The game is over')).toBe(true);
  }
  await anna.goto(gameUrl);
  expect(await status(anna)).toContain('The game is over');
  expect(moves).toBeGreaterThan(10);
  // Both see the result and their rank.
  expect(await anna.textContent('ul.players')).toMatch(/#[12]/);

  // The replay steps through the game from the first move.
  await anna.click('a:has-text("Watch the replay")');
  await anna.click('a:has-text("First")');
  expect(await anna.textContent('p.status')).toContain('Step 0 of');
  await anna.click('a[rel=next]');
  expect(await anna.textContent('p.status')).toContain('Step 1 of');
  expect(await anna.locator('svg').count()).toBeGreaterThan(0);
}, 240_000);
