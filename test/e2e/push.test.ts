/**
 * The profile's push panel in real chromium (docs/push.md): the service worker is active, the
 * notification permission is granted through the browser context, and "turn on" either
 * subscribes — the subscription reaches the server and the device is listed (and "turn off"
 * removes it) — or, where chromium reaches no push service (headless chromium subscribes through
 * Google's push service, which a machine without the internet cannot reach), the panel says so
 * and nothing is stored. Either outcome is accepted, but it must be one of them. The opt-ins are
 * saved from the same panel.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { browserSiteForThisFile, CHROMIUM, signUpIn } from './browser';
import { LIVE_MS, SERVER_MS } from '../support/patience';

const b = browserSiteForThisFile();

/** The panel's outcome once it is one (the page may reload itself on the way). */
async function outcomeOf(page: Page): Promise<string> {
  const end = Date.now() + SERVER_MS;
  for (;;) {
    try {
      const state = (await page.evaluate(`(document.querySelector('[data-push-panel]') || {}).getAttribute ? document.querySelector('[data-push-panel]').getAttribute('data-push-result') : null`)) as string | null;
      if (state && state !== 'working' && state !== 'off') return state;
    } catch {
      // (the page was reloading)
    }
    if (Date.now() > end) throw new Error('the push panel said nothing');
    await new Promise((r) => setTimeout(r, 200));
  }
}

it('turns push on for this browser, or says clearly that it cannot, and stores nothing then', async () => {
  // a browser profile of its own, as a player's browser has (not an incognito context)
  const profile = await mkdtemp(path.join(os.tmpdir(), 'slipstream-push-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(SERVER_MS);
    await signUpIn(b, page, 'Pia');
    const pia = (await b.site.services.users.findByUsername('Pia'))!;
    await context.grantPermissions(['notifications'], { origin: b.base });
    await page.goto(`${b.base}/profile`);
    // the service worker (public/pwa.js registers it on every page) is active
    expect(await page.evaluate('navigator.serviceWorker.ready.then((r) => r.active && r.active.state)')).toBe('activated');
    await page.waitForSelector('[data-push-panel][data-push-result="off"]', { timeout: LIVE_MS });
    expect(await page.textContent('[data-push-status]')).toBe('Push notifications are off in this browser.');
    expect(await page.textContent('[data-push-none]')).toContain('No device has push notifications on.');

    // without the internet chromium's push service never answers: give up after 3 s, not 15
    await page.evaluate(`document.querySelector('[data-push-panel]').setAttribute('data-subscribe-ms', '3000')`);
    await page.click('[data-push-on]');
    const outcome = await outcomeOf(page);
    const stored = await b.site.services.db.pushSubscription.findMany({ where: { userId: pia.id } });
    if (outcome === 'on') {
      // chromium reached its push service: the subscription is the server's, the device listed
      expect(stored).toHaveLength(1);
      expect(stored[0].endpoint).toMatch(/^https:\/\//);
      expect(await page.textContent('[data-push-status]')).toBe('Push notifications are on in this browser.');
      expect(await page.locator('table.push-devices tbody tr').count()).toBe(1);
      await page.click('[data-push-off]');
      await page.waitForSelector('[data-push-panel][data-push-result="off"]', { timeout: LIVE_MS });
      expect(await b.site.services.db.pushSubscription.count({ where: { userId: pia.id } })).toBe(0);
    } else {
      // no push service without the internet: said on the page, nothing stored
      expect(outcome).toBe('noService');
      expect(await page.textContent('[data-push-status]')).toContain('has no push service it can reach just now');
      expect(await page.isVisible('[data-push-on]')).toBe(true);
      expect(stored).toHaveLength(0);
    }

    // the opt-ins: chat off, saved
    await page.uncheck('input[name=chat]');
    await page.selectOption('select[name=mailWait]', '3600');
    await page.click('form[action="/push/settings"] button[type=submit]');
    await page.waitForURL(/done=push/);
    expect(await page.textContent('.notice')).toBe('Your push settings are saved.');
    const u = await b.site.services.db.user.findUniqueOrThrow({ where: { id: pia.id } });
    expect([u.pushChat, u.pushTurn, u.pushMailWaitSeconds]).toEqual([false, true, 3600]);
    expect(await page.isChecked('input[name=chat]')).toBe(false);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
