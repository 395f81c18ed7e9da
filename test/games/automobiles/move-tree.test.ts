/**
 * The module's own moveStep (move-tree.ts) against the steps worked out from the legal moves
 * (test/support/steps-from-moves.ts), walked whole, in the states with a move of two parts that
 * seeded games seldom reach: buying behind its button, Manager's area asked first, dice equally
 * far ahead — and a few ordinary ones.
 */
import { canonicalJson } from '../../../src/engine/canonical';
import type { Answer, MoveStep } from '../../../src/engine/contract';
import { pickAnswer } from '../../../src/engine/steps';
import { moveStepFromLegal } from '../../support/steps-from-moves';
import { moveStep } from '../../../src/games/automobiles/rules/move-tree';
import type { AutoState } from '../../../src/games/automobiles/rules/state';
import { STOP, activate, mod, playAll, seg, stateWith } from './helpers';

/** Walks every answer of both trees; returns the steps compared and the moves completed. */
function walkBoth(s: AutoState, seat = s.current): { steps: number; moves: number; depth: number } {
  let steps = 0;
  let moves = 0;
  let depth = 0;
  const visit = (answers: Answer[]) => {
    const mine = moveStep(s, seat, answers);
    const theirs = moveStepFromLegal(mod, s, seat, answers) as MoveStep | null;
    expect(canonicalJson(mine)).toBe(canonicalJson(theirs));
    steps++;
    depth = Math.max(depth, answers.length);
    if (!mine) return;
    if (mine.complete) {
      moves++;
      return;
    }
    for (const p of mine.next) if (p.kind === 'pick') for (const o of p.options) visit([...answers, pickAnswer(p.step, o.value)]);
  };
  visit([]);
  // answers that are no choice
  expect(moveStep(s, seat, ['die:nothing'])).toBeNull();
  return { steps, moves, depth };
}

describe("Automobiles' moveStep gives the steps of its legal moves", () => {
  it('a turn: dice, fields, the supply, pit stop and end', () => {
    const s = stateWith({ cars: [seg(5, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, darkgrey: 1, yellow: 2, brown: 1, green: 1 } }] });
    const w = walkBoth(s);
    expect(w.depth).toBe(2);
    expect(w.moves).toBe(mod.legalMoves(s, s.current).length);
  });

  it('buying behind its button', () => {
    const rich = stateWith({
      cars: [seg(14, 1), seg(25, 1)],
      players: [{ active: { white: 1, lightgrey: 1, darkgrey: 1, black: 1, yellow: 4, red: 1, purple: 1, blue: 1, green: 1, brown: 1 }, discard: { white: 1 } }],
    });
    walkBoth(rich);
    expect(moveStep(rich, 0, [])!.next.find((p) => p.step === 'buy')).toMatchObject({ options: [{ value: 'shop' }] });
    expect(moveStep(rich, 0, ['buy:shop'])!.next.map((p) => p.step)).toEqual(['supply']);
  });

  it('dice equally far ahead: the end, then the field', () => {
    const t = playAll(stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, black: 1 } }] }), [activate('lightgrey', seg(15, 0)), activate('black', seg(15, 2))]);
    expect(walkBoth(t).depth).toBe(2);
  });

  it("Manager's second step with the area first", () => {
    const s = playAll(
      stateWith({
        cards: ['manager'],
        players: [{ active: { yellow: 2, white: 1, lightgrey: 1, darkgrey: 1, black: 1, red: 1, purple: 1, blue: 1, green: 1, brown: 1 }, discard: { white: 1, lightgrey: 1, darkgrey: 1, black: 1, yellow: 1, red: 1, purple: 1, blue: 1, green: 1, brown: 1 } }],
      }),
      [activate('yellow'), STOP],
    );
    expect(walkBoth(s).depth).toBe(2);
    expect(moveStep(s, 0, ['area:discard'])!.next[0].step).toBe('die');
  });

  it('the opening purchase, and a seat that does not act', () => {
    const s = mod.setup(3, 3, mod.optionsSchema.parse({}));
    walkBoth(s);
    expect(moveStep(s, (s.current + 1) % 3, [])).toBeNull();
  });
});
