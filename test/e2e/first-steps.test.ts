/**
 * A newcomer's first steps in a real browser (issue 31, point 7): accepting an invitation in the
 * lobby leads to the game's waiting room (or to the game, when his seat was the last one), also
 * when the lobby changes while the click is under way; a finished game's replay opens where he
 * left it.
 */
import { browserSiteForThisFile, newPlayerPage, signUpIn } from './browser';
import { LIVE_MS } from '../support/patience';
import { playIfMyTurn } from '../support/play';
import { loadGame } from '../../src/services/playing/game-record';

const b = browserSiteForThisFile();

it('accepting an invitation in the lobby leads to the game\'s waiting room, not back to the lobby', async () => {
  const s = b.site.services;
  const { page, context } = await newPlayerPage(b);
  await signUpIn(b, page, 'Newbie');
  const host = await s.users.register({ username: 'Host', email: 'host@example.org', password: 'a good long password' });
  const newbie = (await s.users.findByUsername('Newbie'))!;
  // three seats: Newbie's acceptance does not start the game
  const id = await s.lobby.createGame(host.userId, { gameType: 'race', seats: 3, invite: 'Newbie' });
  await page.goto(`${b.base}/`);
  await page.click(`#invitations form[action="/games/${id}/join"] button`);
  await page.waitForURL((u) => u.pathname === `/games/${id}`, { timeout: LIVE_MS });
  await page.waitForSelector('#game-live .seats');
  expect(await page.textContent('#game-live h1')).toContain(`#${id}`);
  expect(await page.textContent('#game-live .seats')).toContain('Newbie');
  const g = await s.db.seat.findFirstOrThrow({ where: { gameId: id, userId: newbie.id } });
  expect(g.kind).toBe('HUMAN');
  // it stays there (no live update takes it back to the lobby)
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).pathname).toBe(`/games/${id}`);
  await context.close();
});

it('accepting the last seat leads to the game, also when the lobby changes while the click is under way', async () => {
  const s = b.site.services;
  const { page, context } = await newPlayerPage(b);
  await signUpIn(b, page, 'Latecomer');
  const host = (await s.users.findByUsername('Host'))!;
  const id = await s.lobby.createGame(host.id, { gameType: 'race', seats: 2, invite: 'Latecomer' });
  await page.goto(`${b.base}/`);
  // The answer to the click is held back while the lobby changes (its live update comes first).
  await page.route(`**/games/${id}/join`, async (route) => {
    const res = await route.fetch({ maxRedirects: 0 });
    await s.lobby.createGame(host.id, { gameType: 'race', seats: 3 });
    await new Promise((r) => setTimeout(r, 500));
    await route.fulfill({ response: res });
  });
  await page.click(`#invitations form[action="/games/${id}/join"] button`);
  await page.waitForURL((u) => u.pathname === `/games/${id}`, { timeout: LIVE_MS });
  await page.waitForSelector('#game-live .game-grid');
  await page.waitForTimeout(1000);
  expect(new URL(page.url()).pathname).toBe(`/games/${id}`);
  expect((await loadGame(s.db, id)).status).toBe('ACTIVE');
  await context.close();
});

it('a finished game\'s replay opens where the reader left it (the arrow keys too)', async () => {
  const s = b.site.services;
  const { page, context } = await newPlayerPage(b);
  await signUpIn(b, page, 'Rewatcher');
  const me = (await s.users.findByUsername('Rewatcher'))!;
  const id = await s.lobby.createGame(me.id, { gameType: 'race', seats: 2, robots: 1, deadlineDays: 0 });
  for (let i = 0; i < 5000; i++) if (!(await playIfMyTurn(s, id, me.id, i))) break;
  expect((await loadGame(s.db, id)).status).toBe('FINISHED');
  const step = () => page.locator('.replay-nav input[name=step]').inputValue();
  await page.goto(`${b.base}/games/${id}/replay`);
  expect(await step()).toBe('0');
  for (const n of ['1', '2', '3']) {
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction((v) => (globalThis as any).document.querySelector('.replay-nav input[name=step]')?.value === v, n, { timeout: LIVE_MS }); // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  await page.goto(`${b.base}/`);
  await page.goto(`${b.base}/games/${id}/replay`);
  expect(await step()).toBe('3');
  await context.close();
});
