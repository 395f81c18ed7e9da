/**
 * A look at the Formula 90 track picture (views/games/formula-90/track.hbs) without a game: both
 * tracks with sample cars — a full section, cars two abreast, lane points held, cars off the track,
 * a lapped car, the lead, sections and start points to pick — rendered into standalone HTML and
 * photographed at 1366 px and 390 px wide with Debian's chromium.
 *
 *   npx tsx scripts/f90-track-preview.ts [--out DIR] [--lang de]
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import Handlebars from 'handlebars';
import { chromium } from 'playwright-core';
import { registerHelpers } from '../src/http/view-helpers';
import { VIEWS_DIR } from '../src/paths';
import type { Lang } from '../src/engine/text';
import { PLAYER_PAINT, trackContext, type TrackCarInput, type TrackInput } from '../src/games/formula-90/view/track-context';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const OUT = path.resolve(arg('out', '/tmp/f90-track-preview'));
const LANG = arg('lang', 'en') as Lang;
const WIDTHS = [1366, 390];

/** The partial's words, until the game's catalogue has them (proposed entries of messages/*.json). */

type Car = Omit<TrackCarInput, 'offTrack' | 'lapsDown' | 'isLead' | 'moved'> & Partial<TrackCarInput>;
const car = (c: Car): TrackCarInput => ({ offTrack: false, lapsDown: 0, isLead: false, moved: false, ...c });
const player = (id: string, label: string, colour: keyof typeof PLAYER_PAINT, section: number, index: number, more: Partial<TrackCarInput> = {}) =>
  car({ id, kind: 'player', label, colour: PLAYER_PAINT[colour], section, index, ...more });

/** Monza in the middle of a race: a crowd at the Ascari, the leader alone, cars off at the Roggia and the Parabolica. */
const MONZA: TrackInput = {
  track: 'monza',
  cars: [
    player('p0', 'A', 'red', 9, 0, { isLead: true, moved: true }),
    car({ id: 'fast1', kind: 'fast', label: 'R1', section: 12, index: 0, moved: true }),
    player('p1', 'B', 'green', 12, 1),
    car({ id: 'slow1', kind: 'slow', label: 'R2', section: 12, index: 2 }),
    player('p2', 'C', 'blue', 12, 3),
    car({ id: 'superfast1', kind: 'superfast', label: 'R3', section: 12, index: 4 }),
    player('p3', 'D', 'grey', 12, 5),
    player('p4', 'E', 'orange', 12, 6),
    player('p5', 'F', 'pink', 12, 7),
    car({ id: 'fast2', kind: 'fast', label: 'R4', section: 5, index: 0, offTrack: true }),
    player('p6', 'G', 'brown', 16, 0, { offTrack: true }),
    car({ id: 'slow2', kind: 'slow', label: 'R5', section: 15, index: 0, lapsDown: 1 }),
    player('p7', 'H', 'turquoise', 1, 0, { moved: true }),
    car({ id: 'fast3', kind: 'fast', label: 'R6', section: 1, index: 1 }),
  ],
  lanes: { 's9-orange': 'p0', 's12-green': 'fast1', 's1-orange': 'p7', 's15-yellow': 'slow2' },
  pickable: { sections: [13, 14], lines: ['s13-red'] },
};

/** The Hungaroring at the start: the grid full, four cars a section. */
const HUNGARORING: TrackInput = {
  track: 'hungaroring',
  cars: [
    ...['A', 'B', 'C', 'D'].map((l, i) => player(`p${i}`, l, (['red', 'green', 'blue', 'grey'] as const)[i], 21, i, { isLead: i === 0 })),
    ...['E', 'F'].map((l, i) => player(`p${i + 4}`, l, (['orange', 'pink'] as const)[i], 20, i)),
    car({ id: 'fast1', kind: 'fast', label: 'R1', section: 20, index: 2 }),
    car({ id: 'fast2', kind: 'fast', label: 'R2', section: 20, index: 3 }),
    car({ id: 'slow1', kind: 'slow', label: 'R3', section: 19, index: 0 }),
    car({ id: 'slow2', kind: 'slow', label: 'R4', section: 19, index: 1 }),
    car({ id: 'superfast1', kind: 'superfast', label: 'R5', section: 19, index: 2 }),
    car({ id: 'superfast2', kind: 'superfast', label: 'R6', section: 19, index: 3 }),
  ],
  pickable: { sections: [0, 1], lines: ['s1-yellow', 's1-green'] },
};

const TARGETS: Record<string, { kind: 'option' | 'chosen'; label: string; href: string }> = {
  'section-13': { kind: 'option', label: 'Section 13', href: '?' },
  'section-14': { kind: 'chosen', label: 'Section 14', href: '?' },
  'lane-s13-red': { kind: 'option', label: 's13-red', href: '?' },
  'section-0': { kind: 'option', label: 'Section 0', href: '?' },
  'section-1': { kind: 'option', label: 'Section 1', href: '?' },
  'lane-s1-yellow': { kind: 'option', label: 's1-yellow', href: '?' },
  'lane-s1-green': { kind: 'option', label: 's1-green', href: '?' },
};

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const hb = Handlebars.create();
  registerHelpers(hb);
  hb.registerPartial('games/formula-90/track', await readFile(path.join(VIEWS_DIR, 'games/formula-90/track.hbs'), 'utf8'));
  hb.registerPartial('games/formula-90/track-ground', await readFile(path.join(VIEWS_DIR, 'games/formula-90/track-ground.hbs'), 'utf8'));
  const page = hb.compile(
    '<!doctype html><html lang="{{lang}}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>Formula 90 tracks</title><style>body { margin: 0.5rem; font-family: system-ui, sans-serif; } main { max-width: 52rem; margin: 0 auto; }</style></head>' +
      '<body><main>{{#each tracks}}<h2>{{name}}</h2>{{> games/formula-90/track this}}{{/each}}</main></body></html>',
  );
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
  try {
    for (const input of [MONZA, HUNGARORING]) {
      const ctx = trackContext(input);
      const html = page({ lang: LANG, tracks: [ctx], compose: { targets: TARGETS } });
      const file = path.join(OUT, `${input.track}.html`);
      await writeFile(file, html);
      for (const width of WIDTHS) {
        const tab = await browser.newPage({ viewport: { width, height: 800 }, deviceScaleFactor: width < 500 ? 2 : 1 });
        await tab.goto(`file://${file}`);
        const png = path.join(OUT, `${input.track}-${width}.png`);
        await tab.screenshot({ path: png, fullPage: true });
        await tab.close();
        console.log(png);
      }
      console.log(`${file} (${Math.round(html.length / 1024)} KB)`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
