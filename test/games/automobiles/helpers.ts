/** Test helpers: build Automobiles states directly. */
import { automobilesModule } from '../../../src/games/automobiles';
import type { Colour } from '../../../src/games/automobiles/data/dice';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import { seg, stateWith } from '../../../src/games/automobiles/guide/position';

export { counts, seg, stateWith, type Dice, type PlayerSpec, type Spec } from '../../../src/games/automobiles/guide/position';

export const mod = automobilesModule;

/** Applies a move (it must be legal) and checks the invariants. */
export function play(state: AutoState, move: AutoMove, seat = state.current): AutoState {
  const after = mod.apply(state, seat, move);
  mod.assertInvariants!(after);
  return after;
}

export function playAll(state: AutoState, moves: AutoMove[], seat = state.current): AutoState {
  return moves.reduce((s, m) => play(s, m, seat), state);
}

export function legal(state: AutoState, seat = state.current): AutoMove[] {
  return mod.legalMoves(state, seat);
}

/** Segments offered for a move type (activate of a colour, or place). */
export function targets(state: AutoState, type: 'activate' | 'place', colour?: Colour): number[] {
  return legal(state)
    .filter((m) => m.type === type && (colour === undefined || (m as { colour?: string }).colour === colour))
    .map((m) => (m as { seg: number }).seg)
    .filter((x) => x !== undefined)
    .sort((a, b) => a - b);
}

export const activate = (colour: Colour, segment?: number): AutoMove => (segment === undefined ? { type: 'activate', colour } : { type: 'activate', colour, seg: segment });
export const choose = (colour: Colour, area: 'active' | 'discard' | 'drawn' = 'discard'): AutoMove => ({ type: 'choose', colour, area });
export const place = (segment: number): AutoMove => ({ type: 'place', seg: segment });
export const STOP: AutoMove = { type: 'stop' };
export const END: AutoMove = { type: 'endTurn' };

/** Three cars, a two-lap race, Ben (seat 1) on turn about to cross the line on his last lap. */
export function lastLapState(): AutoState {
  const s = stateWith({
    seats: 3,
    options: { laps: 2 },
    startPlayer: 0,
    current: 1,
    cars: [seg(19, 1), seg(24, 0), seg(17, 2)],
    players: [{}, { laps: 1, active: { lightgrey: 2 }, bag: { white: 7 } }, { bag: { white: 7 } }],
  });
  return playAll(s, [activate('lightgrey', seg(25, 0)), activate('lightgrey', seg(0, 0))]);
}
