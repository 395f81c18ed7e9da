/**
 * The state of a Formula 90 race (basic game). Plain JSON: the platform stores, hashes and replays
 * it. Positions follow the rule text's two aspects („EINFÜHRUNG"): where a car stands on the ring
 * of sections (`queue`, front to back, with the lane-line points it holds), and how far it has
 * gone (`pos`, sections since the start line), which gives the race order and who is lapped.
 */
import type { PrngState } from '../../../engine/prng';
import type { CarSheetId, PlayerColour } from '../data/car-sheets';
import type { RobotKind } from '../data/robot-tiles';
import type { StrategyId } from '../data/strategies';
import type { TrackId } from '../data/track-types';
import type { AbilityId } from '../data/abilities';
import type { TyreType } from '../data/weather';
import type {
  AbilitiesPlayer,
  CarBuildPlayer,
  FlagsState,
  FuelBid,
  FuelPlayer,
  ModuleKey,
  OffTrackCar,
  OffTrackState,
  TrackCardsPlayer,
  TrackCardsState,
  TyresPlayer,
  TyresState,
} from './module-state';
import type { F90Event } from './events';

export interface F90Options {
  track: TrackId;
  /** „KURZES RENNEN": the race ends on the box marked on the lap counter; tyres paid with chips only */
  short: boolean;
  /** „JUNIORENVARIANTE" */
  junior: boolean;
  /** „WIEDEREINSTIEG": an eliminated player takes the place of the last robot */
  reentry: boolean;
  /** the advanced game: every module below on („Fortgeschrittenenspiel", a lobby preset) */
  advanced: boolean;
  /** advanced module „Bahnkarten und Extras": the track's cards, the strategies' SPECIALs */
  trackCards: boolean;
  /** advanced module „Fahrerfähigkeit": each driver chooses an ability in free practice */
  abilities: boolean;
  /** advanced module „Rennwagenausbau": players build their cars from upgrade points */
  carBuild: boolean;
  /** advanced module „Treibstoffmanagement": a secret fuel bid with the qualifying card, refuelling at every stop */
  fuel: boolean;
  /** advanced module „Reifentypen und Wetter": the weather table, four tyre types, the robots' tyres */
  tyres: boolean;
  /** advanced module „Superschneller Roboter": two SUPERFAST robots race too */
  superfast: boolean;
  /** advanced module „Flaggen": the flag symbols of the cards act, for their race stage */
  flags: boolean;
  /** advanced module „Abseits der Spur und Safety Cars": the off-track lines' icons, the safety car */
  offTrack: boolean;
}

export type { CarBuild, Flags, FuelBid, YellowFlag } from './module-state';

export type CarKind = 'player' | RobotKind;
export type CarStatus = 'racing' | 'offTrack' | 'out';

/** A car; with „Abseits der Spur und Safety Cars" on, also its part of that module (rules/module-state.ts). */
export interface Car extends Partial<OffTrackCar> {
  /** 'p0' … 'p5' for the players' cars, 'fast1', 'slow2' … for the robots */
  id: string;
  kind: CarKind;
  /** the seat driving a player's car; null for a robot */
  seat: number | null;
  /** sections since the start/finish line (the grid lies before it: negative); section = pos mod N */
  pos: number;
  status: CarStatus;
  /** the lane-line start point the car holds (a line id), or null („SPURLINIEN") */
  lane: string | null;
  /** has played its individual turn this game round */
  moved: boolean;
  /** pit stop made this round, the rest of the turn still to come („just pit") */
  justPit: boolean;
  /** took part in this round's position battle of its section */
  fought: boolean;
  /** robots (basic fuel): must pit at the start of this round's turn („VORRÜCKEN DES RUNDENZÄHLERS") */
  fuelDue: boolean;
  /** robots: has refuelled (one tank each) */
  refuelled: boolean;
  /** the order of elimination (1 = first out), null while in the race */
  outOrder: number | null;
  /** qualifying value, once revealed: movement and test factor */
  quali: { move: number; test: number } | null;
}

/** A player; with a module on, also his part of it (rules/module-state.ts). */
export interface Player extends Partial<AbilitiesPlayer>, Partial<CarBuildPlayer>, Partial<FuelPlayer>, Partial<TrackCardsPlayer>, Partial<TyresPlayer> {
  seat: number;
  car: string;
  colour: PlayerColour;
  sheet: { id: CarSheetId; side: 0 | 1 } | null;
  /** the printed values of the chosen side (copied so the rules never look them up twice) */
  chipsMax: number;
  handMax: number;
  slots: number;
  chips: number;
  hand: number[];
  /** cards of a position battle this round („eingefroren"); back to the hand next round */
  frozen: number[];
  damage: { red: number; brown: number };
  /** the target test: the card lying on the car sheet („Zieltest") */
  target: number | null;
  strategy: StrategyId | null;
  /** „ERSATZRENNWAGEN": null = not yet decided */
  mulligan: boolean | null;
  /** the qualifying card, secret until every player has chosen one */
  qualiCard: number | null;
  /** the lap-counter box of the player's fuel tile, null once refuelled (or in the junior race) */
  fuelBox: number | null;
  /** CHASE: the car named at the start of this round (null: none identifiable) */
  chase: string | null;
  /** the cards played for movement in this round's individual turn (for CHASE) */
  played: number[];
}

/** A robot fuel tile on the lap counter (basic game: by kind, „TREIBSTOFF"). */
export interface RobotFuel {
  kind: RobotKind;
  box: number;
}

/** A position battle under way („POSITIONSKAMPF"). */
export interface Battle {
  section: number;
  /** the cars taking part or free to, front to back as they stand */
  group: string[];
  /** declaration order: the last car first, forwards */
  order: string[];
  /** cards placed face down per player's car; [] = declined; absent = not yet declared */
  bids: Record<string, number[]>;
  /** robots that take part (their two cards are drawn at the reveal) */
  robotsIn: string[];
  /** robots that declined */
  robotsOut: string[];
}

/** The step of a player's individual turn that waits for him. */
export type TurnStep =
  | 'begin' // pit stop or draw (LUCKY, CHASE: where from)
  | 'keep' // LUCKY: which of the two cards to keep
  | 'pitDiscard' // pit stop: cards to discard before refilling the hand
  | 'pitStrategy' // pit stop: the strategy for the rest of the race
  | 'play' // cards to play and how to pay, or skip the turn
  | 'test' // a test required by a played card
  | 'top' // which used card goes on top of the discard pile
  | 'lapTest' // the leader's test before lapping a car
  | 'overtake' // BANGING WHEELS in a braking section: overtake as on a straight, or stop
  | 'brake' // late braking or not
  | 'flag' // „Flaggen": where the yellow flag goes, which yellow flag the green one removes
  | 'offTest' // „ABSEITS DER BAHN": the test of the off-track line, with a hand card or blind
  | 'scDiscard' // „SAFETY CAR": the card to discard at the end of the turn
  | 'lane'; // which free lane-line point to take

export interface Turn {
  car: string;
  seat: number;
  step: TurnStep;
  /** LUCKY: the two cards drawn */
  drawn: number[];
  /** cards played for movement */
  played: number[];
  /** played cards whose test is still to be made */
  checks: number[];
  /** cards to go to the discard pile at the 'top' step, in the order used */
  used: number[];
  /** movement bonus from HAZARD so far */
  hazard: number;
  /** movement points left (during movement) */
  mp: number;
  /** the lane-line bonus counted in the movement */
  laneBonus: number;
  /** the car the leader is about to lap (step 'lapTest') */
  lapping: string | null;
  /** late braking made this turn („Pro Runde ist jedem Fahrer nur eine späte Bremsung erlaubt") */
  braked: boolean;
  /** BANGING WHEELS' free overtake at the start, still unused */
  freePass: boolean;
  /** BANGING WHEELS chose to overtake in this braking section as on a straight */
  bwOvertake: boolean;
  /** „ABSEITS DER BAHN": the icon of the off-track line whose test waits for the player */
  off?: number;
  /** the re-entry turn („Wiedereintrittsrunde"): the car starts beside the track */
  reentry?: boolean;
  /** „Flaggen": the yellow and green flags of the played cards still to be placed or used, in order */
  flags?: ('yellow' | 'green')[];
  /** „Reifentypen und Wetter": the play's soft-tyre +1 and its weather steps, until the movement starts */
  soft?: boolean;
  weather?: WeatherStep[];
  /** sections entered in this movement */
  entered: number;
  /** pos where the movement began, and the cars passed on the way (for the log) */
  from: number;
  passed: string[];
}

/** What the movement of a car needs to know and keeps, player's or robot's. */
export type MoveCtx = Pick<Turn, 'mp' | 'entered' | 'braked' | 'freePass' | 'bwOvertake' | 'lapping' | 'from' | 'passed'> & {
  /** a player's cards played for movement (a track card's „overtake" symbol reads them) */
  played?: number[];
};

export type Phase = 'sheets' | 'mulligan' | 'qualifying' | 'tyres' | 'strategy' | 'race' | 'over';

/** A weather symbol's step on the weather table: towards dry, none, towards rain. */
export type WeatherStep = -1 | 0 | 1;

/**
 * The options as the state keeps them: a module that is off is left out, so games started before
 * the module existed keep their state (and its hash) unchanged.
 */
export type F90StateOptions = Omit<F90Options, ModuleKey | 'advanced'> & Partial<Pick<F90Options, ModuleKey>>;

/** The race; with a module on, also its part of it (rules/module-state.ts). */
export interface F90State extends Partial<TrackCardsState>, Partial<TyresState>, Partial<FlagsState>, Partial<OffTrackState> {
  /** the rules version (docs/architecture.md, "Rules versions"): absent for version 1 */
  rules?: number;
  options: F90StateOptions;
  seats: number;
  phase: Phase;
  players: Player[];
  /** every car of the race, players first */
  cars: Car[];
  /** per section of the track: car ids front to back (off-track cars last, beside their braking section) */
  queue: string[][];
  /** race cards: the draw pile (top = last) and the discard pile (top = last) */
  deck: number[];
  discard: number[];
  /**
   * rules version 2, „WIEDEREINSTIEG": the players' cars just out of the race whose players are asked,
   * in this order, whether they take the place of the last robot (absent: none asked)
   */
  reentryAsk?: string[];
  /** the damage discs in the cup („SCHÄDEN") */
  cup: { red: number; brown: number };
  /** robot qualifying tiles still in the box, by id */
  robotTiles: string[];
  robotFuel: RobotFuel[];
  /** the lap-counter box of this game round (index into the track's boxes) */
  box: number;
  /** the car holding the lead token */
  lead: string;
  /** grid order after qualifying (car ids, pole first) */
  grid: string[];
  battle: Battle | null;
  turn: Turn | null;
  /** eliminated so far (for outOrder) */
  outCount: number;
  /** what the last move set off, for the log */
  events: F90Event[];
  prng: PrngState;
}

/** The card a test is made for, and the card it is made with. */
export interface TestChoice {
  card: number;
  with: number | 'blind';
}

export type F90Move =
  | { type: 'sheet'; sheet: CarSheetId; side: 0 | 1 }
  | { type: 'mulligan'; redraw: boolean }
  /** with „TREIBSTOFFMANAGEMENT" the fuel bid lies under the card */
  | { type: 'qualify'; card: number; fuel?: FuelBid }
  /** „FAHRERFÄHIGKEIT": the driver's ability, chosen in free practice */
  | { type: 'ability'; ability: AbilityId }
  /** „RENNWAGENAUSBAU": build points for tyre chips, hand size and damage slots */
  | { type: 'build'; chips: number; hand: number; slots: number }
  /** „WÄHLE DIE REIFEN": the tyres, in grid order before the race */
  | { type: 'tyres'; tyre: TyreType }
  | { type: 'strategy'; strategy: StrategyId }
  | { type: 'declare'; cards: number[] }
  /** „TREIBSTOFFMANAGEMENT": `extra` pit-time sections buy 3 laps of fuel each; „Reifentypen und Wetter": the new tyres */
  | { type: 'pit'; extra?: number; tyre?: TyreType }
  | { type: 'draw'; from: 'deck' | 'discard' | number }
  | { type: 'keep'; card: number }
  | { type: 'pitDiscard'; cards: number[] }
  /**
   * Cards, the hand cards that pay tyres, the tests of the played cards in the order made (each
   * with a played card, a hand card or a blind draw) and the card to lie on top of the discard
   * pile: the whole turn in one choice. Only after a blind test with a second test to come are the
   * rest asked as steps ('test', 'top'), since the blind card is then the new target.
   */
  | {
      type: 'play';
      cards: number[];
      pay: number[];
      tests: TestChoice[];
      top: number | null;
      /** „Reifentypen und Wetter": use a soft-tyre +1 (offered while one is left) */
      soft?: boolean;
      /** a step for each weather symbol of the played cards (offered with the module) */
      weather?: WeatherStep[];
    }
  | { type: 'skip'; strategy: StrategyId | null }
  | { type: 'test'; card: number; with: number | 'blind' }
  | { type: 'top'; card: number }
  | { type: 'lapTest'; with: number | 'blind' }
  | { type: 'overtake'; yes: boolean }
  /** late braking (blind), or with a track card's late-braking symbol instead of the blind test */
  | { type: 'brake'; yes: boolean; card?: number }
  | { type: 'lane'; line: string }
  /** „Flaggen": the yellow flag into a curve section with `at` cars in front of it, or the green flag removes one (null: neither) */
  | { type: 'flag'; section: number | null; at?: number }
  /** the orange flag: force the robot asked about to brake late, or not */
  | { type: 'orange'; force: boolean }
  /** „ABSEITS DER BAHN": the off-track line's test, with a hand card or blind */
  | { type: 'offTest'; with: number | 'blind' }
  /** „SAFETY CAR": the card discarded at the end of the turn */
  | { type: 'scDiscard'; card: number }
  /** rules version 2, „WIEDEREINSTIEG": take the place of the robot in the last position, or stay out */
  | { type: 'reenter'; yes: boolean };

export function cloneState(s: F90State): F90State {
  return structuredClone(s);
}
