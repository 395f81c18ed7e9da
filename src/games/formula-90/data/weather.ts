/**
 * The weather table of the advanced game (Formula 90, „INHALT – Zwei Bahnen": „die Wettertabelle …
 * auf dem Spielplan"; „BESTIMME DAS WETTER", „WETTER UND REIFEN", „WETTERBEDINGUNGEN"). The text
 * gives the handicap table and the rules but not the printed table: its slots are designed by us,
 * with the reasons on the design page (docs/games/formula-90/design.md, „Weather table"). In short:
 *
 * - 7 slots in a row from dry to rain: 1–2 dry, 3–5 uncertain („UNSICHER"), 6–7 rain. Slot 4 is
 *   „genau in die Mitte zwischen trockenem und Regenwetter" (the robots choose their tyres by lot);
 *   slot 3 is nearer dry, slot 5 nearer rain. The same table on both boards.
 * - The start: the test factor of the race card drawn („Bestimme die Wetterbedingungen … durch
 *   Ziehen einer Rennkarte") puts the marker on a slot; the ranges narrow towards rain (30, 30, 15,
 *   10, 7, 4, 3 factors), so with the race deck the start is dry 61 %, uncertain 32 % (the exact
 *   middle 10 %), rain 7 %.
 * - A weather symbol moves the marker one slot either way or leaves it: from the dry slot 2 one
 *   symbol makes it uncertain, from the middle two symbols make it dry or rain.
 */

/** The three weather conditions („TROCKNEN", „UNSICHER", „REGNEN"). */
export type WeatherCondition = 'dry' | 'uncertain' | 'rain';
/** The four tyre types („weich, hart, intermedium und für Regen", „WÄHLE DIE REIFEN"). */
export type TyreType = 'soft' | 'hard' | 'intermediate' | 'rain';

export const TYRE_TYPES: readonly TyreType[] = ['soft', 'hard', 'intermediate', 'rain'];
export const WEATHER_CONDITIONS: readonly WeatherCondition[] = ['dry', 'uncertain', 'rain'];

/** The slots of the table, numbered 1 (driest) … 7 (wettest). */
export const WEATHER_SLOTS = 7;
/** „genau in die Mitte zwischen trockenem und Regenwetter": robots choose their tyres by lot. */
export const MIDDLE_SLOT = 4;

/**
 * The highest test factor that puts the marker on each slot at the start (slot 1 first): 1–30 →
 * slot 1, 31–60 → 2, 61–75 → 3, 76–85 → 4, 86–92 → 5, 93–96 → 6, 97–99 → 7.
 */
export const START_SLOT_UPPER: readonly number[] = [30, 60, 75, 85, 92, 96, 99];

/** The condition of each slot (slot 1 first). */
const SLOT_CONDITION: readonly WeatherCondition[] = ['dry', 'dry', 'uncertain', 'uncertain', 'uncertain', 'rain', 'rain'];

/** The slot where the marker starts for the test factor (1 … 99) of the race card drawn („BESTIMME DAS WETTER"). */
export function weatherSlotOf(testFactor: number): number {
  if (!Number.isInteger(testFactor) || testFactor < 1 || testFactor > 99) throw new Error(`no test factor ${testFactor}`);
  return START_SLOT_UPPER.findIndex((upper) => testFactor <= upper) + 1;
}

/** The weather condition of a slot. */
export function conditionOf(slot: number): WeatherCondition {
  const c = SLOT_CONDITION[slot - 1];
  if (!Number.isInteger(slot) || !c) throw new Error(`no weather slot ${slot}`);
  return c;
}

/**
 * The stable condition nearest to a slot („wählen sie die Reifensorte, die auf der Wettertabelle zu
 * der am nächstliegenden stabilen Wetterbedingung passt"): the slot's own on dry and rain slots,
 * null on the exact middle (the robots choose by lot).
 */
export function nearestStable(slot: number): 'dry' | 'rain' | null {
  const c = conditionOf(slot);
  if (c !== 'uncertain') return c;
  if (slot === MIDDLE_SLOT) return null;
  return slot < MIDDLE_SLOT ? 'dry' : 'rain';
}

/**
 * The marker after one weather symbol („um einen Schritt in die bevorzugte Richtung bewegen oder ihn
 * lassen, wo er ist"): −1 towards dry, +1 towards rain, 0 leaves it; it stays on the table.
 */
export function weatherStep(slot: number, step: -1 | 0 | 1): number {
  conditionOf(slot);
  return Math.min(WEATHER_SLOTS, Math.max(1, slot + step));
}

/** The movement handicap of a tyre type in a condition („WETTERBEDINGUNGEN", the table; blank = 0). */
export const TYRE_HANDICAP: Readonly<Record<TyreType, Readonly<Record<WeatherCondition, number>>>> = {
  soft: { dry: 0, uncertain: -1, rain: -2 },
  hard: { dry: 0, uncertain: -1, rain: -2 },
  intermediate: { dry: -1, uncertain: 0, rain: -1 },
  rain: { dry: -2, uncertain: -1, rain: 0 },
};

/** „Weiche Reifen geben dir drei +1 Boni für die Bewegung …, aber nur einer pro Runde". */
export const SOFT_BONUSES = 3;
/** „ziehe 3 Reifenchips von der Gesamtzahl der Reifenchips ab, die du erhältst" (soft tyres). */
export const SOFT_CHIP_LOSS = 3;
/** „maximal zwei Sätze weiche Reifen" per player and race. */
export const SOFT_SETS = 2;

/** „bei Regen [erleiden] alle Fahrer … ein -20 Handikap auf ihre Tests" (not the leader's lapping test). */
export const RAIN_TEST_MODIFIER = -20;
