/** The board template renders from boardContext (built from the view only). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { LabeledMove } from '../../../src/engine/contract';
import { registerHelpers } from '../../../src/http/view-helpers';
import type { KwMove, KwState } from '../../../src/games/kraftwagen/state';
import { body, engine, mod, play, setWorkshops, started, turnOf } from './helpers';

const TEMPLATE = readFileSync(path.join(__dirname, '../../../views/games/kraftwagen/board.hbs'), 'utf8');

function render(state: KwState, viewer: number | null): { html: string; moves: LabeledMove<KwMove>[] } {
  const hb = Handlebars.create();
  registerHelpers(hb);
  const view = mod.view(state, viewer);
  const moves = viewer === null ? [] : mod.legalMoves(state, viewer).map((move) => ({ move, label: mod.moveLabel(view, move) }));
  const html = hb.compile(TEMPLATE, { strict: false })(mod.boardContext(view, viewer, moves, ['Anna', 'Ben', 'Cleo']), { data: { root: { moveAction: '/games/1/move', csrfToken: 't', seq: 3 } } } as never);
  return { html, moves };
}

const forms = (html: string) => (html.match(/<form /g) ?? []).length;

describe('board template', () => {
  it('chain, Grand Prix, buyers, market, research and tableaus as pictures; one form per legal move', () => {
    const s = started(3, true);
    const { html, moves } = render(s, s.current);
    // Chain, Grand Prix, buyers, market and the research offer, and one tableau per player.
    expect((html.match(/<svg/g) ?? []).length).toBe(5 + 3);
    expect(html).toContain('aria-label="The open research cards"');
    expect((html.match(/class="kw-chain-tile"/g) ?? []).length).toBe(11);
    expect((html.match(/class="kw-worker"/g) ?? []).length).toBe(3);
    expect(forms(html)).toBe(moves.length);
    expect(html).toContain('Take Body + Engine');
    expect(html).toContain('Pit lane');
  });
  it('a car on the market, the own money but not the others', () => {
    const s0 = started(3);
    turnOf(s0, 0);
    setWorkshops(s0, 0, [body(3), engine(4), null]);
    let s = play(s0, { type: 'tile', tile: 'T6' });
    s = play(s, { type: 'build', body: 0, engine: 1, workers: 1 });
    s = play(s, { type: 'price', price: 8 });
    s.players[1].tiles.push({ k: 'w', v: 9 });
    const { html } = render(s, 0);
    expect(html).toContain('Price 8');
    expect(html).toContain('money: <strong>');
    expect(html.match(/money: <strong>/g)!.length).toBe(1);
    expect(forms(render(s, null).html)).toBe(0);
    expect(forms(render(s, 1).html)).toBe(0);
  });
  it('the end shows ranks and everybody\'s money', () => {
    let s = started(2);
    s.phase = 'finished';
    const html = render(s, null).html;
    expect(html).toContain('Game over');
    expect(html.match(/money: <strong>/g)!.length).toBe(2);
    s = started(2);
    expect(render(s, s.current).html).toContain('<button');
  });
});
