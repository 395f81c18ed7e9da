/**
 * Every game can be played with the keyboard alone (issue 36): a player against a robot opens his
 * game in chromium and makes his moves with Tab / Shift+Tab and Enter or Space only — on the
 * board's targets where the board offers the choice, else on the move's controls. Each target it
 * goes to must get the focus, and show it (a computed outline or box shadow); after every step the
 * focus is still somewhere on the page, never lost to the page's body. The moves land (the game's
 * log in the database has them), and the page's polite live region read out the newest log lines.
 */
import type { Page } from 'playwright-core';
import { allGames } from '../../src/games/registry';
import { browserSiteForThisFile, newPlayerPage } from './browser';
import { changed, progress, yourMoveOrOver } from './picking';
import { makeUser } from '../support/users';

// The page's globals, in the functions that run in the browser (the project's TypeScript has no DOM lib).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const document: any;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
declare const getComputedStyle: any;

const b = browserSiteForThisFile();

/** What to press next, in order of preference: a board target, then the controls. */
const BOARD = '.board-area a.pick-option[href], .board-area a.pick-toggle[href][aria-pressed=false]';
const SET_GO = '#move-controls form.mc-set .mc-set-go button:not([disabled])';
const CONTROLS = '#move-controls .mc-option, #move-controls .mc-confirm button.mc-go, #move-controls .mc-item input:not(:checked)';

/**
 * Marks the first element of `selector` as the one to reach (data-kb) and says whether it lies
 * after the focused element in the page (then Tab, else Shift+Tab reaches it first).
 */
async function markTarget(page: Page, selector: string, nth: number): Promise<'after' | 'before' | null> {
  return page.evaluate(
    ([sel, n]) => {
      for (const old of document.querySelectorAll('[data-kb]')) old.removeAttribute('data-kb');
      const all = [...document.querySelectorAll(sel)].filter((e) => e.getClientRects().length > 0);
      const el = all[Math.min(n, all.length - 1)];
      if (!el) return null;
      el.setAttribute('data-kb', '1');
      const from = document.activeElement;
      if (!from || from === document.body) return 'after';
      // Node.DOCUMENT_POSITION_FOLLOWING
      return from.compareDocumentPosition(el) & 4 ? 'after' : 'before';
    },
    [selector, nth] as const,
  );
}

interface Focused {
  reached: boolean;
  visible: boolean;
  what: string;
}
/** The focused element: whether it is the marked target, and whether its focus can be seen. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { reached: false, visible: false, what: 'body' };
    const st = getComputedStyle(el);
    let visible = (st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0) || st.boxShadow !== 'none';
    // a check box shows its focus on the label around it
    if (!visible && el.closest('label')) {
      const ls = getComputedStyle(el.closest('label'));
      visible = (ls.outlineStyle !== 'none' && parseFloat(ls.outlineWidth) > 0) || ls.boxShadow !== 'none';
    }
    return { reached: el.hasAttribute('data-kb'), visible, what: `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '')} ${String(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60)}` };
  });
}

/** Goes to the marked target with Tab or Shift+Tab only; false when a live update took it away. */
async function tabTo(page: Page, direction: 'after' | 'before', trace: string[]): Promise<Focused | null> {
  const key = direction === 'after' ? 'Tab' : 'Shift+Tab';
  for (let i = 0; i < 600; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (f.reached) {
      trace.push(`  ${key} ×${i + 1} → ${f.what}`);
      return f;
    }
    if (i % 20 === 19 && !(await page.locator('[data-kb]').count())) return null;
  }
  throw new Error(`${key} never reached the target:\n${trace.join('\n')}`);
}

describe.each(allGames().map((m) => [m.meta.id] as const))('%s', (id) => {
  it('plays moves with the keyboard alone', async () => {
    const s = b.site.services;
    const name = `K${id.replace(/-/g, '').slice(0, 10)}`;
    const user = await makeUser(s, name);
    const token = (await s.users.login({ username: name, password: 'correct horse battery' }, 'Mozilla/5.0')).token;
    const gameId = await s.lobby.createGame(user.id, { gameType: id, seats: 2, robots: 1, strength: ['beginner'], deadlineDays: 0 });
    const { page, context } = await newPlayerPage(b);
    await context.addCookies([{ name: 'sid', value: token, url: b.base }]);
    await page.goto(`${b.base}/games/${gameId}`);
    const mine = () => s.db.move.count({ where: { gameId, seat: 0, kind: 'MOVE' } });
    const trace: string[] = [];
    let onBoard = 0;
    let lost = 0;
    for (let i = 0; i < 80 && (await mine()) < 2; i++) {
      if (!(await yourMoveOrOver(page))) break;
      const before = await progress(page);
      // a set whose marking is a choice is sent; else a board target; else a control
      const pick = (await page.locator(SET_GO).count()) ? SET_GO : (await page.locator(BOARD).count()) ? BOARD : CONTROLS;
      const direction = await markTarget(page, pick, pick === CONTROLS ? i % 2 : 0);
      if (!direction) {
        await page.waitForTimeout(200);
        continue;
      }
      trace.push(`${i}: ${pick === BOARD ? 'board' : pick === SET_GO ? 'set' : 'controls'} (${before})`);
      const f = await tabTo(page, direction, trace);
      if (!f) continue;
      if (!f.visible) throw new Error(`the focus on ${f.what} cannot be seen:\n${trace.join('\n')}`);
      if (pick === BOARD) onBoard++;
      // A11Y_SHOTS=<dir>: the first board target with the focus, to look at its ring
      if (process.env.A11Y_SHOTS && pick === BOARD && onBoard === 1) {
        const box = await page.locator('[data-kb]').boundingBox();
        if (box) await page.screenshot({ path: `${process.env.A11Y_SHOTS}/focus-${id}.png`, clip: { x: Math.max(0, box.x - 40), y: Math.max(0, box.y - 40), width: box.width + 80, height: box.height + 80 } });
      }
      // Space on board targets and check boxes (live.js makes it work on links), Enter on the rest
      const isBox = f.what.startsWith('input.');
      await page.keyboard.press(pick === BOARD || isBox ? ' ' : 'Enter');
      await changed(page, before);
      await page.waitForTimeout(100);
      if ((await focused(page)).what === 'body') lost++;
    }
    expect(await mine()).toBeGreaterThanOrEqual(2);
    if (lost) throw new Error(`the focus was lost to the page's body ${lost} times:\n${trace.join('\n')}`);
    // the log shows the player's moves, and the polite live region said the newest of them
    expect(await page.locator('ol.log li').count()).toBeGreaterThan(0);
    const said = (await page.textContent('#live-announce')) ?? '';
    const lines = await page.locator('ol.log li').allTextContents();
    expect(lines.some((l) => l.trim() && said.includes(l.trim().slice(0, 20)))).toBe(true);
    trace.push(`${onBoard} steps on the board`);
    await context.close();
  });
});
