/**
 * Browser tests with Debian's chromium driven by playwright-core: the site listening on loopback,
 * a browser, and players signed up through the pages.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { chromium, Browser, BrowserContext, Page } from 'playwright-core';
import { createTestSite, TestSite, TestSiteOptions } from '../support/app';
import { LIVE_MS, LONG_MS, SERVER_MS } from '../support/patience';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSite {
  site: TestSite;
  base: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function startBrowserSite(opts: TestSiteOptions = {}): Promise<BrowserSite> {
  if (!existsSync(CHROMIUM)) throw new Error(`chromium is missing at ${CHROMIUM}: run \`apt-get install chromium\` (npm test does it as root)`);
  const site = await createTestSite(opts);
  const server: Server = site.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
  });
  return {
    site,
    base,
    browser,
    async close() {
      await browser.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await site.close();
    },
  };
}

/**
 * The browser site of a test file: started before its tests, closed after them. The object can be
 * held from the start; its parts are there once the tests run.
 */
export function browserSiteForThisFile(opts: TestSiteOptions = {}): BrowserSite {
  let inner: BrowserSite | undefined;
  beforeAll(async () => {
    inner = await startBrowserSite(opts);
  }, LONG_MS);
  afterAll(async () => {
    await inner?.close();
  });
  const get = (): BrowserSite => {
    if (!inner) throw new Error('the browser site has not started yet');
    return inner;
  };
  return {
    get site() {
      return get().site;
    },
    get base() {
      return get().base;
    },
    get browser() {
      return get().browser;
    },
    close: () => get().close(),
  };
}

/** A new browser context (its own cookies), with JavaScript on or off, and a page in it. */
export async function newPlayerPage(b: BrowserSite, opts: { javaScript?: boolean; width?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await b.browser.newContext({ javaScriptEnabled: opts.javaScript ?? true, viewport: { width: opts.width ?? 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(SERVER_MS);
  return { context, page };
}

export async function signUpIn(b: BrowserSite, page: Page, name: string): Promise<void> {
  await page.goto(`${b.base}/register`);
  await page.fill('input[name=username]', name);
  await page.fill('input[name=email]', `${name.toLowerCase()}@example.org`);
  await page.fill('input[name=password]', 'a good long password');
  await page.click('button[type=submit].primary');
  await page.waitForURL((u) => u.pathname === '/');
}

/** Waits until the page's text at `selector` contains `text` (by default as long as a live update may take). */
export function textIn(page: Page, selector: string, text: string, timeout = LIVE_MS) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return page.waitForFunction(([sel, t]) => ((globalThis as any).document.querySelector(sel)?.textContent ?? '').includes(t), [selector, text] as const, { timeout });
}

/** The text of the status line of a game page. */
export async function status(page: Page): Promise<string> {
  return (await page.textContent('p.status')) ?? '';
}
