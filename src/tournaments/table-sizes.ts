/**
 * How many players sit at each table of a round (docs/tournaments.md, "How a round is seated").
 */

function check(size: number, minSeats: number): void {
  if (!Number.isInteger(size) || !Number.isInteger(minSeats) || minSeats < 1 || size < minSeats) {
    throw new RangeError(`bad table size ${size} / minimum ${minSeats}`);
  }
}

/** The even split of exactly m players, or null when no split has every table within [minSeats, size]. */
function evenSplit(m: number, size: number, minSeats: number): number[] | null {
  // Fewest tables that hold everybody: the fullest tables, so the smallest one is as big as it can be.
  const t = Math.ceil(m / size);
  const small = Math.floor(m / t);
  if (small < minSeats) return null;
  const big = m - small * t; // this many tables get one player more
  return Array.from({ length: t }, (_, i) => (i < big ? small + 1 : small));
}

/**
 * Splits n players into tables of at most `size` and at least `minSeats`, as even as possible
 * (sizes differ by at most 1, the bigger tables first); [] when n < minSeats. When n players cannot
 * all be seated so (e.g. an odd count at tables of 2), the sizes seat as many as can be, and the
 * rest — n minus the sum — sit the round out (byes).
 */
export function tableSizes(n: number, size: number, minSeats: number): number[] {
  check(size, minSeats);
  for (let m = Math.floor(n); m >= minSeats; m--) {
    const split = evenSplit(m, size, minSeats);
    if (split) return split;
  }
  return [];
}
