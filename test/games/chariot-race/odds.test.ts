/**
 * The odds of the dice (src/games/chariot-race/rules/odds.ts), exact for positions worked out by hand
 * from the rule text, and never changed by what the seat cannot know (the PRNG: the game has no
 * hidden cards).
 *
 * A die („Die Würfelsymbole", „Steuern (2x)"): six sides — drive, sprint, steer, steer, attack,
 * Fortuna; each sprint („Preschen") costs 1 damage before the chariot moves, and a chariot whose
 * damage value reaches 0 breaks up („Auseinanderbrechen").
 */
import type { MoveStep, Odds, SetStep } from '../../../src/engine/contract';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { setAnswer } from '../../../src/engine/steps';
import type { ChariotState } from '../../../src/games/chariot-race/rules/state';
import { en } from '../../support/text';
import { mod, raceState } from './helpers';

function rerollStep(step: MoveStep | null): SetStep {
  const set = step?.next.find((p): p is SetStep => p.kind === 'set' && p.step === 'reroll');
  if (!set) throw new Error('no reroll step');
  return set;
}

/** The odds of a reroll marking (the likes of its dice, e.g. ['drive', 'steer']), as the seat is shown them. */
function markingOdds(s: ChariotState, seat: number, faces: string[]): Odds | null {
  const set = rerollStep(mod.moveStep(s, seat, []));
  const k = set.markings.findIndex((m) => m.join('|') === [...faces].sort().join('|') || m.join('|') === faces.join('|'));
  if (k < 0) throw new Error(`no marking ${faces}`);
  return set.odds?.[k] ?? null;
}

function rollOdds(s: ChariotState, seat: number): Odds | undefined {
  const step = mod.moveStep(s, seat, [])!;
  for (const p of step.next) if (p.kind === 'pick' && p.step === 'begin') return p.options.find((o) => o.value === 'roll')?.odds;
  throw new Error('no begin step');
}

describe('odds of a reroll: none of the rerolled dice shows again a face rerolled away', () => {
  // Damage 9 (no sprints can break it), the free reroll open.
  const s = raceState({
    chariots: [{ seat: 0, at: 'O3', speed: 6, damage: 9, fortune: 3 }, { seat: 1, at: 'I2' }],
    turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'sprint', 'steer'], freeReroll: true },
  });

  it('one sprint rerolled: 5 of 6 sides are not a sprint → 5/6', () => {
    const odds = markingOdds(s, 0, ['sprint'])!;
    expect(odds.chance).toBeCloseTo(5 / 6, 12);
    expect(en(odds.success!)).toBe('the rerolled die does not show sprint again');
    expect(en(odds.failure)).toBe('it shows sprint again');
  });

  it('the steer die: steer is on 2 sides → 4/6; a new sprint is the other risk', () => {
    const odds = markingOdds(s, 0, ['steer'])!;
    expect(odds.chance).toBeCloseTo(2 / 3, 12);
    expect(en(odds.failure)).toBe('it shows steer again; a new sprint also costs 1 damage and adds 2 speed');
  });

  it('drive and steer: 1 + 2 sides to avoid, two dice → (3/6)² = 1/4', () => {
    const odds = markingOdds(s, 0, ['drive', 'steer'])!;
    expect(odds.chance).toBeCloseTo(1 / 4, 12);
    expect(en(odds.success!)).toBe('none of the 2 rerolled dice shows drive or steer again');
  });

  it('both sprints: (5/6)² = 25/36', () => {
    expect(markingOdds(s, 0, ['sprint', 'sprint'])!.chance).toBeCloseTo(25 / 36, 12);
  });

  it('drive, both sprints and steer: 1 + 1 + 2 sides, four dice → (2/6)⁴ = 1/81', () => {
    expect(markingOdds(s, 0, ['drive', 'sprint', 'sprint', 'steer'])!.chance).toBeCloseTo(1 / 81, 12);
  });

  it('a reroll that completes the move carries the same odds; a paid one says the Fortune is spent', () => {
    const done = mod.moveStep(s, 0, [setAnswer('reroll', ['drive', 'steer'])])!;
    expect(done.complete!.move).toEqual({ type: 'reroll', faces: ['drive', 'steer'] });
    expect(done.complete!.odds!.chance).toBeCloseTo(1 / 4, 12);
    const paid = { ...s, turn: { ...s.turn!, freeReroll: false } };
    expect(en(markingOdds(paid, 0, ['sprint'])!.failure)).toBe('it shows sprint again; the 2 Fortune are spent either way');
  });

  it('rerolling every kind of face has nothing to weigh: no odds', () => {
    const all = raceState({
      chariots: [{ seat: 0, at: 'O3', speed: 3, damage: 12, fortune: 3 }, { seat: 1, at: 'I2' }],
      turn: { chariot: 0, step: 'dice', dice: ['drive', 'sprint', 'steer', 'attack', 'fortune'], freeReroll: true },
    });
    expect(markingOdds(all, 0, ['drive', 'sprint', 'steer', 'attack', 'fortune'])).toBeNull();
    expect(markingOdds(all, 0, ['drive'])!.chance).toBeCloseTo(5 / 6, 12);
  });
});

describe('odds when sprints could break the chariot', () => {
  it('the roll at damage 1 (speed 1, 5 dice): no sprint among 5 dice → (5/6)⁵ = 3125/7776', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', speed: 1, damage: 1, fortune: 0 }, { seat: 1, at: 'M2' }] });
    const odds = rollOdds(s, 0)!;
    expect(odds.chance).toBeCloseTo(3125 / 7776, 12);
    expect(en(odds.failure)).toBe('one sprint among the 5 dice breaks up your red chariot, unless you reroll them (the first reroll is free)');
  });

  it('the roll at damage 2 (speed 2, 5 dice): at most one sprint → (5/6)⁵ + 5·(1/6)·(5/6)⁴ = 6250/7776', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', speed: 2, damage: 2, fortune: 0 }, { seat: 1, at: 'M2' }] });
    expect(rollOdds(s, 0)!.chance).toBeCloseTo(6250 / 7776, 12);
  });

  it('the roll at damage 12: 5 dice can never break it — no odds, no warning', () => {
    const s = raceState({ chariots: [{ seat: 0, at: 'M20', fortune: 0 }, { seat: 1, at: 'M2' }] });
    expect(rollOdds(s, 0)).toBeUndefined();
  });

  // Damage 2, a sprint kept, the free reroll gone and 2 Fortune: a paid reroll leaves 0, so the
  // dice are kept right after it (apply.ts) — the sprint damage is taken at once.
  const last = (fortune: number) =>
    raceState({
      chariots: [{ seat: 0, at: 'M20', speed: 2, damage: 2, fortune }, { seat: 1, at: 'M2' }],
      turn: { chariot: 0, step: 'dice', dice: ['sprint', 'attack', 'fortune'] },
    });

  it('attack and Fortuna rerolled beside a kept sprint: one more sprint breaks it → no sprint in two dice, (5/6)² = 25/36; warned', () => {
    const s = last(2);
    const odds = markingOdds(s, 0, ['attack', 'fortune'])!;
    expect(odds.chance).toBeCloseTo(25 / 36, 12);
    expect(en(odds.failure)).toBe('one sprint among the 2 dice breaks up your red chariot: the dice are kept at once, and you are out of the race; the 2 Fortune are spent either way');
    const done = mod.moveStep(s, 0, [setAnswer('reroll', ['attack', 'fortune'])])!;
    expect(en(done.complete!.warning)).toBe('After this reroll the dice are kept at once: sprints among them can break up your red chariot, and you would be out of the race.');
  });

  it('the sprint and the attack rerolled: two new sprints are needed → 1 − (1/6)² = 35/36', () => {
    expect(markingOdds(last(2), 0, ['sprint', 'attack'])!.chance).toBeCloseTo(35 / 36, 12);
  });

  it('the sprint alone rerolled: one die can bring one sprint, not the two needed — the plain odds, 5/6', () => {
    expect(markingOdds(last(2), 0, ['sprint'])!.chance).toBeCloseTo(5 / 6, 12);
  });

  it('with Fortune 4 another paid action follows: the same chance, no warning', () => {
    const s = last(4);
    const odds = markingOdds(s, 0, ['attack', 'fortune'])!;
    expect(odds.chance).toBeCloseTo(25 / 36, 12);
    expect(en(odds.failure)).toBe('one sprint among the 2 dice breaks up your red chariot, unless you then pay 2 Fortune to reroll or turn them; the 2 Fortune are spent either way');
    expect(mod.moveStep(s, 0, [setAnswer('reroll', ['attack', 'fortune'])])!.complete!.warning).toBeUndefined();
  });
});

describe('the odds a seat is shown never depend on what it cannot know', () => {
  /** The odds of every step a seat is shown now, as JSON (the whole first step: options, markings, odds). */
  function shown(s: ChariotState, seat: number): string {
    return JSON.stringify(mod.moveStep(s, seat, []));
  }

  it('over seeded playouts: the same odds with the PRNG state drawn anew', () => {
    let checked = 0;
    let withOdds = 0;
    for (const seed of [1, 2, 3, 4]) {
      const seats = 2 + (seed % 5);
      let s = mod.setup(seed, seats, { track: seed % 2 ? 'AB' : 'AA', noDamageAfterFinish: false, alternativeChariots: seed % 3 === 0 });
      const random = new Prng(seedPrng(seed * 7919));
      for (let n = 0; n < 300 && mod.toAct(s).length; n++) {
        const seat = mod.toAct(s)[0];
        const step = s.turn?.step;
        if (n % 3 === 0 && (step === 'start' || step === 'dice')) {
          const before = shown(s, seat);
          if (before.includes('"odds"')) withOdds++;
          // only the hidden part changes: the PRNG (its next throws)
          for (const k of [11, 12]) expect(shown({ ...s, prng: seedPrng(seed * 1000 + k + n) }, seat)).toBe(before);
          expect(shown(mod.redeal!(s, seat, n + 99), seat)).toBe(before);
          checked++;
        }
        s = mod.apply(s, seat, mod.robotMove(s, seat, random));
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(withOdds).toBeGreaterThan(5);
  });
});
