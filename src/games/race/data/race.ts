/**
 * Designed data of Race: the four Knonster, the card kinds, the deck composition,
 * hand sizes and points. Everything the rule text leaves open is decided here and
 * listed with its reason in docs/games/race/design.md ("Decisions and designed data").
 */

/** The four Knonster in their fixed order (rule text "Race": Rithle, Aristas, Celya, Elaari). */
export const KNONSTER = ['rithle', 'aristas', 'celya', 'elaari'] as const;
export type Knonster = (typeof KNONSTER)[number];

/**
 * How a Knonster is drawn. Its name, initial, character word of the rule text ("das ängstliche
 * Rithle" ...) and the name of its superpower (the rule text gives none; designed, see the docs)
 * are words of the catalogues (view/words.ts).
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
  // dark ink: white on this green is below the 4.5:1 contrast of WCAG AA (issue 36)
  elaari: { colour: '#2e9e48', ink: '#111111' },
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

/** How many copies of each card a deck holds: the same for every Knonster (rule "Wahl der Favoriten"). */
interface DeckDesign {
  perKnonster: Record<KnonsterCardType, number>;
  perPlacement: Record<PlacementCard, number>;
}

/**
 * Deck composition (data gap R-G1; docs/games/race/design.md, "Decisions and designed data"). The rule
 * text gives no counts, only „die Kartenverteilung der Knonster-spezifischen Karten ist absolut
 * identisch" („Wahl der Favoriten"): every design gives each Knonster the same cards.
 *
 * Rules versions 1 and 2: 14 per Knonster (5×+5, 4×+7, 3× catch-up, 2× triple) + 4 of each
 * placement card = 68 cards.
 */
const DECK_DESIGN_68: DeckDesign = {
  perKnonster: { '+5': 5, '+7': 4, catchup: 3, triple: 2 },
  perPlacement: { 'place2:+9': 4, 'place3:12': 4, 'place4:+14': 4 },
};

/**
 * Rules version 3 (issue 14): yucata's own rules page lists 76 cards among the components
 * (board, 76 cards, 4 Knonster figures, podium). The star cards („vier unterschiedliche Karten mit
 * dem Stern-Symbol", „Kartenverteilung") are cards and appear nowhere else in that list, so the
 * 76 include them: 4 players × 4 star cards = 16, leaving 60 race cards. 60 = 4 × 12 + 12 is the
 * only split that keeps the four copies of each placement card (an equal number of the three
 * placement cards needs a multiple of 12): per Knonster 4×+5, 4×+7, 2× catch-up, 2× triple.
 */
const DECK_DESIGN_60: DeckDesign = {
  perKnonster: { '+5': 4, '+7': 4, catchup: 2, triple: 2 },
  perPlacement: { 'place2:+9': 4, 'place3:12': 4, 'place4:+14': 4 },
};

/** The star cards in the box: four per player, for up to four players (rule "Kartenverteilung"). */
export const STAR_CARDS = 4 * 4;

function buildDeck(design: DeckDesign): readonly CardKind[] {
  return CARD_KINDS.flatMap((kind) => {
    const n = isPlacementCard(kind) ? design.perPlacement[kind] : design.perKnonster[cardType(kind as KnonsterCard)];
    return Array.from({ length: n }, () => kind);
  });
}

const DECK_68 = buildDeck(DECK_DESIGN_68);
const DECK_60 = buildDeck(DECK_DESIGN_60);

/** The unshuffled deck (card order) of a game of this rules version (1–2: 68 cards, from 3: 60 + 16 star cards = 76). */
export function deckFor(rulesVersion: number): readonly CardKind[] {
  return rulesVersion >= 3 ? DECK_60 : DECK_68;
}

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
