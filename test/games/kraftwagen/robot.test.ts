/**
 * The robot (issue 14) decides only from what its seat may see: it plans on a copy whose hidden
 * parts it draws from its own random source (robots/determinize.ts). Changing the hidden parts of
 * the state — the order of the research deck and of the special stacks, the state's random
 * generator, the other players' face-down money — does not change its choice.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { cloneState, type KwState } from '../../../src/games/kraftwagen/rules/state';
import { mod } from './helpers';

/** Positions of a robot game: every 7th decision. */
function positions(seed: number, special: boolean): KwState[] {
  let s = mod.setup(seed, 2, { special });
  const out: KwState[] = [];
  for (let i = 0; s.phase !== 'finished'; i++) {
    if (i % 7 === 0) out.push(s);
    s = mod.apply(s, s.current, mod.robotMove(s, s.current, new Prng(seedPrng(seed * 1000 + i))));
  }
  return out;
}

function hiddenChanged(s: KwState, rnd: Prng): KwState {
  const t = cloneState(s);
  t.deck = rnd.shuffle(t.deck);
  t.specialStacks = t.specialStacks.map((st) => rnd.shuffle(st));
  t.prng = seedPrng(rnd.int(1 << 30));
  t.players.forEach((p, i) => {
    if (i !== s.current) p.tiles = p.tiles.map((x) => (x.k === 'b' ? x : { ...x, v: x.v + 1 + rnd.int(5) }));
  });
  return t;
}

describe('the robot sees only its seat\'s view', () => {
  it.each([
    [3, false],
    [4, true],
  ])('seed %d (special tiles %s): the same move with other hidden parts', (seed, special) => {
    const rnd = new Prng(seedPrng(99));
    for (const [i, s] of positions(seed, special).entries()) {
      const a = mod.robotMove(s, s.current, new Prng(seedPrng(i)));
      const b = mod.robotMove(hiddenChanged(s, rnd), s.current, new Prng(seedPrng(i)));
      expect(b).toEqual(a);
    }
  });
});
