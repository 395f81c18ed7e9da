/** The board template renders from boardContext (built from the view only). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { LabeledMove } from '../../../src/engine/contract';
import type { RaceMove, RaceState } from '../../../src/games/race/state';
import { mod, stateWith } from './helpers';

const TEMPLATE = readFileSync(path.join(__dirname, '../../../views/games/race/board.hbs'), 'utf8');

/** Stand-ins for the platform's helpers: a form per move carrying its JSON. */
function render(state: RaceState, viewer: number | null): { html: string; moves: LabeledMove<RaceMove>[] } {
  const hb = Handlebars.create();
  hb.registerHelper('moveForm', function (this: unknown, lm: LabeledMove<RaceMove>, options: Handlebars.HelperOptions) {
    const cls = hb.escapeExpression(String(options.hash.class ?? ''));
    return new hb.SafeString(
      `<form method="post" data-move='${hb.escapeExpression(JSON.stringify(lm.move))}'><button class="${cls}" title="${hb.escapeExpression(lm.label)}">${options.fn(this)}</button></form>`,
    );
  });
  hb.registerHelper('moveButton', (lm: LabeledMove<RaceMove>, options: Handlebars.HelperOptions) => {
    const cls = hb.escapeExpression(String(options.hash.class ?? ''));
    return new hb.SafeString(
      `<form method="post" data-move='${hb.escapeExpression(JSON.stringify(lm.move))}'><button class="${cls}">${hb.escapeExpression(lm.label)}</button></form>`,
    );
  });
  const view = mod.view(state, viewer);
  const moves =
    viewer === null ? [] : mod.legalMoves(state, viewer).map((move) => ({ move, label: mod.moveLabel(view, move) }));
  const ctx = mod.boardContext(view, viewer, moves);
  return { html: hb.compile(TEMPLATE, { strict: false })(ctx), moves };
}

function formCount(html: string): number {
  return (html.match(/<form /g) ?? []).length;
}

describe('board template', () => {
  it('favourites phase: one button per choice', () => {
    const s = mod.setup(4, 3, { siegwette: true, superkraefte: false });
    const { html, moves } = render(s, 1);
    expect(moves).toHaveLength(12);
    expect(formCount(html)).toBe(12);
    expect(html).toContain('<svg');
    expect(html).toContain('Choose your favourites and your bet');
    expect(html).toContain('bet: Celya');
    expect((html.match(/class="race-token /g) ?? []).length).toBe(4);
  });

  it('play phase: the hand as card buttons, powers as extra buttons; tokens on their spaces', () => {
    const s = stateWith({
      options: { superkraefte: true },
      positions: { aristas: 22, celya: 20, rithle: 25 },
      hands: [['celya:+7', 'celya:+7', 'celya:+5', 'aristas:triple', 'place4:+14']],
      choices: [
        ['aristas', 'celya'],
        ['rithle', 'elaari'],
      ],
    });
    const { html, moves } = render(s, 0);
    expect(formCount(html)).toBe(moves.length);
    expect(html).toContain('×2'); // two Celya +7
    expect(html).toContain('Play Celya +7 (moves Celya to 27)');
    expect(html).toContain('Play Aristas triple lead (no effect)');
    expect(html).toContain('race-noeffect');
    expect(html).toContain('with Celya&#x27;s superpower');
    expect(html).toContain('Space 60');
    expect(html).toContain('Celya on space 20');
  });

  it('not your turn / spectator: cards without buttons; finished game shows scores and all favourites', () => {
    const s = stateWith({ positions: { celya: 10 } });
    expect(formCount(render(s, 1).html)).toBe(0);
    const spect = render(s, null).html;
    expect(formCount(spect)).toBe(0);
    expect(spect).not.toContain('Your hand');

    const end = mod.apply(
      stateWith({
        podium: ['celya', 'elaari'],
        positions: { rithle: 58 },
        hands: [['rithle:+7', 'place4:+14', 'place4:+14', 'place4:+14', 'place4:+14']],
      }),
      0,
      { type: 'play', card: 'rithle:+7' },
    );
    const html = render(end, null).html;
    expect(html).toContain('<th>Points</th>');
    expect(html).toContain('Podium: 1. Celya, 2. Elaari, 3. Rithle.');
    expect(html).toContain('Place 1: Celya');
  });
});
