/**
 * Race — the Knonster card race (rule text: /work/shared/rules/race-knonster.de.txt).
 * The module the platform knows; the rules live in the files next to this one.
 */
import type { GameModule } from '../../engine/contract';
import { apply } from './apply';
import { boardContext } from './board';
import { decidedWinners } from './decided';
import { assertInvariants } from './invariants';
import { moveLabel } from './labels';
import { moveParts } from './parts';
import { news } from './news';
import { legalMoves, toAct } from './legal';
import { logLine } from './log';
import { outcome } from './outcome';
import { autoMove, robotMove } from './robot';
import { moveSchema, optionsSchema } from './schema';
import { setup } from './setup';
import type { RaceMove, RaceOptions, RaceState } from './state';
import { view, RaceView } from './view';

export type { RaceMove, RaceOptions, RaceState } from './state';
export type { RaceView } from './view';

export const raceModule: GameModule<RaceState, RaceMove, RaceView, RaceOptions> = {
  meta: {
    id: 'race',
    title: 'Race',
    summary: 'Four Knonster race to the finish: secretly back two favourites and play cards to push them onto the podium.',
    minSeats: 2,
    maxSeats: 4,
    rulesVersion: 1,
    optionFields: [
      { key: 'siegwette', label: 'Siegwette: bet on the winner', help: 'Bet on one of your two favourites; +15 points if it wins.', kind: 'boolean' },
      { key: 'superkraefte', label: 'Superkräfte: superpowers', help: 'Each Knonster has a superpower; reveal a favourite to use its power once per game.', kind: 'boolean' },
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
  news,
  // A play ends the turn; a choice of favourites only when it completed everybody's choice
  // (the game then starts, or restarts — rule "Wahl der Favoriten").
  undoBarrier(before, after, _seat, move) {
    if (move.type === 'play') return true;
    return after.phase !== 'favourites' || after.restarts !== before.restarts;
  },
  robotMove,
  decidedWinners,
  autoMove,
  boardPartial: 'games/race/board',
  boardContext,
  assertInvariants,
  prngOf: (state) => state.prng,
};

export default raceModule;
