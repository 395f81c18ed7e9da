/**
 * "Practice from here" (issue 31): redeal(state, seat, seed) draws anew what the seat cannot see —
 * in Automobiles only the draws to come (the PRNG: every bag is open, its order exists nowhere) —
 * and keeps every public fact.
 */
import { canonicalJson } from '../../../src/engine/canonical';
import { Prng, seedPrng } from '../../../src/engine/prng';
import { redeal } from '../../../src/games/automobiles/rules/redeal';
import type { AutoState } from '../../../src/games/automobiles/rules/state';
import { mod } from './helpers';

/** A random legal move of a seat on turn (robot moves mostly, so games end). */
function step(s: AutoState, rnd: Prng): AutoState {
  const seats = mod.toAct(s);
  const seat = seats[rnd.int(seats.length)];
  const legal = mod.legalMoves(s, seat);
  const move = rnd.int(3) === 0 ? legal[rnd.int(legal.length)] : mod.robotMove(s, seat, rnd);
  return mod.apply(s, seat, move);
}

function sampled(seed: number, seats: number, options: Record<string, unknown>, every: number): AutoState[] {
  const rnd = new Prng(seedPrng(seed));
  let s = mod.setup(seed, seats, mod.optionsSchema.parse(options));
  const out: AutoState[] = [];
  for (let i = 0; s.phase !== 'finished' && i < 600; i++) {
    if (i % every === 0) out.push(s);
    s = step(s, rnd);
  }
  return out;
}

describe('redeal', () => {
  const games: [number, number, Record<string, unknown>][] = [
    [1, 2, { cardSet: 'einsteiger', laps: 1 }],
    [2, 3, { cardSet: 'randomAll', laps: 1, drivers: true, beschleunigt: true }],
    [3, 4, { cardSet: 'experten', laps: 1, track: 'tucson' }],
    [4, 2, { cardSet: 'random', laps: 1, season: '3' }],
  ];

  it.each(games)('seed %i, %i seats: the seat\'s view is unchanged, the draws to come are new, the invariants hold', (seed, seats, options) => {
    const states = sampled(seed, seats, options, 23);
    expect(states.length).toBeGreaterThan(5);
    let differ = 0;
    for (const s of states) {
      for (let seat = 0; seat < seats; seat++) {
        for (const k of [1, 2, 99]) {
          const r = redeal(s, seat, k);
          mod.assertInvariants!(r);
          expect(mod.view(r, seat)).toEqual(mod.view(s, seat));
          if (canonicalJson(r.prng) !== canonicalJson(s.prng)) differ++;
        }
      }
      // the input is never changed
      expect(redeal(s, 0, 5)).not.toBe(s);
    }
    expect(differ).toBeGreaterThan(0);
  });

  it('a redealt game plays on to the end with random legal moves, and draws differently', () => {
    for (const [seed, seats, options] of games) {
      const states = sampled(seed, seats, options, 40);
      const s = states[Math.min(2, states.length - 1)];
      const seat = mod.toAct(s)[0] ?? 0;
      const rnd = new Prng(seedPrng(seed + 1000));
      let r = redeal(s, seat, 4242);
      let moves = 0;
      while (r.phase !== 'finished') {
        r = step(r, rnd);
        mod.assertInvariants!(r);
        if (++moves > 20000) throw new Error('the redealt game does not end');
      }
      expect(mod.outcome(r).finished).toBe(true);
    }
  });

  it('the same position redealt with two seeds draws differently at the end of a turn', () => {
    const s = sampled(7, 2, { cardSet: 'einsteiger', laps: 1 }, 1).find((x) => x.phase === 'turn' && x.turn.stage === 'begin' && x.players[x.current].bag.reduce((a, b) => a + b, 0) > 8 && x.players[x.current].bag.filter((n) => n > 0).length > 1 && mod.legalMoves(x, x.current).some((m) => m.type === 'pit'))!;
    const after = (k: number) => mod.apply(redeal(s, s.current, k), s.current, { type: 'pit' });
    const hands = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((k) => canonicalJson(after(k).players[s.current].active)));
    expect(hands.size).toBeGreaterThan(1);
  });
});
