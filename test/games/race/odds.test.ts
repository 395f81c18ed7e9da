/**
 * Odds before a gamble (issue 31, point 3; src/games/race/rules/odds.ts): the winner bet shows its
 * stakes, a play that ends the game while the player cannot be sure to win is warned, and what a
 * seat is shown never changes when only hidden information changes.
 */
import type { CardKind, Knonster } from '../../../src/games/race/data/race';
import { endProspect } from '../../../src/games/race/rules/odds';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { sortCards } from '../../../src/games/race/data/race';
import { cloneState, type RaceState } from '../../../src/games/race/rules/state';
import { de, en } from '../../support/text';
import { mod, stateWith } from './helpers';
import { GAMES, gameStates, shownSteps } from './positions';

const HAND: CardKind[] = ['aristas:+7', 'elaari:+5', 'place4:+14', 'place4:+14', 'place3:12'];

describe('the winner bet (Die "Siegwette" Variante)', () => {
  const s = mod.setup(5, 3, { siegwette: true, superkraefte: false });

  it('each bet shows what a right bet brings (+15) and that a wrong one costs nothing; no chance (nothing the seat sees gives one)', () => {
    const step = mod.moveStep(s, 0, ['favourites:celya|elaari'])!;
    const bet = step.next[0];
    expect(bet.kind === 'pick' && bet.step === 'bet').toBe(true);
    if (bet.kind !== 'pick') return;
    expect(bet.options.map((o) => o.value)).toEqual(['celya', 'elaari']);
    for (const o of bet.options) expect(o.odds?.chance).toBeUndefined();
    expect(en(bet.options[0].odds!.success)).toBe('+15 points if Celya finishes 1st.');
    expect(en(bet.options[0].odds!.failure)).toBe('If Celya does not win, the bet brings nothing; you lose no points.');
    expect(de(bet.options[1].odds!.success)).toBe('+15 Punkte, wenn Elaari als Erster ins Ziel kommt.');
    expect(de(bet.options[1].odds!.failure)).toBe('Gewinnt Elaari nicht, bringt die Wette nichts; du verlierst keine Punkte.');
    expect(en(bet.prompt)).toBe('Bet on one of them to win: +15 points if it finishes 1st, nothing if it does not (you lose no points).');
  });

  it('the choice the bet completes carries the same odds', () => {
    const done = mod.moveStep(s, 0, ['favourites:celya|elaari', 'bet:elaari'])!;
    expect(done.complete!.move).toEqual({ type: 'favourites', favourites: ['celya', 'elaari'], bet: 'elaari' });
    expect(en(done.complete!.odds!.success)).toBe('+15 points if Elaari finishes 1st.');
  });

  it('without the variant nothing is a gamble', () => {
    const plain = mod.setup(5, 3, { siegwette: false, superkraefte: false });
    expect(shownSteps(plain, 0).some((l) => l.includes('"odds"'))).toBe(false);
  });

  it('card plays carry no odds: every effect follows from the public track', () => {
    for (const { seats, options } of GAMES) {
      for (const st of gameStates(11, seats, options).filter((_, i) => i % 9 === 0)) {
        for (const seat of mod.toAct(st)) if (st.phase === 'play') expect(shownSteps(st, seat).some((l) => l.includes('"odds"'))).toBe(false);
      }
    }
  });
});

/** Seat 0 on turn with `hand`; seat 1's favourites are hidden from it. */
function endgame(mine: [Knonster, Knonster], podium: Knonster[], positions: Partial<Record<Knonster, number>>, extra: { seats?: number; siegwette?: boolean; bet?: Knonster; deck?: CardKind[] } = {}): RaceState {
  const seats = extra.seats ?? 2;
  const others: [Knonster, Knonster][] = [
    ['rithle', 'aristas'],
    ['aristas', 'elaari'],
    ['rithle', 'elaari'],
  ];
  return stateWith({
    seats,
    options: { siegwette: !!extra.siegwette },
    podium,
    positions,
    hands: [HAND],
    choices: [extra.bet ? { favourites: mine, bet: extra.bet } : mine, ...others.slice(0, seats - 1)],
    deck: extra.deck,
  });
}

describe('a play that may lose the game is warned (rule „Ende des Spiels", „Wertung")', () => {
  /*
   * Two players. Podium: Celya 1st, Rithle 2nd; Aristas on 58. Seat 0 backs Celya and Elaari and
   * plays Aristas +7: Aristas finishes 3rd, the game ends. By hand, over the five pairs seat 1 may
   * have chosen (not Celya and Elaari: that game would have restarted):
   *   Rithle+Aristas: 24 + 12 = 36 against our 48 (Celya alone)       -> we win
   *   Rithle+Celya:   24 + 24 = 48 against our 24 (Celya shared)      -> we lose
   *   Rithle+Elaari:  24 against 48                                    -> we win
   *   Aristas+Celya:  12 + 24 = 36 against 24                          -> we lose
   *   Aristas+Elaari: 12 against 48                                    -> we win
   * So: it ends the game, we may not win, our favourites bring 24 to 48 points.
   */
  it('two players, 24 to 48 points, may lose', () => {
    const s = endgame(['celya', 'elaari'], ['celya', 'rithle'], { aristas: 58, elaari: 30 });
    const v = mod.view(s, 0);
    expect(endProspect(v, { type: 'play', card: 'aristas:+7' })).toEqual({ why: 'third', min: 24, max: 48, result: 'maybe' });
    // Elaari +5 (30 -> 35) does not end the game: no warning.
    expect(endProspect(v, { type: 'play', card: 'elaari:+5' })).toBeNull();
    const step = mod.moveStep(s, 0, [])!;
    const cards = step.next[0];
    if (cards.kind !== 'pick') throw new Error('a pick');
    const aristas = cards.options.find((o) => o.value === 'aristas:+7')!;
    expect(en(aristas.warning)).toBe(
      "This card carries the third Knonster over the finish line: the game ends now. You may not be the winner: your favourites bring you 24 to 48 points, and who wins depends on the others' secret favourites.",
    );
    expect(de(aristas.warning)).toBe(
      'Diese Karte bringt das dritte Knonster über die Ziellinie: Das Spiel endet sofort. Vielleicht gewinnst du nicht: Deine Favoriten bringen dir 24 bis 48 Punkte, und wer gewinnt, hängt von den geheimen Favoriten der anderen ab.',
    );
    expect(cards.options.find((o) => o.value === 'elaari:+5')!.warning).toBeUndefined();
    // The move sent whole carries it too (moveParts), and so does the completed step.
    expect(mod.moveParts(v, { type: 'play', card: 'aristas:+7' }).warning).toEqual(aristas.warning);
    expect(mod.moveStep(s, 0, ['card:aristas:+7'])!.complete!.warning).toEqual(aristas.warning);
  });

  /*
   * The same, but seat 0 backs Aristas and Elaari: Aristas 3rd brings 12 points (6 if seat 1 backs
   * it too); every pair seat 1 may hold scores more (Rithle+Aristas 24 + 6 = 30; Rithle+Celya 72;
   * Rithle+Elaari 24; Aristas+Celya 48 + 6 = 54; Celya+Elaari 48): we cannot win; 6 to 12 points.
   */
  it('two players, 6 to 12 points, cannot win', () => {
    const s = endgame(['aristas', 'elaari'], ['celya', 'rithle'], { aristas: 58, elaari: 30 });
    expect(endProspect(mod.view(s, 0), { type: 'play', card: 'aristas:+7' })).toEqual({ why: 'third', min: 6, max: 12, result: 'lose' });
    expect(en(mod.moveParts(mod.view(s, 0), { type: 'play', card: 'aristas:+7' }).warning)).toBe(
      'This card carries the third Knonster over the finish line: the game ends now. You cannot be the winner: your favourites bring you 6 to 12 points.',
    );
  });

  /*
   * Seat 0 backs Rithle and Celya (1st and 2nd): 48 + 24 = 72 alone, at worst 24 + 24 = 48 (seat 1
   * on Aristas+Celya has 24 + 12 = 36) or 48 + 12 = 60 (Rithle shared; seat 1 then at most
   * 12 + 12 = 24): we win whatever seat 1 chose — no warning.
   */
  it('two players, a sure win: no warning', () => {
    const s = endgame(['rithle', 'celya'], ['celya', 'rithle'], { aristas: 58, elaari: 30 });
    expect(endProspect(mod.view(s, 0), { type: 'play', card: 'aristas:+7' })).toEqual({ why: 'third', min: 48, max: 72, result: 'win' });
    expect(mod.moveParts(mod.view(s, 0), { type: 'play', card: 'aristas:+7' }).warning).toBeUndefined();
  });

  /*
   * Draw pile empty, five cards in hand: whatever seat 0 plays, it must draw and the game ends
   * (R-G11). Podium: Rithle only. Seat 0 backs Celya and Elaari: 0 points. Seat 1 has 48 if it
   * backs Rithle (3 of its 5 possible pairs), else 0 (a shared win): 0 points, may not win.
   */
  it('the draw pile is used up: every card ends the game', () => {
    const s = endgame(['celya', 'elaari'], ['rithle'], { aristas: 20, elaari: 30, celya: 10 }, { deck: [] });
    const v = mod.view(s, 0);
    expect(v.deckCount).toBe(0);
    for (const card of new Set(HAND)) expect(endProspect(v, { type: 'play', card })).toEqual({ why: 'deck', min: 0, max: 0, result: 'maybe' });
    expect(en(mod.moveParts(v, { type: 'play', card: 'place4:+14' }).warning)).toBe(
      "The draw pile is used up: after this card the game ends. You may not be the winner: your favourites bring you 0 points, and who wins depends on the others' secret favourites.",
    );
    const cards = mod.moveStep(s, 0, [])!.next[0];
    if (cards.kind !== 'pick') throw new Error('a pick');
    expect(cards.options.every((o) => o.warning)).toBe(true);
  });

  /*
   * Three players with the winner bet; seat 0 backs Celya and Elaari and bets on Celya. Podium
   * Celya, Rithle, then Aristas (this card). Our points: Celya's 48 shared among its backers, +15
   * for the bet. Alone on Celya: 48 + 15 = 63; all three on Celya: 16 + 15 = 31 (possible: the
   * others on other pairs with Celya, so not all alike). Seat 1 on Rithle+Celya (bet either) with
   * us alone beside it on Celya: 24 + 24 (+15 if it bet Celya) against our 24 + 15: we may lose.
   */
  it('three players with the winner bet: 31 to 63 points', () => {
    const s = endgame(['celya', 'elaari'], ['celya', 'rithle'], { aristas: 58, elaari: 30 }, { seats: 3, siegwette: true, bet: 'celya' });
    expect(endProspect(mod.view(s, 0), { type: 'play', card: 'aristas:+7' })).toEqual({ why: 'third', min: 31, max: 63, result: 'maybe' });
  });
});

/** A copy of `s` in which only what `seat` cannot see differs: the other hands and the draw pile dealt anew, the random numbers changed. */
function shuffledHidden(s: RaceState, seat: number, seed: number): RaceState {
  const c = cloneState(s);
  const prng = new Prng(seedPrng(seed));
  const others = Array.from({ length: s.seats }, (_, o) => o).filter((o) => o !== seat);
  const pool = prng.shuffle([...c.deck, ...others.flatMap((o) => c.hands[o])]);
  for (const o of others) c.hands[o] = sortCards(pool.splice(0, c.hands[o].length));
  c.deck = pool;
  c.prng = seedPrng(seed * 7 + 1);
  return c;
}

describe('leak test: what a seat is shown depends only on what it sees', () => {
  it.each(GAMES.map((g) => [`${g.seats} seats ${JSON.stringify(g.options)}`, g] as const))('%s', (_name, { seats, options }) => {
    let compared = 0;
    let warned = 0;
    for (const seed of [21, 22]) {
      const states = gameStates(seed, seats, options);
      // The choice of favourites, some of the race, and the last moves (where the warnings are).
      const picked = states.filter((st, i) => st.phase !== 'finished' && (i < seats || i % 7 === 0 || i >= states.length - 5));
      for (const st of picked) {
        for (const seat of mod.toAct(st)) {
          const shown = shownSteps(st, seat);
          if (shown.some((l) => l.includes('"warning"'))) warned++;
          for (const k of [1, 2]) {
            expect(shownSteps(shuffledHidden(st, seat, seed * 10 + k), seat)).toEqual(shown);
            // redeal also draws the others' secret favourites anew
            expect(shownSteps(mod.redeal!(st, seat, seed * 10 + k), seat)).toEqual(shown);
          }
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
    expect(warned).toBeGreaterThan(0);
  });
});
