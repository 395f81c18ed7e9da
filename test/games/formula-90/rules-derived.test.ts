/**
 * The derived tests of the basic game (analysis F90-E10, E11, D01, D05 … D07) and the optional
 * rules („KURZES RENNEN", „JUNIORENVARIANTE", „WIEDEREINSTIEG").
 */
import { RACE_CARDS, raceCard } from '../../../src/games/formula-90/data/cards';
import { isPair, payments, tyreCost } from '../../../src/games/formula-90/rules/cards-play';
import { passRule } from '../../../src/games/formula-90/rules/movement';
import { car } from '../../../src/games/formula-90/rules/order';
import type { F90Move, MoveCtx } from '../../../src/games/formula-90/rules/state';
import { ALAN, act, cardOf, cardWithTest, give, legalMoves, midRace, setTarget } from './helpers';

const ctx = (): MoveCtx => ({ mp: 5, entered: 0, braked: false, freePass: false, bwOvertake: false, lapping: null, from: 0, passed: [] });

describe('Formula 90 — derived rules tests', () => {
  it('F90-D01: the pair rule — +4 +1, +2 +2, +3 +1 yes; +4 +2, +3 +3 no', () => {
    const c = (move: number, test: number, type: 'acceleration' | 'movement' | 'shift' | 'event') => cardOf(type, move, test);
    expect(isPair(c(4, 8, 'acceleration'), c(1, 36, 'movement'))).toBe(true);
    expect(isPair(c(2, 45, 'movement'), c(2, 12, 'shift'))).toBe(true);
    expect(isPair(c(3, 38, 'acceleration'), c(1, 36, 'movement'))).toBe(true);
    expect(isPair(c(4, 8, 'acceleration'), c(2, 45, 'movement'))).toBe(false);
    expect(isPair(c(3, 38, 'acceleration'), c(3, 40, 'movement'))).toBe(false);
  });

  it('F90-E10: 3 tyre points — 3 chips, 2 chips + 1 card, or 1 chip + 2 cards; never cards alone; chips only in a short race', () => {
    const s = midRace({ sections: { 5: ['p0', 'p1', 'p2', 'p3'] }, waiting: ['p0'] });
    const p = s.players[ALAN];
    p.chips = 5;
    const others = [101, 102, 103];
    const ways = payments(s, p, 3, others);
    expect(ways.filter((w) => w.length === 0)).toHaveLength(1);
    expect(ways.filter((w) => w.length === 1)).toHaveLength(3);
    expect(ways.filter((w) => w.length === 2)).toHaveLength(3);
    expect(ways.some((w) => w.length === 3)).toBe(false);
    p.strategy = 'saveTyres';
    const pair = [cardOf('acceleration', 4, 12), cardOf('acceleration', 4, 8)]; // 3 + 2 points
    expect(tyreCost(p, pair)).toBe(4); // SAVE TYRES saves one point of the pair in total
    s.options.short = true;
    expect(payments(s, p, 3, others)).toEqual([[]]);
    p.chips = 2;
    expect(payments(s, p, 3, others)).toEqual([]); // cannot be paid: cannot be played
  });

  it('F90-E11: HAZARD — +1 for a damage and +1 for a passed test, added to the movement', () => {
    let s = midRace({ sections: { 0: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'hazard' } });
    const dmg = cardOf('acceleration', 3, 45); // +3, 1 damage
    const green = RACE(1, 'movement', true); // a +1 with a test
    give(s, ALAN, [dmg, green]);
    setTarget(s, ALAN, cardWithTest(90));
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [dmg, green].sort((a, b) => a - b), pay: [], tests: [{ card: green, with: green }], top: dmg });
    const move = s.events.find((e) => e.k === 'move' && e.car === 'p0');
    // 3 + 1 + 1 (damage) + 1 (test passed) = 6 sections from section 0
    expect(move && move.k === 'move' && move.to - move.from).toBe(6);
  });

  it('F90-D05: damage beyond the free slots eliminates the car', () => {
    let s = midRace({ sections: { 0: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'saveTyres' } });
    const p = s.players[ALAN];
    p.damage = { red: p.slots - 1, brown: 0 };
    s.cup.red -= p.slots - 1;
    const green = RACE(2, 'movement', true);
    give(s, ALAN, [green]);
    setTarget(s, ALAN, cardWithTest(1));
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    const high = s.players[ALAN].hand.find((x) => raceCard(x).test > 21) ?? green;
    // the last free slot fills with the failed test: still in
    s = act(s, ALAN, { type: 'play', cards: [green], pay: [], tests: [{ card: green, with: high }], top: high === green ? null : green });
    expect(car(s, 'p0').status).not.toBe('out');
    expect(s.players[ALAN].damage.red + s.players[ALAN].damage.brown).toBe(p.slots);
    expect(s.events.some((e) => e.k === 'out')).toBe(false);
    // one more (the Wiedereinstieg test below fails a test with all slots full): out
  });

  it('F90-D06: a robot leader tests blind against 70 before lapping; a failure stops it', () => {
    const s = midRace({ sections: { 10: ['fast1'], 11: ['p1'], 5: ['p0', 'p2', 'p3'] }, laps: { fast1: 1 }, waiting: ['p0'] });
    const rule = passRule(s, car(s, 'fast1'), car(s, 'p1'), ctx());
    expect(rule).toEqual({ kind: 'pass', cost: 1 }); // not in the same section yet: nothing to lap
    s.queue[10] = [];
    s.queue[11] = ['p1', 'fast1'];
    car(s, 'fast1').pos = 11 + 22;
    expect(passRule(s, car(s, 'fast1'), car(s, 'p1'), ctx())).toEqual({ kind: 'test', cost: 1, target: 70 });
  });

  it('F90-D07: the overtaking and lapping costs by section', () => {
    // Monza: 0 straight, 1 braking, 2 curve. Alan (BANGING WHEELS) and Bob (HAZARD) behind Carl.
    const s = midRace({ sections: { 5: ['p3'] , 0: [], 1: [], 2: [] }, waiting: ['p3'], strategies: { [ALAN]: 'bangingWheels' } });
    const rule = (sec: number, mover: string, other: string, moverLap = 0) => {
      s.queue = s.queue.map(() => []);
      s.queue[sec] = [other, mover];
      car(s, other).pos = sec;
      car(s, other).status = 'racing';
      car(s, mover).pos = sec + 22 * moverLap;
      car(s, mover).status = 'racing';
      s.lead = 'p3';
      return passRule(s, car(s, mover), car(s, other), ctx());
    };
    // overtaking on the same lap
    expect(rule(0, 'p1', 'p2')).toEqual({ kind: 'pass', cost: 1 });
    expect(rule(2, 'p1', 'p2')).toEqual({ kind: 'block' });
    expect(rule(1, 'p1', 'p2')).toEqual({ kind: 'block' });
    // with BANGING WHEELS
    expect(rule(0, 'p0', 'p2')).toEqual({ kind: 'pass', cost: 1 });
    expect(rule(2, 'p0', 'p2')).toEqual({ kind: 'pass', cost: 2 });
    expect(rule(1, 'p0', 'p2')).toEqual({ kind: 'choose', cost: 1 });
    // lapping (not the leader: no test)
    expect(rule(0, 'p1', 'p2', 1)).toEqual({ kind: 'pass', cost: 1 });
    expect(rule(2, 'p1', 'p2', 1)).toEqual({ kind: 'pass', cost: 2 });
    expect(rule(1, 'p1', 'p2', 1)).toEqual({ kind: 'pass', cost: 1 });
    // unlapping: the same costs
    expect(rule(2, 'p2', 'p1', 0)).toEqual({ kind: 'block' });
    car(s, 'p1').pos = 2 + 22;
    expect(passRule(s, car(s, 'p2'), car(s, 'p1'), ctx())).toEqual({ kind: 'pass', cost: 2 });
    // the first and last round: every section a straight
    s.box = 0;
    expect(rule(2, 'p1', 'p2')).toEqual({ kind: 'pass', cost: 1 });
  });

  it('the junior race: no fuel, no strategies, all tests blind, no battles or late braking', () => {
    const s = midRace({ sections: { 2: ['p0', 'p1'], 20: ['p2', 'p3'] }, waiting: ['p0', 'p1'], box: 5 });
    expect(s.battle).not.toBeNull(); // the basic game battles in the Rettifilo
    const j = structuredClone(s);
    j.options.junior = true;
    j.battle = null;
    expect(passRule(j, car(j, 'p1'), car(j, 'p0'), ctx())).toEqual({ kind: 'pass', cost: 2 });
  });

  it('Wiedereinstieg: an eliminated player takes the last robot\'s place, repaired and refilled (rules version 1: at once)', () => {
    let s = midRace({ sections: { 5: ['p0'], 3: ['p1', 'fast1'], 1: ['slow1'], 20: ['p2', 'p3'] }, waiting: ['p0'], rules: 1 });
    s.options.reentry = true;
    const p = s.players[ALAN];
    p.damage = { red: p.slots, brown: 0 };
    s.cup.red -= p.slots;
    const dmg = cardOf('acceleration', 3, 45); // a damage: one too many…
    give(s, ALAN, [dmg]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    const legal = legalMoves(s, ALAN);
    expect(legal.some((m: F90Move) => m.type === 'play' && m.cards.includes(dmg))).toBe(false); // …cannot be paid
    // a failed test eliminates
    const green = RACE(2, 'movement', true);
    give(s, ALAN, [green]);
    setTarget(s, ALAN, cardWithTest(1));
    const high = cardWithTest(99);
    give(s, ALAN, [high]);
    s = act(s, ALAN, { type: 'play', cards: [green], pay: [], tests: [{ card: green, with: high }], top: green });
    expect(s.events.some((e) => e.k === 'out' && e.car === 'p0')).toBe(true);
    expect(s.events.some((e) => e.k === 'replace' && e.car === 'p0' && e.robot === 'slow1')).toBe(true);
    expect(car(s, 'p0').status).toBe('racing');
    expect(car(s, 'p0').pos).toBe(1);
    expect(car(s, 'slow1').status).toBe('out');
    expect(s.players[ALAN]).toMatchObject({ damage: { red: 0, brown: 0 }, chips: s.players[ALAN].chipsMax });
  });
});

/** A card of this movement and type, with (or without) a test and without other actions. */
function RACE(move: number, type: 'movement', check: boolean): number {
  const c = RACE_CARDS.find(
    (x) => x.type === type && x.move === move && (x.check !== null) === check && x.tyres === 0 && x.damage === 0 && x.test < 90,
  );
  return c!.no;
}
