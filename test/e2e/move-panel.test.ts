/**
 * The move panel stays put (issue 31, point 7), in a real browser: a live update that leaves the
 * player's choices as they were keeps his panel — the same elements, his marks, the button under
 * his pointer — while the page around it is redrawn; a drawing of an older state never replaces a
 * newer one (answers that come back out of order); a click that came too late (409) is said on
 * the page, which then shows the game as it is; an update that changes the choices of a move
 * being put together says so; a new decision that looks like the last one starts unmarked. Race's favourites are chosen by both seats at once,
 * so the other seat's choice is an update that changes nothing of this player's decision.
 */
import type { Page } from 'playwright-core';
import { browserSiteForThisFile, newPlayerPage, signUpIn } from './browser';
import { loadGame, seatOfUser } from '../../src/services/playing/game-record';
import { makeUser, TestUser } from '../support/users';
import { LIVE_MS } from '../support/patience';

/* eslint-disable @typescript-eslint/no-explicit-any */
// The page's globals, in the functions that run in the browser (the project's TypeScript has no DOM lib).
declare const document: any;
declare const window: any;

const b = browserSiteForThisFile();
let anna: { id: number };
let ben: TestUser;

beforeAll(async () => {
  ben = await makeUser(b.site.services, 'Benedikt');
});

/** A Race of Anna (in the browser) and Ben (through the services): both choose favourites now. */
async function newRace(page: Page, name: string): Promise<number> {
  await signUpIn(b, page, name);
  anna = (await b.site.services.users.findByUsername(name))!;
  const id = await b.site.services.lobby.createGame(anna.id, { gameType: 'race', seats: 2, invite: ben.username, deadlineDays: 0 });
  await b.site.services.lobby.join(id, ben.id);
  return id;
}

/** The other seat chooses its favourites (a change of the game that leaves Anna's choice as it was). */
async function benChooses(id: number): Promise<void> {
  const g = await loadGame(b.site.services.db, id);
  expect(g.toAct).toContain(seatOfUser(g, ben.id));
  await b.site.services.games.submitMove(id, ben.id, { seq: g.seq, move: { type: 'favourites', favourites: ['celya', 'elaari'] } });
}

const pageSeq = (page: Page) => page.evaluate(() => Number(document.querySelector('#game-live')?.getAttribute('data-seq')));
const item = (page: Page, n: number) => page.locator('#move-controls form.mc-set .mc-item').nth(n);

async function seqAbove(page: Page, seq: number): Promise<void> {
  await page.waitForFunction((s) => Number(document.querySelector('#game-live')?.getAttribute('data-seq')) > s, seq, { timeout: LIVE_MS });
}

it('keeps the panel, the marks and the click under way when an update leaves the choices as they were', async () => {
  const { page, context } = await newPlayerPage(b);
  const id = await newRace(page, 'Annika');
  await page.goto(`${b.base}/games/${id}`);
  await page.waitForSelector('#move-controls form.mc-set[data-step=favourites]');
  await page.evaluate(() => {
    window.panel = document.querySelector('#move-controls');
  });
  await item(page, 0).click();
  const before = await pageSeq(page);

  // Ben chooses while Anna presses on her second favourite: the page redraws itself (a newer
  // sequence number, his move in the log) around her panel, and her click lands when she lets go.
  const box = (await item(page, 1).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await benChooses(id);
  await seqAbove(page, before);
  await page.mouse.up();
  const after = await pageSeq(page);
  expect(await page.evaluate(() => document.querySelector('#move-controls') === window.panel)).toBe(true);
  expect(await item(page, 0).locator('input').isChecked()).toBe(true);
  expect(await item(page, 1).locator('input').isChecked()).toBe(true);
  // the panel's forms carry the page's new sequence number
  expect(await page.locator('#move-controls input[name=seq]').evaluateAll((xs) => xs.map((x) => (x as any).value))).toEqual([String(after)]);
  expect(await page.locator('.live-notice').count()).toBe(0);

  // Another redraw (a chat message of Ben's): the panel stays again.
  await b.site.services.chat.post(id, ben.id, { body: 'Good luck!' });
  await page.waitForSelector('.chat-lines :text("Good luck!")', { timeout: LIVE_MS });
  expect(await page.evaluate(() => document.querySelector('#move-controls') === window.panel)).toBe(true);
  expect(await item(page, 1).locator('input').isChecked()).toBe(true);

  // The marking is a choice: confirmed, it lands (made against the redrawn page's number).
  await page.click('#move-controls form.mc-set .mc-set-go button:not([disabled])');
  await seqAbove(page, after);
  const g = await loadGame(b.site.services.db, id);
  const mine = await b.site.services.db.move.findFirstOrThrow({ where: { gameId: id, kind: 'MOVE', seat: seatOfUser(g, anna.id)! } });
  expect(mine.seq).toBe(after + 1);
  expect((mine.payload as { type: string }).type).toBe('favourites');
  expect(await page.locator('.live-notice').count()).toBe(0);
  await context.close();
});

it('never swaps in a drawing of an older state that came back after a newer one', async () => {
  const { page, context } = await newPlayerPage(b);
  const id = await newRace(page, 'Annabell');
  await page.goto(`${b.base}/games/${id}`);
  await page.waitForSelector('#move-controls form.mc-set[data-step=favourites]');
  // The page's look after Ben's move is answered at once but arrives late (a slow connection).
  let held: () => void = () => undefined;
  const release = new Promise<void>((r) => (held = r));
  let caught: () => void = () => undefined;
  const looked = new Promise<void>((r) => (caught = r));
  let first = true;
  await page.route(
    (u) => u.pathname === `/games/${id}`,
    async (route) => {
      if (!first || route.request().method() !== 'GET') return route.continue();
      first = false;
      const res = await route.fetch();
      caught();
      await release;
      await route.fulfill({ response: res });
    },
  );
  const before = await pageSeq(page);
  await benChooses(id);
  await looked;
  // Meanwhile Anna makes her choice: its answer (a newer state) is drawn first.
  await item(page, 0).click();
  await item(page, 1).click();
  await page.click('#move-controls form.mc-set .mc-set-go button:not([disabled])');
  await seqAbove(page, before + 1);
  const done = await pageSeq(page);
  held();
  await page.waitForTimeout(1000);
  // The late drawing (Ben's move only, Anna's favourites still to choose) was dropped.
  expect(await pageSeq(page)).toBe(done);
  expect(await page.locator('#move-controls form.mc-set[data-step=favourites]').count()).toBe(0);
  await context.close();
});

it('a click that came too late gets a clear message, and the page then shows the game as it is', async () => {
  const { page, context } = await newPlayerPage(b);
  const id = await newRace(page, 'Annemarie');
  // This page hears of no change (its event stream is cut): it still offers the favourites when
  // they were chosen elsewhere (her phone).
  await page.route('**/events', (route) => route.abort());
  await page.goto(`${b.base}/games/${id}`);
  await page.waitForSelector('#move-controls form.mc-set[data-step=favourites]');
  const g = await loadGame(b.site.services.db, id);
  await b.site.services.games.submitMove(id, anna.id, { seq: g.seq, move: { type: 'favourites', favourites: ['rithle', 'aristas'] } });
  await item(page, 0).click();
  await item(page, 1).click();
  await page.click('#move-controls form.mc-set .mc-set-go button:not([disabled])');
  const notice = page.locator('#game-live .live-notice[role=alert]');
  await notice.waitFor({ timeout: LIVE_MS });
  const text = (await notice.textContent()) ?? '';
  expect(text).toContain('The page now shows the game as it is.');
  // the page shows the game as it is now, the message stays until the next click
  await page.waitForFunction((s) => Number(document.querySelector('#game-live')?.getAttribute('data-seq')) >= s, g.seq + 1, { timeout: LIVE_MS });
  await page.waitForFunction(() => !document.querySelector('#move-controls form.mc-set[data-step=favourites]'), undefined, { timeout: LIVE_MS });
  expect(await notice.textContent()).toBe(text);
  expect(await page.locator('.live-notice').count()).toBe(1);
  await context.close();
});

it('a new decision that looks like the last one starts unmarked (Race: everybody chose the same favourites)', async () => {
  const { page, context } = await newPlayerPage(b);
  const id = await newRace(page, 'Annegret');
  await page.goto(`${b.base}/games/${id}`);
  await page.waitForSelector('#move-controls form.mc-set[data-step=favourites]');
  const before = await pageSeq(page);
  await benChooses(id); // Celya and Elaari
  await seqAbove(page, before);
  // Anna backs the same two: the game restarts, and both choose again.
  await page.click('#move-controls .mc-item[data-pick="knonster:celya"]');
  await page.click('#move-controls .mc-item[data-pick="knonster:elaari"]');
  await page.click('#move-controls form.mc-set .mc-set-go button:not([disabled])');
  await page.waitForSelector('.news :text("choose your favourites again")', { timeout: LIVE_MS });
  await page.waitForSelector('#move-controls form.mc-set[data-step=favourites]');
  // her marks of the last round are not carried into the new one (the scripted player of
  // board-picks.test.ts once marked on from them until every item was marked)
  expect(await page.locator('#move-controls input[name=s]:checked').count()).toBe(0);
  expect(await page.locator('#move-controls form.mc-set .mc-set-go button').isDisabled()).toBe(true);
  await context.close();
});

it('says so when an update changes the choices of a move being put together', async () => {
  const { page, context } = await newPlayerPage(b);
  const id = await newRace(page, 'Annelie');
  await page.goto(`${b.base}/games/${id}`);
  await page.waitForSelector('#move-controls form.mc-set[data-step=favourites]');
  await page.evaluate(() => {
    window.panel = document.querySelector('#move-controls');
  });
  await page.click('#move-controls .mc-item[data-pick="knonster:rithle"]');
  // The next drawing offers one Knonster less (as if the game had taken it away meanwhile).
  await page.route(
    (u) => u.pathname === `/games/${id}`,
    async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(/<label class="mc-item[^"]*" data-pick="knonster:elaari">[\s\S]*?<\/label>/, '');
      await route.fulfill({ response: res, body: html });
    },
  );
  const before = await pageSeq(page);
  await benChooses(id);
  await seqAbove(page, before);
  const notice = page.locator('#game-live .live-notice[role=alert]');
  await notice.waitFor({ timeout: LIVE_MS });
  expect(await notice.textContent()).toBe('The game moved on meanwhile: the choices below are the ones open to you now.');
  expect(await page.evaluate(() => document.querySelector('#move-controls') === window.panel)).toBe(false);
  expect(await page.locator('#move-controls .mc-item').count()).toBe(3);
  // her mark stays where it is still a choice
  expect(await page.locator('#move-controls .mc-item[data-pick="knonster:rithle"] input').isChecked()).toBe(true);
  // read: her next click takes the message away
  await page.click('#move-controls .mc-item[data-pick="knonster:aristas"]');
  expect(await page.locator('.live-notice').count()).toBe(0);
  await context.close();
});
