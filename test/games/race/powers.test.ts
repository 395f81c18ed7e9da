/** Variant "Superkräfte": the four superpowers (Anhang), RACE-D08..D10, and their edge cases. */
import { RuleError } from '../../../src/engine/contract';
import { CardKind, Knonster } from '../../../src/games/race/data/race';
import type { RaceState } from '../../../src/games/race/rules/state';
import { de, en } from '../../support/text';
import { ARISTAS_POWER, RITHLE_POWER } from '../../../src/games/race/data/examples';
import { mod, play, replayExample, stateWith } from './helpers';

const FILL: CardKind[] = ['place4:+14', 'place4:+14', 'place4:+14', 'place3:12'];
const SK = { superkraefte: true };

/** Seat 0 backs `favs`, seat 1 the others; seat 0 holds `cards` (+ fill to 5). */
function powerState(positions: Partial<Record<Knonster, number>>, cards: CardKind[], favs: [Knonster, Knonster], extra: Parameters<typeof stateWith>[0] = {}): RaceState {
  const fill = FILL.filter((_, i) => i < Math.max(0, 5 - cards.length));
  const others = (['rithle', 'aristas', 'celya', 'elaari'] as Knonster[]).filter((k) => !favs.includes(k)) as [Knonster, Knonster];
  return stateWith({ options: SK, positions, hands: [[...cards, ...fill]], choices: [favs, others], ...extra });
}

function legalPowers(s: RaceState, card: CardKind): (Knonster | undefined)[] {
  return mod
    .legalMoves(s, s.current)
    .filter((m) => m.type === 'play' && m.card === card)
    .map((m) => (m.type === 'play' ? m.power : undefined));
}

function ruleOf(f: () => unknown): RuleError {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return e;
    throw e;
  }
  throw new Error('no RuleError');
}

describe('Rithle: step back 5, catch up or placement card, then +5 (RACE-D09)', () => {
  it('Rithle 30, leader 40: -5 -> 25, catch-up -> 38, +5 -> 43 (examples: rithle-power)', () => {
    const [s, after] = replayExample(RITHLE_POWER);
    expect(s.positions).toMatchObject({ rithle: 30, aristas: 40 });
    expect(legalPowers(s, 'rithle:catchup')).toEqual([undefined, 'rithle']);
    const plain = play(s, 'rithle:catchup');
    expect(plain.positions.rithle).toBe(38);
    expect(after.positions.rithle).toBe(43);
    expect(after.steps[0].rithle - s.steps[0].rithle).toBe(13);
    expect(after.revealed[0]).toEqual(['rithle']);
    expect(after.powersUsed).toEqual(['rithle']);
    expect(en(mod.moveLabel(mod.view(s, 0), { type: 'play', card: 'rithle:catchup', power: 'rithle' }))).toMatch(/Rithle to 43/);
    expect(de(mod.moveLabel(mod.view(s, 0), { type: 'play', card: 'rithle:catchup', power: 'rithle' }))).toBe(
      'Rithle Aufholen mit Rithles Superkraft „Anlauf nehmen“ ausspielen (bewegt Rithle auf 43)',
    );
  });

  it('placement variant: Rithle 2nd at 30, 3rd at 27 -> 25 (unique 3rd) -> Place 3 -> 37 -> +5 = 42', () => {
    const s = powerState({ rithle: 30, aristas: 27, celya: 40, elaari: 10 }, ['place3:12'], ['rithle', 'celya']);
    expect(legalPowers(s, 'place3:12')).toEqual([undefined, 'rithle']);
    expect(play(s, 'place3:12').positions).toMatchObject({ rithle: 30, aristas: 39 }); // plain: Aristas is 3rd
    expect(play(s, 'place3:12', 'rithle').positions).toMatchObject({ rithle: 42, aristas: 27 });
  });

  it('not possible: Rithle under 5 from the start, finished, or the card then does not move Rithle', () => {
    expect(legalPowers(powerState({ rithle: 4, celya: 40, aristas: 20 }, ['rithle:catchup'], ['rithle', 'aristas']), 'rithle:catchup')).toEqual([undefined]);
    expect(legalPowers(powerState({ rithle: 5, celya: 40, aristas: 20 }, ['rithle:catchup'], ['rithle', 'aristas']), 'rithle:catchup')).toEqual([undefined, 'rithle']);
    // Rithle's +5 is not an affected card
    expect(legalPowers(powerState({ rithle: 30, celya: 40 }, ['rithle:+5'], ['rithle', 'aristas']), 'rithle:+5')).toEqual([undefined]);
    // after -5 Rithle ties with Aristas at 25: placement 3 is not unique
    expect(legalPowers(powerState({ rithle: 30, aristas: 25, celya: 40, elaari: 40 }, ['place3:12'], ['rithle', 'celya']), 'place3:12')).toEqual([undefined]);
    // Place 2 concerns Celya, not Rithle
    expect(legalPowers(powerState({ rithle: 20, celya: 30, elaari: 40 }, ['place2:+9'], ['rithle', 'aristas']), 'place2:+9')).toEqual([undefined]);
    const fin = powerState({ celya: 40, aristas: 10, elaari: 10 }, ['place2:+9'], ['rithle', 'aristas'], { podium: ['rithle'] });
    expect(legalPowers(fin, 'place2:+9')).toEqual([undefined]);
    const e = ruleOf(() => mod.apply(fin, 0, { type: 'play', card: 'place2:+9', power: 'rithle' }));
    expect(e.rule).toBe('Die "Superkräfte" Variante');
  });

  it('Rithle in the lead still gains with its catch-up after stepping back', () => {
    const s = powerState({ rithle: 40, celya: 38 }, ['rithle:catchup'], ['rithle', 'aristas']);
    expect(play(s, 'rithle:catchup', 'rithle').positions.rithle).toBe(41); // 35 -> 36 -> 41
  });

  it('if the card carries Rithle over the line the final +5 is void (R-G10)', () => {
    const s = powerState({ aristas: 58, rithle: 56, elaari: 10 }, ['place3:12'], ['rithle', 'aristas'], { podium: ['celya'] });
    const after = play(s, 'place3:12', 'rithle');
    expect(after.podium).toEqual(['celya', 'rithle']);
    expect(after.steps[0].rithle - s.steps[0].rithle).toBe(5); // -5 then +10 counted
  });
});

describe('Aristas: tag along with the Knonster moved by the card (RACE-D10)', () => {
  it('Aristas 22, Celya 20, Celya +7 -> Celya 27, Aristas 29 (examples: aristas-power)', () => {
    const [s, after] = replayExample(ARISTAS_POWER);
    expect(s.positions).toMatchObject({ aristas: 22, celya: 20 });
    expect(legalPowers(s, 'celya:+7')).toEqual([undefined, 'aristas', 'elaari']); // Elaari (the other favourite) could push Celya back instead
    expect(after.positions).toMatchObject({ celya: 27, aristas: 29 });
    expect(after.steps[0].celya - s.steps[0].celya).toBe(7);
    expect(after.steps[0].aristas - s.steps[0].aristas).toBe(7);
  });

  it('with Celya a favourite too, Celya\'s double applies as well', () => {
    const s = powerState({ aristas: 22, celya: 20 }, ['celya:+7'], ['aristas', 'celya']);
    expect(legalPowers(s, 'celya:+7')).toEqual([undefined, 'aristas', 'celya']);
    expect(play(s, 'celya:+7', 'aristas').positions).toMatchObject({ celya: 27, aristas: 29 });
  });

  it('Celya 58 +7 finishes with 3 counted steps -> Aristas +3', () => {
    const s = powerState({ aristas: 55, celya: 58 }, ['celya:+7'], ['aristas', 'elaari']);
    const after = play(s, 'celya:+7', 'aristas');
    expect(after.podium).toEqual(['celya']);
    expect(after.positions.aristas).toBe(58);
  });

  it('both finish: the other Knonster first, then Aristas (R-G13)', () => {
    const s = powerState({ aristas: 59, celya: 58 }, ['celya:+7'], ['aristas', 'elaari']);
    expect(play(s, 'celya:+7', 'aristas').podium).toEqual(['celya', 'aristas']);
  });

  it('the other Knonster is the third finisher: the game ends before Aristas moves (R-G10)', () => {
    const s = powerState({ aristas: 57, celya: 58 }, ['celya:+7'], ['aristas', 'elaari'], { podium: ['rithle', 'elaari'] });
    const after = play(s, 'celya:+7', 'aristas');
    expect(after.phase).toBe('finished');
    expect(after.podium).toEqual(['rithle', 'elaari', 'celya']);
    expect(after.positions.aristas).toBe(57);
  });

  it('distance exactly 5 (either side) is fine, 6 is not', () => {
    expect(legalPowers(powerState({ aristas: 25, celya: 20 }, ['celya:+5'], ['aristas', 'rithle']), 'celya:+5')).toEqual([undefined, 'aristas']);
    expect(legalPowers(powerState({ aristas: 15, celya: 20 }, ['celya:+5'], ['aristas', 'rithle']), 'celya:+5')).toEqual([undefined, 'aristas']);
    expect(legalPowers(powerState({ aristas: 26, celya: 20 }, ['celya:+5'], ['aristas', 'rithle']), 'celya:+5')).toEqual([undefined]);
  });

  it('works with placement and catch-up cards of another Knonster; not with a card moving Aristas or nothing', () => {
    const place = powerState({ aristas: 20, celya: 22, rithle: 40, elaari: 5 }, ['place2:+9'], ['aristas', 'celya']);
    expect(play(place, 'place2:+9', 'aristas').positions).toMatchObject({ celya: 31, aristas: 29 });
    const catchup = powerState({ aristas: 20, celya: 18, rithle: 40 }, ['celya:catchup'], ['aristas', 'celya']);
    expect(play(catchup, 'celya:catchup', 'aristas').positions).toMatchObject({ celya: 38, aristas: 40 });
    expect(legalPowers(powerState({ aristas: 20, celya: 20 }, ['aristas:+5'], ['aristas', 'rithle']), 'aristas:+5')).toEqual([undefined]);
    expect(legalPowers(powerState({ aristas: 20, celya: 20 }, ['celya:triple'], ['aristas', 'rithle']), 'celya:triple')).toEqual([undefined]);
    const fin = powerState({ celya: 20 }, ['celya:+5'], ['aristas', 'rithle'], { podium: ['aristas'] });
    expect(legalPowers(fin, 'celya:+5')).toEqual([undefined]);
  });
});

describe('Celya (R-G2): double a +5 / +7 card', () => {
  it('own card and (R-G3) another Knonster\'s card move double', () => {
    const s = powerState({ celya: 10, elaari: 4 }, ['celya:+5', 'elaari:+7'], ['celya', 'rithle']);
    expect(legalPowers(s, 'celya:+5')).toEqual([undefined, 'celya']);
    expect(play(s, 'celya:+5', 'celya').positions.celya).toBe(20);
    expect(play(s, 'elaari:+7', 'celya').positions.elaari).toBe(18);
  });
  it('not with catch-up / triple / placement cards, nor a finished Knonster\'s card', () => {
    const s = powerState({ celya: 10, rithle: 30, aristas: 20 }, ['celya:catchup', 'place2:+9', 'elaari:+5'], ['celya', 'aristas'], { podium: ['elaari'] });
    expect(legalPowers(s, 'celya:catchup')).toEqual([undefined]);
    expect(legalPowers(s, 'place2:+9')).toEqual([undefined]);
    expect(legalPowers(s, 'elaari:+5')).toEqual([undefined]);
  });
  it('doubling can finish the Knonster', () => {
    const s = powerState({ celya: 50 }, ['celya:+7'], ['celya', 'rithle']);
    expect(play(s, 'celya:+7', 'celya').podium).toEqual(['celya']);
  });
});

describe('Elaari (R-G2): push another Knonster back', () => {
  it('Celya +7 with the power moves Celya 7 back', () => {
    const s = powerState({ celya: 20 }, ['celya:+7'], ['elaari', 'rithle']);
    expect(legalPowers(s, 'celya:+7')).toEqual([undefined, 'elaari']);
    const after = play(s, 'celya:+7', 'elaari');
    expect(after.positions.celya).toBe(13);
    expect(after.steps[0].celya - s.steps[0].celya).toBe(-7);
    expect(en(mod.moveLabel(mod.view(s, 0), { type: 'play', card: 'celya:+7', power: 'elaari' }))).toMatch(/back to 13/);
    expect(de(mod.moveLabel(mod.view(s, 0), { type: 'play', card: 'celya:+7', power: 'elaari' }))).toMatch(/wirft Celya auf 13 zurück/);
  });
  it('not below the start (R-G7)', () => {
    const s = powerState({ celya: 3 }, ['celya:+7'], ['elaari', 'rithle']);
    const after = play(s, 'celya:+7', 'elaari');
    expect(after.positions.celya).toBe(0);
    expect(after.steps[0].celya - s.steps[0].celya).toBe(-3);
  });
  it('not for Elaari\'s own card, a Knonster on the start, or a finished one', () => {
    const s = powerState({ elaari: 20, celya: 0, aristas: 40 }, ['elaari:+5', 'celya:+5', 'rithle:+5'], ['elaari', 'aristas'], { podium: ['rithle'] });
    expect(legalPowers(s, 'elaari:+5')).toEqual([undefined]);
    expect(legalPowers(s, 'celya:+5')).toEqual([undefined]);
    expect(legalPowers(s, 'rithle:+5')).toEqual([undefined]);
  });
});

describe('who may use a power', () => {
  it('only with the variant, only a favourite, only once by anybody', () => {
    const plain = stateWith({ positions: { celya: 10 }, hands: [['celya:+5', ...FILL]] });
    expect(legalPowers(plain, 'celya:+5')).toEqual([undefined]);
    expect(ruleOf(() => mod.apply(plain, 0, { type: 'play', card: 'celya:+5', power: 'celya' })).rule).toBe('Die "Superkräfte" Variante');

    const s = stateWith({
      options: SK,
      positions: { celya: 10 },
      hands: [['celya:+5', ...FILL], ['celya:+7', 'celya:+5', 'elaari:+5', 'elaari:+5', 'elaari:+5']],
      choices: [
        ['celya', 'rithle'],
        ['celya', 'elaari'],
      ],
    });
    expect(en(ruleOf(() => mod.apply(s, 0, { type: 'play', card: 'celya:+5', power: 'elaari' })).text)).toMatch(/favourites/);
    expect(de(ruleOf(() => mod.apply(s, 0, { type: 'play', card: 'celya:+5', power: 'elaari' })).text)).toBe(
      'Du kannst nur die Superkraft eines deiner Favoriten nutzen, und Elaari ist keiner davon.',
    );
    const after = play(s, 'celya:+5', 'celya');
    expect(after.positions.celya).toBe(20);
    // Seat 1 also backs Celya, but the power is used up.
    expect(legalPowers(after, 'celya:+7')).toEqual([undefined, 'elaari']); // Elaari's push-back, not Celya's
    expect(en(ruleOf(() => mod.apply(after, 1, { type: 'play', card: 'celya:+7', power: 'celya' })).text)).toMatch(/already been used/);
    // The revealed star is public; the other favourite stays hidden.
    const v = mod.view(after, 1);
    expect(v.players[0].revealed).toEqual(['celya']);
    expect(v.players[0].hiddenStars).toBe(1);
    expect(v.players[0].favourites).toBeUndefined();
    expect(v.powersUsed).toEqual(['celya']);
  });

  it('legal moves: each card kind once, followed by its power plays in Knonster order', () => {
    const s = stateWith({
      options: SK,
      positions: { aristas: 22, celya: 20 },
      hands: [['celya:+7', 'celya:+7', 'celya:+5', 'aristas:+5', 'place4:+14']],
      choices: [
        ['aristas', 'celya'],
        ['rithle', 'elaari'],
      ],
    });
    expect(mod.legalMoves(s, 0)).toEqual([
      { type: 'play', card: 'aristas:+5' },
      { type: 'play', card: 'aristas:+5', power: 'celya' },
      { type: 'play', card: 'celya:+5' },
      { type: 'play', card: 'celya:+5', power: 'aristas' },
      { type: 'play', card: 'celya:+5', power: 'celya' },
      { type: 'play', card: 'celya:+7' },
      { type: 'play', card: 'celya:+7', power: 'aristas' },
      { type: 'play', card: 'celya:+7', power: 'celya' },
      { type: 'play', card: 'place4:+14' }, // Rithle and Elaari share place 3: no 4th, no effect
    ]);
    expect(mod.legalMoves(s, 1)).toEqual([]);
  });
});

describe('RACE-D08: tie-break by hidden star cards', () => {
  // Both back Rithle and Celya (as after a game that was not restarted thanks to other seats'
  // choices; the tie-break is what matters here). Rithle 1st (24 each), Celya 2nd (12 each).
  const spec = {
    seats: 2,
    positions: { elaari: 58, aristas: 10 },
    podium: ['rithle', 'celya'] as Knonster[],
    hands: [['elaari:+5' as CardKind, ...FILL]],
    choices: [P('rithle', 'celya'), P('rithle', 'celya')],
  };

  it('equal points: 2 hidden stars (seat 0) beat 1 (seat 1 used Celya\'s power)', () => {
    const s = stateWith({ ...spec, options: SK, powersUsed: [{ seat: 1, knonster: 'celya' }] });
    const end = mod.outcome(play(s, 'elaari:+5'));
    expect(end.scores).toEqual([36, 36]);
    expect(end.ranks).toEqual([1, 2]);
    expect(en(end.summary)).toMatch(/Player 1 wins with 36 points \(more star cards still hidden\)/);
    expect(de(end.summary, ['Anna', 'Ben'])).toBe('Siegerpodest: 1. Rithle, 2. Celya, 3. Elaari. Anna gewinnt mit 36 Punkten (mehr Sternkarten noch verdeckt).');
    expect(mod.decidedWinners!(play(s, 'elaari:+5'))).toEqual([0]);
  });

  it('equal points and equal hidden stars: both win', () => {
    const s = stateWith({ ...spec, options: SK, powersUsed: [{ seat: 1, knonster: 'celya' }, { seat: 0, knonster: 'rithle' }] });
    expect(mod.outcome(play(s, 'elaari:+5')).ranks).toEqual([1, 1]);
  });

  it('without the variant equal points share the win', () => {
    const s = stateWith(spec);
    const end = mod.outcome(play(s, 'elaari:+5'));
    expect(end.ranks).toEqual([1, 1]);
    expect(en(end.summary)).toMatch(/Player 1 and Player 2 share the win with 36 points each/);
    expect(de(end.summary, ['Anna', 'Ben'])).toMatch(/Anna und Ben gewinnen gemeinsam mit je 36 Punkten\.$/);
  });
});

function P(a: Knonster, b: Knonster): [Knonster, Knonster] {
  return [a, b];
}
