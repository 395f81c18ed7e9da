/**
 * Designed data of Race: the four Knonster, the card kinds, the deck composition,
 * hand sizes and points. Everything the rule text leaves open is decided here and
 * listed with its reason in docs/games/race.md ("Decisions and designed data").
 */

/** The four Knonster in their fixed order (rule text "Race": Rithle, Aristas, Celya, Elaari). */
export const KNONSTER = ['rithle', 'aristas', 'celya', 'elaari'] as const;
export type Knonster = (typeof KNONSTER)[number];

/**
 * How a Knonster is drawn. Its name, initial, character word of the rule text ("das ängstliche
 * Rithle" ...) and the name of its superpower (the rule text gives none; designed, see the docs)
 * are words of the catalogues (words.ts).
 */
export interface KnonsterInfo {
  colour: string;
  /** Text colour readable on `colour`. */
  ink: string;
}

export const KNONSTER_INFO: Record<Knonster, KnonsterInfo> = {
  rithle: { colour: '#e8b400', ink: '#1b1b1b' },
  aristas: { colour: '#d0312d', ink: '#ffffff' },
  celya: { colour: '#2b6fd6', ink: '#ffffff' },
  elaari: { colour: '#2e9e48', ink: '#ffffff' },
};

/** Rule "Platzierung": the three placement cards. */
export const PLACEMENT_CARDS = ['place2:+9', 'place3:12', 'place4:+14'] as const;
export type PlacementCard = (typeof PLACEMENT_CARDS)[number];

/** The four cards every Knonster has (Anhang "Karteneffekte"). */
export const KNONSTER_CARD_TYPES = ['+5', '+7', 'catchup', 'triple'] as const;
export type KnonsterCardType = (typeof KNONSTER_CARD_TYPES)[number];
export type KnonsterCard = `${Knonster}:${KnonsterCardType}`;

export type CardKind = KnonsterCard | PlacementCard;

/** Every card kind in the fixed order used for hands and legal-move lists. */
export const CARD_KINDS: readonly CardKind[] = [
  ...KNONSTER.flatMap((k) => KNONSTER_CARD_TYPES.map((t) => `${k}:${t}` as KnonsterCard)),
  ...PLACEMENT_CARDS,
];

// Look-up tables (fast and free of string splitting).
const CARD_KNONSTER: Record<string, Knonster> = Object.fromEntries(
  KNONSTER.flatMap((k) => KNONSTER_CARD_TYPES.map((t) => [`${k}:${t}`, k])),
);
const CARD_TYPE: Record<string, KnonsterCardType> = Object.fromEntries(
  KNONSTER.flatMap((k) => KNONSTER_CARD_TYPES.map((t) => [`${k}:${t}`, t])),
);

export const CARD_ORDER: Record<string, number> = Object.fromEntries(CARD_KINDS.map((c, i) => [c, i]));

/**
 * Deck composition (data gap R-G1, proposal adopted). Rule "Wahl der Favoriten": the
 * Knonster-specific cards are identical for every Knonster. 14 per Knonster + 12 placement = 68.
 */
export const COPIES_PER_KNONSTER: Record<KnonsterCardType, number> = { '+5': 5, '+7': 4, catchup: 3, triple: 2 };
export const COPIES_PER_PLACEMENT: Record<PlacementCard, number> = { 'place2:+9': 4, 'place3:12': 4, 'place4:+14': 4 };

export const DECK: readonly CardKind[] = CARD_KINDS.flatMap((kind) => {
  const n = isPlacementCard(kind) ? COPIES_PER_PLACEMENT[kind] : COPIES_PER_KNONSTER[cardType(kind as KnonsterCard)];
  return Array.from({ length: n }, () => kind);
});
export const DECK_SIZE = DECK.length; // 68

/** Rule "Kartenverteilung": hand size by number of players. */
export const HAND_SIZE: Record<number, number> = { 2: 16, 3: 14, 4: 12 };

/** Rule "Spielverlauf": a player with fewer than this many cards draws one at the end of the turn. */
export const DRAW_BELOW = 5;

/** Track: start field 0, fields 1..60; the finish line follows field 60. */
export const LAST_FIELD = 60;
/** Data gap R-G4: a finished Knonster counts as standing on this virtual field. */
export const FINISHED = 61;

/** Rule "Wertung": points per podium place, split among the backers; 4th place scores nothing. */
export const PLACE_POINTS = [48, 24, 12] as const;
/** Variant "Siegwette": bonus for a right bet. */
export const BET_BONUS = 15;

export function isPlacementCard(kind: string): kind is PlacementCard {
  return kind === 'place2:+9' || kind === 'place3:12' || kind === 'place4:+14';
}

export function isKnonster(x: unknown): x is Knonster {
  return typeof x === 'string' && (KNONSTER as readonly string[]).includes(x);
}

/** The Knonster of a Knonster card, null for a placement card. */
export function cardKnonster(kind: CardKind): Knonster | null {
  return CARD_KNONSTER[kind] ?? null;
}

export function cardType(kind: KnonsterCard): KnonsterCardType {
  return CARD_TYPE[kind];
}


/** The placement a placement card concerns (2, 3 or 4). */
export function cardPlacement(kind: PlacementCard): number {
  return Number(kind.charAt(5));
}

export function sortCards(cards: CardKind[]): CardKind[] {
  return cards.sort((a, b) => CARD_ORDER[a] - CARD_ORDER[b]);
}

export function sortKnonster<T extends Knonster>(ks: T[]): T[] {
  return ks.sort((a, b) => KNONSTER.indexOf(a) - KNONSTER.indexOf(b));
}
