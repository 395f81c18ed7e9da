/**
 * The positions the rules page shows (`![caption](picture:<id>)` in rules.*.md), drawn by the
 * game's own board: each a state that satisfies the invariants (built by data/position.ts, or
 * played from a worked example), the seat whose view is drawn, and the answers of a move being put
 * together (so the board shows what a card would do now, or marks the targets of a step).
 */
import type { RulesPicture } from '../../../engine/contract';
import { GAME_END } from '../data/examples';
import { positionWith } from '../data/position';
import { apply } from '../rules/apply';
import { setup } from '../rules/setup';
import type { RaceState } from '../rules/state';

export const pictures: Record<string, () => RulesPicture<RaceState>> = {
  /** „Wahl der Favoriten" with the Siegwette: two favourites marked, the bet asked on the track. */
  favourites: () => ({
    state: setup(7, 3, { siegwette: true, superkraefte: false }),
    viewer: 0,
    answers: ['favourites:celya|elaari'],
  }),

  /** „Spielverlauf": your turn, every card of the hand with what it would do now (one without effect). */
  turn: () => ({
    state: positionWith({
      seats: 3,
      positions: { aristas: 31, elaari: 27, rithle: 24, celya: 18 },
      hands: [['celya:catchup', 'elaari:+7', 'aristas:triple', 'place3:12', 'rithle:triple']],
      choices: [
        ['celya', 'elaari'],
        ['rithle', 'aristas'],
        ['aristas', 'celya'],
      ],
      // who pushed whom so far (the players' table): each has pushed his own favourites most
      steps: [
        { rithle: 7, aristas: 5, celya: 12, elaari: 15 },
        { rithle: 10, aristas: 16, celya: 0, elaari: 7 },
        { rithle: 7, aristas: 10, celya: 6, elaari: 5 },
      ],
    }),
    viewer: 0,
    answers: [],
  }),

  /** „Platzierung": Rithle and Aristas share 1st place; what each placement card does now. */
  placement: () => ({
    state: positionWith({
      seats: 2,
      positions: { rithle: 20, aristas: 20, celya: 15, elaari: 3 },
      hands: [['place2:+9', 'place3:12', 'place4:+14', 'rithle:+5', 'celya:+5']],
      choices: [
        ['celya', 'elaari'],
        ['rithle', 'aristas'],
      ],
    }),
    viewer: 0,
    answers: [],
  }),

  /** The finish line and the podium: Celya is 1st; Elaari +7 would carry Elaari onto the podium. */
  podium: () => ({
    state: positionWith({
      seats: 2,
      positions: { elaari: 56, aristas: 50, rithle: 44 },
      podium: ['celya'],
      hands: [['elaari:+7', 'rithle:+5', 'aristas:catchup', 'place2:+9', 'place4:+14']],
      choices: [
        ['rithle', 'elaari'],
        ['aristas', 'celya'],
      ],
    }),
    viewer: 0,
    answers: [],
  }),

  /** „Ende des Spiels" and „Wertung": the worked example's end, favourites revealed, points and ranks. */
  end: () => {
    const start = GAME_END.start();
    const step = GAME_END.steps[0];
    return { state: apply(start, step.seat, step.move), viewer: null };
  },

  /** Variant „Superkräfte": Elaari's power is used up (its star card turned face up); the viewer's favourites still have theirs. */
  powers: () => ({
    state: positionWith({
      seats: 2,
      options: { superkraefte: true },
      positions: { rithle: 33, aristas: 22, celya: 20, elaari: 14 },
      hands: [['celya:+7', 'rithle:+5', 'aristas:+5', 'place4:+14', 'place2:+9']],
      choices: [
        ['aristas', 'celya'],
        ['rithle', 'elaari'],
      ],
      powersUsed: [{ seat: 1, knonster: 'elaari' }],
    }),
    viewer: 0,
    answers: [],
  }),
};
