/**
 * „Practice from here": redeal (rules/redeal.ts) draws anew what a seat cannot see. Over sampled
 * positions of seeded races (basic, advanced, junior; the qualifying, a battle under way, LUCKY's
 * pair among them): the seat's view is unchanged, the hidden parts differ for some seed, the
 * invariants hold, and the redealt race plays on to its end with random legal moves.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { formula90Module as mod } from '../../../src/games/formula-90';
import { apply } from '../../../src/games/formula-90/rules/apply';
import { assertInvariants } from '../../../src/games/formula-90/rules/invariants';
import { toAct } from '../../../src/games/formula-90/rules/legal';
import { redeal } from '../../../src/games/formula-90/rules/redeal';
import type { F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import { view } from '../../../src/games/formula-90/view/view';
import { OPTIONS, playRace, randomMove } from './random-race';

/** What a seat cannot see: the others' hands and face-down cards, the draw piles, the PRNG. */
function hidden(s: F90State, seat: number): unknown {
  return {
    deck: s.deck,
    trackDeck: s.trackDeck,
    others: s.players.filter((p) => p.seat !== seat).map((p) => [p.hand, p.frozen, p.qualiCard]),
    drawn: s.turn && s.turn.seat !== seat ? s.turn.drawn : [],
    prng: s.prng,
  };
}

const RACES: { name: string; seed: number; seats: number; options: F90Options }[] = [
  { name: 'basic, 4 seats', seed: 11, seats: 4, options: OPTIONS },
  { name: 'advanced, 3 seats', seed: 12, seats: 3, options: { ...OPTIONS, advanced: true, trackCards: true, abilities: true, carBuild: true, fuel: true, tyres: true, superfast: true, flags: true, offTrack: true, track: 'hungaroring' } },
  { name: 'junior, 5 seats', seed: 13, seats: 5, options: { ...OPTIONS, junior: true, short: true } },
];

/** Positions every `every` moves of a seeded race, and the kinds of positions met. */
function sample(seed: number, seats: number, options: F90Options, every: number): F90State[] {
  const out: F90State[] = [];
  let n = 0;
  playRace(seed, seats, options, (s) => {
    if (n++ % every === 0 || s.battle || (s.turn?.drawn.length ?? 0) > 0 || s.phase === 'qualifying') out.push(s);
  });
  return out.filter((_s, i) => i % 3 === 0 || out.length < 40);
}

/** Plays on to the end with random legal moves; the invariants after every move. */
function playOn(s: F90State, seed: number): F90State {
  const rnd = new Prng(seedPrng(seed));
  for (let n = 0; n < 4000 && s.phase !== 'over'; n++) {
    const actors = toAct(s);
    const seat = actors[rnd.int(actors.length)];
    s = apply(s, seat, randomMove(s, seat, rnd));
    assertInvariants(s);
  }
  return s;
}

describe.each(RACES)('Formula 90 — redeal: $name', ({ seed, seats, options }) => {
  const positions = sample(seed, seats, options, 25);

  it('samples positions of every kind', () => {
    expect(positions.length).toBeGreaterThan(10);
    expect(positions.some((s) => s.phase === 'race')).toBe(true);
  });

  it("keeps every seat's view and the invariants; the hidden parts change for some seed", () => {
    let changed = 0;
    let checked = 0;
    for (const s of positions) {
      for (let seat = 0; seat < seats; seat++) {
        const before = JSON.stringify(view(s, seat));
        let differs = false;
        for (const k of [1, 2, 3]) {
          const r = redeal(s, seat, k * 1000 + seat);
          assertInvariants(r);
          expect(JSON.stringify(view(r, seat))).toBe(before);
          if (JSON.stringify(hidden(r, seat)) !== JSON.stringify(hidden(s, seat))) differs = true;
          checked++;
        }
        if (differs) changed++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    // the PRNG alone always differs; the cards too wherever there are hidden ones
    expect(changed).toBe(positions.length * seats);
  });

  it('never changes the state it is given, and the same seed deals the same', () => {
    const s = positions[Math.floor(positions.length / 2)];
    const copy = JSON.stringify(s);
    expect(JSON.stringify(redeal(s, 0, 7))).toBe(JSON.stringify(redeal(s, 0, 7)));
    expect(JSON.stringify(s)).toBe(copy);
  });

  it('deals the cards anew where there are hidden ones', () => {
    const racing = positions.filter((s) => s.phase === 'race' && s.deck.length > 5);
    for (const s of racing.slice(0, 5)) {
      const r = redeal(s, 0, 99);
      expect(r.deck).not.toEqual(s.deck);
    }
  });

  it('the redealt race plays on to its end with random legal moves', () => {
    const picks = [positions[1], positions[Math.floor(positions.length / 2)], positions[positions.length - 2]];
    picks.forEach((s, i) => {
      const end = playOn(redeal(s, i % seats, 31 + i), 500 + i);
      expect(end.phase).toBe('over');
      expect(mod.outcome(end).finished).toBe(true);
    });
  });
});

describe('Formula 90 — redeal through the module', () => {
  it('is the module\'s redeal', () => {
    expect(mod.redeal).toBe(redeal);
  });
});
