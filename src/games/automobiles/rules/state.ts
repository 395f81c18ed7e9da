/** Types of the Automobiles state, moves and options (all plain JSON). */
import type { Versioned } from '../../../engine/rules-version';
import type { PrngState } from '../../../engine/prng';
import type { CardId, CardSetChoice } from '../data/cards';
import type { Colour, Counts } from '../data/dice';
import type { TrackId } from '../data/tracks';
import type { DriverId } from '../data/drivers';
import type { Place, SponsorId } from '../data/sponsors';

export interface AutoOptions {
  /** "random" (one random card per colour) or a suggested set. */
  cardSet: CardSetChoice;
  track: TrackId;
  /** Where the lap marker starts: the laps to drive (rule text: field 3; "Erfahrene Spieler können die Position … anpassen"). */
  laps: number;
  /** Variant "Einfädeln": dice may go on any free segment of a field. */
  einfaedeln: boolean;
  /** Variant "beschleunigter Ablauf": actions other players get during my turn happen at the start of their own next turn. */
  beschleunigt: boolean;
  /** Expansion module „Fahrer": each player drafts a driver with an ability (absent when not chosen). */
  drivers?: boolean;
  /** Expansion module „Rennsaison": the number of races (3–5; absent for a single race). Drivers are then always on. */
  season?: number;
  /** The tracks of races 2–5 of a season chosen in the lobby (absent: drawn with the track cards). */
  track2?: TrackId;
  track3?: TrackId;
  track4?: TrackId;
  track5?: TrackId;
}

export type Area = 'active' | 'discard' | 'drawn' | 'bag';

export type AutoMove =
  | { type: 'pit' }
  | { type: 'activate'; colour: Colour; seg?: number }
  | { type: 'place'; seg: number }
  | { type: 'stop' }
  | { type: 'choose'; colour: Colour; area: Area }
  | { type: 'option'; option: 1 | 2 }
  | { type: 'draw' }
  | { type: 'buy'; colour: Colour }
  | { type: 'endTurn'; seg?: number }
  | { type: 'extraDraw'; take: boolean }
  /** A car driving without dice (drivers, Adrenalin, V12-Motor's gift to the cars behind): the next field. */
  | { type: 'drive'; seg: number }
  /** Use the driver's ability now (a driver whose ability is offered as a choice in its phase). */
  | { type: 'driver' }
  /** The driver draft: take this driver. */
  | { type: 'pickDriver'; driver: DriverId }
  /** Driver D4: how many dice to draw at the start of the buy phase. */
  | { type: 'count'; n: number }
  /** Driver D4: where a drawn die goes. */
  | { type: 'settle'; colour: Colour; to: 'remove' | 'active' | 'bag' }
  /** Race season, between races: take a new sponsor (the old one, if any, goes back into the box). */
  | { type: 'sponsor'; sponsor: SponsorId }
  /** Race season: keep the old sponsor and remove `drop` from the new ones (none when none are left). */
  | { type: 'keepSponsor'; drop?: SponsorId };

/** A die on the track: its colour, the segments it travelled (the last is where it lies), its absolute progress. */
export interface TrackDie {
  colour: number;
  path: number[];
  dist: number;
}

/** A die moving over several fields (red, blue, green effects), not yet finished. */
export interface PathState {
  colour: number;
  /** Field colours allowed (gear indices); for "same colour" the set narrows to the colours all fields share. */
  allowed: number[];
  sameColour: boolean;
  /** Fields still allowed. */
  left: number;
  /** Must the die be placed at all (exactly-one-field effects)? */
  mustPlace: boolean;
  /**
   * A car driving without dice (A-G14): the path starts at the car and each field moves it;
   * `wear`: its fields count for the wear phase (Adrenalin, driver D6) or not (D1, V12-Motor).
   */
  car?: { seat: number; wear: boolean };
  /** Rote Linie: a white gear die driving another colour gains 1 wear when its path ends. */
  whiteAs?: true;
  path: number[];
  dist: number;
}

/** The step an action card's effect is waiting for. */
export interface Pending {
  card: CardId | 'wear' | 'gear' | 'driver' | 'v12';
  /** Which part of the effect: see effects.ts and effect-steps.ts. */
  stage: string;
  /** A counter (dice chosen, dice drawn, …). */
  n: number;
  /** A limit or amount (dice to remove, money of Boxenteam, …). */
  k: number;
  /** Colours drawn by Turbo (both lie among the active dice until one is put on the discard). */
  drawn?: number[];
  path?: PathState;
}

export interface PlayerState {
  /** Segment of the car. */
  seg: number;
  /** Times the car crossed the finish line; -1 for a car that started behind it and has not crossed it yet (Tucson). */
  laps: number;
  bag: Counts;
  active: Counts;
  used: Counts;
  discard: Counts;
  /** Variant "beschleunigter Ablauf": Leistungsschub draws owed at the start of the next turn. */
  owedDraws: number;
  /** Variant "beschleunigter Ablauf": fields owed by a V12-Motor, driven at the start of the next turn. */
  owedDrive?: number;
  /** The driver (expansion): kept for the whole race or season. */
  driver?: DriverId;
  /** Money of the start space (opening purchase). */
  startMoney: number;
  /** Grid place 1..5. */
  grid: number;
}

export interface TurnState {
  /** 'begin': nothing done yet (a pit stop is still possible); 'action'; 'buy'. */
  stage: 'begin' | 'action' | 'buy';
  track: TrackDie[];
  pending: Pending | null;
  /** Federung played: no wear in the wear phase. */
  noWear: boolean;
  /** Money left in the buy phase. */
  money: number;
  /** Colours of the dice activated this turn, in order (for the log and the board). */
  activated: number[];
  // The keys below exist only in games with the expansion's cards or drivers (a base game's
  // state stays as it was).
  /** Rote Linie played: white gear dice may drive a field of any colour. */
  whiteAny?: true;
  /** Biturbo played: every gear die activated from now on drives up to 2 fields. */
  double?: true;
  /** Adrenalin's second option: how many dice chose it. */
  adrenalin?: number;
  /** V12-Motor dice activated: the fields each car behind may drive after the end phase. */
  v12?: number;
  /** The driver's ability was used this turn. */
  driverUsed?: true;
  /**
   * After the buy phase: the phase the turn is in while a driver or a card waits for a choice
   * (rules "3. Bewegung", "4. Verschleiß", "Endphase").
   */
  step?: 'moved' | 'bonus' | 'wear' | 'end' | 'draw' | 'redraw' | 'done';
  /** The race position at the start of the movement phase (Adrenalin). */
  startPos?: number;
  /** Fields the car drove without dice that count for wear (Adrenalin, driver D6). */
  carPath?: number[];
  /** Wear gained in the wear phase (drivers D1 and D7 count it apart from action-phase wear). */
  wearPhase?: number;
}

export interface AutoState extends Versioned {
  game: 'automobiles';
  seats: number;
  options: AutoOptions;
  prng: PrngState;
  /** Action cards in play: yellow, purple, red, green, blue. */
  cards: CardId[];
  supply: Counts;
  startPlayer: number;
  current: number;
  phase: 'drivers' | 'opening' | 'turn' | 'sponsors' | 'finished';
  /** Rounds started (1 = the first round). */
  round: number;
  players: PlayerState[];
  turn: TurnState;
  /** A car crossed the line on its last lap: the game ends with this round. */
  endTriggered: boolean;
  /** Leistungsschub without the accelerated variant: the seats still to answer. */
  answering: number[];
  /**
   * Only on a track whose P1 is a field of its own for the start player (Tucson), and only until
   * his car first leaves it (hold.ts). Absent on every other track.
   */
  p1Hold?: true;
  /**
   * V12-Motor ("Bestimme nach deiner Endphase die Position …"): the cars behind drive one after
   * the other, in race order, while the turn's player waits.
   */
  interlude?: Interlude;
  /**
   * The driver draft before the race („Aufbau mit Fahrer"): the drivers revealed and still on
   * offer, and the seats still to choose (the first is choosing). The drivers not revealed are
   * not kept: they stay in the box.
   */
  draft?: { offer: DriverId[]; order: number[] };
  /** The race season (expansion „Rennsaison"); absent in a single race. */
  season?: SeasonState;
}

/**
 * A race season („Rennsaison"): its tracks, the results so far and the sponsors. `options.track`
 * is always the track of the race being driven.
 */
export interface SeasonState {
  /** The season's tracks in race order (chosen in the lobby, or drawn with the track cards at the start: public). */
  tracks: TrackId[];
  /** The race being driven (0 = the first). */
  race: number;
  /** Per race finished: the seats from first to last. */
  places: number[][];
  /** Per race finished: the season points of each seat. */
  points: number[][];
  /** From the second race: the turn order (the placement of the race before). */
  order?: number[];
  /** Sponsors not yet revealed (a set: which one comes next is drawn when it is revealed). */
  deck: SponsorId[];
  /** Sponsors revealed and not taken or removed. */
  offer: SponsorId[];
  /** Each seat's sponsor (null before the first). */
  sponsors: (SponsorId | null)[];
  /** Between races: the seats still to choose a sponsor, in placement order, and the effect under way. */
  pick?: { order: number[]; effect: SponsorEffect | null };
}

/** A sponsor's effect being carried out: the standard removal, then the family's special ability. */
export interface SponsorEffect {
  seat: number;
  sponsor: SponsorId;
  place: Place;
  /** standard: remove up to k dice; extra: up to k more (B, F); wear: up to k wear dice (C, E); buy: dice for `money` (A, F); gain: up to k free dice (D). */
  stage: 'standard' | 'extra' | 'wear' | 'buy' | 'gain';
  n: number;
  k: number;
  /** Non-wear dice removed by the standard ability (E). */
  nonWear: number;
  money: number;
}

/** Other players' car moves during a turn (V12-Motor), one after the other in race order. */
export interface Interlude {
  /** Whose turn it is. */
  owner: number;
  /** Fields each may drive. */
  fields: number;
  /** Seats still to drive (behind the owner after his end phase), chosen by race order as they come. */
  waiting: number[];
  /** The seat driving now. */
  seat: number;
}

function cloneCounts(c: Counts): Counts {
  return c.slice();
}

/** A copy of a player (the optional keys of the expansion are plain values, copied by the spread). */
export function clonePlayer(p: PlayerState): PlayerState {
  return { ...p, bag: cloneCounts(p.bag), active: cloneCounts(p.active), used: cloneCounts(p.used), discard: cloneCounts(p.discard) };
}

function clonePending(p: Pending | null): Pending | null {
  if (!p) return null;
  const out: Pending = { card: p.card, stage: p.stage, n: p.n, k: p.k };
  if (p.drawn) out.drawn = p.drawn.slice();
  if (p.path) {
    out.path = { ...p.path, allowed: p.path.allowed.slice(), path: p.path.path.slice() };
    if (p.path.car) out.path.car = { ...p.path.car };
  }
  return out;
}

/** A deep copy (apply never changes its input). */
export function cloneState(s: AutoState): AutoState {
  const copy: AutoState = {
    game: s.game,
    seats: s.seats,
    options: { ...s.options },
    prng: [s.prng[0], s.prng[1], s.prng[2], s.prng[3]],
    cards: s.cards.slice(),
    supply: cloneCounts(s.supply),
    startPlayer: s.startPlayer,
    current: s.current,
    phase: s.phase,
    round: s.round,
    players: s.players.map(clonePlayer),
    turn: {
      ...s.turn,
      track: s.turn.track.map((d) => ({ colour: d.colour, path: d.path.slice(), dist: d.dist })),
      pending: clonePending(s.turn.pending),
      activated: s.turn.activated.slice(),
    },
    endTriggered: s.endTriggered,
    answering: s.answering.slice(),
  };
  if (s.rules !== undefined) copy.rules = s.rules;
  // The expansion's keys (absent in a base game: its state stays as it was).
  if (s.turn.carPath) copy.turn.carPath = s.turn.carPath.slice();
  if (s.interlude) copy.interlude = { ...s.interlude, waiting: s.interlude.waiting.slice() };
  if (s.draft) copy.draft = { offer: s.draft.offer.slice(), order: s.draft.order.slice() };
  if (s.season) copy.season = cloneSeason(s.season);
  if (s.p1Hold) copy.p1Hold = true;
  return copy;
}

function cloneSeason(x: SeasonState): SeasonState {
  const out: SeasonState = {
    ...x,
    tracks: x.tracks.slice(),
    places: x.places.map((r) => r.slice()),
    points: x.points.map((r) => r.slice()),
    deck: x.deck.slice(),
    offer: x.offer.slice(),
    sponsors: x.sponsors.slice(),
  };
  if (x.order) out.order = x.order.slice();
  if (x.pick) out.pick = { order: x.pick.order.slice(), effect: x.pick.effect ? { ...x.pick.effect } : null };
  return out;
}

export function freshTurn(): TurnState {
  return { stage: 'begin', track: [], pending: null, noWear: false, money: 0, activated: [] };
}
