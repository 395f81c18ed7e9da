/**
 * Kraftwagen's pages for players and the board that explains itself (issue 31): the rules page in
 * both languages with the same anchors, sections of one or two screens, pictures the module draws
 * (legal states, drawn by the board), links to the worked examples; every board element's
 * explanation (data-help) exists in both catalogues and links to a section that exists.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { walk, stepperOf } from '../../../src/engine/steps';
import { EXAMPLES } from '../../../src/games/kraftwagen/data/examples';
import en from '../../../src/games/kraftwagen/messages/en.json';
import de from '../../../src/games/kraftwagen/messages/de.json';
import type { KwState } from '../../../src/games/kraftwagen/rules/state';
import { drawBoard } from '../../support/board';
import { mod, started } from './helpers';

const ROOT = path.join(__dirname, '../../..');
const guide = (page: string, lang: string) => readFileSync(path.join(ROOT, 'src/games/kraftwagen/guide', `${page}.${lang}.md`), 'utf8');
const words = (md: string) => md.replace(/!\[[^\]]*\]\([^)]*\)/g, '').split(/\s+/).filter(Boolean).length;

interface Section {
  anchor: string;
  more: boolean;
  words: number;
}
function sections(md: string): Section[] {
  return md
    .split(/^## /m)
    .slice(1)
    .map((part) => {
      const m = /\{#([a-z0-9-]+)((?:\s+\.[a-z-]+)*)\}/.exec(part.split('\n')[0]);
      if (!m) throw new Error(`a heading without an anchor: ${part.split('\n')[0]}`);
      return { anchor: m[1], more: m[2].includes('.more'), words: words(part) };
    });
}

const rules = { en: guide('rules', 'en'), de: guide('rules', 'de') };
const anchors = sections(rules.en).map((s) => s.anchor);
const catalogues: Record<string, Record<string, string>> = { en, de };

describe('the rules page', () => {
  it.each(['en', 'de'] as const)('%s: the same anchors, about and turn first, no H1, no developer words', (lang) => {
    const md = rules[lang];
    const secs = sections(md);
    expect(secs.map((s) => s.anchor)).toEqual(anchors);
    expect(anchors.slice(0, 2)).toEqual(['about', 'turn']);
    expect(anchors).toEqual(expect.arrayContaining(['setup', 'end', 'two-players', 'special']));
    expect(secs.filter((s) => s.more).map((s) => s.anchor)).toEqual(['special']);
    expect(md).not.toMatch(/^# /m);
    expect(md).not.toMatch(/src\/|\.ts\b|data\/|we designed|wir entworfen/i);
    // Each section fits on one or two screens.
    for (const s of secs) {
      expect(s.words).toBeGreaterThanOrEqual(80);
      expect(s.words).toBeLessThanOrEqual(350);
    }
  });

  it('its pictures are the module\'s, each a legal state the board draws', () => {
    const ids = (md: string) => [...md.matchAll(/^!\[[^\]]+\]\(picture:([a-z0-9-]+)\)$/gm)].map((m) => m[1]);
    expect(ids(rules.de)).toEqual(ids(rules.en));
    const pictures = mod.pictures!;
    expect(ids(rules.en).sort()).toEqual(Object.keys(pictures).sort());
    expect(ids(rules.en).length).toBeGreaterThanOrEqual(3);
    expect(ids(rules.en).length).toBeLessThanOrEqual(6);
    for (const id of Object.keys(pictures)) {
      const pic = pictures[id]();
      mod.assertInvariants!(pic.state);
      const viewer = pic.viewer ?? null;
      if (viewer !== null && pic.answers) expect(walk(stepperOf(mod, pic.state, viewer), pic.answers)).not.toBeNull();
      const html = drawBoard(mod, pic.state, viewer, { answers: pic.answers }).html;
      expect(html).toContain('data-help="gp-track"');
      if (pic.answers) expect(html).toContain('class="pick');
    }
  });

  it('links to every worked example; each example belongs to a section', () => {
    for (const lang of ['en', 'de'] as const) {
      const links = [...rules[lang].matchAll(/\]\(\/rules\/kraftwagen\/examples\/([a-z0-9-]+)\)/g)].map((m) => m[1]);
      expect(links.sort()).toEqual(EXAMPLES.map((e) => e.id).sort());
    }
    for (const e of EXAMPLES) expect(anchors).toContain(e.section);
  });

  it('the design notes: short, in both languages', () => {
    for (const lang of ['en', 'de']) {
      const md = guide('design', lang);
      expect(words(md)).toBeLessThanOrEqual(620);
      expect(md).not.toMatch(/^# /m);
    }
  });
});

describe('the board explains itself', () => {
  const templates = ['board', 'gp-track'].map((f) => readFileSync(path.join(ROOT, 'views/games/kraftwagen', `${f}.hbs`), 'utf8')).join('\n');
  const code = readFileSync(path.join(ROOT, 'src/games/kraftwagen/view/board.ts'), 'utf8');

  it('every {{help}} of the templates has words in both catalogues and a section of the rules page', () => {
    const pairs = [...templates.matchAll(/\{\{help "([a-z0-9-]+)" "([a-z0-9-]+)"\}\}/g)].map((m) => [m[1], m[2]]);
    pairs.push(...[...code.matchAll(/helpKey: '([a-z0-9-]+)',\s*helpAt: '([a-z0-9-]+)'/g)].map((m) => [m[1], m[2]]));
    expect(pairs.length).toBeGreaterThan(40);
    for (const [key, at] of pairs) {
      for (const lang of ['en', 'de']) {
        const text = catalogues[lang][`help.${key}`];
        expect(text).toBeTruthy();
        expect(text).not.toMatch(/[{}]/);
      }
      expect(anchors).toContain(at);
    }
    // No words without a board element.
    const used = new Set(pairs.map(([k]) => k));
    expect(Object.keys(en).filter((k) => k.startsWith('help.') && !used.has(k.slice(5)))).toEqual([]);
  });

  it('the elements of drawn boards carry explanations that exist', () => {
    const states: [KwState, number | null][] = [
      [started(2, false), 0],
      [started(3, true), null],
      [mod.pictures!.market().state, null],
      [mod.pictures!['grand-prix']().state, 1],
    ];
    const seen = new Set<string>();
    for (const [s, viewer] of states) {
      const html = drawBoard(mod, s, viewer).html;
      for (const m of html.matchAll(/data-help="([^"]+)" data-help-at="([^"]+)"/g)) {
        seen.add(m[1]);
        expect(en[`help.${m[1]}` as keyof typeof en]).toBeTruthy();
        expect(anchors).toContain(m[2]);
      }
    }
    for (const key of ['chain', 'action-tile', 'special-tile', 'worker-disc', 'workshop', 'gp-car', 'canteen', 'gp-field', 'race-car', 'neutral-car', 'active-buyer', 'buyer-stack', 'market-car', 'price-tile', 'research-card', 'award']) expect(seen).toContain(key);
  });
});
