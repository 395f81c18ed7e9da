/**
 * Chariot Race — Matt Leacock's chariot race in the arena (the publisher's German rules, as
 * docs/games/chariot-race/rules.md reads them). The module the platform knows; the rules live in
 * rules/, the designed data in data/, the robot players in robots/, what a seat sees in view/.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './rules/apply';
import { boardContext } from './view/board';
import { assertInvariants } from './rules/invariants';
import { moveLabel } from './view/labels';
import { isLegalAlike, legalMoves, toAct } from './rules/legal';
import { logLine } from './view/log';
import { moveStep } from './rules/move-tree';
import { news } from './view/news';
import { describe } from './view/describe';
import { outcome } from './rules/outcome';
import { moveParts } from './view/parts';
import { robotMove, robotUsage } from './robots';
import { redeal } from './rules/redeal';
import { pictures } from './guide/pictures';
import { examples } from './data/examples';
import { moveSchema, optionsSchema } from './schema';
import { RULES_VERSION, setup } from './rules/setup';
import type { ChariotMove, ChariotOptions, ChariotState } from './rules/state';
import { view, ChariotView } from './view/view';
import { t } from './view/text';
import en from './messages/en.json';
import de from './messages/de.json';

export type { ChariotMove, ChariotOptions, ChariotState } from './rules/state';
export type { ChariotView } from './view/view';

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
  describe,
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
