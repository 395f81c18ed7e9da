/** The board template renders from boardContext (built from the view and the labelled moves only). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { LabeledMove } from '../../../src/engine/contract';
import { registerHelpers } from '../../../src/http/view-helpers';
import type { ChariotMove, ChariotState } from '../../../src/games/chariot-race/state';
import { act, at, mod, raceState, trackOfOptions } from './helpers';

const TEMPLATE = readFileSync(path.join(__dirname, '../../../views/games/chariot-race/board.hbs'), 'utf8');
const AA = trackOfOptions();

function render(state: ChariotState, viewer: number | null): { html: string; moves: LabeledMove<ChariotMove>[]; ctx: Record<string, unknown> } {
  const hb = Handlebars.create();
  registerHelpers(hb);
  const view = mod.view(state, viewer);
  const moves = viewer === null ? [] : mod.legalMoves(state, viewer).map((move) => ({ move, label: mod.moveLabel(view, move) }));
  const ctx = mod.boardContext(view, viewer, moves);
  const html = hb.compile(TEMPLATE, { strict: false })({ ...ctx, moveAction: '/games/1/moves', csrfToken: 'token', seq: 7 });
  return { html, moves, ctx };
}

function forms(html: string): string[] {
  return [...html.matchAll(/<input type="hidden" name="move" value="([^"]*)">/g)].map((m) => m[1].replace(/&quot;/g, '"'));
}

describe('board template', () => {
  it('the arena: every field, the curve limits, the finish line, start numbers, chariots; the chariot boards', () => {
    const s = mod.setup(3, 4, mod.optionsSchema.parse({ track: 'BB' }));
    const { html, moves } = render(s, s.chariots[s.turn!.chariot].seat);
    expect(html).toContain('<svg class="cr-arena"');
    expect((html.match(/<path class="cr-field/g) ?? []).length).toBe(126);
    expect((html.match(/class="cr-limit"/g) ?? []).length).toBe(6);
    expect((html.match(/class="cr-rock"/g) ?? []).length).toBe(6);
    expect((html.match(/class="cr-chariot/g) ?? []).length).toBe(4);
    expect(html).toContain('Finish line');
    expect(html).toContain('Curve limit 7');
    expect((html.match(/class="cr-cboard/g) ?? []).length).toBe(4);
    expect(html).toContain('Start of your turn');
    expect(forms(html).map((m) => JSON.parse(m))).toEqual(moves.map((m) => m.move));
    expect(html).toContain('Roll 5 dice at speed 4');
  });

  it('the dice step: the dice, reroll and turn buttons, keep', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', fortune: 2 }, { seat: 1, at: 'M2' }],
      turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'steer'], freeReroll: true },
    });
    const { html, moves } = render(s, 0);
    expect(html).toContain('<svg class="cr-dice"');
    expect(html).toContain('Reroll +2 sprint (free)');
    expect(html).toContain('Turn a sprint die to steer (2 fortune; no free reroll after it)');
    expect(forms(html)).toHaveLength(moves.length);
  });

  it('the path step: every end field marked with its least damage, the ways listed under it', () => {
    const s = raceState({
      chariots: [
        { seat: 0, colour: 'green', at: 'O5', speed: 8, damage: 10, fortune: 0 },
        { seat: 1, colour: 'yellow', at: 'M11', damage: 2 },
        { seat: 2, colour: 'blue', at: 'M10' },
        { seat: 3, colour: 'red', at: 'I20' },
      ],
      moved: [3],
      turn: { chariot: 0, step: 'path', dice: ['drive', 'drive', 'sprint', 'steer'] },
    });
    const { html, moves, ctx } = render(s, 0);
    const targets = ctx.targets as { name: string; cost: string; count: number }[];
    expect(targets.reduce((n, t) => n + t.count, 0)).toBe(moves.length);
    expect(forms(html)).toHaveLength(moves.length);
    // Every way has its own words.
    expect(new Set(moves.map((m) => m.label)).size).toBe(moves.length);
    const m9 = targets.find((t) => t.name === 'M9')!;
    expect(m9.cost).toBe('−6');
    expect(html).toContain('href="#cr-end-' + at(AA, 'M9') + '"');
    expect(html).toContain('id="cr-end-' + at(AA, 'M9') + '"');
    expect(html).toContain('To M9 (via O6–O12 › M11): curve O12 (limit 7) −1, curve M11 (limit 5) −3, ram yellow −2 / yellow −2 (yellow breaks up), set back to M9 · damage 10 → 4');
    expect(html).toContain('To O13 (straight on): curve O12 (limit 7) −1 · damage 10 → 9');
  });

  it('the attack step: drop fields and spear targets marked; the spectator gets no forms', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', speed: 3, fortune: 0 }, { seat: 1, at: 'M24' }],
      moved: [1],
      turn: { chariot: 0, step: 'path', dice: ['attack'] },
    });
    const t = act(s, { type: 'path', path: 'fff' });
    const { html, moves } = render(t, 0);
    expect(html).toContain('Attack (1 left)');
    expect((html.match(/class="cr-drop"/g) ?? []).length).toBe(2);
    expect((html.match(/class="cr-aim"/g) ?? []).length).toBe(1);
    expect(forms(html)).toHaveLength(moves.length);
    expect(html).toContain('class="cr-trail"');
    const spectator = render(t, null).html;
    expect(forms(spectator)).toHaveLength(0);
    expect(spectator).toContain('Player 1&#x27;s red chariot: attack or end the turn.');
  });

  it('the draft and the start positions of the alternative chariots', () => {
    let s = mod.setup(2, 4, mod.optionsSchema.parse({ alternativeChariots: true }));
    const draft = render(s, s.queue[0]);
    expect(draft.html).toContain('Choose your chariot board');
    expect(forms(draft.html)).toHaveLength(6);
    for (const board of ['red', 'blue', 'green', 'yellow'] as const) s = act(s, { type: 'pick', board });
    const place = render(s, mod.toAct(s)[0]);
    expect(place.html).toContain('Choose a start position for your yellow chariot.');
    expect(forms(place.html)).toHaveLength(6);
    expect(place.html).toContain('Yellow racing chariot');
  });

  it('the end: the result, no forms', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M41', lap: 1, speed: 3, fortune: 0 }, { seat: 1, at: 'M2', lap: 1 }], moved: [1], turn: { chariot: 0, step: 'path', dice: [] } });
    const end = act(s, { type: 'path', path: 'fff' });
    expect(end.phase).toBe('finished');
    const { html } = render(end, 0);
    expect(forms(html)).toHaveLength(0);
    expect(html).toContain("Player 1&#x27;s red chariot wins the race");
    expect(html).toContain('two laps done');
  });
});
