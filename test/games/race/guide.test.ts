/**
 * Learning Race on the site (issue 31): the board explains itself (every {{help}} of the board's
 * templates has its words in both catalogues and links to a section of both rules pages), the rules
 * pages' pictures are the module's and satisfy the invariants, and the worked examples' words and
 * sections exist.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../../src/games/race/messages/en.json';
import de from '../../../src/games/race/messages/de.json';
import { examples } from '../../../src/games/race/data/examples';
import { drawBoard } from '../../support/board';
import { mod } from './helpers';
import { GAMES, gameStates } from './positions';

const ROOT = path.join(__dirname, '../../..');
const read = (p: string) => readFileSync(path.join(ROOT, p), 'utf8');
const TEMPLATES = ['views/games/race/board.hbs', 'views/games/race/track-ground.hbs'];
const catalogues: Record<string, Record<string, string>> = { en, de };

/** The anchors of a rules page's sections ("## Title {#anchor}" or "{#anchor .more}"). */
function anchors(file: string): string[] {
  return [...read(file).matchAll(/^## .*\{#([A-Za-z0-9_-]+)(?:\s+\.[a-z]+)*\}\s*$/gm)].map((m) => m[1]);
}

const PAGES = ['src/games/race/guide/rules.en.md', 'src/games/race/guide/rules.de.md'];

describe('the rules pages', () => {
  it('have the same sections with the same anchors in both languages, starting with what the game is about and how a turn goes', () => {
    const [enA, deA] = PAGES.map(anchors);
    expect(deA).toEqual(enA);
    expect(enA.slice(0, 2)).toEqual(['about', 'turn']);
    expect(new Set(enA).size).toBe(enA.length);
  });

  it('sections of about 80 to 350 words; no H1', () => {
    for (const file of PAGES) {
      const text = read(file);
      expect(text).not.toMatch(/^# /m);
      const sections = text.split(/^## /m).slice(1);
      for (const s of sections) {
        const words = s.split(/\s+/).filter(Boolean).length;
        expect([file, s.slice(0, 30), words >= 80 && words <= 350]).toEqual([file, s.slice(0, 30), true]);
      }
    }
  });

  it('show exactly the module\'s pictures, each a valid position', () => {
    for (const file of PAGES) {
      const ids = [...read(file).matchAll(/^!\[[^\]]+\]\(picture:([a-z0-9-]+)\)$/gm)].map((m) => m[1]);
      expect(ids.sort()).toEqual(Object.keys(mod.pictures!).sort());
    }
    for (const [id, make] of Object.entries(mod.pictures!)) {
      const pic = make();
      mod.assertInvariants!(pic.state);
      const { html } = drawBoard(mod, pic.state, pic.viewer ?? null, { answers: pic.answers });
      expect([id, html.includes('race-board')]).toEqual([id, true]);
    }
  });

  it('link the worked examples that exist', () => {
    const ids = examples.map((e) => e.id);
    for (const file of PAGES) for (const m of read(file).matchAll(/\/rules\/race\/examples\/([a-z0-9-]+)/g)) expect(ids).toContain(m[1]);
  });

  it('the design notes: short, in both languages', () => {
    for (const lang of ['en', 'de']) {
      const text = read(`src/games/race/guide/design.${lang}.md`);
      expect(text.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(620);
    }
  });
});

describe('a board that explains itself', () => {
  const marks = TEMPLATES.flatMap((f) => [...read(f).matchAll(/\{\{help "([^"]+)" "([^"]+)"\}\}/g)].map((m) => ({ key: m[1], at: m[2] })));
  const pageAnchors = PAGES.map(anchors);

  it('every {{help}} of the templates has its words in both catalogues (plain text) and links to a section of both rules pages', () => {
    expect(marks.length).toBeGreaterThan(20);
    for (const { key, at } of marks) {
      for (const lang of ['en', 'de']) {
        const words = catalogues[lang][`help.${key}`];
        expect([lang, key, typeof words === 'string' && words.length > 10 && !/[{}]/.test(words)]).toEqual([lang, key, true]);
      }
      for (const a of pageAnchors) expect([key, a.includes(at)]).toEqual([key, true]);
    }
  });

  it('every explanation in the catalogues is used by the board', () => {
    const keys = new Set(marks.map((m) => m.key));
    for (const lang of ['en', 'de']) {
      const unused = Object.keys(catalogues[lang]).filter((k) => k.startsWith('help.') && !keys.has(k.slice(5)));
      expect(unused).toEqual([]);
    }
  });

  it('boards of played games mark their elements (every mark drawn is one of the templates)', () => {
    const known = new Set(marks.map((m) => m.key));
    const seen = new Set<string>();
    for (const { seats, options } of GAMES) {
      const states = gameStates(61, seats, options);
      for (const st of states.filter((_, i) => i % 15 === 0 || i === states.length - 1)) {
        for (const viewer of [null, 0, seats - 1]) {
          const { html } = drawBoard(mod, st, viewer);
          for (const m of html.matchAll(/data-help="([^"]+)" data-help-at="([^"]+)"/g)) {
            expect(known.has(m[1])).toBe(true);
            seen.add(m[1]);
          }
        }
      }
    }
    // all but the replay's open hands (and the restarts, when no game restarted) appear in the games' boards
    expect([...known].filter((k) => !seen.has(k) && k !== 'restarts')).toEqual(['hands']);
  });
});

describe('the worked examples', () => {
  it('have their words in both catalogues and a section of the rules pages', () => {
    const pageAnchors = PAGES.map(anchors);
    for (const ex of examples) {
      const keys = [ex.title, ex.intro, ...ex.steps.map((s) => s.say)].map((t) => (typeof t === 'string' ? t : t.key.replace(/^race\./, '')));
      for (const lang of ['en', 'de']) for (const k of keys) expect([lang, k, !!catalogues[lang][k]]).toEqual([lang, k, true]);
      for (const a of pageAnchors) expect([ex.id, a.includes(ex.section!)]).toEqual([ex.id, true]);
    }
  });
});
