/**
 * Buyers and the buyer track (rule text "Die Käuferplättchen", "Käufer", "Wertung der Käufer").
 * Eight buyer tiles, two per preference; four active buyer fields (three with two players);
 * the buyer track S → 3 → 2 → 1 → 0 ("S" counts as 4; two players start on 2).
 */
export type Pref = 'body' | 'engine' | 'prestige' | 'price';

export const PREFS: readonly Pref[] = ['body', 'engine', 'prestige', 'price'];
export const BUYERS_PER_PREF = 2;

/** The white price tile laid beside each buyer stack every round (rule text "5.1 Vorbereitung"). */
export const STACK_BONUS: Record<Pref, number> = { body: 2, engine: 1, prestige: 1, price: 1 };

export const MARKER_START = 4;
export const MARKER_START_TWO = 2;
export const ACTIVE_BUYERS = 4;
export const ACTIVE_BUYERS_TWO = 3;

export function markerLabel(v: number): string {
  return v === MARKER_START ? 'S' : String(v);
}
