/**
 * The position in words (issue 36; src/games/race/view/describe.ts): exact sentences for a few
 * positions, every key present in both catalogues over random playouts, and the same secrecy as
 * the view — nothing another player hides appears in the reader's words.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { lookup } from '../../../src/i18n/catalogues';
import { cardName } from '../../../src/games/race/view/words';
import type { CardKind } from '../../../src/games/race/data/race';
import type { RaceOptions, RaceState } from '../../../src/games/race/rules/state';
import { de, en, NAMES, messageKeys } from '../../support/text';
import { mod, play, stateWith } from './helpers';

type Lang = typeof en;
const words = (s: RaceState, v: number | null, lang: Lang = en, reveal = false) => mod.describe!(mod.view(s, v, reveal), v).map((x) => lang(x, NAMES));

describe('the position in words', () => {
  it('while the favourites are chosen (a seeded deal, Anna has chosen)', () => {
    const s = mod.apply(mod.setup(7, 3, { siegwette: true, superkraefte: false }), 0, { type: 'favourites', favourites: ['celya', 'elaari'], bet: 'celya' });
    expect(words(s, 1)).toEqual([
      'It is your turn: choose your two favourites in secret, then bet on one of them to win (nobody sees them until the end).',
      'All four Knonster stand on the start.',
      'Anna holds 14 cards and has chosen two favourites.',
      'You hold 14 cards and have not chosen your favourites yet.',
      'Cleo holds 14 cards and is still choosing.',
      'Your hand (14 cards): Rithle +7, Rithle catch-up, Aristas +7 (twice), Aristas catch-up, Aristas triple lead, Celya +5, Celya +7, Celya triple lead (twice), Elaari +7 (twice), Place 2 +9, and Place 4 +14.',
      'Variant: winner bet.',
    ]);
    expect(words(s, 0).slice(0, 1).concat(words(s, 0).slice(5, 6))).toEqual([
      'You have chosen your favourites; still choosing: Ben and Cleo.',
      'Your favourites: Celya and Elaari; your bet to win: Celya.',
    ]);
    expect(words(s, null)[0]).toBe('The players choose their favourites in secret; still choosing: Ben and Cleo.');
  });

  // Anna doubles Celya +7 with Celya's superpower; now it is Ben's turn.
  const racing = () =>
    play(
      stateWith({
        seats: 3,
        options: { superkraefte: true, siegwette: true },
        positions: { aristas: 22, celya: 20, rithle: 25 },
        hands: [
          ['celya:+7', 'celya:+7', 'celya:+5', 'aristas:triple', 'place4:+14'],
          ['rithle:catchup', 'aristas:+5', 'elaari:+7', 'place2:+9', 'place3:12'],
        ],
        choices: [
          { favourites: ['aristas', 'celya'], bet: 'celya' },
          { favourites: ['rithle', 'elaari'], bet: 'elaari' },
          { favourites: ['rithle', 'celya'], bet: 'rithle' },
        ],
      }),
      'celya:+7',
      'celya',
    );

  it('in the race, for the player on turn (each card with what it does now), in English and German', () => {
    const s = racing();
    expect(words(s, 1)).toEqual([
      'It is your turn: play a card from your hand.',
      'Celya is on space 34, placement 1.',
      'Rithle is on space 25, placement 2.',
      'Aristas is on space 22, placement 3.',
      'Elaari is still on the start, placement 4.',
      'Anna holds 5 cards and 1 star card face down (face up: Celya); steps moved (net): Rithle 25, Aristas 22, Celya 34, and Elaari 0.',
      'You hold 5 cards and 2 star cards face down.',
      'Cleo holds 5 cards and 2 star cards face down.',
      'Your favourites: Rithle and Elaari; your bet to win: Elaari.',
      'Your hand (5 cards) and what each card does now: Rithle catch-up: moves Rithle to 32; Aristas +5: moves Aristas to 27; Elaari +7: moves Elaari to 7; Place 2 +9: moves Rithle to 34; Place 3 up to 12: moves Aristas to 34.',
      'Start player: Anna; the order of play is Anna, Ben, and Cleo.',
      'The draw pile holds 44 cards; 1 card has been played.',
      'The last card played: Celya +7 by Anna with Celya\'s superpower "double".',
      'Superpowers still to use: Rithle (step back and rush), Aristas (tag along), and Elaari (push back); used: Celya (double).',
      'Variants: winner bet and superpowers.',
      'The game ends at once when 3 more Knonster cross the finish line, or when a player must draw from an empty draw pile.',
    ]);
    expect(words(s, 1, de)).toEqual([
      'Du bist am Zug: Spiele eine Karte aus deiner Hand aus.',
      'Celya steht auf Feld 34, Platzierung 1.',
      'Rithle steht auf Feld 25, Platzierung 2.',
      'Aristas steht auf Feld 22, Platzierung 3.',
      'Elaari steht noch auf dem Startfeld, Platzierung 4.',
      'Anna hat 5 Karten auf der Hand und 1 Sternkarte verdeckt (aufgedeckt: Celya); bewegte Schritte (netto): Rithle 25, Aristas 22, Celya 34 und Elaari 0.',
      'Du hast 5 Karten auf der Hand und 2 Sternkarten verdeckt.',
      'Cleo hat 5 Karten auf der Hand und 2 Sternkarten verdeckt.',
      'Deine Favoriten: Rithle und Elaari; deine Siegwette: Elaari.',
      'Deine Handkarten (5 Karten) und was jede jetzt bewirkt: Rithle Aufholen: bewegt Rithle auf 32; Aristas +5: bewegt Aristas auf 27; Elaari +7: bewegt Elaari auf 7; Platz 2 +9: bewegt Rithle auf 34; Platz 3 bis 12: bewegt Aristas auf 34.',
      'Startspieler: Anna; die Reihenfolge ist Anna, Ben und Cleo.',
      'Im Nachziehstapel liegen 44 Karten; gespielt wurde 1 Karte.',
      'Zuletzt gespielte Karte: Celya +7 von Anna mit Celyas Superkraft „Verdoppeln“.',
      'Noch verfügbare Superkräfte: Rithle (Anlauf nehmen), Aristas (Anhängen) und Elaari (Zurückdrängen); verbraucht: Celya (Verdoppeln).',
      'Varianten: Siegwette und Superkräfte.',
      'Das Spiel endet sofort, wenn noch 3 Knonster die Ziellinie überschreiten, oder wenn jemand vom leeren Nachziehstapel nachziehen müsste.',
    ]);
  });

  it('in the race, for a player waiting and for a spectator (no hand, no favourites)', () => {
    const s = racing();
    const anna = words(s, 0);
    expect(anna[0]).toBe("It is Ben's turn to play a card.");
    expect(anna[5]).toBe('You hold 5 cards and 1 star card face down (face up: Celya); steps moved (net): Rithle 25, Aristas 22, Celya 34, and Elaari 0.');
    expect(anna[8]).toBe('Your favourites: Aristas and Celya; your bet to win: Celya.');
    // Not on turn: the hand without effects (Anna drew Rithle +5 after her play).
    expect(anna[9]).toBe('Your hand (5 cards): Rithle +5, Aristas triple lead, Celya +5, Celya +7, and Place 4 +14.');
    const spectator = words(s, null);
    expect(spectator).toHaveLength(14);
    expect(spectator.join(' ')).not.toMatch(/Your|You |Favourites of/);
  });

  it('at the end: the result, then the players by their places with their favourites', () => {
    const end = play(
      stateWith({ podium: ['celya', 'elaari'], positions: { rithle: 58, aristas: 40 }, hands: [['rithle:+7', 'place4:+14', 'place4:+14', 'place4:+14', 'place4:+14']] }),
      'rithle:+7',
    );
    expect(words(end, 1)).toEqual([
      'The game is over. Podium: 1. Celya, 2. Elaari, 3. Rithle. Ben wins with 72 points.',
      'Celya has finished: place 1 on the podium.',
      'Elaari has finished: place 2 on the podium.',
      'Rithle has finished: place 3 on the podium.',
      'Aristas is on space 40, placement 4.',
      'You placed 1st with 72 points; favourites: Celya and Elaari.',
      'Anna placed 2nd with 12 points; favourites: Rithle and Aristas.',
      'Your hand (5 cards): Place 2 +9 and Place 3 up to 12 (4 times).',
      'Start player: Anna; the order of play is Anna and Ben.',
      'The draw pile holds 50 cards; 1 card has been played.',
      'The last card played: Rithle +7 by Anna.',
    ]);
    expect(words(end, null, de).slice(5, 7)).toEqual([
      'Ben belegt Platz 1 mit 72 Punkten; Favoriten: Celya und Elaari.',
      'Anna belegt Platz 2 mit 12 Punkten; Favoriten: Rithle und Aristas.',
    ]);
  });
});

const GAMES: { seats: number; options: RaceOptions }[] = [
  { seats: 2, options: { siegwette: false, superkraefte: false } },
  { seats: 3, options: { siegwette: true, superkraefte: false } },
  { seats: 4, options: { siegwette: true, superkraefte: true } },
];

/** Positions every few moves of a seeded random game (uniform among the legal moves). */
function positions(g: number): RaceState[] {
  const { seats, options } = GAMES[g];
  const rnd = new Prng(seedPrng(9100 + g));
  let s = mod.setup(500 + g, seats, options);
  const out = [s];
  for (let n = 1; s.phase !== 'finished'; n++) {
    const actors = mod.toAct(s);
    const seat = actors[rnd.int(actors.length)];
    const legal = mod.legalMoves(s, seat);
    s = mod.apply(s, seat, legal[rnd.int(legal.length)]);
    if (n % 3 === 0 || s.phase === 'finished') out.push(s);
  }
  return out;
}

describe.each([0, 1, 2])('random playout %i', (g) => {
  const states = positions(g);

  it('renders for every seat and a spectator in English and German, every key in both catalogues', () => {
    const errors = jest.spyOn(console, 'error');
    try {
      for (const s of states) {
        const readers: [number | null, boolean][] = [...Array.from({ length: s.seats }, (_, i): [number, boolean] => [i, false]), [null, false]];
        if (s.phase === 'finished') readers.push([null, true]);
        for (const [v, reveal] of readers) {
          const texts = mod.describe!(mod.view(s, v, reveal), v);
          // The fewest: a spectator of two players choosing (turn, the start, two players).
          expect(texts.length).toBeGreaterThanOrEqual(4);
          expect(texts.length).toBeLessThanOrEqual(25);
          for (const key of texts.flatMap((t) => messageKeys(t))) {
            expect([key, lookup('en', key) !== undefined, lookup('de', key) !== undefined]).toEqual([key, true, true]);
          }
          for (const lang of [en, de]) {
            for (const line of texts.map((t) => lang(t, NAMES))) {
              expect(line).not.toMatch(/undefined|NaN|\[object|race\.|\{|\}/);
              expect(line.trim()).not.toBe('');
            }
          }
        }
      }
      expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('i18n:'))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('keeps the secrets of the view: no hidden card, no hidden favourite', () => {
    let checked = 0;
    for (const s of states.filter((x) => x.phase !== 'finished')) {
      for (let r = 0; r < s.seats; r++) {
        const json = JSON.stringify(mod.view(s, r));
        const text = words(s, r).join('\n');
        // Cards another player holds (or the draw pile hides) that the reader's view does not carry.
        const hidden = new Set<CardKind>([...s.deck, ...s.hands.flatMap((h, o) => (o === r ? [] : h))]);
        for (const card of hidden) {
          if (json.includes(`"${card}"`)) continue;
          expect([card, text.includes(en(cardName(card)))]).toEqual([card, false]);
          checked++;
        }
        // Another player's favourites and bet, secret until the end (the view has only his own).
        for (let o = 0; o < s.seats; o++) {
          if (o === r || !s.choices[o] || mod.view(s, r).players[o].favourites) continue;
          expect(text).not.toContain(`Favourites of ${NAMES[o]}`);
          expect(text.replace(/your bet to win/g, '')).not.toContain('bet to win');
        }
        // The strongest form: what the reader cannot see drawn anew gives the same words.
        for (const seed of [1, 2]) expect(words(mod.redeal!(s, r, seed), r)).toEqual(words(s, r));
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
