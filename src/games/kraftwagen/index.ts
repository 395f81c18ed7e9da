/**
 * Kraftwagen — the car-building game as yucata plays it (the publisher's German rules, as
 * docs/games/kraftwagen/rules.md reads them). The module the platform knows; the rules live in
 * rules/, what a seat sees in view/, the robot players in robots/, the designed data in data/.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './rules/apply';
import { EXAMPLES } from './data/examples';
import { boardContext } from './view/board';
import { assertInvariants } from './rules/invariants';
import { moveLabel } from './view/labels';
import { news } from './view/news';
import { describe } from './view/describe';
import { moveParts } from './view/parts';
import { legalMoves, toAct } from './rules/legal';
import { PICTURES } from './guide/pictures';
import { logLine } from './view/log';
import { moveStep } from './rules/move-tree';
import { outcome } from './rules/outcome';
import { redeal } from './rules/redeal';
import { robotMove } from './robots';
import { robotUsage } from './robots/usage';
import { moveSchema, optionsSchema } from './schema';
import { RULES_VERSION, setup } from './rules/setup';
import type { KwMove, KwOptions, KwState } from './rules/state';
import { view, KwView } from './view/view';
import { t } from './view/words';
import en from './messages/en.json';
import de from './messages/de.json';

export type { KwMove, KwOptions, KwState } from './rules/state';
export type { KwView } from './view/view';

type Mod = GameModule<KwState, KwMove, KwView, KwOptions>;

/** Something was turned up: a research card or a special tile. */
function revealed(before: KwState, after: KwState): boolean {
  return (
    before.deck.length !== after.deck.length ||
    before.open.join() !== after.open.join() ||
    before.specialStacks.some((st, i) => st.length !== after.specialStacks[i].length)
  );
}

export const kraftwagenModule: Mod = {
  meta: {
    id: 'kraftwagen',
    title: 'Kraftwagen',
    summary: t('meta.summary'),
    minSeats: 2,
    maxSeats: 4,
    rulesVersion: RULES_VERSION,
    scoreUnit: 'money',
    optionFields: [
      { key: 'special', label: t('meta.special'), help: t('meta.specialHelp'), kind: 'boolean' },
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
  /** Barriers: the end of a turn, a start tile, the Benz decision, and every step that turns up a card or tile. */
  undoBarrier(before, after, _seat, move) {
    if (move.type === 'end' || move.type === 'start' || move.type === 'benz') return true;
    return revealed(before, after);
  },
  robotMove,
  robotUsage,
  redeal,
  pictures: PICTURES,
  examples: EXAMPLES,
  boardPartial: 'games/kraftwagen/board',
  boardContext,
  assertInvariants,
  prngOf: (state) => state.prng,
};

export default kraftwagenModule;
