/**
 * The driver abilities of the advanced game (Formula 90, „FAHRERFÄHIGKEIT", „18
 * Fähigkeitsplättchen"): six abilities, three tiles each. Only ids and numbers: what an ability
 * does is rule code (rules/abilities.ts). Names and texts are messages "formula-90.ability.<id>"
 * and "formula-90.abilityText.<id>" of the game's catalogue; the tiles print the English names, the
 * German text gives its own in brackets.
 */
export type AbilityId = 'versatility' | 'reflexes' | 'qualifying' | 'pitting' | 'tuning' | 'lapping';

/** In the order of the text's table. */
export const ABILITY_IDS: readonly AbilityId[] = ['versatility', 'reflexes', 'qualifying', 'pitting', 'tuning', 'lapping'];

/** „18 Fähigkeitsplättchen" for 6 abilities: at most 3 drivers share one. */
export const ABILITY_TILES = 18;
export const ABILITY_COPIES = ABILITY_TILES / ABILITY_IDS.length;

/** REFLEXES: „alle seine Tests erhalten einen +20 Bonus". */
export const REFLEXES_BONUS = 20;
/** QUALIFYING: „fügt beim Qualifying dem Wert der ausgespielten Karte +2 hinzu". */
export const QUALIFYING_BONUS = 2;
/** PITTING: „Seine Boxenstoppzeit wird … um 2 Abschnitte reduziert". */
export const PITTING_SECTIONS = 2;
/** PITTING: „zieht er nach dem Beenden eines Boxenstopps zwei Bahnkarten" (with „Bahnkarten und Extras"). */
export const PITTING_TRACK_CARDS = 2;
/** QUALIFYING: „nachdem die Startaufstellung gebildet ist, erhält er sofort 2 Bahnkarten". */
export const QUALIFYING_TRACK_CARDS = 2;
