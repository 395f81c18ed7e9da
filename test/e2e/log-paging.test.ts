/**
 * The paged log in a browser (real chromium): the game page shows the newest entries; "Older
 * entries" swaps in the next page without a page load, a move of the other player redraws the
 * page where the reader is, and "Newest entries" brings back the newest with the new move on top.
 * With JavaScript off the same links are plain pages.
 */
import type { Page } from 'playwright-core';
import { browserSiteForThisFile, newPlayerPage, signUpIn } from './browser';
import { playIfMyTurn } from '../support/play';
import { loadGame } from '../../src/services/playing/game-record';
import { LOG_PAGE } from '../../src/services/playing/game-log';
import { LIVE_MS } from '../support/patience';

const b = browserSiteForThisFile();

/* eslint-disable @typescript-eslint/no-explicit-any */
/** The numbers (seq) of the log entries the page shows, in order. */
function logSeqs(page: Page): Promise<number[]> {
  return page.$$eval('ol.log > li', (lis) => lis.map((li) => Number((li as any).getAttribute('value'))));
}

/** Waits until the page's first log entry passes the check (the page redrew itself). */
function firstEntry(page: Page, check: 'below' | 'is', seq: number, timeout = LIVE_MS) {
  return page.waitForFunction(
    ([c, s]) => {
      const v = Number((globalThis as any).document.querySelector('ol.log > li')?.getAttribute('value'));
      return c === 'below' ? v < s : v === s;
    },
    [check, seq] as const,
    { timeout },
  );
}

function seqAbove(page: Page, seq: number, timeout = LIVE_MS) {
  return page.waitForFunction((s) => Number((globalThis as any).document.querySelector('#game-live')?.getAttribute('data-seq')) > s, seq, { timeout });
}

/** One move of whichever player must act (through the services); returns the new seq. */
async function someoneMoves(id: number, users: number[], i: number): Promise<number> {
  for (const u of users) if (await playIfMyTurn(b.site.services, id, u, i)) break;
  return (await loadGame(b.site.services.db, id)).seq;
}

it('pages the log without a page load, keeps the page on a live update, and without JavaScript', async () => {
  const { page: ben } = await newPlayerPage(b);
  await signUpIn(b, ben, 'Ben');
  const { context: annaContext, page: anna } = await newPlayerPage(b);
  await signUpIn(b, anna, 'Anna');
  await annaContext.close();
  const users = await b.site.services.db.user.findMany({ orderBy: { id: 'asc' }, select: { id: true, username: true } });
  const benId = users.find((u) => u.username === 'Ben')!.id;
  const annaId = users.find((u) => u.username === 'Anna')!.id;
  const id = await b.site.services.lobby.createGame(annaId, { gameType: 'automobiles', seats: 2, invite: 'Ben', deadlineDays: 0 });
  await b.site.services.lobby.join(id, benId);
  let seq = 0;
  for (let i = 0; seq < LOG_PAGE + 12; i++) seq = await someoneMoves(id, [annaId, benId], i);

  await ben.goto(`${b.base}/games/${id}`);
  expect(await logSeqs(ben)).toEqual(Array.from({ length: LOG_PAGE }, (_, i) => seq - i));
  await ben.evaluate('window.marker = 1');

  // Older entries: swapped in place (no page load), the address says which page.
  await ben.click('a:has-text("Older entries")');
  await firstEntry(ben, 'is', seq - LOG_PAGE);
  expect(await logSeqs(ben)).toEqual(Array.from({ length: seq - LOG_PAGE }, (_, i) => seq - LOG_PAGE - i));
  expect(ben.url()).toBe(`${b.base}/games/${id}?logBefore=${seq - LOG_PAGE + 1}`);
  expect(await ben.locator('a:has-text("Older entries")').count()).toBe(0);
  expect(await ben.evaluate('window.marker')).toBe(1);

  // A move arrives: the page redraws itself (board, status) and stays on the older entries.
  const next = await someoneMoves(id, [annaId, benId], 1);
  await seqAbove(ben, seq);
  expect((await logSeqs(ben))[0]).toBe(seq - LOG_PAGE);
  expect(await ben.evaluate('window.marker')).toBe(1);

  // Newest entries: the newest page with the new move on top; further moves come in live.
  await ben.click('a:has-text("Newest entries")');
  await firstEntry(ben, 'is', next);
  expect(ben.url()).toBe(`${b.base}/games/${id}`);
  const third = await someoneMoves(id, [annaId, benId], 2);
  await firstEntry(ben, 'is', third);
  expect(await logSeqs(ben)).toHaveLength(LOG_PAGE);
  expect(await ben.evaluate('window.marker')).toBe(1);

  // Without JavaScript: the links are pages of their own.
  const { page: visitor } = await newPlayerPage(b, { javaScript: false });
  await visitor.goto(`${b.base}/games/${id}`);
  expect((await logSeqs(visitor))[0]).toBe(third);
  await visitor.click('a:has-text("Older entries")');
  await visitor.waitForURL(`${b.base}/games/${id}?logBefore=${third - LOG_PAGE + 1}#log`);
  expect(await logSeqs(visitor)).toEqual(Array.from({ length: third - LOG_PAGE }, (_, i) => third - LOG_PAGE - i));
  await visitor.click('a:has-text("Newest entries")');
  await visitor.waitForURL(`${b.base}/games/${id}?#log`);
  expect((await logSeqs(visitor))[0]).toBe(third);
});
