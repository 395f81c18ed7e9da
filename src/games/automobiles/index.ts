/**
 * Automobiles — the dice-bag-building race (rule text: /work/shared/rules/automobiles.de.txt,
 * base game as yucata plays it). The module the platform knows; the rules live in the files next
 * to this one, the designed data in dice.ts, cards.ts and tracks.ts.
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
import type { AutoMove, AutoOptions, AutoState } from './state';
import { view, AutoView } from './view';

export type { AutoMove, AutoOptions, AutoState } from './state';
export type { AutoView } from './view';

type Mod = GameModule<AutoState, AutoMove, AutoView, AutoOptions>;

export const automobilesModule: Mod = {
  meta: {
    id: 'automobiles',
    title: 'Automobiles',
    summary: 'Build your racing team from a bag of dice: draw seven, place gear dice on the track, buy better dice, and mind the wear.',
    minSeats: 2,
    maxSeats: 5,
    rulesVersion: 1,
    optionFields: [
      {
        key: 'cardSet',
        label: 'Action cards',
        help: 'One random card per colour, or one of the suggested sets.',
        kind: 'select',
        choices: [
          { value: 'random', label: 'Random (one per colour)' },
          { value: 'einsteiger', label: 'Einsteiger (first game)' },
          { value: 'ausgereizt', label: 'Ausgereizt' },
          { value: 'bunt', label: 'Bunte Mischung' },
          { value: 'experten', label: 'Für Experten' },
        ],
      },
      {
        key: 'track',
        label: 'Track',
        kind: 'select',
        choices: [
          { value: 'daytona', label: 'Daytona Beach' },
          { value: 'stadtkurs', label: 'Stadtkurs' },
        ],
      },
      {
        key: 'laps',
        label: 'Laps',
        help: 'Where the lap marker starts: 3 as printed; 5 is suggested for Ausgereizt and Für Experten.',
        kind: 'select',
        choices: [
          { value: '3', label: '3 laps' },
          { value: '1', label: '1 lap' },
          { value: '2', label: '2 laps' },
          { value: '4', label: '4 laps' },
          { value: '5', label: '5 laps' },
        ],
      },
      { key: 'einfaedeln', label: 'Einfädeln: weaving', help: 'Dice may go on any free segment of a field, not only the frontmost.', kind: 'boolean' },
      {
        key: 'beschleunigt',
        label: 'Beschleunigter Ablauf: faster play',
        help: 'Actions other players get during your turn (Leistungsschub) happen at the start of their own next turn.',
        kind: 'boolean',
      },
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
  /**
   * Barriers: every step that hands the game to another seat — the end of a turn (or pit stop),
   * the end of an opening purchase, the Leistungsschub that asks the others, and their answers.
   * Draws are barriers by themselves (the PRNG moved).
   */
  undoBarrier(before, after, _seat, move) {
    if (move.type === 'endTurn' || move.type === 'pit' || move.type === 'extraDraw') return true;
    return after.answering.length > 0 && before.answering.length === 0;
  },
  robotMove,
  boardPartial: 'games/automobiles/board',
  boardContext,
  assertInvariants,
  prngOf: (state) => state.prng,
};

export default automobilesModule;
