/**
 * The shape of what a seat (or a spectator) sees: the view of a game (view.ts builds it), its
 * cards, players and season. The words (words.ts) take the card's shape from here, so they need
 * not load view.ts.
 */
import type { Text } from '../../../engine/text';
import type { CardId, CardKind } from '../data/cards';
import type { DriverId } from '../data/drivers';
import type { SponsorId } from '../data/sponsors';
import type { TrackId } from '../data/tracks';
import type { AutoOptions, AutoState, Pending, SponsorEffect, TrackDie } from '../rules/state';

/** A card in play (its name and effect are words of the catalogue: words.ts cardName, cardText). */
export interface CardView {
  colour: number;
  id: CardId | 'gear' | 'wear';
  /**
   * The card's name (catalogue key "card.<name>.name") for an action card: the rules version
   * names the effect `id` (data/cards.ts, nameOfCard; version 3 swapped Turbo and Nitro).
   */
  name?: CardId;
  /** Position in the appendix list of its colour ("Y1"); empty for gear cards and wear. */
  ref: string;
  /** Category (rule text "Aufbau der Karten"): werkstatt, fahrverhalten, boxengasse, motor, leistung; gear; wear. */
  kind: CardKind | 'gear' | 'wear';
  cost: number;
  value: number;
  buyable: boolean;
}

export interface PlayerView {
  seat: number;
  seg: number;
  slice: number;
  lane: number;
  laps: number;
  lapsLeft: number;
  position: number;
  progress: number;
  grid: number;
  startMoney: number;
  bag: number[];
  active: number[];
  used: number[];
  discard: number[];
  /** All dice of the player per colour (bag, active, used, discard, track). */
  owned: number[];
  owedDraws: number;
  /** Fields a V12-Motor owes this car (variant "beschleunigter Ablauf"). */
  owedDrive: number;
  /** The player's driver (expansion), once drafted. */
  driver: DriverId | null;
}

export interface SeasonView {
  tracks: TrackId[];
  race: number;
  places: number[][];
  points: number[][];
  totals: number[];
  offer: SponsorId[];
  sponsors: (SponsorId | null)[];
  /** Sponsors still face down. */
  pile: number;
  pick: { order: number[]; effect: SponsorEffect | null } | null;
}

export interface AutoView {
  game: 'automobiles';
  viewer: number | null;
  seats: number;
  options: AutoOptions;
  slices: number;
  cards: CardView[];
  cost: number[];
  value: number[];
  supply: number[];
  startPlayer: number;
  current: number;
  phase: AutoState['phase'];
  round: number;
  toAct: number[];
  endTriggered: boolean;
  answering: number[];
  standings: number[];
  players: PlayerView[];
  /** The driver draft: the drivers on offer and the seats still to choose (the first is choosing). */
  draft: { offer: DriverId[]; order: number[] } | null;
  /** The race season: its tracks, results, sponsors (the face-down pile only counted), the choice under way. */
  season: SeasonView | null;
  /** V12-Motor: the seat whose car drives now, for whose turn, and how many fields. */
  interlude: { owner: number; seat: number; fields: number; waiting: number[] } | null;
  turn: {
    stage: AutoState['turn']['stage'];
    track: TrackDie[];
    pending: Pending | null;
    noWear: boolean;
    /** Money left (buy phase and opening), or what the active dice are worth now. */
    money: number;
    activated: number[];
  };
  outcome: { ranks: number[]; scores: number[]; summary: Text } | null;
}
