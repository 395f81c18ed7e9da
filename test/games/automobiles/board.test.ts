/** The board template renders from boardContext (built from the view only). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { LabeledMove } from '../../../src/engine/contract';
import { registerHelpers } from '../../../src/http/view-helpers';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/state';
import { STOP, activate, mod, play, playAll, seg, stateWith } from './helpers';

const TEMPLATE = readFileSync(path.join(__dirname, '../../../views/games/automobiles/board.hbs'), 'utf8');

function render(state: AutoState, viewer: number | null): { html: string; moves: LabeledMove<AutoMove>[] } {
  const hb = Handlebars.create();
  registerHelpers(hb);
  const view = mod.view(state, viewer);
  const moves = viewer === null ? [] : mod.legalMoves(state, viewer).map((move) => ({ move, label: mod.moveLabel(view, move) }));
  const html = hb.compile(TEMPLATE, { strict: false })(mod.boardContext(view, viewer, moves), { data: { root: { moveAction: '/games/1/move', csrfToken: 't', seq: 3 } } } as never);
  return { html, moves };
}

const forms = (html: string) => (html.match(/<form /g) ?? []).length;

describe('board template', () => {
  it('the track: every segment, fields, finish line, start spaces, cars; one form per legal move', () => {
    const s = stateWith({ seats: 3, cars: [seg(14, 1), seg(25, 1), seg(23, 2)], players: [{ active: { lightgrey: 1, black: 1, yellow: 2, brown: 1 }, bag: { white: 4 } }] });
    const { html, moves } = render(s, 0);
    expect(html).toContain('<svg');
    expect((html.match(/class="auto-seg"/g) ?? []).length).toBeGreaterThanOrEqual(26 * 3);
    expect(html).toContain('P1 $10');
    expect((html.match(/class="auto-car"/g) ?? []).length).toBe(3);
    expect(forms(html)).toBe(moves.length);
    expect(html).toContain('Place a black die on row 16 outside (black)');
    // Target letters on the track, repeated on the buttons.
    expect(html).toContain('class="auto-target"');
    expect(html).toContain('<span class="auto-tag">a</span>');
    // Bags are open: in the bag / owned.
    expect(html).toContain('4/4');
    expect(html).toContain('Hybridmotor');
  });
  it('dice on the track and a die moving over several fields are drawn with their path', () => {
    let s = stateWith({ cards: ['v8'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { blue: 1, black: 1 }, discard: { darkgrey: 3 } }] });
    s = playAll(s, [activate('black', seg(15, 2)), activate('blue'), { type: 'place', seg: seg(16, 1) }, { type: 'place', seg: seg(17, 1) }]);
    const { html } = render(s, 0);
    expect((html.match(/class="auto-die"/g) ?? []).length).toBe(2);
    expect(html).toContain('class="auto-path"');
    expect(html).toContain('V8-Motor: finish the effect.');
    const done = play(s, STOP);
    expect(render(done, 0).html).toContain('class="auto-path"');
  });
  it('spectators and waiting players get no buttons; the end shows the ranks', () => {
    const s = stateWith();
    expect(forms(render(s, 1).html)).toBe(0);
    expect(forms(render(s, null).html)).toBe(0);
    const end = stateWith({ options: { laps: 1 }, cars: [seg(1, 1), seg(1, 0)] });
    for (const p of end.players) p.laps = 1;
    end.phase = 'finished';
    end.endTriggered = true;
    const html = render(end, null).html;
    expect(html).toContain('Player 2 wins');
    expect(html).toContain('<th>Rank</th>');
  });
  it('the Stadtkurs draws too', () => {
    const s = stateWith({ options: { track: 'stadtkurs' }, cars: [seg(15, 1), seg(25, 1)] });
    expect((render(s, 0).html.match(/class="auto-seg"/g) ?? []).length).toBeGreaterThanOrEqual(30 * 3);
  });
});
