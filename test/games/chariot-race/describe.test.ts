/**
 * The position in words (GameModule.describe, issue 36): what a screen reader reads for the
 * board, from the seat's view only. Exact sentences for positions of a seeded game and of the
 * rules' ramming example; seeded random playouts in which every reader's description renders in
 * English and German with every key in both catalogues; and secrecy — the one thing no seat sees
 * (the dice to come, the PRNG) never shows, and a redeal of it changes no word.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { msg, type Text } from '../../../src/engine/text';
import { lookup } from '../../../src/i18n/catalogues';
import { facesCounted } from '../../../src/games/chariot-race/view/describe';
import type { ChariotMove, ChariotOptions, ChariotState } from '../../../src/games/chariot-race/rules/state';
import { de, en, messageKeys } from '../../support/text';
import { act, legal, mod, rammingState } from './helpers';

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora', 'Emil', 'Fritz'];
const CURVES_EN = 'Curve fields and the highest speed without damage: I9 up to 3, O12 up to 7, M11 up to 5, I27 up to 3, O36 up to 7, and M32 up to 5.';

function words(s: ChariotState, viewer: number | null, lang: (t: Text, names?: readonly Text[]) => string = en): string[] {
  return mod.describe!(mod.view(s, viewer), viewer).map((x) => lang(x, NAMES));
}

/** A seeded two-player game (each drives two chariots) at its first roll. */
function seededGame(): ChariotState {
  return mod.setup(11, 2, mod.optionsSchema.parse({}));
}

describe('the position in words: exact sentences', () => {
  it('a seeded two-player game: the turn, the chariots front first, the standing, the reader’s chariots and roll, the track', () => {
    const s = seededGame();
    expect(mod.toAct(s)).toEqual([0]);
    expect(words(s, 0)).toEqual([
      'It is your turn with your red chariot: roll the dice.',
      '1. Your red chariot on I36, inner lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6; driving now.',
      "2. Ben's yellow chariot on M42, middle lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6.",
      "3. Ben's blue chariot on O48, outer lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6.",
      '4. Your green chariot on I35, inner lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6.',
      'The players by their best chariot: 1. Anna and 2. Ben.',
      'You drive the red chariot and the green chariot.',
      'At speed 4 you roll 5 dice.',
      "Round 1; still to drive after this turn: Ben's yellow chariot, Ben's blue chariot, and your green chariot.",
      'No caltrops on the track; 20 left in the supply.',
      CURVES_EN,
      'Track sides A/A.',
    ]);
  });

  it('after the roll: the reader’s dice and what paying costs; the other player reads the dice among what is open; German', () => {
    const s = act(seededGame(), { type: 'roll' });
    const mine = words(s, 0);
    expect(mine[0]).toBe('It is your turn with your red chariot: reroll, turn a die or keep the dice.');
    expect(mine.slice(6, 9)).toEqual([
      'You drive the red chariot and the green chariot.',
      'Dice of your red chariot: 2× drive, 1× steer, 1× attack, and 1× Fortuna; the free reroll is still open.',
      'A further reroll or turning a die costs 2 fortune; you have 3.',
    ]);
    expect(words(s, 1)).toEqual([
      "It is Anna's turn with the red chariot: reroll, turn a die or keep the dice.",
      "1. Anna's red chariot on I36, inner lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6; driving now.",
      '2. Your yellow chariot on M42, middle lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6.',
      '3. Your blue chariot on O48, outer lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6.',
      "4. Anna's green chariot on I35, inner lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6.",
      'The players by their best chariot: 1. Anna and 2. Ben.',
      'You drive the blue chariot and the yellow chariot.',
      "Round 1; still to drive after this turn: your yellow chariot, your blue chariot, and Anna's green chariot.",
      "Dice of Anna's red chariot: 2× drive, 1× steer, 1× attack, and 1× Fortuna; the free reroll is still open.",
      'No caltrops on the track; 20 left in the supply.',
      CURVES_EN,
      'Track sides A/A.',
    ]);
    expect(words(s, 0, de)).toEqual([
      'Du bist mit deinem roten Wagen am Zug: neu werfen, einen Würfel drehen oder die Würfel behalten.',
      '1. Dein roter Wagen auf I36, innere Spur: noch 2 Runden zu fahren; Schaden 12 von 12, Geschwindigkeit 4 von 12, Gunst 3 von 6; fährt gerade.',
      '2. Der gelbe Wagen von Ben auf M42, mittlere Spur: noch 2 Runden zu fahren; Schaden 12 von 12, Geschwindigkeit 4 von 12, Gunst 3 von 6.',
      '3. Der blaue Wagen von Ben auf O48, äußere Spur: noch 2 Runden zu fahren; Schaden 12 von 12, Geschwindigkeit 4 von 12, Gunst 3 von 6.',
      '4. Dein grüner Wagen auf I35, innere Spur: noch 2 Runden zu fahren; Schaden 12 von 12, Geschwindigkeit 4 von 12, Gunst 3 von 6.',
      'Die Spieler nach ihrem besten Wagen: 1. Anna und 2. Ben.',
      'Du fährst den roten Wagen und den grünen Wagen.',
      'Würfel für deinen roten Wagen: 2× Fahren, 1× Steuern, 1× Angreifen und 1× Fortuna; der kostenlose Neuwurf ist noch offen.',
      'Ein weiterer Neuwurf oder das Drehen eines Würfels kostet 2 Gunst; du hast 3.',
      'Runde 1; nach diesem Zug fahren noch der gelbe Wagen von Ben, der blaue Wagen von Ben und dein grüner Wagen.',
      'Keine Krähenfüße auf der Bahn; 20 im Vorrat.',
      'Kurvenfelder und ihre Höchstgeschwindigkeit ohne Schaden: I9 bis 3, O12 bis 7, M11 bis 5, I27 bis 3, O36 bis 7 und M32 bis 5.',
      'Parcours A/A.',
    ]);
  });

  it('the path step of the rules’ ramming example: where the reader’s chariot can end, with the least damage there', () => {
    expect(words(rammingState(), 0)).toEqual([
      'It is your turn with your green chariot: choose the path.',
      "1. Dora's red chariot on I20, inner lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6; has driven this round.",
      "2. Ben's yellow chariot on M11, middle lane, a curve field with limit 5: 2 laps to go; damage 2 of 12, speed 4 of 12, fortune 3 of 6.",
      "3. Cleo's blue chariot on M10, middle lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6.",
      '4. Your green chariot on O5, outer lane: 2 laps to go; damage 10 of 12, speed 8 of 12, fortune 0 of 6; driving now.',
      'You drive the green chariot.',
      'Dice of your green chariot: 2× drive, 1× sprint, and 1× steer.',
      'You must move exactly 8 fields, with at most 1 lane change.',
      'Where your chariot can end: M13 (at least 7 damage), M12 (at least 7 damage), O13 (at least 1 damage), and M9 (at least 6 damage).',
      "Round 1; still to drive after this turn: Ben's yellow chariot and Cleo's blue chariot.",
      'No caltrops on the track; 20 left in the supply.',
      CURVES_EN,
      'Track sides A/A.',
    ]);
  });

  it('after a ram that breaks a chariot: the wreck, the broken chariot last, the last movement; spectator and owner', () => {
    const before = rammingState();
    const ram = legal(before).find((m) => {
      const after = mod.apply(before, 0, m);
      return after.chariots[1].out && !after.chariots[0].out;
    })!;
    expect(ram).toEqual({ type: 'path', path: 'fffffffi' });
    const s = act(before, ram);
    expect(words(s, null)).toEqual([
      "It is Cleo's turn with the blue chariot: roll the dice.",
      "1. Dora's red chariot on I20, inner lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6; has driven this round.",
      "2. Cleo's blue chariot on M10, middle lane: 2 laps to go; damage 12 of 12, speed 4 of 12, fortune 3 of 6; driving now.",
      "3. Anna's green chariot on M9, middle lane: 2 laps to go; damage 4 of 12, speed 8 of 12, fortune 0 of 6; has driven this round.",
      "Ben's yellow chariot broke up on M11 and is out of the race.",
      'Round 1; this is the last turn of the round.',
      "Anna's green chariot moved last, from O5 to M9, changing lanes once.",
      'A wreck on M11: it works like a caltrop.',
      'No other caltrops on the track; 19 left in the supply.',
      CURVES_EN,
      'Track sides A/A.',
    ]);
    const owner = words(s, 1);
    expect(owner[4]).toBe('Your yellow chariot broke up on M11 and is out of the race.');
    expect(owner[5]).toBe('You drive the yellow chariot (broken up).');
    expect(words(s, 1, de).slice(4, 10)).toEqual([
      'Dein gelber Wagen ist auf M11 auseinandergebrochen und aus dem Rennen.',
      'Du fährst den gelben Wagen (auseinandergebrochen).',
      'Runde 1; dies ist der letzte Zug der Runde.',
      'Der grüne Wagen von Anna fuhr zuletzt von O5 nach M9, mit einem Spurwechsel.',
      'Ein Wrack auf M11: Es wirkt wie ein Krähenfuß.',
      'Keine weiteren Krähenfüße auf der Bahn; 19 im Vorrat.',
    ]);
  });
});

// --- Seeded random playouts: every few moves, every reader's description in both languages.

const GAMES: { seed: number; seats: number; options: Partial<ChariotOptions> }[] = [
  { seed: 101, seats: 3, options: { track: 'BB', noDamageAfterFinish: true, alternativeChariots: true } },
  { seed: 102, seats: 6, options: { track: 'AB' } },
  { seed: 103, seats: 4, options: { track: 'BA', alternativeChariots: true } },
];

/** The sampled positions of a seeded playout of uniformly random legal moves. */
function playout(seed: number, seats: number, options: Partial<ChariotOptions>): ChariotState[] {
  let s = mod.setup(seed, seats, mod.optionsSchema.parse(options));
  const random = new Prng(seedPrng(seed));
  const out: ChariotState[] = [];
  for (let n = 0; n < 3000 && mod.toAct(s).length; n++) {
    if (n % 3 === 0) out.push(s);
    const seat = mod.toAct(s)[0];
    const moves: ChariotMove[] = mod.legalMoves(s, seat);
    s = mod.apply(s, seat, moves[random.int(moves.length)]);
  }
  out.push(s);
  return out;
}

const sampled = GAMES.map((g) => playout(g.seed, g.seats, g.options));

describe('the position in words: seeded playouts', () => {
  it.each(GAMES.map((g, k) => [g.seed, k]))('game %i: every reader’s description renders in English and German, every key in both catalogues', (_seed, k) => {
    const states = sampled[k];
    expect(states[states.length - 1].phase).toBe('finished');
    const phases = new Set<string>();
    for (const s of states) {
      phases.add(s.turn ? `${s.phase}:${s.turn.step}` : s.phase);
      for (const viewer of [null, ...Array.from({ length: s.seats }, (_, i) => i)]) {
        const texts = mod.describe!(mod.view(s, viewer), viewer);
        expect(texts.length).toBeGreaterThanOrEqual(3);
        expect(texts.length).toBeLessThanOrEqual(25);
        for (const key of texts.flatMap((x) => messageKeys(x))) {
          // A missing key renders as the key itself (src/i18n/render.ts): it must not happen.
          expect([key, lookup('en', key) !== undefined, lookup('de', key) !== undefined]).toEqual([key, true, true]);
        }
        for (const lang of [en, de]) {
          for (const line of texts.map((x) => lang(x, NAMES))) {
            expect(line).not.toMatch(/undefined|NaN|\[object|chariot-race\.|\{|\}/);
            expect(line.trim()).not.toBe('');
          }
        }
      }
    }
    // The playout went through the race's steps to its end.
    for (const step of ['race:start', 'race:dice', 'race:path', 'finished']) expect(phases).toContain(step);
    if (GAMES[k].options.alternativeChariots) for (const step of ['draft', 'place']) expect(phases).toContain(step);
  });
});

// --- Secrecy: the game hides only the dice to come (the PRNG); no description names them.

describe('the position in words: secrecy', () => {
  const starts = sampled.flat().filter((s) => s.phase === 'race' && s.turn?.step === 'start');

  it('the dice the next roll will show are in no reader’s description (nor in his view)', () => {
    expect(starts.length).toBeGreaterThanOrEqual(20);
    let checked = 0;
    for (const s of starts) {
      const driver = mod.toAct(s)[0];
      const rolled = mod.apply(s, driver, { type: 'roll' });
      const future = rolled.turn && rolled.turn.chariot === s.turn!.chariot ? rolled.turn.dice : rolled.lastDice;
      if (!future.length) continue;
      // The faces as a description would word them ("1× drive, 2× steer, and 1× attack").
      const hidden = en(msg('chariot-race.describe.lastDice', { faces: facesCounted(future) })).replace(/^[^:]*: |\.$/g, '');
      expect(hidden).toMatch(/^\d× /);
      for (const viewer of [null, ...Array.from({ length: s.seats }, (_, i) => i)]) {
        const seen = JSON.stringify(mod.view(s, viewer));
        expect(seen).not.toContain('prng');
        if (seen.includes(JSON.stringify(future))) continue;
        for (const line of words(s, viewer)) expect(line).not.toContain(hidden);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('a redeal of the hidden part (the PRNG) changes no word for any reader', () => {
    for (const s of sampled.flat().filter((_, i) => i % 7 === 0)) {
      for (const viewer of [null, ...Array.from({ length: s.seats }, (_, i) => i)]) {
        const other = mod.redeal!(s, viewer ?? 0, 99);
        expect(mod.describe!(mod.view(other, viewer), viewer)).toEqual(mod.describe!(mod.view(s, viewer), viewer));
      }
    }
  });
});
