/**
 * Odds before a gamble (issue 31; src/games/automobiles/rules/odds.ts): the chance that a draw from the
 * bag brings a die that is not wear, shown on the choice that draws. Dice are never rolled in
 * Automobiles; what a seat knows of a draw is the open contents of its bag and its discard (rule
 * text „Abweichungen von der Originalregel": every bag is open), and rule „Würfel ziehen": the
 * discard is poured into the bag only when the bag is empty and a die must still be drawn.
 */
import type { MoveStep, PickOption } from '../../../src/engine/contract';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { chanceNotWear } from '../../../src/games/automobiles/rules/odds';
import { redeal } from '../../../src/games/automobiles/rules/redeal';
import type { AutoMove, AutoState } from '../../../src/games/automobiles/rules/state';
import { counts, mod, play, seg, STOP, stateWith } from './helpers';
import { de, en } from '../../support/text';

function option(step: MoveStep<AutoMove> | null, stepName: string, value: string): PickOption {
  const part = step?.next.find((p) => p.kind === 'pick' && p.step === stepName);
  const o = part?.kind === 'pick' ? part.options.find((x) => x.value === value) : undefined;
  if (!o) throw new Error(`no option ${stepName}:${value} in ${JSON.stringify(step)}`);
  return o;
}

describe('exact odds, computed by hand', () => {
  it('Leistungsschub: 8 dice in the bag, 3 of them wear — 5/8 for a die that is not wear, and the draw costs 1 wear anyway', () => {
    // Bag: 2 white, 2 light grey, 1 yellow, 3 wear = 8 dice; 5 are not wear → 5/8.
    let s = stateWith({ cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { white: 2, lightgrey: 2, yellow: 1, brown: 3 }, discard: { brown: 4 } }] });
    s = play(s, { type: 'activate', colour: 'green' });
    const o = option(mod.moveStep(s, 0, []), 'draw', 'draw');
    expect(o.odds!.chance).toBeCloseTo(5 / 8, 12);
    expect(en(o.odds!.failure, ['Anna', 'Ben'])).toBe('a wear die: it is worth nothing, and the draw still costs you 1 wear');
    expect(de(o.odds!.failure, ['Anna', 'Ben'])).toBe('ein Verschleiß-Würfel: er ist nichts wert, und das Ziehen kostet dich trotzdem 1 Verschleiß');
    // "stop" is no gamble.
    expect(option(mod.moveStep(s, 0, []), 'draw', 'stop').odds).toBeUndefined();
  });

  it('an empty bag: the discard (1 white, 3 wear) is poured in first — 1/4', () => {
    let s = stateWith({ cards: ['leistungsschub'], players: [{ active: { green: 1 }, discard: { white: 1, brown: 3 } }] });
    s = play(s, { type: 'activate', colour: 'green' });
    expect(option(mod.moveStep(s, 0, []), 'draw', 'draw').odds!.chance).toBeCloseTo(1 / 4, 12);
  });

  it('Nitro draws exactly 2: at least one is not wear', () => {
    // Bag 1 white + 2 wear: both wear = 2/3 · 1/2 = 1/3 → 2/3.
    const s = stateWith({ cards: ['turbo'], players: [{ active: { green: 1, lightgrey: 1 }, bag: { white: 1, brown: 2 }, discard: { yellow: 2 } }] });
    const o = option(mod.moveStep(s, 0, []), 'die', 'green');
    expect(o.odds!.chance).toBeCloseTo(2 / 3, 12);
    expect(en(o.odds!.success!, [])).toBe('at least one of the two dice is not wear');
    // Bag of 1 wear die, discard 1 white + 1 wear: the first is wear (1), then the discard is
    // poured in and the second is wear with 1/2 → both wear 1/2 → 1/2.
    const t = stateWith({ cards: ['turbo'], players: [{ active: { green: 1 }, bag: { brown: 1 }, discard: { white: 1, brown: 1 } }] });
    expect(option(mod.moveStep(t, 0, []), 'die', 'green').odds!.chance).toBeCloseTo(1 / 2, 12);
    // Gear dice carry no odds.
    expect(option(mod.moveStep(s, 0, []), 'die', 'lightgrey').odds).toBeUndefined();
  });

  it('Boxencrew: the first die drawn is not wear with 3/4 (3 white, 1 wear)', () => {
    const s = stateWith({ cards: ['boxencrew'], players: [{ active: { purple: 1 }, bag: { white: 3, brown: 1 } }] });
    expect(option(mod.moveStep(s, 0, []), 'die', 'purple').odds!.chance).toBeCloseTo(3 / 4, 12);
  });

  it("another player's draw after a Leistungsschub: his own bag, 1 yellow and 1 wear — 1/2", () => {
    let s = stateWith({ cards: ['leistungsschub'], players: [{ active: { green: 1 }, bag: { white: 5 } }, { bag: { yellow: 1, brown: 1 }, discard: { white: 3 } }] });
    s = play(play(s, { type: 'activate', colour: 'green' }), STOP);
    expect(mod.toAct(s)).toEqual([1]);
    const o = option(mod.moveStep(s, 1, []), 'extra', 'draw');
    expect(o.odds!.chance).toBeCloseTo(1 / 2, 12);
    expect(option(mod.moveStep(s, 1, []), 'extra', 'no').odds).toBeUndefined();
    // The move made whole carries the odds too.
    expect(mod.moveStep(s, 1, ['extra:draw'])!.complete!.odds!.chance).toBeCloseTo(1 / 2, 12);
  });

  it('chanceNotWear over several draws across the refill', () => {
    // 3 draws, bag 1 wear, discard 2 wear + 1 white: wear (1), then the discard poured in:
    // wear 2/3, wear 1/2 → all wear 1/3 → 2/3.
    expect(chanceNotWear({ bag: counts({ brown: 1 }), discard: counts({ brown: 2, white: 1 }) }, 3)).toBeCloseTo(2 / 3, 12);
    expect(chanceNotWear({ bag: counts({ brown: 2 }), discard: counts() }, 1)).toBe(0);
  });
});

describe('the odds a seat is shown depend on its view only', () => {
  /** Every odds of a step and of the steps one answer below it. */
  function oddsShown(s: AutoState, seat: number): unknown[] {
    const step = mod.moveStep(s, seat, []);
    const out: unknown[] = [];
    for (const part of step?.next ?? []) {
      if (part.kind !== 'pick') continue;
      for (const o of part.options) {
        out.push([part.step, o.value, o.odds ?? null]);
        out.push(mod.moveStep(s, seat, [`${part.step}:${o.value}`])?.complete?.odds ?? null);
      }
    }
    return out;
  }

  it('changing only the hidden information (the PRNG: the order of every draw to come) never changes them', () => {
    const rnd = new Prng(seedPrng(31));
    let compared = 0;
    let withOdds = 0;
    for (let g = 0; g < 6; g++) {
      const options = mod.optionsSchema.parse({ cardSet: ['einsteiger', 'experten', 'randomAll', 'random', 'ausgereizt', 'rennsaison'][g] ?? 'random', laps: 1, beschleunigt: g % 2 === 1 });
      let s = mod.setup(100 + g, 2 + (g % 4), options);
      for (let i = 0; i < 250 && s.phase !== 'finished'; i++) {
        const seats = mod.toAct(s);
        if (i % 3 === 0) {
          for (const seat of seats) {
            const shown = oddsShown(s, seat);
            if (JSON.stringify(shown).includes('chance')) withOdds++;
            for (const k of [1, 2]) expect(oddsShown(redeal(s, seat, 7 * i + k), seat)).toEqual(shown);
            compared++;
          }
        }
        const seat = seats[rnd.int(seats.length)];
        const legal = mod.legalMoves(s, seat);
        s = mod.apply(s, seat, rnd.int(4) === 0 ? legal[rnd.int(legal.length)] : mod.robotMove(s, seat, rnd));
      }
    }
    expect(compared).toBeGreaterThan(100);
    expect(withOdds).toBeGreaterThan(3);
  });

  it('the same position with a different bag count shows different odds (the counts matter, nothing else)', () => {
    const a = stateWith({ cards: ['boxencrew'], players: [{ active: { purple: 1 }, bag: { white: 3, brown: 1 } }] });
    const b = stateWith({ cards: ['boxencrew'], players: [{ active: { purple: 1 }, bag: { white: 1, brown: 3 } }] });
    expect(option(mod.moveStep(a, 0, []), 'die', 'purple').odds!.chance).not.toEqual(option(mod.moveStep(b, 0, []), 'die', 'purple').odds!.chance);
    expect(seg(0, 0)).toBe(0);
  });
});
