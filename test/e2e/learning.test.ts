/**
 * Learning a game in a real browser (issue 31): the board's explanations on hover and on a tap,
 * a worked example of the rule book stepped through, "Practice from here" from a finished game's
 * replay, a move made in the practice game, and "What would the robot do?".
 */
import type { Page } from 'playwright-core';
import { browserSiteForThisFile, newPlayerPage, signUpIn } from './browser';
import { clickFresh, finishSet, progress, changed, yourMoveOrOver } from './picking';
import { playOutAsRobots } from '../support/play';
import { findGame } from '../../src/games/registry';
import { render } from '../../src/i18n/render';
import { LONG_MS } from '../support/patience';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const document: any;

const b = browserSiteForThisFile({ worker: true });

/** One step of a move on the page: a pick on the move panel, or a set step's confirmation. */
async function stepOnce(page: Page): Promise<void> {
  const before = await progress(page);
  if (await clickFresh(page.locator('#move-controls .mc-options a.mc-option, #move-controls .mc-options button.mc-option, #move-controls .mc-confirm button.mc-go'))) {
    await changed(page, before).catch(() => undefined);
    return;
  }
  await page.locator('#move-controls form.mc-set input[name=s]').first().check();
  await finishSet(page);
}

it('explains a board element on hover and on a tap, with a link to its section of the rules', async () => {
  const { page, context } = await newPlayerPage(b);
  await page.goto(`${b.base}/rules/race`);
  const el = page.locator('.rules-picture [data-help]').first();
  const key = await el.getAttribute('data-help');
  const words = render({ key: `race.help.${key}` }, { lang: 'en' });
  // (a scroll hides the tip: the element is brought into view first, then hovered; a scroll event
  // that arrives late on a busy machine may still hide it, so the hover is tried again)
  await el.scrollIntoViewIfNeeded();
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.mouse.move(0, 0);
    await el.hover();
    if (await page.waitForSelector('.help-tip', { timeout: 2000 }).then(() => true, () => false)) break;
  }
  expect(await page.textContent('.help-tip')).toBe(words);
  // A tap on an element that is not a choice: a box with the words and the section's link.
  await el.dispatchEvent('click');
  await page.waitForSelector('.help-pop');
  expect(await page.textContent('.help-pop p')).toBe(words);
  const href = await page.getAttribute('.help-pop a', 'href');
  expect(href).toBe(`/rules/race#${await el.getAttribute('data-help-at')}`);
  await page.click('.help-pop .help-close');
  expect(await page.locator('.help-pop').count()).toBe(0);
  await context.close();
});

it('steps through a worked example of the rule book beside the board', async () => {
  const mod = findGame('race')!;
  const ex = mod.examples![0];
  const { page, context } = await newPlayerPage(b, { width: 390 });
  await page.goto(`${b.base}/rules/race`);
  await page.click(`a[href="/rules/race/examples/${ex.id}"]`);
  expect(await page.textContent('.example-say')).toBe(render(ex.intro, { lang: 'en' }));
  await page.click('a[rel=next]');
  await page.waitForURL((u) => u.search === '?step=1');
  expect(await page.textContent('.example-say')).toBe(render(ex.steps[0].say, { lang: 'en' }));
  await context.close();
});

it('starts a practice game from a step of a finished game, makes a move in it and asks the robot for a hint', async () => {
  const s = b.site.services;
  const { page, context } = await newPlayerPage(b);
  await signUpIn(b, page, 'Lena');
  const { page: other, context: otherContext } = await newPlayerPage(b);
  await signUpIn(b, other, 'Jonas');
  await otherContext.close();
  const lena = (await s.users.findByUsername('Lena'))!;
  const jonas = (await s.users.findByUsername('Jonas'))!;
  const id = await s.lobby.createGame(lena.id, { gameType: 'race', seats: 2, invite: 'Jonas', deadlineDays: 0 });
  await s.lobby.join(id, jonas.id);
  await playOutAsRobots(s, id, 5);
  await page.goto(`${b.base}/games/${id}/replay?step=4`);
  await page.selectOption('form.practice-from select[name=seat]', '1');
  await page.click('form.practice-from button[type=submit]');
  await page.waitForURL((u) => /^\/games\/\d+$/.test(u.pathname) && u.pathname !== `/games/${id}`);
  const practice = Number(/\/games\/(\d+)/.exec(page.url())![1]);
  expect(await page.textContent('.practice-bar')).toContain(`step 4 of game #${id}`);
  // A move of Lena's (every step of it picked on the page).
  expect(await yourMoveOrOver(page)).toBe(true);
  const seq = (await s.db.game.findUniqueOrThrow({ where: { id: practice } })).seq;
  for (let i = 0; i < 12; i++) {
    if ((await s.db.game.findUniqueOrThrow({ where: { id: practice } })).seq > seq) break;
    await stepOnce(page);
  }
  expect((await s.db.game.findUniqueOrThrow({ where: { id: practice } })).seq).toBeGreaterThan(seq);
  // Her turn again (the robot moved): the robot's hint for her seat, set up on the move panel.
  await page.goto(`${b.base}/games/${practice}`);
  if (!(await yourMoveOrOver(page))) return; // the game ended with her move: nothing to hint
  await page.click('.practice-bar a[href="?hint=1"]');
  await page.waitForSelector('.practice-hint');
  const hint = await page.textContent('.practice-hint');
  expect(hint).toContain('the robot would choose');
  const setUp = page.locator('.practice-hint a.button');
  if (await setUp.count()) {
    // (the page before the click has a move panel too: wait for the address with the answers)
    await Promise.all([page.waitForURL((u) => u.search.includes('p=')), setUp.click()]);
    await page.waitForSelector('#move-controls .mc-path, #move-controls .mc-confirm');
  }
  await context.close();
}, LONG_MS);

it('opens a rules section the reader opens when a link points at it', async () => {
  const { page, context } = await newPlayerPage(b, { width: 390 });
  await page.goto(`${b.base}/rules/formula-90`);
  expect(await page.getAttribute('details#tyres', 'open')).toBeNull();
  await page.click('.rules-toc-more a[href="#tyres"]');
  await page.waitForFunction(() => document.querySelector('details#tyres')?.open === true);
  await page.goto(`${b.base}/rules/race#bet`);
  await page.waitForFunction(() => document.querySelector('details#bet')?.open === true);
  await context.close();
});

it('on a phone, a rules picture of Formula 90 draws the upright track over its whole box (no blank band above it)', async () => {
  const { page, context } = await newPlayerPage(b, { width: 390 });
  await page.goto(`${b.base}/rules/formula-90`);
  const boxes = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.rules-picture .f90t-rot')).map((rot: any) => {
      const svg = rot.querySelector('svg.f90t-map').getBoundingClientRect();
      const box = rot.getBoundingClientRect();
      return { boxTop: box.top, boxHeight: box.height, svgTop: svg.top, svgHeight: svg.height, width: box.width };
    }),
  );
  expect(boxes.length).toBeGreaterThan(0);
  for (const x of boxes) {
    expect(x.boxHeight).toBeGreaterThan(x.width); // upright
    expect(Math.abs(x.svgTop - x.boxTop)).toBeLessThan(2);
    expect(Math.abs(x.svgHeight - x.boxHeight)).toBeLessThan(2);
  }
  await context.close();
});
