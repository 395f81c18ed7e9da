/**
 * The 25 base cards (rule text "Aufbau der Karten", "Anhang — Basiskarten"): 4 gear cards, the
 * wear card and 4 action cards per action colour. The appendix lists the action effects without
 * their names and nobody prints costs or values: names, costs and $-values are designed here
 * (docs/games/automobiles/design.md, "Designed data", explains every number).
 */
import { BK, BL, BR, DG, GR, LG, PU, RE, W, YE } from './dice';
import type { ActionCard, CardId, FixedCard } from './card-types';
import { EXPANSION_CARDS, EXPANSION_SETS } from './rennsaison-cards';

/** The types of a card live in card-types.ts (rennsaison-cards.ts needs them too); these are named here as well. */
export type { ActionCard, CardId, CardKind } from './card-types';

/** Gear cards and the wear card ("Gangkarten", "Verschleißkarte"): always in play. */
export const FIXED_CARDS: Record<number, FixedCard> = {
  [W]: { colour: W, name: '3rd gear', cost: 2, value: 1, buyable: true },
  [LG]: { colour: LG, name: '4th gear', cost: 3, value: 1, buyable: true },
  [DG]: { colour: DG, name: '5th gear', cost: 5, value: 1, buyable: true },
  [BK]: { colour: BK, name: '6th gear', cost: 7, value: 1, buyable: true },
  [BR]: { colour: BR, name: 'Wear', cost: 0, value: 0, buyable: false },
};

const WS = 'werkstatt' as const;
const FV = 'fahrverhalten' as const;
const BG = 'boxengasse' as const;
const MO = 'motor' as const;
const LE = 'leistung' as const;

const BASE_CARDS: ActionCard[] = [
  // Werkstatt (yellow): the start colour and the money colour ($2 each).
  {
    id: 'mechaniker', name: 'Mechaniker', colour: YE, kind: WS, ref: 'Y1', cost: 4, value: 2,
    textDe: 'Entferne einen beliebigen weißen, hellgrauen, dunkelgrauen oder schwarzen Gang-Würfel von deiner Ablage. Hast du einen weißen Würfel entfernt, erhältst du einen hellgrauen Würfel. Hast du einen hellgrauen Würfel entfernt, erhältst du einen dunkelgrauen Würfel. Hast du einen dunkelgrauen Würfel entfernt, erhältst du einen schwarzen Würfel. Hast du einen schwarzen Würfel entfernt, erhältst du nichts.',
  },
  {
    id: 'ingenieur', name: 'Ingenieur', colour: YE, kind: WS, ref: 'Y2', cost: 4, value: 2,
    textDe: 'Wähle bis zu 3 Würfel vom Feld der aktiven Würfel. Lege diese Würfel auf deine Ablage. Hast du 1 Würfel gewählt, so entferne 1 Würfel von der Ablage. Hast du 2 Würfel gewählt, so entferne 2 Würfel von der Ablage. Hast du 3 Würfel gewählt, so entferne 3 Würfel von der Ablage.',
  },
  {
    id: 'manager', name: 'Manager', colour: YE, kind: WS, ref: 'Y3', cost: 3, value: 2,
    textDe: 'Du kannst einen Würfel vom Feld der aktiven Würfel entfernen. Egal, ob du einen Würfel entfernt hast oder nicht, kannst du danach einen Würfel vom Feld der aktiven Würfel oder einen Würfel von der Ablage zurück in deinen Beutel werfen.',
  },
  {
    id: 'tuner', name: 'Tuner', colour: YE, kind: WS, ref: 'Y4', cost: 3, value: 2,
    textDe: 'Wähle einen Würfel vom Feld der aktiven Würfel und lege ihn auf das Feld für benutzte Würfel. Der Effekt dieses Würfels wird nicht ausgeführt. Entferne danach bis zu 2 Würfel von deiner Ablage.',
  },
  // Fahrverhalten (red).
  {
    id: 'federung', name: 'Federung', colour: RE, kind: FV, ref: 'R1', cost: 4, value: 1,
    textDe: 'In der Verschleißphase erhältst du keinen Verschleiß, weil du unabhängig davon, auf welchen Feldern sich dein Rennwagen bewegt hat, so behandelt wirst, als würdest du im Windschatten fahren.',
  },
  {
    id: 'luftwiderstand', name: 'Luftwiderstand', colour: RE, kind: FV, ref: 'R2', cost: 5, value: 1,
    textDe: 'Erhalte 1 Verschleiß. Wähle dann 1 Gang-Würfel vom Feld der aktiven Würfel und lege ihn auf die Ablage. Bewege deinen roten Würfel auf dem Spielbrett bis zu 3 Felder in der nächstniedrigeren Farbe.',
  },
  {
    id: 'sturz', name: 'Sturz- & Spurwinkel', colour: RE, kind: FV, ref: 'R3', cost: 4, value: 1,
    textDe: 'Erhalte 1 Verschleiß. Wähle dann einen Gang-Würfel auf deiner Ablage. Lege deinen roten Würfel auf ein gleichfarbiges Feld auf dem Spielbrett.',
  },
  {
    id: 'lenkung', name: 'Lenkung', colour: RE, kind: FV, ref: 'R4', cost: 5, value: 1,
    textDe: 'Wähle einen Gang-Würfel, der auf dem Feld für aktive Würfel liegt. Lege dann deinen roten Würfel auf ein Feld auf dem Spielbrett mit einer niedrigeren Farbe als der gewählte Gang-Würfel.',
  },
  // Boxengasse (purple).
  {
    id: 'boxencrew', name: 'Boxencrew', colour: PU, kind: BG, ref: 'P1', cost: 5, value: 1,
    textDe: 'Ziehe 1 Würfel aus deinem Beutel. Hast du einen Verschleiß-Würfel gezogen, so ziehe erneut einen Würfel. Wiederhole das solange, bis du einen Würfel ziehst, der kein Verschleiß ist. Entferne danach alle Verschleiß-Würfel von deiner Ablage.',
  },
  {
    id: 'boxenchef', name: 'Boxenchef', colour: PU, kind: BG, ref: 'P2', cost: 6, value: 1,
    textDe: 'Wähle bis zu 6 Würfel von deiner Ablage und entferne sie.',
  },
  {
    id: 'crewchef', name: 'Crew Chef', colour: PU, kind: BG, ref: 'P3', cost: 4, value: 1,
    textDe: 'Wähle: Entferne entweder alle Verschleiß-Würfel auf deiner Ablage oder entferne 2 beliebige Würfel von deiner Ablage.',
  },
  {
    id: 'boxenteam', name: 'Boxenteam', colour: PU, kind: BG, ref: 'P4', cost: 5, value: 1,
    textDe: 'Wähle bis zu 3 Würfel von deiner Ablage und entferne sie. Addiere die Kosten (nicht den Wert) der entfernten Würfel und kaufe genau 1 Würfel, der so viel oder weniger kostet. Ein eventueller Restbetrag verfällt.',
  },
  // Motor (blue).
  {
    id: 'v8', name: 'V8-Motor', colour: BL, kind: MO, ref: 'B1', cost: 6, value: 1,
    textDe: 'Erhalte 2 Verschleiß. Zähle die dunkelgrauen Würfel, die sich momentan auf deiner Ablage befinden. Ziehe dann mit deinem blauen Würfel bis zu so viele aufeinanderfolgende dunkelgraue Felder auf dem Spielbrett.',
  },
  {
    id: 'hybridmotor', name: 'Hybridmotor', colour: BL, kind: MO, ref: 'B2', cost: 5, value: 1,
    textDe: 'Erhalte 1 Verschleiß. Zähle die blauen Würfel, die du momentan auf deinem Spielertableau hast (egal ob auf dem Feld für aktive Würfel, dem Feld für benutzte Würfel oder der Ablage). Vergleiche diese Anzahl mit der Anzahl blauer Würfel auf der Ablage jedes deiner Mitspieler. Wenn du mehr blaue Würfel hast als jeder deiner Mitspieler, dann bewege deinen blauen Würfel auf dem Spielbrett bis zu 2 aufeinanderfolgende Felder. Diese Felder müssen die gleiche Farbe haben.',
  },
  {
    id: 'wankelmotor', name: 'Wankelmotor', colour: BL, kind: MO, ref: 'B3', cost: 5, value: 1,
    textDe: 'Erhalte 1 Verschleiß. Zähle wieviele unterschiedliche Farben die Würfel auf deiner Ablage haben. Bewege dann deinen blauen Würfel bis zu so viele weiße Felder auf dem Spielbrett.',
  },
  {
    id: 'aufgeladen', name: 'Aufgeladen', colour: BL, kind: MO, ref: 'B4', cost: 4, value: 1,
    textDe: 'Erhalte 1 Verschleiß. Wähle bis zu 2 Würfel auf deiner Ablage. Lege die gewählten Würfel auf das Feld für aktive Würfel deines Spielertableaus.',
  },
  // Leistung (green).
  {
    id: 'leistungsschub', name: 'Leistungsschub', colour: GR, kind: LE, ref: 'G1', cost: 5, value: 1,
    textDe: 'Ziehe bis zu 3 Würfel aus deinem Beutel. Du kannst diese Würfel einen nach dem anderen ziehen und jederzeit aufhören, wenn du genug hast. Erhalte 1 Verschleiß für jeden gezogenen Würfel. Danach darf jeder deiner Mitspieler einen Würfel aus seinem Beutel ziehen oder darauf verzichten. Deine Mitspieler erhalten keinen Verschleiß, selbst wenn sie einen Würfel ziehen.',
  },
  {
    id: 'getriebe', name: 'Getriebe', colour: GR, kind: LE, ref: 'G2', cost: 5, value: 1,
    textDe: 'Erhalte 1 Verschleiß. Ermittle die aktuelle Position deines Rennwagens. Bewege dann deinen grünen Würfel bis zu so viele aufeinanderfolgende hellgraue Felder auf dem Spielbrett, wie deine Position angibt. Bist du Letzter, darfst du ein zusätzliches hellgraues Feld fahren.',
  },
  {
    id: 'turbo', name: 'Turbo', colour: GR, kind: LE, ref: 'G3', cost: 4, value: 1,
    textDe: 'Du musst genau 2 Würfel aus deinem Beutel ziehen. Lege einen davon auf das Feld für aktive Würfel, den anderen auf die Ablage deines Spielertableaus.',
  },
  {
    id: 'nitro', name: 'Nitro', colour: GR, kind: LE, ref: 'G4', cost: 6, value: 1,
    textDe: 'Erhalte 2 Verschleiß. Bewege deinen grünen Würfel bis zu 2 aufeinanderfolgende hellgraue Felder auf dem Spielbrett. Du darfst ihn danach für jeden grünen Würfel, den ein Spieler (einschließlich du selbst) auf der Ablage seines Spielertableaus hat, ein weiteres hellgraues Feld bewegen.',
  },
];

/** Every action card: the 20 base cards, then the 15 of the expansion (rennsaison-cards.ts). */
export const ACTION_CARDS: ActionCard[] = [...BASE_CARDS, ...EXPANSION_CARDS];

export const CARD_IDS = ACTION_CARDS.map((c) => c.id) as [CardId, ...CardId[]];

const BY_ID = new Map(ACTION_CARDS.map((c) => [c.id, c]));

export function card(id: CardId): ActionCard {
  const c = BY_ID.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

/** The cards of an action colour: of the base game, of the expansion, or all seven. */
export function cardsOfColour(colour: number, pool: CardPool = 'base'): ActionCard[] {
  return ACTION_CARDS.filter((c) => c.colour === colour && (pool === 'all' || (pool === 'expansion') === !!c.expansion));
}

export type CardPool = 'base' | 'expansion' | 'all';

/** Cost and value of every die colour in a game, from the cards in play. */
export function economy(cards: readonly CardId[]): { cost: number[]; value: number[] } {
  const cost: number[] = [];
  const value: number[] = [];
  for (let c = 0; c <= BR; c++) {
    const fixed = FIXED_CARDS[c];
    if (fixed) {
      cost.push(fixed.cost);
      value.push(fixed.value);
    } else {
      const id = cards.find((x) => card(x).colour === c);
      if (!id) throw new Error(`no card of colour ${c} in play`);
      cost.push(card(id).cost);
      value.push(card(id).value);
    }
  }
  return { cost, value };
}

/** The card in play for an action colour. */
export function cardFor(cards: readonly CardId[], colour: number): CardId {
  const id = cards.find((x) => card(x).colour === colour);
  if (!id) throw new Error(`no card of colour ${colour} in play`);
  return id;
}

/**
 * Suggested card sets (rule text "Spielvorbereitung", „Anhang — Vorgeschlagene Kartensets“), by
 * the names the text prints. A name stands for an effect through `cardNamed` (rules version 3
 * gave Turbo and Nitro each other's effect).
 */
export const SUGGESTED_SETS = {
  einsteiger: { name: 'Einsteiger', cards: ['manager', 'crewchef', 'federung', 'getriebe', 'hybridmotor'] },
  ausgereizt: { name: 'Ausgereizt', cards: ['ingenieur', 'boxenchef', 'luftwiderstand', 'nitro', 'aufgeladen'] },
  bunt: { name: 'Bunte Mischung', cards: ['ingenieur', 'boxenteam', 'federung', 'nitro', 'wankelmotor'] },
  experten: { name: 'Für Experten', cards: ['mechaniker', 'boxencrew', 'lenkung', 'turbo', 'hybridmotor'] },
  // The expansion adds its two sets (rennsaison-cards.ts).
  ...EXPANSION_SETS,
} as const satisfies Record<string, { name: string; cards: readonly CardId[] }>;

/**
 * Names and effects. A CardId is an effect text of the appendix (its `ref`, cost and value go
 * with it), called by the name the first rules version gave it. Rules version 3 (issue 14,
 * „Vorgeschlagene Kartensets“: „Für Experten … ist sehr interaktiv und bietet einige sehr
 * mächtige Möglichkeiten“) names the effects differently where the set descriptions fit
 * another assignment better: the Experten set's Turbo is the interactive, far-reaching G4 (it
 * counts the green dice on every player's discard), and Nitro of the sets „Ausgereizt“ (trim the
 * bag: draw two, keep one, discard the other for the removers) and „Bunte Mischung“ (options,
 * „aber werden sie auch schnell sein?“) is G3, the draw. Versions 1 and 2 keep their names.
 */
const RENAMED_V3: Partial<Record<CardId, CardId>> = { turbo: 'nitro', nitro: 'turbo' };

/** The effect of the card a rules version calls `name` (a swap, so also: the name of effect `name`). */
export function cardNamed(name: CardId, rules: number): CardId {
  return (rules >= 3 && RENAMED_V3[name]) || name;
}

/** The name (its catalogue key, "card.<name>.name") a rules version gives the card of effect `id`. */
export function nameOfCard(id: CardId, rules: number): CardId {
  return cardNamed(id, rules);
}

/** The effects of a suggested set under a rules version, in the order of the text. */
export function setCards(set: SetId, rules: number): CardId[] {
  return SUGGESTED_SETS[set].cards.map((name) => cardNamed(name, rules));
}

export type SetId = keyof typeof SUGGESTED_SETS;
/**
 * The lobby's card choices: one random card per colour from the base game's four („wählt dann
 * von jeder Farbe zufällig eine aus"), from all seven of base game and expansion, or from the
 * expansion's three („man kann auch ausschließlich mit den … Aktionskarten der Erweiterung
 * spielen"); or a suggested set.
 */
export const CARD_SET_CHOICES = ['random', 'einsteiger', 'ausgereizt', 'bunt', 'experten', 'randomAll', 'randomExpansion', 'rennsaison', 'gemischt'] as const;
export type CardSetChoice = (typeof CARD_SET_CHOICES)[number];

/** The pool a random choice draws from; null for a suggested set. */
export function poolOf(choice: CardSetChoice): CardPool | null {
  if (choice === 'random') return 'base';
  if (choice === 'randomAll') return 'all';
  if (choice === 'randomExpansion') return 'expansion';
  return null;
}

/** Order of the action colours in the state's card list: yellow, purple, red, green, blue. */
export const ACTION_ORDER = [YE, PU, RE, GR, BL];
