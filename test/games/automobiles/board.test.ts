/**
 * The board template renders from boardContext (built from the view only). The moves are not
 * buttons of the board any more: the page composes them (src/services/playing/compose.ts) and the board
 * marks the things they are picked with — fields of the track, your dice, your bag, the supply.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { registerHelpers } from '../../../src/http/view-helpers';
import { registerGamePartials, registerSitePartials } from '../../support/board';
import type { StaticPart } from '../../../src/engine/static-part';
import type { RenderLang } from '../../../src/i18n/render';
import { composeMoves as compose, shapeMoves, stepContextOf } from '../../support/shaped';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import { geometry } from '../../../src/games/automobiles/rules/geometry';
import { TRACKS, TRACK_IDS } from '../../../src/games/automobiles/data/tracks';
import { STOP, activate, mod, play, playAll, seg, stateWith } from './helpers';

const TEMPLATE = readFileSync(path.join(__dirname, '../../../views/games/automobiles/board.hbs'), 'utf8');
const names = ['Anna', 'Ben', 'Cleo'];

/** The board as the game page draws it: with the composition of the viewer's move at `answers`, in a language. */
function render(state: AutoState, viewer: number | null, answers: string[] = [], lang: RenderLang = 'en'): { html: string; ctx: Record<string, unknown> } {
  const hb = Handlebars.create();
  registerHelpers(hb);
  registerSitePartials(hb);
  registerGamePartials(hb, mod.boardPartial);
  const view = mod.view(state, viewer);
  const legal = viewer === null ? [] : mod.legalMoves(state, viewer);
  const moves = shapeMoves(mod, view, legal);
  const ctx = mod.boardContext(view, viewer, stepContextOf(moves, answers));
  const root = { moveAction: '/games/1/move', csrfToken: 't', seq: 3, compose: compose(moves, answers), lang, names: names.slice(0, state.seats) };
  const html = hb.compile(TEMPLATE, { strict: false })(ctx, { data: { root } } as never);
  return { html, ctx };
}

const picks = (html: string) => [...html.matchAll(/<a class="pick pick-(option|toggle|chosen)[^"]*"[^>]*data-pick="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe('board template', () => {
  const s = stateWith({ seats: 3, cars: [seg(14, 1), seg(25, 1), seg(23, 2)], players: [{ active: { lightgrey: 1, black: 1, yellow: 2, brown: 1 }, bag: { white: 4 } }] });

  it('the track: every segment, fields, finish line, start spaces, cars; no buttons of its own', () => {
    const { html } = render(s, 0);
    expect(html).toContain('<svg');
    expect((html.match(/class="auto-seg"/g) ?? []).length).toBeGreaterThanOrEqual(26 * 3);
    expect(html).toMatch(/<tspan[^>]*>P1<\/tspan><tspan[^>]*>\$10<\/tspan>/);
    expect((html.match(/class="auto-startbox"/g) ?? []).length).toBe(5);
    expect((html.match(/class="auto-car"/g) ?? []).length).toBe(3);
    expect(html).not.toContain('<form');
    expect(html).not.toContain('<button');
    // Bags are open: in the bag / owned.
    expect(html).toContain('4/4');
    expect(html).toContain('Hybrid Engine');
    // No fixed pixel width: the picture scales to the page.
    expect(html).not.toMatch(/<svg[^>]* width="\d/);
  });

  it.each(TRACK_IDS)('%s: every segment and field drawn, three-colour fields in three strips, the finish line, P1 $10 … P5 $14, no NaN', (track) => {
    const start = mod.setup(1, 5, mod.optionsSchema.parse({ track }));
    const { html, ctx } = render(start, 0);
    const g = geometry(track);
    const drawn = (ctx as { track: { width: number; height: number; ground: StaticPart } }).track;
    // the track itself: a static part (the same in every state on it)
    const pic = { ...drawn, ...(drawn.ground.context() as { segments: { strips: unknown[] }[] }) };
    expect(html).toContain('<svg');
    expect(html).not.toContain('NaN');
    expect(html).not.toContain('undefined');
    expect(pic.width).toBeGreaterThan(100);
    expect(pic.height).toBeGreaterThan(100);
    expect(pic.segments.length).toBe(g.segs);
    const strips = g.fields.reduce((n, f) => n + f.segs.length * (f.colours.length - 1), 0);
    expect((html.match(/class="auto-seg"/g) ?? []).length).toBe(g.segs + strips);
    expect(pic.segments.filter((s) => s.strips.length === 2).length).toBe(g.fields.filter((f) => f.colours.length === 3).reduce((n, f) => n + f.segs.length, 0));
    expect((html.match(/class="auto-field"/g) ?? []).length).toBe(g.fields.length);
    expect((html.match(/stroke-width="5"/g) ?? []).length).toBe(6); // the chequered finish line
    TRACKS[track].grid.forEach((gs, i) => expect(html).toMatch(new RegExp(`>P${i + 1}</tspan><tspan[^>]*>\\$${gs.money}</tspan>`)));
    expect(html).toContain({ daytona: 'Daytona Beach', stadtkurs: 'City Circuit', talladega: 'Talladega', montecarlo: 'Monte Carlo', tucson: 'Tucson' }[track]);
  });

  it('the start spaces are labelled where no car covers them', () => {
    for (const track of TRACK_IDS) {
      const start = mod.setup(1, 5, mod.optionsSchema.parse({ track }));
      const ctx = render(start, 0).ctx as { track: { ground: StaticPart }; cars: { x: number; y: number }[] };
      const grid = ctx.track.ground.context().grid as { x: number; y: number }[];
      for (const label of grid) for (const car of ctx.cars) expect(Math.hypot(label.x - car.x, label.y - car.y)).toBeGreaterThan(20);
    }
  });

  it('the first step marks your active dice that can be activated and the supply; the second the fields', () => {
    const first = picks(render(s, 0).html);
    expect(first).toEqual(expect.arrayContaining(['option active:lightgrey', 'option active:black', 'option active:yellow', 'option active:brown', 'option supply:lightgrey']));
    expect(first.some((p) => p.includes('seg:'))).toBe(false);
    // The light-grey die has one field, the black die… one too (row 16 outside): each is one click.
    const lg = mod.legalMoves(s, 0).filter((m) => m.type === 'activate' && m.seg !== undefined);
    expect(lg.length).toBeGreaterThan(0);
    // A gear die with two fields: its fields are marked at the second step.
    const two = stateWith({ cars: [seg(5, 1), seg(25, 1)], players: [{ active: { darkgrey: 1 } }] });
    const { html } = render(two, 0, ['die:darkgrey']);
    expect(picks(html).sort()).toEqual(['chosen active:darkgrey', `option seg:${seg(6, 1)}`, `option seg:${seg(6, 2)}`].sort());
    expect(html).toContain('class="auto-spot"');
  });

  it('effects: the dice of your discard, the dice Turbo drew, your bag', () => {
    const m = play(stateWith({ cards: ['mechaniker'], players: [{ active: { yellow: 2 }, discard: { white: 1, black: 1 } }] }), activate('yellow'));
    expect(picks(render(m, 0).html).sort()).toEqual(['option discard:black', 'option discard:white']);
    expect(render(m, 0).html).toContain('Mechanic</strong> — your effect under way.');
    expect(render(m, 1).html).toContain('Mechanic</strong> — Anna&#x27;s effect under way.');
    const t = play(stateWith({ cards: ['turbo'], players: [{ active: { green: 1 }, bag: { white: 1, black: 1 } }] }), activate('green'));
    expect(picks(render(t, 0).html).sort()).toEqual(['option drawn:black', 'option drawn:white']);
    const l = play(stateWith({ seats: 3, cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { yellow: 4 } }, { bag: { black: 2 } }, { bag: { black: 2 } }] }), activate('green'));
    expect(picks(render(l, 0).html)).toEqual(['option bag']);
    const answering = play(l, STOP);
    expect(picks(render(answering, 2).html)).toEqual(['option bag']);
    expect(render(answering, 2).html).toContain('Anna played Power Boost: you may draw one die from your bag.');
  });

  it('dice on the track and a die moving over several fields are drawn with their path', () => {
    let t = stateWith({ cards: ['v8'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { blue: 1, black: 1 }, discard: { darkgrey: 3 } }] });
    t = playAll(t, [activate('black', seg(15, 2)), activate('blue'), { type: 'place', seg: seg(16, 1) }, { type: 'place', seg: seg(17, 1) }]);
    const { html } = render(t, 0);
    expect((html.match(/class="auto-die"/g) ?? []).length).toBe(2);
    expect(html).toContain('class="auto-path"');
    expect(html).toContain('V8 Engine</strong> — your effect under way. The blue die may move 1 more field.');
    const done = play(t, STOP);
    expect(render(done, 0).html).toContain('class="auto-path"');
  });

  it('spectators and waiting players get nothing to pick; the end shows the places', () => {
    expect(picks(render(s, 1).html)).toEqual([]);
    expect(picks(render(s, null).html)).toEqual([]);
    // A spectator sees the dice of the player on turn.
    expect(render(s, null).html).not.toContain('Your active dice');
    expect(render(s, null).html).toContain('Anna&#x27;s active dice');
    const end = stateWith({ options: { laps: 1 }, cars: [seg(1, 1), seg(1, 0)] });
    for (const p of end.players) p.laps = 1;
    end.phase = 'finished';
    end.endTriggered = true;
    const html = render(end, null).html;
    expect(html).toContain('Ben wins');
    expect(html).toContain('<strong>Finished 1st</strong>');
  });

  it('words about the reader say "you"; about others the name, never "his"', () => {
    const owed = stateWith({ seats: 3, options: { beschleunigt: true }, players: [{ active: { yellow: 1 } }, { owedDraws: 1, bag: { white: 2 } }, {}] });
    const mine = render(owed, 1).html;
    expect(mine).toContain('At the start of your next turn you may draw 1 die (Power Boost).');
    expect(render(owed, 0).html).toContain('May draw 1 die at the start of the next turn (Power Boost).');
    for (const viewer of [0, 1, null]) expect(render(owed, viewer).html).not.toMatch(/\bhis\b/);
    expect(render(owed, 0).html).toContain('Round 1: your turn.');
    expect(render(owed, 1).html).toContain('Round 1: Anna&#x27;s turn.');
    expect(render(owed, 0).html).toMatch(/1st place|2nd place|3rd place/);
  });

  it('in German: the words of the rule text, the reader addressed with "du"', () => {
    const mine = render(s, 0, [], 'de').html;
    expect(mine).toContain('Spielrunde 1: Du bist am Zug.');
    expect(mine).toContain('Deine aktiven Würfel');
    expect(mine).toContain('Deine Ablage');
    expect(mine).toContain('Dein Beutel: 4 Würfel');
    expect(mine).toContain('Vorrat und Karten');
    expect(mine).toContain('Kosten $2 · Wert $1');
    expect(mine).toContain('Nicht käuflich · Wert $0');
    expect(mine).toContain('3. Gang');
    expect(mine).toContain('Reihenfolge:');
    expect(mine).toContain('Anna</strong> (du)');
    expect(mine).toContain('Startspieler');
    expect(mine).toContain('<title>Reihe 16, Außenbahn: Feld in Schwarz</title>');
    expect(mine).toContain('Startfeld P1: Reihe 5, Innenbahn, $10 für die Kaufrunde');
    expect(mine).toMatch(/Platz [123], Reihe \d+, noch 3 Runden/);
    expect(mine).toContain('aria-label="Die Rennstrecke Daytona Beach: Felder in den Farben der Gänge, die Rennwagen und die Würfel dieses Zuges"');
    // No English left on the German board.
    const words = mine.replace(/<style[\s\S]*?<\/style>/, '');
    for (const word of [' dice', 'Round', 'Your', 'Players', 'Supply', 'worth', ' lap', 'Costs', 'Pit stop', 'Buy ']) expect(words).not.toContain(word);
    expect(render(s, 1, [], 'de').html).toContain('Spielrunde 1: Anna ist am Zug.');
    expect(render(s, null, [], 'de').html).toContain('Aktive Würfel von Anna');
    const m = play(stateWith({ cards: ['mechaniker'], players: [{ active: { yellow: 2 }, discard: { white: 1, black: 1 } }] }), activate('yellow'));
    expect(render(m, 0, [], 'de').html).toContain('Mechaniker</strong> – dein Effekt wird ausgeführt.');
    expect(render(m, 1, [], 'de').html).toContain('Mechaniker</strong> – Effekt von Anna wird ausgeführt.');
  });

  it('the Stadtkurs draws too; a phone gets the track upright (its size in the style)', () => {
    const t = stateWith({ options: { track: 'stadtkurs' }, cars: [seg(15, 1), seg(25, 1)] });
    const { html } = render(t, 0);
    expect((html.match(/class="auto-seg"/g) ?? []).length).toBeGreaterThanOrEqual(30 * 3);
    expect(html).toMatch(/class="auto-rot" style="--tw: \d+; --th: \d+;"/);
    expect(TEMPLATE).toContain('@container autotrack (max-width: 30rem)');
  });
});
