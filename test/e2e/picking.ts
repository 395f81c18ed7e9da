/**
 * Putting a move together in the browser: what the page shows of the move under way, waiting for
 * a click to take effect, completing a set step, clicking a pick that a live update may swap.
 */
import type { Page } from 'playwright-core';
import { LIVE_MS, SERVER_MS } from '../support/patience';

// The page's globals, in the functions that run in the browser (the project's TypeScript has no DOM lib).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const document: any;

/** What the page shows of the move under way: its sequence number and the answers given. */
export async function progress(page: Page): Promise<string> {
  return String(
    await page.evaluate(
      `[document.querySelector('#game-live')?.getAttribute('data-seq'), document.querySelector('#move-controls .mc-path')?.textContent ?? '', document.querySelectorAll('#move-controls input[name=s]:checked').length].join('|')`,
    ),
  );
}

export async function changed(page: Page, before: string): Promise<void> {
  const until = Date.now() + LIVE_MS;
  while (Date.now() < until) {
    if ((await progress(page)) !== before) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`the click changed nothing (${before})`);
}

/**
 * Waits until the page offers this player a move (true) or says the game is over (false). Between
 * his moves the page may show the robots' turn, without controls, for a moment.
 */
export async function yourMoveOrOver(page: Page, timeoutMs = SERVER_MS): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // A live update may swap the page between the wait and the count: look again then. (A
    // function, not a string: the site's Content-Security-Policy forbids eval, which Playwright
    // uses for a string it has to poll — the wait failed whenever the robots were still moving.)
    await page.waitForFunction(
      () => !!document.querySelector('#move-controls') || (document.querySelector('p.status')?.textContent ?? '').includes('The game is over'),
      undefined,
      { timeout: Math.max(1, until - Date.now()), polling: 100 },
    );
    if ((await page.locator('#move-controls').count()) > 0) return true;
    if (((await page.textContent('p.status')) ?? '').includes('The game is over')) return false;
  }
}

/** Makes a set step's marking complete when it is one: the first valid choice's items. */
export async function finishSet(page: Page): Promise<boolean> {
  const go = page.locator('#move-controls form.mc-set .mc-set-go button').first();
  if (!(await go.count()) || (await go.isDisabled())) return false;
  const before = await progress(page);
  await go.click();
  await changed(page, before);
  return true;
}

/** Clicks the first of the located elements; false when a swapped page no longer has one. */
export async function clickFresh(found: ReturnType<Page['locator']>): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!(await found.count())) return false;
    try {
      await found.first().click({ timeout: LIVE_MS });
      return true;
    } catch (e) {
      if (!/not attached|detached|Timeout/i.test(String(e))) throw e;
    }
  }
  return false;
}
