/** What a seat (or a spectator) may see. Hidden: hands of others, deck order, PRNG, favourites. */
import type { Text } from '../../../engine/text';
import { CardKind, Knonster } from '../data/race';
import { toAct } from '../rules/legal';
import { outcome } from '../rules/outcome';
import { placements } from '../rules/placement';
import type { Phase, PlayedCard, RaceOptions, RaceState } from '../rules/state';

export interface PlayerView {
  seat: number;
  handCount: number;
  /** Has this seat chosen its favourites (favourites phase)? */
  chosen: boolean;
  /** Public statistic: net steps this seat moved each Knonster. */
  steps: Record<Knonster, number>;
  /** Star cards turned face up by using their power (variant "Superkräfte"). */
  revealed: Knonster[];
  /** Star cards still face down (2 once chosen). */
  hiddenStars: number;
  /** Only the viewer's own, and everybody's after the end. */
  favourites?: [Knonster, Knonster];
  bet?: Knonster | null;
}

export interface RaceView {
  game: 'race';
  viewer: number | null;
  seats: number;
  options: RaceOptions;
  phase: Phase;
  restarts: number;
  /** null while not drawn yet (rules version 2, while the favourites are chosen) */
  startPlayer: number | null;
  /** Seat on turn in the play phase, null otherwise. */
  current: number | null;
  toAct: number[];
  turns: number;
  /** Field per Knonster: 0 = start, 1..60, 61 = finished (on the podium). */
  positions: Record<Knonster, number>;
  podium: Knonster[];
  placements: Record<Knonster, number>;
  deckCount: number;
  played: PlayedCard[];
  powersUsed: Knonster[];
  players: PlayerView[];
  /** The viewer's hand in card order, null for a spectator. */
  hand: CardKind[] | null;
  /** Only when `reveal` (replay of a finished game): every hand. */
  allHands?: CardKind[][];
  endReason: 'third' | 'deck' | null;
  outcome: { ranks: number[]; scores: number[]; summary: Text } | null;
}

/**
 * `reveal` is set by the platform only for the replay of a finished game: then every hand and
 * every choice of favourites may be shown.
 */
export function view(state: RaceState, viewer: number | null, reveal = false): RaceView {
  const me = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.seats ? viewer : null;
  const finished = state.phase === 'finished';
  const open = finished || reveal;
  const out = outcome(state);
  const v: RaceView = {
    game: 'race',
    viewer: me,
    seats: state.seats,
    options: { ...state.options },
    phase: state.phase,
    restarts: state.restarts,
    startPlayer: state.startPlayer >= 0 ? state.startPlayer : null,
    current: state.phase === 'play' ? state.current : null,
    toAct: toAct(state),
    turns: state.discard.length,
    positions: { ...state.positions },
    podium: [...state.podium],
    placements: placements(state),
    deckCount: state.deck.length,
    played: state.discard.map((card, i) => {
      const seat = (state.startPlayer + i) % state.seats;
      const p = state.powerTurns.indexOf(i);
      return p < 0 ? { seat, card } : { seat, card, power: state.powersUsed[p] };
    }),
    powersUsed: [...state.powersUsed],
    players: state.hands.map((hand, seat) => {
      const choice = state.choices[seat];
      const p: PlayerView = {
        seat,
        handCount: hand.length,
        chosen: choice !== null,
        steps: { ...state.steps[seat] },
        revealed: [...state.revealed[seat]],
        hiddenStars: choice ? 2 - state.revealed[seat].length : 0,
      };
      if (choice && (seat === me || open)) {
        p.favourites = [...choice.favourites];
        p.bet = choice.bet;
      }
      return p;
    }),
    hand: me === null ? null : [...state.hands[me]],
    endReason: state.endReason,
    outcome: out.finished ? { ranks: out.ranks!, scores: out.scores!, summary: out.summary! } : null,
  };
  if (reveal) v.allHands = state.hands.map((h) => [...h]);
  return v;
}
