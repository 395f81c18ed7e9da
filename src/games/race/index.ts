/**
 * Race — the Knonster card race (the publisher's German rules, as docs/games/race/rules.md reads
 * them). The module the platform knows; the rules live in rules/, what a seat sees in view/, the
 * robot players in robots/, the designed data in data/.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './rules/apply';
import { boardContext } from './view/board';
import { decidedWinners } from './rules/decided';
import { assertInvariants } from './rules/invariants';
import { moveLabel } from './view/labels';
import { moveParts } from './view/parts';
import { moveStep } from './rules/move-tree';
import { news } from './view/news';
import { describe } from './view/describe';
import { legalMoves, toAct } from './rules/legal';
import { logLine } from './view/log';
import { outcome } from './rules/outcome';
import { redeal } from './rules/redeal';
import { examples } from './data/examples';
import { pictures } from './guide/pictures';
import { autoMove, robotMove, robotUsage } from './robots';
import { moveSchema, optionsSchema } from './schema';
import { RULES_VERSION, setup } from './rules/setup';
import type { RaceMove, RaceOptions, RaceState } from './rules/state';
import { view, RaceView } from './view/view';
import { t } from './view/words';
import en from './messages/en.json';
import de from './messages/de.json';

export type { RaceMove, RaceOptions, RaceState } from './rules/state';
export type { RaceView } from './view/view';

export const raceModule: GameModule<RaceState, RaceMove, RaceView, RaceOptions> = {
  meta: {
    id: 'race',
    title: 'Race',
    summary: t('summary'),
    minSeats: 2,
    maxSeats: 4,
    rulesVersion: RULES_VERSION,
    optionFields: [
      { key: 'siegwette', label: t('option.siegwette'), help: t('option.siegwette.help'), kind: 'boolean' },
      { key: 'superkraefte', label: t('option.superkraefte'), help: t('option.superkraefte.help'), kind: 'boolean' },
    ],
  },
  optionsSchema: optionsSchema as unknown as GameModule<RaceState, RaceMove, RaceView, RaceOptions>['optionsSchema'],
  moveSchema: moveSchema as unknown as GameModule<RaceState, RaceMove, RaceView, RaceOptions>['moveSchema'],
  setup,
  toAct,
  legalMoves,
  apply,
  view,
  outcome,
  logLine,
  moveLabel,
  moveParts,
  moveStep,
  news,
  describe,
  messages: { en, de },
  // A play ends the turn; a choice of favourites only when it completed everybody's choice
  // (the game then starts, or restarts — rule "Wahl der Favoriten").
  undoBarrier(before, after, _seat, move) {
    if (move.type === 'play') return true;
    return after.phase !== 'favourites' || after.restarts !== before.restarts;
  },
  robotMove,
  robotUsage,
  decidedWinners,
  autoMove,
  redeal,
  examples,
  pictures,
  boardPartial: 'games/race/board',
  boardContext,
  assertInvariants,
  prngOf: (state) => state.prng,
};

export default raceModule;
