/**
 * The position in words (GameModule.describe) for Formula 90: the exact sentences of a position
 * battle, LUCKY's drawn pair, a late braking with the tyre module and the strategy choice on the
 * grid; over random races (the basic game, the advanced game, a short race with re-entry) every
 * description renders in both languages from keys both catalogues hold; and a reader never reads
 * a card another player hides (hands, qualifying cards, face-down battle cards, LUCKY's pair, the
 * draw piles) nor another player's secret fuel bid.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { formula90Module as mod } from '../../../src/games/formula-90';
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import { isTrackCard } from '../../../src/games/formula-90/data/track-cards';
import type { F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import { cardText } from '../../../src/games/formula-90/view/words';
import type { F90View } from '../../../src/games/formula-90/view/view';
import { lookup } from '../../../src/i18n/catalogues';
import { NAMES, de, en, messageKeys } from '../../support/text';
import { ALAN, BOB, CARL, DIRK, MONZA, act, cardOf, examplePlayers, give, midRace } from './helpers';
import { OPTIONS, playRace } from './random-race';
import { twin } from './twin';

const words = (s: F90State, viewer: number | null, lang = en) => mod.describe!(mod.view(s, viewer), viewer).map((x) => lang(x, NAMES));

/** A plain card of this value: no test, damage, draw or event (as module-off-track.test.ts picks it). */
const plain = (move: number) => RACE_CARDS.filter((x) => x.move === move && x.check === null && x.damage === 0 && x.draw === 0 && !x.weather && !x.flag).sort((a, b) => a.tyres - b.tyres)[0].no;

/** Round 8 at Monza: Anna leads in the Ascari with FAST 1 behind her; the others still to play. */
function ascari(): F90State {
  return midRace({
    sections: { 13: ['p0', 'fast1'], 11: ['p1'], 8: ['slow1', 'p2'], 3: ['p3', 'fast2', 'slow2'] },
    waiting: ['p1', 'p2', 'p3', 'fast2', 'slow2', 'slow1', 'fast1'],
    strategies: { [ALAN]: 'balance', [BOB]: 'lucky', [CARL]: 'hazard', [DIRK]: 'chase' },
    lanes: { p0: 's13-red' },
  });
}

const PLAYERS_ROUND_8 = [
  'Ben, green car, car sheet Germany A, strategy LUCKY: 10 of 10 tyre chips, 6 of 6 damage slots free (0 red, 0 brown), 5 cards in hand (hand size 5), target test +3(48).',
  'Cleo, blue car, car sheet France A, strategy HAZARD: 8 of 8 tyre chips, 6 of 6 damage slots free (0 red, 0 brown), 6 cards in hand (hand size 6), target test +4(16).',
  'Dora, grey car, car sheet Great Britain A, strategy CHASE: 10 of 10 tyre chips, 4 of 4 damage slots free (0 red, 0 brown), 7 cards in hand (hand size 7), target test +3(10).',
];

describe('Formula 90: the position in words, sentence by sentence', () => {
  it('„POSITIONSKAMPF": the reader is asked to declare; the cars leader first, the sheets, her hand, the table', () => {
    const s = ascari();
    expect(mod.toAct(s)).toEqual([ALAN]);
    expect(words(s, ALAN)).toEqual([
      'It is your turn: position battle in section 14 (curve 6 Variante Ascari). Place one or two cards face down, or stay out; the highest total leaves the curve first, equal totals touch (a damage disc each).',
      'Position battle in section 14 (curve 6 Variante Ascari) among Anna and FAST 1 (front to back); nobody has declared yet.',
      '1. Anna (you): section 14 (curve 6 Variante Ascari), 1st of 2 there, on the red +1 lane line, leads the race, has moved this round.',
      '2. robot FAST 1: section 14 (curve 6 Variante Ascari), 2nd of 2 there.',
      '3. Ben: section 12 (straight).',
      '4. robot SLOW 1: section 9 (curve 4 Lesmo 1), 1st of 2 there.',
      '5. Cleo: section 9 (curve 4 Lesmo 1), 2nd of 2 there.',
      '6. Dora: section 4 (curve 1 Variante del Rettifilo), 1st of 3 there.',
      '7. robot FAST 2: section 4 (curve 1 Variante del Rettifilo), 2nd of 3 there.',
      '8. robot SLOW 2: section 4 (curve 1 Variante del Rettifilo), 3rd of 3 there.',
      'Anna (you), red car, car sheet Italy A, strategy BALANCE: 10 of 10 tyre chips, 5 of 5 damage slots free (0 red, 0 brown), 6 cards in hand (hand size 6), target test +3(33).',
      ...PLAYERS_ROUND_8,
      'Your hand (6 cards): +3(50) red: 2 tyre points; +1(83) green: Check +20; +2(81) green: Check; +1(73) orange: draws 1 card; +1(95) yellow; +1(98) yellow.',
      'It is round 8 (lap 8); the race ends after round 24 (lap 30).',
      'Draw pile: 156 cards; discard pile: 0 cards.',
      'Damage cup: 24 red and 6 brown discs.',
    ]);
    // a spectator reads who declares in the battle's own sentence, and no hand
    const seen = words(s, null);
    expect(seen[0]).toBe('Position battle in section 14 (curve 6 Variante Ascari) among Anna and FAST 1 (front to back); nobody has declared yet; now Anna declares.');
    expect(seen.some((x) => x.startsWith('Your hand'))).toBe(false);
    expect(seen).toContain('1. Anna: section 14 (curve 6 Variante Ascari), 1st of 2 there, on the red +1 lane line, leads the race, has moved this round.');
  });

  it('LUCKY: the drawer reads his two cards (in German too); the others read only what he does', () => {
    let s = act(ascari(), ALAN, { type: 'declare', cards: [cardOf('acceleration', 3, 50)] });
    s = act(s, BOB, { type: 'draw', from: 'deck' });
    expect(s.turn?.step).toBe('keep');
    expect(words(s, BOB, de)).toEqual([
      'Du bist dran: behalte eine der zwei gezogenen Karten (GLÜCK); die andere kommt auf den Ablagestapel.',
      '1. Roboter SCHNELL 1: Abschnitt 17 (Bremsabschnitt vor Kurve 7), auf der grünen Spurlinie +1, führt das Rennen an, ist in dieser Runde schon gefahren.',
      '2. Anna: Abschnitt 14 (Kurve 6 Variante Ascari), auf der roten Spurlinie +1, ist in dieser Runde schon gefahren.',
      '3. Ben (du): Abschnitt 12 (Gerade).',
      '4. Roboter LANGSAM 1: Abschnitt 9 (Kurve 4 Lesmo 1), 1. von 2 dort.',
      '5. Cleo: Abschnitt 9 (Kurve 4 Lesmo 1), 2. von 2 dort.',
      '6. Dora: Abschnitt 4 (Kurve 1 Variante del Rettifilo), 1. von 3 dort.',
      '7. Roboter SCHNELL 2: Abschnitt 4 (Kurve 1 Variante del Rettifilo), 2. von 3 dort.',
      '8. Roboter LANGSAM 2: Abschnitt 4 (Kurve 1 Variante del Rettifilo), 3. von 3 dort.',
      'Anna, roter Wagen, Rennwagenübersicht Italien A, Strategie BALANCE: 10 von 10 Reifenchips, 5 von 5 Schadensplätzen frei (0 rot, 0 braun), 5 Karten auf der Hand (Limit 6), Zieltest +3(33); eingefrorene Kampfkarten: +3(50).',
      'Ben (du), grüner Wagen, Rennwagenübersicht Deutschland A, Strategie GLÜCK: 10 von 10 Reifenchips, 6 von 6 Schadensplätzen frei (0 rot, 0 braun), 5 Karten auf der Hand (Limit 5), Zieltest +3(48).',
      'Cleo, blauer Wagen, Rennwagenübersicht Frankreich A, Strategie RISIKO: 8 von 8 Reifenchips, 6 von 6 Schadensplätzen frei (0 rot, 0 braun), 6 Karten auf der Hand (Limit 6), Zieltest +4(16).',
      'Dora, grauer Wagen, Rennwagenübersicht Großbritannien A, Strategie VERFOLGUNG: 10 von 10 Reifenchips, 4 von 4 Schadensplätzen frei (0 rot, 0 braun), 7 Karten auf der Hand (Limit 7), Zieltest +3(10).',
      'Deine Kartenhand (5 Karten): +2(94) grün: Test +20; +1(74) orange: zieht 1 Karte; +1(97) gelb; +2(33) gelb; +2(99) gelb.',
      'Deine zwei gezogenen Karten (GLÜCK), behalte eine: +2(74) orange: 1 Reifenpunkt und zieht 2 Karten; +4(1) rot: 2 Reifenpunkte und 1 Schaden.',
      'Es läuft Runde 8 (Bahnrunde 8); das Rennen endet nach Runde 24 (Bahnrunde 30).',
      'Nachziehstapel: 152 Karten; Ablagestapel: 2 Karten, oben +3(42) rot: 2 Reifenpunkte und 1 Schaden.',
      'Schadensbecher: 24 rote und 6 braune Scheiben.',
    ]);
    const mine = words(s, BOB);
    expect(mine[0]).toBe('It is your turn: keep one of the two cards you drew (LUCKY); the other goes to the discard pile.');
    expect(mine).toContain('Your two drawn cards (LUCKY), keep one: +2(74) orange: 1 tyre point and draws 2 cards; +4(1) red: 2 tyre points and 1 damage.');
    const cleo = words(s, CARL);
    expect(cleo[0]).toBe('Ben: keeps one of two cards.');
    expect(cleo.join(' ')).not.toMatch(/\+2\(74\)|\+4\(1\)/);
    expect(cleo).toContain('Anna, red car, car sheet Italy A, strategy BALANCE: 10 of 10 tyre chips, 5 of 5 damage slots free (0 red, 0 brown), 5 cards in hand (hand size 6), target test +3(33); battle cards frozen on the table: +3(50).');
  });

  it('„BREMSEN" with tyres and weather: the cards played this turn, the late braking asked, the weather', () => {
    let s = midRace({ box: 5, options: { ...MONZA, tyres: true }, sections: { 11: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'balance' } });
    give(s, ALAN, [plain(1)]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [plain(1)], pay: [], tests: [], top: null });
    expect(s.turn?.step).toBe('brake');
    expect(words(s, ALAN)).toEqual([
      'It is your turn: you stop in section 13 (braking before curve 6): brake late (a blind card of 50 or less takes you into the next section), or not.',
      'You have played +1(36) this turn.',
      '1. Ben: section 21 (straight), 1st of 3 there, leads the race, has moved this round.',
      '2. Cleo: section 21 (straight), 2nd of 3 there, has moved this round.',
      '3. Dora: section 21 (straight), 3rd of 3 there, has moved this round.',
      '4. Anna (you): section 13 (braking before curve 6).',
      '5. robot FAST 1: out of the race.',
      '6. robot FAST 2: out of the race.',
      '7. robot SLOW 1: out of the race.',
      '8. robot SLOW 2: out of the race.',
      'Ben, green car, car sheet Germany A, strategy HAZARD: 10 of 10 tyre chips, 6 of 6 damage slots free (0 red, 0 brown), 5 cards in hand (hand size 5), target test +3(48); hard tyres.',
      'Cleo, blue car, car sheet France A, strategy HAZARD: 8 of 8 tyre chips, 6 of 6 damage slots free (0 red, 0 brown), 6 cards in hand (hand size 6), target test +4(16); hard tyres.',
      'Dora, grey car, car sheet Great Britain A, strategy HAZARD: 10 of 10 tyre chips, 4 of 4 damage slots free (0 red, 0 brown), 7 cards in hand (hand size 7), target test +3(10); hard tyres.',
      'Anna (you), red car, car sheet Italy A, strategy BALANCE: 10 of 10 tyre chips, 5 of 5 damage slots free (0 red, 0 brown), 7 cards in hand (hand size 6), target test +3(33); hard tyres.',
      'Your hand (7 cards): +3(50) red: 2 tyre points; +1(83) green: Check +20; +2(81) green: Check; +1(73) orange: draws 1 card; +1(95) yellow: weather symbol; +1(98) yellow; +2(17) yellow.',
      'It is round 6 (lap 6); the race ends after round 24 (lap 30).',
      'Weather: dry (marker on slot 2 of 7); the robots race on hard tyres.',
      'Draw pile: 153 cards; discard pile: 2 cards, on top +1(36) green.',
      'Damage cup: 24 red and 6 brown discs.',
    ]);
    expect(words(s, null).slice(0, 2)).toEqual(['Anna: decides on a late braking.', 'Anna has played +1(36) this turn.']);
  });

  it('„STRATEGIEN" on the grid: the grid pole first, the fuel tiles, who chooses', () => {
    let s = examplePlayers(1);
    for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'qualify', card: [...s.players[seat].hand].sort((a, b) => a - b)[0] });
    expect(mod.toAct(s)).toEqual([CARL]);
    const grid = 'The grid, pole first: 1. Cleo with +4(16), 2. FAST 2 with +4(62), 3. Dora with +3(10), 4. SLOW 2 with +3(20), 5. Anna with +3(33), 6. Ben with +3(48), 7. FAST 1 with +3(60), and 8. SLOW 1 with +2(52).';
    expect(words(s, CARL).slice(0, 3)).toEqual([
      'It is your turn: choose your strategy; its bonus works every turn until you change it.',
      grid.replace('Cleo', 'Cleo (you)'),
      'Cleo (you), blue car, car sheet France A: 8 of 8 tyre chips, 6 of 6 damage slots free (0 red, 0 brown), 6 cards in hand (hand size 6), target test +4(16); fuel stop due by lap 8.',
    ]);
    expect(words(s, null).slice(0, 3)).toEqual(['Choosing strategies in grid order.', 'Waiting for Cleo.', grid]);
    expect(words(s, ALAN)[2]).toBe(grid.replace('Anna', 'Anna (you)'));
    expect(words(s, ALAN)).toContain('Robot fuel tiles on the lap counter: FAST in round 10 (lap 10), SLOW in round 12 (lap 12), FAST in round 12 (lap 12), and SLOW in round 14 (lap 14).');
  });
});

// ---------------------------------------------------------------------------------------------
// Random races: every description renders, and keeps every secret

const ADVANCED = mod.optionsSchema.parse({ track: 'hungaroring', advanced: true }) as F90Options;
const RACES: { seed: number; seats: number; options: F90Options }[] = [
  { seed: 36, seats: 2, options: OPTIONS },
  { seed: 37, seats: 3, options: ADVANCED },
  { seed: 38, seats: 5, options: { ...OPTIONS, track: 'hungaroring', short: true, reentry: true, fuel: true } },
];

/** The cards a view shows somewhere (what describe may name): hands, the turn's cards, targets, frozen cards, the piles' tops. */
function shownCards(w: F90View): Set<number> {
  const shown = new Set<number>(w.hand ?? []);
  for (const p of w.players) {
    for (const x of [...(p.hand ?? []), ...p.frozen, ...p.played]) shown.add(x);
    if (p.target !== null) shown.add(p.target);
    if (p.qualiCard !== null) shown.add(p.qualiCard);
  }
  for (const x of [...(w.turn?.played ?? []), ...(w.turn?.checks ?? []), ...(w.turn?.used ?? []), ...(w.turn?.drawn ?? [])]) shown.add(x);
  for (const b of w.battle?.bids ?? []) for (const x of b.cards ?? []) shown.add(x);
  if (w.discard.top !== null) shown.add(w.discard.top);
  if (w.trackCards?.top != null) shown.add(w.trackCards.top);
  return shown;
}

/** The cards the state hides from `viewer`: the draw piles, the other hands, their qualifying and battle cards, another's LUCKY pair. */
function hiddenCards(s: F90State, viewer: number | null): number[] {
  const out = [...s.deck, ...(s.trackDeck ?? [])];
  for (const p of s.players) {
    if (p.seat === viewer) continue;
    out.push(...p.hand, ...(s.battle?.bids[p.car] ?? []));
    if (p.qualiCard !== null && s.grid.length === 0) out.push(p.qualiCard);
  }
  if (s.turn && s.turn.seat !== viewer) out.push(...s.turn.drawn);
  return out;
}

/** The qualifying values on the grid („+4(40)"): printed like a card, but no card (a robot's tile, a card with the fuel bonus). */
function gridValues(w: F90View): Set<string> {
  return new Set(w.cars.filter((c) => c.quali).map((c) => `+${c.quali!.move}(${c.quali!.test})`));
}

/** A card's words in a text: a race card's „+3(40)" not followed by a track card's „ [curve …]". */
function names(text: string, card: number, lang: typeof en): boolean {
  const word = lang(cardText(card)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(isTrackCard(card) ? word : `${word}(?! \\[)`).test(text);
}

describe('Formula 90: the position in words over random races', () => {
  it.each(RACES.map((r) => [r.seed, r.seats, r.options] as const))('race %i (%i seats): every description renders from both catalogues and keeps every secret', (seed, seats, options) => {
    const rnd = new Prng(seedPrng(seed));
    const keys = new Set<string>();
    let n = 0;
    let checked = 0;
    let secrets = 0;
    const met = { quali: 0, battle: 0, lucky: 0, fuelBid: 0 };
    playRace(seed, seats, options, (s) => {
      // every third position, and every one before the race, in a battle or at LUCKY's choice (where secrets lie)
      const secretive = s.phase !== 'race' || !!s.battle || s.turn?.step === 'keep';
      if (n++ % 3 !== 0 && !secretive) return;
      // the moments with secrets on the table: qualifying cards laid, battle cards face down, LUCKY's pair
      if (s.phase === 'qualifying' && s.players.some((p) => p.qualiCard !== null)) met.quali++;
      if (s.battle && Object.values(s.battle.bids).some((b) => b.length > 0)) met.battle++;
      if (s.turn?.step === 'keep') met.lucky++;
      // the replay of a finished race opens every hand: its words (a spectator's) still name none
      if (s.phase === 'over') expect(mod.describe!(mod.view(s, null, true), null).map((x) => en(x, NAMES)).filter((x) => x.startsWith('Your'))).toEqual([]);
      const viewers = [...Array.from({ length: seats }, (_, k) => k), null];
      for (const v of viewers) {
        const w = mod.view(s, v);
        const texts = mod.describe!(w, v);
        expect(texts.length).toBeGreaterThanOrEqual(3);
        for (const x of texts) for (const k of messageKeys(x)) keys.add(k);
        const text = { en: texts.map((x) => en(x, NAMES)).join('\n'), de: texts.map((x) => de(x, NAMES)).join('\n') };
        for (const lang of ['en', 'de'] as const) {
          // a missing message would show as its key; a missing parameter as these words
          expect(text[lang]).not.toMatch(/formula-90\.|undefined|NaN|\[object|\{|\}/);
        }
        // nothing another player hides: a hidden card the view does not show is never named
        const shown = shownCards(w);
        const grid = gridValues(w);
        for (const card of hiddenCards(s, v)) {
          if (shown.has(card) || grid.has(en(cardText(card)))) continue;
          if (names(text.en, card, en) || names(text.de, card, de)) throw new Error(`seat ${v} reads the hidden card ${card} (${en(cardText(card))}) in phase ${s.phase}`);
          secrets++;
        }
        // „TREIBSTOFFMANAGEMENT": a fuel bid is read by its bidder only, until the grid forms
        const bids = text.en.match(/secret fuel bid: (\d+) laps/g) ?? [];
        const own = v === null ? undefined : s.players[v].fuelBid;
        expect(bids).toEqual(own != null && s.grid.length === 0 ? [`secret fuel bid: ${own} laps`] : []);
        met.fuelBid += bids.length;
        // and the words depend on nothing hidden: a twin with every secret dealt anew reads the same
        if (v !== null && n % 12 === 1) expect(mod.describe!(mod.view(twin(s, v, rnd), v), v).map((x) => en(x, NAMES)).join('\n')).toBe(text.en);
        checked++;
      }
    });
    for (const k of keys) {
      expect([k, lookup('en', k) !== undefined]).toEqual([k, true]);
      expect([k, lookup('de', k) !== undefined]).toEqual([k, true]);
    }
    expect(checked).toBeGreaterThan(80);
    expect(secrets).toBeGreaterThan(1000);
    expect(met.quali).toBeGreaterThan(0);
    expect(met.battle + met.lucky).toBeGreaterThan(0);
    if (options.fuel) expect(met.fuelBid).toBeGreaterThan(0);
    const seen = [...keys];
    for (const k of ['describe.you.turn', 'describe.car', 'describe.player', 'describe.hand', 'describe.piles', 'describe.cup', 'outcome.summary']) {
      expect(seen.some((x) => x.startsWith(`formula-90.${k}`))).toBe(true);
    }
    if (options.advanced) for (const k of ['describe.weather', 'describe.trackCards', 'describe.extra.ability', 'describe.extra.tyre']) expect(seen).toContain(`formula-90.${k}`);
  });
});
