/**
 * Two players in two browsers (real chromium): they chat during a game (a message arrives on the
 * other's page without a reload; text being written survives the page redrawing itself), finish
 * the game, see their ratings on their profiles change, and start a rematch with one click that
 * the other joins from his lobby.
 */
import { browserSiteForThisFile, newPlayerPage, signUpIn, textIn } from './browser';
import { playOutAsRobots } from '../support/play';
import { LIVE_MS, SERVER_MS, TEST_MS } from '../support/patience';

const b = browserSiteForThisFile();


it('chat during a game, ratings on the profiles after it, and a rematch', async () => {
  const { page: anna } = await newPlayerPage(b);
  const { page: ben } = await newPlayerPage(b, { width: 390 });
  await signUpIn(b, anna, 'Anna');
  await signUpIn(b, ben, 'Ben');
  const s = b.site.services;
  const annaId = (await s.users.findByUsername('Anna'))!.id;
  const benId = (await s.users.findByUsername('Ben'))!.id;

  // No rating before the first game.
  await anna.goto(`${b.base}/users/Anna`);
  expect(await anna.textContent('main')).toContain('No finished games yet.');

  // Anna invites Ben from his profile; he joins from his lobby.
  await anna.goto(`${b.base}/users/Ben`);
  await anna.click('button:has-text("Add as friend")');
  await anna.waitForSelector('text=Your friend');
  await anna.click('a:has-text("Invite to a game")');
  await anna.waitForURL(/\/games\/new\?invite=Ben/);
  await anna.click('a:has-text("Race")');
  await anna.check('input[name=invite][value=Ben]');
  await anna.selectOption('select[name=seats]', '2');
  await anna.click('button:has-text("Create game")');
  await anna.waitForURL(/\/games\/\d+$/);
  const gameUrl = anna.url();
  const gameId = Number(/\/games\/(\d+)$/.exec(gameUrl)![1]);
  await ben.goto(`${b.base}/`);
  await ben.click(`form[action="/games/${gameId}/join"] button`);
  await ben.waitForURL(gameUrl);
  await anna.waitForSelector('#chat textarea', { timeout: LIVE_MS });

  // Anna writes; Ben's page shows it without a reload, marked new.
  await ben.evaluate('window.marker = 1');
  await anna.fill('#chat textarea', 'Good luck, <Ben>!');
  await anna.click('#chat button:has-text("Send")');
  await textIn(ben, '#chat', 'Good luck, <Ben>!');
  expect(await ben.evaluate('window.marker')).toBe(1);
  expect(await ben.locator('#chat .chat-line.fresh').count()).toBe(1);
  // Anna's own field is empty again after sending.
  await textIn(anna, '#chat .chat-lines', 'Good luck');
  expect(await anna.inputValue('#chat textarea')).toBe('');

  // Ben is writing when a move redraws his page: his text stays, then he sends it.
  await ben.fill('#chat textarea', 'Thanks, you t');
  await ben.focus('#chat textarea');
  const seq = Number(await ben.getAttribute('#game-live', 'data-seq'));
  await s.chat.post(gameId, annaId, { body: 'one more thing' });
  await textIn(ben, '#chat', 'one more thing');
  expect(Number(await ben.getAttribute('#game-live', 'data-seq'))).toBe(seq);
  expect(await ben.inputValue('#chat textarea')).toBe('Thanks, you t');
  await ben.type('#chat textarea', 'oo');
  await ben.click('#chat button:has-text("Send")');
  await textIn(anna, '#chat', 'Thanks, you too');

  // They play the game to its end (as the robots would choose); both pages show it over.
  await playOutAsRobots(s, gameId, 5);
  await textIn(anna, 'p.status', 'The game is over.', SERVER_MS);
  await textIn(ben, 'p.status', 'The game is over.', SERVER_MS);

  // Their profiles show their new ratings and the change.
  for (const [page, name, id] of [[anna, 'Anna', annaId], [ben, 'Ben', benId]] as const) {
    await page.goto(`${b.base}/users/${name}`);
    const rating = await s.db.rating.findUniqueOrThrow({ where: { userId_gameType: { userId: id, gameType: 'race' } } });
    expect(rating.games).toBe(1);
    const shown = Number(await page.textContent('.rating-value'));
    expect(shown).not.toBe(1500);
    expect(await page.locator('svg.rating-chart circle.dot').count()).toBe(1);
    const change = (await page.textContent('.rating-change'))!;
    expect(change).toMatch(/^[+−]\d+$/);
    expect(shown).toBe(1500 + (change.startsWith('+') ? 1 : -1) * Number(change.slice(1)));
  }

  // Ben asks for a rematch; Anna finds the invitation in her lobby and joins: it starts.
  await ben.goto(gameUrl);
  await ben.click('button:has-text("Rematch")');
  await ben.waitForURL((u) => u.pathname !== new URL(gameUrl).pathname && /\/games\/\d+$/.test(u.pathname));
  const rematchId = Number(/\/games\/(\d+)$/.exec(ben.url())![1]);
  await anna.goto(`${b.base}/`);
  await anna.click(`form[action="/games/${rematchId}/join"] button`);
  await anna.waitForURL(`${b.base}/games/${rematchId}`);
  await anna.waitForSelector('#game-live[data-seq]');
  const rematch = await s.db.game.findUniqueOrThrow({ where: { id: rematchId } });
  expect([rematch.status, rematch.rematchOfId, rematch.gameType, rematch.numSeats]).toEqual(['ACTIVE', gameId, 'race', 2]);
  await anna.goto(gameUrl);
  expect(await anna.textContent('p.status')).toContain(`Rematch: game #${rematchId}`);
}, 2 * TEST_MS);
