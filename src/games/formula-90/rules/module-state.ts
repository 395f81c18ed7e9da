/**
 * The state's fields of each advanced module („Module im Fortgeschrittenenspiel"), one typed place
 * per module: what the module adds to the race (`…State`), to each player (`…Player`) and to each car
 * (`…Car`). A module that is off leaves its fields out, so games started before it existed keep their
 * state (and its hash) unchanged: F90State, Player and Car (rules/state.ts) take them as optional
 * fields. With the module on, setup (rules/setup.ts) puts in every field that is not marked optional
 * here; rules/modules.ts hands a rule its module's part, typed, only when the module is on.
 */
import type { AbilityId } from '../data/abilities';
import type { TyreType } from '../data/weather';

/** The modules built so far, by option key. */
export type ModuleKey = 'trackCards' | 'abilities' | 'carBuild' | 'fuel' | 'tyres' | 'superfast' | 'flags' | 'offTrack';

/** „Bahnkarten und Extras": the track cards' draw pile and their own discard pile (top = last). */
export interface TrackCardsState {
  trackDeck: number[];
  trackDiscard: number[];
}

/** „Bahnkarten und Extras", a player's part. */
export interface TrackCardsPlayer {
  /**
   * HAZARD: the late braking passed and the contact damage taken this round — with the turn's
   * tests and damage, each a SPECIAL if the car moves 6 sections
   */
  risks: number;
}

/** „FAHRERFÄHIGKEIT", a player's part. */
export interface AbilitiesPlayer {
  /** the driver's ability, null until chosen */
  ability: AbilityId | null;
  /** VERSATILITY: whether it may still change its strategy (again after a pit stop) */
  versatile?: boolean;
}

/** „RENNWAGENAUSBAU": build points per category (1 … 3). */
export interface CarBuild {
  chips: number;
  hand: number;
  slots: number;
}

/** „RENNWAGENAUSBAU", a player's part. */
export interface CarBuildPlayer {
  /** the build chosen, null until then */
  build: CarBuild | null;
}

/** „TREIBSTOFFMANAGEMENT": the laps a player may bid for his first tank. */
export type FuelBid = 8 | 10 | 12 | 14 | 16;

/** „TREIBSTOFFMANAGEMENT", a player's part. */
export interface FuelPlayer {
  /** the secret fuel bid, with the qualifying card */
  fuelBid: FuelBid | null;
  /** the lap his fuel lasts to (the fuel tile's lap); null: to the end */
  fuelLap: number | null;
}

/** „Reifentypen und Wetter": the weather table and the robots' tyres. */
export interface TyresState {
  /** the weather marker's slot (1 dry … 7 rain), null before the start */
  weather: number | null;
  /** the robots' tyres, all the same („Alle Roboter verwenden dieselbe Reifensorte"), null before the start */
  robotTyre: 'hard' | 'rain' | null;
}

/** „Reifentypen und Wetter", a player's part. */
export interface TyresPlayer {
  /** the tyres fitted, null until chosen */
  tyre: TyreType | null;
  /** soft tyres: the +1 movement bonuses left of the set fitted (one a turn) */
  softLeft: number;
  /** the sets of soft tyres fitted so far (at most two a race) */
  softSets: number;
}

/** A yellow flag tile in a curve section: `at` cars (racing) lie in front of it, the rest behind. */
export interface YellowFlag {
  section: number;
  at: number;
}

/** „FLAGGEN": what lies on the track and the sheets until the race stage ends. */
export interface Flags {
  yellow: YellowFlag[];
  /** the cars with a blue pawn on their sheet */
  blue: string[];
  /** the car with the orange pawn (the first to play an orange flag this stage) */
  orange: string | null;
}

/** „Flaggen": the flags of this race stage. */
export interface FlagsState {
  flags: Flags;
  /** the orange flag's holder is asked whether this robot, its movement ended in a braking section, must brake late */
  orangeAsk: string | null;
}

/** „Abseits der Spur und Safety Cars": the safety car, absent until it first comes out. */
export interface OffTrackState {
  /** „SAFETY CAR": the round it came out, while it is on the track; null: not out */
  safetyCar?: { box: number } | null;
  /** „NEUSTART": the round the race is started again (overtaking everywhere as on a straight) */
  restart?: number | null;
}

/** „Abseits der Spur und Safety Cars", a car's part. */
export interface OffTrackCar {
  /** „ABSEITS DER BAHN": the movement handicap of the off-track line, for the next turn */
  handicap: number;
  /** the off-track line's PIT: the round (lap-counter box) in which the car must stop */
  pitDueBox: number | null;
  /**
   * rules version 2, „SAFETY CAR": a player's car whose fuel stop was due when the safety car came
   * out makes that stop now, where it was lined up (until the stop is made)
   */
  scStop?: boolean;
}
