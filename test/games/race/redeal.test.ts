/**
 * "Practice from here" (issue 31, point 5; src/games/race/rules/redeal.ts): what the seat cannot see is
 * drawn anew, what it sees stays exactly as it is, the invariants hold and the game plays on.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import type { RaceState } from '../../../src/games/race/rules/state';
import { mod } from './helpers';
import { GAMES, gameStates } from './positions';

/** What a seat cannot see: the other hands, the draw pile's order, the others' favourites (until the end), the random numbers. */
function hidden(s: RaceState, seat: number): string {
  return JSON.stringify({
    hands: s.hands.filter((_, o) => o !== seat),
    deck: s.deck,
    choices: s.phase === 'finished' ? null : s.choices.filter((_, o) => o !== seat),
    prng: s.prng,
  });
}

/** Plays on to the end with uniformly random legal moves. */
function playOn(state: RaceState, seed: number): RaceState {
  const rnd = new Prng(seedPrng(seed));
  let s = state;
  for (let n = 0; n < 2000 && s.phase !== 'finished'; n++) {
    const actors = mod.toAct(s);
    const seat = actors[rnd.int(actors.length)];
    const legal = mod.legalMoves(s, seat);
    s = mod.apply(s, seat, legal[rnd.int(legal.length)]);
    mod.assertInvariants!(s);
  }
  return s;
}

describe.each(GAMES.map((g) => [`${g.seats} seats ${JSON.stringify(g.options)}`, g] as const))('redeal, %s', (_name, { seats, options }) => {
  const states = [31, 32].flatMap((seed) => gameStates(seed, seats, options).filter((_, i) => i % 6 === 0 || i < seats));

  it("the seat's view is unchanged; the invariants hold", () => {
    for (const s of states) {
      for (let seat = 0; seat < seats; seat++) {
        for (const k of [1, 2, 3]) {
          const r = mod.redeal!(s, seat, k);
          mod.assertInvariants!(r);
          expect(mod.view(r, seat)).toEqual(mod.view(s, seat));
          // the state handed in is not touched
          expect(r).not.toBe(s);
        }
      }
    }
  });

  it('for some seed the hidden parts differ (and the seat\'s own hand and favourites stay)', () => {
    for (const s of states) {
      for (let seat = 0; seat < seats; seat++) {
        const redealt = [1, 2, 3, 4].map((k) => mod.redeal!(s, seat, k));
        expect(redealt.some((r) => hidden(r, seat) !== hidden(s, seat))).toBe(true);
        for (const r of redealt) {
          expect(r.hands[seat]).toEqual(s.hands[seat]);
          expect(r.choices[seat]).toEqual(s.choices[seat]);
        }
      }
    }
  });

  it('the same seed deals the same again', () => {
    const s = states[Math.floor(states.length / 2)];
    expect(mod.redeal!(s, 0, 9)).toEqual(mod.redeal!(s, 0, 9));
  });

  it('the redealt game plays on to the end with random legal moves', () => {
    const sample = states.filter((s) => s.phase !== 'finished');
    sample.forEach((s, i) => {
      const end = playOn(mod.redeal!(s, i % seats, 100 + i), 200 + i);
      expect(end.phase).toBe('finished');
      expect(mod.outcome(end).finished).toBe(true);
    });
  });
});

it('the others\' favourites are drawn from what the seat knows: a star card turned face up stays among them', () => {
  // a game with the superpowers, played until somebody used a power
  let checked = 0;
  for (const seed of [41, 42, 43, 44, 45, 46]) {
    for (const s of gameStates(seed, 3, { superkraefte: true })) {
      if (s.phase !== 'play' || s.powersUsed.length === 0) continue;
      for (let k = 0; k < 5; k++) {
        const r = mod.redeal!(s, 0, k);
        for (let o = 1; o < 3; o++) for (const star of r.revealed[o]) expect(r.choices[o]!.favourites).toContain(star);
      }
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(0);
});

it('two players: the other never holds the same favourites as the seat once play has begun (that game would have restarted)', () => {
  for (const s of gameStates(51, 2, {}).filter((x) => x.phase === 'play')) {
    for (let k = 0; k < 20; k++) {
      const r = mod.redeal!(s, 0, k);
      expect(r.choices[1]!.favourites).not.toEqual(r.choices[0]!.favourites);
    }
  }
});
