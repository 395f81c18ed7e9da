/**
 * Kraftwagen's position in words (view/describe.ts): exact sentences for positions built from a
 * seeded set-up and fixed legal moves, every position of seeded random games rendered in both
 * languages without a missing message, and the secrets of the view kept (the others' face-down
 * money tiles, the order of the research deck and of the special-tile stacks).
 */
import { messageKeys } from '../../support/text';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { lookup } from '../../../src/i18n/catalogues';
import { render } from '../../../src/i18n/render';
import type { KwMove, KwState } from '../../../src/games/kraftwagen/rules/state';
import { mod, playAll, started } from './helpers';

const NAMES = ['Anna', 'Ben', 'Cleo', 'Dora'];

function words(s: KwState, viewer: number | null, lang: 'en' | 'de' = 'en', reveal?: boolean): string[] {
  return mod.describe!(mod.view(s, viewer, reveal), viewer).map((x) => render(x, { lang, names: NAMES }));
}

/** Plays `moves` uniformly random legal moves from a seeded PRNG (the rules' own move order). */
function randomMoves(s: KwState, seed: number, until: (s: KwState) => boolean): KwState {
  const rnd = new Prng(seedPrng(seed));
  while (!until(s)) {
    const legal = mod.legalMoves(s, s.current);
    s = mod.apply(s, s.current, legal[rnd.int(legal.length)]);
  }
  return s;
}

/** Three players, Cleo's first turn: she took Body + Engine, placed nothing yet and chose the engine first. */
function bodyAndEngine(): KwState {
  const moves: KwMove[] = [
    { type: 'tile', tile: 'T9' },
    { type: 'action', action: 'engine' },
  ];
  return playAll(started(3, false, 7), moves);
}

const AWARDS_EN =
  'Award tiles still to win: “Complete one Grand Prix lap” (3), “Complete two Grand Prix laps” (7), “Activate the second buyer of a preference” (3), “Have your second car on the market” (3), “Put a 3-body (or better) in a workshop” (3), “Put a 6-body (or better) in a workshop” (7), “Put a 4-engine (or better) in a workshop” (3), “Put a 7-engine in a workshop” (7), “Have all your workers in play” (7), and “Own three engineers” (7).';

describe('the position in words, exactly', () => {
  it('three players, the reader on turn in the middle of his tile (English)', () => {
    const s = bodyAndEngine();
    expect(s.current).toBe(2);
    expect(words(s, 2)).toEqual([
      'It is your turn, carrying out the tile Body + Engine: put a 1-engine into a workshop or your Grand Prix car.',
      "Ben's car is 1st in the Grand Prix: field 2, 0 laps completed, engine 1.",
      "Anna's car waits in the pit lane, engine 2.",
      'Your car waits in the pit lane, engine 1.',
      "The action track, front to back (the last worker acts): Body + Engine, Engine, Buyer, Hire worker, Body, Research, Grand Prix, Hire worker + Research, your worker, Grand Prix + Buyer, Hire worker + Body + Engine, Ben's worker, and Anna's worker.",
      'The market is empty (6 places).',
      'Your tableau: in the workshops 1-body and 1-engine, 1 empty; canteen 4 workers, 8 in the supply; research level body 1, engine 1; no money tiles.',
      "Anna's tableau: all workshops empty; canteen 5 workers, 7 in the supply; research level body 1, engine 1; no money tiles.",
      "Ben's tableau: all workshops empty; canteen 5 workers, 7 in the supply; research level body 1, engine 1; no money tiles.",
      'You hold no money tiles yet.',
      'Round 1 of 3; the buyer marker stands on S.',
      'Free orange price tiles: 1, 2, 3, 5, 6, 8, 9, and 10.',
      'No buyer is active; 4 buyer fields are free.',
      'Buyer stacks: body 2 left, beside it the white tile 2; engine 2 left, beside it the white tile 1; prestige 2 left, beside it the white tile 1; price 2 left, beside it the white tile 1.',
      'Open research card: the instant action Grand Prix: 5 fields.',
      'Open research card: Development +1 engine.',
      'The research deck holds 48 cards; the discard pile is empty.',
      AWARDS_EN,
    ]);
  });

  it('the same position for another player and for a spectator: whose turn, no hand', () => {
    const s = bodyAndEngine();
    const ben = words(s, 1);
    expect(ben[0]).toBe('Cleo is on turn, carries out the tile Body + Engine and puts a 1-engine into a workshop or the Grand Prix car.');
    expect(ben[1]).toBe("Your car is 1st in the Grand Prix: field 2, 0 laps completed, engine 1.");
    expect(ben[6]).toBe('Your tableau: all workshops empty; canteen 5 workers, 7 in the supply; research level body 1, engine 1; no money tiles.');
    const spectator = words(s, null);
    expect(spectator[0]).toBe(ben[0]);
    expect(spectator).toHaveLength(words(s, 2).length - 1);
    // (the award tiles' goals speak to every player: "Have your second car on the market")
    expect(spectator.join(' ').replace(/“[^”]*”/g, '')).not.toMatch(/\byou\b|\byour\b/i);
  });

  it('three players, the reader on turn (German)', () => {
    expect(words(bodyAndEngine(), 2, 'de')).toEqual([
      'Du bist am Zug und führst das Plättchen Karosserie + Motor aus: Lege einen 1er-Motor in eine Werkshalle oder in dein Grand-Prix-Fahrzeug.',
      'Das Auto von Ben liegt im Grand Prix auf Platz 1: Feld 2, 0 Runden gefahren, Motor 1.',
      'Das Auto von Anna wartet in der Boxengasse, Motor 2.',
      'Dein Auto wartet in der Boxengasse, Motor 1.',
      'Die Aktionsleiste von vorne nach hinten (der hinterste Arbeiter ist am Zug): Karosserie + Motor, Motor, Käufer, Arbeiter einstellen, Karosserie, Forschung, Grand Prix, Arbeiter einstellen + Forschung, dein Arbeiter, Grand Prix + Käufer, Arbeiter einstellen + Karosserie + Motor, Arbeiter von Ben und Arbeiter von Anna.',
      'Der Markt ist leer (6 Plätze).',
      'Dein Tableau: in den Werkshallen 1er-Karosserie und 1er-Motor, 1 leer; Kantine 4 Arbeiter, 8 im Vorrat; Forschung Karosserie 1, Motor 1; keine Preis- und Prämienplättchen.',
      'Tableau von Anna: alle Werkshallen leer; Kantine 5 Arbeiter, 7 im Vorrat; Forschung Karosserie 1, Motor 1; keine Preis- und Prämienplättchen.',
      'Tableau von Ben: alle Werkshallen leer; Kantine 5 Arbeiter, 7 im Vorrat; Forschung Karosserie 1, Motor 1; keine Preis- und Prämienplättchen.',
      'Du hast noch keine Preis- oder Prämienplättchen.',
      'Spielrunde 1 von 3; der Markierungsstein der Käuferleiste steht auf S.',
      'Freie orange Preisplättchen: 1, 2, 3, 5, 6, 8, 9 und 10.',
      'Kein Käufer ist aktiv; 4 Käuferfelder sind frei.',
      'Käuferstapel: Karosserie noch 2, daneben das weiße Preisplättchen 2; Motor noch 2, daneben das weiße Preisplättchen 1; Prestige noch 2, daneben das weiße Preisplättchen 1; Preis noch 2, daneben das weiße Preisplättchen 1.',
      'Offene Forschungskarte: die Sofortaktion Grand Prix: 5 Felder.',
      'Offene Forschungskarte: Entwicklung +1 Motor.',
      'Im Nachziehstapel liegen 48 Forschungskarten; der Ablagestapel ist leer.',
      'Noch zu gewinnende Prämienplättchen: „Vollende eine Runde auf der Rennstrecke“ (3), „Vollende zwei Runden auf der Rennstrecke“ (7), „Aktiviere den zweiten Käufer einer Vorliebe“ (3), „Platziere deinen zweiten Kraftwagen auf dem Markt“ (3), „Lege eine 3er-Karosserie (oder besser) in deine Werkshalle“ (3), „Lege eine 6er-Karosserie (oder besser) in deine Werkshalle“ (7), „Lege einen 4er-Motor (oder besser) in deine Werkshalle“ (3), „Lege einen 7er-Motor in deine Werkshalle“ (7), „Habe alle eigenen Arbeiter im Spiel“ (7) und „Besitze drei Ingenieure“ (7).',
    ]);
  });

  it('two players with special tiles in round 2: neutral cars, the market, money tiles, the last scoring', () => {
    const s = randomMoves(mod.setup(21, 2, { special: true }), 11, (x) => x.round === 2 && x.phase === 'turns' && x.market.length >= 1 && x.turn.stage === 'pick');
    expect(words(s, 0)).toEqual([
      'Ben is on turn and takes an action tile from the action track.',
      'A neutral car is 1st in the Grand Prix: field 6.',
      'A neutral car is 2nd in the Grand Prix: field 3.',
      'Your car waits in the pit lane, engine 3.',
      "Ben's car waits in the pit lane, engine 2.",
      "The action track, front to back (the last worker acts): Research, Hire worker + Research, Body + Engine, Body, your worker, Buyer, Engine, Grand Prix, special tile B1, Hire worker + Body + Engine, Hire worker, Grand Prix + Buyer, and Ben's worker.",
      'On the market, 1 of 4 cars: your car 1: 2-body, 2-engine, 4 workers, price 5, with the marker Horch +2 engine.',
      'Your tableau: all workshops empty; canteen 2 workers, 4 in the supply; research level body 2, engine 3; developments +1 body +1 engine (active) and +1 engine (active); engineers August Horch; markers Horch +1 engine; 4 face-down money tiles.',
      "Ben's tableau: in the workshops 1-body and 1-body, 1 empty; canteen 0 workers, 11 in the supply; research level body 1, engine 2; developments +1 engine (active) and +1 body, take a body (no worker yet); 5 face-down money tiles.",
      'Your money: 6, on 4 tiles: price tile 2; white tiles 1, 1, and 2.',
      'Round 2 of 3; the buyer marker stands on 2.',
      'Free purple price tiles: 2, 3, 6, 8, 9, 11, and 12.',
      'No buyer is active; 3 buyer fields are free.',
      'Buyer stacks: body 2 left, beside it the white tiles 2 and 2; engine 2 left, beside it the white tiles 1 and 1; prestige 2 left, beside it the white tile 1; price 2 left, beside it the white tile 1.',
      'Open research card: the engineer Gottlieb Daimler. Markers +2 and +4 buyer: in your turn, on an active buyer; its sale scores that much more.',
      'Open research card: the instant action Hire up to 3 workers.',
      'The research deck holds 38 cards; the discard pile holds 5 cards, on top Development +1 body.',
      'Award tiles still to win: “Complete two Grand Prix laps” (7), “Have your second car on the market” (3), “Put a 3-body (or better) in a workshop” (3), “Put a 6-body (or better) in a workshop” (7), “Put a 4-engine (or better) in a workshop” (3), “Put a 7-engine in a workshop” (7), “Have all your workers in play” (7), and “Own three engineers” (7).',
      'Special tile B1 on the action track: Engine, then: Take a 5-body, whatever your research.',
      'Grand Prix at the scoring of round 1: 1st Ben (1 lap), 2nd a neutral car (0 laps), 3rd a neutral car (0 laps), and 4th you (0 laps).',
      "The buyers at the scoring of round 1: buyer 1 (price) buys your car with the price tile 2; buyer 2 (prestige) buys Ben's car with the price tile 6; buyer 3 (price) finds no car.",
    ]);
    // Ben's five tiles lie face down for Anna: only their count.
    expect(mod.view(s, 0).players[1].tiles).toBeNull();
  });

  it('the end: the result, the final money of everybody, the reader\'s tiles', () => {
    const s = randomMoves(mod.setup(5, 3, { special: false }), 12, (x) => x.phase === 'finished');
    expect(words(s, 1)).toEqual([
      'Game over: Ben wins.',
      "Anna's car waits in the pit lane, engine 4.",
      'Your car waits in the pit lane, engine 3.',
      "Cleo's car waits in the pit lane, engine 5.",
      '1st place: you with 66 money.',
      '2nd place: Anna with 52 money.',
      '3rd place: Cleo with 46 money.',
      'Your tableau: in the workshops 3-engine, 2 empty; canteen 0 workers, 7 in the supply; research level body 6, engine 4; developments +2 body (active), +1 engine (active), +1 body (active), +1 body +1 engine (active), and +1 body +1 engine (active); engineers Adam Opel.',
      "Anna's tableau: in the workshops 4-engine and 4-engine, 1 empty; canteen 4 workers, 5 in the supply; research level body 2, engine 4; developments +1 engine (active), +1 body +1 engine (active), and +1 engine (active).",
      "Cleo's tableau: in the workshops 3-body, 2 empty; canteen 2 workers, 6 in the supply; research level body 3, engine 5; developments +2 engine (active), +1 body (active), +1 body (active), and +2 engine (active); engineers Gottlieb Daimler.",
      'Your money: 66, on 13 tiles: price tiles 3, 8, 12, and 8; white tiles 2, 2, 1, 2, 16, 1, 7, and 1; award “Put a 3-body (or better) in a workshop” (3).',
      'Grand Prix at the scoring of round 3: 1st you (1 lap) and 2nd Anna (0 laps).',
      "The buyers at the scoring of round 3: buyer 1 (body) buys your car with the price tile 12; buyer 2 (price) buys Anna's car with the price tile 3; buyer 3 (engine) buys Cleo's car with the price tile 4; buyer 4 (body) buys your car with the price tile 8.",
    ]);
    // The others' money is open at the end, as their sum; their tiles stay theirs to read.
    expect(words(s, 1).filter((x) => x.includes('tiles:'))).toHaveLength(1);
  });
});

describe('the rarer steps and ends in words', () => {
  /** Cleo (seat 2) in the middle of a tile, at the given step; words for her and for Anna. */
  function atStep(task: KwState['turn']['tasks'][number], tile: string): KwState {
    const s = started(3, false, 7);
    s.turn = { ...s.turn, stage: 'actions', tile, tasks: [task] };
    return s;
  }

  it.each([
    [{ k: 'activate' } as const, 'T1', 'It is your turn, carrying out the tile Hire worker: choose the development your new worker activates.', 'Cleo is on turn, carries out the tile Hire worker and chooses the development the new worker activates.'],
    [{ k: 'sell' } as const, 'C1', 'It is your turn, carrying out special tile C1: you may sell a body or engine from a workshop for its value, or do without.', 'Cleo is on turn, carries out special tile C1 and may sell a body or engine from a workshop for its value.'],
    [{ k: 'remove', v: 7 } as const, 'C4', 'It is your turn, carrying out special tile C4: you may take one of your cars off the market for 7 money, or do without.', 'Cleo is on turn, carries out special tile C4 and may take a car of their own off the market for 7 money.'],
    [{ k: 'part', part: 'body', v: 5, src: 'special' } as const, 'B1', 'It is your turn, carrying out special tile B1: put a 5-body into a workshop.', 'Cleo is on turn, carries out special tile B1 and puts a 5-body into a workshop.'],
  ])('%j', (task, tile, mine, theirs) => {
    const s = atStep(task, tile);
    expect(words(s, 2)[0]).toBe(mine);
    expect(words(s, 0)[0]).toBe(theirs);
    for (const v of [2, 0]) expect(words(s, v, 'de')[0]).toMatch(/^(Du bist am Zug und führst|Cleo ist am Zug, führt) (das Plättchen Arbeiter einstellen|Sonderplättchen [BC][14]) aus/);
  });

  it('a full workshop, the start tiles, no price tile or award left, a Grand Prix without cars', () => {
    const start = mod.setup(7, 3, { special: false });
    expect(words(start, start.current)[0]).toBe('It is your turn: choose a start tile.');
    expect(words(start, null)).toContain('Start tile S1 to choose: Grand Prix: your car to field 2; hire 1 worker.');
    expect(words(start, null, 'de')[0]).toMatch(/^(Anna|Ben|Cleo) ist am Zug und wählt ein Startplättchen\.$/);
    const s = atStep({ k: 'part', part: 'engine', v: null, src: 'action' }, 'T4');
    s.players[2].workshops = [{ k: 'body', v: 1 }, { k: 'engine', v: 1 }, { k: 'body', v: 1 }];
    s.partsOut++;
    s.prices = [];
    s.awards = [];
    s.lastScore = { round: 1, gp: [], sales: [{ pref: 'body', seat: null, price: 0, car: -1 }] };
    const en = words(s, 2);
    expect(en[0]).toBe('It is your turn, carrying out the tile Engine: put a 1-engine into a workshop or your Grand Prix car (in a workshop it replaces the part there).');
    expect(en).toEqual(
      expect.arrayContaining([
        'No orange price tile is left.',
        'Every award tile has been won.',
        'At the scoring of round 1 no car was on the Grand Prix track.',
        'The buyers at the scoring of round 1: buyer 1 (body) finds no car.',
      ]),
    );
    expect(words(s, 2, 'de')).toEqual(
      expect.arrayContaining([
        'Du bist am Zug und führst das Plättchen Motor aus: Lege einen 1er-Motor in eine Werkshalle oder in dein Grand-Prix-Fahrzeug (das Plättchen in der Werkshalle geht zurück in den Vorrat).',
        'Kein orange Preisplättchen ist mehr frei.',
        'Alle Prämienplättchen sind vergeben.',
        'Bei der Wertung der 1. Spielrunde war kein Auto auf der Grand-Prix-Strecke.',
        'Die Käufer bei der Wertung der 1. Spielrunde: Käufer 1 (Karosserie) findet keinen Kraftwagen.',
      ]),
    );
  });
});

const GAMES = [
  { seats: 2, special: true },
  { seats: 3, special: false },
  { seats: 4, special: true },
];

/** Positions every few moves of a seeded random game (uniform among the legal moves). */
function positions(g: number): KwState[] {
  const rnd = new Prng(seedPrng(7300 + g));
  let s = mod.setup(640 + g, GAMES[g].seats, { special: GAMES[g].special });
  const out = [s];
  for (let n = 1; s.phase !== 'finished'; n++) {
    const legal = mod.legalMoves(s, s.current);
    s = mod.apply(s, s.current, legal[rnd.int(legal.length)]);
    if (n % 5 === 0 || s.phase === 'finished') out.push(s);
  }
  return out;
}

describe.each([0, 1, 2])('random playout %i', (g) => {
  const states = positions(g);

  it('renders for every seat and a spectator in English and German, every key in both catalogues', () => {
    const errors = jest.spyOn(console, 'error');
    let most = 0;
    const problems: string[] = [];
    try {
      for (const s of states) {
        const readers: [number | null, boolean][] = [...Array.from({ length: s.seats }, (_, i): [number, boolean] => [i, false]), [null, false]];
        if (s.phase === 'finished') readers.push([null, true]);
        for (const [v, reveal] of readers) {
          const texts = mod.describe!(mod.view(s, v, reveal), v);
          most = Math.max(most, texts.length);
          expect(texts.length).toBeGreaterThanOrEqual(5);
          for (const key of texts.flatMap((x) => messageKeys(x))) {
            if (!key.startsWith('kraftwagen.') || lookup('en', key) === undefined || lookup('de', key) === undefined) problems.push(`missing ${key}`);
          }
          for (const lang of ['en', 'de'] as const) {
            for (const line of texts.map((x) => render(x, { lang, names: NAMES }))) {
              // A missing message renders as its key ("kraftwagen.…"); none may.
              if (/undefined|NaN|\[object|kraftwagen\.|\{|\}/.test(line) || !line.trim()) problems.push(`${lang}: ${line}`);
            }
          }
        }
      }
      expect(problems).toEqual([]);
      expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('i18n:'))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
    // A position of four players with special tiles, a full market and a last scoring is the longest.
    expect(most).toBeLessThanOrEqual(28);
  });

  it('keeps the secrets of the view: the others\' money tiles, the order of the deck and the special stacks', () => {
    const rnd = new Prng(seedPrng(4400 + g));
    let checked = 0;
    // Every other sampled position (the check renders each seat three times).
    for (const s of states.filter((x, i) => x.phase !== 'finished' && i % 2 === 0)) {
      for (let r = 0; r < s.seats; r++) {
        // Every tile the others hold gets a value no position shows (9xx); the reader's own 7xx.
        const marked = JSON.parse(JSON.stringify(s)) as KwState;
        marked.players.forEach((p, o) => (p.tiles = p.tiles.map((x, i) => ({ ...x, v: (o === r ? 700 : 900) + o * 20 + i }))));
        const json = JSON.stringify(mod.view(marked, r));
        const text = words(marked, r).join('\n');
        marked.players.forEach((p, o) => {
          const total = String(p.tiles.reduce((a, x) => a + x.v, 0));
          for (const hidden of p.tiles.length ? [...p.tiles.map((x) => String(x.v)), total] : []) {
            const number = new RegExp(`\\b${hidden}\\b`);
            if (o === r) {
              expect(text).toMatch(number);
              continue;
            }
            expect(json).not.toMatch(number);
            expect([o, hidden, number.test(text)]).toEqual([o, hidden, false]);
            checked++;
          }
        });
        // The special tiles still face down in their stacks: not in the view, not in the words.
        for (const id of s.specialStacks.flat()) {
          if (json.includes(`"${id}"`)) continue;
          expect([id, text.includes(id)]).toEqual([id, false]);
        }
        // The strongest form: what the reader cannot know changed gives the same words.
        const twin = JSON.parse(JSON.stringify(s)) as KwState;
        twin.players.forEach((p, o) => o !== r && (p.tiles = p.tiles.map((x) => ({ ...x, v: x.v + 1 + rnd.int(9) }))));
        twin.deck = rnd.shuffle(twin.deck);
        twin.specialStacks = twin.specialStacks.map((st) => rnd.shuffle(st));
        expect(words(twin, r)).toEqual(words(s, r));
        expect(words(twin, null)).toEqual(words(s, null));
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
