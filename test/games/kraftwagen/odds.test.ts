/**
 * Odds before a gamble (issue 31, point 3): Kraftwagen has no gamble, so no choice carries odds.
 * Every choice of the rule text is decided on open information: the two face-up research cards
 * („Forschung": „Der Spieler nimmt eine der beiden offen liegenden Forschungskarten"), the top card
 * of the discard for special tile B4 (open on the board), the Grand Prix moves by the engine value
 * without dice („Grand Prix"), and the buyers buy by fixed preferences („Wertung der Käufer"). What
 * is drawn at random (the cards turned up after a research, the next special tile) is drawn after
 * the choice and for everybody; it is no risk the chooser takes. Nor can any move put a player out
 * of the game, so no move carries a warning either. This test holds the module to it: over sampled
 * positions of seeded playouts, no step offered to the seat on turn has odds or a warning.
 */
import type { MoveStep, StepPart } from '../../../src/engine/contract';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { pickAnswer } from '../../../src/engine/steps';
import type { KwMove, KwState } from '../../../src/games/kraftwagen/rules/state';
import { mod } from './helpers';

function noGamble(step: MoveStep<KwMove> | null, where: string): void {
  if (!step) return;
  if (step.complete) {
    expect([where, step.complete.odds, step.complete.warning]).toEqual([where, undefined, undefined]);
  }
  for (const part of step.next as StepPart[]) {
    if (part.kind === 'pick') for (const o of part.options) expect([where, o.value, o.odds, o.warning]).toEqual([where, o.value, undefined, undefined]);
    else expect([where, part.odds]).toEqual([where, undefined]);
  }
}

describe('no gamble in Kraftwagen', () => {
  it.each([
    [2, false],
    [4, true],
  ])('%i seats, special tiles %s: no odds and no warning on any choice', (seats, special) => {
    const rnd = new Prng(seedPrng(510 + seats));
    let s: KwState = mod.setup(77 + seats, seats, { special });
    let step = 0;
    let checked = 0;
    while (s.phase !== 'finished') {
      const seat = s.current;
      if (step % 3 === 0) {
        const first = mod.moveStep(s, seat, []);
        noGamble(first, `step ${step}`);
        for (const part of first?.next ?? []) {
          if (part.kind !== 'pick') continue;
          for (const o of part.options) noGamble(mod.moveStep(s, seat, [pickAnswer(part.step, o.value)]), `step ${step} ${part.step}:${o.value}`);
        }
        checked++;
      }
      const legal = mod.legalMoves(s, seat);
      s = mod.apply(s, seat, legal[rnd.int(legal.length)]);
      step++;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
