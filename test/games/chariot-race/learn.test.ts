/**
 * Learning Chariot Race on the site (issue 31): the rule book's worked examples replay through the
 * rules, the rules page's pictures are real positions drawn by the board, every board element
 * explains itself (its words in both catalogues, its rules section on both rules pages), and the
 * rules pages of both languages have the same sections.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { applyChecked } from '../../../src/engine/replay';
import { stepperOf, walk } from '../../../src/engine/steps';
import type { StepContext } from '../../../src/engine/contract';
import { registerHelpers } from '../../../src/http/view-helpers';
import en from '../../../src/games/chariot-race/messages/en.json';
import de from '../../../src/games/chariot-race/messages/de.json';
import { registerGamePartials } from '../../support/board';
import { en as inEnglish } from '../../support/text';
import type { ChariotMove } from '../../../src/games/chariot-race/rules/state';
import { mod } from './helpers';

const GAME = path.join(__dirname, '../../../src/games/chariot-race');
const VIEWS = path.join(__dirname, '../../../views/games/chariot-race');
const catalogues = { en: en as Record<string, string>, de: de as Record<string, string> };
const page = (name: string, lang: 'en' | 'de') => readFileSync(path.join(GAME, 'guide', `${name}.${lang}.md`), 'utf8');

/** The anchors of a page's H2 sections, in order. */
function anchors(md: string): string[] {
  return [...md.matchAll(/^## .*\{#([A-Za-z0-9_-]+)[^}]*\}\s*$/gm)].map((m) => m[1]);
}

function keyOf(text: unknown): string {
  return (text as { key: string }).key.replace(/^chariot-race\./, '');
}

describe('the rules pages', () => {
  for (const name of ['rules', 'design']) {
    it(`${name}: the same sections in German and English, every H2 with its anchor, no H1`, () => {
      for (const lang of ['en', 'de'] as const) {
        const md = page(name, lang);
        expect(md).not.toMatch(/^# /m);
        const h2 = md.match(/^## .*$/gm) ?? [];
        expect(anchors(md)).toHaveLength(h2.length);
      }
      expect(anchors(page(name, 'de'))).toEqual(anchors(page(name, 'en')));
    });
  }

  it('the rules page starts with what the game is about and how a turn goes; its sections are 50–350 words; the design notes stay under 650', () => {
    for (const lang of ['en', 'de'] as const) {
      const md = page('rules', lang);
      expect(anchors(md).slice(0, 2)).toEqual(['about', 'turn']);
      for (const section of md.split(/^## /m).slice(1)) {
        const words = section.split(/\s+/).filter(Boolean).length;
        expect([section.split('\n')[0], words >= 50 && words <= 350]).toEqual([section.split('\n')[0], true]);
      }
      expect(page('design', lang).split(/\s+/).length).toBeLessThan(650);
    }
  });

  it('every picture the pages show is one of the module’s, and every picture is shown', () => {
    for (const lang of ['en', 'de'] as const) {
      const shown = [...page('rules', lang).matchAll(/^!\[[^\]]+\]\(picture:([A-Za-z0-9_-]+)\)$/gm)].map((m) => m[1]);
      expect(shown.sort()).toEqual(Object.keys(mod.pictures!).sort());
    }
  });

  it('the example links lead to the module’s examples', () => {
    for (const lang of ['en', 'de'] as const) {
      const linked = [...page('rules', lang).matchAll(/\(\/rules\/chariot-race\/examples\/([a-z-]+)\)/g)].map((m) => m[1]);
      expect(linked.sort()).toEqual(mod.examples!.map((e) => e.id).sort());
    }
  });
});

describe('the rule book’s worked examples', () => {
  const sections = new Set(anchors(page('rules', 'en')));

  it('every example replays through the rules, step by step, with its words in both catalogues', () => {
    expect(mod.examples!.map((e) => e.id)).toEqual(['start-speed', 'julia', 'top-speed', 'alternative']);
    for (const ex of mod.examples!) {
      expect(sections.has(ex.section!)).toBe(true);
      let s = ex.start();
      mod.assertInvariants!(s);
      for (const key of [keyOf(ex.title), keyOf(ex.intro), ...ex.steps.map((st) => keyOf(st.say))]) {
        expect([key, key in catalogues.en, key in catalogues.de]).toEqual([key, true, true]);
      }
      for (const step of ex.steps) {
        expect(mod.toAct(s)).toEqual([step.seat]);
        s = applyChecked(mod, s, step.seat, step.move).state as typeof s;
        mod.assertInvariants!(s);
      }
    }
  });
});

/** The board of a picture as the rules page draws it (src/services/learning/pictures.ts does the same). */
function drawPicture(id: string): string {
  const pic = mod.pictures![id]();
  mod.assertInvariants!(pic.state);
  const viewer = pic.viewer ?? null;
  let step: StepContext | null = null;
  if (viewer !== null && pic.answers) {
    const w = walk(stepperOf(mod, pic.state, viewer), pic.answers);
    expect(w).toBeTruthy();
    step = { answered: w!.answered, now: w!.step };
  }
  const hb = Handlebars.create();
  registerHelpers(hb);
  hb.registerPartial('board', readFileSync(path.join(VIEWS, 'board.hbs'), 'utf8'));
  registerGamePartials(hb, mod.boardPartial);
  const board = mod.boardContext(mod.view(pic.state, viewer), viewer, step as StepContext<ChariotMove> | null);
  return hb.compile('{{> board board}}', { strict: false })({ board, compose: { targets: {} }, lang: 'en', names: ['Ben', 'Heidi', 'Julia', 'Klaus'] });
}

describe('the pictures and the board’s explanations', () => {
  const rules = { en: new Set(anchors(page('rules', 'en'))), de: new Set(anchors(page('rules', 'de'))) };

  it('the pictures show what their captions say', () => {
    const turnOrder = mod.pictures!['turn-order']().state;
    expect(mod.view(turnOrder, null).order.map((i) => turnOrder.chariots[i].colour)).toEqual(['green', 'red', 'yellow', 'blue']);
    const reroll = mod.pictures!.reroll();
    expect(mod.moveStep(reroll.state, 0, [])!.next.map((p) => p.step)).toContain('reroll');
    const ramming = mod.pictures!.ramming();
    const ways = mod.moveStep(ramming.state, ramming.viewer!, ramming.answers!)!;
    expect(ways.next[0].step).toBe('route');
    expect(ways.next[0].kind === 'pick' && ways.next[0].options.some((o) => /rams Klaus's yellow chariot \(it breaks up\)/.test(inEnglish(o.label, ['Ben', 'Heidi', 'Julia', 'Klaus'])))).toBe(true);
    const curve = mod.pictures!.curve();
    const ends = mod.moveStep(curve.state, 0, [])!.next[0];
    expect(ends.kind === 'pick' && ends.options.length).toBeGreaterThan(3);
    const attack = mod.pictures!.attack();
    const aims = mod.moveStep(attack.state, 0, [])!.next[0];
    expect(aims.kind === 'pick' && aims.options.map((o) => o.value.replace(/\d+$/, '')).sort()).toEqual(['caltrop', 'caltrop', 'caltrop', 'end', 'spear', 'spear']);
  });

  it('every element drawn carries words in both catalogues and a section of both rules pages', () => {
    const seen = new Set<string>();
    for (const id of Object.keys(mod.pictures!)) {
      const html = drawPicture(id);
      for (const m of html.matchAll(/data-help="([^"]+)" data-help-at="([^"]+)"/g)) {
        seen.add(m[1]);
        expect([m[1], `help.${m[1]}` in catalogues.en, `help.${m[1]}` in catalogues.de]).toEqual([m[1], true, true]);
        expect([m[1], m[2], rules.en.has(m[2]), rules.de.has(m[2])]).toEqual([m[1], m[2], true, true]);
      }
      // no element says data-help without its section
      expect((html.match(/data-help="/g) ?? []).length).toBe((html.match(/data-help-at="/g) ?? []).length);
    }
    for (const key of ['chariot', 'die', 'curve-field', 'curve-limit', 'field', 'finish', 'spina', 'end-mark', 'way', 'drop', 'spear-range', 'damage-track', 'speed-track', 'fortune-track', 'order', 'cboard']) {
      expect([key, seen.has(key)]).toEqual([key, true]);
    }
  });

  it('every {{help}} of the templates names words in both catalogues and a section of both rules pages', () => {
    const keys = new Map<string, string>();
    for (const file of ['board.hbs', 'arena-ground.hbs', 'arena-marks.hbs']) {
      for (const m of readFileSync(path.join(VIEWS, file), 'utf8').matchAll(/\{\{help "([^"]+)" "([^"]+)"\}\}/g)) keys.set(m[1], m[2]);
    }
    // the keys chosen in code: the fields (arena-ground.ts) and the tracks (board.ts)
    for (const [k, at] of [['rock-field', 'rocks'], ['curve-field', 'curves'], ['start-field', 'setup'], ['curve-plain', 'lanes'], ['field', 'lanes'], ['damage-track', 'board'], ['speed-track', 'speed'], ['fortune-track', 'dice']]) keys.set(k, at);
    expect(keys.size).toBeGreaterThan(35);
    for (const [key, at] of keys) {
      expect([key, `help.${key}` in catalogues.en, `help.${key}` in catalogues.de, rules.en.has(at), rules.de.has(at)]).toEqual([key, true, true, true, true]);
    }
    // and no words for an element that is not drawn
    const unused = Object.keys(catalogues.en).filter((k) => k.startsWith('help.') && !keys.has(k.slice(5)));
    expect(unused).toEqual([]);
  });
});
