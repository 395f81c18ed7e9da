/**
 * Chariot Race — Matt Leacock's chariot race in the arena (rule text:
 * /work/shared/rules/chariot-race.de.txt). The module the platform knows; the rules live in the
 * files next to this one, the designed data in data/.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './apply';
import { boardContext } from './board';
import { assertInvariants } from './invariants';
import { moveLabel } from './labels';
import { legalMoves, toAct } from './legal';
import { logLine } from './log';
import { news } from './news';
import { outcome } from './outcome';
import { moveParts } from './parts';
import { robotMove } from './robot';
import { moveSchema, optionsSchema } from './schema';
import { setup } from './setup';
import type { ChariotMove, ChariotOptions, ChariotState } from './state';
import { view, ChariotView } from './view';

export type { ChariotMove, ChariotOptions, ChariotState } from './state';
export type { ChariotView } from './view';

type Module = GameModule<ChariotState, ChariotMove, ChariotView, ChariotOptions>;

export const chariotRaceModule: Module = {
  meta: {
    id: 'chariot-race',
    title: 'Chariot Race',
    summary: 'Race your chariot twice round the arena: roll the dice for speed and steering, survive the curves, ram, spear and drop caltrops.',
    minSeats: 2,
    maxSeats: 6,
    rulesVersion: 1,
    optionFields: [
      {
        key: 'track',
        label: 'Race track: sides of the two board halves',
        help: 'Side B has rock piles: a chariot passing or stopping on one breaks up. A/A is recommended for beginners.',
        kind: 'select',
        choices: [
          { value: 'AA', label: 'A / A (recommended for beginners)' },
          { value: 'AB', label: 'A / B' },
          { value: 'BA', label: 'B / A' },
          { value: 'BB', label: 'B / B' },
        ],
      },
      {
        key: 'noDamageAfterFinish',
        label: 'No damage after the finish line',
        help: 'A chariot that has completed its second lap and ended its turn can no longer be damaged.',
        kind: 'boolean',
      },
      {
        key: 'alternativeChariots',
        label: 'Alternative chariots',
        help: 'Draft the six black-pillar chariot boards, each with its own tracks, and choose your start positions.',
        kind: 'boolean',
      },
    ],
  },
  optionsSchema: optionsSchema as unknown as Module['optionsSchema'],
  moveSchema: moveSchema as unknown as Module['moveSchema'],
  setup,
  toAct,
  legalMoves,
  apply,
  view,
  outcome,
  logLine,
  moveLabel,
  moveParts,
  news,
  // A move may be taken back until the turn ends: a completed chariot turn, a board pick and a
  // start position are final (the roll and the paid rerolls draw randomness: barriers anyway).
  undoBarrier(before, after, _seat, move) {
    if (move.type === 'pick' || move.type === 'place') return true;
    return after.turns !== before.turns || after.phase !== before.phase;
  },
  robotMove,
  boardPartial: 'games/chariot-race/board',
  boardContext,
  assertInvariants,
  prngOf: (state) => state.prng,
};

export default chariotRaceModule;
