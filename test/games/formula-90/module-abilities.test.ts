/**
 * The advanced module „Fahrerfähigkeit": the choice in free practice (three tiles an ability), and
 * each ability where it acts — VERSATILITY, REFLEXES, QUALIFYING (F90-E17 with Bob's +2), PITTING,
 * TUNING, LAPPING.
 */
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import { robotTile } from '../../../src/games/formula-90/data/robot-tiles';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { robotMove } from '../../../src/games/formula-90/robots';
import { lappingCostOf } from '../../../src/games/formula-90/rules/abilities';
import { pitStop } from '../../../src/games/formula-90/rules/damage';
import { car } from '../../../src/games/formula-90/rules/order';
import { setup } from '../../../src/games/formula-90/rules/setup';
import type { F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import type { AbilityId } from '../../../src/games/formula-90/data/abilities';
import { ALAN, BOB, CARL, DIRK, MONZA, act, at, give, legalMoves, midRace, qualifyAsInExample, stack, toAct } from './helpers';

const SHEETS = ['italy', 'germany', 'france', 'britain'] as const;

/** The four example players: sheet, ability (and build), no new hands. */
function players(options: F90Options, abilities: AbilityId[], seed = 1): F90State {
  let s = setup(seed, 4, options);
  for (const seat of [ALAN, BOB, CARL, DIRK]) {
    s = act(s, seat, { type: 'sheet', sheet: SHEETS[seat], side: 0 });
    s = act(s, seat, { type: 'ability', ability: abilities[seat] });
    if (options.carBuild) s = act(s, seat, { type: 'build', chips: 2, hand: 2, slots: 2 });
  }
  for (const seat of [ALAN, BOB, CARL, DIRK]) s = act(s, seat, { type: 'mulligan', redraw: false });
  return s;
}

/** A scene of the basic helpers with the module on and abilities given. */
function withAbilities(s: F90State, abilities: Partial<Record<number, AbilityId>>): F90State {
  s.options.abilities = true;
  for (const p of s.players) {
    p.ability = abilities[p.seat] ?? 'qualifying';
    if (p.ability === 'versatility') p.versatile = true;
  }
  return s;
}

describe('„FREIES TRAINING – FAHRERFÄHIGKEIT": the choice', () => {
  it('after his sheet each player chooses one of six abilities; TUNING only when cars are built', () => {
    let s = setup(2, 3, { ...MONZA, abilities: true });
    s = act(s, 0, { type: 'sheet', sheet: 'italy', side: 1 });
    expect(toAct(s)).toEqual([0]);
    expect(legalMoves(s, 0).map((m) => (m.type === 'ability' ? m.ability : m.type))).toEqual(['versatility', 'reflexes', 'qualifying', 'pitting', 'lapping']);
    s = act(s, 0, { type: 'ability', ability: 'pitting' });
    // without the car build the printed side counts: 10 chips, 6 cards … of the Italian back
    expect(s.players[0]).toMatchObject({ ability: 'pitting', chipsMax: 8, handMax: 6, slots: 6 });
    expect(s.players[0].hand).toHaveLength(7);
    let t = setup(2, 3, { ...MONZA, abilities: true, carBuild: true });
    t = act(t, 0, { type: 'sheet', sheet: 'italy', side: 0 });
    expect(legalMoves(t, 0).map((m) => (m.type === 'ability' ? m.ability : m.type))).toContain('tuning');
  });

  it('18 tiles, 3 of each: a fourth driver cannot take an ability three others took', () => {
    let s = setup(4, 4, { ...MONZA, abilities: true });
    for (const seat of [0, 1, 2]) {
      s = act(s, seat, { type: 'sheet', sheet: SHEETS[seat], side: 0 });
      s = act(s, seat, { type: 'ability', ability: 'reflexes' });
    }
    s = act(s, 3, { type: 'sheet', sheet: SHEETS[3], side: 0 });
    expect(legalMoves(s, 3).some((m) => m.type === 'ability' && m.ability === 'reflexes')).toBe(false);
  });

  it('TUNING: 8 build points, still at most 3 a category', () => {
    let s = setup(5, 2, { ...MONZA, abilities: true, carBuild: true });
    s = act(s, 0, { type: 'sheet', sheet: 'italy', side: 0 });
    s = act(s, 0, { type: 'ability', ability: 'tuning' });
    const keys = legalMoves(s, 0).map((m) => (m.type === 'build' ? `${m.chips}${m.hand}${m.slots}` : ''));
    expect(keys).toEqual(expect.arrayContaining(['332', '323', '233']));
    expect(keys).not.toContain('333');
    s = act(s, 0, { type: 'build', chips: 2, hand: 3, slots: 3 });
    expect(s.players[0]).toMatchObject({ chipsMax: 10, handMax: 7, slots: 6 });
  });
});

describe('F90-E17 — with the QUALIFYING ability Bob is +7(11), on pole', () => {
  it('Bob +4(11) +1 for 10 laps +2 for QUALIFYING = +7(11); the grid of the text', () => {
    const s = qualifyAsInExample(players({ ...MONZA, abilities: true, fuel: true, superfast: true }, ['reflexes', 'qualifying', 'pitting', 'lapping']));
    const grid = s.events.find((e) => e.k === 'grid');
    if (grid?.k !== 'grid') throw new Error('no grid');
    const rows = grid.cars.map((g) => `${g.tile ? robotTile(g.tile).kind : `p${car(s, g.car).seat}`} +${g.move}(${g.test})`);
    expect(rows.slice(0, 8)).toEqual([`p${BOB} +7(11)`, 'superfast +5(30)', 'superfast +4(10)', 'fast +4(20)', 'slow +3(35)', `p${CARL} +3(43)`, 'fast +3(45)', `p${ALAN} +3(76)`]);
    expect(new Set(rows.slice(8))).toEqual(new Set([`p${DIRK} +2(55)`, 'slow +2(55)']));
  });

  it('„Bob zieht außerdem zwei Bahnkarten dank der QUALIFYING Fähigkeit" (with the track cards)', () => {
    const s = qualifyAsInExample(players({ ...MONZA, trackCards: true, abilities: true, fuel: true, superfast: true }, ['reflexes', 'qualifying', 'pitting', 'lapping']));
    const draws = s.events.filter((e) => e.k === 'trackDraw');
    expect(draws).toEqual([expect.objectContaining({ car: `p${BOB}`, why: 'qualifying' })]);
    expect(s.players[BOB].hand.filter((x) => x > 200)).toHaveLength(2);
    expect(s.events.findIndex((e) => e.k === 'trackDraw')).toBeGreaterThan(s.events.findIndex((e) => e.k === 'grid')); // after the grid
  });
});

describe('the abilities in the race', () => {
  /** Carl alone before the braking section at the Roggia (section 5, target 50), to play a plain +1. */
  function carlBeforeRoggia(ability: AbilityId): F90State {
    const s = midRace({ sections: { 4: ['p2'], 14: ['p0', 'p1', 'p3'] }, waiting: ['p2'] });
    withAbilities(s, { [CARL]: ability });
    expect(s.turn?.seat).toBe(CARL);
    return s;
  }
  const plainOne = RACE_CARDS.find((c) => c.type === 'movement' && c.move === 1 && c.check === null && c.tyres === 0)!.no;

  it.each([
    ['reflexes', 60, true],
    ['reflexes', 71, false],
    ['qualifying', 60, false],
  ] as const)('REFLEXES: late braking at 50 with %s and a blind %i → %s (+20 on the blind test)', (ability, test, made) => {
    let s = carlBeforeRoggia(ability);
    give(s, CARL, [plainOne]);
    s = act(s, CARL, { type: 'draw', from: 'deck' });
    s = act(s, CARL, { type: 'play', cards: [plainOne], pay: [], tests: [], top: null });
    expect(at(s, 'p2').section).toBe(5);
    expect(s.turn?.step).toBe('brake');
    stack(s, [RACE_CARDS.find((c) => c.test === test && c.no !== plainOne)!.no]);
    s = act(s, CARL, { type: 'brake', yes: true });
    const brake = s.events.find((e) => e.k === 'brake');
    expect(brake).toMatchObject({ need: ability === 'reflexes' ? 70 : 50, success: made });
  });

  it('VERSATILITY: a strategy change at the start of a turn, once; a pit stop turns the tile back', () => {
    let s = carlBeforeRoggia('versatility');
    const p = () => s.players[CARL];
    expect(legalMoves(s, CARL).filter((m) => m.type === 'strategy')).toHaveLength(5);
    s = act(s, CARL, { type: 'strategy', strategy: 'lucky' });
    expect(p().strategy).toBe('lucky');
    expect(p().versatile).toBe(false);
    expect(s.turn?.step).toBe('begin');
    expect(legalMoves(s, CARL).some((m) => m.type === 'strategy')).toBe(false);
    pitStop(s, car(s, 'p2'), false);
    expect(p().versatile).toBe(true);
    const other = midRace({ sections: { 4: ['p2'], 14: ['p0', 'p1', 'p3'] }, waiting: ['p2'] });
    withAbilities(other, { [CARL]: 'reflexes' });
    expect(legalMoves(other, CARL).some((m) => m.type === 'strategy')).toBe(false);
  });

  it('PITTING: the pit time 2 sections shorter (Monza: 4 instead of 6)', () => {
    for (const [ability, back] of [['pitting', 4], ['reflexes', 6]] as const) {
      const s = carlBeforeRoggia(ability);
      const from = car(s, 'p2').pos;
      pitStop(s, car(s, 'p2'), false);
      expect(from - car(s, 'p2').pos).toBe(back);
    }
  });

  it('LAPPING: lapping costs 1 in curves and nothing on straights and in braking sections', () => {
    const s = carlBeforeRoggia('lapping');
    const lapper = s.players[CARL];
    expect((['straight', 'braking', 'curve'] as const).map((t) => lappingCostOf(lapper, t))).toEqual([0, 0, 1]);
    expect((['straight', 'braking', 'curve'] as const).map((t) => lappingCostOf(s.players[ALAN], t))).toEqual([1, 1, 2]);
    expect((['straight', 'braking', 'curve'] as const).map((t) => lappingCostOf(null, t))).toEqual([1, 1, 2]);
  });
});

describe('the robot player with the driver abilities', () => {
  it('chooses an ability in free practice and races to the end', () => {
    let s = setup(21, 4, { ...MONZA, abilities: true, carBuild: true });
    for (let n = 0; s.phase !== 'over' && n < 5000; n++) {
      const seat = toAct(s)[0];
      s = act(s, seat, robotMove(s, seat, new Prng(seedPrng(n))));
    }
    expect(s.phase).toBe('over');
    for (const p of s.players) expect(p.ability).not.toBeNull();
    expect(s.players.filter((p) => p.ability === 'reflexes').length).toBeLessThanOrEqual(3);
  });
});
