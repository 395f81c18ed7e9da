/**
 * What a move set off, kept in the state for the log: one player's step may move a dozen robots,
 * fight a battle and start a new round. The log (view/log.ts) writes these for each reader; the
 * cards drawn into a hand are the only secret here and are named only to their owner.
 */
import type { CarSheetId } from '../data/car-sheets';
import type { StrategyId } from '../data/strategies';
import type { AbilityId } from '../data/abilities';
import type { TyreType } from '../data/weather';
import type { FlagColour } from '../data/cards';
import type { OffTrackIcon } from '../data/track-types';

export type DamageCause = 'card' | 'test' | 'contact' | 'offTrack';

export type F90Event =
  | { k: 'sheet'; seat: number; sheet: CarSheetId; side: 0 | 1 }
  | { k: 'mulligan'; seat: number; redraw: boolean }
  | { k: 'qualified'; seat: number }
  /** with „FAHRERFÄHIGKEIT": the ability a player chose */
  | { k: 'ability'; seat: number; ability: AbilityId }
  /** with „RENNWAGENAUSBAU": the build points a player chose */
  | { k: 'build'; seat: number; build: { chips: number; hand: number; slots: number } }
  /** `fuel`: the fuel lap revealed with the qualifying value („TREIBSTOFFMANAGEMENT") */
  | { k: 'grid'; cars: { car: string; move: number; test: number; card?: number; tile?: string; fuel?: number }[] }
  | { k: 'strategy'; car: string; strategy: StrategyId; was: StrategyId | null }
  | { k: 'round'; box: number }
  /**
   * „Reifentypen und Wetter": the weather marker — at the start from a drawn race card (`card`),
   * later moved by a weather symbol a car played (`car`, from `was`)
   */
  | { k: 'weather'; slot: number; card?: number; car?: string; was?: number }
  /** tyres fitted: a player's (at the start or a pit stop), or all robots' (`car` null) */
  | { k: 'tyres'; car: string | null; tyre: TyreType; soft?: number }
  | { k: 'declare'; car: string; n: number }
  | { k: 'battle'; section: number; bids: { car: string; cards: number[]; value: number }[]; order: string[]; contact: string[] }
  /**
   * with „TREIBSTOFFMANAGEMENT": `extra` pit-time sections, `fuelLap` the lap the fuel now lasts to (null: to the finish);
   * `sc` (rules version 2): the fuel stop made as the safety car came out, the car staying where it was lined up
   */
  | { k: 'pit'; car: string; from: number; to: number; forced: boolean; extra?: number; fuelLap?: number | null; sc?: true }
  | { k: 'refill'; car: string; discarded: number[]; drawn: number[]; repaired: number; chips: number }
  /** cards into a hand: `cards` only for the owner (or when taken face up from the discard pile) */
  | { k: 'draw'; car: string; cards: number[]; open: boolean; from: 'deck' | 'discard' | 'chase' | 'card' }
  /**
   * „Bahnkarten und Extras": track cards into a hand — a strategy's SPECIAL (`strategy`), QUALIFYING
   * after the grid, PITTING after a pit stop, hard tyres fitted; `cards` only for the owner
   */
  | { k: 'trackDraw'; car: string; cards: number[]; why: 'special' | 'qualifying' | 'pitting' | 'hard'; strategy?: StrategyId }
  /** LUCKY's two cards of the same movement value, shown for its SPECIAL */
  | { k: 'lucky'; car: string; cards: number[] }
  | { k: 'keep'; car: string; kept: number; discarded: number }
  | { k: 'play'; car: string; cards: number[]; chips: number; payCards: number[] }
  | { k: 'skip'; car: string }
  | { k: 'test'; car: string; card: number; with: number; blind: boolean; need: number; success: boolean }
  | { k: 'damage'; car: string; red: number; brown: number; cause: DamageCause }
  | { k: 'move'; car: string; from: number; to: number; mp: number; passed: string[] }
  | { k: 'lapTest'; car: string; other: string; with: number; blind: boolean; need: number; success: boolean }
  /** `symbol`: made with a track card's late-braking symbol instead of the blind test */
  | { k: 'brake'; car: string; card: number; need: number; success: boolean; to: number | null; symbol?: true }
  | { k: 'lane'; car: string; line: string }
  /**
   * „Flaggen": a flag played — yellow placed (`section`, null: not placed), green removing one
   * (`section`), blue and orange pawns; `ignored`: no tile or pawn left (orange: already held)
   */
  | { k: 'flag'; car: string; colour: FlagColour; section?: number | null; ignored?: true }
  /** the race stage is over: the flags leave the track and the sheets */
  | { k: 'flagsEnd' }
  /** the orange flag's holder forces a robot to brake late (or lets it be) */
  | { k: 'orange'; car: string; robot: string; force: boolean }
  | { k: 'reenter'; car: string; section: number }
  | { k: 'out'; car: string; cause: 'damage' | 'fuel' | 'tyres' | 'crash' }
  /**
   * „ABSEITS DER BAHN": an icon of the off-track line met — a test (`with` the card, `success`), tyre
   * chips paid, damage, a movement handicap, a pit stop to come, Ausfall, the safety car
   */
  | { k: 'offIcon'; car: string; icon: OffTrackIcon; with?: number; blind?: boolean; need?: number; success?: boolean }
  /** „SAFETY CAR": it comes out; the cars lined up behind the leader in this order, in these sections */
  | { k: 'safetyCar'; order: string[]; sections: number[] }
  /** „NEUSTART": the safety car goes in, the race is started again */
  | { k: 'restart' }
  | { k: 'replace'; car: string; robot: string }
  /** rules version 2, „WIEDEREINSTIEG": the player of a car just out may take the last robot's place (`n` robots left) */
  | { k: 'reentryAsk'; car: string; robot: string }
  /** … and chose to stay out */
  | { k: 'retire'; car: string }
  | { k: 'lead'; car: string }
  | { k: 'finish'; order: string[] };
