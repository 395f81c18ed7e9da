/**
 * Race! Formula 90 — the basic game with its robot cars and the advanced game's eight modules, at
 * Monza and the Hungaroring (the publisher's German rules, as docs/games/formula-90/rules.md reads them). The module the
 * platform knows; the rules are in rules/ (the robot cars' too: rules/robot-cars.ts), the designed data in data/, the
 * robot player in robots/, what a seat sees and reads in view/.
 */
import type { GameModule } from '../../engine/contract';
import { TRACK_IDS } from './data/tracks';
import { apply } from './rules/apply';
import { MODULE_KEYS } from './rules/modules';
import { assertInvariants } from './rules/invariants';
import { legalMoves, toAct } from './rules/legal';
import { setup } from './rules/setup';
import { RULES_VERSION } from './rules/version';
import type { F90Move, F90Options, F90State } from './rules/state';
import { robotMove } from './robots';
import { robotUsage } from './robots/usage';
import { moveSchema, optionsSchema } from './schema';
import { boardContext } from './view/board';
import { moveLabel } from './view/labels';
import { logLine } from './view/log';
import { news } from './view/news';
import { describe } from './view/describe';
import { outcome } from './rules/outcome';
import { moveParts } from './view/parts';
import { moveStep } from './rules/move-tree';
import { pictures } from './guide/pictures';
import { EXAMPLES } from './data/examples';
import { redeal } from './rules/redeal';
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
    rulesVersion: RULES_VERSION,
    benchOptions: [{ advanced: true }],
    optionFields: [
      {
        key: 'track',
        label: t('option.track'),
        help: t('option.track.help'),
        kind: 'select',
        choices: TRACK_IDS.map((value) => ({ value, label: t(`track.${value}`) })),
      },
      // the basic game's optional rules, the advanced game, then „Module im Fortgeschrittenenspiel", each on its own
      ...(['short', 'junior', 'reentry', 'advanced', ...MODULE_KEYS] as const).map((key) => ({ key, label: t(`option.${key}`), help: t(`option.${key}.help`), kind: 'boolean' as const })),
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
  moveStep,
  news,
  describe,
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
  robotUsage,
  boardPartial: 'games/formula-90/board',
  boardContext,
  assertInvariants,
  /** the rules page's positions, drawn by the board (guide/rules.*.md) */
  pictures,
  examples: EXAMPLES,
  redeal,
  prngOf: (state) => state.prng,
};

export default formula90Module;
