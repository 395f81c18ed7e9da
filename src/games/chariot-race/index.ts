/**
 * Chariot Race — Matt Leacock's chariot race in the arena (the publisher's German rules, as
 * docs/games/chariot-race.md reads them). The module the platform knows; the rules live in the
 * files next to this one, the designed data in data/.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './apply';
import { boardContext } from './board';
import { assertInvariants } from './invariants';
import { moveLabel } from './labels';
import { isLegalAlike, legalMoves, toAct } from './legal';
import { logLine } from './log';
import { moveStep } from './move-tree';
import { news } from './news';
import { outcome } from './outcome';
import { moveParts } from './parts';
import { robotMove, robotUsage } from './robot';
import { redeal } from './redeal';
import { pictures } from './guide/pictures';
import { examples } from './data/examples';
import { moveSchema, optionsSchema } from './schema';
import { RULES_VERSION, setup } from './setup';
import type { ChariotMove, ChariotOptions, ChariotState } from './state';
import { view, ChariotView } from './view';
import { t } from './text';
import en from './messages/en.json';
import de from './messages/de.json';

export type { ChariotMove, ChariotOptions, ChariotState } from './state';
export type { ChariotView } from './view';

type Module = GameModule<ChariotState, ChariotMove, ChariotView, ChariotOptions>;

export const chariotRaceModule: Module = {
  meta: {
    id: 'chariot-race',
    title: 'Chariot Race',
    summary: t('meta.summary'),
    minSeats: 2,
    maxSeats: 6,
    rulesVersion: RULES_VERSION,
    optionFields: [
      {
        key: 'track',
        label: t('option.track.label'),
        help: t('option.track.help'),
        kind: 'select',
        choices: [
          { value: 'AA', label: t('option.track.AA') },
          { value: 'AB', label: t('option.track.AB') },
          { value: 'BA', label: t('option.track.BA') },
          { value: 'BB', label: t('option.track.BB') },
        ],
      },
      {
        key: 'noDamageAfterFinish',
        label: t('option.noDamageAfterFinish.label'),
        help: t('option.noDamageAfterFinish.help'),
        kind: 'boolean',
      },
      {
        key: 'alternativeChariots',
        label: t('option.alternativeChariots.label'),
        help: t('option.alternativeChariots.help'),
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
  isLegalAlike,
  moveStep,
  news,
  messages: { en, de },
  // A move may be taken back until the turn ends: a completed chariot turn, a board pick and a
  // start position are final (the roll and the paid rerolls draw randomness: barriers anyway).
  undoBarrier(before, after, _seat, move) {
    if (move.type === 'pick' || move.type === 'place') return true;
    return after.turns !== before.turns || after.phase !== before.phase;
  },
  robotMove,
  robotUsage,
  // Learning the game (issue 31): practice from a position, the rules page's pictures, the rule
  // book's worked examples as replays.
  redeal,
  pictures,
  examples,
  boardPartial: 'games/chariot-race/board',
  boardContext,
  assertInvariants,
  prngOf: (state) => state.prng,
};

export default chariotRaceModule;
