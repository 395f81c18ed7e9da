/** Types of the Automobiles state, moves and options (all plain JSON). */
import type { Versioned } from '../../engine/rules-version';
import type { PrngState } from '../../engine/prng';
import type { CardId, CardSetChoice } from './cards';
import type { Colour, Counts } from './dice';
import type { TrackId } from './tracks';

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
}

export type Area = 'active' | 'discard' | 'drawn';

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
  | { type: 'extraDraw'; take: boolean };

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
  path: number[];
  dist: number;
}

/** The step an action card's effect is waiting for. */
export interface Pending {
  card: CardId | 'wear' | 'gear';
  /** Which part of the effect: see effects.ts. */
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
  phase: 'opening' | 'turn' | 'finished';
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
}

function cloneCounts(c: Counts): Counts {
  return c.slice();
}

export function clonePlayer(p: PlayerState): PlayerState {
  return {
    seg: p.seg,
    laps: p.laps,
    bag: cloneCounts(p.bag),
    active: cloneCounts(p.active),
    used: cloneCounts(p.used),
    discard: cloneCounts(p.discard),
    owedDraws: p.owedDraws,
    startMoney: p.startMoney,
    grid: p.grid,
  };
}

function clonePending(p: Pending | null): Pending | null {
  if (!p) return null;
  const out: Pending = { card: p.card, stage: p.stage, n: p.n, k: p.k };
  if (p.drawn) out.drawn = p.drawn.slice();
  if (p.path) out.path = { ...p.path, allowed: p.path.allowed.slice(), path: p.path.path.slice() };
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
      stage: s.turn.stage,
      track: s.turn.track.map((d) => ({ colour: d.colour, path: d.path.slice(), dist: d.dist })),
      pending: clonePending(s.turn.pending),
      noWear: s.turn.noWear,
      money: s.turn.money,
      activated: s.turn.activated.slice(),
    },
    endTriggered: s.endTriggered,
    answering: s.answering.slice(),
  };
  if (s.rules !== undefined) copy.rules = s.rules;
  if (s.p1Hold) copy.p1Hold = true;
  return copy;
}

export function freshTurn(): TurnState {
  return { stage: 'begin', track: [], pending: null, noWear: false, money: 0, activated: [] };
}
