/**
 * Accessibility (issue 36, WCAG 2.1 AA): axe-core checks every page type of the site in a real
 * browser, in English and German, on a desktop (1366 px) and a phone (390 px) screen, and fails on
 * any serious or critical violation.
 *
 * Coverage, kept fast (one browser, one site, one tab per language and width, the tabs side by
 * side): every page of the site is checked twice — in English at 1366 px and in German at 390 px.
 * Every page type of every game (its rules, the waiting room, the game some moves in with a move
 * being put together, finished, its replay) is checked once, in one of the four
 * language-width pairs, turning from page to page and from game to game ((game + page) mod 4):
 * with five games each page type is checked in all four pairs, so in both languages and at both
 * widths, and every game in all four. A game's page costs axe about a second (in legacy mode, see
 * check()) and the page's load, so the suite stops there; A11Y_FULL=1 (`npm run a11y`) checks every game page in all four pairs, and
 * each game's design notes, a worked example and the game at its start (the same pages as the
 * rules and the game some moves in, in other states). Then the dark theme (prefers-color-scheme: dark): the lobby, a rules page and
 * Formula 90's game page (the boards stay on their light table; A11Y_SHOTS or A11Y_FULL:
 * every game, the profile and every finished game). With A11Y_SHOTS=<dir> the dark pages are also saved as screenshots there (the whole
 * page on the desktop, the first screen on the phone).
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { browserSiteForThisFile } from './browser';
import { seedA11ySite, A11ySite } from './a11y-site';
import { HEAVY_MS, LONG_MS, TEST_MS } from '../support/patience';

const b = browserSiteForThisFile();
let seeded: A11ySite;
let token = '';

beforeAll(async () => {
  seeded = await seedA11ySite(b.site.services);
  token = (await b.site.services.users.login({ username: 'Anna', password: 'correct horse battery' }, 'Mozilla/5.0')).token;
}, LONG_MS);

type Lang = 'en' | 'de';
interface Look {
  lang: Lang;
  width: number;
  signedIn: boolean;
  dark?: boolean;
}
interface Visit {
  name: string;
  url: string;
  /** go one step further: the first answer of the move being put together */
  pickFirst?: boolean;
  /** go on to the first link matching this selector on the page */
  follow?: string;
  /** seen by a visitor who is not signed in */
  signedOut?: boolean;
}

const DESKTOP = 1366;
const PHONE = 390;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One tab per look, kept open: contexts are the slow part. */
const tabs = new Map<string, { context: BrowserContext; page: Page }>();
async function tab(look: Look): Promise<Page> {
  const key = `${look.lang}-${look.width}-${look.signedIn}-${look.dark ?? false}`;
  let t = tabs.get(key);
  if (!t) {
    const context = await b.browser.newContext({ viewport: { width: look.width, height: look.width > 500 ? 900 : 844 }, colorScheme: look.dark ? 'dark' : 'light', reducedMotion: 'reduce' });
    await context.addCookies([{ name: 'lang', value: look.lang, url: b.base }, ...(look.signedIn ? [{ name: 'sid', value: token, url: b.base }] : [])]);
    t = { context, page: await context.newPage() };
    tabs.set(key, t);
  }
  return t.page;
}
afterAll(async () => {
  for (const t of tabs.values()) await t.context.close();
});

/** The serious and critical violations, readable: rule, what it asks, where. */
function serious(results: AxeResults, where: string): string[] {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 4)
        .map((n) => `      ${n.target.join(' ')}\n        ${(n.failureSummary ?? '').replace(/\n/g, '\n        ').slice(0, 400)}`)
        .join('\n');
      return `${where}: [${v.impact}] ${v.id} — ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'})\n${nodes}`;
    });
}

const failures: string[] = [];
let checked = 0;

async function check(lookAs: Look, visit: Visit): Promise<void> {
  const look = visit.signedOut ? { ...lookAs, signedIn: false } : lookAs;
  const page = await tab(look);
  if (process.env.A11Y_TRACE) process.stderr.write(`${new Date().toISOString()} ${visit.name} ${look.lang} ${look.width}\n`);
  const where = `${visit.name} [${look.lang} ${look.width}px${look.dark ? ' dark' : ''}${look.signedIn ? '' : ' signed out'}]`;
  const res = await page.goto(b.base + visit.url);
  if (!res || res.status() >= 400) {
    failures.push(`${where}: ${visit.url} answered ${res?.status()}`);
    return;
  }
  const onward = visit.pickFirst ? '#move-controls a.mc-option[href^="?"], .board-area a.pick-option[href^="?"]' : visit.follow;
  if (onward) {
    const found = page.locator(onward);
    const href = (await found.count()) ? await found.first().getAttribute('href') : null;
    if (href) await page.goto(new URL(href, page.url()).toString());
    else if (visit.follow) failures.push(`${where}: no ${visit.follow} on ${visit.url}`);
  }
  const loaded = Date.now();
  // Legacy mode: axe runs in the page itself. The default mode runs every frame's part and then
  // opens a blank page of its own to put them together — for pages without frames (ours have none)
  // the same findings, at three times the cost (2.5–4.5 s a game page against about 1 s).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG).options({ resultTypes: ['violations'] }).analyze();
  if (process.env.A11Y_TRACE) process.stderr.write(`  axe ${Date.now() - loaded} ms\n`);
  failures.push(...serious(results, where));
  if (process.env.A11Y_DUMP) {
    const all = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').flatMap((v) => v.nodes.map((n) => ({ where, rule: v.id, target: n.target.join(' '), html: n.html.slice(0, 200), summary: n.failureSummary })));
    appendFileSync(process.env.A11Y_DUMP, all.map((x) => JSON.stringify(x)).join('\n') + (all.length ? '\n' : ''));
  }
  checked++;
  const shots = process.env.A11Y_SHOTS;
  if (shots && look.dark) {
    mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: path.join(shots, `${visit.name}-${look.width}-${look.lang}.png`), fullPage: look.width > 500 });
  }
}

function sitePages(): { out: Visit[]; in: Visit[] } {
  const s = seeded;
  const race = s.games.find((g) => g.id === 'race')!;
  return {
    out: [
      { name: 'home (signed out)', url: '/' },
      { name: 'login', url: '/login' },
      { name: 'register', url: '/register' },
      { name: 'password forgotten', url: '/password/forgot' },
      { name: 'a game (signed out)', url: `/games/${race.finished}` },
    ],
    in: [
      { name: 'lobby', url: '/' },
      { name: 'rules index', url: '/rules' },
      { name: 'new game', url: '/games/new' },
      { name: 'new game of a game', url: '/games/new?game=formula-90' },
      { name: 'profile', url: '/profile' },
      { name: "a player's page", url: '/users/Ben' },
      { name: 'ratings', url: '/games/race/ratings' },
      { name: 'chat', url: `/games/${race.finished}/chat` },
      { name: 'finished games', url: '/games/finished' },
      { name: 'tournaments', url: '/tournaments' },
      { name: 'tournament', url: `/tournaments/${s.tournament}` },
      { name: 'new tournament', url: '/tournaments/new' },
      { name: 'tournament formats', url: '/tournaments/formats' },
      { name: 'leagues', url: '/leagues' },
      { name: 'league', url: '/leagues/race' },
      { name: 'mail outbox', url: '/outbox' },
      { name: 'a mail', url: `/outbox/${s.mail}` },
      { name: 'admin', url: '/admin' },
    ],
  };
}

function gamePages(): Visit[][] {
  return seeded.games.map((g) => [
    { name: `${g.id} rules`, url: `/rules/${g.id}` },
    ...(process.env.A11Y_FULL
      ? [
          { name: `${g.id} design notes`, url: `/rules/${g.id}/design` },
          { name: `${g.id} worked example`, url: `/rules/${g.id}`, follow: `a[href^="/rules/${g.id}/examples/"]` },
        ]
      : []),
    { name: `${g.id} waiting room`, url: `/games/${g.waiting}` },
    // (the game at its start is the same page as some moves in: checked with A11Y_FULL)
    ...(process.env.A11Y_FULL ? [{ name: `${g.id} game start`, url: `/games/${g.start}` }] : []),
    { name: `${g.id} game, a move being picked`, url: `/games/${g.mid}`, pickFirst: true },
    { name: `${g.id} game finished`, url: `/games/${g.finished}` },
    { name: `${g.id} replay`, url: `/games/${g.finished}/replay?step=4` },
  ]);
}


const PAIRS: [Look, Look][] = [
  [
    { lang: 'en', width: DESKTOP, signedIn: true },
    { lang: 'de', width: PHONE, signedIn: true },
  ],
  [
    { lang: 'de', width: DESKTOP, signedIn: true },
    { lang: 'en', width: PHONE, signedIn: true },
  ],
];

function reportFailures(what: string): void {
  const found = failures.splice(0);
  if (found.length) throw new Error(`${found.length} serious or critical violations ${what}:\n\n${found.join('\n\n')}`);
}

/** Each look's pages one after the other, the looks side by side (two tabs: the machine's two cores). */
async function checkAll(looks: Look[], pages: (look: Look) => Visit[][]): Promise<void> {
  await Promise.all(looks.map(async (look) => {
    for (const group of pages(look)) for (const v of group) await check(look, v);
  }));
}

it('the site: no page has a serious or critical violation, in en 1366px and de 390px', async () => {
  const site = sitePages();
  await checkAll(PAIRS[0], () => [site.out.map((v) => ({ ...v, signedOut: true })), site.in]);
  reportFailures('on the site');
});

const LOOKS: Look[] = [PAIRS[0][0], PAIRS[0][1], PAIRS[1][0], PAIRS[1][1]];

it('every page type of every game passes, each language and width seeing every page type', async () => {
  const games = gamePages();
  const full = !!process.env.A11Y_FULL;
  // look k checks page j of game i when (i + j) mod 4 = k (or every page, with A11Y_FULL)
  await checkAll(LOOKS, (look) => games.map((pages, i) => pages.filter((_, j) => full || LOOKS[(i + j) % LOOKS.length] === look)));
  reportFailures('in the games');
}, process.env.A11Y_FULL ? HEAVY_MS : TEST_MS); // every game page in all four pairs: 160 of them

it('the dark theme passes too: the lobby, a rules page and games', async () => {
  const visits: Visit[] = [
    { name: 'lobby', url: '/' },
    { name: 'rules', url: '/rules/race' },
    ...seeded.games
      .filter((g) => process.env.A11Y_SHOTS || process.env.A11Y_FULL || g.id === 'formula-90')
      .map((g) => ({ name: `${g.id}-game`, url: `/games/${g.mid}`, pickFirst: true })),
    // more of them for a look at the screenshots, or when asked for everything
    ...(process.env.A11Y_SHOTS || process.env.A11Y_FULL ? [{ name: 'profile', url: '/profile' }, ...seeded.games.map((g) => ({ name: `${g.id}-finished`, url: `/games/${g.finished}` }))] : []),
  ];
  const looks: Look[] = process.env.A11Y_SHOTS
    ? [
        { lang: 'en', width: DESKTOP, signedIn: true, dark: true },
        { lang: 'de', width: PHONE, signedIn: true, dark: true },
      ]
    : [{ lang: 'en', width: DESKTOP, signedIn: true, dark: true }];
  await checkAll(looks, () => [visits]);
  reportFailures('in the dark theme');
}, process.env.A11Y_FULL ? HEAVY_MS : TEST_MS);

afterAll(() => {
  // every page was looked at (a page that did not answer is a failure above)
  expect(checked).toBeGreaterThan(0);
});
