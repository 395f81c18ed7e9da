/**
 * The rules page's material (issue 31): its pictures are positions of the game drawn by the board,
 * its sections carry the anchors the board's explanations link to, in both languages.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isOffered } from '../../../src/engine/steps';
import en from '../../../src/games/automobiles/messages/en.json';
import de from '../../../src/games/automobiles/messages/de.json';
import { drawBoard } from '../../support/board';
import { mod } from './helpers';

const GUIDE = path.join(__dirname, '../../../src/games/automobiles/guide');
const VIEWS = path.join(__dirname, '../../../views/games/automobiles');
const read = (f: string) => readFileSync(path.join(GUIDE, f), 'utf8');
const anchors = (md: string) => [...md.matchAll(/^## .*\{#([a-z-]+)[^}]*\}\s*$/gm)].map((m) => m[1]);

describe('the rules page', () => {
  it('the same sections in both languages, every picture one of the module\'s', () => {
    for (const page of ['rules', 'design']) {
      const [e, d] = [read(`${page}.en.md`), read(`${page}.de.md`)];
      expect(anchors(d)).toEqual(anchors(e));
      expect(e).not.toMatch(/^# /m);
      for (const md of [e, d]) for (const m of md.matchAll(/\(picture:([a-z-]+)\)/g)) expect(Object.keys(mod.pictures!)).toContain(m[1]);
    }
    expect(anchors(read('rules.en.md')).slice(0, 2)).toEqual(['about', 'turn']);
    const used = new Set([...read('rules.en.md').matchAll(/\(picture:([a-z-]+)\)/g)].map((m) => m[1]));
    expect([...used].sort()).toEqual(Object.keys(mod.pictures!).sort());
  });

  it('the examples link to sections of the page and are linked from it', () => {
    const a = anchors(read('rules.en.md'));
    for (const ex of mod.examples!) {
      expect(a).toContain(ex.section);
      expect(read('rules.en.md')).toContain(`/rules/automobiles/examples/${ex.id})`);
      expect(read('rules.de.md')).toContain(`/rules/automobiles/examples/${ex.id})`);
    }
  });

  it('every board element\'s explanation exists in both catalogues and links to a section', () => {
    const a = new Set(anchors(read('rules.en.md')));
    const hbs = ['board.hbs', 'track-ground.hbs'].map((f) => readFileSync(path.join(VIEWS, f), 'utf8')).join('\n');
    const keys = new Set<string>();
    for (const m of hbs.matchAll(/\{\{help (?:"([a-z-]+)"|hk) "([a-z-]+)"\}\}/g)) {
      expect(a).toContain(m[2]);
      if (m[1]) keys.add(m[1]);
    }
    for (const m of hbs.matchAll(/hk="([a-z-]+)"/g)) keys.add(m[1]);
    expect(keys.size).toBeGreaterThan(40);
    for (const k of keys) {
      expect((en as Record<string, string>)[`help.${k}`]).toBeTruthy();
      expect((de as Record<string, string>)[`help.${k}`]).toBeTruthy();
    }
  });

  it.each(Object.keys(mod.pictures!))('picture %s: a position satisfying the invariants, drawn by the board with its help marks', (id) => {
    const pic = mod.pictures![id]();
    mod.assertInvariants!(pic.state);
    const viewer = pic.viewer ?? null;
    if (pic.answers?.length) expect(mod.moveStep(pic.state, viewer!, pic.answers)).not.toBeNull();
    const { html } = drawBoard(mod, pic.state, viewer, { answers: pic.answers });
    expect(html).toContain('data-help="segment"');
    expect(html).toContain('data-help="car"');
  });

  it('the pictures show what their captions say', () => {
    const wear = mod.pictures!.wear().state;
    expect(wear.turn.track).toHaveLength(5);
    const drafting = mod.pictures!.drafting().state;
    // the last die lies right behind the other car (same lane, the row before)
    const last = drafting.turn.track[drafting.turn.track.length - 1].path[0];
    expect(last + 3).toBe(drafting.players[1].seg);
    expect(isOffered(mod, drafting, 0, { type: 'endTurn' })).toBe(true);
    const bag = mod.pictures!.bag();
    expect(bag.state.turn.pending?.card).toBe('leistungsschub');
  });
});
