/**
 * A board that explains itself (issue 31): every {{help}} of Formula 90's templates names words in
 * both catalogues (`help.<key>`) and a section of both rules pages; boards drawn from races of the
 * basic and the advanced game, as every seat and a spectator, carry no data-help without its
 * section; every help word is used. And the rule book's examples: every step's words in both
 * catalogues, each example's section on both rules pages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import formula90Module from '../../../src/games/formula-90';
import { EXAMPLES } from '../../../src/games/formula-90/data/examples';
import en from '../../../src/games/formula-90/messages/en.json';
import de from '../../../src/games/formula-90/messages/de.json';
import { drawBoard } from '../../support/board';
import { OPTIONS, playRace } from './random-race';

const GUIDE = path.join(__dirname, '../../../src/games/formula-90/guide');
const VIEWS = path.join(__dirname, '../../../views/games/formula-90');
const catalogues = { en: en as Record<string, string>, de: de as Record<string, string> };
const anchors = (lang: string) => new Set([...readFileSync(path.join(GUIDE, `rules.${lang}.md`), 'utf8').matchAll(/^## .*\{#([A-Za-z0-9_-]+)[^}]*\}\s*$/gm)].map((m) => m[1]));
const rules = { en: anchors('en'), de: anchors('de') };

/** Every {{help "key" "anchor"}} of the templates. */
function templateHelp(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const file of ['board.hbs', 'track.hbs', 'track-ground.hbs']) {
    for (const m of readFileSync(path.join(VIEWS, file), 'utf8').matchAll(/\{\{help "([^"]+)" "([^"]+)"\}\}/g)) {
      if (!out.has(m[1])) out.set(m[1], new Set());
      out.get(m[1])!.add(m[2]);
    }
  }
  return out;
}

describe('Formula 90 — the board explains itself', () => {
  const keys = templateHelp();

  it('every element of the templates names its words in both catalogues and its section on both rules pages', () => {
    expect(keys.size).toBeGreaterThan(50);
    for (const [key, ats] of keys) {
      expect([key, `help.${key}` in catalogues.en, `help.${key}` in catalogues.de]).toEqual([key, true, true]);
      for (const at of ats) expect([key, at, rules.en.has(at), rules.de.has(at)]).toEqual([key, at, true, true]);
      // plain words: no ICU parameters, one or two sentences
      for (const lang of ['en', 'de'] as const) expect([key, /[{}]/.test(catalogues[lang][`help.${key}`])]).toEqual([key, false]);
    }
    const unused = Object.keys(catalogues.en).filter((k) => k.startsWith('help.') && !keys.has(k.slice(5)));
    expect(unused).toEqual([]);
  });

  it.each([
    ['basic', OPTIONS, 3],
    ['advanced', { ...OPTIONS, advanced: true, trackCards: true, abilities: true, carBuild: true, fuel: true, tyres: true, superfast: true, flags: true, offTrack: true }, 4],
  ] as const)('boards of a %s race: every data-help with its section, the elements met', (_name, options, seats) => {
    const seen = new Set<string>();
    let n = 0;
    playRace(31, seats, options, (s) => {
      if (n++ % 80 !== 0) return;
      for (const viewer of [null, ...Array.from({ length: seats }, (_x, i) => i)]) {
        const { html } = drawBoard(formula90Module as never, s, viewer);
        const helps = [...html.matchAll(/data-help="([^"]+)"/g)].map((m) => m[1]);
        expect((html.match(/data-help-at="/g) ?? []).length).toBe(helps.length);
        for (const k of helps) {
          seen.add(k);
          expect([k, keys.has(k)]).toEqual([k, true]);
        }
      }
    });
    for (const k of ['card', 'status', 'track', 'section', 'lane-point', 'player-car', 'robot-car', 'chips', 'slots', 'target', 'deck', 'discard', 'lap-box', 'fuel-tile', 'lead', 'brake-target', 'battle-bonus']) expect([k, seen.has(k)]).toEqual([k, true]);
  });
});

describe('Formula 90 — the rule book\'s examples on the site', () => {
  it('every example: title, intro and each step\'s words in both catalogues; its section on both rules pages', () => {
    expect(EXAMPLES.map((e) => e.id)).toEqual(['qualifying', 'round-1', 'round-2', 'lapping-1', 'lapping-3', 'lapping-4', 'round-8']);
    expect(formula90Module.examples).toBe(EXAMPLES);
    const key = (t: unknown) => (t as { key: string }).key.replace(/^formula-90\./, '');
    for (const ex of EXAMPLES) {
      expect([ex.id, rules.en.has(ex.section!), rules.de.has(ex.section!)]).toEqual([ex.id, true, true]);
      for (const k of [key(ex.title), key(ex.intro), ...ex.steps.map((s) => key(s.say))]) expect([k, k in catalogues.en, k in catalogues.de]).toEqual([k, true, true]);
    }
    // no words for a step that is not there
    const steps = new Set(EXAMPLES.flatMap((ex) => [key(ex.title), key(ex.intro), ...ex.steps.map((s) => key(s.say))]));
    expect(Object.keys(catalogues.en).filter((k) => k.startsWith('example.') && !steps.has(k))).toEqual([]);
  });
});
