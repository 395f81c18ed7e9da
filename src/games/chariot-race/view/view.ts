/** What a seat (or a spectator) sees: everything except the PRNG (the game has no secrets). */
import type { Text } from '../../../engine/text';
import type { Face } from '../data/dice';
import { toAct } from '../rules/legal';
import { outcome } from '../rules/outcome';
import { raceOrder, trackOf } from '../rules/round';
import type { Chariot, ChariotOptions, ChariotState, Phase, Turn } from '../rules/state';

export interface ChariotView {
  game: 'chariot-race';
  /** The rules version (from version 2 on; the rules and the boards of the page read it). */
  rules?: number;
  viewer: number | null;
  seats: number;
  options: ChariotOptions;
  phase: Phase;
  chariots: Chariot[];
  queue: number[];
  round: number;
  moved: number[];
  turn: Turn | null;
  turns: number;
  caltrops: number[];
  wrecks: number[];
  trail: { chariot: number; fields: number[] } | null;
  lastDice: Face[];
  winner: number | null;
  toAct: number[];
  /** Chariots in the race, front first (the turn order of the round). */
  order: number[];
  outcome: { ranks: number[]; summary: Text } | null;
}

export function view(state: ChariotState, viewer: number | null): ChariotView {
  const me = viewer !== null && Number.isInteger(viewer) && viewer >= 0 && viewer < state.seats ? viewer : null;
  const out = outcome(state);
  return {
    game: 'chariot-race',
    ...(state.rules !== undefined ? { rules: state.rules } : {}),
    viewer: me,
    seats: state.seats,
    options: { ...state.options },
    phase: state.phase,
    chariots: state.chariots.map((c) => ({ ...c })),
    queue: state.queue.slice(),
    round: state.round,
    moved: state.moved.slice(),
    turn: state.turn ? { ...state.turn, dice: state.turn.dice.slice(), passed: state.turn.passed.slice() } : null,
    turns: state.turns,
    caltrops: state.caltrops.slice(),
    wrecks: state.wrecks.slice(),
    trail: state.trail ? { chariot: state.trail.chariot, fields: state.trail.fields.slice() } : null,
    lastDice: state.lastDice.slice(),
    winner: state.winner,
    toAct: toAct(state),
    order: state.phase === 'race' || state.phase === 'finished' ? raceOrder(trackOf(state), state.chariots) : [],
    outcome: out.finished ? { ranks: out.ranks!, summary: out.summary! } : null,
  };
}
