/**
 * Rule text "5.3 Wertung": the Grand Prix, then the buyers one by one; then the market is
 * cleared and the next round prepared ("5.1 Vorbereitung"), or the game ends after round three.
 */
import { Prng } from '../../../engine/prng';
import { white } from './player';
import { lastSeat } from './action-chain';
import { BUYERS_PER_PREF, MARKER_START, MARKER_START_TWO, Pref, PREFS, STACK_BONUS } from '../data/buyers';
import { lapPoints, PLACE_POINTS } from '../data/grand-prix';
import { CAR_BOOST } from '../data/markers';
import { ROUND_PRICES, ROUNDS } from '../data/prices';
import { specialIdsOfRound } from '../data/special';
import { standings } from './grand-prix';
import { freshTurn, KwState, MarketCar, RoundScore } from './state';

export function effBody(c: MarketCar): number {
  return c.body + (c.boost ? CAR_BOOST[c.boost].body : 0);
}
export function effEngine(c: MarketCar): number {
  return c.engine + (c.boost ? CAR_BOOST[c.boost].engine : 0);
}

/** "Wertung der Käufer": the best car of the preference; if not unique, the cheapest of the best. */
export function chooseCar(pref: Pref, cars: MarketCar[], sold: boolean[]): number {
  let best = -1;
  let bestKey = -Infinity;
  cars.forEach((c, i) => {
    if (sold[i]) return;
    const key = pref === 'body' ? effBody(c) : pref === 'engine' ? effEngine(c) : pref === 'prestige' ? c.workers : -c.price;
    if (key > bestKey || (key === bestKey && c.price < cars[best].price)) {
      best = i;
      bestKey = key;
    }
  });
  return best;
}

/** "I. Wertung des Grand-Prix-Rennens": 7/4/2 for the places, points for the laps, cars back to the pit lane. */
export function scoreGrandPrix(s: KwState, record: RoundScore): void {
  standings(s).forEach((st, i) => {
    if (st.seat !== null) {
      if (i < PLACE_POINTS.length) white(s.players[st.seat], PLACE_POINTS[i]);
      white(s.players[st.seat], lapPoints(st.lap));
    }
    record.gp.push({ seat: st.seat, place: i + 1, laps: st.lap });
  });
  for (const p of s.players) p.car = null;
}

/** "II. Wertung der Käufer": every active buyer in order buys one car. */
export function scoreBuyers(s: KwState, record: RoundScore): void {
  const sold = s.market.map(() => false);
  for (const b of s.buyers) {
    const i = chooseCar(b.pref, s.market, sold);
    if (i < 0) {
      record.sales.push({ pref: b.pref, seat: null, price: 0, car: -1 });
      continue;
    }
    sold[i] = true;
    const c = s.market[i];
    const p = s.players[c.seat];
    p.tiles.push({ k: 'c', v: c.price });
    // A price buyer pays the price again in white tiles (twice again with Opel); Daimler's bonus is not multiplied.
    if (b.pref === 'price') white(p, c.price * (p.engineers.includes('opel') ? 2 : 1));
    white(p, b.daimler);
    record.sales.push({ pref: b.pref, seat: c.seat, price: c.price, car: i });
  }
}

/** The next round's coloured tiles, a white tile beside every buyer stack, the marker on S. */
export function prepareRound(s: KwState): void {
  s.prices = ROUND_PRICES[s.round - 1].slice();
  for (const pref of PREFS) s.stackBonus[pref].push(STACK_BONUS[pref]);
  s.marker = s.seats === 2 ? MARKER_START_TWO : MARKER_START;
}

/** Draws the next special tile of a round; a used-up stack is the reshuffled used tiles. */
export function drawSpecial(s: KwState, round: number): string {
  const r = round - 1;
  if (s.specialStacks[r].length === 0) {
    const prng = new Prng(s.prng);
    s.specialStacks[r] = prng.shuffle(s.specialUsed[r]);
    s.prng = prng.state;
    s.specialUsed[r] = [];
  }
  return s.specialStacks[r].shift()!;
}

export function scoreRound(s: KwState): void {
  const record: RoundScore = { round: s.round, gp: [], sales: [] };
  scoreGrandPrix(s, record);
  scoreBuyers(s, record);
  // All cars leave the market; parts and workers go to the supply, used markers out of the game.
  for (const c of s.market) {
    s.partsOut -= 2;
    s.players[c.seat].supply += c.workers;
  }
  s.market = [];
  s.buyers = [];
  s.stacks = { body: BUYERS_PER_PREF, engine: BUYERS_PER_PREF, prestige: BUYERS_PER_PREF, price: BUYERS_PER_PREF };
  s.lastScore = record;
  s.endTriggered = false;
  s.turn = freshTurn();
  if (s.round >= ROUNDS) {
    s.phase = 'finished';
    s.prices = [];
    return;
  }
  s.round++;
  prepareRound(s);
  if (s.options.special) {
    // The special tile in the chain gives way to the top tile of the new round (same place).
    const i = s.chain.findIndex((e) => specialIdsOfRound(s.round - 1).includes(e));
    if (i >= 0) {
      s.specialUsed[s.round - 2].push(s.chain[i]);
      s.chain[i] = drawSpecial(s, s.round);
    }
  }
  s.phase = 'turns';
  s.current = lastSeat(s.chain);
}
