/**
 * The Grand Prix track (rule text "Grand Prix", "Wertung des Grand-Prix-Rennens"; the length is
 * designed data): 16 fields in a ring, field 1 right behind the finish line.
 */
export const TRACK_FIELDS = 16;
/** Two players: the cars of the two unused colours stand on these fields (rule text "8.0"). */
export const NEUTRAL_FIELDS: readonly number[] = [3, 6];
/** Points for the first three places. */
export const PLACE_POINTS: readonly number[] = [7, 4, 2];

/** Points for laps driven: 1 → 1, 2 → 3, 3 → 5, 4 → 6, 5 → 7, every further lap +1. */
export function lapPoints(laps: number): number {
  const table = [0, 1, 3, 5, 6, 7];
  return laps < table.length ? table[laps] : 7 + (laps - 5);
}
