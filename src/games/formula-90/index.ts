/**
 * Race! Formula 90 — the basic game with its robot cars, at Monza and the Hungaroring (the
 * publisher's German rules, as docs/games/formula-90.md reads them). The module the platform
 * knows; the rules are in rules/, the designed data in data/, the robot cars and the robot player
 * in robots/, what a seat sees and reads in view/.
 */
import type { GameModule } from '../../engine/contract';
import { TRACK_IDS } from './data/tracks';
import { apply } from './rules/apply';
import { assertInvariants } from './rules/invariants';
import { legalMoves, toAct } from './rules/legal';
import { setup } from './rules/setup';
import type { F90Move, F90Options, F90State } from './rules/state';
import { robotMove } from './robots/player';
import { moveSchema, optionsSchema } from './schema';
import { boardContext } from './view/board';
import { moveLabel } from './view/labels';
import { logLine } from './view/log';
import { news } from './view/news';
import { outcome } from './view/outcome';
import { moveParts } from './view/parts';
import { view, type F90View } from './view/view';
import { t } from './view/words';
import en from './messages/en.json';
import de from './messages/de.json';

export type { F90Move, F90Options, F90State } from './rules/state';
export type { F90View } from './view/view';

type Mod = GameModule<F90State, F90Move, F90View, F90Options>;

export const formula90Module: Mod = {
  meta: {
    id: 'formula-90',
    title: 'Race! Formula 90',
    summary: t('summary'),
    minSeats: 2,
    maxSeats: 6,
    rulesVersion: 1,
    optionFields: [
      {
        key: 'track',
        label: t('option.track'),
        help: t('option.track.help'),
        kind: 'select',
        choices: TRACK_IDS.map((value) => ({ value, label: t(`track.${value}`) })),
      },
      { key: 'short', label: t('option.short'), help: t('option.short.help'), kind: 'boolean' },
      { key: 'junior', label: t('option.junior'), help: t('option.junior.help'), kind: 'boolean' },
      { key: 'reentry', label: t('option.reentry'), help: t('option.reentry.help'), kind: 'boolean' },
      // „Module im Fortgeschrittenenspiel": each on its own
      { key: 'advanced', label: t('option.advanced'), help: t('option.advanced.help'), kind: 'boolean' },
      { key: 'trackCards', label: t('option.trackCards'), help: t('option.trackCards.help'), kind: 'boolean' },
      { key: 'abilities', label: t('option.abilities'), help: t('option.abilities.help'), kind: 'boolean' },
      { key: 'carBuild', label: t('option.carBuild'), help: t('option.carBuild.help'), kind: 'boolean' },
      { key: 'fuel', label: t('option.fuel'), help: t('option.fuel.help'), kind: 'boolean' },
      { key: 'tyres', label: t('option.tyres'), help: t('option.tyres.help'), kind: 'boolean' },
      { key: 'superfast', label: t('option.superfast'), help: t('option.superfast.help'), kind: 'boolean' },
      { key: 'flags', label: t('option.flags'), help: t('option.flags.help'), kind: 'boolean' },
      { key: 'offTrack', label: t('option.offTrack'), help: t('option.offTrack.help'), kind: 'boolean' },
    ],
  },
  optionsSchema: optionsSchema as unknown as Mod['optionsSchema'],
  moveSchema: moveSchema as unknown as Mod['moveSchema'],
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
  messages: { en, de },
  /**
   * Barriers: the end of a turn or a pit stop's part of it (the game goes on to other cars), a
   * battle declaration, and the secret choices before the race. Draws are barriers by themselves
   * (the PRNG moved).
   */
  undoBarrier(before, after, seat) {
    if (after.phase !== before.phase) return true;
    if (before.phase !== 'race') return true;
    if (before.battle) return true;
    return !after.turn || after.turn.seat !== seat || after.turn.car !== before.turn?.car;
  },
  robotMove,
  boardPartial: 'games/formula-90/board',
  boardContext,
  assertInvariants,
  prngOf: (state) => state.prng,
};

export default formula90Module;
