/**
 * How good a position is for the robot's seat, in money: the game's own scoring applied to what
 * lies on the table now, plus a worth for what will earn money later.
 *
 * * money already taken (own tiles; the others' only as far as they gain while the robot looks
 *   ahead — their face-down tiles are not known);
 * * the Grand Prix scored as if the round ended now (places 7/4/2 and the lap table), plus the
 *   way to the next lap;
 * * the buyers scored as if the round ended now: every active buyer buys by its preference
 *   (the real rule, „Wertung der Käufer"); a free buyer field is worth a part of what the
 *   remaining preferences would pay;
 * * what earns later: research points (better cars and Grand Prix engines), the Grand Prix engine,
 *   parts in the workshops (a body and an engine are a car), canteen workers, engineers and
 *   their markers — less as the game runs out;
 * * tempo: a worker far from the back of the chain waits longer for its next turn.
 *
 * The value is the seat's worth minus the best other player's.
 */
import { buyerSlots, marketSize } from '../rules/capacities';
import { gpEngineValue, level, score } from '../rules/player';
import { lapPoints, PLACE_POINTS, trackFields } from '../data/grand-prix';
import { PREFS, type Pref } from '../data/buyers';
import { card } from '../data/research';
import { CAR_BOOST, CAR_MARKERS, type CarMarker } from '../data/markers';
import { ROUND_PRICES, ROUNDS } from '../data/prices';
import { rulesOf } from '../../../engine/rules-version';
import { standings } from '../rules/grand-prix';
import { chooseCar } from '../rules/scoring';
import type { KwState, PlayerState } from '../rules/state';

/** Tunable weights (money per unit). */
export const W = {
  researchPoint: 1.3,
  gpEnginePoint: 1.4,
  pair: 0.45,
  pairBase: 0.55,
  single: 0.2,
  worker: 1.0,
  freeBuyer: 0.45,
  tempo: 0.5,
  lapProgress: 0.6,
  gpHalf: 0.5,
  researchHalf: 1.0,
  /** An engineer held, per round still to come: his ability, and a step to the three-engineers award. */
  engineer: 3,
  /** A Horch/Maybach marker's point on an own car not yet sold, while buyer fields are free. */
  boost: 0.5,
};

const MARKER_WORTH: Record<string, number> = { horch1: 2, horch2: 3, maybach1: 2, maybach2: 3, daimler2: 1.8, daimler4: 3.5, diesel: 1.5, benz: 3 };

/** How much of the current round is still to play (1 at its start, 0 when it ends now). */
export function roundLeft(s: KwState): number {
  if (s.endTriggered || s.phase === 'finished') return 0;
  const cars = 1 - s.market.length / marketSize(s);
  const start = s.seats === 2 ? 2 : 4;
  const buyers = (s.marker + Math.max(0, buyerSlots(s) - s.buyers.length)) / (start + buyerSlots(s));
  return Math.max(0, Math.min(cars, buyers));
}

/** Rounds still to come after this one, plus what is left of this one. */
function future(s: KwState): number {
  if (s.phase === 'finished') return 0;
  return ROUNDS - s.round + 0.6 * roundLeft(s);
}

/** Money each seat would take from the Grand Prix if the round were scored now. */
function gpNow(s: KwState, out: number[]): void {
  const L = trackFields(rulesOf(s));
  standings(s).forEach((st, i) => {
    if (st.seat === null) return;
    let v = lapPoints(st.lap) + (i < PLACE_POINTS.length ? PLACE_POINTS[i] : 0);
    v += W.lapProgress * (st.field / L) * (lapPoints(st.lap + 1) - lapPoints(st.lap)) * roundLeft(s);
    out[st.seat] += v;
  });
}

function pays(pref: Pref, price: number, p: PlayerState, daimler: number): number {
  return price + (pref === 'price' ? price * (p.engineers.includes('opel') ? 2 : 1) : 0) + daimler;
}

/** Money each seat would take from the buyers if the round were scored now; free fields weighted. */
function buyersNow(s: KwState, out: number[]): void {
  const sold = s.market.map(() => false);
  for (const b of s.buyers) {
    const i = chooseCar(b.pref, s.market, sold);
    if (i < 0) continue;
    sold[i] = true;
    const c = s.market[i];
    out[c.seat] += pays(b.pref, c.price, s.players[c.seat], b.daimler);
  }
  const free = s.endTriggered ? 0 : Math.max(0, buyerSlots(s) - s.buyers.length);
  if (free === 0) return;
  // A Horch or Maybach marker on a car not yet sold makes it likelier to win a buyer still to come.
  s.market.forEach((c, i) => {
    if (!sold[i] && c.boost) out[c.seat] += W.boost * (CAR_BOOST[c.boost].body + CAR_BOOST[c.boost].engine);
  });
  const prefs = PREFS.filter((p) => s.stacks[p] > 0);
  if (!prefs.length) return;
  const share = (W.freeBuyer * Math.min(free, 2)) / prefs.length;
  for (const pref of prefs) {
    const i = chooseCar(pref, s.market, sold);
    if (i < 0) continue;
    const c = s.market[i];
    out[c.seat] += share * pays(pref, c.price, s.players[c.seat], 0);
  }
}

/** The worth of what a player holds for the rest of the game. */
function holdings(s: KwState, p: PlayerState): number {
  const f = future(s);
  const left = roundLeft(s);
  let v = 0;
  // Research points, up to 7 each.
  v += W.researchPoint * f * (level(p, 'body') - 1 + level(p, 'engine') - 1) * W.researchHalf;
  // The Grand Prix engine drives in every race still to come.
  v += W.gpEnginePoint * f * (gpEngineValue(p) - 1) * W.gpHalf;
  // Parts: a body and an engine are a car for the market (now, or in a later round).
  const bodies = p.workshops.filter((w) => w?.k === 'body').map((w) => w!.v).sort((a, b) => b - a);
  const engines = p.workshops.filter((w) => w?.k === 'engine').map((w) => w!.v).sort((a, b) => b - a);
  const sellable = s.round < ROUNDS ? 1 : left;
  const nextRound = Math.min(ROUNDS, s.round + (left < 0.3 ? 1 : 0));
  const avgPrice = ROUND_PRICES[nextRound - 1].reduce((a, b) => a + b, 0) / 8;
  const pairs = Math.min(bodies.length, engines.length);
  for (let i = 0; i < pairs; i++) v += sellable * (W.pairBase * avgPrice + W.pair * (bodies[i] + engines[i]));
  for (let i = pairs; i < bodies.length; i++) v += sellable * W.single * bodies[i];
  for (let i = pairs; i < engines.length; i++) v += sellable * W.single * engines[i];
  // Canteen workers: service teams and activations.
  const useful = Math.min(p.canteen, 6);
  v += W.worker * (s.round < ROUNDS ? 1 : left) * useful + 0.2 * Math.max(0, p.canteen - 6);
  // Developments without a worker count later.
  for (const d of p.devs) {
    if (d.worker) continue;
    const c = card(d.card);
    if (c.kind === 'dev') v += 0.4 * W.researchPoint * f * (c.body + c.engine) * 0.5;
  }
  // Engineers and their markers.
  v += W.engineer * f * p.engineers.length;
  if (p.engineers.includes('opel')) v += 2.5 * f;
  if (p.engineers.includes('porsche')) v += 1.5 * f;
  if (p.engineers.includes('bugatti')) v += 1.0 * f;
  const markerUse = s.round < ROUNDS ? 1 : left;
  // Kraftwagen, „Ingenieure": a Horch or Maybach marker goes on a car brought to the market; in the
  // last round only as many count as cars are still to come (a marker left at the end earns nothing).
  let carMarkers = s.round < ROUNDS ? Infinity : Math.floor((marketSize(s) - s.market.length) / s.seats);
  const held = p.markers.slice().sort((a, b) => (MARKER_WORTH[b] ?? 1) - (MARKER_WORTH[a] ?? 1));
  for (const m of held) {
    if (CAR_MARKERS.includes(m as CarMarker) && carMarkers-- <= 0) continue;
    v += markerUse * (MARKER_WORTH[m] ?? 1);
  }
  return v;
}

/** Entries between the seat's worker and the back of the chain. */
function behind(s: KwState, seat: number): number {
  return s.chain.length - 1 - s.chain.indexOf(`P${seat}`);
}

/** The position's worth for `seat`: its worth minus the best other player's (with `own`: its worth alone). */
export function evaluate(s: KwState, seat: number, own = false): number {
  const n = s.players.length;
  const worth = s.players.map((p) => score(p));
  if (s.phase !== 'finished') {
    gpNow(s, worth);
    buyersNow(s, worth);
    s.players.forEach((p, i) => {
      worth[i] += holdings(s, p) - W.tempo * behind(s, i) * Math.min(1, future(s));
    });
  }
  if (own) return worth[seat];
  let best = -Infinity;
  for (let i = 0; i < n; i++) if (i !== seat && worth[i] > best) best = worth[i];
  return worth[seat] - best;
}
