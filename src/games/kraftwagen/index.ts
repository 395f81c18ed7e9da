/**
 * Kraftwagen — the car-building game as yucata plays it (the publisher's German rules, as
 * docs/games/kraftwagen.md reads them). The module the platform knows; the rules live in the
 * files next to this one, the designed data in data/.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './apply';
import { EXAMPLES } from './data/examples';
import { boardContext } from './board';
import { assertInvariants } from './invariants';
import { moveLabel } from './labels';
import { news } from './news';
import { moveParts } from './parts';
import { legalMoves, toAct } from './legal';
import { PICTURES } from './guide/pictures';
import { logLine } from './log';
import { moveStep } from './move-tree';
import { outcome } from './outcome';
import { redeal } from './redeal';
import { robotMove } from './robot';
import { robotUsage } from './robot/usage';
import { moveSchema, optionsSchema } from './schema';
import { RULES_VERSION, setup } from './setup';
import type { KwMove, KwOptions, KwState } from './state';
import { view, KwView } from './view';
import { t } from './words';
import en from './messages/en.json';
import de from './messages/de.json';

export type { KwMove, KwOptions, KwState } from './state';
export type { KwView } from './view';

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
