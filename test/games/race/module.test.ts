/** The module surface: meta, schemas, view, log lines, labels, robot, auto mode. */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { applyChecked, IllegalMoveError } from '../../../src/engine/replay';
import { CardKind } from '../../../src/games/race/data/race';
import { randomMove } from '../../../src/games/race/robots/random';
import { RuleError } from '../../../src/engine/contract';
import { de, en } from '../../support/text';
import { mod, stateWith } from './helpers';

const names = ['Anna', 'Ben', 'Cleo'];

describe('meta and schemas', () => {
  it('meta', () => {
    expect(mod.meta).toMatchObject({ id: 'race', title: 'Race', minSeats: 2, maxSeats: 4, rulesVersion: 3 });
    expect(mod.meta.optionFields.map((f) => [f.key, en(f.label), f.kind])).toEqual([
      ['siegwette', 'Winner bet (Siegwette)', 'boolean'],
      ['superkraefte', 'Superpowers (Superkräfte)', 'boolean'],
    ]);
    expect(mod.boardPartial).toBe('games/race/board');
    expect(en(mod.meta.summary)).toMatch(/^Four Knonster race/);
    expect(de(mod.meta.summary)).toMatch(/^Vier Knonster laufen um die Wette/);
    expect(mod.meta.optionFields.map((f) => de(f.label))).toEqual(['Siegwette: Tipp auf den Sieger', 'Superkräfte']);
  });
  it('options: defaults, strict', () => {
    expect(mod.optionsSchema.parse({})).toEqual({ siegwette: false, superkraefte: false });
    expect(mod.optionsSchema.parse({ superkraefte: true })).toEqual({ siegwette: false, superkraefte: true });
    expect(mod.optionsSchema.safeParse({ turbo: true }).success).toBe(false);
    expect(mod.optionsSchema.safeParse({ siegwette: 'yes' }).success).toBe(false);
  });
  it('moves', () => {
    expect(mod.moveSchema.safeParse({ type: 'favourites', favourites: ['celya', 'elaari'] }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'favourites', favourites: ['celya', 'elaari'], bet: 'celya' }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'favourites', favourites: ['celya'] }).success).toBe(false);
    expect(mod.moveSchema.safeParse({ type: 'play', card: 'celya:+7' }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'play', card: 'celya:+7', power: 'rithle' }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'play', card: 'celya:+8' }).success).toBe(false);
    expect(mod.moveSchema.safeParse({ type: 'play', card: 'celya:+7', extra: 1 }).success).toBe(false);
    expect(mod.moveSchema.safeParse({ type: 'pass' }).success).toBe(false);
  });
  it('applyChecked names the broken rule', () => {
    const s = stateWith({ hands: [['celya:+7', 'place4:+14', 'place4:+14', 'place4:+14', 'place4:+14']] });
    expect(() => applyChecked(mod, s, 1, { type: 'play', card: 'celya:+7' })).toThrow(IllegalMoveError);
    try {
      applyChecked(mod, s, 0, { type: 'play', card: 'elaari:+7' });
      throw new Error('no error');
    } catch (e) {
      expect((e as IllegalMoveError).rule).toBe('Spielverlauf');
      expect(en((e as IllegalMoveError).text)).toBe('You do not hold that card.');
    }
    const refusal = (move: Parameters<typeof mod.apply>[2]): RuleError => {
      try {
        mod.apply(s, 0, move);
      } catch (e) {
        return e as RuleError;
      }
      throw new Error('no error');
    };
    const notHeld = refusal({ type: 'play', card: 'elaari:+7' });
    expect(notHeld.rule).toBe('Spielverlauf');
    expect(en(notHeld.text)).toBe('You do not hold that card.');
    expect(de(notHeld.text)).toBe('Diese Karte hast du nicht auf der Hand.');
    const variant = refusal({ type: 'play', card: 'celya:+7', power: 'celya' });
    expect(variant.rule).toBe('Die "Superkräfte" Variante');
    expect(en(variant.text)).toMatch(/only used in the variant/);
    expect(de(variant.text)).toBe('Superkräfte gibt es nur in der Variante „Superkräfte“.');
  });
  it('apply never changes its input', () => {
    const s = stateWith({ positions: { celya: 30 }, hands: [['celya:+7', 'place4:+14', 'place4:+14', 'place4:+14', 'place4:+14']] });
    const copy = JSON.parse(JSON.stringify(s));
    mod.apply(s, 0, { type: 'play', card: 'celya:+7' });
    expect(s).toEqual(copy);
  });
});

describe('view', () => {
  const s = stateWith({
    seats: 3,
    positions: { celya: 12, rithle: 3 },
    hands: [['celya:+7', 'rithle:+5', 'place4:+14', 'place4:+14', 'place4:+14']],
  });
  it('shows own hand and favourites, others only counts', () => {
    const v = mod.view(s, 0);
    expect(v.hand).toEqual(['rithle:+5', 'celya:+7', 'place4:+14', 'place4:+14', 'place4:+14']);
    expect(v.players.map((p) => p.handCount)).toEqual([5, 5, 5]);
    expect(v.players[0].favourites).toEqual(['rithle', 'aristas']);
    expect(v.players[1].favourites).toBeUndefined();
    expect(v.players[1].chosen).toBe(true);
    expect(v.deckCount).toBe(s.deck.length);
    expect(v.positions).toEqual({ rithle: 3, aristas: 0, celya: 12, elaari: 0 });
    expect(v.placements).toEqual({ rithle: 2, aristas: 3, celya: 1, elaari: 3 });
    expect(JSON.stringify(v)).not.toMatch(/prng|deck"/);
    expect(mod.view(s, null).hand).toBeNull();
  });
  it('reveal (replay of a finished game) shows everything', () => {
    const v = mod.view(s, null, true);
    expect(v.allHands).toEqual(s.hands);
    expect(v.players[2].favourites).toEqual(s.choices[2]!.favourites);
  });
  it('steps per seat and Knonster are public', () => {
    const after = mod.apply(s, 0, { type: 'play', card: 'celya:+7' });
    expect(mod.view(after, 2).players[0].steps.celya - mod.view(s, 2).players[0].steps.celya).toBe(7);
  });
});

describe('log lines and labels', () => {
  it('favourites: the chooser reads his picks, the others do not', () => {
    const s = mod.setup(2, 3, { siegwette: true, superkraefte: false });
    const move = { type: 'favourites' as const, favourites: ['celya', 'elaari'] as ['celya', 'elaari'], bet: 'elaari' as const };
    const after = mod.apply(s, 1, move);
    const ctx = { before: s, after, seat: 1, move, names };
    expect(en(mod.logLine({ ...ctx, viewer: 1 }), names)).toBe('Ben chose Celya and Elaari as favourites, betting on Elaari to win.');
    expect(en(mod.logLine({ ...ctx, viewer: 0 }), names)).toBe('Ben chose two favourites.');
    expect(en(mod.logLine({ ...ctx, viewer: null }), names)).toBe('Ben chose two favourites.');
    expect(en(mod.logLine({ ...ctx, viewer: null, reveal: true }), names)).toMatch(/Celya and Elaari/);
    expect(en(mod.moveLabel(mod.view(s, 1), move))).toBe('Choose Celya and Elaari, bet on Elaari');
    // German: the rule text's words (Favoriten, Siegwette), the reader addressed with "du".
    expect(de(mod.logLine({ ...ctx, viewer: 1 }), names)).toBe('Ben wählt Celya und Elaari als Favoriten und tippt auf Elaari als Sieger.');
    expect(de(mod.logLine({ ...ctx, viewer: 0 }), names)).toBe('Ben wählt zwei Favoriten.');
    expect(de(mod.moveLabel(mod.view(s, 1), move))).toBe('Celya und Elaari wählen, Siegwette auf Elaari');
    // Unnamed seats are "Player n" / "Spieler n".
    expect(en(mod.logLine({ ...ctx, viewer: 0 }))).toBe('Player 2 chose two favourites.');
    expect(de(mod.logLine({ ...ctx, viewer: 0 }))).toBe('Spieler 2 wählt zwei Favoriten.');
  });

  it('the last choice starts the race: the lot names the start player (rules version 2)', () => {
    let s = mod.setup(2, 2, { siegwette: false, superkraefte: false });
    s = mod.apply(s, 0, { type: 'favourites', favourites: ['rithle', 'aristas'] });
    const move = { type: 'favourites' as const, favourites: ['celya', 'elaari'] as ['celya', 'elaari'] };
    const after = mod.apply(s, 1, move);
    expect(en(mod.logLine({ before: s, after, seat: 1, move, viewer: 0 }), names)).toBe(
      `Ben chose two favourites. All favourites are chosen; the lot says ${names[after.startPlayer]} starts.`,
    );
    expect(de(mod.logLine({ before: s, after, seat: 1, move, viewer: 0 }), names)).toBe(
      `Ben wählt zwei Favoriten. Alle Favoriten sind gewählt; ausgelost ist: ${names[after.startPlayer]} beginnt.`,
    );
  });

  it('under rules version 1 the start player was known from the deal', () => {
    let s = mod.setup(2, 2, { siegwette: false, superkraefte: false }, 1);
    s = mod.apply(s, 0, { type: 'favourites', favourites: ['rithle', 'aristas'] });
    const move = { type: 'favourites' as const, favourites: ['celya', 'elaari'] as ['celya', 'elaari'] };
    const after = mod.apply(s, 1, move);
    expect(en(mod.logLine({ before: s, after, seat: 1, move, viewer: 0 }), names)).toBe(
      `Ben chose two favourites. All favourites are chosen; ${names[after.startPlayer]} starts.`,
    );
  });

  it('a play: the card, what moved, the draw (named only for the drawer), podium and game end', () => {
    const s = stateWith({ positions: { celya: 30 }, hands: [['celya:+7', 'place4:+14', 'place4:+14', 'place4:+14', 'place4:+14']], deck: ['elaari:+5'] });
    const move = { type: 'play' as const, card: 'celya:+7' as CardKind };
    const after = mod.apply(s, 0, move);
    expect(en(mod.logLine({ before: s, after, seat: 0, move, viewer: 1 }), names)).toBe('Anna played Celya +7: Celya moves from 30 to 37. Anna drew a card.');
    expect(en(mod.logLine({ before: s, after, seat: 0, move, viewer: 0 }), names)).toBe('Anna played Celya +7: Celya moves from 30 to 37. Anna drew Elaari +5.');
    expect(en(mod.moveLabel(mod.view(s, 0), move))).toBe('Play Celya +7 (moves Celya to 37)');
    expect(de(mod.logLine({ before: s, after, seat: 0, move, viewer: 1 }), names)).toBe('Anna spielt Celya +7: Celya rückt von 30 auf 37 vor. Anna zieht eine Karte nach.');
    expect(de(mod.logLine({ before: s, after, seat: 0, move, viewer: 0 }), names)).toBe('Anna spielt Celya +7: Celya rückt von 30 auf 37 vor. Anna zieht Elaari +5 nach.');
    expect(de(mod.moveLabel(mod.view(s, 0), move))).toBe('Celya +7 ausspielen (bewegt Celya auf 37)');

    const end = stateWith({ podium: ['rithle', 'aristas'], positions: { celya: 58 }, hands: [['celya:+7', 'place4:+14', 'place4:+14', 'place4:+14', 'place4:+14']] });
    const fin = mod.apply(end, 0, move);
    expect(en(mod.moveLabel(mod.view(end, 0), move))).toBe('Play Celya +7 (Celya finishes 3rd, game ends)');
    expect(de(mod.moveLabel(mod.view(end, 0), move))).toBe('Celya +7 ausspielen (Celya kommt als 3. ins Ziel, Spielende)');
    expect(en(mod.logLine({ before: end, after: fin, seat: 0, move, viewer: null }), names)).toBe(
      'Anna played Celya +7: Celya moves from 58 across the finish line and takes place 3 on the podium. The third Knonster has crossed the finish line: the game is over. Podium: 1. Rithle, 2. Aristas, 3. Celya.',
    );
    expect(de(mod.logLine({ before: end, after: fin, seat: 0, move, viewer: null }), names)).toBe(
      'Anna spielt Celya +7: Celya läuft von 58 über die Ziellinie und kommt auf Platz 3 des Siegerpodests. Das dritte Knonster hat die Ziellinie überschritten: Das Spiel ist zu Ende. Siegerpodest: 1. Rithle, 2. Aristas, 3. Celya.',
    );
    // Since your last visit: Ben's favourite Celya reached the podium, and the game ended.
    const news = mod.news!({ before: end, after: fin, seat: 0, move, viewer: 1 });
    expect(en(news)).toBe('Your favourite Celya finished 3rd. The game is over: you placed 2nd with 12 points.');
    expect(de(news)).toBe('Dein Favorit Celya ist als 3. ins Ziel gekommen. Das Spiel ist zu Ende: Du belegst Platz 2 mit 12 Punkten.');
    expect(mod.news!({ before: end, after: fin, seat: 0, move, viewer: null })).toBeNull();
  });

  it('a no-effect card and a power play', () => {
    const s = stateWith({
      options: { superkraefte: true },
      positions: { celya: 30, elaari: 30 },
      hands: [['celya:triple', 'celya:+5', 'place4:+14', 'place4:+14', 'place4:+14']],
      choices: [
        ['celya', 'rithle'],
        ['aristas', 'elaari'],
      ],
    });
    const noEffect = { type: 'play' as const, card: 'celya:triple' as CardKind };
    expect(en(mod.logLine({ before: s, after: mod.apply(s, 0, noEffect), seat: 0, move: noEffect, viewer: 1 }), names)).toBe(
      'Anna played Celya triple lead: no effect, the card is discarded. Anna drew a card.',
    );
    expect(de(mod.logLine({ before: s, after: mod.apply(s, 0, noEffect), seat: 0, move: noEffect, viewer: 1 }), names)).toBe(
      'Anna spielt Celya Vorsprung ×3: keine Wirkung, die Karte wird abgeworfen. Anna zieht eine Karte nach.',
    );
    const pow = { type: 'play' as const, card: 'celya:+5' as CardKind, power: 'celya' as const };
    expect(en(mod.logLine({ before: s, after: mod.apply(s, 0, pow), seat: 0, move: pow, viewer: 1 }), names)).toBe(
      'Anna played Celya +5 with Celya\'s superpower "double", revealing Celya as a favourite: Celya moves from 30 to 40. Anna drew a card.',
    );
    expect(de(mod.logLine({ before: s, after: mod.apply(s, 0, pow), seat: 0, move: pow, viewer: 1 }), names)).toBe(
      'Anna spielt Celya +5 mit Celyas Superkraft „Verdoppeln“ und deckt damit Celya als Favoriten auf: Celya rückt von 30 auf 40 vor. Anna zieht eine Karte nach.',
    );
  });
});

describe('robot and auto mode (rule text: robot; "Entschieden")', () => {
  it('the text\'s random robot (now only the automatic mode\'s sibling) plays only cards that move a Knonster while it has one', () => {
    const s = stateWith({
      positions: { celya: 30, elaari: 30 },
      hands: [['celya:triple', 'celya:triple', 'elaari:triple', 'place2:+9', 'celya:+5']],
    });
    const rnd = new Prng(seedPrng(1));
    for (let i = 0; i < 50; i++) expect(randomMove(s, 0, rnd, true)).toEqual({ type: 'play', card: 'celya:+5' });
  });
  it('the robot (issue 14) backs the two Knonster its hand pushes furthest, with a bet under Siegwette', () => {
    const s = mod.setup(3, 2, { siegwette: true, superkraefte: false });
    const m = mod.robotMove(s, 0, new Prng(seedPrng(3)));
    expect(mod.legalMoves(s, 0)).toContainEqual(m);
    expect(m.type === 'favourites' && m.bet !== undefined && m.favourites.includes(m.bet)).toBe(true);
  });
  it('auto mode plays any card of the hand at random', () => {
    const s = stateWith({ positions: { celya: 30, elaari: 30 }, hands: [['celya:triple', 'elaari:triple', 'celya:+5', 'place4:+14', 'place4:+14']] });
    const rnd = new Prng(seedPrng(4));
    const got = new Set<string>();
    for (let i = 0; i < 200; i++) got.add((mod.autoMove!(s, 0, rnd) as { card: string }).card);
    expect(got.size).toBe(4);
    expect(() => mod.autoMove!(s, 1, rnd)).toThrow();
  });
});
