/**
 * The site as an installable web app (issue 36; docs/install.md), in real chromium:
 * chromium's own installability check (the DevTools protocol's Page.getInstallabilityErrors, what
 * Lighthouse's "installable" audit reads) finds nothing missing; the service worker takes the page
 * over and caches the static assets; offline, a page is the offline notice (never an old game
 * shown as current) while the cached stylesheet still comes; online again, the game is there.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { browserSiteForThisFile, CHROMIUM, signUpIn } from './browser';
import { LIVE_MS, SERVER_MS } from '../support/patience';

const b = browserSiteForThisFile();

it('is installable, caches only static assets, and says "offline" instead of showing an old game', async () => {
  // a browser profile of its own: chromium installs no app from an incognito context (a new context's kind)
  const profile = await mkdtemp(path.join(os.tmpdir(), 'slipstream-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 390, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(SERVER_MS);
  await signUpIn(b, page, 'Paula');
  const user = (await b.site.services.users.findByUsername('Paula'))!;
  const id = await b.site.services.lobby.createGame(user.id, { gameType: 'race', seats: 2, robots: 1 });
  await page.goto(`${b.base}/games/${id}`);
  // the worker is active and controls the page (after a reload at the latest: clients.claim)
  // (the page's code as strings: the tests are typed without the DOM's names)
  await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
  await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: LIVE_MS }).catch(() => page.reload());
  expect(await page.evaluate('navigator.serviceWorker.controller && navigator.serviceWorker.controller.scriptURL')).toBe(`${b.base}/sw.js`);

  // chromium's installability check
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors).toEqual([]);
  const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(manifest.url).toBe(`${b.base}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);

  // what the worker keeps: static assets only
  const cached = (await page.evaluate(`(async () => {
    const out = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
    return out.sort();
  })()`)) as string[];
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.every((p) => p.startsWith('/static/'))).toBe(true);
  expect(cached).toContain('/static/offline.html');

  // offline: the game's address is the notice (503), not the game; the stylesheet comes from the cache
  await context.setOffline(true);
  const res = await page.goto(`${b.base}/games/${id}`);
  expect(res?.status()).toBe(503);
  expect(await page.textContent('h1')).toBe('You are offline');
  expect(await page.locator('.board-area').count()).toBe(0);
  expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).not.toBe('rgba(0, 0, 0, 0)');
  // online again: the game as it is
  await context.setOffline(false);
  await page.goto(`${b.base}/games/${id}`);
  expect(await page.locator('.board-area').count()).toBe(1);
  await context.close();
  await rm(profile, { recursive: true, force: true });
});
