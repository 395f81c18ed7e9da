/**
 * The ids and the shape of the cards (rule text "Aufbau der Karten"): the base game's 20 action
 * cards and the expansion's 15, the action card and the gear and wear cards. The data are in
 * cards.ts (the base cards, and every card together) and rennsaison-cards.ts (the expansion's);
 * both take their types from here, so neither loads the other for them.
 */
export type BaseCardId =
  | 'mechaniker'
  | 'ingenieur'
  | 'manager'
  | 'tuner'
  | 'federung'
  | 'luftwiderstand'
  | 'sturz'
  | 'lenkung'
  | 'boxencrew'
  | 'boxenchef'
  | 'crewchef'
  | 'boxenteam'
  | 'v8'
  | 'hybridmotor'
  | 'wankelmotor'
  | 'aufgeladen'
  | 'leistungsschub'
  | 'getriebe'
  | 'turbo'
  | 'nitro';

/** The ids of the expansion's 15 action cards (their data: rennsaison-cards.ts). */
export type ExpansionCardId =
  | 'werkstattleiter'
  | 'lehrling'
  | 'testfahrer'
  | 'spoiler'
  | 'differenzial'
  | 'rotelinie'
  | 'boxenprofi'
  | 'schnellwechsel'
  | 'koordinator'
  | 'adrenalin'
  | 'aufholjagd'
  | 'overdrive'
  | 'v12'
  | 'biturbo'
  | 'einspritzung';

/** An action card: of the base game (cards.ts) or of the expansion (rennsaison-cards.ts). */
export type CardId = BaseCardId | ExpansionCardId;

/** The categories of the action cards (Werkstatt, Fahrverhalten, Boxengasse, Motor, Leistung). */
export type CardKind = 'werkstatt' | 'fahrverhalten' | 'boxengasse' | 'motor' | 'leistung';

/**
 * An action card. Its name here is the data name (the docs' tables use it); what players read —
 * the name and the effect in our words — comes from the catalogues (messages/*.json, "card.<id>").
 */
export interface ActionCard {
  id: CardId;
  name: string;
  /** Colour index of its dice. */
  colour: number;
  /** Category (rule text "Aufbau der Karten": Farbe = Art). */
  kind: CardKind;
  /** Position in the appendix list of its colour, e.g. "Y1". */
  ref: string;
  /** Money needed to buy one die of this colour. */
  cost: number;
  /** Money one active die of this colour is worth in the buy phase. */
  value: number;
  /** The effect as the appendix "Basiskarten" writes it (the specification; players read our words). */
  textDe: string;
  /** A card of the expansion „Rennsaison". */
  expansion?: true;
}

export interface FixedCard {
  colour: number;
  name: string;
  cost: number;
  value: number;
  /** Buyable in the buy phase (wear is not: it is only ever gained). */
  buyable: boolean;
}
