/**
 * The Grand Prix track (rule text "Grand Prix", "Wertung des Grand-Prix-Rennens"; the length is
 * designed data): a ring of fields, field 1 right behind the finish line.
 */
/** Rules version 1: 16 fields. */
export const TRACK_FIELDS = 16;
/**
 * Rules version 2 (Kraftwagen, „Wertung des Grand-Prix-Rennens": the lap table counts 1 to 5 laps
 * and more per race): 8 fields. A racing player drives about 3 to 4 Grand Prix moves a round with
 * an engine of about 3, 5 and 7 in rounds 1, 2, 3; the other cars he passes are skipped (two
 * neutral cars with two players), so a lap costs him about 6 counted steps: 9 → 1 lap, 20 → 3,
 * 28 to 33 → 4 to 5 (the arithmetic is on the rules page).
 */
export const TRACK_FIELDS_V2 = 8;
/**
 * Rules version 3: 6 fields, the shortest track the text allows (in the two-player rules, „Bei
 * zwei Spielern gelten …", the neutral cars stand on fields 3 and 6). Measured, the version-2
 * assumption did not hold: a player gets about 3½ turns a round, and his engine research ends the
 * game at about 1.5, not 7; a player who takes a Grand Prix tile at every chance completed 1.0
 * laps a game on 8 fields, 1.8 on 6. On 6 fields a lap is 4 counted steps with two players (6
 * with more), the first one after 5 steps from the pit lane: a 3-engine drives a lap in two Grand
 * Prix moves, a 7-engine in three the table's last row of 5 laps (the arithmetic is on the rules
 * page).
 */
export const TRACK_FIELDS_V3 = 6;

/** The number of fields of the track under a rules version. */
export function trackFields(rules: number): number {
  if (rules >= 3) return TRACK_FIELDS_V3;
  return rules >= 2 ? TRACK_FIELDS_V2 : TRACK_FIELDS;
}
/** Two players: the cars of the two unused colours stand on these fields (rule text "8.0"). */
export const NEUTRAL_FIELDS: readonly number[] = [3, 6];
/** Points for the first three places. */
export const PLACE_POINTS: readonly number[] = [7, 4, 2];

/** Points for laps driven: 1 → 1, 2 → 3, 3 → 5, 4 → 6, 5 → 7, every further lap +1. */
export function lapPoints(laps: number): number {
  const table = [0, 1, 3, 5, 6, 7];
  return laps < table.length ? table[laps] : 7 + (laps - 5);
}
