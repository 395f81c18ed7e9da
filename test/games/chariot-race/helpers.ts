/** Test helpers: build Chariot Race states directly and play steps through applyChecked. */
import { RuleError } from '../../../src/engine/contract';
import { applyChecked } from '../../../src/engine/replay';
import type { Text } from '../../../src/engine/text';
import { en } from '../../support/text';
import { chariotRaceModule } from '../../../src/games/chariot-race';
import { fieldAt, racePosition } from '../../../src/games/chariot-race/rules/positions';
import type { ChariotMove, ChariotOptions, ChariotState } from '../../../src/games/chariot-race/rules/state';
import { Track, trackFor } from '../../../src/games/chariot-race/rules/track';

export const mod = chariotRaceModule;

export type { ChariotSpec, StateSpec, TurnSpec } from '../../../src/games/chariot-race/rules/positions';

export function trackOfOptions(options: Partial<ChariotOptions> = {}): Track {
  return trackFor(options.track ?? 'AA');
}

/** The field index of a field name on a track ("O12"). */
export const at = fieldAt;

export function nameOf(track: Track, index: number | null): string {
  return index === null ? '-' : track.fields[index].name;
}

/** A race state from the given facts (it satisfies assertInvariants): the same builder as the rule book's examples. */
export const raceState = racePosition;

/** Plays a move for whoever must act, checked against the legal moves; checks the invariants. */
export function act(state: ChariotState, move: ChariotMove): ChariotState {
  const seat = mod.toAct(state)[0];
  const applied = applyChecked(mod, state, seat, move);
  const after = applied.state as ChariotState;
  mod.assertInvariants!(after);
  return after;
}

/** Everything applyChecked says about a move (barrier and state). */
export function actFull(state: ChariotState, move: ChariotMove): { state: ChariotState; barrier: boolean } {
  const seat = mod.toAct(state)[0];
  const applied = applyChecked(mod, state, seat, move);
  return { state: applied.state as ChariotState, barrier: applied.barrier };
}

export function legal(state: ChariotState): ChariotMove[] {
  return mod.legalMoves(state, mod.toAct(state)[0]);
}

/**
 * A path step with ways that differ: the green chariot (seat 0, damage 10) on O5 at speed 8 with
 * two drive dice, a sprint and a steer; yellow and blue chariots just ahead to ram.
 */
export function rammingState(): ChariotState {
  return raceState({
    chariots: [
      { seat: 0, colour: 'green', at: 'O5', speed: 8, damage: 10, fortune: 0 },
      { seat: 1, colour: 'yellow', at: 'M11', damage: 2 },
      { seat: 2, colour: 'blue', at: 'M10' },
      { seat: 3, colour: 'red', at: 'I20' },
    ],
    moved: [3],
    turn: { chariot: 0, step: 'path', dice: ['drive', 'drive', 'sprint', 'steer'] },
  });
}

/**
 * What the rules say to a refused move: the words of its RuleError in a language (English by
 * default); fails when the move is not refused.
 */
export function refusal(f: () => unknown, words: (text: Text) => string = en): string {
  try {
    f();
  } catch (e) {
    if (e instanceof RuleError) return words(e.text);
    throw e;
  }
  throw new Error('the move was not refused');
}
