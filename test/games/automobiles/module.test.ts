/** The module surface: meta, schemas, refusals, view, labels, log lines, robot, undo barriers, docs. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { applyChecked, IllegalMoveError } from '../../../src/engine/replay';
import { msg } from '../../../src/engine/text';
import { ACTION_CARDS, FIXED_CARDS, card, nameOfCard } from '../../../src/games/automobiles/data/cards';
import { RULES_VERSION } from '../../../src/games/automobiles/rules/setup';
import { BR } from '../../../src/games/automobiles/data/dice';
import { cardName } from '../../../src/games/automobiles/view/words';
import { de, en } from '../../support/text';
import { END, STOP, activate, choose, legal, mod, play, playAll, seg, stateWith } from './helpers';

const names = ['Anna', 'Ben', 'Cleo'];

describe('meta and schemas', () => {
  it('meta and option fields', () => {
    expect(mod.meta).toMatchObject({ id: 'automobiles', title: 'Automobiles', minSeats: 2, maxSeats: 5, rulesVersion: 3 });
    expect(mod.meta.optionFields.map((f) => [f.key, f.kind])).toEqual([
      ['cardSet', 'select'],
      ['track', 'select'],
      ['laps', 'select'],
      ['einfaedeln', 'boolean'],
      ['beschleunigt', 'boolean'],
      ['drivers', 'boolean'],
      ['season', 'select'],
      ['track2', 'select'],
      ['track3', 'select'],
      ['track4', 'select'],
      ['track5', 'select'],
    ]);
    for (const f of mod.meta.optionFields) {
      if (f.kind !== 'select') continue;
      // The first choice is the default ("off" and "drawn" of the season are no option at all), and every choice parses.
      const absent = f.key === 'season' || f.key.startsWith('track') && f.key !== 'track';
      expect(mod.optionsSchema.parse({})[f.key as 'cardSet']).toEqual(f.key === 'laps' ? 3 : absent ? undefined : f.choices[0].value);
      if (absent) expect(['off', 'drawn']).toContain(f.choices[0].value);
      for (const c of f.choices) expect(mod.optionsSchema.safeParse({ [f.key]: c.value }).success).toBe(true);
    }
    expect(mod.boardPartial).toBe('games/automobiles/board');
  });
  it('a season: 3–5 races, drivers always on, later tracks chosen or drawn; "off" is a single race', () => {
    const o = mod.optionsSchema.parse({ season: '4', track3: 'tucson', track2: 'drawn', track5: 'montecarlo' });
    const s = mod.setup(5, 3, o);
    expect(s.options).toMatchObject({ season: 4, drivers: true, track3: 'tucson' });
    expect(s.options.track5).toBeUndefined(); // a 4-race season has no 5th race
    expect(s.season!.tracks).toHaveLength(4);
    expect(s.season!.tracks[0]).toBe('daytona');
    expect(s.season!.tracks[2]).toBe('tucson');
    expect(new Set(s.season!.tracks).size).toBe(4); // the drawn ones are tracks not yet in the season
    expect(s.season!.offer).toHaveLength(3);
    expect(s.phase).toBe('drivers');
    expect(mod.optionsSchema.parse({ season: 'off' }).season).toBeUndefined();
    expect('season' in mod.setup(5, 3, mod.optionsSchema.parse({ season: 'off' })).options).toBe(false);
    expect(mod.optionsSchema.safeParse({ season: '6' }).success).toBe(false);
    expect(mod.optionsSchema.safeParse({ track2: 'nowhere' }).success).toBe(false);
  });
  it('the lobby words in English and German', () => {
    expect(en(mod.meta.summary)).toMatch(/^Build your racing team from a bag of dice/);
    expect(de(mod.meta.summary)).toMatch(/^Stelle dein Rennteam aus einem Beutel voller Würfel zusammen/);
    const [cardSet, track, laps, einfaedeln, beschleunigt] = mod.meta.optionFields;
    expect(cardSet.kind === 'select' && cardSet.choices.map((c) => de(c.label))).toEqual([
      'Zufällig (eine pro Farbe)',
      'Einsteiger (erstes Spiel)',
      'Ausgereizt',
      'Bunte Mischung',
      'Für Experten',
      'Zufällig aus Grundspiel und Rennsaison (eine von sieben pro Farbe)',
      'Zufällig nur aus Rennsaison (eine von drei pro Farbe)',
      'Set Rennsaison (nur Karten der Erweiterung)',
      'Gemischtes Set (Grundspiel und Rennsaison)',
    ]);
    expect(track.kind === 'select' && track.choices.map((c) => en(c.label))).toEqual(['Daytona Beach', 'City Circuit', 'Talladega', 'Monte Carlo', 'Tucson']);
    expect(laps.kind === 'select' && laps.choices.map((c) => en(c.label))).toEqual(['3 laps', '1 lap', '2 laps', '4 laps', '5 laps']);
    expect(laps.kind === 'select' && de(laps.choices[1].label)).toBe('1 Runde');
    expect([en(einfaedeln.label), de(einfaedeln.label)]).toEqual(['Weaving (Einfädeln)', 'Variante Einfädeln']);
    expect(de(beschleunigt.label)).toBe('Variante beschleunigter Ablauf');
  });
  it('moves: a discriminated union, strict', () => {
    expect(mod.moveSchema.safeParse({ type: 'activate', colour: 'white', seg: 4 }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'activate', colour: 'pink' }).success).toBe(false);
    expect(mod.moveSchema.safeParse({ type: 'choose', colour: 'brown', area: 'discard' }).success).toBe(true);
    expect(mod.moveSchema.safeParse({ type: 'option', option: 3 }).success).toBe(false);
    expect(mod.moveSchema.safeParse({ type: 'endTurn', extra: 1 }).success).toBe(false);
    expect(mod.moveSchema.safeParse({ type: 'fly' }).success).toBe(false);
  });
});

describe('refusals name the rule', () => {
  const s = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, yellow: 2 } }] });
  const why = (seat: number, move: unknown): IllegalMoveError => {
    try {
      applyChecked(mod, s, seat, move);
    } catch (e) {
      return e as IllegalMoveError;
    }
    throw new Error('accepted');
  };
  it('turn, track, buy, phase', () => {
    expect(why(1, END).kind).toBe('turn');
    expect(why(0, { type: 'fly' }).kind).toBe('malformed');
    const track = why(0, activate('lightgrey', seg(16, 1)));
    expect(track.rule).toBe('Bewegung auf der Rennstrecke');
    expect(en(why(0, { type: 'buy', colour: 'black' }).text)).toBe('That die costs $7; you have $5.');
    expect(de(why(0, { type: 'buy', colour: 'black' }).text)).toBe('Dieser Würfel kostet $7; du hast $5.');
    expect(why(0, { type: 'buy', colour: 'brown' }).rule).toBe('2. Kaufen');
    const started = play(s, activate('lightgrey', seg(15, 0)));
    const pit = (() => {
      try {
        applyChecked(mod, started, 0, { type: 'pit' });
      } catch (e) {
        return e as IllegalMoveError;
      }
      throw new Error('accepted');
    })();
    expect(pit.rule).toBe('Alternativer Zug – Boxenstopp');
    expect(en(pit.text)).toMatch(/not possible once you started/);
    expect(de(pit.text)).toBe('Ein Boxenstopp ersetzt den ganzen Zug: Er ist nicht mehr möglich, sobald du mit einem Standardzug begonnen hast.');
  });
  it('apply never changes its input', () => {
    const copy = JSON.parse(JSON.stringify(s));
    mod.apply(s, 0, activate('lightgrey', seg(15, 0)));
    mod.apply(s, 0, END);
    expect(s).toEqual(copy);
  });
});

describe('view, labels and log lines', () => {
  it('everything is public; no PRNG', () => {
    const s = stateWith({ seats: 3, players: [{ bag: { white: 3, brown: 2 }, active: { yellow: 1 } }] });
    const v = mod.view(s, 2);
    expect(v.players[0].bag[BR]).toBe(2);
    expect(v.players[0].owned[BR]).toBe(2);
    expect(JSON.stringify(v)).not.toMatch(/prng/);
    expect(mod.view(s, null).viewer).toBeNull();
  });
  it('labels say what a step does', () => {
    const s = stateWith({ cards: ['luftwiderstand'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { red: 1, black: 1, brown: 2 } }] });
    const v = mod.view(s, 0);
    expect(legal(s).map((m) => en(mod.moveLabel(v, m)))).toEqual([
      'Pit stop: put your 2 active wear dice back in the supply and end your turn',
      'Place a black die on row 16 outside (black)',
      'Activate a red die: Drag',
      'Put an active wear die on your discard',
      'Buy a white die (3rd gear) for $2',
      'End the turn without moving',
    ]);
    const t = play(s, activate('red'));
    expect(en(mod.moveLabel(mod.view(t, 0), choose('black', 'active')))).toBe('Discard an active black die: red die up to 3 dark-grey fields');
    expect(de(mod.moveLabel(mod.view(t, 0), choose('black', 'active')))).toBe('Einen aktiven schwarzen Würfel ablegen: roter Würfel bis zu 3 dunkelgraue Felder weit');
    const u = play(t, choose('black', 'active'));
    expect(legal(u).map((m) => en(mod.moveLabel(mod.view(u, 0), m)))).toEqual(['Move the red die to row 17 middle (dark-grey)', 'Leave the red die off the track']);
    expect(legal(u).map((m) => de(mod.moveLabel(mod.view(u, 0), m)))).toEqual(['Den roten Würfel auf Reihe 17 Mitte (Dunkelgrau) bewegen', 'Den roten Würfel nicht auf die Rennstrecke legen']);
  });
  it('log lines: activation, draws, the end of the turn', () => {
    const s = stateWith({ cards: ['turbo'], cars: [seg(14, 1), seg(25, 1)], players: [{ active: { green: 1 }, bag: { white: 1, black: 1 } }] });
    const move = activate('green');
    const after = mod.apply(s, 0, move);
    expect(en(mod.logLine({ before: s, after, seat: 0, move, viewer: 1 }), names)).toBe('Anna: activate a green die: Nitro — drew 1 white and 1 black.'); // the draw of two is Nitro since rules version 3
    expect(de(mod.logLine({ before: s, after, seat: 0, move, viewer: 1 }), names)).toBe('Anna aktiviert einen grünen Würfel (Nitro) und zieht 1× Weiß und 1× Schwarz.');
    const a2 = mod.apply(after, 0, choose('black', 'drawn'));
    expect(en(mod.logLine({ before: after, after: a2, seat: 0, move: choose('black', 'drawn'), viewer: null }), names)).toBe(
      "Anna: keep the black die active, the white die goes on Anna's discard.",
    );
    expect(de(mod.logLine({ before: after, after: a2, seat: 0, move: choose('black', 'drawn'), viewer: null }), names)).toBe(
      'Anna behält den schwarzen Würfel aktiv, der weiße Würfel kommt auf die eigene Ablage.',
    );
    // The player reads "your"; nobody reads "his".
    expect(en(mod.logLine({ before: after, after: a2, seat: 0, move: choose('black', 'drawn'), viewer: 0 }), names)).toBe('Anna: keep the black die active, the white die goes on your discard.');
    expect(de(mod.logLine({ before: after, after: a2, seat: 0, move: choose('black', 'drawn'), viewer: 0 }), names)).toBe('Anna behält den schwarzen Würfel aktiv, der weiße Würfel kommt auf deine Ablage.');
  });
});

describe('robot', () => {
  it('pits when wear clogs the hand, chains its gear dice as far as they go, always finishes the turn', () => {
    const rnd = new Prng(seedPrng(3));
    const clogged = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { brown: 4, white: 3 } }] });
    expect(mod.robotMove(clogged, 0, rnd)).toEqual({ type: 'pit' });
    // Back straight, middle lane: dark grey row 17, black rows 17-18 outside, the light-grey/dark-grey
    // field rows 19-20, light grey rows 21-22 outside — all four gear dice in one chain (7 rows).
    const s = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, darkgrey: 2, black: 1, yellow: 3 } }] });
    expect(mod.robotMove(s, 0, rnd)).toEqual(activate('darkgrey', seg(16, 1)));
    let t = s;
    for (let i = 0; i < 20 && t.current === 0; i++) t = mod.apply(t, 0, mod.robotMove(t, 0, rnd));
    expect(t.current).toBe(1);
    expect(t.players[0].seg).toBe(seg(21, 2));
    // A single row for two wear is not worth it: it keeps its dice and buys instead.
    const poor = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, yellow: 5 } }] });
    expect(mod.robotMove(poor, 0, rnd)).toEqual({ type: 'buy', colour: 'lightgrey' });
  });
  it('answers a Leistungsschub by drawing', () => {
    let s = stateWith({ seats: 3, cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { yellow: 4 } }, { bag: { black: 2 } }, { bag: { black: 2 } }] });
    s = playAll(s, [activate('green'), STOP]);
    expect(mod.robotMove(s, 2, new Prng(seedPrng(1)))).toEqual({ type: 'extraDraw', take: true });
  });
});

describe('undo barriers', () => {
  it('single steps can be taken back; the end of the turn, the pit stop and answers cannot', () => {
    const s = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1 } }] });
    const step = play(s, activate('lightgrey', seg(15, 0)));
    expect(mod.undoBarrier(s, step, 0, activate('lightgrey', seg(15, 0)))).toBe(false);
    expect(applyChecked(mod, s, 0, activate('lightgrey', seg(15, 0))).barrier).toBe(false);
    expect(applyChecked(mod, step, 0, END).barrier).toBe(true);
    expect(applyChecked(mod, s, 0, { type: 'pit' }).barrier).toBe(true);
  });
  it('a step that ends the turn without drawing is a barrier too (drivers 7 and 9 stop drawing, driver 10 puts no die down)', () => {
    for (const driver of ['d9', 'd10'] as const) {
      const s = play(stateWith({ players: [{ driver, bag: { yellow: 10 } }, { driver: 'd2' }] }), END);
      expect(s.current).toBe(0);
      const applied = applyChecked(mod, s, 0, STOP);
      expect((applied.state as typeof s).current).toBe(1);
      expect(applied.barrier).toBe(true);
    }
    // A step within the question is not.
    const d3 = stateWith({ players: [{ driver: 'd3', active: { yellow: 1 }, discard: { brown: 2 } }] });
    expect(applyChecked(mod, play(d3, { type: 'driver' }), 0, { type: 'choose', colour: 'brown', area: 'discard' }).barrier).toBe(false);
  });
  it('a draw is a barrier by itself (the PRNG moved)', () => {
    const s = stateWith({ cards: ['turbo'], players: [{ active: { green: 1 }, bag: { white: 2, black: 1 } }] });
    expect(applyChecked(mod, s, 0, activate('green')).barrier).toBe(true);
  });
});

describe('the German rules page (docs/games/automobiles/rules.de.md, design.de.md)', () => {
  const doc = readFileSync(path.join(__dirname, '../../../docs/games/automobiles/rules.de.md'), 'utf8');
  const design = readFileSync(path.join(__dirname, '../../../docs/games/automobiles/design.de.md'), 'utf8');
  it('uses the headings of the German rule text', () => {
    for (const h of ['## Spielmaterial', '## Spielvorbereitung', '## Spielverlauf', '### Standardzug', '### Alternativer Zug – Boxenstopp', '### Sogwirkung', '### Würfel ziehen', '## Bewegung auf der Rennstrecke', '## Ende des Spiels']) {
      expect(doc).toContain(`${h}\n`);
    }
    expect(design).toContain('## Online spielen\n');
  });
  it('lists every card with its colour, cost and value, as the English page does', () => {
    for (const c of ACTION_CARDS) {
      const colour = ['weiß', 'hellgrau', 'dunkelgrau', 'schwarz', 'gelb', 'rot', 'lila', 'blau', 'grün'][c.colour];
      // The name the current rules version gives the effect („Vorgeschlagene Kartensets", version 3), its effect's cost.
      const name = card(nameOfCard(c.id, RULES_VERSION)).name;
      expect(doc).toContain(`| ${name} | ${colour} | $${c.cost} | $${c.value} |`);
    }
    for (const f of Object.values(FIXED_CARDS)) expect(doc).toContain(`| ${de(cardName({ id: 'gear', colour: f.colour }))} | ${f.buyable ? `$${f.cost}` : '—'} | $${f.value} |`);
  });
});

describe('the rules page lists the designed data', () => {
  const doc = readFileSync(path.join(__dirname, '../../../docs/games/automobiles/rules.md'), 'utf8');
  it('every action card with its colour, cost and value', () => {
    for (const c of ACTION_CARDS) {
      const colour = ['white', 'light grey', 'dark grey', 'black', 'yellow', 'red', 'purple', 'blue', 'green'][c.colour];
      // The English name as the site writes it, with the German rule text's name once in brackets.
      // The name the current rules version gives the effect („Vorgeschlagene Kartensets", version 3), its effect's cost.
      const named = nameOfCard(c.id, RULES_VERSION);
      const english = en(msg(`automobiles.card.${named}.name`));
      const german = card(named).name;
      expect(doc).toContain(`| ${english === german ? german : `${english} (${german})`} | ${colour} | $${c.cost} | $${c.value} |`);
    }
    for (const f of Object.values(FIXED_CARDS)) expect(doc).toContain(`| ${f.name} | ${f.buyable ? `$${f.cost}` : '—'} | $${f.value} |`);
  });
});
