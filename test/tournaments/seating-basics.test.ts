/**
 * Table sizes and snake seeding (docs/tournaments.md, "How a round is seated").
 */
import { snakeSeed, tableSizes } from '../../src/tournaments';
import { entrantsOf } from './play';

describe('tableSizes', () => {
  it.each([
    [16, 4, 2, [4, 4, 4, 4]],
    [17, 4, 2, [4, 4, 3, 3, 3]],
    [9, 6, 2, [5, 4]],
    [16, 6, 2, [6, 5, 5]],
    [36, 6, 2, [6, 6, 6, 6, 6, 6]],
    [7, 2, 2, [2, 2, 2]], // one bye
    [6, 2, 2, [2, 2, 2]],
    [5, 4, 3, [4]], // 3 + 2 would break the minimum: one bye
    [7, 4, 3, [4, 3]],
    [3, 6, 2, [3]],
    [2, 2, 2, [2]],
    [1, 2, 2, []],
    [2, 4, 3, []],
    [0, 4, 2, []],
  ])('%i players at tables of %i (minimum %i): %j', (n, size, min, expected) => {
    expect(tableSizes(n, size, min)).toEqual(expected);
  });

  it('keeps every size within [minSeats, size], differing by at most one, seating all it can', () => {
    const wrong: string[] = [];
    for (let size = 2; size <= 6; size++) {
      for (let min = 1; min <= size; min++) {
        for (let n = 0; n <= 60; n++) {
          const sizes = tableSizes(n, size, min);
          const seated = sizes.reduce((s, x) => s + x, 0);
          const ok =
            seated <= n &&
            sizes.every((x) => x >= min && x <= size) &&
            (sizes.length === 0 || Math.max(...sizes) - Math.min(...sizes) <= 1) &&
            // Fewest tables: no table could be dropped.
            (sizes.length === 0 || (sizes.length - 1) * size < seated) &&
            // Byes only when needed: fewer than the minimum are left out …
            n - seated < Math.max(min, 1) &&
            // … and with a minimum of 2 at tables of 3 or more, nobody.
            (!(min <= 2 && size >= 3 && n >= min) || seated === n);
          if (!ok) wrong.push(`${n}@${size}/${min}: ${sizes}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a table size below the minimum', () => {
    expect(() => tableSizes(5, 2, 3)).toThrow(RangeError);
    expect(() => tableSizes(5, 4, 0)).toThrow(RangeError);
  });
});

describe('snakeSeed', () => {
  it('deals 1..T, T..1 by rating, then id', () => {
    const entrants = entrantsOf(8); // ids 101..108, ratings falling
    expect(snakeSeed(entrants, 4, 2).map((t) => t.players)).toEqual([
      [101, 104, 105, 108],
      [102, 103, 106, 107],
    ]);
    const shuffled = [entrants[5], entrants[0], entrants[7], entrants[2], entrants[1], entrants[6], entrants[3], entrants[4]];
    expect(snakeSeed(shuffled, 4, 2)).toEqual(snakeSeed(entrants, 4, 2));
  });

  it('orders equal ratings by id, and skips full tables on the way back', () => {
    const entrants = [105, 101, 103, 102, 104].map((id) => ({ id, rating: 1000 }));
    expect(snakeSeed(entrants, 3, 2).map((t) => t.players)).toEqual([
      [101, 104, 105],
      [102, 103],
    ]);
  });

  it('leaves the weakest out when not all can be seated', () => {
    expect(snakeSeed(entrantsOf(7), 2, 2).map((t) => t.players)).toEqual([
      [101, 106],
      [102, 105],
      [103, 104],
    ]);
  });
});
