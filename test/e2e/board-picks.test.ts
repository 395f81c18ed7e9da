/**
 * Every hosted game in a real browser (chromium, JavaScript on): moves are picked by clicking
 * things on the board (a card, a field, a die, a tile) and through the composed controls above it,
 * and each click either makes the move (the page's sequence number goes on, without a reload) or
 * takes the next step of putting it together. The robots play the other seats.
 */
import { allGames } from '../../src/games/registry';
import { newPlayerPage, signUpIn, browserSiteForThisFile } from './browser';
import { changed, clickFresh, finishSet, progress, yourMoveOrOver } from './picking';

const b = browserSiteForThisFile();

describe.each(allGames().map((m) => [m.meta.id, m.meta.maxSeats] as const))('%s', (id, maxSeats) => {
  it('moves are picked on the board and through the controls', async () => {
    const { page, context } = await newPlayerPage(b);
    const name = `P${id.replace(/-/g, '').slice(0, 10)}`;
    await signUpIn(b, page, name);
    const user = (await b.site.services.users.findByUsername(name))!;
    const seats = Math.min(3, maxSeats);
    const gameId = await b.site.services.lobby.createGame(user.id, { gameType: id, seats, robots: seats - 1 });
    await page.goto(`${b.base}/games/${gameId}`);
    const url = page.url();
    let onBoard = 0;
    let byControls = 0;
    const trace: string[] = []; // what was clicked, for the failure message
    for (let i = 0; i < 120 && (onBoard < 3 || byControls < 3); i++) {
      if (!(await yourMoveOrOver(page))) {
        trace.push(`${i}: the game is over`);
        break;
      }
      const before = await progress(page);
      const board = page.locator('.board-area a.pick-option:visible, .board-area a.pick-toggle[aria-pressed=false]:visible');
      if (i % 2 === 0 && (await board.count())) {
        // A live update may swap the board between finding a pick and clicking it: find it again.
        if (!(await clickFresh(board))) {
          trace.push(`${i}: the board pick went away (${before})`);
          continue;
        }
        onBoard++;
        trace.push(`${i}: board (${before})`);
      } else {
        const control = page.locator('#move-controls .mc-option:visible, #move-controls .mc-confirm button.mc-go, #move-controls .mc-item:visible:has(input:not(:checked))');
        if (!(await control.count())) {
          // Controls being swapped by a live update, or only a step without a choice: look again.
          trace.push(`${i}: nothing to click (${await progress(page)})`);
          await page.waitForTimeout(200);
          continue;
        }
        if (!(await clickFresh(control))) {
          trace.push(`${i}: the control went away (${before})`);
          continue;
        }
        byControls++;
        trace.push(`${i}: controls (${before})`);
      }
      await changed(page, before);
      await finishSet(page).catch(() => false);
      expect(page.url().startsWith(url)).toBe(true); // no page load: the same page, swapped
    }
    if (onBoard < 3 || byControls < 3) throw new Error(`${onBoard} picks on the board, ${byControls} through the controls:\n${trace.join('\n')}`);
    await context.close();
  });
});
