/**
 * The seat robot of Formula 90 (robots/index.ts): it never looks at what a player cannot see,
 * and a few of its decisions where a rule drives them („BREMSEN", „SCHÄDEN", „AUFWENDEN VON
 * REIFENCHIPS", „TREIBSTOFF"). Its races as a whole are in playout.test.ts.
 */
import { Prng, seedPrng } from '../../../src/engine/prng';
import { canonicalJson } from '../../../src/engine/canonical';
import { raceCard } from '../../../src/games/formula-90/data/cards';
import { robotMove } from '../../../src/games/formula-90/robots';
import { brakeValue } from '../../../src/games/formula-90/robots/race';
import { discardGain, unknownCards } from '../../../src/games/formula-90/robots/values';
import { apply } from '../../../src/games/formula-90/rules/apply';
import { legalMoves, toAct } from '../../../src/games/formula-90/rules/legal';
import { car } from '../../../src/games/formula-90/rules/order';
import { setup } from '../../../src/games/formula-90/rules/setup';
import type { F90Move, F90Options, F90State } from '../../../src/games/formula-90/rules/state';
import { ALAN, act, cardOf, give, midRace, stack } from './helpers';

/**
 * The same table as a player sees it, with everything hidden dealt anew: the draw pile and the
 * other players' hands, qualifying cards and face-down battle cards shuffled among themselves, and
 * another PRNG (the damage cup's next disc, the next shuffle).
 */
function disguise(s: F90State, seat: number, rnd: Prng): F90State {
  const d = structuredClone(s);
  const others = d.players.filter((p) => p.seat !== seat);
  const bids = d.battle ? others.filter((p) => p.car in d.battle!.bids) : [];
  const pool = [...d.deck, ...others.flatMap((p) => [...p.hand, ...(p.qualiCard !== null ? [p.qualiCard] : [])]), ...bids.flatMap((p) => d.battle!.bids[p.car])];
  const dealt = rnd.shuffle(pool);
  const take = (n: number) => dealt.splice(0, n);
  d.deck = take(d.deck.length);
  for (const p of others) {
    p.hand = take(p.hand.length);
    if (p.qualiCard !== null) p.qualiCard = take(1)[0];
  }
  for (const p of bids) {
    const old = d.battle!.bids[p.car];
    const now = take(old.length);
    p.frozen = p.frozen.map((x) => (old.includes(x) ? now[old.indexOf(x)] : x));
    d.battle!.bids[p.car] = now;
  }
  d.prng = seedPrng(rnd.int(1 << 30));
  return d;
}

describe('Formula 90 — the seat robot', () => {
  it.each([
    [2, { track: 'monza', short: false, junior: false, reentry: false }],
    [4, { track: 'hungaroring', short: true, junior: false, reentry: true }],
    [6, { track: 'monza', short: false, junior: false, reentry: false }],
    [3, { track: 'hungaroring', short: false, junior: true, reentry: false }],
  ] as [number, F90Options][])('never uses hidden information (%i seats, %o)', (seats, options) => {
    const rnd = new Prng(seedPrng(seats * 31 + 7));
    let s = setup(seats * 1000 + 1, seats, options);
    let checked = 0;
    while (s.phase !== 'over') {
      const actors = toAct(s);
      const seat = actors[rnd.int(actors.length)];
      const key = rnd.int(1 << 30);
      const move = robotMove(s, seat, new Prng(seedPrng(key)));
      if (rnd.int(2) === 0) {
        const other = disguise(s, seat, rnd);
        expect(canonicalJson(legalMoves(other, seat))).toBe(canonicalJson(legalMoves(s, seat)));
        expect(canonicalJson(robotMove(other, seat, new Prng(seedPrng(key))))).toBe(canonicalJson(move));
        checked++;
      }
      s = apply(s, seat, move);
    }
    expect(checked).toBeGreaterThan(40);
  });

  /** Alan alone at Monza in `section`, about to play, with these cards; he will draw +1(97). */
  function alanIn(section: number, hand: number[], box = 10): F90State {
    const s = midRace({ sections: { [section]: ['p0'] }, waiting: ['p0'], box });
    s.discard.unshift(...s.players[ALAN].hand); // the old hand out of the way
    s.players[ALAN].hand = [];
    give(s, ALAN, hand);
    stack(s, [cardOf('event', 1, 97)]);
    return s;
  }

  it('„BREMSEN": brakes late against a forgiving target, not against a gamble, never with the fuel tile due', () => {
    const s75 = alanIn(1, [cardOf('event', 1, 98)]); // Monza 1: braking target 75
    const p = s75.players[ALAN];
    expect(brakeValue(s75, p, car(s75, 'p0'), unknownCards(s75, p))).toBeGreaterThan(0);
    const s25 = alanIn(16, [cardOf('event', 1, 98)]); // Monza 16: target 25
    expect(brakeValue(s25, s25.players[ALAN], car(s25, 'p0'), unknownCards(s25, s25.players[ALAN]))).toBeLessThan(0);
    // off the track, the next turn is the re-entry, where no pit stop is allowed („VERLASSEN DER BAHN")
    s75.players[ALAN].fuelBox = s75.box + 1;
    expect(brakeValue(s75, p, car(s75, 'p0'), unknownCards(s75, p))).toBeLessThan(-10);
  });

  /** Alan's 'play' move after drawing from the pile (the robot's own choices throughout). */
  function alanPlays(s: F90State): Extract<F90Move, { type: 'play' }> | F90Move {
    const rnd = new Prng(seedPrng(5));
    let t = s;
    while (t.turn?.seat === ALAN && t.turn.step !== 'play') t = act(t, ALAN, robotMove(t, ALAN, rnd));
    return robotMove(t, ALAN, rnd);
  }

  it('„SCHÄDEN": does not fill its last damage slot while another card moves it', () => {
    const dmg = cardOf('acceleration', 3, 45); // +3, 1 damage
    const free = cardOf('event', 2, 5); // +2, nothing to pay
    const s = alanIn(10, [dmg, free], 20);
    s.players[ALAN].damage = { red: s.players[ALAN].slots - 1, brown: 0 };
    s.cup.red -= s.players[ALAN].slots - 1;
    const move = alanPlays(s);
    expect(move.type).toBe('play');
    if (move.type === 'play') expect(move.cards.reduce((n, k) => n + raceCard(k).damage, 0)).toBe(0);
  });

  it('„AUFWENDEN VON REIFENCHIPS": pays tyres with chips while it has plenty, keeping its cards', () => {
    const fast = cardOf('acceleration', 4, 8); // +4, 2 tyre points
    const s = alanIn(10, [fast, cardOf('event', 1, 98), cardOf('shift', 1, 84)], 4);
    s.players[ALAN].chips = s.players[ALAN].chipsMax;
    const move = alanPlays(s);
    expect(move.type).toBe('play');
    if (move.type === 'play') {
      expect(move.cards).toContain(fast);
      expect(move.pay).toEqual([]);
    }
  });
});

describe('„BOXENSTOPP": the robot lays cards down card by card', () => {
  /** Bob at his pit stop with a hand grown to 20 cards (PITTING's track cards over a long race). */
  function bigHand(): F90State {
    let s = midRace({ sections: { 14: ['p1'], 20: ['p0', 'p2', 'p3'] }, waiting: ['p1'] });
    s = act(s, 1, { type: 'pit' });
    expect(s.turn?.step).toBe('pitDiscard');
    const p = s.players[1];
    give(s, 1, s.deck.slice(-(20 - p.hand.length)));
    expect(p.hand.length).toBe(20);
    return s;
  }

  it('with 20 cards in hand (137,980 ways to discard) every strength keeps at most the hand size, the worst cards laid down', () => {
    const s = bigHand();
    const p = s.players[1];
    const keep = p.handMax - p.frozen.length;
    for (const strength of ['beginner', 'normal', 'strong'] as const) {
      const m = robotMove(s, 1, new Prng(seedPrng(3)), strength);
      if (m.type !== 'pitDiscard') throw new Error(`not a discard: ${canonicalJson(m)}`);
      expect(m.cards).toEqual([...new Set(m.cards)].sort((a, b) => a - b));
      expect(m.cards.every((k) => p.hand.includes(k))).toBe(true);
      expect(p.hand.length - m.cards.length).toBeLessThanOrEqual(keep);
      if (strength === 'beginner') expect(m.cards.length).toBe(p.hand.length - keep); // keeps all it may
      else {
        // no card kept would gain more laid down than a card laid down
        const kept = p.hand.filter((k) => !m.cards.includes(k)).map(discardGain);
        expect(Math.max(...kept)).toBeLessThanOrEqual(Math.min(...m.cards.map(discardGain)) + 1e-9);
      }
      expect(() => apply(s, 1, m)).not.toThrow();
    }
  });
});
