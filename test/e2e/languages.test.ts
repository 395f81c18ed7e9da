/**
 * German and English in real browsers (chromium): the language switch of a game page works with
 * JavaScript off (a plain link) and on; a German and an English player in one game each read the
 * page, the log and the "your turn" mail in their own language.
 */
import { browserSiteForThisFile, newPlayerPage, signUpIn, status } from './browser';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';
import { drain } from '../support/jobs';

const b = browserSiteForThisFile({ worker: true });

it('switches the language of a game page with JavaScript off and on', async () => {
  for (const javaScript of [false, true]) {
    const { page, context } = await newPlayerPage(b, { javaScript });
    const name = javaScript ? 'Jana' : 'Nils';
    await signUpIn(b, page, name);
    const user = (await b.site.services.users.findByUsername(name))!;
    const id = await b.site.services.lobby.createGame(user.id, { gameType: 'race', seats: 2, robots: 1 });
    await page.goto(`${b.base}/games/${id}`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await status(page)).toContain('Your move.');
    await page.click('a.lang-switch[hreflang=de]');
    await page.waitForURL(`${b.base}/games/${id}`);
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await status(page)).toContain('Du bist dran.');
    expect(await page.textContent('#move-controls')).toContain('Favoriten');
    // Kept in the profile: a new page in German too.
    await page.goto(`${b.base}/`);
    expect(await page.textContent('h1')).toContain('Meine Partien');
    await page.click('a.lang-switch[hreflang=en]');
    await page.waitForURL(`${b.base}/`);
    expect(await page.textContent('h1')).toContain('My games');
    await context.close();
  }
});

it('a German and an English player read the page, the log and the turn mail in their own language', async () => {
  const { page: greta } = await newPlayerPage(b);
  const { page: tom } = await newPlayerPage(b);
  await signUpIn(b, greta, 'Greta');
  await signUpIn(b, tom, 'Tom');
  await greta.goto(`${b.base}/lang/de?back=%2F`);
  const s = b.site.services;
  const g = (await s.users.findByUsername('Greta'))!;
  const t = (await s.users.findByUsername('Tom'))!;
  await s.db.user.updateMany({ where: { id: { in: [g.id, t.id] } }, data: { emailConfirmedAt: new Date() } });
  const id = await s.lobby.createGame(g.id, { gameType: 'race', seats: 2, invite: 'Tom' });
  await s.lobby.join(id, t.id);
  // Both choose their favourites; then the player who starts plays until the other must act.
  for (const u of [g, t]) {
    const game = await loadGame(s.db, id);
    await s.games.submitMove(id, u.id, { seq: game.seq, move: moduleOf(game).legalMoves(game.state, seatOfUser(game, u.id)!)[u === g ? 0 : 5] });
  }
  const game = await loadGame(s.db, id);
  const starter = game.toAct[0] === seatOfUser(game, g.id) ? g : t;
  await s.games.submitMove(id, starter.id, { seq: game.seq, move: moduleOf(game).legalMoves(game.state, game.toAct[0])[0] });
  await drain(s.db);

  await greta.goto(`${b.base}/games/${id}`);
  await tom.goto(`${b.base}/games/${id}`);
  const gretaLog = (await greta.textContent('ol.log')) ?? '';
  const tomLog = (await tom.textContent('ol.log')) ?? '';
  expect(gretaLog).toContain('Favoriten');
  expect(gretaLog).not.toContain('favourites');
  expect(tomLog).toContain('favourites');
  expect(tomLog).not.toContain('Favoriten');
  expect(await greta.getAttribute('html', 'lang')).toBe('de');
  expect(await tom.getAttribute('html', 'lang')).toBe('en');

  // The "your turn" mail of the one who must act now, in his language (the outbox keeps them).
  const other = starter === g ? t : g;
  const mails = await s.db.email.findMany({ where: { userId: other.id, kind: 'turn' } });
  expect(mails).toHaveLength(1);
  if (other === g) {
    expect(mails[0].subject).toBe(`Du bist dran in Race #${id}`);
    expect(mails[0].text).toContain('Hallo Greta,');
    expect(mails[0].text).toContain('Seit deinem letzten Zug:');
  } else {
    expect(mails[0].subject).toBe(`Your turn in Race #${id}`);
    expect(mails[0].text).toContain('Hello Tom,');
    expect(mails[0].text).toContain('Since your last move:');
  }
  // Each reads the mails list of the site in his language too.
  await greta.goto(`${b.base}/outbox`);
  expect(await greta.textContent('h1')).toContain('Post');
});
