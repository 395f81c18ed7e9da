/**
 * Formula 90's designed data — race cards, car sheets, robot tiles, strategies — checked against
 * what the rule text fixes and against the figures the rules page promises.
 */
import {
  CARD_TYPES,
  CARD_TYPE_COLOUR,
  CHECK_MODIFIER,
  DECK_SIZE,
  MOVE_MAX,
  RACE_CARDS,
  TEST_FACTOR_MAX,
  TEST_FACTOR_MIN,
  raceCard,
  type CardType,
  type RaceCard,
} from '../../../src/games/formula-90/data/cards';
import {
  BUILD_POINTS,
  BUILD_TABLE,
  CAR_SHEETS,
  PLAYER_COLOURS,
  buildPoints,
  carSheet,
} from '../../../src/games/formula-90/data/car-sheets';
import {
  FUEL_LAPS,
  ROBOT_COLOUR,
  ROBOT_KINDS,
  ROBOT_LAPPING_TARGET,
  ROBOT_MOVE,
  ROBOTS_IN_BOX,
  ROBOT_TILES,
  robotTile,
  robotTilesOf,
  robotsFor,
  type RobotKind,
  type RobotTile,
} from '../../../src/games/formula-90/data/robot-tiles';
import { STRATEGIES, STRATEGY_IDS, STRATEGY_TILES, TILES_PER_STRATEGY, strategy } from '../../../src/games/formula-90/data/strategies';

/** A card's actions in the rules page's short notation: T tyres, D damage, C check, K draw, W weather, F flag. */
function sig(c: RaceCard): string {
  const a: string[] = [];
  if (c.tyres) a.push(`T${c.tyres}`);
  if (c.damage) a.push(`D${c.damage}`);
  if (c.check) a.push({ normal: 'C', plus20: 'C+20', minus20: 'C-20' }[c.check]);
  if (c.draw) a.push(`K${c.draw}`);
  if (c.weather) a.push('W');
  if (c.flag) a.push(`F${c.flag}`);
  return a.join(' ') || '-';
}

const find = (move: number, test: number): RaceCard | undefined => RACE_CARDS.find((c) => c.move === move && c.test === test);
const ofType = (t: CardType): RaceCard[] => RACE_CARDS.filter((c) => c.type === t);
const noAction = (c: RaceCard): boolean => !c.tyres && !c.damage && !c.check && !c.draw;
const blind = (target: number): number => RACE_CARDS.filter((c) => c.test <= target).length;

describe('race cards: the deck', () => {
  it('184 cards numbered 1 … 184, in number order; raceCard finds each', () => {
    expect(RACE_CARDS).toHaveLength(184);
    expect(DECK_SIZE).toBe(184);
    RACE_CARDS.forEach((c, i) => {
      expect(c.no).toBe(i + 1);
      expect(raceCard(c.no)).toBe(c);
    });
    expect(new Set(RACE_CARDS.map((c) => c.no)).size).toBe(184);
    expect(() => raceCard(0)).toThrow();
    expect(() => raceCard(185)).toThrow();
  });

  it('46 cards of each type, numbered by type: red 1–46, green 47–92, orange 93–138, yellow 139–184', () => {
    CARD_TYPES.forEach((t, i) => {
      expect(ofType(t).map((c) => c.no)).toEqual(Array.from({ length: 46 }, (_, k) => 46 * i + k + 1));
    });
    expect(CARD_TYPE_COLOUR).toEqual({ acceleration: 'red', movement: 'green', shift: 'orange', event: 'yellow' });
    // within a type: by movement value, then test factor
    for (const t of CARD_TYPES) {
      const cs = ofType(t);
      for (let i = 1; i < cs.length; i++) {
        expect(cs[i].move > cs[i - 1].move || (cs[i].move === cs[i - 1].move && cs[i].test > cs[i - 1].test)).toBe(true);
      }
    }
  });

  it('every field in range', () => {
    for (const c of RACE_CARDS) {
      expect(Number.isInteger(c.move) && c.move >= 1 && c.move <= MOVE_MAX).toBe(true);
      expect(Number.isInteger(c.test) && c.test >= TEST_FACTOR_MIN && c.test <= TEST_FACTOR_MAX).toBe(true);
      expect([0, 1, 2, 3]).toContain(c.tyres);
      expect([0, 1, 2]).toContain(c.damage);
      expect([0, 1, 2]).toContain(c.draw);
      expect([null, 'normal', 'plus20', 'minus20']).toContain(c.check);
      expect([null, 'yellow', 'green', 'blue', 'orange']).toContain(c.flag);
    }
    expect(MOVE_MAX).toBe(4);
    expect([TEST_FACTOR_MIN, TEST_FACTOR_MAX]).toEqual([1, 99]);
    expect(CHECK_MODIFIER).toEqual({ normal: 0, plus20: 20, minus20: -20 });
  });

  it('test factors: every value 1 … 99 twice, the multiples of 7 once', () => {
    for (let v = 1; v <= 99; v++) {
      expect([v, RACE_CARDS.filter((c) => c.test === v).length]).toEqual([v, v % 7 === 0 ? 1 : 2]);
    }
  });

  it('no two cards share movement value and test factor', () => {
    expect(new Set(RACE_CARDS.map((c) => `${c.move}(${c.test})`)).size).toBe(184);
  });

  it('blind tests succeed about target % of the time: 50 → 93, 60 → 112, 70 → 130, 75 → 140 cards', () => {
    expect(blind(50)).toBe(93);
    expect(blind(60)).toBe(112);
    expect(blind(ROBOT_LAPPING_TARGET)).toBe(130);
    expect(blind(75)).toBe(140);
    for (let t = 1; t <= 99; t++) expect(Math.abs(blind(t) / 184 - t / 100)).toBeLessThan(0.03);
  });

  it('faster cards have lower test factors: mean +4 24, +3 39, +2 56, +1 71; per decade as on the rules page', () => {
    const mean = (m: number): number => {
      const xs = RACE_CARDS.filter((c) => c.move === m).map((c) => c.test);
      return Math.round(xs.reduce((a, b) => a + b, 0) / xs.length);
    };
    expect([4, 3, 2, 1].map(mean)).toEqual([24, 39, 56, 71]);
    // rows: factors 1–10, 11–20 … 91–99; columns: +4, +3, +2, +1
    const decades = Array.from({ length: 10 }, (_, d) =>
      [4, 3, 2, 1].map((m) => RACE_CARDS.filter((c) => c.move === m && Math.min(9, Math.floor((c.test - 1) / 10)) === d).length),
    );
    expect(decades).toEqual([
      [9, 6, 3, 1],
      [7, 7, 4, 1],
      [5, 7, 5, 1],
      [4, 7, 6, 2],
      [2, 7, 6, 3],
      [2, 6, 7, 4],
      [1, 5, 7, 5],
      [0, 3, 6, 10],
      [0, 1, 8, 10],
      [0, 1, 6, 9],
    ]);
  });

  it('the distribution type × movement × actions of the rules page', () => {
    const counts: Record<string, number> = {};
    for (const c of RACE_CARDS) {
      const k = `${c.type} +${c.move} ${sig(c)}`;
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(counts).toEqual({
      'acceleration +2 T1': 4,
      'acceleration +2 D1': 2,
      'acceleration +3 T1': 4,
      'acceleration +3 T2': 5,
      'acceleration +3 D1': 4,
      'acceleration +3 T1 D1': 3,
      'acceleration +3 T2 D1': 2,
      'acceleration +4 T2': 6,
      'acceleration +4 T3': 6,
      'acceleration +4 T1 D1': 4,
      'acceleration +4 T2 D1': 4,
      'acceleration +4 D2': 2,
      'movement +1 -': 3,
      'movement +1 C': 2,
      'movement +1 C+20': 3,
      'movement +2 -': 3,
      'movement +2 C': 5,
      'movement +2 C+20': 6,
      'movement +3 C': 12,
      'movement +3 C-20': 4,
      'movement +4 C-20': 6,
      'movement +4 T1 C': 2,
      'shift +1 K1': 10,
      'shift +1 K2': 10,
      'shift +2 K1': 16,
      'shift +2 T1 K2': 4,
      'shift +3 C K1': 3,
      'shift +3 T1 K1': 3,
      'event +1 W': 6,
      'event +1 Fyellow': 5,
      'event +1 Fgreen': 2,
      'event +1 Fblue': 3,
      'event +1 Forange': 2,
      'event +2 W': 6,
      'event +2 Fyellow': 5,
      'event +2 Fgreen': 2,
      'event +2 Fblue': 3,
      'event +2 Forange': 2,
      'event +3 C W': 4,
      'event +3 C Fyellow': 2,
      'event +3 C Fgreen': 2,
      'event +3 C Fblue': 2,
    });
  });

  it('the totals of the rules page', () => {
    const byMove = [1, 2, 3, 4].map((m) => RACE_CARDS.filter((c) => c.move === m).length);
    expect(byMove).toEqual([46, 58, 50, 30]);
    const perType = CARD_TYPES.map((t) => [1, 2, 3, 4].map((m) => ofType(t).filter((c) => c.move === m).length));
    expect(perType).toEqual([
      [0, 6, 18, 22],
      [8, 14, 16, 8],
      [20, 20, 6, 0],
      [18, 18, 10, 0],
    ]);
    const sum = (f: (c: RaceCard) => number): number => RACE_CARDS.reduce((a, c) => a + f(c), 0);
    expect(sum((c) => c.tyres)).toBe(76);
    expect(sum((c) => c.damage)).toBe(23);
    expect(sum((c) => c.draw)).toBe(60);
    expect(RACE_CARDS.filter((c) => c.check === 'normal').length).toBe(34);
    expect(RACE_CARDS.filter((c) => c.check === 'plus20').length).toBe(9);
    expect(RACE_CARDS.filter((c) => c.check === 'minus20').length).toBe(10);
    expect(RACE_CARDS.filter((c) => c.weather).length).toBe(16);
    const flags = (f: string): number => RACE_CARDS.filter((c) => c.flag === f).length;
    expect(['yellow', 'green', 'blue', 'orange'].map(flags)).toEqual([12, 6, 8, 4]);
    // LUCKY's SPECIAL (two drawn cards of the same movement value) comes about one time in four
    const p = byMove.reduce((a, n) => a + (n / 184) * (n / 184), 0);
    expect(p).toBeGreaterThan(0.25);
    expect(p).toBeLessThan(0.27);
  });
});

describe('race cards: the profile of each type', () => {
  it('red (acceleration): every card costs tyre chips and/or damage; no test, no draw, no event', () => {
    for (const c of ofType('acceleration')) {
      expect(c.tyres + c.damage).toBeGreaterThan(0);
      expect([c.check, c.draw, c.weather, c.flag]).toEqual([null, 0, false, null]);
      expect(c.move).toBeGreaterThanOrEqual(2);
    }
  });

  it('green (movement): usually a test (40 of 46); the faster the card, the harder the test', () => {
    const g = ofType('movement');
    expect(g.filter((c) => c.check).length).toBe(40);
    for (const c of g) {
      expect([c.draw, c.weather, c.flag, c.damage]).toEqual([0, false, null, 0]);
      if (!c.check) expect([c.move <= 2, c.tyres]).toEqual([true, 0]); // the exceptions: plain +1 and +2
      if (c.move <= 2) expect(c.check).not.toBe('minus20');
      if (c.move >= 3) expect(['normal', 'minus20']).toContain(c.check);
    }
  });

  it('orange (shift): slow (at most +3) and every card draws', () => {
    for (const c of ofType('shift')) {
      expect(c.draw).toBeGreaterThan(0);
      expect(c.move).toBeLessThanOrEqual(3);
      expect([c.damage, c.weather, c.flag]).toEqual([0, false, null]);
    }
  });

  it('yellow (event): exactly one event each; +1/+2 no action in the basic game, +3 a test', () => {
    for (const c of ofType('event')) {
      expect(Number(c.weather) + Number(c.flag !== null)).toBe(1);
      expect([c.tyres, c.damage, c.draw]).toEqual([0, 0, 0]);
      expect(c.check).toBe(c.move === 3 ? 'normal' : null);
    }
    // only event cards carry weather symbols and flags
    for (const c of RACE_CARDS) if (c.type !== 'event') expect([c.weather, c.flag]).toEqual([false, null]);
  });

  it('no card faster than +2 is free: every +3 and +4 costs tyre chips, damage or a test', () => {
    for (const c of RACE_CARDS) if (c.move >= 3) expect(c.tyres > 0 || c.damage > 0 || c.check !== null).toBe(true);
  });
});

describe('race cards: every card the examples quote', () => {
  it('„Qualifying": Alan +2(76), Bob +4(11), Carl +3(43), Dirk +3(65); advanced „BEISPIEL": Dirk +4(55)', () => {
    for (const [m, t] of [
      [2, 76],
      [4, 11],
      [3, 43],
      [3, 65],
      [4, 55],
    ]) {
      expect(find(m, t)).toBeDefined();
    }
    // the card example („siehe Kartenbeispiel") shows an action
    expect(noAction(find(2, 76)!)).toBe(false);
  });

  it('„Runde 2": +2(37) Fahren requires a +20 test and nothing else; +1(88) Ereignis has no action in the basic game', () => {
    expect(find(2, 37)).toEqual({
      no: find(2, 37)!.no,
      type: 'movement',
      move: 2,
      tyres: 0,
      damage: 0,
      check: 'plus20',
      draw: 0,
      weather: false,
      flag: null,
      test: 37,
    });
    const e = find(1, 88)!;
    expect(e.type).toBe('event');
    expect(noAction(e)).toBe(true);
    // Bob's pair is legal (any card + a +1): +2 +1 = 3, plus 1 for the red line through BALANCE = 4
    expect(find(2, 37)!.move + e.move + 1).toBe(4);
    // his target 40 + 20 = 60: 37 passes, 88 fails; with target 10 (+20 = 30) both fail
    expect(37 <= 40 + CHECK_MODIFIER.plus20 && 88 > 40 + CHECK_MODIFIER.plus20).toBe(true);
    expect(37 > 10 + CHECK_MODIFIER.plus20).toBe(true);
  });

  it('„Runde 2": Carl\'s red +3 costing 2 tyre chips and 1 damage, nothing else', () => {
    const c = RACE_CARDS.filter((x) => x.move === 3 && x.tyres === 2 && x.damage === 1 && !x.check && !x.draw);
    expect(c.length).toBeGreaterThan(0);
    expect(c.every((x) => x.type === 'acceleration')).toBe(true);
  });

  it('„Runde 2": Alan\'s red +4 (2 tyre points) + a +1 shift drawing 2 — together 2 tyre points, 2 cards', () => {
    const four = RACE_CARDS.filter((x) => x.type === 'acceleration' && x.move === 4 && x.tyres === 2 && !x.damage && !x.check && !x.draw);
    const one = RACE_CARDS.filter((x) => x.type === 'shift' && x.move === 1 && x.draw === 2 && noAction({ ...x, draw: 0 }));
    expect(four.length).toBeGreaterThan(0);
    expect(one.length).toBeGreaterThan(0);
    expect(four[0].tyres + one[0].tyres).toBe(2);
    expect(four[0].draw + one[0].draw).toBe(2);
    expect(four[0].move + one[0].move).toBe(5);
  });

  it('„Runde 1": Carl\'s pair +4 +1 with exactly one damage and no test (HAZARD adds 1: moves 6)', () => {
    const four = RACE_CARDS.filter((x) => x.move === 4 && x.damage === 1 && !x.check);
    const one = RACE_CARDS.filter((x) => x.move === 1 && !x.damage && !x.check);
    expect(four.length).toBeGreaterThan(0);
    expect(one.length).toBeGreaterThan(0);
  });

  it('„WAHL EINER STRATEGIE" (HAZARD): a card causing damage can pair with a +1 requiring a test', () => {
    expect(RACE_CARDS.some((x) => x.damage > 0)).toBe(true);
    expect(RACE_CARDS.some((x) => x.move === 1 && x.check !== null && !x.damage)).toBe(true);
  });

  it('the blind draws 65, 78 („Runde 2"), 75, 62 („Monza, Runde 18") and a +3(40) green card with a test', () => {
    for (const t of [65, 78, 75, 62]) expect(RACE_CARDS.some((c) => c.test === t)).toBe(true);
    const c40 = find(3, 40)!;
    expect([c40.type, c40.check]).toEqual(['movement', 'normal']);
    // with Bob's qualifying target 11 the test fails (40 > 11): damage, and the target becomes 40
    expect(c40.test > find(4, 11)!.test).toBe(true);
  });
});

describe('car overview sheets', () => {
  it('12 sheets with unique ids, each side a legal 6-point build, the two sides different', () => {
    expect(CAR_SHEETS).toHaveLength(12);
    expect(new Set(CAR_SHEETS.map((s) => s.id)).size).toBe(12);
    for (const s of CAR_SHEETS) {
      expect(s.sides).toHaveLength(2);
      for (const side of s.sides) expect(buildPoints(side)).toBe(BUILD_POINTS);
      expect(s.sides[0]).not.toEqual(s.sides[1]);
      expect(s.colour).toBeUndefined();
      expect(carSheet(s.id)).toBe(s);
    }
    expect(BUILD_TABLE).toEqual({ chips: [8, 10, 12], hand: [5, 6, 7], slots: [4, 5, 6] });
    expect(buildPoints({ chips: 9, hand: 6, slots: 5 })).toBeNull();
  });

  it('example „Qualifying": Italian sheet 10 chips and 6 cards, German 10 chips and 5 cards', () => {
    expect(carSheet('italy').sides[0]).toEqual({ chips: 10, hand: 6, slots: 5 });
    expect(carSheet('germany').sides[0]).toEqual({ chips: 10, hand: 5, slots: 6 });
  });

  it('each of the 7 legal builds on 3 or 4 of the 24 sides', () => {
    const n: Record<string, number> = {};
    for (const s of CAR_SHEETS) for (const x of s.sides) n[`${x.chips}/${x.hand}/${x.slots}`] = (n[`${x.chips}/${x.hand}/${x.slots}`] ?? 0) + 1;
    expect(n).toEqual({
      '10/6/5': 4,
      '8/6/6': 3,
      '10/5/6': 3,
      '8/7/5': 3,
      '10/7/4': 3,
      '12/5/5': 4,
      '12/6/4': 4,
    });
  });

  it('8 player colours: the examples\' red, green, blue, grey and four others, none a robot\'s or the safety car\'s', () => {
    expect(PLAYER_COLOURS).toHaveLength(8);
    expect(new Set(PLAYER_COLOURS).size).toBe(8);
    expect(PLAYER_COLOURS.slice(0, 4)).toEqual(['red', 'green', 'blue', 'grey']);
    for (const c of ['black', 'yellow', 'purple', 'white']) expect(PLAYER_COLOURS).not.toContain(c);
  });
});

describe('robot tiles', () => {
  const has = (kind: RobotKind, side: 'basic' | 'advanced', move: number, test: number, fuelLap?: number): boolean =>
    robotTilesOf(kind).some((t) => t[side].move === move && t[side].test === test && (fuelLap === undefined || t.fuelLap === fuelLap));
  const rank = (a: RobotTile, b: RobotTile): number => b.advanced.move - a.advanced.move || a.advanced.test - b.advanced.test;

  it('30 tiles with unique ids, 10 per kind; robots and their facts from the text', () => {
    expect(ROBOT_TILES).toHaveLength(30);
    expect(new Set(ROBOT_TILES.map((t) => t.id)).size).toBe(30);
    for (const k of ROBOT_KINDS) expect(robotTilesOf(k)).toHaveLength(10);
    for (const t of ROBOT_TILES) expect(robotTile(t.id)).toBe(t);
    expect(() => robotTile('nope')).toThrow();
    expect(ROBOTS_IN_BOX).toEqual({ superfast: 2, fast: 3, slow: 3 });
    expect(ROBOT_COLOUR).toEqual({ superfast: 'black', fast: 'yellow', slow: 'purple' });
    expect(ROBOT_MOVE).toEqual({ superfast: 4, fast: 3, slow: 2 });
    expect(ROBOT_LAPPING_TARGET).toBe(70);
    expect(robotsFor(2, false)).toEqual({ superfast: 0, fast: 3, slow: 3 });
    expect(robotsFor(3, false)).toEqual({ superfast: 0, fast: 3, slow: 3 });
    expect(robotsFor(4, false)).toEqual({ superfast: 0, fast: 2, slow: 2 });
    expect(robotsFor(6, true)).toEqual({ superfast: 2, fast: 2, slow: 2 });
  });

  it('the advanced value is the basic value +1 movement with the same test factor; factors 1 … 99', () => {
    for (const t of ROBOT_TILES) {
      expect(t.advanced).toEqual({ move: t.basic.move + 1, test: t.basic.test });
      expect(t.basic.test >= 1 && t.basic.test <= 99).toBe(true);
    }
  });

  it('two tiles of each kind for each fuel choice 8, 10, 12, 14, 16', () => {
    expect(FUEL_LAPS).toEqual([8, 10, 12, 14, 16]);
    for (const k of ROBOT_KINDS) for (const lap of FUEL_LAPS) expect(robotTilesOf(k).filter((t) => t.fuelLap === lap)).toHaveLength(2);
  });

  it('per kind: the 8-lap tiles are the two best qualifying values, the 16-lap tiles the two worst', () => {
    for (const k of ROBOT_KINDS) {
      const sorted = [...robotTilesOf(k)].sort(rank);
      expect(sorted.slice(0, 2).map((t) => t.fuelLap)).toEqual([8, 8]);
      expect(sorted.slice(8).map((t) => t.fuelLap)).toEqual([16, 16]);
    }
  });

  it('test factors differ between tiles except 20 (a fast and a slow tile of the examples)', () => {
    const n: Record<number, number> = {};
    for (const t of ROBOT_TILES) n[t.basic.test] = (n[t.basic.test] ?? 0) + 1;
    expect(Object.entries(n).filter(([, c]) => c > 1)).toEqual([['20', 2]]);
  });

  it('every tile the examples quote', () => {
    // basic „Qualifying"
    expect(has('fast', 'basic', 4, 40)).toBe(true);
    expect(has('fast', 'basic', 3, 60)).toBe(true);
    expect(has('slow', 'basic', 3, 20)).toBe(true);
    expect(has('slow', 'basic', 1, 55)).toBe(true);
    // advanced „BEISPIEL"
    expect(has('superfast', 'advanced', 5, 30, 10)).toBe(true);
    expect(has('superfast', 'advanced', 4, 10, 10)).toBe(true);
    expect(has('fast', 'advanced', 4, 20, 10)).toBe(true);
    expect(has('fast', 'advanced', 3, 45, 16)).toBe(true);
    expect(has('slow', 'advanced', 3, 35, 10)).toBe(true);
    expect(has('slow', 'advanced', 2, 55, 16)).toBe(true);
  });
});

describe('the qualifying examples with this data', () => {
  type Entry = { who: string; move: number; test: number };
  const grid = (es: Entry[]): string[] => [...es].sort((a, b) => b.move - a.move || a.test - b.test).map((e) => e.who);
  const c = (who: string, move: number, test: number, mod = 0): Entry => {
    expect(find(move, test)).toBeDefined();
    return { who, move: move + mod, test };
  };
  const r = (who: string, kind: RobotKind, side: 'basic' | 'advanced', move: number, test: number): Entry => {
    expect(robotTilesOf(kind).some((t) => t[side].move === move && t[side].test === test)).toBe(true);
    return { who, move, test };
  };

  it('basic „Qualifying": the grid of the text', () => {
    expect(
      grid([
        c('Alan', 2, 76),
        c('Bob', 4, 11),
        c('Carl', 3, 43),
        c('Dirk', 3, 65),
        r('FAST 1', 'fast', 'basic', 4, 40),
        r('FAST 2', 'fast', 'basic', 3, 60),
        r('SLOW 1', 'slow', 'basic', 3, 20),
        r('SLOW 2', 'slow', 'basic', 1, 55),
      ]),
    ).toEqual(['Bob', 'FAST 1', 'SLOW 1', 'Carl', 'FAST 2', 'Dirk', 'Alan', 'SLOW 2']);
  });

  it('advanced „BEISPIEL": the grid of the text, Dirk and SLOW 2 tied (decided by lot)', () => {
    const es = [
      c('Alan', 2, 76, +1),
      c('Bob', 4, 11, +1 + 2),
      c('Carl', 3, 43, 0),
      c('Dirk', 4, 55, -2),
      r('SF 1', 'superfast', 'advanced', 5, 30),
      r('SF 2', 'superfast', 'advanced', 4, 10),
      r('FAST 1', 'fast', 'advanced', 4, 20),
      r('FAST 2', 'fast', 'advanced', 3, 45),
      r('SLOW 1', 'slow', 'advanced', 3, 35),
      r('SLOW 2', 'slow', 'advanced', 2, 55),
    ];
    expect(grid(es).slice(0, 8)).toEqual(['Bob', 'SF 1', 'SF 2', 'FAST 1', 'SLOW 1', 'Carl', 'FAST 2', 'Alan']);
    const dirk = es.find((e) => e.who === 'Dirk')!;
    const slow2 = es.find((e) => e.who === 'SLOW 2')!;
    expect([dirk.move, dirk.test]).toEqual([slow2.move, slow2.test]);
  });
});

describe('strategies', () => {
  it('six strategies with catalogue keys; 36 tiles, 6 each', () => {
    expect(STRATEGY_IDS).toEqual(['saveTyres', 'hazard', 'balance', 'lucky', 'chase', 'bangingWheels']);
    expect(STRATEGIES.map((s) => s.name)).toEqual(STRATEGY_IDS.map((id) => `formula-90.strategy.${id}`));
    for (const id of STRATEGY_IDS) expect(strategy(id).id).toBe(id);
    expect(STRATEGY_TILES).toBe(36);
    expect(TILES_PER_STRATEGY).toBe(6);
  });
});
