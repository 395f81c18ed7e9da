/**
 * "Practice from here" (src/games/chariot-race/rules/redeal.ts): the seat's view is unchanged, the
 * hidden part (the PRNG: the dice to come — the game has no hidden cards) is drawn anew, the
 * invariants hold, and the redealt game plays on to its end.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import type { ChariotState } from '../../../src/games/chariot-race/rules/state';
import { mod } from './helpers';

/** Sampled positions of seeded robot playouts, every option set in turn. */
function positions(): ChariotState[] {
  const out: ChariotState[] = [];
  const tracks = ['AA', 'AB', 'BA', 'BB'] as const;
  for (const seed of [21, 22, 23, 24]) {
    const seats = 2 + (seed % 5);
    let s = mod.setup(seed, seats, { track: tracks[seed % 4], noDamageAfterFinish: seed % 2 === 0, alternativeChariots: seed % 3 === 0 });
    const random = new Prng(seedPrng(seed));
    for (let n = 0; n < 240 && mod.toAct(s).length; n++) {
      if (n % 40 === 0) out.push(s);
      const seat = mod.toAct(s)[0];
      s = mod.apply(s, seat, mod.robotMove(s, seat, random));
    }
  }
  return out;
}

describe('redeal', () => {
  const sampled = positions();

  it('keeps the seat’s view exactly; only the PRNG changes, and for another seed differently', () => {
    expect(sampled.length).toBeGreaterThan(15);
    for (const s of sampled) {
      for (let seat = 0; seat < s.seats; seat++) {
        const a = mod.redeal!(s, seat, 1);
        const b = mod.redeal!(s, seat, 2);
        expect(mod.view(a, seat)).toEqual(mod.view(s, seat));
        expect(mod.view(b, seat)).toEqual(mod.view(s, seat));
        expect({ ...a, prng: null }).toEqual({ ...s, prng: null });
        expect(a.prng).not.toEqual(b.prng);
        expect(a.prng).not.toEqual(s.prng);
        mod.assertInvariants!(a);
      }
    }
  });

  it('never changes the state it is given', () => {
    const s = sampled[3];
    const copy = JSON.parse(JSON.stringify(s));
    mod.redeal!(s, 0, 5);
    expect(s).toEqual(copy);
  });

  it('the redealt game plays on to the end with random legal moves', () => {
    let k = 0;
    for (const s of sampled.filter((_, i) => i % 3 === 0)) {
      const seat = mod.toAct(s)[0] ?? 0;
      let t = mod.redeal!(s, seat, 1000 + k);
      const random = new Prng(seedPrng(k++));
      for (let n = 0; n < 5000 && mod.toAct(t).length; n++) {
        const who = mod.toAct(t)[0];
        const legal = mod.legalMoves(t, who);
        t = mod.apply(t, who, legal[random.int(legal.length)]);
        mod.assertInvariants!(t);
      }
      expect(mod.outcome(t).finished).toBe(true);
    }
  });
});
