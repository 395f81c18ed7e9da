/**
 * The advanced module „Reifentypen und Wetter" (Formula 90): the weather at the start
 * („BESTIMME DAS WETTER"), the tyres in grid order („WÄHLE DIE REIFEN"), what each tyre brings
 * („REIFEN"), the handicap table and rain's −20 on tests (F90-D04, „WETTERBEDINGUNGEN"), the
 * weather symbol, and the robots' tyres and their stop when dry turns to rain.
 */
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import { isTrackCard } from '../../../src/games/formula-90/data/track-cards';
import { conditionOf, TYRE_HANDICAP } from '../../../src/games/formula-90/data/weather';
import { car } from '../../../src/games/formula-90/rules/order';
import { setup } from '../../../src/games/formula-90/rules/setup';
import type { F90Move, F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import { optionsSchema } from '../../../src/games/formula-90/schema';
import { robotMove } from '../../../src/games/formula-90/robots';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { ALAN, BOB, CARL, DIRK, MONZA, act, at, cardWithTest, examplePlayers, give, legalMoves, midRace, setTarget, stack, toAct } from './helpers';

const TY: F90Options = { ...MONZA, tyres: true };
const plays = (s: F90State, seat: number) => legalMoves(s, seat).filter((m): m is Extract<F90Move, { type: 'play' }> => m.type === 'play');
/** A plain race card: no test, no damage, no draw, no event (the fewest tyres). */
const plain = (move: number) => RACE_CARDS.filter((x) => x.move === move && x.check === null && x.damage === 0 && x.draw === 0 && !x.weather && !x.flag).sort((a, b) => a.tyres - b.tyres)[0].no;
/** A yellow +1 with the weather symbol and no other action. */
const WEATHER_ONE = RACE_CARDS.find((x) => x.weather && x.move === 1)!.no;

/** The four example players qualified, a card with this test factor on top of the pile for the weather. */
function toTyres(weatherTest: number, options: F90Options = TY): F90State {
  let s = examplePlayers(1, options);
  const card = s.deck.find((x) => RACE_CARDS[x - 1].test === weatherTest);
  if (!card) throw new Error(`no card (${weatherTest}) on the pile`);
  stack(s, [card]);
  for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'qualify', card: [...s.players[seat].hand].sort((a, b) => a - b)[0] });
  return s;
}

/** A scene on the track with the module on, the weather marker on `slot`. */
function wet(slot: number, opts: Parameters<typeof midRace>[0]): F90State {
  const s = midRace({ ...opts, options: { ...TY, ...(opts.options ?? {}) } });
  s.weather = slot;
  s.robotTyre = conditionOf(slot) === 'rain' ? 'rain' : 'hard';
  return s;
}

describe('„BESTIMME DAS WETTER" and „WÄHLE DIE REIFEN"', () => {
  it('a race card drawn after the grid puts the marker on its slot; then the tyres in grid order, then the strategies', () => {
    const s = toTyres(45);
    expect(s.phase).toBe('tyres');
    expect(s.weather).toBe(2); // 31–60: slot 2, dry
    expect(s.robotTyre).toBe('hard');
    expect(s.events).toContainEqual(expect.objectContaining({ k: 'weather', slot: 2 }));
    const order = s.grid.map((id) => car(s, id).seat).filter((x): x is number => x !== null);
    let t = s;
    for (const seat of order) {
      expect(toAct(t)).toEqual([seat]);
      expect(legalMoves(t, seat).map((m) => (m.type === 'tyres' ? m.tyre : m.type))).toEqual(['soft', 'hard', 'intermediate', 'rain']);
      t = act(t, seat, { type: 'tyres', tyre: 'intermediate' });
    }
    expect(t.phase).toBe('strategy');
  });

  it('the robots: rain tyres in the rain (slot 7), and by lot on the exact middle (slot 4)', () => {
    expect(toTyres(97).weather).toBe(7);
    expect(toTyres(97).robotTyre).toBe('rain');
    const lots = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
      let s = examplePlayers(seed, TY);
      const card = s.deck.find((x) => RACE_CARDS[x - 1].test >= 76 && RACE_CARDS[x - 1].test <= 85)!; // slot 4
      stack(s, [card]);
      for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'qualify', card: [...s.players[seat].hand].sort((a, b) => a - b)[0] });
      expect(s.weather).toBe(4);
      return s.robotTyre;
    }));
    expect(lots).toEqual(new Set(['hard', 'rain']));
  });

  it('soft tyres: 3 chips fewer and three +1 bonuses; hard: full chips and, with the track cards, a track card', () => {
    let s = toTyres(20, { ...TY, trackCards: true });
    const first = toAct(s)[0];
    const p = () => s.players[first];
    const max = p().chipsMax;
    s = act(s, first, { type: 'tyres', tyre: 'soft' });
    expect(p()).toMatchObject({ tyre: 'soft', chips: max - 3, softLeft: 3, softSets: 1 });
    const second = toAct(s)[0];
    const hand = s.players[second].hand.length;
    s = act(s, second, { type: 'tyres', tyre: 'hard' });
    expect(s.players[second].chips).toBe(s.players[second].chipsMax);
    expect(s.players[second].hand).toHaveLength(hand + 1);
    expect(isTrackCard(s.players[second].hand.at(-1)!)).toBe(true);
  });

  it('the module is refused with the junior variant, and is off by default', () => {
    expect(optionsSchema.safeParse({ tyres: true, junior: true }).success).toBe(false);
    expect(setup(1, 2, MONZA).weather).toBeUndefined();
  });
});

describe('„REIFEN" in the race', () => {
  it('a soft-tyre +1, one a turn, optional', () => {
    let s = wet(2, { sections: { 14: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], tyres: { [ALAN]: 'soft' }, strategies: { [ALAN]: 'balance' } });
    const two = plain(2);
    give(s, ALAN, [two]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    const mine = plays(s, ALAN).filter((m) => m.cards.length === 1 && m.cards[0] === two);
    expect(mine.map((m) => m.soft)).toEqual([false, true]);
    s = act(s, ALAN, { type: 'play', cards: [two], pay: [], tests: [], top: null, soft: true });
    expect(at(s, 'p0').section).toBe(17); // +2 and the +1
    expect(s.players[ALAN].softLeft).toBe(2);
  });

  it('at most two sets of soft tyres in a race; unused bonuses are lost at the stop', () => {
    const s = wet(2, { sections: { 14: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], tyres: { [ALAN]: 'soft' } });
    const p = s.players[ALAN];
    expect(legalMoves(s, ALAN).some((m) => m.type === 'pit' && m.tyre === 'soft')).toBe(true);
    p.softSets = 2;
    expect(legalMoves(s, ALAN).some((m) => m.type === 'pit' && m.tyre === 'soft')).toBe(false);
    const t = act(s, ALAN, { type: 'pit', tyre: 'hard' });
    expect(t.players[ALAN]).toMatchObject({ tyre: 'hard', softLeft: 0, chips: p.chipsMax });
  });

  it('F90-D04: the handicap table, each of its 12 cells, on the movement', () => {
    const table: [string, number, number, number][] = [
      ['soft', 0, -1, -2],
      ['hard', 0, -1, -2],
      ['intermediate', -1, 0, -1],
      ['rain', -2, -1, 0],
    ];
    for (const [tyre, dry, uncertain, rain] of table) expect(TYRE_HANDICAP[tyre as 'soft']).toEqual({ dry, uncertain, rain });
    // rain tyres on a dry track: +3 moves 1
    for (const [slot, tyre, expected] of [[1, 'rain', 1], [1, 'hard', 3], [4, 'intermediate', 3], [7, 'hard', 1]] as const) {
      let s = wet(slot, { sections: { 14: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], tyres: { [ALAN]: tyre }, strategies: { [ALAN]: 'balance' } });
      const three = plain(3);
      give(s, ALAN, [three]);
      s = act(s, ALAN, { type: 'draw', from: 'deck' });
      s = act(s, ALAN, { type: 'play', cards: [three], pay: [], tests: [], top: null });
      expect(at(s, 'p0').section - 14).toBe(expected);
    }
  });

  it('F90-D04: in the rain −20 on the tests of played cards and on late braking, not on the leader lapping test', () => {
    const green = RACE_CARDS.find((x) => x.type === 'movement' && x.move === 2 && x.check === 'normal' && x.tyres === 0 && x.damage === 0)!.no;
    for (const [slot, ok] of [[2, true], [7, false]] as const) {
      let s = wet(slot, { sections: { 14: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], tyres: { [ALAN]: 'intermediate' }, strategies: { [ALAN]: 'balance' } });
      give(s, ALAN, [green]);
      setTarget(s, ALAN, cardWithTest(60));
      s = act(s, ALAN, { type: 'draw', from: 'deck' });
      const tester = s.players[ALAN].hand.find((x) => RACE_CARDS[x - 1].test > 40 && RACE_CARDS[x - 1].test <= 60 && x !== green);
      if (!tester) continue;
      s = act(s, ALAN, { type: 'play', cards: [green], pay: [], tests: [{ card: green, with: tester }], top: green });
      const test = s.events.find((e) => e.k === 'test');
      expect(test).toMatchObject({ need: slot === 7 ? 40 : 60, success: ok });
    }
    // late braking at the Roggia (target 50): 30 or less in the rain
    let s = wet(7, { sections: { 4: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], tyres: { [ALAN]: 'rain' }, strategies: { [ALAN]: 'balance' } });
    give(s, ALAN, [plain(1)]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [plain(1)], pay: [], tests: [], top: null });
    stack(s, [s.deck.find((x) => RACE_CARDS[x - 1].test === 45)!]);
    s = act(s, ALAN, { type: 'brake', yes: true });
    expect(s.events.find((e) => e.k === 'brake')).toMatchObject({ need: 30, success: false });
    // the leader's lapping test: the target alone
    let l = wet(7, { sections: { 10: ['p1', 'p0'], 20: ['p2', 'p3'] }, laps: { p0: 1 }, waiting: ['p0'], tyres: { [ALAN]: 'rain' }, strategies: { [ALAN]: 'balance' } });
    setTarget(l, ALAN, cardWithTest(70));
    give(l, ALAN, [plain(1)]);
    l = act(l, ALAN, { type: 'draw', from: 'deck' });
    l = act(l, ALAN, { type: 'play', cards: [plain(1)], pay: [], tests: [], top: null });
    expect(l.turn?.step).toBe('lapTest');
    l = act(l, ALAN, { type: 'lapTest', with: 'blind' });
    expect(l.events.find((e) => e.k === 'lapTest')).toMatchObject({ need: 70 });
  });
});

describe('the weather symbol and the robots („WETTERBEDINGUNGEN")', () => {
  it('a card with the weather symbol offers one step towards dry, none, or towards rain', () => {
    let s = wet(5, { sections: { 14: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], tyres: { [ALAN]: 'rain' }, strategies: { [ALAN]: 'balance' } });
    give(s, ALAN, [WEATHER_ONE]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    const steps = plays(s, ALAN).filter((m) => m.cards.length === 1 && m.cards[0] === WEATHER_ONE).map((m) => m.weather);
    expect(steps).toEqual([[-1], [0], [1]]);
    expect(plays(s, ALAN).filter((m) => !m.cards.some((x) => RACE_CARDS[x - 1].weather)).every((m) => m.weather === undefined)).toBe(true);
  });

  it('from uncertain into rain: all robots on hard tyres stop at once, their fuel tiles leave the counter', () => {
    let s = wet(5, { sections: { 14: ['p0'], 8: ['fast1', 'slow1'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0', 'fast1', 'slow1'], tyres: { [ALAN]: 'rain' }, strategies: { [ALAN]: 'balance' } });
    s.robotTyre = 'hard';
    s.robotFuel = [{ kind: 'fast', box: 12 }];
    give(s, ALAN, [WEATHER_ONE]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    expect(s.turn?.car).toBe('p0');
    s = act(s, ALAN, { type: 'play', cards: [WEATHER_ONE], pay: [], tests: [], top: null, weather: [1] });
    expect(s.weather).toBe(6);
    expect(s.robotTyre).toBe('rain');
    expect(s.robotFuel).toEqual([]);
    const pits = s.events.filter((e) => e.k === 'pit').map((e) => (e.k === 'pit' ? e.car : ''));
    expect(pits.sort()).toEqual(['fast1', 'slow1']);
    expect(car(s, 'fast1').refuelled).toBe(true);
  });

  it('within uncertain weather the robots keep their tyres and stop for nothing', () => {
    let s = wet(4, { sections: { 14: ['p0'], 8: ['fast1'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], tyres: { [ALAN]: 'intermediate' }, strategies: { [ALAN]: 'balance' } });
    give(s, ALAN, [WEATHER_ONE]);
    s = act(s, ALAN, { type: 'draw', from: 'deck' });
    s = act(s, ALAN, { type: 'play', cards: [WEATHER_ONE], pay: [], tests: [], top: null, weather: [1] });
    expect(s.weather).toBe(5);
    expect(s.events.some((e) => e.k === 'pit')).toBe(false);
  });

  it('the tyres change only at a pit stop: no other move fits tyres in the race', () => {
    const s = wet(2, { sections: { 14: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'] });
    const types = new Set(legalMoves(s, ALAN).map((m) => m.type));
    expect(types.has('tyres')).toBe(false);
    expect(legalMoves(s, ALAN).filter((m) => m.type === 'pit').map((m) => (m.type === 'pit' ? m.tyre : null))).toEqual(['soft', 'hard', 'intermediate', 'rain']);
  });
});

describe('the robot player and the weather', () => {
  it('it takes tyres for the weather: rain tyres in the rain, never rain tyres on a dry track', () => {
    for (const [weatherTest, slot] of [[97, 7], [20, 1]] as const) {
      const s = toTyres(weatherTest);
      expect(s.weather).toBe(slot);
      const seat = toAct(s)[0];
      const tyre = robotMove(s, seat, new Prng(seedPrng(3)));
      if (tyre.type !== 'tyres') throw new Error('no tyre choice');
      if (slot === 7) expect(tyre.tyre).toBe('rain');
      else expect(['soft', 'hard']).toContain(tyre.tyre);
    }
  });

  it('on hard tyres in heavy rain with the race ahead, it stops for other tyres', () => {
    const s = wet(7, { sections: { 14: ['p0'], 20: ['p1', 'p2', 'p3'] }, waiting: ['p0'], tyres: { [ALAN]: 'hard' }, box: 3 });
    const m = robotMove(s, ALAN, new Prng(seedPrng(4)));
    expect(m).toMatchObject({ type: 'pit', tyre: 'rain' });
  });
});

