/**
 * A newcomer's first steps in a real browser (issue 31, point 7): accepting an invitation in the
 * lobby leads to the game's waiting room (or to the game, when his seat was the last one).
 */
import { browserSiteForThisFile, newPlayerPage, signUpIn } from './browser';
import { LIVE_MS } from '../support/patience';

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
