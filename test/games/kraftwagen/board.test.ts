/**
 * The board template renders from boardContext (built from the view only). It has no move
 * buttons of its own: the page composes moves (src/services/playing/compose.ts) and the board things that
 * pick a part are wrapped in {{#pick}} with the target ids of view/parts.ts.
 */
import { drawBoard, pickTargets } from '../../support/board';
import { visibleTexts } from '../../support/pseudo';
import type { KwState } from '../../../src/games/kraftwagen/rules/state';
import { body, engine, mod, play, setWorkshops, started, turnOf } from './helpers';

const NAMES = ['Anna', 'Ben', 'Cleo'];

/** The board as the page draws it for a viewer, with the answers given so far. */
function render(state: KwState, viewer: number | null, answers: string[] = []): string {
  return drawBoard(mod, state, viewer, { names: NAMES, answers }).html;
}

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const picks = (html: string, kind: 'option' | 'chosen') => pickTargets(html, kind);

describe('board template', () => {
  it('the action track, Grand Prix, buyers, market, research and tableaus; no buttons of its own', () => {
    const s = started(3, true);
    const html = render(s, s.current);
    expect(count(html, /class="kw-tile kw-tile-/g)).toBe(11);
    expect(count(html, /class="kw-worker( kw-acts)?"/g)).toBe(3);
    expect(count(html, /class="kw-tableau/g)).toBe(3);
    expect(html).toContain('aria-label="The Grand Prix track, 6 fields"');
    expect(html).toContain('pit lane');
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<button');
    // Full words on the tiles and a visible legend, no letter codes.
    expect(html).toContain('<span>Worker</span><span>Body</span><span>Engine</span>');
    expect(html).toMatch(/<b>Grand Prix<\/b>: your car drives as many fields as its engine shows/);
    expect(html).not.toMatch(/<span>(W|R|B|E|K|GP|P\d)(\+\w+)*<\/span>/);
    expect(html).not.toMatch(/>T\d+</);
    // The special tile shows the id its labels use.
    const sp = s.chain.find((e) => /^[ABC]\d$/.test(e))!;
    expect(html).toContain(`<b>${sp}</b>`);
    expect(html).toMatch(new RegExp(`<b>${sp}</b> \\(special tile\\): `));
  });

  it('the action tiles are the targets of taking a tile; the own tableau comes first', () => {
    const s = started(3, true);
    turnOf(s, 0);
    const html = render(s, 0);
    const tiles = picks(html, 'option');
    expect(tiles).toHaveLength(11);
    expect(tiles.every((t) => t.startsWith('tile:'))).toBe(true);
    expect(html).toMatch(/data-pick="tile:T10"[^>]*data-move="\{&quot;type&quot;:&quot;tile&quot;,&quot;tile&quot;:&quot;T10&quot;\}"/);
    expect(html.indexOf('Your tableau')).toBeLessThan(html.indexOf('Other players'));
    expect(html.indexOf('Your tableau')).toBeLessThan(html.indexOf('class="kw-gp-svg"'));
    // A spectator and a player waiting see the same pictures without targets.
    expect(picks(render(s, 1), 'option')).toEqual([]);
    expect(picks(render(s, null), 'option')).toEqual([]);
    expect(render(s, null)).not.toContain('Your tableau');
  });

  it('a composed car: the bodies are targets, then the chosen body is marked', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    setWorkshops(s0, 0, [body(2), engine(1), body(3)]);
    const s = play(s0, { type: 'tile', tile: 'T6' });
    expect(picks(render(s, 0), 'option')).toEqual(['workshop:0', 'workshop:2']);
    const html = render(s, 0, ['body:2']);
    expect(html).toMatch(/<a class="pick pick-chosen" data-pick="workshop:2"/);
    expect(html).toContain('Tile taken:');
  });

  it('a car on the market, the own money but not the others', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    setWorkshops(s0, 0, [body(3), engine(4), null]);
    let s = play(s0, { type: 'tile', tile: 'T6' });
    s = play(s, { type: 'build', body: 0, engine: 1, workers: 1 });
    s = play(s, { type: 'price', price: 8 });
    s.players[1].tiles.push({ k: 'w', v: 9 });
    const html = render(s, 0);
    expect(html).toMatch(/<span class="kw-car-price" title="Price tile"[^>]*>8<\/span>/);
    expect(count(html, /money: <strong>/g)).toBe(1);
    expect(count(render(s, 1), /money: <strong>/g)).toBe(1);
    expect(count(render(s, null), /money: <strong>/g)).toBe(0);
  });

  it('the end shows ranks and everybody\'s money', () => {
    const s = started(2);
    s.phase = 'finished';
    const html = render(s, null);
    expect(html).toContain('Game over');
    expect(count(html, /money: <strong>/g)).toBe(2);
    expect(html).toContain('1st place');
    expect(html).toMatch(/<ol class="kw-results"[^>]*><li>[^]*<strong>1st<\/strong> (Anna|Ben): \d+ money/);
  });

  it('in German: the rule text\'s words, no English left', () => {
    const s = started(3, true);
    turnOf(s, 0);
    const html = drawBoard(mod, s, 0, { names: NAMES, lang: 'de' }).html;
    expect(html).toMatch(/<p class="kw-status"[^>]*>Du nimmst ein Aktionsplättchen.<\/p>/);
    expect(html).toContain('<span>Arbeiter</span><span>Karosserie</span><span>Motor</span>');
    expect(html).toMatch(/<b>Grand Prix<\/b>: dein Auto fährt so viele Felder vor, wie sein Motor anzeigt/);
    for (const word of ['Aktionsleiste', 'Dein Tableau', 'Werkshalle 1', 'Grand-Prix-Fahrzeug', 'Kantine:', 'Boxengasse', 'Käuferleiste', 'Käuferstapel', 'Karosserie-Käufer', 'Preisplättchen (orange):', 'Nachziehstapel:', 'Mitspieler'])
      expect(html).toContain(word);
    expect(html).toContain('aria-label="Die Grand-Prix-Rennstrecke, 6 Felder"');
    expect(html).toContain('title="Arbeiter von Ben"');
    expect(visibleTexts(html).join(' ')).not.toMatch(/Workshop|Your tableau|pit lane|[Bb]uyer|money|engine|body/);
    // The others see whose turn it is.
    expect(drawBoard(mod, s, 1, { names: NAMES, lang: 'de' }).html).toMatch(/<p class="kw-status"[^>]*>Anna nimmt ein Aktionsplättchen.<\/p>/);
    // The end: places and money.
    const end = started(2);
    end.phase = 'finished';
    const over = drawBoard(mod, end, null, { names: NAMES, lang: 'de' }).html;
    expect(over).toMatch(/<p class="kw-status"[^>]*>Spielende: (Anna|Ben) gewinnt\.<\/p>|teilen sich den Sieg/);
    expect(over).toMatch(/<strong>1\.<\/strong> (Anna|Ben): \d+ Geld/);
    expect(over).toContain('— Platz 1');
  });

  it('fits a phone: no drawing wider than the screen, the Grand Prix scales to the width', () => {
    const html = render(started(4, true), 0);
    for (const m of html.matchAll(/\bwidth="(\d+)"/g)) expect(Number(m[1])).toBeLessThanOrEqual(330);
    expect(html).toMatch(/\.kw-gp-svg \{[^}]*width: 100%/);
    // The chain, market, buyers and tableaus are boxes that wrap into rows.
    for (const cls of ['kw-chain', 'kw-market', 'kw-slots', 'kw-stacks', 'kw-tab-row', 'kw-research']) expect(html).toMatch(new RegExp(`\\.kw-${cls.slice(3)}[^{]*\\{[^}]*flex-wrap: wrap`));
  });
});
