/** The board template renders from boardContext (built from the view only). */
import type { RaceState } from '../../../src/games/race/rules/state';
import { drawBoard, pickTargets } from '../../support/board';
import { de, en } from '../../support/text';
import { mod, stateWith } from './helpers';

function formCount(html: string): number {
  return (html.match(/<form /g) ?? []).length;
}

function render(state: RaceState, viewer: number | null, answers?: string[], lang: 'en' | 'de' = 'en') {
  return drawBoard(mod, state, viewer, { answers, lang, names: ['Anna', 'Ben', 'Cleo'] });
}

describe('board template', () => {
  it('favourites phase: the four Knonster are marked on the board, then one of the two is bet on', () => {
    const s = mod.setup(4, 3, { siegwette: true, superkraefte: false });
    const { html, compose } = render(s, 1);
    expect(mod.legalMoves(s, 1)).toHaveLength(12);
    expect(html).toContain('<svg');
    // The track twice (wide for a desktop, tall for a phone), each with the four Knonster.
    expect((html.match(/class="race-token /g) ?? []).length).toBe(8);
    // Each Knonster three times: its token on both pictures and its line in the legend.
    const toggles = pickTargets(html, 'toggle');
    expect(new Set(toggles)).toEqual(new Set(['knonster:aristas', 'knonster:celya', 'knonster:elaari', 'knonster:rithle']));
    expect(toggles).toHaveLength(12);
    expect(compose.sets).toHaveLength(1);
    expect(compose.sets[0].choices).toHaveLength(6);
    // After marking Celya and Elaari: the bet, on the two of them only.
    const bet = render(s, 1, ['favourites:celya|elaari']);
    expect(bet.compose.picks[0].options.map((o) => en(o.label))).toEqual(['Bet on Celya', 'Bet on Elaari']);
    expect(bet.compose.picks[0].options.map((o) => de(o.label))).toEqual(['Siegwette auf Celya', 'Siegwette auf Elaari']);
    expect(de(bet.compose.prompt)).toBe('Tippe auf einen der beiden als Sieger: +15 Punkte, wenn er als Erster ins Ziel kommt, sonst nichts (du verlierst keine Punkte).');
    expect(de(compose.prompt)).toBe(
      'Markiere deine zwei Favoriten: Am Ende bringen sie Punkte für ihren Platz auf dem Siegerpodest (1. Platz 48, 2. Platz 24, 3. Platz 12 Punkte, geteilt mit allen anderen, die sie gewählt haben). Tippe dann auf einen von ihnen als Sieger. Niemand sieht deine Wahl bis zum Spielende.',
    );
    expect(pickTargets(bet.html).sort()).toEqual(['knonster:celya', 'knonster:celya', 'knonster:celya', 'knonster:elaari', 'knonster:elaari', 'knonster:elaari']);
    expect(bet.compose.picks[0].options.every((o) => o.move !== undefined)).toBe(true);
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
    const { html, compose } = render(s, 0);
    expect(formCount(html)).toBe(0);
    expect(html).toContain('×2'); // two Celya +7
    expect(html).toContain('Play Celya +7 (moves Celya to 27)');
    expect(html).toContain('Play Aristas triple lead (no effect)');
    expect(html).toContain('race-noeffect');
    // Each kind of card in the hand is a target; a card with a power applying asks a second step.
    expect(pickTargets(html).sort()).toEqual(['card:aristas:triple', 'card:celya:+5', 'card:celya:+7', 'card:place4:+14']);
    const celya = compose.picks[0].options.find((o) => o.value === 'celya:+7')!;
    expect(celya.move).toBeUndefined();
    const power = render(s, 0, ['card:celya:+7']).compose.picks[0];
    expect(power.step).toBe('power');
    expect(power.options.map((o) => en(o.label)).join(' / ')).toContain('With Celya\'s superpower');
    expect(power.options.map((o) => de(o.label))).toEqual(['Ohne Superkraft: bewegt Celya auf 27', 'Mit Aristas’ Superkraft „Anhängen“: bewegt Celya auf 27, bewegt Aristas auf 29', 'Mit Celyas Superkraft „Verdoppeln“: bewegt Celya auf 34']);
    expect(de(power.prompt)).toBe('Mit dieser Karte eine Superkraft nutzen? Jede Kraft wirkt nur einmal im Spiel, für alle, und zeigt den anderen, dass dieses Knonster einer deiner Favoriten ist.');
    expect(html).toContain('Space 60');
    expect(html).toContain('Celya on space 20');
  });

  it('not your turn / spectator: cards without buttons; finished game shows scores and all favourites', () => {
    const s = stateWith({ positions: { celya: 10 } });
    expect(pickTargets(render(s, 1).html)).toEqual([]);
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
    expect(html).toContain('<th data-help="col-points" data-help-at="end">Points</th>');
    expect(html).toContain('Podium: 1. Celya, 2. Elaari, 3. Rithle.');
    expect(html).toContain('Place 1: Celya');
  });

  it('in German: the board words of the rule text, nothing left in English', () => {
    const s = stateWith({
      seats: 3,
      options: { superkraefte: true, siegwette: true },
      positions: { aristas: 22, celya: 20, rithle: 25 },
      hands: [['celya:+7', 'celya:+7', 'celya:+5', 'aristas:triple', 'place4:+14']],
      choices: [
        { favourites: ['aristas', 'celya'], bet: 'celya' },
        { favourites: ['rithle', 'elaari'], bet: 'rithle' },
        { favourites: ['rithle', 'celya'], bet: 'rithle' },
      ],
    });
    const { html } = render(s, 0, undefined, 'de');
    for (const words of [
      'Nachziehstapel:',
      'Variante Superkräfte',
      'Feld 60',
      'SIEGERPODEST',
      'Celya auf Feld 20 (Platzierung 3)',
      '(bissig): Feld 22, Platzierung 2',
      'Superkräfte',
      'Deine Favoriten:',
      '— deine Siegwette: Celya',
      'Deine Handkarten',
      'Celya +7 ausspielen (bewegt Celya auf 27)',
      'Bewege Celya um 7 Felder vorwärts.',
      'Aristas Vorsprung ×3 ausspielen (keine Wirkung)',
      '<th data-help="steps" data-help-at="site">Bewegte Schritte</th>',
      'Anna (du)',
    ]) {
      expect(html).toContain(words);
    }
    expect(html).not.toMatch(/Your hand|Players|Draw pile|space \d/);
    // Another player's turn and the end, in German.
    expect(render(s, 1, undefined, 'de').html).toContain('Anna ist am Zug.');
    const end = mod.apply(
      stateWith({ podium: ['celya', 'elaari'], positions: { rithle: 58 }, hands: [['rithle:+7', 'place4:+14', 'place4:+14', 'place4:+14', 'place4:+14']] }),
      0,
      { type: 'play', card: 'rithle:+7' },
    );
    const over = render(end, null, undefined, 'de').html;
    expect(over).toContain('Siegerpodest: 1. Celya, 2. Elaari, 3. Rithle.');
    expect(over).toContain('<th data-help="col-points" data-help-at="end">Punkte</th>');
    expect(over).toContain('Platz 1: Celya');
    // While the others choose: their rows say so.
    const choosing = render(mod.setup(4, 3, { siegwette: false, superkraefte: false }), 0, undefined, 'de').html;
    expect(choosing).toContain('wählt\u00a0noch…');
    expect(render(mod.apply(mod.setup(4, 3, { siegwette: false, superkraefte: false }), 0, { type: 'favourites', favourites: ['celya', 'elaari'] }), 0, undefined, 'de').html).toContain(
      'Die anderen Spieler wählen noch ihre Favoriten.',
    );
  });
});
