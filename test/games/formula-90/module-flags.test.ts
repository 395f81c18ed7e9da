/**
 * The advanced module „Flaggen" (Formula 90): the yellow flag (a curve section, 1 movement point to
 * pass it, no overtaking, battles or lapping there, one a section, six tiles), the green flag, the
 * blue flag's lapping, the orange flag's robots braking late, and every flag ending with its race
 * stage (a row of the lap counter).
 */
import { RACE_CARDS, type FlagColour } from '../../../src/games/formula-90/data/cards';
import { trackOf } from '../../../src/games/formula-90/data/tracks';
import { battleFor } from '../../../src/games/formula-90/rules/battle';
import { passRule, runMovement } from '../../../src/games/formula-90/rules/movement';
import { car } from '../../../src/games/formula-90/rules/order';
import { advance } from '../../../src/games/formula-90/rules/race';
import type { F90Move, F90Options, F90State, MoveCtx } from '../../../src/games/formula-90/rules/state';
import { ALAN, MONZA, act, at, give, legalMoves, midRace, stack, toAct } from './helpers';

const FL: F90Options = { ...MONZA, flags: true };
/** The plainest event card with this flag (no test). */
const flagCard = (colour: FlagColour) => RACE_CARDS.filter((x) => x.flag === colour && x.check === null).sort((a, b) => a.move - b.move || a.no - b.no)[0].no;
const ctx = (mp = 3): MoveCtx => ({ mp, entered: 0, braked: false, freePass: false, bwOvertake: false, lapping: null, from: 0, passed: [] });

/** Alan plays `card` (drawn first) from `section`; the others far ahead. */
function alanPlays(section: number, card: number, sections: Parameters<typeof midRace>[0]['sections'] = { 20: ['p1', 'p2', 'p3'] }): F90State {
  let s = midRace({ box: 5, options: FL, sections: { [section]: ['p0'], ...sections }, waiting: ['p0'], strategies: { [ALAN]: 'balance' } });
  give(s, ALAN, [card]);
  s = act(s, ALAN, { type: 'draw', from: 'deck' });
  return act(s, ALAN, { type: 'play', cards: [card], pay: [], tests: [], top: null });
}

describe('„GELBE FLAGGE"', () => {
  it('the player places it in a curve section (or nowhere) before his car moves; curve sections only', () => {
    const s = alanPlays(10, flagCard('yellow'));
    expect(s.turn?.step).toBe('flag');
    const choices = legalMoves(s, ALAN).filter((m): m is Extract<F90Move, { type: 'flag' }> => m.type === 'flag');
    expect(choices[0]).toEqual({ type: 'flag', section: null });
    const curves = trackOf('monza').sections.flatMap((x, i) => (x.type === 'curve' ? [i] : []));
    expect(new Set(choices.filter((m) => m.section !== null).map((m) => m.section))).toEqual(new Set(curves));
    const t = act(s, ALAN, { type: 'flag', section: 13, at: 0 });
    expect(t.flags!.yellow).toEqual([{ section: 13, at: 0 }]);
    expect(at(t, 'p0').section).toBe(11); // then the +1 moves
  });

  it('between the cars in the section, but behind every car on a lane line start point', () => {
    const s = alanPlays(10, flagCard('yellow'), { 13: ['fast1', 'p3', 'slow1'], 20: ['p1', 'p2'] });
    car(s, 'p3').lane = 's13-red';
    const places = legalMoves(s, ALAN).filter((m) => m.type === 'flag' && m.section === 13).map((m) => (m.type === 'flag' ? m.at : -1));
    expect(places).toEqual([2, 3]);
  });

  it('a car behind it pays 1 movement point to pass it; no overtaking or battle in its section', () => {
    const s = midRace({ box: 5, options: FL, sections: { 12: ['p1'], 13: ['fast1', 'p2'], 20: ['p0', 'p3'] }, waiting: [] });
    s.flags!.yellow = [{ section: 13, at: 2 }];
    // Bob from 12 with 4 points: into 13 (1), past the two cars? no: no overtaking with a yellow flag there
    const bob = car(s, 'p1');
    let c = ctx(4);
    runMovement(s, bob, c);
    expect(at(s, 'p1')).toEqual({ section: 13, index: 2 });
    expect(passRule(s, car(s, 'p2'), car(s, 'fast1'), ctx())).toEqual({ kind: 'block' });
    for (const x of s.cars) x.moved = false;
    expect(battleFor(s, car(s, 'fast1'))).toBeNull();
    // alone behind the flag: 1 point to pass it, then on
    const t = midRace({ box: 5, options: FL, sections: { 12: ['p1'], 20: ['p0', 'p2', 'p3'] }, waiting: [] });
    t.flags!.yellow = [{ section: 13, at: 0 }];
    c = ctx(3);
    runMovement(t, car(t, 'p1'), c);
    expect(at(t, 'p1').section).toBe(14); // 13, the flag, 14
    expect(t.flags!.yellow).toEqual([{ section: 13, at: 0 }]);
  });

  it('one a section, six tiles: a seventh yellow flag has no effect', () => {
    let s = alanPlays(10, flagCard('yellow'));
    s.flags!.yellow = [2, 3, 4, 6, 8].map((section) => ({ section, at: 0 }));
    expect(legalMoves(s, ALAN).some((m) => m.type === 'flag' && (m.section === 2 || m.section === 8))).toBe(false);
    s = act(s, ALAN, { type: 'flag', section: 9, at: 0 });
    expect(s.flags!.yellow).toHaveLength(6);
    // the flag is played with all six tiles out: nothing to place
    let u = midRace({ box: 5, options: FL, sections: { 10: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'balance' } });
    u.flags!.yellow = [2, 3, 4, 6, 8, 9].map((section) => ({ section, at: 0 }));
    give(u, ALAN, [flagCard('yellow')]);
    u = act(u, ALAN, { type: 'draw', from: 'deck' });
    u = act(u, ALAN, { type: 'play', cards: [flagCard('yellow')], pay: [], tests: [], top: null });
    expect(u.events).toContainEqual({ k: 'flag', car: 'p0', colour: 'yellow', ignored: true });
    expect(u.events).toContainEqual(expect.objectContaining({ k: 'move', car: 'p0' })); // no flag step: the car moved
  });
});

describe('flags with the track cards („BAHNKARTEN")', () => {
  it('a yellow flag cannot be placed where it keeps the car from its played track card curve', () => {
    // Carl in section 3 plays Monza 214 (curve 3, section 6, pairs with any card) with a yellow +1: 3 points, 4 → 5 → 6
    let s = midRace({ box: 5, options: { ...FL, trackCards: true }, sections: { 3: ['p2'], 20: ['p0', 'p1', 'p3'] }, waiting: ['p2'], strategies: { 2: 'balance' } });
    const yellow = flagCard('yellow');
    give(s, 2, [214, yellow]);
    s = act(s, 2, { type: 'draw', from: 'deck' });
    s = act(s, 2, { type: 'play', cards: [yellow, 214].sort((a, b) => a - b), pay: [], tests: [], top: 214 });
    expect(s.turn?.step).toBe('flag');
    const sections = new Set(legalMoves(s, 2).map((m) => (m.type === 'flag' ? m.section : -1)));
    expect(sections.has(4)).toBe(false); // the flag in section 4 costs the point that reaches curve 3
    expect(sections.has(13)).toBe(true);
    s = act(s, 2, { type: 'flag', section: 13, at: 0 });
    expect(at(s, 'p2').section).toBe(6);
  });
});

describe('„GRÜNE FLAGGE", „BLAUE FLAGGE", „ORANGE FLAGGE"', () => {
  it('orange: only the first player of the stage holds it; a second orange flag has no effect', () => {
    const s = midRace({ box: 5, options: FL, sections: { 10: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'balance' } });
    s.flags!.orange = 'p1';
    give(s, ALAN, [flagCard('orange')]);
    let t = act(s, ALAN, { type: 'draw', from: 'deck' });
    t = act(t, ALAN, { type: 'play', cards: [flagCard('orange')], pay: [], tests: [], top: null });
    expect(t.events).toContainEqual({ k: 'flag', car: 'p0', colour: 'orange', ignored: true });
    expect(t.flags!.orange).toBe('p1');
  });

  it('green: the player removes a yellow flag before his car moves, or none', () => {
    let s = midRace({ box: 5, options: FL, sections: { 10: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], strategies: { [ALAN]: 'balance' } });
    s.flags!.yellow = [{ section: 13, at: 0 }, { section: 17, at: 0 }];
    give(s, ALAN, [flagCard('green')]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [flagCard('green')], pay: [], tests: [], top: null });
    expect(legalMoves(s, ALAN)).toEqual([
      { type: 'flag', section: null },
      { type: 'flag', section: 13 },
      { type: 'flag', section: 17 },
    ]);
    s = act(s, ALAN, { type: 'flag', section: 13 });
    expect(s.flags!.yellow).toEqual([{ section: 17, at: 0 }]);
  });

  it('blue: lapping costs nothing on a straight or in a braking section and 1 in a curve', () => {
    const s = alanPlays(10, flagCard('blue'));
    expect(s.flags!.blue).toEqual(['p0']);
    for (const [sec, cost] of [[10, 0], [12, 0], [13, 1]] as const) {
      s.queue = s.queue.map(() => []);
      s.queue[sec] = ['p3', 'p0'];
      car(s, 'p0').pos = sec + 22;
      car(s, 'p3').pos = sec;
      s.lead = 'p1';
      car(s, 'p1').pos = sec + 30;
      expect(passRule(s, car(s, 'p0'), car(s, 'p3'), ctx())).toEqual({ kind: 'pass', cost });
    }
  });

  it('orange: the first holder of the stage decides whether a robot stopping in a braking section brakes late', () => {
    let s = alanPlays(10, flagCard('orange'));
    expect(s.flags!.orange).toBe('p0');
    // a second orange flag this stage is ignored
    s.turn = null;
    // FAST 1 (3 points) from section 10 passes Alan (in 11) and ends in section 12, a braking section (target 50)
    s.queue[10] = ['fast1'];
    car(s, 'fast1').pos = 10;
    car(s, 'fast1').status = 'racing';
    for (const c of s.cars) c.moved = c.id !== 'fast1';
    stack(s, [s.deck.find((x) => RACE_CARDS[x - 1].test > 50)!]);
    advance(s);
    expect(s.orangeAsk).toBe('fast1');
    expect(toAct(s)).toEqual([ALAN]);
    expect(legalMoves(s, ALAN)).toEqual([
      { type: 'orange', force: true },
      { type: 'orange', force: false },
    ]);
    s = act(s, ALAN, { type: 'orange', force: true });
    expect(car(s, 'fast1').status).toBe('offTrack'); // the blind test failed
    expect(s.events).toContainEqual(expect.objectContaining({ k: 'brake', car: 'fast1', need: 50, success: false }));
  });

  it('every flag ends with its race stage: at the next row of the lap counter', () => {
    const s = alanPlays(10, flagCard('blue'));
    s.flags!.yellow = [{ section: 13, at: 0 }];
    s.flags!.orange = 'p1';
    s.box = 3; // Monza: rows of 4 boxes; box 4 starts the second stage
    for (const c of s.cars) c.moved = true;
    s.turn = null;
    advance(s);
    expect(s.box).toBe(4);
    expect(s.flags).toEqual({ yellow: [], blue: [], orange: null });
    expect(s.events).toContainEqual({ k: 'flagsEnd' });
  });
});
