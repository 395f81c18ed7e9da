/** Types of the Race state, moves and options (all plain JSON). */
import type { Versioned } from '../../../engine/rules-version';
import type { PrngState } from '../../../engine/prng';
import type { CardKind, Knonster } from '../data/race';

export interface RaceOptions {
  /** Variant "Siegwette": bet on the winner among your two favourites. */
  siegwette: boolean;
  /** Variant "Superkräfte": the superpowers of the Knonster. */
  superkraefte: boolean;
}

export type FavouritesMove = { type: 'favourites'; favourites: [Knonster, Knonster]; bet?: Knonster };
export type PlayMove = { type: 'play'; card: CardKind; power?: Knonster };
export type RaceMove = FavouritesMove | PlayMove;

/** The track: positions 0..60, 61 (virtual, R-G4) once on the podium; podium in finishing order. */
export interface Track {
  positions: Record<Knonster, number>;
  podium: Knonster[];
}

export interface Choice {
  favourites: [Knonster, Knonster];
  /** Variant "Siegwette": the predicted winner, null without the variant. */
  bet: Knonster | null;
}

/** A played card (public), as shown in the view. */
export interface PlayedCard {
  seat: number;
  card: CardKind;
  power?: Knonster;
}


export type Phase = 'favourites' | 'play' | 'finished';

export interface RaceState extends Track, Versioned {
  game: 'race';
  seats: number;
  options: RaceOptions;
  prng: PrngState;
  phase: Phase;
  /** How often the game was restarted because everybody chose the same favourites. */
  restarts: number;
  /** The start player; -1 while the favourites are chosen under rules version 2 (not drawn yet). */
  startPlayer: number;
  /** The seat on turn during the play phase. */
  current: number;
  /** Face-down draw pile, top first (hidden). */
  deck: CardKind[];
  /** Hands, sorted in the card order (hidden except to their owner). */
  hands: CardKind[][];
  /**
   * Face-up played cards, oldest first (public). Seats play strictly in turn, so the i-th card
   * was played by seat (startPlayer + i) % seats. (Kept flat: the state is hashed after every move.)
   */
  discard: CardKind[];
  /** Per seat: the chosen favourites, null until chosen (hidden until the end). */
  choices: (Choice | null)[];
  /** Per seat: the star cards put back into the box (the two not chosen; hidden). */
  box: Knonster[][];
  /** Variant "Superkräfte": per seat the star cards revealed by using their power (public). */
  revealed: Knonster[][];
  /** Variant "Superkräfte": powers used so far, in order (public). */
  powersUsed: Knonster[];
  /** Index in `discard` of the card played with each power of `powersUsed`. */
  powerTurns: number[];
  /** Public statistic: net steps each seat moved each Knonster. */
  steps: Record<Knonster, number>[];
  /** Why the game ended. */
  endReason: 'third' | 'deck' | null;
}

/** A deep copy of a state (faster than structuredClone; `apply` never changes its input). */
export function cloneState(s: RaceState): RaceState {
  const copy: RaceState = {
    game: s.game,
    seats: s.seats,
    options: { siegwette: s.options.siegwette, superkraefte: s.options.superkraefte },
    prng: [s.prng[0], s.prng[1], s.prng[2], s.prng[3]],
    phase: s.phase,
    restarts: s.restarts,
    startPlayer: s.startPlayer,
    current: s.current,
    deck: s.deck.slice(),
    hands: s.hands.map((h) => h.slice()),
    discard: s.discard.slice(),
    positions: { ...s.positions },
    podium: s.podium.slice(),
    choices: s.choices.map((c) => (c === null ? null : { favourites: [c.favourites[0], c.favourites[1]], bet: c.bet })),
    box: s.box.map((b) => b.slice()),
    revealed: s.revealed.map((r) => r.slice()),
    powersUsed: s.powersUsed.slice(),
    powerTurns: s.powerTurns.slice(),
    steps: s.steps.map((x) => ({ ...x })),
    endReason: s.endReason,
  };
  if (s.rules !== undefined) copy.rules = s.rules;
  return copy;
}
