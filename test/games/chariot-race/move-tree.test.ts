/**
 * Chariot Race's own moveStep (src/games/chariot-race/rules/move-tree.ts) against the steps worked out
 * from its legal moves (test/support/steps-from-moves.ts), on states that ask every question of the
 * game — the draft, the start position, repair or roll, the dice (rerolls, turning a die with and
 * without the die question, keeping), the drive signs, the path (end field, lane, break-up fields,
 * damage, rams, route, where the lanes are changed) and the attacks: the whole tree of steps equal,
 * words, targets, prompts, moves and warnings — but the option warnings of "turn a die" and of the
 * die question, which the tree leaves to the new face (working them out would judge every turn).
 * The path step is put together without the list of every legal move.
 */
import type { MoveStep, PickStep } from '../../../src/engine/contract';
import { canonicalJson } from '../../../src/engine/canonical';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { pickAnswer, setAnswer } from '../../../src/engine/steps';
import { indexMoves, shapedLegalMoves, stepFromMoves } from '../../support/steps-from-moves';
import * as legal from '../../../src/games/chariot-race/rules/legal';
import type { ChariotState } from '../../../src/games/chariot-race/rules/state';
import { mod, raceState, rammingState } from './helpers';

/**
 * A step, without the option warnings the tree need not give, and without the odds of the dice
 * (moveStep adds them; the legal moves know none: odds.test.ts checks them).
 */
function normal(step: MoveStep | null): string {
  if (!step) return 'null';
  const next = step.next.map((p) =>
    p.kind === 'pick'
      ? { ...p, options: p.options.map(({ warning, odds: _o, ...o }) => (p.step === 'die' || (p.step === 'dice' && o.value === 'turn') || !warning ? o : { ...o, warning })) }
      : (({ odds: _o, ...rest }) => rest)(p),
  );
  const complete = step.complete && (({ odds: _o, ...rest }) => rest)(step.complete);
  return canonicalJson({ ...step, ...(complete ? { complete } : {}), next });
}

/** Walks the whole tree of steps of the seat on turn; returns the steps asked and the moves reached. */
function compareAll(state: ChariotState): { steps: Set<string>; leaves: number } {
  const seat = mod.toAct(state)[0];
  const index = indexMoves(shapedLegalMoves(mod, state, seat));
  const steps = new Set<string>();
  let leaves = 0;
  const visit = (answers: string[]) => {
    const mine = mod.moveStep(state, seat, answers);
    expect([answers, normal(mine)]).toEqual([answers, normal(stepFromMoves(index, answers))]);
    if (!mine) return;
    if (mine.complete) {
      leaves++;
      return;
    }
    for (const p of mine.next) {
      steps.add(p.step);
      if (p.kind === 'pick') for (const o of p.options) visit([...answers, pickAnswer(p.step, o.value)]);
      else for (const m of p.markings) visit([...answers, setAnswer(p.step, m)]);
    }
  };
  visit([]);
  for (let other = 0; other < state.seats; other++) if (other !== seat) expect(mod.moveStep(state, other, [])).toBeNull();
  return { steps, leaves };
}

const CALTROPS = ['M9', 'M10', 'O12', 'I12', 'M16', 'O17'];
const STEERS = ['steer', 'steer', 'steer'] as const;

describe('the steps of every question equal those from the legal moves', () => {
  it('the draft and the start positions', () => {
    let s = mod.setup(5, 3, mod.optionsSchema.parse({ alternativeChariots: true }));
    const random = new Prng(seedPrng(5));
    const phases = new Set<string>();
    while (s.phase !== 'race') {
      phases.add(s.phase);
      expect(compareAll(s).leaves).toBe(legal.legalMoves(s, mod.toAct(s)[0]).length);
      s = mod.apply(s, mod.toAct(s)[0], mod.robotMove(s, mod.toAct(s)[0], random));
    }
    expect([...phases]).toEqual(['draft', 'place']);
  });

  it('repair or roll', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 3, damage: 8 }, { seat: 1, at: 'M2' }] });
    expect(compareAll(s)).toEqual({ steps: new Set(['begin']), leaves: 2 });
  });

  it('the dice: rerolls, turning a die (which die, its new face), keeping; a keep that breaks the chariot warned', () => {
    const mixed = raceState({ chariots: [{ seat: 0, at: 'M8', fortune: 4 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'steer', 'attack'], freeReroll: true } });
    expect(compareAll(mixed).steps).toEqual(new Set(['reroll', 'dice', 'die', 'face']));
    // Dice all alike: no die question.
    const alike = raceState({ chariots: [{ seat: 0, at: 'M8', fortune: 2 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['steer', 'steer'] } });
    expect(compareAll(alike).steps).toEqual(new Set(['reroll', 'dice', 'face']));
    const breaking = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 3, damage: 1, fortune: 2 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['sprint', 'steer'] } });
    compareAll(breaking);
    expect(mod.moveStep(breaking, 0, ['dice:keep'])!.complete!.warning).toBeDefined();
  });

  it('the drive signs (signs with the same speed one choice)', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M8', speed: 2, damage: 2 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'drive', dice: ['drive', 'drive', 'drive', 'sprint'] } });
    expect(compareAll(s).steps).toEqual(new Set(['speed']));
  });

  it('the path: end fields and routes, rams breaking the mover\'s own chariots', () => {
    expect(compareAll(rammingState()).steps).toEqual(new Set(['end', 'route']));
    const own = raceState({
      seats: 2,
      chariots: [
        { seat: 0, colour: 'green', at: 'O5', speed: 8, damage: 10, fortune: 0 },
        { seat: 0, colour: 'yellow', at: 'M11', damage: 2 },
        { seat: 1, colour: 'blue', at: 'M10', damage: 2 },
        { seat: 1, colour: 'red', at: 'I20' },
      ],
      moved: [3],
      turn: { chariot: 0, step: 'path', dice: ['steer', 'steer'] },
    });
    expect(compareAll(own).steps).toEqual(new Set(['end', 'route']));
    // Ramming the own yellow chariot (damage 2) breaks it: those ways are warned, the others to the same field not.
    const ends = mod.moveStep(own, 0, [])!.next[0] as PickStep;
    const mixed = ends.options.some((o) => {
      const routes = mod.moveStep(own, 0, [`end:${o.value}`])!.next[0] as PickStep | undefined;
      return routes && routes.options.some((r) => r.warning) && routes.options.some((r) => !r.warning);
    });
    expect(mixed).toBe(true);
  });

  it('the path: the lane first, the damage and the rams of many ways', () => {
    const s = raceState({
      seats: 4,
      chariots: [{ seat: 0, at: 'M7', speed: 10, damage: 12, fortune: 0 }, { seat: 1, at: 'M13', damage: 3 }, { seat: 2, at: 'M15', damage: 3 }, { seat: 3, at: 'I14', damage: 3 }],
      caltrops: CALTROPS.filter((c) => c !== 'M15'),
      moved: [1, 2, 3],
      turn: { chariot: 0, step: 'path', dice: [...STEERS] },
    });
    expect(compareAll(s).steps).toEqual(new Set(['lane', 'end', 'route', 'damage', 'rams']));
  });

  it('the path: the fields where the chariot only breaks up as one answer', () => {
    const s = raceState({ seats: 2, chariots: [{ seat: 0, at: 'M7', speed: 8, damage: 6, fortune: 0 }, { seat: 1, at: 'M30' }], caltrops: CALTROPS, turn: { chariot: 0, step: 'path', dice: [...STEERS] } });
    expect(compareAll(s).steps).toContain('breakup');
  });

  it('the path with an attack face: where the lanes are changed', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M14', speed: 5, fortune: 0 }, { seat: 1, at: 'M40' }], turn: { chariot: 0, step: 'path', dice: ['steer', 'attack'] } });
    expect(compareAll(s).steps).toEqual(new Set(['end', 'via']));
  });

  it('the attacks', () => {
    const s = raceState({
      chariots: [{ seat: 0, at: 'M20' }, { seat: 1, at: 'M21', damage: 1 }, { seat: 2, at: 'M19', damage: 4 }],
      turn: { chariot: 0, step: 'attack', dice: ['attack'], attacks: 1, passed: ['M18', 'M19'] },
    });
    expect(compareAll(s)).toEqual({ steps: new Set(['attack']), leaves: 5 });
  });
});

describe('the tree of the path step', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is put together without the list of every legal move', () => {
    const s = rammingState();
    const spy = jest.spyOn(legal, 'legalMoves');
    const first = mod.moveStep(s, 0, [])!;
    const end = first.next[0].kind === 'pick' ? first.next[0].options[0].value : '';
    expect(mod.moveStep(s, 0, [`end:${end}`])).not.toBeNull();
    expect(spy).not.toHaveBeenCalled();
    // (the spy sees the calls of the other files: the look ahead of the dice's warnings asks for the drive signs)
    const dice = raceState({ chariots: [{ seat: 0, at: 'M8', fortune: 0 }, { seat: 1, at: 'M30' }], turn: { chariot: 0, step: 'dice', dice: ['drive', 'steer'] } });
    mod.moveStep(dice, 0, []);
    expect(spy).toHaveBeenCalled();
  });
});
