/**
 * "Practice from here": redeal(state, seat, seed) draws anew what the seat cannot see — the order
 * of the research deck and of the special-tile stacks, the state's random generator — and keeps
 * every public fact and the seat's own things. Over sampled positions of seeded random playouts:
 * the seat's view is exactly the same; for some seed the hidden parts differ (when there are any);
 * the invariants hold; and a redealt game plays on to its end with random legal moves.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import type { KwState } from '../../../src/games/kraftwagen/rules/state';
import { mod } from './helpers';

const redeal = mod.redeal!;

function randomMove(s: KwState, rnd: Prng) {
  const legal = mod.legalMoves(s, s.current);
  return legal[rnd.int(legal.length)];
}

function playToEnd(s: KwState, rnd: Prng): KwState {
  let n = 0;
  while (s.phase !== 'finished') {
    s = mod.apply(s, s.current, randomMove(s, rnd));
    if (++n % 10 === 0) mod.assertInvariants!(s);
    if (n > 5000) throw new Error('no end');
  }
  return s;
}

/** The hidden parts of a state. */
const hidden = (s: KwState) => JSON.stringify([s.deck, s.specialStacks, s.prng]);

describe('redeal', () => {
  it.each([
    [2, false],
    [3, true],
    [4, false],
    [4, true],
  ])('%i seats, special tiles %s: the seat sees the same, the hidden parts are drawn anew', (seats, special) => {
    const rnd = new Prng(seedPrng(4100 + seats * 7 + Number(special)));
    let s = mod.setup(300 + seats, seats, { special });
    let step = 0;
    let sampled = 0;
    let played = 0;
    while (s.phase !== 'finished') {
      if (step % 11 === 0) {
        sampled++;
        const seat = step % seats;
        const before = JSON.stringify(s);
        const drawn = [1, 2, 3].map((k) => redeal(s, seat, 1000 * step + k));
        expect(JSON.stringify(s)).toBe(before);
        for (const d of drawn) {
          mod.assertInvariants!(d);
          expect(mod.view(d, seat)).toEqual(mod.view(s, seat));
          // What the seat itself holds, and every public fact, stays.
          expect(d.players).toEqual(s.players);
          expect([d.open, d.discard, d.chain, d.market, d.buyers]).toEqual([s.open, s.discard, s.chain, s.market, s.buyers]);
          expect(d.deck.slice().sort()).toEqual(s.deck.slice().sort());
          expect(d.specialStacks.map((x) => x.slice().sort())).toEqual(s.specialStacks.map((x) => x.slice().sort()));
        }
        // The PRNG is always hidden; with two or more cards the deck's order differs for some seed.
        expect(drawn.some((d) => hidden(d) !== hidden(s))).toBe(true);
        expect(drawn.every((d) => JSON.stringify(d.prng) !== JSON.stringify(s.prng))).toBe(true);
        if (s.deck.length >= 4) expect(drawn.some((d) => d.deck.join() !== s.deck.join())).toBe(true);
        // The same seed deals the same.
        expect(redeal(s, seat, 1000 * step + 1)).toEqual(drawn[0]);
        if (step % 33 === 0) {
          const end = playToEnd(drawn[step % 3], rnd);
          expect(mod.outcome(end).finished).toBe(true);
          played++;
        }
      }
      s = mod.apply(s, s.current, rnd.int(12) === 0 ? mod.robotMove(s, s.current, rnd) : randomMove(s, rnd));
      step++;
    }
    expect(sampled).toBeGreaterThan(5);
    expect(played).toBeGreaterThan(1);
  });
});
