/**
 * The board template renders from boardContext (built from the view and the labelled moves only).
 * It has no move buttons of its own: the platform's controls compose the move, and the board's
 * things that a move picks ({{#pick}}: end fields, fields passed, start fields, chariots, dice,
 * speed cells, the boards of the draft) become links while they are a choice.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import { registerHelpers } from '../../../src/http/view-helpers';
import { composeMoves as compose, shapeMoves, stepContextOf } from '../../support/shaped';
import type { RenderLang } from '../../../src/i18n/render';
import type { ChariotState } from '../../../src/games/chariot-race/rules/state';
import { visibleTexts } from '../../support/pseudo';
import { registerGamePartials } from '../../support/board';
import type { StaticPart } from '../../../src/engine/static-part';
import { act, at, mod, raceState, trackOfOptions, rammingState } from './helpers';

const TEMPLATE = readFileSync(path.join(__dirname, '../../../views/games/chariot-race/board.hbs'), 'utf8');
const AA = trackOfOptions();
const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora'];

/** The board as the game page draws it: the board context, with the page's composition as @root. */
function render(state: ChariotState, viewer: number | null, answers: string[] = [], marked: string[] = [], lang: RenderLang = 'en'): { html: string; ctx: Record<string, unknown> } {
  const hb = Handlebars.create();
  registerHelpers(hb);
  hb.registerPartial('board', TEMPLATE);
  registerGamePartials(hb, mod.boardPartial);
  const view = mod.view(state, viewer);
  const legal = viewer === null ? [] : mod.legalMoves(state, viewer);
  const moves = shapeMoves(mod, view, legal);
  const ctx = mod.boardContext(view, viewer, stepContextOf(moves, answers));
  const root = { compose: compose(moves, answers, marked), board: ctx, moveAction: '/games/1/moves', csrfToken: 'token', seq: 7, lang, names: NAMES };
  const html = hb.compile('{{> board board}}', { strict: false })(root);
  return { html, ctx };
}

/** The board things that are links now, by their pick id. */
function picks(html: string, kind = 'option'): string[] {
  return [...html.matchAll(new RegExp(`<a class="pick pick-${kind}[^"]*"[^>]*data-pick="([^"]+)"`, 'g'))].map((m) => m[1]);
}

function forms(html: string): number {
  return (html.match(/<form/g) ?? []).length;
}

describe('board template', () => {
  it('the arena across and upright: every field, the curve limits, the finish line, start numbers, chariots; the chariot boards', () => {
    const s = mod.setup(3, 4, mod.optionsSchema.parse({ track: 'BB' }));
    const { html } = render(s, s.chariots[s.turn!.chariot].seat);
    expect(html).toContain('<svg class="cr-arena cr-landscape"');
    expect(html).toContain('<svg class="cr-arena cr-portrait"');
    expect(html).toContain('viewBox="0 0 299 775"');
    expect(html).toContain('transform="translate(0 775) rotate(-90)"');
    // Each picture has every field, limit, rock pile and chariot.
    expect((html.match(/<path class="cr-field/g) ?? []).length).toBe(2 * 126);
    expect((html.match(/class="cr-limit"/g) ?? []).length).toBe(2 * 6);
    expect((html.match(/class="cr-rock"/g) ?? []).length).toBe(2 * 6);
    expect((html.match(/class="cr-chariot/g) ?? []).length).toBe(2 * 4);
    expect(html).toContain('Finish line');
    expect(html).toContain('curve limit 7');
    expect((html.match(/class="cr-cboard/g) ?? []).length).toBe(4);
    // No buttons of its own; repair and roll have no board thing (the platform's buttons).
    expect(forms(html)).toBe(0);
    expect(picks(html)).toEqual([]);
    // Narrow screens: the upright arena, readable words.
    expect(html).toMatch(/@container cr-board \(max-width: 640px\) \{\s*\.cr-board svg\.cr-landscape \{ display: none; \}/);
  });

  it('labels sit in front of a field, chariots behind: a chariot never covers a field number, limit or start number', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M10' }, { seat: 1, at: 'O12' }, { seat: 2, at: 'I1' }, { seat: 3, at: 'M15' }] });
    const { ctx } = render(s, null);
    const chariots = ctx.chariots as { x: number; y: number }[];
    // the labels are drawn by a static part of the arena (the same in every state of the track)
    type Xy = { x: number; y: number };
    const marks = (ctx.arenaMarks as { l: StaticPart }).l.context() as { numbers: Xy[]; limits: Xy[]; starts: Xy[] };
    const labels = [...marks.numbers, ...marks.limits, ...marks.starts];
    for (const c of chariots) for (const l of labels) expect(Math.hypot(c.x - l.x, c.y - l.y)).toBeGreaterThan(9.5 + 6);
  });

  it('the dice step: the dice are toggles to reroll; after "Turn a die" the dice are picked by face', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', fortune: 2 }, { seat: 1, at: 'M2' }],
      turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'steer'], freeReroll: true },
    });
    const first = render(s, 0);
    expect(first.html).toContain('<svg class="cr-dice"');
    expect(picks(first.html, 'toggle')).toEqual(['die:0', 'die:1', 'die:2']);
    expect(first.html).toContain('aria-pressed="false"');
    const marked = render(s, 0, [], ['reroll:d1']);
    expect(marked.html).toMatch(/<a class="pick pick-toggle pick-marked" href="[^"]*" data-pick="die:1"[^>]*aria-pressed="true"/);
    const turn = render(s, 0, ['dice:turn']);
    expect(picks(turn.html)).toEqual(['face:drive', 'face:sprint', 'face:steer']);
    expect(forms(first.html) + forms(turn.html)).toBe(0);
  });

  it('the drive step: the speeds on the speed track of the chariot on turn', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', speed: 5, fortune: 0 }, { seat: 1, at: 'M2' }], turn: { chariot: 0, step: 'drive', dice: ['drive', 'drive'] } });
    expect(picks(render(s, 0).html)).toEqual(['speed:3', 'speed:5', 'speed:7']);
  });

  it('the path step: every end field marked with its least damage and picked on the arena; then the lettered ways', () => {
    const s = rammingState();
    const { html, ctx } = render(s, 0);
    const marks = ctx.endMarks as { name: string; cost: string }[];
    expect(marks.map((m) => `${m.name} ${m.cost}`).sort()).toEqual(['M12 −7', 'M13 −7', 'M9 −6', 'O13 −1'].sort());
    expect(picks(html).sort()).toEqual(['M12', 'M13', 'M9', 'O13'].flatMap((n) => [`end:${at(AA, n)}`, `end:${at(AA, n)}`]).sort());
    // The same choice is a link in both pictures, making the move at once where it settles it.
    expect((html.match(new RegExp(`data-pick="end:${at(AA, 'O13')}"`, 'g')) ?? []).length).toBe(2);
    expect(html).toMatch(new RegExp(`data-pick="end:${at(AA, 'O13')}"[^>]*data-move="\\{&quot;type&quot;:&quot;path&quot;`));
    expect(html).toContain('the marked fields are where your chariot can end');
    // M9 has two ways that differ: the end is chosen, the ways are drawn with their letters.
    const ways = render(s, 0, [`end:${at(AA, 'M9')}`]).html;
    expect(picks(ways, 'chosen')).toContain(`end:${at(AA, 'M9')}`);
    expect(picks(ways).filter((id) => id.startsWith('way:'))).toHaveLength(2 * 2 * 2); // 2 ways, line and letter, 2 pictures
    expect(ways).toMatch(/<circle class="cr-way-tag"[^>]*\/><text[^>]*>A<\/text>/);
    expect(ways).toMatch(/>B<\/text>/);
  });

  it('the attack step: drop fields and spear targets are links; the spectator gets no links', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20', speed: 3, fortune: 0 }, { seat: 1, at: 'M24' }],
      moved: [1],
      turn: { chariot: 0, step: 'path', dice: ['attack'] },
    });
    const t = act(s, { type: 'path', path: 'fff' });
    const { html } = render(t, 0);
    expect(picks(html).sort()).toEqual(['chariot:1', 'chariot:1', `field:${at(AA, 'M21')}`, `field:${at(AA, 'M21')}`, `field:${at(AA, 'M22')}`, `field:${at(AA, 'M22')}`].sort());
    expect((html.match(/class="cr-drop"/g) ?? []).length).toBe(2 * 2);
    expect((html.match(/class="cr-aim"/g) ?? []).length).toBe(2);
    expect(html).toContain('class="cr-trail"');
    const spectator = render(t, null).html;
    expect(picks(spectator)).toEqual([]);
    expect(spectator).toContain('Anna&#x27;s red chariot: attack or end the turn.');
  });

  it('the draft: the free boards drawn and picked; the start positions on the arena', () => {
    let s = mod.setup(2, 4, mod.optionsSchema.parse({ alternativeChariots: true }), 2); // the boards of versions 1–2
    const draft = render(s, s.queue[0]).html;
    expect(draft).toContain('Chariot boards to choose from');
    expect(picks(draft)).toEqual(['board:red', 'board:blue', 'board:green', 'board:yellow', 'board:purple', 'board:orange']);
    expect(draft).toContain('tough but slow: damage 15');
    for (const board of ['red', 'blue', 'green', 'yellow'] as const) s = act(s, { type: 'pick', board });
    const place = render(s, mod.toAct(s)[0]).html;
    expect(place).toContain('Choose a start position for your yellow chariot.');
    // Each free start position, in both pictures.
    expect(picks(place).sort()).toEqual([1, 2, 3, 4, 5, 6].flatMap((n) => [`start:${n}`, `start:${n}`]));
    expect(place).toContain('Yellow racing chariot');
  });

  it('the end: the result with the players\' names, no links', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M41', lap: 1, speed: 3, fortune: 0 }, { seat: 1, at: 'M2', lap: 1 }], moved: [1], turn: { chariot: 0, step: 'path', dice: [] } });
    const end = act(s, { type: 'path', path: 'fff' });
    expect(end.phase).toBe('finished');
    const { html } = render(end, 0);
    expect(picks(html)).toEqual([]);
    expect(html).toContain('Anna&#x27;s red chariot wins the race');
    expect(html).toContain('Places: 1. Anna, 2. Ben.');
    expect(html).toContain('two laps done');
  });
  it('in German: the words of the German rule text, and no English word left', () => {
    const s = mod.setup(3, 4, mod.optionsSchema.parse({ track: 'BB', noDamageAfterFinish: true }));
    const seat = s.chariots[s.turn!.chariot].seat;
    const { html } = render(s, seat, [], [], 'de');
    const text = visibleTexts(html).join(' ');
    for (const words of ['Runde 1', 'Parcours B/B', 'Kein Schaden hinter der Ziellinie', 'Krähenfüße im Vorrat: 20', 'Ziellinie', 'Hälfte 1', 'Seite B', 'Kurvenfeld mit Höchstgeschwindigkeit 7', 'Steinhaufen auf', 'Reihenfolge:', 'Streitwagentafeln', 'Standard-Streitwagen', 'Schaden', 'Tempo', 'Gunst', 'Würfel', 'Runden geschafft: 0 (2 Delfine auf dem Rundenanzeiger)']) {
      expect(text).toContain(words);
    }
    expect(text).toMatch(/(Dein|Deine) \S+ Wagen: würfeln\./);
    expect(text).toContain('(am Zug)');
    expect(text).toContain('(deiner)');
    expect(text).not.toMatch(/\b(chariot|damage|speed|fortune|lane|round|dice|Finish|Track)\b/i);
    // The spectator reads whose turn it is, with the names.
    const spectator = visibleTexts(render(s, null, [], [], 'de').html).join(' ');
    expect(spectator).toMatch(new RegExp(`Der \\S+ Wagen von ${NAMES[seat]}: würfeln\\.`));
  });

  it('in German: the draft and the end', () => {
    const s = mod.setup(2, 4, mod.optionsSchema.parse({ alternativeChariots: true }), 2); // the boards of versions 1–2
    const draft = visibleTexts(render(s, s.queue[0], [], [], 'de').html).join(' ');
    expect(draft).toContain('Streitwagentafeln zur Wahl');
    expect(draft).toContain('Rote schwere Quadriga');
    expect(draft).toContain('robust, aber langsam: Schaden 15');
    expect(draft).toContain('Wähle deine Streitwagentafel.');
    const r = raceState({ chariots: [{ seat: 0, at: 'M41', lap: 1, speed: 3, fortune: 0 }, { seat: 1, at: 'M2', lap: 1 }], moved: [1], turn: { chariot: 0, step: 'path', dice: [] } });
    const end = visibleTexts(render(act(r, { type: 'path', path: 'fff' }), 1, [], [], 'de').html).join(' ');
    expect(end).toContain('Der rote Wagen von Anna gewinnt das Rennen nach 1 Runde. Plätze: 1. Anna, 2. Ben.');
    expect(end).toContain('zwei Runden geschafft');
  });
});
