/**
 * Automobiles — the dice-bag-building race (the publisher's German rules, as
 * docs/games/automobiles/rules.md reads them; base game as yucata plays it, with the expansion
 * Rennsaison). The module the platform knows; the rules are in rules/, the designed data (dice,
 * cards, tracks, drivers, sponsors) in data/, the robot players in robots/, what a seat sees and
 * reads in view/.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './rules/apply';
import { boardContext } from './view/board';
import { assertInvariants } from './rules/invariants';
import { moveLabel } from './view/labels';
import { legalMoves, toAct } from './rules/legal';
import { logLine } from './view/log';
import { news } from './view/news';
import { describe } from './view/describe';
import { outcome } from './rules/outcome';
import { moveStep } from './rules/move-tree';
import { moveParts } from './view/parts';
import { robotMove } from './robots';
import { robotUsage } from './robots/usage';
import { moveSchema, optionsSchema } from './schema';
import { RULES_VERSION, setup } from './rules/setup';
import type { AutoMove, AutoOptions, AutoState } from './rules/state';
import { view, AutoView } from './view/view';
import { CARD_SET_CHOICES } from './data/cards';
import { TRACK_IDS } from './data/tracks';
import { t } from './view/words';
import { redeal } from './rules/redeal';
import { pictures } from './guide/pictures';
import { EXAMPLES } from './data/examples';
import en from './messages/en.json';
import de from './messages/de.json';

export type { AutoMove, AutoOptions, AutoState } from './rules/state';
export type { AutoView } from './view/view';

type Mod = GameModule<AutoState, AutoMove, AutoView, AutoOptions>;

export const automobilesModule: Mod = {
  meta: {
    id: 'automobiles',
    title: 'Automobiles',
    summary: t('summary'),
    minSeats: 2,
    maxSeats: 5,
    rulesVersion: RULES_VERSION,
    // The expansion's cards with drivers, and a race season of 3 races on drawn tracks.
    benchOptions: [
      { cardSet: 'randomAll', drivers: true },
      { cardSet: 'randomAll', season: '3' },
    ],
    optionFields: [
      {
        key: 'cardSet',
        label: t('option.cardSet'),
        help: t('option.cardSet.help'),
        kind: 'select',
        choices: CARD_SET_CHOICES.map((value) => ({ value, label: t(`option.cardSet.${value}`) })),
      },
      {
        key: 'track',
        label: t('option.track'),
        kind: 'select',
        choices: TRACK_IDS.map((value) => ({ value, label: t(`track.${value}`) })),
      },
      {
        key: 'laps',
        label: t('option.laps'),
        help: t('option.laps.help'),
        kind: 'select',
        choices: [3, 1, 2, 4, 5].map((n) => ({ value: String(n), label: t('option.laps.n', { n }) })),
      },
      { key: 'einfaedeln', label: t('option.einfaedeln'), help: t('option.einfaedeln.help'), kind: 'boolean' },
      { key: 'beschleunigt', label: t('option.beschleunigt'), help: t('option.beschleunigt.help'), kind: 'boolean' },
      { key: 'drivers', label: t('option.drivers'), help: t('option.drivers.help'), kind: 'boolean' },
      {
        key: 'season',
        label: t('option.season'),
        help: t('option.season.help'),
        kind: 'select',
        choices: ['off', '3', '4', '5'].map((value) => ({ value, label: t(`option.season.${value}`) })),
      },
      ...([2, 3, 4, 5] as const).map((race) => ({
        key: `track${race}`,
        requires: 'season',
        label: t('option.seasonTrack', { race }),
        help: race === 2 ? t('option.seasonTrack.help') : undefined,
        kind: 'select' as const,
        choices: [{ value: 'drawn', label: t('option.seasonTrack.drawn') }, ...TRACK_IDS.map((value) => ({ value, label: t(`track.${value}`) }))],
      })),
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
   * Barriers: every step that hands the game to another seat — the end of a turn (or pit stop),
   * the end of an opening purchase, the Leistungsschub that asks the others, and their answers, a
   * driver chosen in the draft, the drives of the cars behind a V12-Motor.
   * Draws are barriers by themselves (the PRNG moved).
   */
  undoBarrier(before, after, _seat, move) {
    if (move.type === 'endTurn' || move.type === 'pit' || move.type === 'extraDraw' || move.type === 'pickDriver') return true;
    // A step of a driver's question that ends the turn („Endphase"): drivers 7 and 9 stopping their
    // extra draws, driver 10 putting no die down — nothing is drawn, yet the next player is on turn.
    if (after.current !== before.current) return true;
    // V12-Motor: the cars behind drive in the owner's turn — every step of theirs hands the game on.
    if (before.interlude || after.interlude) return true;
    return after.answering.length > 0 && before.answering.length === 0;
  },
  robotMove,
  robotUsage,
  redeal,
  pictures,
  examples: EXAMPLES,
  boardPartial: 'games/automobiles/board',
  boardContext,
  assertInvariants,
  prngOf: (state) => state.prng,
};

export default automobilesModule;
