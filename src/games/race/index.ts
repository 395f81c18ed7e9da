/**
 * Race — the Knonster card race (the publisher's German rules, as docs/games/race.md reads them).
 * The module the platform knows; the rules live in the files next to this one.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './apply';
import { boardContext } from './board';
import { decidedWinners } from './decided';
import { assertInvariants } from './invariants';
import { moveLabel } from './labels';
import { moveParts } from './parts';
import { moveStep } from './move-tree';
import { news } from './news';
import { legalMoves, toAct } from './legal';
import { logLine } from './log';
import { outcome } from './outcome';
import { redeal } from './redeal';
import { examples } from './data/examples';
import { pictures } from './guide/pictures';
import { autoMove, robotMove, robotUsage } from './robot';
import { moveSchema, optionsSchema } from './schema';
import { RULES_VERSION, setup } from './setup';
import type { RaceMove, RaceOptions, RaceState } from './state';
import { view, RaceView } from './view';
import { t } from './words';
import en from './messages/en.json';
import de from './messages/de.json';

export type { RaceMove, RaceOptions, RaceState } from './state';
export type { RaceView } from './view';

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
