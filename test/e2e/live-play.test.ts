/**
 * Two players in two browsers (real chromium): one moves, the other's page shows it without a
 * reload (how fast: the bench's live part), its header count and tab title follow; moves are put together on the board
 * (the Knonster marked as favourites, a card clicked in the hand). A third player with JavaScript
 * off plays a game through links and forms only.
 */
import type { Page } from 'playwright-core';
import { browserSiteForThisFile, newPlayerPage, signUpIn, status, textIn } from './browser';
import { LIVE_MS, TEST_MS } from '../support/patience';

const b = browserSiteForThisFile();

/** The game's sequence number as the page shows it. */
async function pageSeq(page: Page): Promise<number> {
  return Number(await page.getAttribute('#game-live', 'data-seq'));
}

/* eslint-disable @typescript-eslint/no-explicit-any */
/** The page's document, in functions that run in the browser (the tests compile without DOM types). */
/** Waits until the page shows a later sequence number than `seq` (redrawn by itself). */
function seqAbove(page: Page, seq: number, timeout = LIVE_MS) {
  return page.waitForFunction((s) => Number((globalThis as any).document.querySelector('#game-live')?.getAttribute('data-seq')) > s, seq, { timeout });
}

/** Waits until the tab title passes the check. */
function titleIs(page: Page, pattern: string, starts: boolean, timeout = LIVE_MS) {
  return page.waitForFunction(([p, st]) => ((globalThis as any).document.title as string).startsWith(p) === st, [pattern, starts] as const, { timeout });
}

/** Marks two Knonster on the board (their tokens) and confirms them as favourites. */
async function chooseFavourites(page: Page, a: string, c: string): Promise<void> {
  await page.click(`svg a.pick-toggle[data-pick="knonster:${a}"]`);
  await page.click(`svg a.pick-toggle[data-pick="knonster:${c}"]`);
  const go = page.locator('form.mc-set .mc-set-go button');
  await expectEnabled(go);
  await go.click();
}

async function expectEnabled(locator: import('playwright-core').Locator): Promise<void> {
  const until = Date.now() + LIVE_MS;
  while (Date.now() < until && (await locator.isDisabled())) await new Promise((r) => setTimeout(r, 50));
  expect(await locator.isDisabled()).toBe(false);
}

it('A moves, B sees it without a reload; the header count and the title follow', async () => {
  const { page: anna } = await newPlayerPage(b);
  const { page: ben } = await newPlayerPage(b);
  await signUpIn(b, anna, 'Anna');
  await signUpIn(b, ben, 'Ben');

  await anna.goto(`${b.base}/games/new?game=race`);
  await anna.selectOption('select[name=seats]', '2');
  await anna.fill('input[name=invite]', 'Ben');
  await anna.click('button:has-text("Create game")');
  await anna.waitForURL(/\/games\/\d+$/);
  const gameUrl = anna.url();

  // Ben's lobby updates itself with the invitation; he accepts it there.
  await ben.goto(`${b.base}/`);
  await ben.waitForSelector(`form[action="${new URL(gameUrl).pathname}/join"] button`);
  // Anna's waiting room turns into the board when Ben joins, without a reload.
  await anna.evaluate('window.marker = 1');
  await ben.click(`form[action="${new URL(gameUrl).pathname}/join"] button`);
  await ben.waitForURL(gameUrl);
  await anna.waitForSelector('#move-controls', { timeout: LIVE_MS });
  expect(await anna.evaluate('window.marker')).toBe(1);
  expect(await anna.title()).toMatch(/^\(1\) Your turn — Race #\d+/);
  expect(await anna.textContent('#turn-badge .turn-count')).toBe('1');

  // Both choose favourites on the board; each sees the other's choice arrive in the log.
  await ben.evaluate('window.marker = 2');
  const before = await pageSeq(ben);
  await chooseFavourites(anna, 'rithle', 'celya');
  await seqAbove(ben, before);
  expect(await ben.evaluate('window.marker')).toBe(2);
  expect(await ben.textContent('ol.log')).toContain('Anna chose two favourites.');
  await chooseFavourites(ben, 'aristas', 'elaari');
  await textIn(anna, 'ol.log', 'Ben chose two favourites');

  // The play: whoever must act clicks a card in his hand; the other sees it, and his title and
  // header count say that it is his turn now.
  for (let turn = 0; turn < 6; turn++) {
    const mover = (await status(anna)).includes('Your move') ? anna : ben;
    const other = mover === anna ? ben : anna;
    await titleIs(other, '(', false);
    expect(await other.textContent('#turn-badge .turn-count')).toBe('0');
    const seq = await pageSeq(other);
    const card = mover.locator('a.pick-option[data-pick^="card:"]').first();
    if (await card.getAttribute('data-move')) {
      await card.click();
    } else {
      // A card with a choice of superpower (not in this variant): the step's first option.
      await card.click();
      await mover.locator('#move-controls .mc-option').first().click();
    }
    await seqAbove(other, seq);
    if ((await status(other)).includes('The game is over')) break;
    await titleIs(other, '(1) Your turn', true);
    expect(await other.textContent('#turn-badge .turn-count')).toBe('1');
    expect(await status(other)).toContain('Your move');
  }
});

it('with JavaScript off, a whole game is played through links and forms', async () => {
  const { page: cleo } = await newPlayerPage(b, { javaScript: false });
  await signUpIn(b, cleo, 'Cleo');
  await cleo.goto(`${b.base}/games/new?game=race`);
  await cleo.selectOption('select[name=seats]', '2');
  await cleo.check('input[name=opt_superkraefte]');
  await cleo.selectOption('select[name=robots]', '1');
  await cleo.click('button:has-text("Create game")');
  await cleo.waitForURL(/\/games\/\d+$/);
  const gameUrl = cleo.url();
  if (await cleo.locator('form[action$="/robots"] button').count()) {
    await cleo.click('form[action$="/robots"] button');
    await cleo.waitForURL(gameUrl);
  }

  // Favourites: the board's Knonster are links that mark them (a page each), then the form's button.
  await cleo.click('svg a.pick-toggle[data-pick="knonster:celya"]');
  await cleo.click('svg a.pick-toggle[data-pick="knonster:elaari"]');
  expect(await cleo.isChecked('form.mc-set input[value=celya]')).toBe(true);
  expect(await cleo.isChecked('form.mc-set input[value=elaari]')).toBe(true);
  await cleo.click('form.mc-set .mc-set-go button');
  await cleo.waitForURL(gameUrl);

  let moves = 0;
  for (let i = 0; i < 200; i++) {
    await cleo.goto(gameUrl); // the robot moved meanwhile (in this test without a job queue, at once)
    const s = await status(cleo);
    if (s.includes('The game is over')) break;
    if (!s.includes('Your move')) continue;
    if (await cleo.locator('#move-controls form.mc-set').count()) {
      // Both chose the same favourites, so the game starts anew („Wahl der Favoriten"): mark two, send.
      const items = cleo.locator('#move-controls form.mc-set input[name=s]');
      await items.nth(0).check();
      await items.nth(1).check();
      await cleo.click('#move-controls form.mc-set .mc-set-go button');
      moves++;
      continue;
    }
    // A step without a card on the board (a superpower's own decision) goes through the controls.
    const card = cleo.locator('a.pick-option[data-pick^="card:"]');
    if (i % 2 === 0 && (await card.count())) {
      // A card on the board: a link to the page with it chosen, then (if a power applies) the
      // step's choice, then the confirmation.
      await card.first().click();
      if (await cleo.locator('#move-controls .mc-confirm button').count()) await cleo.click('#move-controls .mc-confirm button');
      else await cleo.locator('#move-controls .mc-option').first().click();
      if (await cleo.locator('#move-controls .mc-confirm button').count()) await cleo.click('#move-controls .mc-confirm button');
    } else {
      // The same through the controls' buttons.
      await cleo.locator('#move-controls .mc-option').first().click();
      if (await cleo.locator('#move-controls .mc-option').count()) await cleo.locator('#move-controls .mc-option').first().click();
    }
    moves++;
  }
  await cleo.goto(gameUrl);
  expect(await status(cleo)).toContain('The game is over');
  expect(moves).toBeGreaterThan(5);
  // The replay opens at its start (no spoiler of the winner); the result shows at the last step only.
  await cleo.click('a:has-text("Watch the replay")');
  expect(await status(cleo)).toBe('Step 0 of ' + (await cleo.getAttribute('input[name=step]', 'max')) + '.');
  await cleo.click('a[rel=next]');
  expect(await status(cleo)).toContain('Step 1 of');
  expect(await status(cleo)).not.toMatch(/wins|share the win/);
}, 2 * TEST_MS);
