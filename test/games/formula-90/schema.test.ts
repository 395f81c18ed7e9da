/** The options and move schemas: defaults, every legal move well-formed, malformed moves refused. */
import { legalMoves, toAct } from '../../../src/games/formula-90/rules/legal';
import type { F90Options } from '../../../src/games/formula-90/rules/state';
import { moveSchema, optionsSchema } from '../../../src/games/formula-90/schema';
import { OPTIONS, playRace } from './random-race';

describe('Formula 90 options', () => {
  it('parse({}) gives the defaults: Monza, the full basic race, no variants', () => {
    expect(optionsSchema.parse({})).toEqual({ track: 'monza', short: false, junior: false, reentry: false, advanced: false, trackCards: false, abilities: false, carBuild: false, fuel: false, tyres: false, superfast: false, flags: false, offTrack: false });
  });

  it('takes the Hungaroring and the optional rules', () => {
    const o = { track: 'hungaroring', short: true, junior: true, reentry: true, advanced: false, trackCards: false, abilities: false, carBuild: false, fuel: false, tyres: false, superfast: false, flags: false, offTrack: false };
    expect(optionsSchema.parse(o)).toEqual(o);
  });

  it('takes the advanced modules, each on its own', () => {
    for (const key of ['abilities', 'carBuild', 'fuel', 'superfast']) expect(optionsSchema.parse({ [key]: true })).toMatchObject({ [key]: true, junior: false });
  });

  it.each([{ track: 'spa' }, { short: 'yes' }, { laps: 3 }, { junior: 1 }, { fuel: 'on' }, { junior: true, fuel: true }, { junior: true, superfast: true }, { junior: true, abilities: true }, { junior: true, trackCards: true }, { junior: true, tyres: true }, { junior: true, flags: true }, { rain: true }])('refuses %j', (o) => {
    expect(optionsSchema.safeParse(o).success).toBe(false);
  });
});

describe('Formula 90 moves', () => {
  const variants: [number, F90Options][] = [
    [2, OPTIONS],
    [4, { ...OPTIONS, track: 'hungaroring' }],
    [6, { ...OPTIONS, short: true, reentry: true }],
    [3, { ...OPTIONS, junior: true }],
    [5, { ...OPTIONS, abilities: true, carBuild: true, fuel: true, superfast: true }],
    [4, { ...OPTIONS, advanced: true }],
  ];

  it.each(variants)('every legal move of a %i-seat race parses to itself', (seats, options) => {
    const types = new Set<string>();
    let n = 0;
    playRace(seats * 13, seats, options, (s) => {
      for (const seat of toAct(s)) {
        for (const m of legalMoves(s, seat)) {
          const r = moveSchema.safeParse(m);
          if (!r.success) throw new Error(`${JSON.stringify(m)}: ${r.error.message}`);
          if (JSON.stringify(r.data) !== JSON.stringify(m)) throw new Error(`${JSON.stringify(m)} parsed as ${JSON.stringify(r.data)}`);
          types.add(m.type);
          n++;
        }
      }
    });
    expect(n).toBeGreaterThan(1000);
    for (const t of ['sheet', 'mulligan', 'qualify', 'pit', 'draw', 'play', 'skip']) expect(types).toContain(t);
  });

  it('accepts a well-formed move of each kind', () => {
    const good = [
      { type: 'sheet', sheet: 'italy', side: 1 },
      { type: 'mulligan', redraw: true },
      { type: 'qualify', card: 184 },
      { type: 'strategy', strategy: 'bangingWheels' },
      { type: 'declare', cards: [] },
      { type: 'declare', cards: [3, 17] },
      { type: 'pit' },
      { type: 'draw', from: 'deck' },
      { type: 'draw', from: 'discard' },
      { type: 'draw', from: 12 },
      { type: 'keep', card: 1 },
      { type: 'pitDiscard', cards: [] },
      { type: 'play', cards: [5], pay: [], tests: [], top: null },
      { type: 'play', cards: [5, 9], pay: [1, 2], tests: [{ card: 9, with: 'blind' }], top: 5 },
      { type: 'skip', strategy: null },
      { type: 'skip', strategy: 'lucky' },
      { type: 'test', card: 7, with: 8 },
      { type: 'top', card: 7 },
      { type: 'lapTest', with: 'blind' },
      { type: 'overtake', yes: false },
      { type: 'brake', yes: true },
      { type: 'lane', line: 's3-red' },
      // the advanced game's moves
      { type: 'ability', ability: 'reflexes' },
      { type: 'build', chips: 2, hand: 2, slots: 2 },
      { type: 'qualify', card: 12, fuel: 10 },
      { type: 'tyres', tyre: 'intermediate' },
      { type: 'pit', extra: 2, tyre: 'soft' },
      { type: 'play', cards: [5, 214], pay: [], tests: [], top: null, soft: true, weather: [-1] },
      { type: 'brake', yes: true, card: 214 },
      { type: 'flag', section: 13, at: 1 },
      { type: 'flag', section: null },
      { type: 'orange', force: false },
      { type: 'offTest', with: 'blind' },
      { type: 'scDiscard', card: 301 },
    ];
    for (const m of good) expect(moveSchema.safeParse(m)).toMatchObject({ success: true });
  });

  it.each([
    { type: 'fly' },
    { sheet: 'italy', side: 0 },
    { type: 'sheet', sheet: 'narnia', side: 0 },
    { type: 'sheet', sheet: 'italy', side: 2 },
    { type: 'sheet', sheet: 'italy' },
    { type: 'mulligan', redraw: 'yes' },
    { type: 'qualify', card: 0 },
    { type: 'qualify', card: 185 },
    { type: 'qualify', card: 2.5 },
    { type: 'qualify', card: '12' },
    { type: 'strategy', strategy: 'cheat' },
    { type: 'declare', cards: [1, 2, 3] },
    { type: 'declare', cards: [4, 4] },
    { type: 'pit', now: true },
    { type: 'draw', from: 'hand' },
    { type: 'draw', from: 200 },
    { type: 'keep' },
    { type: 'pitDiscard', cards: [1, 1] },
    { type: 'play', cards: [], pay: [], tests: [], top: null },
    { type: 'play', cards: [1, 2, 3], pay: [], tests: [], top: null },
    { type: 'play', cards: [1], pay: [2, 3, 4, 5, 6, 7], tests: [], top: null },
    { type: 'play', cards: [1], pay: [], tests: [{ card: 1, with: 'peek' }], top: null },
    { type: 'play', cards: [1], pay: [], tests: [{ card: 1, with: 2, extra: 1 }], top: null },
    { type: 'play', cards: [1], pay: [], tests: [] },
    { type: 'skip' },
    { type: 'test', card: 7, with: null },
    { type: 'top', card: -1 },
    { type: 'lapTest', with: 'deck' },
    { type: 'overtake', yes: 1 },
    { type: 'brake' },
    { type: 'lane', line: '' },
    { type: 'lane', line: 'x'.repeat(100) },
    { type: 'lane', line: 3 },
    { type: 'tyres', tyre: 'slicks' },
    { type: 'pit', tyre: 'soft', extra: -1 },
    { type: 'play', cards: [1], pay: [], tests: [], top: null, weather: [2] },
    { type: 'play', cards: [1], pay: [], tests: [], top: null, soft: 'yes' },
    { type: 'brake', yes: true, card: 235 },
    { type: 'flag', section: -1 },
    { type: 'flag', section: 3, at: 'front' },
    { type: 'orange' },
    { type: 'offTest', with: 'deck' },
    { type: 'scDiscard', card: 190 },
    { type: 'build', chips: 4, hand: 1, slots: 1 },
  ])('refuses %j', (m) => {
    expect(moveSchema.safeParse(m).success).toBe(false);
  });
});
