/**
 * Race! Formula 90 through the pages (real chromium, two players in two browsers): the car sheets,
 * the mulligan, the secret qualifying cards played at the same time, the strategies, and the first
 * laps of the race, every move put together by clicks on the board and in the controls. Each page
 * follows the other player's moves without a reload.
 */
import type { Page } from 'playwright-core';
import { browserSiteForThisFile, newPlayerPage, signUpIn } from './browser';
import { changed, clickFresh, finishSet, progress } from './picking';
import { SERVER_MS, TEST_MS } from '../support/patience';

const b = browserSiteForThisFile();

interface Snapshot {
  phase: string;
  box: number;
  seq: number;
}

async function snapshot(gameId: number): Promise<Snapshot> {
  const game = await b.site.services.db.game.findUniqueOrThrow({ where: { id: gameId } });
  const state = game.state as { phase: string; box: number };
  return { phase: state.phase, box: state.box, seq: game.seq };
}

/** Marks the first choice a listing set step offers (its `data-choices`: sorted marks joined by |) and sends it. */
async function markListed(page: Page): Promise<boolean> {
  const form = page.locator('#move-controls form.mc-set[data-choices]').first();
  if (!(await form.count())) return false;
  const choices = JSON.parse((await form.getAttribute('data-choices')) ?? '[]') as { key: string }[];
  if (!choices.length) return false;
  const want = new Map<string, number>();
  for (const like of choices[0].key.split('|').filter(Boolean)) want.set(like, (want.get(like) ?? 0) + 1);
  const boxes = form.locator('input[name=s]');
  for (let k = 0; k < (await boxes.count()); k++) {
    const like = (await boxes.nth(k).getAttribute('data-like')) ?? '';
    const left = want.get(like) ?? 0;
    await boxes.nth(k).setChecked(left > 0);
    if (left > 0) want.set(like, left - 1);
  }
  return finishSet(page);
}

/** One click of the player whose page offers something: on the board or in the controls. */
async function clickOnce(page: Page, onBoard: boolean): Promise<'board' | 'controls' | null> {
  const offered = page.locator('#move-controls .mc-option:visible, #move-controls .mc-confirm button.mc-go, #move-controls .mc-item:visible:has(input:not(:checked))');
  if (!(await offered.count())) {
    // A set step with every item marked and no choice among them to confirm (its marks kept over
    // a live update): unmark them, as a player would, and begin again.
    const marked = page.locator('#move-controls form.mc-set input[name=s]:checked');
    if (!(await marked.count())) return null; // not this player's turn
    if (await finishSet(page).catch(() => false)) return 'controls';
    // a set that lists its choices (a pit stop's discards: the first 64 of thousands) and whose
    // marks are none of them: mark the first listed choice, as a player would
    if (await markListed(page).catch(() => false)) return 'controls';
    for (let k = (await marked.count()) - 1; k >= 0; k--) await marked.nth(k).uncheck().catch(() => undefined);
    return 'controls';
  }
  // race, don't sit out: „Runde auslassen" is clicked only when nothing else is offered
  const controls = page.locator('#move-controls a.mc-option:visible:not([href*="skip"]), #move-controls button.mc-option:visible, #move-controls .mc-confirm button.mc-go, #move-controls .mc-item:visible:has(input:not(:checked))');
  const before = await progress(page);
  const board = page.locator('.board-area a.pick-option:visible, .board-area a.pick-toggle[aria-pressed=false]:visible');
  let by: 'board' | 'controls' = 'controls';
  // „Runde auslassen" only when it is all the page offers (no card can be played): else the race would stall
  const sitOut = page.locator('#move-controls a.mc-option:visible[href*="skip"]');
  if (onBoard && (await board.count()) && (await clickFresh(board))) by = 'board';
  else if (!(await clickFresh(controls)) && !(await clickFresh(sitOut))) return null;
  await changed(page, before).catch(() => undefined); // a live update may have redrawn the page first
  await finishSet(page).catch(() => false);
  return by;
}

/** Two players in two browsers: the first creates a 2-seat race with these options, the second joins; both open it. */
async function twoPlayerRace(names: [string, string], options: Record<string, unknown>) {
  const { page: anna, context: ca } = await newPlayerPage(b);
  const { page: ben, context: cb } = await newPlayerPage(b);
  await signUpIn(b, anna, names[0]);
  await signUpIn(b, ben, names[1]);
  const first = (await b.site.services.users.findByUsername(names[0]))!;
  const second = (await b.site.services.users.findByUsername(names[1]))!;
  const gameId = await b.site.services.lobby.createGame(first.id, { gameType: 'formula-90', seats: 2, options });
  await b.site.services.lobby.join(gameId, second.id);
  await anna.goto(`${b.base}/games/${gameId}`);
  await ben.goto(`${b.base}/games/${gameId}`);
  return { anna, ben, ca, cb, gameId };
}

it('two players set up and race the first laps, every move made on the pages', async () => {
  const { anna, ben, ca, cb, gameId } = await twoPlayerRace(['Alain', 'Ayrton'], { track: 'monza' });
  const url = `${b.base}/games/${gameId}`;

  // the track is drawn from the start: 22 sections of Monza, the lap counter
  expect(await anna.locator('svg.f90t-map path.f90t-asphalt').count()).toBe(22);
  expect(await anna.textContent('.f90-board')).toContain('Lap counter');

  /** „Qualifying": one player's secret card is not on the other's page while the other still chooses. */
  const secretStaysSecret = async (): Promise<boolean> => {
    if ((await snapshot(gameId)).phase !== 'qualifying') return false;
    const chosen = (await b.site.services.db.move.findMany({ where: { gameId, kind: 'MOVE' } })).filter((m) => (m.payload as { type: string }).type === 'qualify');
    if (chosen.length !== 1) return false;
    const other = chosen[0].seat === 0 ? ben : anna;
    await other.reload();
    const html = await other.content();
    expect(html).not.toContain(`data-pick="card-${(chosen[0].payload as { card: number }).card}"`);
    expect(await other.locator('#move-controls .mc-option:visible, #move-controls .mc-item:visible').count()).toBeGreaterThan(0);
    return true;
  };
  const seen = new Set<string>();
  let boardClicks = 0;
  let controlClicks = 0;
  let qualifyingChecked = false;
  // bounded by time, not by rounds: on a busy machine a round is often spent waiting for a live update
  const until = Date.now() + TEST_MS;
  for (let i = 0; Date.now() < until; i++) {
    const now = await snapshot(gameId);
    seen.add(now.phase);
    // three laps in, and moves made both ways (on the board and in the controls) more than three times
    if (now.phase === 'race' && now.box >= 3 && boardClicks > 3 && controlClicks > 3) break;
    let acted = false;
    for (const page of [anna, ben]) {
      const by = await clickOnce(page, i % 2 === 0);
      if (by === 'board') boardClicks++;
      if (by === 'controls') controlClicks++;
      acted ||= by !== null;
      if (!qualifyingChecked) qualifyingChecked = await secretStaysSecret();
    }
    if (!acted) await new Promise((r) => setTimeout(r, 200)); // waiting for a live update
  }

  const end = await snapshot(gameId);
  if (end.box < 3) {
    // what each page offered when the time ran out, for the report
    for (const page of [anna, ben]) console.log(`stalled at ${JSON.stringify(end)}: ${(await page.locator('#move-controls').innerText().catch(() => '(no controls)')).slice(0, 600)}`);
  }
  expect(end.phase).toBe('race');
  expect(end.box).toBeGreaterThanOrEqual(3);
  expect([...seen]).toEqual(expect.arrayContaining(['sheets', 'mulligan', 'qualifying', 'strategy', 'race']));
  expect(qualifyingChecked).toBe(true);
  expect(boardClicks).toBeGreaterThan(3);
  expect(controlClicks).toBeGreaterThan(3);

  // both pages follow by live updates (one reload only, for the qualifying check) and show the race as it stands
  for (const page of [anna, ben]) {
    // the same page, never loaded anew (the address may carry the steps of a move being put together)
    expect(new URL(page.url()).pathname).toBe(new URL(url).pathname);
    await page.waitForFunction((s) => Number((globalThis as any).document.querySelector('#game-live')?.getAttribute('data-seq')) >= s, end.seq, { timeout: SERVER_MS }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(await page.locator('svg.f90t-map g.f90t-car').count()).toBe(8); // 2 players + 3 FAST + 3 SLOW robots
    expect(await page.locator('.f90-lap.current').count()).toBe(1);
  }
  const moves = await b.site.services.db.move.findMany({ where: { gameId, kind: 'MOVE' } });
  const bySeat = [0, 1].map((s) => moves.filter((m) => m.seat === s && (m.payload as { type: string }).type === 'play').length);
  expect(bySeat.every((n) => n >= 1)).toBe(true);
  await ca.close();
  await cb.close();
}, 2 * TEST_MS);

it('with car build, fuel management and superfast robots: builds, secret fuel bids and the first laps on the pages', async () => {
  const { anna, ben, ca, cb, gameId } = await twoPlayerRace(['Nigel', 'Gerhard'], { track: 'hungaroring', carBuild: true, fuel: true, superfast: true });
  expect(await anna.textContent('.f90-board')).toContain('building the cars');

  let bidSecret = false;
  // bounded by time, not by rounds: on a busy machine a round is often spent waiting for a live update
  const until = Date.now() + TEST_MS;
  for (let i = 0; Date.now() < until; i++) {
    const now = await snapshot(gameId);
    if (now.phase === 'race' && now.box >= 2) break;
    let acted = false;
    for (const page of [anna, ben]) {
      acted ||= (await clickOnce(page, i % 2 === 1)) !== null;
      // „TREIBSTOFFMANAGEMENT": one bid made, the other player still choosing — his page does not show it
      if (!bidSecret && (await snapshot(gameId)).phase === 'qualifying') {
        const made = (await b.site.services.db.move.findMany({ where: { gameId, kind: 'MOVE' } })).filter((m) => (m.payload as { type: string }).type === 'qualify');
        if (made.length === 1) {
          const bid = (made[0].payload as { fuel: number }).fuel;
          const own = made[0].seat === 0 ? anna : ben;
          const other = made[0].seat === 0 ? ben : anna;
          await own.reload();
          await other.reload();
          expect(await own.textContent('.f90-board')).toContain(`your secret fuel bid: ${bid} laps`);
          expect(await other.textContent('.f90-board')).not.toContain('secret fuel bid');
          bidSecret = true;
        }
      }
    }
    if (!acted) await new Promise((r) => setTimeout(r, 200));
  }
  const end = await snapshot(gameId);
  expect(end.phase).toBe('race');
  expect(bidSecret).toBe(true);
  const game = await b.site.services.db.game.findUniqueOrThrow({ where: { id: gameId } });
  const state = game.state as { players: { build: { chips: number; hand: number; slots: number } | null; fuelLap: number | null }[] };
  for (const p of state.players) {
    expect(p.build).not.toBeNull();
    expect(p.build!.chips + p.build!.hand + p.build!.slots).toBeLessThanOrEqual(6);
  }
  for (const page of [anna, ben]) {
    await page.waitForFunction((s) => Number((globalThis as any).document.querySelector('#game-live')?.getAttribute('data-seq')) >= s, end.seq, { timeout: SERVER_MS }); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(await page.locator('svg.f90t-map g.f90t-car').count()).toBe(10); // 2 players + 2 SUPERFAST + 3 FAST + 3 SLOW robots
  }
  await ca.close();
  await cb.close();
}, 2 * TEST_MS);
