/**
 * The rules page's pictures (src/games/formula-90/guide/pictures.ts): every one builds a state of
 * the rules that satisfies the game's invariants, is drawn by the board, and is named by the rules
 * page in both languages (and every picture the pages name exists).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import formula90Module from '../../../src/games/formula-90';
import { pictures } from '../../../src/games/formula-90/guide/pictures';
import { assertInvariants } from '../../../src/games/formula-90/rules/invariants';
import { car } from '../../../src/games/formula-90/rules/order';
import { drawBoard } from '../../support/board';

const GUIDE = path.join(__dirname, '../../../src/games/formula-90/guide');
const named = (lang: string) => [...readFileSync(path.join(GUIDE, `rules.${lang}.md`), 'utf8').matchAll(/!\[[^\]]*\]\(picture:([A-Za-z0-9_-]+)\)/g)].map((m) => m[1]);

describe('Formula 90 — the rules page\'s pictures', () => {
  it('the module offers them', () => {
    expect(formula90Module.pictures).toBe(pictures);
    expect(Object.keys(pictures).length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(pictures).length).toBeLessThanOrEqual(8);
  });

  it.each(Object.keys(pictures))('%s: a state of the rules that satisfies the invariants, drawn by the board', (id) => {
    const pic = pictures[id]();
    expect(() => assertInvariants(pic.state)).not.toThrow();
    expect(pic.state.phase).toBe('race');
    const { html } = drawBoard(formula90Module as never, pic.state, pic.viewer ?? null, { answers: pic.answers });
    expect(html).toContain('<svg');
    // the answers of a move being put together lead to a step of the viewer's move
    if (pic.answers) expect(formula90Module.toAct(pic.state)).toContain(pic.viewer);
  });

  it('they show what their captions say', () => {
    const grid = pictures.grid().state;
    expect(grid.grid[0]).toBe('p1'); // Bob on pole
    const battle = pictures.battle().state;
    expect(battle.battle?.group).toEqual(['p1', 'p2']);
    const brake = pictures['late-braking']().state;
    expect(brake.turn).toMatchObject({ seat: 2, step: 'brake' });
    const lane = pictures['lane-line']().state;
    expect(lane.turn).toMatchObject({ seat: 2, step: 'lane' });
    const off = pictures['off-track']().state;
    expect(car(off, 'p3').status).toBe('offTrack');
    const lapping = pictures.lapping().state;
    expect(lapping.lead).toBe('p0');
    const pit = pictures['pit-stop']().state;
    expect(car(pit, 'p2').justPit).toBe(true);
    const sc = pictures['safety-car']().state;
    expect(sc.safetyCar).not.toBeNull();
  });

  it.each(['en', 'de'])('rules.%s.md shows every picture, and only these', (lang) => {
    expect(new Set(named(lang))).toEqual(new Set(Object.keys(pictures)));
  });
});
