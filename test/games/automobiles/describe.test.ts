/**
 * The position in words (describe, issue 36): exact sentences for positions built from a seeded
 * set-up and fixed legal moves, seeded playouts in which every description renders in English
 * and German without a missing message or a broken parameter, and the secrecy of the view: the
 * sponsors still face down (a race season's only hidden thing) never reach the words.
 */
import { messageKeys } from '../../support/text';
import { Prng, seedPrng } from '../../../src/engine/prng';
import type { Param, Text } from '../../../src/engine/text';
import { render, type RenderLang } from '../../../src/i18n/render';
import { raceOver } from '../../../src/games/automobiles/guide/position';
import { sponsorName } from '../../../src/games/automobiles/view/words';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import { activate, mod, play, playAll, seg, stateWith } from './helpers';

const names = ['Anna', 'Ben', 'Cleo', 'Dora', 'Emil'];
const words = (s: AutoState, viewer: number | null, lang: RenderLang = 'en'): string[] =>
  mod.describe!(mod.view(s, viewer), viewer).map((x) => render(x, { lang, names: names.slice(0, s.seats) }));

const SUPPLY_EN = (w: number, lg: number, y: number) =>
  `In the supply: ${w} white (3rd gear, costs $2, worth $1), ${lg} light-grey (4th gear, costs $3, worth $1), 24 dark-grey (5th gear, costs $5, worth $1), 16 black (6th gear, costs $7, worth $1), ${y} yellow (Manager, costs $3, worth $2), 16 red (Suspension, costs $4, worth $1), 16 purple (Crew Chief, costs $4, worth $1), 16 blue (Hybrid Engine, costs $5, worth $1), 16 green (Gearbox, costs $5, worth $1), and 80 wear (never bought, worth $0).`;

describe('the position in words: exact sentences', () => {
  it('the opening purchase, as the buyer and as a spectator reads it', () => {
    let s = mod.setup(11, 3, mod.optionsSchema.parse({ cardSet: 'einsteiger' }));
    expect([s.phase, s.current]).toEqual(['opening', 2]);
    s = play(s, { type: 'buy', colour: 'lightgrey' });
    expect(words(s, 2)).toEqual([
      'It is your turn.',
      'Opening purchase: click one die or more to buy in the supply ($7 left; what is left over is lost), then finish buying.',
      '1st place: Cleo (you), row 5, inside lane, on a light-grey field; 3 laps to go.',
      '2nd place: Anna, row 4, middle lane, on a dark-grey field; 3 laps to go.',
      '3rd place: Ben, row 3, inside lane, on a light-grey field; 3 laps to go.',
      "Anna's dice: active nothing; used nothing; discard nothing; in the bag 5 white, 2 light-grey, and 5 yellow (12 of 12 dice).",
      "Ben's dice: active nothing; used nothing; discard nothing; in the bag 5 white, 2 light-grey, and 5 yellow (12 of 12 dice).",
      'Your active dice: none — $7 left to spend.',
      'Your used dice: 1 light-grey (4th gear); your discard: none; your bag: 5 white, 2 light-grey, and 5 yellow (12 of your 13 dice).',
      SUPPLY_EN(15, 21, 25),
      'Track Daytona Beach, 3 laps; start player: Cleo.',
    ]);
    // A spectator: every player's dice, no hand of his own.
    const spectator = words(s, null);
    expect(spectator[0]).toBe('Opening purchase: Cleo is buying dice ($7 left).');
    expect(spectator).toContain("Cleo's dice: active nothing; used 1 light-grey; discard nothing; in the bag 5 white, 2 light-grey, and 5 yellow (12 of 13 dice).");
    expect(spectator.some((x) => x.startsWith('Your'))).toBe(false);
  });

  // The board test's position: Anna's turn, a light-grey die placed, her car last.
  const mid = () => {
    const s = stateWith({ seats: 3, cars: [seg(14, 1), seg(25, 1), seg(23, 2)], players: [{ active: { lightgrey: 1, black: 1, yellow: 2, brown: 1 }, bag: { white: 4 } }, { bag: { white: 6, red: 1 } }, { bag: { white: 7 } }] });
    return play(s, activate('lightgrey', seg(15, 0)));
  };

  it('in the middle of a turn, for the player on turn (English)', () => {
    expect(words(mid(), 0)).toEqual([
      'Round 1: it is your turn.',
      'Activate another die, buy dice for the $5 your active dice are worth, or end your turn.',
      '1st place: Ben, row 26, middle lane, on a light-grey/dark-grey field; 3 laps to go.',
      '2nd place: Cleo, row 24, outside lane, on a light-grey field; 3 laps to go.',
      '3rd place: Anna (you), row 15, middle lane, on a dark-grey field; 3 laps to go.',
      "Ben's dice: active nothing; used nothing; discard nothing; in the bag 6 white and 1 red (7 of 7 dice).",
      "Cleo's dice: active nothing; used nothing; discard nothing; in the bag 7 white (7 of 7 dice).",
      'Your active dice: 1 black (6th gear), 2 yellow (Manager), and 1 wear — worth $5.',
      'Your used dice: none; your discard: none; your bag: 4 white (4 of your 9 dice).',
      'On the track this turn (your dice): a light-grey die on row 16 inside (light-grey).',
      'In the supply: 13 white (3rd gear, costs $2, worth $1), 27 light-grey (4th gear, costs $3, worth $1), 24 dark-grey (5th gear, costs $5, worth $1), 15 black (6th gear, costs $7, worth $1), 38 yellow (Manager, costs $3, worth $2), 15 red (Suspension, costs $4, worth $1), 16 purple (Crew Chief, costs $4, worth $1), 16 blue (Hybrid Engine, costs $5, worth $1), 16 green (Gearbox, costs $5, worth $1), and 79 wear (never bought, worth $0).',
      'Track Daytona Beach, 3 laps, round 1; start player: Anna.',
    ]);
  });

  it('the same position for another player (German)', () => {
    expect(words(mid(), 1, 'de')).toEqual([
      'Spielrunde 1: Anna ist am Zug (Aktionsphase).',
      'Platz 1: Ben (du), Reihe 26, Mittelbahn, auf einem Feld in Hellgrau/Dunkelgrau; noch 3 Runden.',
      'Platz 2: Cleo, Reihe 24, Außenbahn, auf einem Feld in Hellgrau; noch 3 Runden.',
      'Platz 3: Anna, Reihe 15, Mittelbahn, auf einem Feld in Dunkelgrau; noch 3 Runden.',
      'Würfel von Anna: aktiv 1× Schwarz, 2× Gelb und 1× Verschleiß; benutzt nichts; Ablage nichts; im Beutel 4× Weiß (4 von 9 Würfeln).',
      'Würfel von Cleo: aktiv nichts; benutzt nichts; Ablage nichts; im Beutel 7× Weiß (7 von 7 Würfeln).',
      'Deine aktiven Würfel: keine – Wert $0.',
      'Deine benutzten Würfel: keine; deine Ablage: keine; dein Beutel: 6× Weiß und 1× Rot (7 von deinen 7 Würfeln).',
      'Auf der Rennstrecke in diesem Zug (Würfel von Anna): ein hellgrauer Würfel auf Reihe 16 innen (Hellgrau).',
      'Im Vorrat: 13× Weiß (3. Gang, kostet $2, Wert $1), 27× Hellgrau (4. Gang, kostet $3, Wert $1), 24× Dunkelgrau (5. Gang, kostet $5, Wert $1), 15× Schwarz (6. Gang, kostet $7, Wert $1), 38× Gelb (Manager, kostet $3, Wert $2), 15× Rot (Federung, kostet $4, Wert $1), 16× Lila (Crew Chef, kostet $4, Wert $1), 16× Blau (Hybridmotor, kostet $5, Wert $1), 16× Grün (Getriebe, kostet $5, Wert $1) und 79× Verschleiß (nicht käuflich, Wert $0).',
      'Rennstrecke Daytona Beach, 3 Runden, Spielrunde 1; Startspieler: Anna.',
    ]);
  });

  it('an effect under way: the player on turn is asked its step, the others read the card', () => {
    const s = play(mid(), activate('yellow'));
    expect(words(s, 0).slice(0, 2)).toEqual(['Round 1: it is your turn.', 'Manager: click an active die to remove it, or remove none.']);
    expect(words(s, 2).slice(0, 2)).toEqual([
      "Round 1: it is Anna's turn (action phase).",
      'Anna is carrying out the effect of Manager: You may remove one of your active dice. Either way, you may then throw one active die or one die of your discard back into your bag.',
    ]);
  });

  it('a V12 Engine (Rennsaison): the car behind that drives is asked, the others read who drives', () => {
    let s = stateWith({ seats: 3, cards: ['v12'], cars: [seg(20, 1), seg(14, 0), seg(12, 2)], players: [{ active: { blue: 1 }, bag: { white: 7 } }, { bag: { white: 7 } }, { bag: { white: 7 } }] });
    s = playAll(s, [activate('blue'), { type: 'place', seg: seg(21, 0) }, { type: 'stop' }, { type: 'endTurn' }]);
    expect(mod.toAct(s)).toEqual([1]);
    expect(words(s, 1).slice(0, 2)).toEqual([
      'It is your turn.',
      "Anna's V12 Engine: your car may drive 1 field of any colour, without wear: click the field your car drives to (1 left; white, light-grey, dark-grey, or black), or stop.",
    ]);
    expect(words(s, 0)[0]).toBe("Your V12 Engine: Ben's car may drive up to 1 field of any colour, without wear.");
    expect(words(s, null, 'de')[0]).toBe('V12-Motor von Anna: Das Auto von Ben darf bis zu 1 Feld beliebiger Farbe fahren, ohne Verschleiß.');
    expect(words(s, 2)).toContain("Ben's car is driving without dice: up to 1 more field.");
  });

  it('between the races of a season (Rennsaison): the sponsor to choose, the season points, the drivers, the sponsors on offer', () => {
    const s = raceOver({ seats: 3, finish: [2, 0, 1], offer: ['A1', 'B1', 'C1'] });
    expect(words(s, 2)).toEqual([
      'Between the races: it is your turn.',
      'Choose a sponsor (3 on offer). Its effect for your 1st place: remove up to 3 dice, then its special ability.',
      '1st place: Cleo (you), row 24, inside lane, on a white field; across the finish line.',
      '2nd place: Anna, row 23, inside lane, on a white field; 1 lap to go.',
      '3rd place: Ben, row 22, inside lane, on a white field; 1 lap to go.',
      'Season: Cleo (you) has 4 points (race 1: 4); no sponsor.',
      'Season: Anna has 3 points (race 1: 3); no sponsor.',
      'Season: Ben has 2 points (race 1: 2); no sponsor.',
      'Drivers: Greta Falk for Anna, Tomás Ribeiro for Ben, and Ines Lindqvist for you.',
      "Anna's dice: active nothing; used nothing; discard nothing; in the bag 5 white, 2 light-grey, and 5 yellow (12 of 12 dice).",
      "Ben's dice: active nothing; used nothing; discard nothing; in the bag 5 white, 2 light-grey, and 5 yellow (12 of 12 dice).",
      'Your used dice: none; your discard: none; your bag: 5 white, 2 light-grey, and 5 yellow (12 of your 12 dice).',
      'Your driver Ines Lindqvist: Action phase: throw up to 3 dice from your discard back into your bag.',
      SUPPLY_EN(15, 22, 25),
      'Track Daytona Beach, 1 lap; start player: Ben.',
      "The season's 3 races: 1. Daytona Beach, 2. City Circuit, and 3. Daytona Beach.",
      'Sponsors on offer: Bankhaus Brenner (A1), Kolbenwerk Rhein (B1), and Blitzblank Reinigung (C1); 15 still face down.',
      'Bankhaus Brenner (A1): Standard: remove up to 3 / 6 / 12 dice (1st / middle / last). Then money to buy dice: $3 / $5 / $8.',
      'Kolbenwerk Rhein (B1): Standard: remove up to 3 / 6 / 12 dice (1st / middle / last). Then remove up to 1 / 2 / 3 more dice.',
      'Blitzblank Reinigung (C1): Standard: remove up to 3 / 6 / 12 dice (1st / middle / last). Then remove up to 2 / 4 / 6 more wear dice.',
    ]);
    expect(words(s, 0)[0]).toBe('Between the races: Cleo is choosing a sponsor.');
  });
});

/** Seeded playouts: robot moves with a share of random legal moves (the end of the turn and the pit stop only from the robot). */
function* playout(seed: number, seats: number, options: Record<string, unknown>, maxSteps: number): Generator<AutoState> {
  const rnd = new Prng(seedPrng(seed));
  let s = mod.setup(seed, seats, mod.optionsSchema.parse(options));
  for (let step = 0; s.phase !== 'finished' && step < maxSteps; step++) {
    yield s;
    const actors = mod.toAct(s);
    const seat = actors[rnd.int(actors.length)];
    const legal = mod.legalMoves(s, seat);
    let move: AutoMove = mod.robotMove(s, seat, rnd);
    const free = legal.filter((m) => m.type !== 'endTurn' && m.type !== 'pit');
    if (free.length && rnd.int(5) === 0) move = free[rnd.int(free.length)];
    s = mod.apply(s, seat, move);
  }
  yield s;
}

const GAMES: [string, number, number, Record<string, unknown>][] = [
  ['a base race (Power Boost answered at once)', 31, 3, { cardSet: 'random', laps: '1' }],
  ['drivers, weaving and faster play', 32, 4, { cardSet: 'randomAll', laps: '1', drivers: true, einfaedeln: true, beschleunigt: true }],
  ['a race season of 3 races (Rennsaison)', 33, 3, { cardSet: 'randomAll', laps: '1', season: '3' }],
];

describe('the position in words: seeded playouts', () => {
  const used = new Set<string>();
  let errors: jest.SpyInstance;
  beforeAll(() => (errors = jest.spyOn(console, 'error')));
  afterAll(() => errors.mockRestore());

  it.each(GAMES)('%s: every seat and a spectator, in English and German, every few moves', (_name, seed, seats, options) => {
    let states = 0;
    let last: AutoState | null = null;
    let k = 0;
    for (const s of playout(seed, seats, options, 4000)) {
      last = s;
      if (k++ % 6 !== 0 && s.phase !== 'finished' && s.phase !== 'sponsors') continue;
      states++;
      for (const viewer of [...Array.from({ length: seats }, (_, i) => i), null]) {
        const texts = mod.describe!(mod.view(s, viewer), viewer);
        expect(texts.length).toBeGreaterThanOrEqual(5);
        for (const x of texts) for (const k of messageKeys(x)) used.add(k);
        for (const lang of ['en', 'de'] as const) {
          for (const line of texts.map((x) => render(x, { lang, names }))) {
            // A missing message renders as its key; a missing parameter throws in render.
            expect(line).not.toMatch(/\b(automobiles|site)\.[a-z]/);
            expect(line).not.toMatch(/undefined|NaN|\[object|\{|\}/);
            expect(line.trim()).not.toBe('');
          }
        }
      }
    }
    expect(last!.phase).toBe('finished');
    expect(states).toBeGreaterThan(20);
    expect(errors.mock.calls.filter((c) => String(c[0]).startsWith('i18n:'))).toEqual([]);
  });

  it('the playouts used the sentences of every phase', () => {
    for (const key of [
      'automobiles.describe.turn.you',
      'automobiles.describe.turn.other',
      'automobiles.describe.turn.opening',
      'automobiles.describe.turn.draft',
      'automobiles.describe.turn.sponsor',
      'automobiles.describe.turn.sponsorEffect',
      'automobiles.describe.over',
      'automobiles.describe.car',
      'automobiles.describe.car.final',
      'automobiles.describe.effect.other',
      'automobiles.describe.trackDice',
      'automobiles.describe.season.player',
      'automobiles.describe.season.offer',
      'automobiles.describe.drivers',
      'automobiles.describe.mine.driver',
      'automobiles.describe.draft.driver',
      'automobiles.describe.variants',
      'automobiles.describe.ask.begin',
      'automobiles.describe.ask.action',
      'automobiles.describe.ask.buy',
      'automobiles.describe.turn.boost',
      'automobiles.describe.carDriving',
      'automobiles.describe.dieMoving',
    ])
      expect([key, used.has(key)]).toEqual([key, true]);
  });
});

describe('the position in words: secrecy', () => {
  it('the sponsors still face down never appear in a reader\'s words; the PRNG never does', () => {
    let checked = 0;
    let k = 0;
    for (const s of playout(41, 3, { cardSet: 'randomAll', laps: '1', season: '3' }, 4000)) {
      if (k++ % 5 !== 0 && s.phase !== 'sponsors') continue;
      for (const viewer of [0, 1, 2, null]) {
        const json = JSON.stringify(mod.view(s, viewer));
        const hidden = s.season!.deck.filter((id) => !json.includes(`"${id}"`));
        const text = { en: words(s, viewer, 'en').join('\n'), de: words(s, viewer, 'de').join('\n') };
        for (const id of hidden) {
          for (const lang of ['en', 'de'] as const) expect(text[lang]).not.toContain(render(sponsorName(id), { lang }));
          checked++;
        }
        for (const n of s.prng) expect(text.en).not.toContain(String(n));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
