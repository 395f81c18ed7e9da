/**
 * The advanced module „Abseits der Spur und Safety Cars" (Formula 90): the off-track lines' icons
 * („ABSEITS DER BAHN"), the re-entry turn („Auffahren auf die Bahn"), the safety car („SAFETY CAR")
 * and the restart („NEUSTART"); F90-E20, Monza round 18: the orange flag, off the track, Ausfall,
 * the safety car's line-up.
 */
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import { boxOfLap, trackOf } from '../../../src/games/formula-90/data/tracks';
import { car, raceOrder, sectionOf } from '../../../src/games/formula-90/rules/order';
import { advance } from '../../../src/games/formula-90/rules/race';
import { passRule } from '../../../src/games/formula-90/rules/movement';
import { deploySafetyCar } from '../../../src/games/formula-90/rules/safety-car';
import { assertInvariants } from '../../../src/games/formula-90/rules/invariants';
import type { F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import { ALAN, BOB, DIRK, MONZA, act, at, give, legalMoves, midRace, stack, toAct } from './helpers';

const OT: F90Options = { ...MONZA, offTrack: true };
const plain = (move: number) => RACE_CARDS.filter((x) => x.move === move && x.check === null && x.damage === 0 && x.draw === 0 && !x.weather && !x.flag).sort((a, b) => a.tyres - b.tyres)[0].no;
/** A card of the draw pile with a test factor in this range. */
const fromDeck = (s: F90State, lo: number, hi: number) => s.deck.find((x) => RACE_CARDS[x - 1].test >= lo && RACE_CARDS[x - 1].test <= hi)!;

/** Alan, alone before a braking section, plays a plain card into it and tries a late braking that fails. */
function alanOff(brakeSection: number, options: F90Options = OT, track: 'monza' | 'hungaroring' = 'monza'): F90State {
  let s = midRace({ box: 5, options: { ...options, track }, sections: { [brakeSection - 1]: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'balance' } });
  give(s, ALAN, [plain(1)]);
  s = act(s, ALAN, { type: 'draw', from: 'deck' });
  s = act(s, ALAN, { type: 'play', cards: [plain(1)], pay: [], tests: [], top: null });
  expect(s.turn?.step).toBe('brake');
  stack(s, [fromDeck(s, 97, 99)]);
  return act(s, ALAN, { type: 'brake', yes: true });
}

describe('„ABSEITS DER BAHN": the off-track line, icon by icon', () => {
  it('a failed late braking goes on along the line: its test with a hand card or blind', () => {
    const s = alanOff(1); // Monza 1 (target 75): test 75, 1 tyre chip, handicap 1; re-entry 2
    expect(s.turn?.step).toBe('offTest');
    expect(legalMoves(s, ALAN).at(-1)).toEqual({ type: 'offTest', with: 'blind' });
    const good = s.players[ALAN].hand.find((x) => RACE_CARDS[x - 1].test <= 75)!;
    const t = act(s, ALAN, { type: 'offTest', with: good });
    expect(t.events).toContainEqual(expect.objectContaining({ k: 'offIcon', car: 'p0', with: good, need: 75, success: true }));
    expect(car(t, 'p0').status).toBe('offTrack'); // at the re-entry position, beside the track: the turn is over
    expect(t.players[ALAN].chips).toBe(s.players[ALAN].chips);
    expect(car(t, 'p0').handicap).toBe(0);
  });

  it('a failed test: the next icons — tyre chips paid, a movement handicap for the re-entry turn', () => {
    const s = alanOff(1);
    const bad = s.players[ALAN].hand.find((x) => RACE_CARDS[x - 1].test > 75) ?? 'blind';
    if (bad === 'blind') stack(s, [fromDeck(s, 80, 99)]);
    const t = act(s, ALAN, { type: 'offTest', with: bad });
    expect(t.players[ALAN].chips).toBe(s.players[ALAN].chips - 1);
    expect(car(t, 'p0').handicap).toBe(1);
    expect(car(t, 'p0').status).toBe('offTrack');
  });

  it('no tyre chips for the icon: out of the race', () => {
    const s = alanOff(1);
    s.players[ALAN].chips = 0;
    stack(s, [fromDeck(s, 80, 99)]);
    const t = act(s, ALAN, { type: 'offTest', with: 'blind' });
    expect(car(t, 'p0').status).toBe('out');
    expect(t.events).toContainEqual({ k: 'out', car: 'p0', cause: 'tyres' });
  });

  it('PIT: the stop is due in the turn after the re-entry turn', () => {
    let s = alanOff(7); // Monza 7 (target 75): test 75, 1 damage, PIT; re-entry 8
    stack(s, [fromDeck(s, 80, 99)]);
    s = act(s, ALAN, { type: 'offTest', with: 'blind' });
    expect(s.players[ALAN].damage.red + s.players[ALAN].damage.brown).toBe(1);
    expect(car(s, 'p0').pitDueBox).toBe(7); // box 5 + 2
  });

  it('the Hungaroring 4: two tests; the second failed is Ausfall', () => {
    let s = alanOff(4, OT, 'hungaroring'); // test 50, 1 tyre chip, test 50, Ausfall
    stack(s, [fromDeck(s, 80, 99)]);
    s = act(s, ALAN, { type: 'offTest', with: 'blind' });
    expect(s.turn?.step).toBe('offTest'); // the second test
    stack(s, [fromDeck(s, 80, 99)]);
    s = act(s, ALAN, { type: 'offTest', with: 'blind' });
    expect(car(s, 'p0').status).toBe('out');
    expect(s.events).toContainEqual({ k: 'out', car: 'p0', cause: 'crash' });
  });
});

describe('„Auffahren auf die Bahn": the re-entry turn', () => {
  /** Alan back under control beside Monza 1, a handicap of `handicap`, the next round his re-entry turn. */
  function reentryTurn(handicap: number): F90State {
    let s = midRace({ box: 5, options: OT, sections: { 1: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'balance' } });
    car(s, 'p0').status = 'offTrack';
    car(s, 'p0').handicap = handicap;
    s.turn = null;
    advance(s);
    return s;
  }

  it('no pit stop, the draw only; 1 point and the handicap to come back, then on', () => {
    let s = reentryTurn(1);
    expect(s.turn?.car).toBe('p0');
    expect(legalMoves(s, ALAN)).toEqual([{ type: 'draw', from: 'deck' }]);
    give(s, ALAN, [plain(3)]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [plain(3)], pay: [], tests: [], top: null });
    // re-entry section 2 (1 point), handicap 1, one point left: section 3
    expect(car(s, 'p0').status).toBe('racing');
    expect(at(s, 'p0').section).toBe(3);
    expect(car(s, 'p0').handicap).toBe(0);
  });

  it('points used up by the handicap: the car is put behind the others in the re-entry section', () => {
    let s = reentryTurn(2);
    give(s, ALAN, [plain(1)]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [plain(1)], pay: [], tests: [], top: null });
    expect(at(s, 'p0').section).toBe(2);
  });
});

describe('F90-E20 — Monza round 18: the orange flag, off the track, Ausfall, the safety car', () => {
  it('SF2 forced to brake late fails (75 > 50), fails the off-track test (62 > 50): out, the safety car lines the field up', () => {
    const box = boxOfLap(trackOf('monza'), 18);
    let s = midRace({
      box,
      options: { ...OT, flags: true, superfast: true },
      sections: { 16: ['p1'], 15: ['superfast1'], 14: ['p0'], 8: ['superfast2'], 6: ['p2'], 5: ['p3'] },
      waiting: [],
      strategies: { [BOB]: 'balance' },
      rules: 1, // rules version 1: the safety car stays a round (version 2: rules-v2-safety-car.test.ts)
    });
    // Bob, SF1 and Alan have moved; SF2, Carl and Dirk are still to go; Dirk holds the orange flag
    s.flags!.orange = 'p3';
    s.robotFuel = [{ kind: 'superfast', box: box + 3 }];
    s.box = box;
    for (const c of s.cars) c.moved = !['superfast2', 'p2', 'p3'].includes(c.id);
    s.turn = null;
    s.events = [];
    // the late braking draws 75, the off-track test 62
    stack(s, [fromDeck(s, 75, 75), fromDeck(s, 62, 62)]);
    advance(s);
    expect(at(s, 'superfast2').section).toBe(12);
    expect(s.orangeAsk).toBe('superfast2');
    expect(toAct(s)).toEqual([DIRK]);
    const before = raceOrder(s).map((c) => c.id).filter((id) => id !== 'superfast2');
    s = act(s, DIRK, { type: 'orange', force: true });
    expect(s.events).toContainEqual(expect.objectContaining({ k: 'brake', car: 'superfast2', need: 50, success: false }));
    expect(s.events).toContainEqual(expect.objectContaining({ k: 'offIcon', car: 'superfast2', need: 50, success: false }));
    expect(s.events).toContainEqual({ k: 'out', car: 'superfast2', cause: 'crash' });
    expect(s.robotFuel).toEqual([]); // the last SUPERFAST fuel tile leaves the counter
    const sc = s.events.find((e) => e.k === 'safetyCar');
    if (sc?.k !== 'safetyCar') throw new Error('no safety car');
    expect(sc.order).toEqual(before); // Bob, SF1, Alan, Carl, Dirk
    // Carl and Dirk lost their turns; the lap counter moved on; lined up one section apart behind Bob
    expect(s.box).toBe(box + 1);
    const secs = sc.order.map((id) => sectionOf(s, car(s, id).pos));
    expect(secs).toEqual([16, 15, 14, 13, 12]);
    expect(s.safetyCar).toEqual({ box });
  });
});

describe('„SAFETY CAR" and „NEUSTART"', () => {
  /** The field behind the safety car: Bob 16, Alan 15, Carl 14, Dirk 13 (box 9, a stage starts at box 12). */
  function underSafetyCar(): F90State {
    const s = midRace({ box: 9, options: OT, sections: { 16: ['p1'], 15: ['p0'], 14: ['p2'], 13: ['p3'] }, waiting: ['p1', 'p0', 'p2', 'p3'] });
    s.safetyCar = { box: 8 };
    s.turn = null;
    advance(s);
    return s;
  }

  it('a turn behind it: pit stop or a card drawn, no cards played, one section, a card discarded', () => {
    let s = underSafetyCar();
    expect(s.turn?.car).toBe('p1');
    const begin = legalMoves(s, BOB).map((m) => m.type);
    expect(new Set(begin)).toEqual(new Set(['pit', 'draw']));
    s = act(s, BOB, { type: 'draw', from: 'deck' });
    expect(s.turn?.step).toBe('scDiscard');
    const card = s.players[BOB].hand[0];
    const hand = s.players[BOB].hand.length;
    s = act(s, BOB, { type: 'scDiscard', card });
    expect(at(s, 'p1').section).toBe(17);
    expect(s.players[BOB].hand).toHaveLength(hand - 1);
    expect(s.discard.at(-1)).toBe(card);
  });

  it('a pit stop behind it puts the car one section behind the last car', () => {
    let s = underSafetyCar();
    s = act(s, BOB, { type: 'pit' });
    expect(at(s, 'p1').section).toBe(12); // Dirk, the last car, is in 13
  });

  it('it goes in at the next race stage; in the restart round a curve counts as a straight for overtaking', () => {
    const s = midRace({ box: 11, options: OT, sections: { 17: ['p1'], 16: ['p0'], 20: ['p2', 'p3'] }, waiting: [] });
    s.safetyCar = { box: 9 };
    s.box = 11;
    for (const c of s.cars) c.moved = true;
    s.turn = null;
    advance(s);
    expect(s.box).toBe(12);
    expect(s.safetyCar).toBeNull();
    expect(s.restart).toBe(12);
    expect(s.events).toContainEqual({ k: 'restart' });
    // Alan behind Bob in a curve (section 17, Parabolica): 1 point, as on a straight
    s.queue[16] = [];
    s.queue[17] = ['p1', 'p0'];
    car(s, 'p0').pos = 17;
    const ctx = { mp: 3, entered: 0, braked: false, freePass: false, bwOvertake: false, lapping: null, from: 17, passed: [] };
    expect(passRule(s, car(s, 'p0'), car(s, 'p1'), ctx)).toEqual({ kind: 'pass', cost: 1 });
    s.restart = null;
    expect(passRule(s, car(s, 'p0'), car(s, 'p1'), ctx)).toEqual({ kind: 'block' });
  });

  it('out in the last round of a stage, it leads at least one round more (rules version 1)', () => {
    const last = trackOf('monza').lapCounter.rows.at(-1)!;
    const s = midRace({ box: last[0] - 1, options: OT, sections: { 17: ['p1'], 16: ['p0'], 20: ['p2', 'p3'] }, waiting: [], rules: 1 });
    s.safetyCar = { box: last[0] - 1 };
    s.box = last[0] - 1;
    for (const c of s.cars) c.moved = true;
    s.turn = null;
    advance(s);
    expect(s.box).toBe(last[0]);
    expect(s.safetyCar).not.toBeNull(); // at least a round
  });
});

describe('„SAFETY CAR" with yellow flags out („GELBE FLAGGE")', () => {
  it('the line-up leaves one car a section: a yellow flag counts no more cars in front of it than its section holds', () => {
    const curves = trackOf('monza').sections.flatMap((x, i) => (x.type === 'curve' ? [i] : []));
    const c = curves.find((i) => i > 6 && i < 20)!;
    const s = midRace({ box: 9, options: { ...OT, flags: true }, sections: { [c + 5]: ['p1'], [c]: ['p0', 'p2', 'p3'] }, waiting: [] });
    // Alan and Carl in front of the flag, Dirk behind it
    s.flags!.yellow = [{ section: c, at: 2 }];
    deploySafetyCar(s);
    const racing = s.queue[c].filter((id) => car(s, id).status === 'racing');
    expect(s.flags!.yellow).toEqual([{ section: c, at: Math.min(2, racing.length) }]);
    expect(() => assertInvariants(s)).not.toThrow();
  });
});
