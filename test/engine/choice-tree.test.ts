/**
 * The lazy tree of choices (src/engine/choice-tree.ts) and how the page shows a set step of very
 * many markings (src/services/playing/compose.ts): a step is worked out from the branches its answers
 * follow; moves with equal parts are one choice (the first is made); a branch below which no move
 * lies is not offered; the levels of one state are kept; a set step of more than LISTED_MARKINGS
 * markings lists the first of them, and any other marking sent is still checked and made.
 */
import type { Answer, MovePart, SetPart } from '../../src/engine/contract';
import { stepOfTree, type SeatTree } from '../../src/engine/choice-tree';
import { isOffered, setAnswer, stepperOf } from '../../src/engine/steps';
import { compose, LISTED_MARKINGS, resolveSet } from '../../src/services/playing/compose';

type Move = { a: string; b?: string; n?: number };
const pick = (step: string, value: string): MovePart => ({ kind: 'pick', step, value, label: `${step} ${value}` });
const label = (m: Move) => JSON.stringify(m);

/** a: x (then b: 1 or 2), y (a move), z (nothing below: never offered); then a second x whose b: 1 is a later move with equal parts */
function tree(calls: { made: number }) {
  return (): SeatTree<Move> => {
    calls.made++;
    const branches = [
      { part: pick('a', 'x'), then: () => [{ part: pick('b', '1'), move: { a: 'x', b: '1' } }, { part: pick('b', '2'), move: { a: 'x', b: '2' } }] },
      { part: pick('a', 'y'), move: { a: 'y' } },
      { part: pick('a', 'z'), then: () => [] },
      { part: pick('a', 'x'), then: () => [{ part: pick('b', '1'), move: { a: 'x', b: '1', n: 2 } }] },
    ];
    return { tree: () => branches, label };
  };
}

describe('stepOfTree', () => {
  it('offers the answers that lead to a move, and makes the first move of equal parts', () => {
    const calls = { made: 0 };
    const first = stepOfTree(tree(calls), []);
    expect(first?.next).toEqual([{ kind: 'pick', step: 'a', options: [{ value: 'x', label: 'a x' }, { value: 'y', label: 'a y' }] }]);
    expect(stepOfTree(tree(calls), ['a:x'])?.next[0]).toMatchObject({ step: 'b', options: [{ value: '1' }, { value: '2' }] });
    expect(stepOfTree(tree(calls), ['a:x', 'b:1'])?.complete?.move).toEqual({ a: 'x', b: '1' });
    expect(stepOfTree(tree(calls), ['a:y'])?.complete?.move).toEqual({ a: 'y' });
    expect(stepOfTree(tree(calls), ['a:z'])).toBeNull();
    expect(stepOfTree(tree(calls), ['a:x', 'b:3'])).toBeNull();
  });

  it('makes the tree once per state and seat, and keeps its levels for the next call', () => {
    const calls = { made: 0 };
    const state = {};
    for (const answers of [[], ['a:x'], ['a:x', 'b:2'], ['a:y']] as Answer[][]) stepOfTree(tree(calls), answers, { state, seat: 0 });
    expect(calls.made).toBe(1);
    stepOfTree(tree(calls), [], { state: {}, seat: 0 });
    stepOfTree(tree(calls), [], { state, seat: 1 });
    expect(calls.made).toBe(3);
  });
});

describe('a set step of very many markings', () => {
  const items: SetPart['items'] = Array.from({ length: 9 }, (_, i) => ({ id: `c${i}`, label: `card ${i}` }));
  // every marking of 2 … 4 of the 9 items: 36 + 84 + 126 markings
  const markings: string[][] = [];
  const rec = (from: number, chosen: string[]) => {
    if (chosen.length >= 2) markings.push(chosen);
    if (chosen.length < 4) for (let i = from; i < 9; i++) rec(i + 1, [...chosen, `c${i}`]);
  };
  rec(0, []);
  const part = (chosen: string[]): SetPart => ({ kind: 'set', step: 'discard', items, chosen, label: 'Discard' });
  const mod = {
    toAct: () => [0],
    view: () => ({}),
    moveParts: (_v: unknown, m: { cards: string[] }) => ({ parts: [part(m.cards)] }),
    moveStep: (state: object, seat: number, answers: readonly Answer[]) =>
      stepOfTree(() => ({ tree: () => markings.map((cards) => ({ part: part(cards), move: { cards } })), label: (m: { cards: string[] }) => `discard ${m.cards.join(' ')}` }), answers, { state, seat }),
  };

  it('lists the first markings and says there are more', () => {
    expect(markings.length).toBeGreaterThan(LISTED_MARKINGS);
    const c = compose(stepperOf(mod as never, {}, 0));
    expect(c.sets[0].listed).toBe(false);
    expect(c.sets[0].choices).toHaveLength(LISTED_MARKINGS);
    expect(c.sets[0].items).toHaveLength(9);
  });

  it('makes a marking that is not listed, and refuses one that is no choice', () => {
    const state = {};
    const stepper = stepperOf(mod as never, state, 0);
    const last = markings[markings.length - 1];
    expect(resolveSet(stepper, [], 'discard', last)).toEqual({ move: { cards: last }, answers: [setAnswer('discard', last)] });
    expect(resolveSet(stepper, [], 'discard', ['c0'])).toBeNull();
    expect(resolveSet(stepper, [], 'discard', ['c0', 'c1', 'c2', 'c3', 'c4'])).toBeNull();
    expect(resolveSet(stepper, [], 'discard', ['c0', 'nope'])).toBeNull();
    expect(isOffered(mod as never, state, 0, { cards: last })).toBe(true);
    expect(isOffered(mod as never, state, 0, { cards: ['c0'] })).toBe(false);
  });
});
