/** The designed data: track halves, dice, chariot boards — checked against what the rule text fixes. */
import { ALTERNATIVE_BOARDS, ALTERNATIVE_BOARDS_V3, COLOURS, STANDARD_BOARD, alternativeBoards, boardOf, speedCapFor } from '../../../src/games/chariot-race/data/boards';
import { DIE, DICE_IN_BOX, FACES, FORBIDDEN_TURN_FACE } from '../../../src/games/chariot-race/data/dice';
import { TRACK_CHOICES } from '../../../src/games/chariot-race/data/track-halves';
import { fieldsWithin, trackFor } from '../../../src/games/chariot-race/rules/track';

describe('the track', () => {
  it.each(TRACK_CHOICES)('track %s: 3 lanes of 36 / 42 / 48 fields, one front line order, a closed loop', (choice) => {
    const t = trackFor(choice);
    expect([0, 1, 2].map((l) => t.fields.filter((f) => f.lane === l).length)).toEqual([36, 42, 48]);
    for (const half of [1, 2]) {
      expect([0, 1, 2].map((l) => t.fields.filter((f) => f.lane === l && f.half === half).length)).toEqual([18, 21, 24]);
    }
    t.fields.forEach((f, i) => {
      expect(f.index).toBe(i);
      const next = t.fields[f.next];
      expect(next.lane).toBe(f.lane);
      expect(t.fields[f.next].prev).toBe(i);
      // Moving on always moves the front line forward (across the finish line: into the next lap).
      expect((next.front - f.front + t.lap) % t.lap).toBeGreaterThan(0);
      if (i > 0) expect(f.front >= t.fields[i - 1].front).toBe(true);
    });
    // Going round a lane comes back to the start.
    for (const lane of [0, 1, 2]) {
      const first = t.fields.find((f) => f.lane === lane)!;
      let f = first.index;
      let n = 0;
      do {
        f = t.fields[f].next;
        n++;
      } while (f !== first.index);
      expect(n).toBe([36, 42, 48][lane]);
    }
  });

  it('two curves with three numbered fields each: inner 3, middle 5, outer 7 at the apex', () => {
    const t = trackFor('AA');
    const limits = t.fields.filter((f) => f.limit !== null);
    expect(limits.map((f) => [f.half, f.name, f.limit])).toEqual([
      [1, 'I9', 3],
      [1, 'O12', 7],
      [1, 'M11', 5],
      [2, 'I27', 3],
      [2, 'O36', 7],
      [2, 'M32', 5],
    ]);
    expect(limits.every((f) => f.segment === 'curve')).toBe(true);
  });

  it('start positions 1–6: the two rows right behind the finish line, position 1 inner front', () => {
    const t = trackFor('BB');
    expect(t.starts.map((i) => t.fields[i].name)).toEqual(['I36', 'M42', 'O48', 'I35', 'M41', 'O47']);
    expect(t.fields[t.starts[0]].front).toBe(t.lap);
    expect(t.starts.every((i) => !t.fields[i].rock)).toBe(true);
  });

  it('rock piles on side B: one per lane and half, more than 2 steps apart, never on a curve limit or start field', () => {
    const t = trackFor('BB');
    const rocks = t.fields.filter((f) => f.rock);
    expect(rocks).toHaveLength(6);
    for (const r of rocks) {
      const near = fieldsWithin(t, r.index, 2);
      expect(rocks.filter((o) => near.has(o.index))).toEqual([]);
      expect(r.limit).toBeNull();
    }
  });

  it('spear range, counted like movement: diagonals 1, the field beside 2, two rows 2; not the own field', () => {
    const t = trackFor('AA');
    const at = (n: string) => t.fields.find((f) => f.name === n)!.index;
    // M20 is row 6 of the back straight of half 1: I17 and O23 are beside it.
    const near = fieldsWithin(t, at('M20'), 2);
    const one = fieldsWithin(t, at('M20'), 1);
    expect([...one].map((i) => t.fields[i].name).sort()).toEqual(['I16', 'I18', 'M19', 'M21', 'O22', 'O24']);
    for (const n of ['M18', 'M22', 'I17', 'I19', 'O23', 'O25']) expect(near.has(at(n))).toBe(true);
    for (const n of ['M20', 'M17', 'M23', 'I14', 'I20', 'O20', 'O26']) expect(near.has(at(n))).toBe(false);
  });
});

describe('dice', () => {
  it('six faces: drive, sprint, steer twice, attack, Fortuna; five dice; no turning to Fortuna', () => {
    expect(DIE).toEqual(['drive', 'sprint', 'steer', 'steer', 'attack', 'fortune']);
    expect(new Set(DIE)).toEqual(new Set(FACES));
    expect(DICE_IN_BOX).toBe(5);
    expect(FORBIDDEN_TURN_FACE).toBe('fortune');
  });
});

describe('chariot boards', () => {
  it('standard: damage 12, speed 4 of 12, fortune 3 of 6; speed 6 → 4 dice; cap = damage', () => {
    expect(STANDARD_BOARD).toMatchObject({ damage: { max: 12, start: 12 }, speed: { max: 12, start: 4 }, fortune: { max: 6, start: 3 } });
    expect(STANDARD_BOARD.dice[6]).toBe(4);
    expect(STANDARD_BOARD.dice).toEqual([5, 5, 5, 5, 5, 5, 4, 4, 4, 3, 3, 2, 2]);
    for (let d = 0; d <= 12; d++) expect(speedCapFor(STANDARD_BOARD, d)).toBe(d);
  });

});

describe.each([
  ['rules versions 1–2', ALTERNATIVE_BOARDS],
  ['rules version 3', ALTERNATIVE_BOARDS_V3],
] as const)('alternative boards, %s', (_name, boards) => {
  it.each(COLOURS)('alternative %s: consistent tables, within the box, not a copy of the standard', (colour) => {
    const b = boards[colour];
    expect(b.id).toBe(colour);
    expect(b.dice).toHaveLength(b.speed.max + 1);
    expect(b.dice.every((n) => n >= 1 && n <= DICE_IN_BOX)).toBe(true);
    for (let s = 1; s < b.dice.length; s++) expect(b.dice[s]).toBeLessThanOrEqual(b.dice[s - 1]); // faster: fewer dice
    expect(b.speedCap).toHaveLength(b.damage.max + 1);
    const flat = b.speedCap.flat();
    for (let i = 1; i < flat.length; i++) expect(flat[i]).toBeGreaterThanOrEqual(flat[i - 1]);
    expect(Math.max(...flat)).toBeLessThanOrEqual(b.speed.max);
    expect(b.damage.start).toBeLessThanOrEqual(b.damage.max);
    expect(b.speed.start).toBeLessThanOrEqual(speedCapFor(b, b.damage.start));
    expect(b.fortune.start).toBeLessThanOrEqual(b.fortune.max);
    const profile = (x: typeof b) => JSON.stringify([x.damage, x.speed, x.fortune, x.dice, x.speedCap]);
    expect(profile(b)).not.toBe(profile(STANDARD_BOARD));
  });

  it('six distinct profiles; only yellow, green and purple have damage values with two speed values', () => {
    const profiles = COLOURS.map((c) => JSON.stringify([boards[c].damage, boards[c].speed, boards[c].fortune, boards[c].dice]));
    expect(new Set(profiles).size).toBe(6);
    const withPairs = COLOURS.filter((c) => boards[c].speedCap.some((v) => v.length === 2));
    expect(withPairs.sort()).toEqual(['green', 'purple', 'yellow']);
  });

  it('CHAR-E05 data: on the green board damage 8 lines up with speed 9 and 10; the higher counts', () => {
    expect(boards.green.speedCap[8]).toEqual([9, 10]);
    expect(speedCapFor(boards.green, 8)).toBe(10);
    expect(boards.green.speed.max).toBeGreaterThanOrEqual(11);
  });
});

describe('rules version 3: the alternative boards redesigned („Alternative Streitwagen“)', () => {
  it.each(COLOURS)('„Streitwagentafeln“: %s keeps the maxima of the text, damage 12 and fortune 6', (colour) => {
    const b = ALTERNATIVE_BOARDS_V3[colour];
    expect(b.damage.max).toBe(12);
    expect(b.fortune.max).toBe(6);
    expect(b.damage.start).toBeGreaterThanOrEqual(10);
  });

  it('versions 1 and 2 keep the old boards (their games replay unchanged); the standard board never changed', () => {
    expect(alternativeBoards(1)).toBe(ALTERNATIVE_BOARDS);
    expect(alternativeBoards(2)).toBe(ALTERNATIVE_BOARDS);
    expect(alternativeBoards(3)).toBe(ALTERNATIVE_BOARDS_V3);
    expect(boardOf('red', 2).damage.max).toBe(15);
    expect(boardOf('red', 3).damage.max).toBe(12);
    for (const r of [1, 2, 3]) expect(boardOf('standard', r)).toBe(STANDARD_BOARD);
  });
});
