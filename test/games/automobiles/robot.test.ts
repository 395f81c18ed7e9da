/**
 * The robot (issue 14): it plays to win with the game's own measures — rows towards the finish,
 * the wear of the fields („4. Verschleiß"), what wear does to the bag — plans its turn, uses the
 * action dice of every colour, and decides only from what every player sees.
 */
import { Prng, deriveSeed, seedPrng } from '../../../src/engine/prng';
import { ACTION_CARDS, CardId, card } from '../../../src/games/automobiles/data/cards';
import { COLOURS } from '../../../src/games/automobiles/data/dice';
import { wearCost } from '../../../src/games/automobiles/robots/evaluate';
import type { AutoState } from '../../../src/games/automobiles/rules/state';
import { mod, seg, stateWith } from './helpers';

/** Robot self-play from a seed; calls `visit` before every move. */
function selfPlay(seed: number, options: object, visit: (s: AutoState, seat: number, seq: number) => void, setCards?: (s: AutoState) => void): AutoState {
  let s = mod.setup(seed, 2, mod.optionsSchema.parse(options));
  setCards?.(s);
  for (let seq = 0; seq < 4000 && s.phase !== 'finished'; seq++) {
    const seat = mod.toAct(s)[0];
    visit(s, seat, seq);
    s = mod.apply(s, seat, mod.robotMove(s, seat, new Prng(seedPrng(deriveSeed(seed, seq, seat)))));
  }
  return s;
}

describe('robot: wear is weighed by what it costs over the rest of the race („4. Verschleiß", „Alternativer Zug – Boxenstopp")', () => {
  it('a wear die costs rows early in the race and nothing on the last lap, near the finish', () => {
    const early = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, yellow: 5 }, bag: { lightgrey: 6, white: 5 } }] });
    expect(wearCost(early, 0)).toBeGreaterThan(1);
    const late = stateWith({ cars: [seg(20, 1), seg(25, 1)], players: [{ laps: 2, active: { lightgrey: 1, yellow: 5 }, bag: { lightgrey: 6, white: 5 } }] });
    expect(wearCost(late, 0)).toBe(0);
  });
  it('early a single row for two wear is not worth it (it buys instead); on the last lap it drives flat out', () => {
    const rnd = new Prng(seedPrng(3));
    const early = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: { lightgrey: 1, yellow: 5 }, bag: { lightgrey: 6, white: 5 } }] });
    expect(mod.robotMove(early, 0, rnd)).toEqual({ type: 'buy', colour: 'lightgrey' });
    const late = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ laps: 2, active: { lightgrey: 1, yellow: 5 }, bag: { lightgrey: 6, white: 5 } }] });
    expect(mod.robotMove(late, 0, rnd)).toMatchObject({ type: 'activate', colour: 'lightgrey' });
  });
  it('pits when the wear of the hand would clog more later hands than this hand brings — never on the last lap', () => {
    const rnd = new Prng(seedPrng(3));
    const hand = { brown: 3, white: 2, yellow: 2 };
    const early = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ active: hand, bag: { lightgrey: 8, white: 6 } }] });
    expect(mod.robotMove(early, 0, rnd)).toEqual({ type: 'pit' });
    const late = stateWith({ cars: [seg(14, 1), seg(25, 1)], players: [{ laps: 2, active: hand, bag: { lightgrey: 8, white: 6 } }] });
    expect(mod.robotMove(late, 0, rnd)).not.toEqual({ type: 'pit' });
  });
});

describe('robot: uses the action dice of every colour („Anhang — Basiskarten")', () => {
  // A hand with a die of the card's colour, gear dice to chain, wear in hand and on the discard.
  const turnWith = (id: CardId, car: number): number[] => {
    const colour = COLOURS[card(id).colour];
    let s = stateWith({
      cards: [id],
      cars: [car, seg(25, 1)],
      players: [{ active: { [colour]: 1, lightgrey: 2, darkgrey: 1, brown: 1, yellow: 2 }, discard: { brown: 2, white: 2, darkgrey: 2, lightgrey: 1, blue: 1, green: 1 }, bag: { lightgrey: 3, white: 3, yellow: 2 } }],
    });
    let activated: number[] = [];
    for (let i = 0; i < 60 && s.current === 0; i++) {
      activated = s.turn.activated.slice();
      s = mod.apply(s, 0, mod.robotMove(s, 0, new Prng(seedPrng(i))));
    }
    return activated;
  };
  it.each(ACTION_CARDS.filter((c) => !c.expansion).map((c) => [c.ref, c.id] as const))('%s %s: activated when it pays', (_ref, id) => {
    // On the back straight, or before the first curve (white fields: Wankelmotor).
    const used = [seg(14, 1), seg(3, 0)].some((car) => turnWith(id, car).includes(card(id).colour));
    expect(used).toBe(true);
  });
});

describe('robot: decides only from what its seat sees (rule „Abweichungen von der Originalregel": open bags)', () => {
  it('the PRNG inside the state (the order of the next draws) does not change its choice', () => {
    let checked = 0;
    selfPlay(77, {}, (s, seat, seq) => {
      if (seq % 5) return;
      const other = { ...s, prng: seedPrng(seq + 12345) };
      const rnd = () => new Prng(seedPrng(deriveSeed(77, seq, seat)));
      expect(mod.robotMove(other, seat, rnd())).toEqual(mod.robotMove(s, seat, rnd()));
      checked++;
    });
    expect(checked).toBeGreaterThan(20);
  });
});

describe('robot: brings every race of a season to its end (robots in every seat)', () => {
  /** Robot self-play of a whole game; the moves it took, or Infinity when it did not end. */
  function movesToEnd(seed: number, seats: number, options: object): number {
    // (the random source of the engine benchmark, which found them)
    const random = new Prng(seedPrng(seed));
    let s = mod.setup(seed, seats, mod.optionsSchema.parse(options));
    for (let n = 0; n < 20_000; n++) {
      const toAct = mod.toAct(s);
      if (!toAct.length) return n;
      s = mod.apply(s, toAct[0], mod.robotMove(s, toAct[0], random));
    }
    return Infinity;
  }

  // Two seasons where no car moved again in the third race: Kenji Arai (D4) was used at the
  // start of every turn — he opens the buy phase, so the action phase was given up each time —
  // and with the grey gears sold out nobody bought the white and black gears left.
  it.each([
    [4, 18],
    [5, 28],
  ])('%i seats, seed %i: the season ends', (seats, seed) => {
    expect(movesToEnd(seed, seats, { cardSet: 'randomAll', season: '3' })).toBeLessThan(20_000);
  });

  it('Kenji Arai (D4) is used only once the car has moved as far as it will', () => {
    let seen = 0;
    for (const seed of [3, 7, 11]) {
      selfPlay(seed, { cardSet: 'randomAll', drivers: true }, (s, seat) => {
        if (s.phase !== 'turn' || s.players[seat].driver !== 'd4' || s.turn.pending || s.turn.stage !== 'begin') return;
        const move = mod.robotMove(s, seat, new Prng(seedPrng(seed)));
        const gears = mod.legalMoves(s, seat).some((m) => m.type === 'activate' && m.seg !== undefined);
        if (gears) {
          seen++;
          expect(move.type).not.toBe('driver');
        }
      });
    }
    expect(seen).toBeGreaterThan(0);
  });
});
