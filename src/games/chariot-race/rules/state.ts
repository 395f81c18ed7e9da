/** Types of the Chariot Race state, moves and options (all plain JSON). */
import type { Versioned } from '../../../engine/rules-version';
import type { PrngState } from '../../../engine/prng';
import type { BoardId, Colour } from '../data/boards';
import type { Face } from '../data/dice';
import type { TrackChoice } from '../data/track-halves';

export interface ChariotOptions {
  /** Sides of half 1 and half 2 (variant "Alternativer Rennparcours"). */
  track: TrackChoice;
  /** Variant "Kein Schaden hinter der Ziellinie mehr erlaubt!". */
  noDamageAfterFinish: boolean;
  /** Variant "Alternative Streitwagen": the black-pillar boards, drafted; start positions chosen. */
  alternativeChariots: boolean;
}

export interface Chariot {
  colour: Colour;
  seat: number;
  board: BoardId;
  /** Field index on the track; null before its start position is chosen. */
  field: number | null;
  /** Laps counter: absolute progress = lap × lap length + front line of the field. */
  lap: number;
  damage: number;
  speed: number;
  fortune: number;
  /** Broken up ("Auseinanderbrechen"): off the board, out of the race. */
  out: boolean;
  /** Absolute progress where it broke up (for the places of the others). */
  outProgress: number | null;
  /** The chariot turn (count of turns before it) in which it broke up. */
  outTurn: number | null;
}

export type Step = 'start' | 'dice' | 'drive' | 'path' | 'attack';

export interface Turn {
  chariot: number;
  step: Step;
  /** Rule "Phase 1": repaired this turn (only once, before rolling). */
  repaired: boolean;
  /** The dice, sorted by face; empty before the roll. */
  dice: Face[];
  /** The free reroll of phase 3 is still open (until used or until the first paid action). */
  freeReroll: boolean;
  /** Speed at the roll, after phase 2 (the speed the dice were rolled for). */
  rolledSpeed: number;
  /** Fields passed through this turn (not start, not end): where a caltrop may be dropped. */
  passed: number[];
  /** Attack faces not used yet (phase 6). */
  attacks: number;
}

export type Phase = 'draft' | 'place' | 'race' | 'finished';

export interface ChariotState extends Versioned {
  game: 'chariot-race';
  /**
   * Rules version 2: a chariot completed its second lap this round („Spielende"), even if it
   * broke up since; the round's end then ends the race. (Absent before, and in version 1.)
   */
  lapsDone?: boolean;
  seats: number;
  options: ChariotOptions;
  prng: PrngState;
  phase: Phase;
  /** Chariot 0..n−1 (2–3 players drive two each). */
  chariots: Chariot[];
  /**
   * Draft: the seats still to pick a board, in order. Place: the chariots still to be put on a
   * start position, in order. Empty in the race.
   */
  queue: number[];
  /** Round number, from 1. */
  round: number;
  /** Chariots that had their turn this round. */
  moved: number[];
  /** The chariot turn in progress (null in the draft and once finished). */
  turn: Turn | null;
  /** Chariot turns completed so far (a turn ends when this grows). */
  turns: number;
  /** Fields with a caltrop, ascending (at most one per field). */
  caltrops: number[];
  /** Fields of `caltrops` that are the wreck of a broken chariot (for the picture). */
  wrecks: number[];
  /** The last movement: the chariot and the fields it drove through, start first. */
  trail: { chariot: number; fields: number[] } | null;
  /** The dice of the last turn that ended (for the log and the board). */
  lastDice: Face[];
  /** At the end: the winning chariot, or null (nobody, or not finished). */
  winner: number | null;
}

export type PickMove = { type: 'pick'; board: Colour };
export type PlaceMove = { type: 'place'; position: number };
export type RepairMove = { type: 'repair' };
export type RollMove = { type: 'roll' };
export type RerollMove = { type: 'reroll'; faces: Face[] };
export type TurnDieMove = { type: 'turn'; from: Face; to: Face };
export type KeepMove = { type: 'keep' };
export type DriveMove = { type: 'drive'; up: number };
/** One letter per speed point: f = forward in the lane, i = change inwards, o = change outwards. */
export type PathMove = { type: 'path'; path: string };
export type CaltropMove = { type: 'caltrop'; field: number };
export type SpearMove = { type: 'spear'; target: number };
export type EndAttacksMove = { type: 'endAttacks' };

export type ChariotMove =
  | PickMove
  | PlaceMove
  | RepairMove
  | RollMove
  | RerollMove
  | TurnDieMove
  | KeepMove
  | DriveMove
  | PathMove
  | CaltropMove
  | SpearMove
  | EndAttacksMove;

export function cloneState(s: ChariotState): ChariotState {
  const copy: ChariotState = {
    game: s.game,
    seats: s.seats,
    options: { ...s.options },
    prng: [s.prng[0], s.prng[1], s.prng[2], s.prng[3]],
    phase: s.phase,
    chariots: s.chariots.map((c) => ({ ...c })),
    queue: s.queue.slice(),
    round: s.round,
    moved: s.moved.slice(),
    turn: s.turn ? { ...s.turn, dice: s.turn.dice.slice(), passed: s.turn.passed.slice() } : null,
    turns: s.turns,
    caltrops: s.caltrops.slice(),
    wrecks: s.wrecks.slice(),
    trail: s.trail ? { chariot: s.trail.chariot, fields: s.trail.fields.slice() } : null,
    lastDice: s.lastDice.slice(),
    winner: s.winner,
  };
  if (s.rules !== undefined) copy.rules = s.rules;
  if (s.lapsDone !== undefined) copy.lapsDone = s.lapsDone;
  return copy;
}
