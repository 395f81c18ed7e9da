/**
 * Worked examples RACE-E01..E07 and derived tests RACE-D01..D07 (analysis.md, section 2.3). The
 * examples that play out over moves replay the data the rules page shows (src/games/race/data/examples.ts).
 */
import { applyChecked } from '../../../src/engine/replay';
import { RuleError } from '../../../src/engine/contract';
import { deckFor, KNONSTER, KNONSTER_CARD_TYPES, PLACEMENT_CARDS, STAR_CARDS, CardKind, Knonster } from '../../../src/games/race/data/race';
import { placements } from '../../../src/games/race/rules/placement';
import { de, en } from '../../support/text';
import { CATCH_UP, GAME_END, PLACEMENT, TRIPLE_FINISH, TRIPLE_LEAD, TRIPLE_NO_EFFECT } from '../../../src/games/race/data/examples';
import { mod, play, replayExample, stateWith } from './helpers';

const FILL: CardKind[] = ['place4:+14', 'place4:+14', 'place4:+14', 'place3:12']; // 1 + 4 = a hand of 5

function withHand(first: CardKind, rest: CardKind[] = FILL) {
  return [first, ...rest];
}

describe('RACE-E01..E04: triple the lead (Anhang "Karteneffekte")', () => {
  it.each(KNONSTER.map((k) => [k]))('%s alone in front by 5 moves 10 and leads by 15', (k: Knonster) => {
    const others = KNONSTER.filter((o) => o !== k);
    const positions = { [k]: 30, [others[0]]: 25, [others[1]]: 12, [others[2]]: 0 } as Record<Knonster, number>;
    const s = stateWith({ positions, hands: [withHand(`${k}:triple` as CardKind)] });
    const after = play(s, `${k}:triple` as CardKind);
    expect(after.positions[k]).toBe(40);
    expect(after.positions[k] - Math.max(...others.map((o) => after.positions[o]))).toBe(15);
    for (const o of others) expect(after.positions[o]).toBe(positions[o]);
    expect(after.discard[after.discard.length - 1]).toBe(`${k}:triple`);
    expect(mod.view(after, 1).played.slice(-1)).toEqual([{ seat: 0, card: `${k}:triple` }]);
    expect(after.hands[0]).not.toContain(`${k}:triple`);
    expect(after.steps[0][k] - s.steps[0][k]).toBe(10);
  });

  // E01 exactly as written (Celya 30, Elaari 25, Rithle 12, Aristas 0): the worked example the rules page replays.
  it('RACE-E01 Celya 30 / Elaari 25 / Rithle 12 / Aristas 0 -> Celya 40 (examples: triple-lead)', () => {
    const [s, after] = replayExample(TRIPLE_LEAD);
    expect(s.positions).toEqual({ celya: 30, elaari: 25, rithle: 12, aristas: 0 });
    expect(after.positions).toEqual({ celya: 40, elaari: 25, rithle: 12, aristas: 0 });
    // "sodass nun der Vorsprung 15 Felder beträgt"
    expect(after.positions.celya - after.positions.elaari).toBe(15);
  });
});

describe('RACE-E05..E07: triple the lead, edge cases', () => {
  it('RACE-E05/E06 tied for 1st, then 2nd: no effect, the card is discarded (examples: triple-no-effect)', () => {
    const [s, first, second, third] = replayExample(TRIPLE_NO_EFFECT);
    expect(s.positions).toMatchObject({ celya: 30, elaari: 30 });
    // E05: tied for 1st
    expect(first.positions).toEqual(s.positions);
    expect(first.discard[first.discard.length - 1]).toBe('celya:triple');
    expect(first.current).toBe(1);
    expect(en(mod.moveLabel(mod.view(s, 0), { type: 'play', card: 'celya:triple' }))).toMatch(/no effect/);
    expect(de(mod.moveLabel(mod.view(s, 0), { type: 'play', card: 'celya:triple' }))).toBe('Celya Vorsprung ×3 ausspielen (keine Wirkung)');
    // Elaari +5 takes the lead; E06: Celya 2nd
    expect(second.positions).toMatchObject({ celya: 30, elaari: 35 });
    expect(third.positions).toEqual(second.positions);
    expect(third.discard[third.discard.length - 1]).toBe('celya:triple');
  });

  it('RACE-E06 Celya 2nd: no effect', () => {
    const s = stateWith({ positions: { celya: 30, elaari: 35 }, hands: [withHand('celya:triple')] });
    expect(play(s, 'celya:triple').positions).toEqual(s.positions);
  });

  it('RACE-E06b a finished Knonster in front: Celya is not in 1st place, no effect', () => {
    const s = stateWith({ positions: { celya: 50, aristas: 10 }, podium: ['elaari'], hands: [withHand('celya:triple')] });
    expect(play(s, 'celya:triple').positions).toEqual(s.positions);
  });

  it('RACE-E07 Celya 50, 2nd at 40: moves 20, crosses the line, podium place 1 (examples: triple-finish)', () => {
    const [s, after] = replayExample(TRIPLE_FINISH);
    expect(s.positions).toMatchObject({ celya: 50, elaari: 40 });
    expect(after.podium).toEqual(['celya']);
    expect(after.positions.celya).toBe(61);
    expect(after.steps[0].celya - s.steps[0].celya).toBe(11); // steps beyond the line do not count
    expect(after.phase).toBe('play');
  });
});

describe('RACE-D01: dealing (rule "Kartenverteilung")', () => {
  it.each([
    [2, 16],
    [3, 14],
    [4, 12],
  ])('%i players get %i cards each and 4 star cards', (seats, size) => {
    const s = mod.setup(123, seats, { siegwette: false, superkraefte: false });
    expect(s.hands.map((h) => h.length)).toEqual(Array(seats).fill(size));
    expect(s.deck.length).toBe(60 - seats * size);
    expect(s.phase).toBe('favourites');
    expect(s.choices).toEqual(Array(seats).fill(null));
    expect(s.box.flat()).toEqual([]); // all 4 star cards still in hand
    expect(Object.values(s.positions)).toEqual([0, 0, 0, 0]);
    expect(mod.toAct(s).sort()).toEqual(Array.from({ length: seats }, (_, i) => i));
    mod.assertInvariants!(s);
    // Choosing: exactly two favourites; the other two star cards go to the box.
    const after = mod.apply(s, 0, { type: 'favourites', favourites: ['celya', 'elaari'] });
    expect(after.choices[0]).toEqual({ favourites: ['celya', 'elaari'], bet: null });
    expect(after.box[0]).toEqual(['rithle', 'aristas']);
    expect(mod.toAct(after)).not.toContain(0);
    mod.assertInvariants!(after);
  });

  it.each([
    [1, 68, { '+5': 5, '+7': 4, catchup: 3, triple: 2 }],
    [2, 68, { '+5': 5, '+7': 4, catchup: 3, triple: 2 }],
    [3, 60, { '+5': 4, '+7': 4, catchup: 2, triple: 2 }],
  ])('rule „Kartenverteilung": under rules version %i the deck has %i cards, every Knonster the same ones', (version, size, per) => {
    const deck = deckFor(version);
    expect(deck.length).toBe(size);
    const count = (c: string) => deck.filter((d) => d === c).length;
    // „Wahl der Favoriten": „die Kartenverteilung der Knonster-spezifischen Karten ist absolut identisch".
    for (const k of KNONSTER) for (const t of KNONSTER_CARD_TYPES) expect(count(`${k}:${t}`)).toBe(per[t]);
    for (const p of PLACEMENT_CARDS) expect(count(p)).toBe(4);
    for (const seats of [2, 3, 4]) {
      const s = mod.setup(7, seats, { siegwette: false, superkraefte: false }, version);
      expect(s.deck.length + s.hands.flat().length).toBe(size);
      mod.assertInvariants!(s);
    }
  });

  it('rule „Kartenverteilung" (rules version 3): the 60 race cards and the 16 star cards are the 76 cards of the components list', () => {
    expect(deckFor(3).length + STAR_CARDS).toBe(76);
    expect(STAR_CARDS).toBe(4 * KNONSTER.length); // four players, one star card per Knonster each
  });

  it('rejects other numbers of seats', () => {
    expect(() => mod.setup(1, 1, { siegwette: false, superkraefte: false })).toThrow();
    expect(() => mod.setup(1, 5, { siegwette: false, superkraefte: false })).toThrow();
  });

  it('rule „Spielverlauf": the start player is drawn by lot when play begins, not before (rules version 2)', () => {
    const starts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      let s = mod.setup(seed, 4, { siegwette: false, superkraefte: false });
      expect(mod.setup(seed, 4, { siegwette: false, superkraefte: false })).toEqual(s);
      // While the favourites are chosen nobody starts yet: not in the view, not in the order.
      expect(s.startPlayer).toBe(-1);
      expect(mod.view(s, 0).startPlayer).toBeNull();
      expect(mod.toAct(s)).toEqual([0, 1, 2, 3]);
      const pairs = mod.legalMoves(s, 0);
      for (let seat = 0; seat < 4; seat++) s = mod.apply(s, seat, pairs[seat % pairs.length]);
      expect(s.phase).toBe('play');
      starts.add(s.startPlayer);
      expect(mod.toAct(s)).toEqual([s.startPlayer]);
      expect(mod.view(s, 0).startPlayer).toBe(s.startPlayer);
    }
    expect(starts.size).toBe(4);
  });

  it('under rules version 1 (older games) the start player was drawn with the deal', () => {
    const starts = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const s = mod.setup(seed, 4, { siegwette: false, superkraefte: false }, 1);
      expect(s.rules).toBeUndefined(); // a version-1 state is exactly what it was
      starts.add(s.startPlayer);
      expect(mod.toAct(s)[0]).toBe(s.startPlayer);
    }
    expect(starts.size).toBe(4);
  });

  it('rule „Wahl der Favoriten": a pair written in the other order is the same choice', () => {
    const s = mod.setup(5, 2, { siegwette: true, superkraefte: false });
    const parsed = mod.moveSchema.parse({ type: 'favourites', favourites: ['elaari', 'celya'], bet: 'elaari' });
    expect(parsed).toEqual({ type: 'favourites', favourites: ['celya', 'elaari'], bet: 'elaari' });
    const a = applyChecked(mod, s, 0, { type: 'favourites', favourites: ['elaari', 'celya'], bet: 'elaari' });
    const b = applyChecked(mod, s, 0, { type: 'favourites', favourites: ['celya', 'elaari'], bet: 'elaari' });
    expect(a.hash).toBe(b.hash);
    expect(a.move).toEqual(b.move);
  });

  it('rejects wrong choices with the rule "Wahl der Favoriten"', () => {
    const s = mod.setup(5, 2, { siegwette: false, superkraefte: false });
    const err = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e as RuleError;
      }
      throw new Error('no error');
    };
    expect(err(() => mod.apply(s, 0, { type: 'favourites', favourites: ['celya', 'celya'] })).rule).toBe('Wahl der Favoriten');
    expect(err(() => mod.apply(s, 0, { type: 'favourites', favourites: ['elaari', 'celya'] })).rule).toBe('Wahl der Favoriten');
    expect(err(() => mod.apply(s, 0, { type: 'favourites', favourites: ['celya', 'elaari'], bet: 'celya' })).rule).toBe(
      'Die "Siegwette" Variante',
    );
    expect(err(() => mod.apply(s, 0, { type: 'play', card: s.hands[0][0] })).rule).toBe('Wahl der Favoriten');
    const once = mod.apply(s, 0, { type: 'favourites', favourites: ['celya', 'elaari'] });
    expect(en(err(() => mod.apply(once, 0, { type: 'favourites', favourites: ['rithle', 'elaari'] })).text)).toMatch(/already/);
    expect(de(err(() => mod.apply(once, 0, { type: 'favourites', favourites: ['rithle', 'elaari'] })).text)).toBe('Du hast deine Favoriten bereits gewählt.');
    const sw = mod.setup(5, 2, { siegwette: true, superkraefte: false });
    expect(err(() => mod.apply(sw, 0, { type: 'favourites', favourites: ['celya', 'elaari'] })).rule).toBe('Die "Siegwette" Variante');
    expect(en(err(() => mod.apply(sw, 0, { type: 'favourites', favourites: ['celya', 'elaari'], bet: 'rithle' })).text)).toMatch(
      /one of your two favourites/,
    );
  });

  it('legal choices: 6 pairs, 12 with bets, in Knonster order', () => {
    const s = mod.setup(5, 3, { siegwette: false, superkraefte: false });
    const moves = mod.legalMoves(s, 0);
    expect(moves).toHaveLength(6);
    expect(moves[0]).toEqual({ type: 'favourites', favourites: ['rithle', 'aristas'] });
    expect(moves[5]).toEqual({ type: 'favourites', favourites: ['celya', 'elaari'] });
    const sw = mod.setup(5, 3, { siegwette: true, superkraefte: false });
    const bets = mod.legalMoves(sw, 1);
    expect(bets).toHaveLength(12);
    expect(bets.slice(0, 2)).toEqual([
      { type: 'favourites', favourites: ['rithle', 'aristas'], bet: 'rithle' },
      { type: 'favourites', favourites: ['rithle', 'aristas'], bet: 'aristas' },
    ]);
  });
});

describe('RACE-D02/D03: placement cards (rule "Platzierung")', () => {
  const base = { rithle: 20, aristas: 20, celya: 15, elaari: 3 };
  it('A 20, B 20, C 15, D 3: placements 1, 1, 3, 4', () => {
    const s = stateWith({ positions: base });
    expect(placements(s)).toEqual({ rithle: 1, aristas: 1, celya: 3, elaari: 4 });
  });
  it('"Place 2 +9" moves nobody, "Place 3 up to 12" moves C (at most 1 past the leader), "Place 4 +14" moves D by 14 (examples: placement)', () => {
    const [s, two, three, four] = replayExample(PLACEMENT);
    expect(s.positions).toEqual(base);
    expect(placements(s)).toEqual({ rithle: 1, aristas: 1, celya: 3, elaari: 4 });
    expect(two.positions).toEqual(base);
    expect(two.discard[two.discard.length - 1]).toBe('place2:+9');
    expect(three.positions).toEqual({ ...base, celya: 21 });
    expect(placements(three)).toEqual({ celya: 1, rithle: 2, aristas: 2, elaari: 4 });
    expect(four.positions).toEqual({ ...base, celya: 21, elaari: 17 });
  });
  it('the same cards from the first position alone', () => {
    for (const [card, moved] of [
      ['place2:+9', {}],
      ['place3:12', { celya: 21 }],
      ['place4:+14', { elaari: 17 }],
    ] as const) {
      const s = stateWith({ positions: base, hands: [withHand(card)] });
      expect(play(s, card).positions).toEqual({ ...base, ...moved });
    }
  });
  it('RACE-D03: leader 30, 3rd at 25 moves to min(37, 31) = 31', () => {
    const positions = { rithle: 30, aristas: 28, celya: 25, elaari: 5 };
    const s = stateWith({ positions, hands: [withHand('place3:12')] });
    expect(play(s, 'place3:12').positions).toEqual({ ...positions, celya: 31 });
  });
  it('Place 3 with a finished leader (R-G4: 61): may carry the Knonster over the line', () => {
    const s = stateWith({ positions: { aristas: 55, celya: 52, elaari: 5 }, podium: ['rithle'], hands: [withHand('place3:12')] });
    const after = play(s, 'place3:12');
    expect(after.podium).toEqual(['rithle', 'celya']);
  });
  it('a placement that belongs to a finished Knonster moves nobody (R-G6)', () => {
    const s = stateWith({ positions: { celya: 30, elaari: 20, aristas: 10 }, podium: ['rithle'], hands: [withHand('place2:+9')] });
    // place 1 = Rithle (finished), place 2 = Celya: Celya moves
    expect(play(s, 'place2:+9').positions.celya).toBe(39);
    const s2 = stateWith({ positions: { elaari: 20, aristas: 10 }, podium: ['rithle', 'celya'], hands: [withHand('place2:+9')] });
    expect(play(s2, 'place2:+9').positions).toEqual(s2.positions);
  });
  it('ties further back do not matter: Place 4 with a unique 4th', () => {
    const s = stateWith({ positions: { rithle: 10, aristas: 10, celya: 10, elaari: 9 }, hands: [withHand('place4:+14')] });
    expect(play(s, 'place4:+14').positions.elaari).toBe(23);
  });
});

describe('RACE-D04: catch-up (Aufholen)', () => {
  it('leader 40, Rithle 5 -> 25; Rithle +5 -> 30; leader 40, Rithle 30 -> 38 (8 steps) (examples: catch-up)', () => {
    const [s, first, second, third] = replayExample(CATCH_UP);
    expect(s.positions).toMatchObject({ aristas: 40, rithle: 5 });
    expect(first.positions.rithle).toBe(25);
    expect(second.positions.rithle).toBe(30);
    expect(third.positions.rithle).toBe(38);
    expect(third.steps[0].rithle - second.steps[0].rithle).toBe(8);
  });
  it('Rithle 39 (or 38, or in the lead) -> no effect', () => {
    for (const r of [38, 39, 40, 45]) {
      const s = stateWith({ positions: { celya: 40, rithle: r }, hands: [withHand('rithle:catchup')] });
      expect(play(s, 'rithle:catchup').positions.rithle).toBe(r);
    }
  });
  it('a finished leader counts as 61: catch-up reaches at most 59 (R-G4)', () => {
    const s = stateWith({ positions: { rithle: 45, aristas: 10 }, podium: ['celya'], hands: [withHand('rithle:catchup')] });
    expect(play(s, 'rithle:catchup').positions.rithle).toBe(59);
  });
});

describe('+5 / +7 and the finish line', () => {
  it('+7 moves 7; a finished Knonster\'s card has no effect', () => {
    const s = stateWith({ positions: { celya: 30 }, podium: ['elaari'], hands: [withHand('celya:+7', ['elaari:+5', ...FILL.slice(1)])] });
    expect(play(s, 'celya:+7').positions.celya).toBe(37);
    expect(play(s, 'elaari:+5').positions).toEqual(s.positions);
  });
  it('crossing the line puts the Knonster on the best free podium place', () => {
    const s = stateWith({ positions: { celya: 56, aristas: 20 }, podium: ['elaari'], hands: [withHand('celya:+5')] });
    const after = play(s, 'celya:+5');
    expect(after.podium).toEqual(['elaari', 'celya']);
  });
  it('landing exactly on 60 does not finish', () => {
    const s = stateWith({ positions: { celya: 55 }, hands: [withHand('celya:+5')] });
    const after = play(s, 'celya:+5');
    expect(after.positions.celya).toBe(60);
    expect(after.podium).toEqual([]);
  });
});

describe('RACE-D05: drawing (rule "Spielverlauf")', () => {
  it('hand 4 after playing: draw 1', () => {
    const s = stateWith({ hands: [withHand('celya:+5')], deck: ['elaari:+7', 'rithle:+5'] });
    const after = play(s, 'celya:+5');
    expect(after.hands[0]).toHaveLength(5);
    expect(after.hands[0]).toContain('elaari:+7');
    expect(after.deck).toEqual(['rithle:+5']);
  });
  it('hand 5 after playing: no draw', () => {
    const s = stateWith({ hands: [withHand('celya:+5', [...FILL, 'place2:+9'])], deck: ['elaari:+7'] });
    const after = play(s, 'celya:+5');
    expect(after.hands[0]).toHaveLength(5);
    expect(after.deck).toEqual(['elaari:+7']);
  });
  it('R-G11: must draw from an empty pile -> the game ends; only finished Knonster score', () => {
    const s = stateWith({
      seats: 2,
      positions: { aristas: 40 },
      podium: ['celya'],
      hands: [withHand('aristas:+5')],
      deck: [],
      choices: [
        ['rithle', 'celya'],
        ['aristas', 'elaari'],
      ],
    });
    const after = play(s, 'aristas:+5');
    expect(after.phase).toBe('finished');
    expect(after.endReason).toBe('deck');
    expect(mod.outcome(after)).toMatchObject({ finished: true, scores: [48, 0], ranks: [1, 2] });
    expect(mod.toAct(after)).toEqual([]);
  });
  it('R-G11: empty pile but 5 cards left: play goes on', () => {
    const s = stateWith({ hands: [withHand('aristas:+5', [...FILL, 'place2:+9'])], deck: [] });
    const after = play(s, 'aristas:+5');
    expect(after.phase).toBe('play');
    expect(after.current).toBe(1);
  });
});

describe('RACE-D06/D07: game end and scoring (rules "Ende des Spiels", "Wertung")', () => {
  const choices: [Knonster, Knonster][] = [
    ['rithle', 'celya'],
    ['aristas', 'celya'],
    ['aristas', 'elaari'],
  ];
  it('the third finisher ends the game at once, without a draw; 48 split between two backers', () => {
    const s = stateWith({
      seats: 3,
      positions: { rithle: 58, aristas: 30 },
      podium: ['celya', 'elaari'],
      hands: [withHand('rithle:+5')],
      choices,
    });
    const after = play(s, 'rithle:+5');
    expect(after.phase).toBe('finished');
    expect(after.endReason).toBe('third');
    expect(after.podium).toEqual(['celya', 'elaari', 'rithle']);
    expect(after.hands[0]).toHaveLength(4); // no draw
    expect(after.deck).toEqual(s.deck);
    const out = mod.outcome(after);
    // Celya 48 -> seats 0, 1 get 24 each; Elaari 24 -> seat 2; Rithle 12 -> seat 0.
    expect(out.scores).toEqual([36, 24, 24]);
    expect(out.ranks).toEqual([1, 2, 2]);
    expect(en(out.summary)).toMatch(/Player 1 wins with 36 points/);
    expect(en(out.summary, ['Anna', 'Ben', 'Cleo'])).toBe('Podium: 1. Celya, 2. Elaari, 3. Rithle. Anna wins with 36 points.');
    expect(de(out.summary, ['Anna', 'Ben', 'Cleo'])).toBe('Siegerpodest: 1. Celya, 2. Elaari, 3. Rithle. Anna gewinnt mit 36 Punkten.');
    expect(() => mod.apply(after, 1, { type: 'play', card: after.hands[1][0] })).toThrow(RuleError);
  });
  it('three players, the 48 of place 1 shared by two backers (examples: game-end)', () => {
    const [s, after] = replayExample(GAME_END);
    expect(s.podium).toEqual(['celya', 'rithle']);
    expect(after.phase).toBe('finished');
    expect(after.endReason).toBe('third');
    expect(after.podium).toEqual(['celya', 'rithle', 'aristas']);
    expect(after.hands[0]).toHaveLength(4); // no draw
    const out = mod.outcome(after);
    // Celya 48 -> seats 0 and 1: 24 each; Rithle 24 -> seat 1; Aristas 12 -> seat 2; Elaari (4th) nothing.
    expect(out.scores).toEqual([24, 48, 12]);
    expect(out.ranks).toEqual([2, 1, 3]);
  });
  it('points of a Knonster nobody backs are lost', () => {
    const s = stateWith({
      seats: 2,
      positions: { elaari: 58, celya: 30 },
      podium: ['rithle', 'aristas'],
      hands: [withHand('elaari:+7')],
      choices: [
        ['rithle', 'celya'],
        ['rithle', 'celya'],
      ].map((c) => c as [Knonster, Knonster]),
    });
    // (identical choices would have restarted a real game; scoring is what we test here)
    const after = mod.apply(s, 0, { type: 'play', card: 'elaari:+7' });
    expect(mod.outcome(after).scores).toEqual([24, 24]);
    expect(mod.outcome(after).ranks).toEqual([1, 1]);
    expect(en(mod.outcome(after).summary)).toMatch(/share the win/);
  });
  it('RACE-D07 Siegwette: a right bet gives +15', () => {
    const s = stateWith({
      seats: 2,
      options: { siegwette: true },
      positions: { elaari: 58, celya: 30 },
      podium: ['rithle', 'aristas'],
      hands: [withHand('elaari:+7')],
      choices: [
        { favourites: ['rithle', 'celya'], bet: 'rithle' },
        { favourites: ['rithle', 'elaari'], bet: 'elaari' },
      ],
    });
    const after = play(s, 'elaari:+7');
    // Rithle 48 split (24 each), Aristas 24 nobody, Elaari 12 -> seat 1; bet Rithle right -> seat 0 +15.
    expect(mod.outcome(after).scores).toEqual([39, 36]);
  });
});
