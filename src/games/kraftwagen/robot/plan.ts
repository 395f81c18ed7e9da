/**
 * Planning the turn: the robot looks at every way to finish its turn from here — which tile,
 * the order of the tile's actions, every choice inside them (research card, workshop, buyer,
 * engineer markers) — on its own copy of the state (determinize.ts), and values where each way
 * ends (evaluate.ts). The market step is not searched move by move: the car it would bring
 * (best body, best engine, a few team sizes and price tiles, a Horch/Maybach marker) is tried
 * directly, and "no car" too. A fixed budget of positions keeps it fast; past the budget a
 * position is valued as it stands.
 */
import { applyLegal } from '../apply';
import { legalMoves } from '../legal';
import { applyBuild, applyPrice } from '../market';
import { cloneState, type KwMove, type KwState } from '../state';
import { evaluate } from './evaluate';

export interface Budget {
  nodes: number;
}

/** Moves worth searching: Diesel changes are cut to the promising ones. */
export function searchable(s: KwState, seat: number, moves: KwMove[]): KwMove[] {
  const p = s.players[seat];
  return moves.filter((m) => {
    if (m.type !== 'diesel') return true;
    const c = s.market[m.car];
    if (m.change === 'price') return m.price === Math.max(...s.prices) || m.price === Math.min(...s.prices);
    if (m.change === 'workers') return m.workers === c.workers + p.canteen && p.canteen > 0;
    const v = p.workshops[m.slot]!.v;
    return v > (m.change === 'body' ? c.body : c.engine);
  });
}

/** The cars worth trying in the market step: build and price moves, as pairs. */
export function carChoices(s: KwState, seat: number, builds: KwMove[]): { build: KwMove; price: KwMove }[] {
  const p = s.players[seat];
  if (!builds.length) return [];
  // The best body and engine by value (ties: the first workshop).
  let bestBody = -1;
  let bestEngine = -1;
  p.workshops.forEach((w, i) => {
    if (!w) return;
    if (w.k === 'body' && (bestBody < 0 || w.v > p.workshops[bestBody]!.v)) bestBody = i;
    if (w.k === 'engine' && (bestEngine < 0 || w.v > p.workshops[bestEngine]!.v)) bestEngine = i;
  });
  const teams = new Set([1, 2, 3, Math.min(p.canteen, 4)].filter((n) => n <= p.canteen));
  const out: { build: KwMove; price: KwMove }[] = [];
  const boosts: (KwMove & { type: 'price' })['boost'][] = [undefined];
  if (!s.turn.marker2) for (const m of ['horch2', 'maybach2', 'horch1', 'maybach1'] as const) if (p.markers.includes(m)) boosts.push(m);
  for (const workers of teams) {
    const build = builds.find((m) => m.type === 'build' && m.body === bestBody && m.engine === bestEngine && m.workers === workers);
    if (!build) continue;
    for (const price of s.prices)
      for (const boost of boosts) out.push({ build, price: boost ? { type: 'price', price, boost } : { type: 'price', price } });
  }
  return out;
}

/** The state after a car is brought (build and price carried out on a copy). */
export function withCar(s: KwState, seat: number, build: KwMove, price: KwMove): KwState {
  const c = cloneState(s);
  applyBuild(c, seat, build as Extract<KwMove, { type: 'build' }>);
  applyPrice(c, seat, price as Extract<KwMove, { type: 'price' }>);
  return c;
}

/** A planned turn: its value and the position where it ends. */
export interface Plan {
  v: number;
  leaf: KwState;
}

const leafOf = (s: KwState, seat: number): Plan => ({ v: evaluate(s, seat), leaf: s });

/** The best way (value and end position) to finish the seat's turn from `s`. */
export function search(s: KwState, seat: number, budget: Budget): Plan {
  if (s.phase !== 'turns' || s.current !== seat) return leafOf(s, seat);
  const t = s.turn;
  // A new turn of the same seat (it stayed last): the planned turn is over.
  if (t.stage === 'pick') return leafOf(s, seat);
  if (budget.nodes <= 0) return leafOf(s, seat);
  const legal = legalMoves(s, seat);
  if (t.stage === 'market') {
    // The market step: no car, or the best car tried directly; then the turn ends.
    let best = leafOf(s, seat);
    const builds = legal.filter((m) => m.type === 'build');
    for (const { build, price } of carChoices(s, seat, builds)) {
      budget.nodes--;
      const c = withCar(s, seat, build, price);
      const v = evaluate(c, seat);
      if (v > best.v) best = { v, leaf: c };
    }
    // Phase II markers (Daimler, Diesel) before the car.
    for (const m of searchable(s, seat, legal.filter((x) => x.type === 'daimler' || x.type === 'diesel'))) {
      if (budget.nodes <= 0) break;
      budget.nodes--;
      const r = search(applyLegal(s, seat, m), seat, budget);
      if (r.v > best.v) best = r;
    }
    return best;
  }
  let best: Plan | null = null;
  for (const m of searchable(s, seat, legal)) {
    budget.nodes--;
    const r = search(applyLegal(s, seat, m), seat, budget);
    if (!best || r.v > best.v) best = r;
    if (budget.nodes <= 0) break;
  }
  return best ?? leafOf(s, seat);
}
