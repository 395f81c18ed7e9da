/**
 * Formula 90's weather table (advanced game) — the handicap table of „WETTERBEDINGUNGEN" exactly
 * (F90-D04), the designed slots, and the start distribution the rules page states („Weather table").
 */
import { RACE_CARDS } from '../../../src/games/formula-90/data/cards';
import {
  MIDDLE_SLOT,
  RAIN_TEST_MODIFIER,
  START_SLOT_UPPER,
  TYRE_HANDICAP,
  TYRE_TYPES,
  WEATHER_CONDITIONS,
  WEATHER_SLOTS,
  conditionOf,
  nearestStable,
  weatherSlotOf,
  weatherStep,
} from '../../../src/games/formula-90/data/weather';

const slots = (): number[] => Array.from({ length: WEATHER_SLOTS }, (_, i) => i + 1);
/** How many of the 184 race cards put the marker on each slot at the start. */
const startCounts = (): number[] => slots().map((s) => RACE_CARDS.filter((c) => weatherSlotOf(c.test) === s).length);
const pct = (n: number): number => Math.round((n / RACE_CARDS.length) * 1000) / 10;

describe('weather: the handicap table of „WETTERBEDINGUNGEN" (F90-D04)', () => {
  it('all 12 cells', () => {
    expect(TYRE_TYPES).toEqual(['soft', 'hard', 'intermediate', 'rain']);
    expect(WEATHER_CONDITIONS).toEqual(['dry', 'uncertain', 'rain']);
    const rows = TYRE_TYPES.map((t) => WEATHER_CONDITIONS.map((c) => TYRE_HANDICAP[t][c]));
    expect(rows).toEqual([
      [0, -1, -2],
      [0, -1, -2],
      [-1, 0, -1],
      [-2, -1, 0],
    ]);
  });

  it('rain: −20 on tests', () => {
    expect(RAIN_TEST_MODIFIER).toBe(-20);
  });
});

describe('weather: the slots', () => {
  it('7 slots: 1–2 dry, 3–5 uncertain, 6–7 rain; 4 is the exact middle', () => {
    expect(WEATHER_SLOTS).toBe(7);
    expect(slots().map(conditionOf)).toEqual(['dry', 'dry', 'uncertain', 'uncertain', 'uncertain', 'rain', 'rain']);
    expect(MIDDLE_SLOT).toBe(4);
    // the middle is as far from the last dry slot as from the first rain slot
    expect(MIDDLE_SLOT - 2).toBe(6 - MIDDLE_SLOT);
    for (const s of [0, 8, 2.5]) expect(() => conditionOf(s)).toThrow();
  });

  it('the nearest stable condition: robots take hard tyres on 1–3, rain tyres on 5–7, by lot on 4', () => {
    expect(slots().map(nearestStable)).toEqual(['dry', 'dry', 'dry', null, 'rain', 'rain', 'rain']);
  });

  it('a weather symbol moves the marker one slot either way or leaves it; it stays on the table', () => {
    for (const s of slots()) {
      expect(weatherStep(s, 0)).toBe(s);
      expect(weatherStep(s, 1)).toBe(Math.min(7, s + 1));
      expect(weatherStep(s, -1)).toBe(Math.max(1, s - 1));
    }
    // one symbol changes the condition from 2, 3, 5 and 6; from the middle it takes two
    const changes = slots().filter((s) => [-1, 1].some((d) => conditionOf(weatherStep(s, d as -1 | 1)) !== conditionOf(s)));
    expect(changes).toEqual([2, 3, 5, 6]);
    expect([conditionOf(weatherStep(weatherStep(MIDDLE_SLOT, -1), -1)), conditionOf(weatherStep(weatherStep(MIDDLE_SLOT, 1), 1))]).toEqual([
      'dry',
      'rain',
    ]);
  });
});

describe('weather: the start („BESTIMME DAS WETTER")', () => {
  it('every test factor 1 … 99 maps to a slot; the ranges 1–30, 31–60, 61–75, 76–85, 86–92, 93–96, 97–99', () => {
    expect(START_SLOT_UPPER).toEqual([30, 60, 75, 85, 92, 96, 99]);
    let prev = 1;
    for (let t = 1; t <= 99; t++) {
      const s = weatherSlotOf(t);
      expect(s === prev || s === prev + 1).toBe(true);
      expect(t <= START_SLOT_UPPER[s - 1] && (s === 1 || t > START_SLOT_UPPER[s - 2])).toBe(true);
      prev = s;
    }
    expect([weatherSlotOf(1), weatherSlotOf(99)]).toEqual([1, 7]);
    for (const t of [0, 100, 50.5]) expect(() => weatherSlotOf(t)).toThrow();
  });

  it('with the race deck: slots 56/56/28/18/13/8/5 cards — dry 60.9 %, uncertain 32.1 % (middle 9.8 %), rain 7.1 %', () => {
    const n = startCounts();
    expect(n).toEqual([56, 56, 28, 18, 13, 8, 5]);
    expect(n.reduce((a, b) => a + b, 0)).toBe(184);
    const by = (c: string): number => slots().filter((s) => conditionOf(s) === c).reduce((a, s) => a + n[s - 1], 0);
    expect([by('dry'), by('uncertain'), by('rain')]).toEqual([112, 59, 13]);
    expect([pct(by('dry')), pct(by('uncertain')), pct(n[MIDDLE_SLOT - 1]), pct(by('rain'))]).toEqual([60.9, 32.1, 9.8, 7.1]);
  });

  it('the robots\' tyres at the start: hard 76.1 %, rain 14.1 %, by lot 9.8 %', () => {
    const n = startCounts();
    const robots = (x: 'dry' | 'rain' | null): number => slots().filter((s) => nearestStable(s) === x).reduce((a, s) => a + n[s - 1], 0);
    expect([robots('dry'), robots('rain'), robots(null)]).toEqual([140, 26, 18]);
    expect([pct(140), pct(26), pct(18)]).toEqual([76.1, 14.1, 9.8]);
  });

  it('one weather symbol can change the starting condition in 57.1 % of races (marker on 2, 3, 5 or 6)', () => {
    const n = startCounts();
    const edge = [2, 3, 5, 6].reduce((a, s) => a + n[s - 1], 0);
    expect([edge, pct(edge)]).toEqual([105, 57.1]);
  });

  it('16 weather symbols on the race cards (one in 11.5 cards)', () => {
    expect(RACE_CARDS.filter((c) => c.weather).length).toBe(16);
  });
});
