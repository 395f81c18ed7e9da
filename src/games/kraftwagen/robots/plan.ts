/**
 * Planning the turn: the robot looks at every way to finish its turn from here — which tile,
 * the order of the tile's actions, every choice inside them (research card, workshop, buyer,
 * engineer markers) — on its own copy of the state (determinize.ts), and values where each way
 * ends (evaluate.ts). The market step is not searched move by move: the car it would bring
 * (best body, best engine, a few team sizes and price tiles, a Horch/Maybach marker) is tried
 * directly, and "no car" too. A fixed budget of positions (work.ts) keeps it fast: every
 * position tried or valued, every car tried, takes a unit; past the budget a position is valued
 * as it stands.
 */
import { applyLegal } from '../rules/apply';
import { legalMoves } from '../rules/legal';
import { applyBuild, applyPrice } from '../rules/market';
import { cloneState, type KwMove, type KwState } from '../rules/state';
import { evaluate } from './evaluate';
import type { Work } from './work';

/** What a search may still do: positions (`nodes`), counted also in the decision's work. */
export interface Budget {
  nodes: number;
  work: Work;
  /** Value positions by the seat's own worth only, blind to the others' (the beginner). */
  own?: boolean;
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

/** A car tried in the market step: its build move (the price follows) and where the turn ends. */
export interface CarPlan {
  build: KwMove;
  plan: Plan;
}

/**
 * The cars worth trying in the market step, each valued where the turn would end, the best plan
 * for every team size. The car is the best body with the best engine; team sizes 1, 2, 3 and as
 * many as four workers; every free price tile; then the Horch/Maybach markers only for the best
 * team size found. Each car tried takes a unit of the budget: at most 4 × prices + 4 × prices
 * positions, and never more than the budget left.
 */
export function carPlans(s: KwState, seat: number, builds: KwMove[], budget: Budget): CarPlan[] {
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
  const teams = [...new Set([1, 2, 3, Math.min(p.canteen, 4)].filter((n) => n <= p.canteen))];
  const out: CarPlan[] = [];
  const tryCar = (c: CarPlan, price: Extract<KwMove, { type: 'price' }>) => {
    if (budget.nodes <= 0) return;
    const plan = valued(withCar(s, seat, c.build, price), seat, budget);
    if (plan.v > c.plan.v) c.plan = plan;
  };
  for (const workers of teams) {
    const build = builds.find((m) => m.type === 'build' && m.body === bestBody && m.engine === bestEngine && m.workers === workers);
    if (!build) continue;
    const c: CarPlan = { build, plan: { v: -Infinity, leaf: s } };
    for (const price of s.prices) tryCar(c, { type: 'price', price });
    if (c.plan.v > -Infinity) out.push(c);
  }
  if (!out.length || s.turn.marker2) return out;
  const top = out.reduce((a, b) => (b.plan.v > a.plan.v ? b : a));
  for (const boost of ['horch2', 'maybach2', 'horch1', 'maybach1'] as const)
    if (p.markers.includes(boost)) for (const price of s.prices) tryCar(top, { type: 'price', price, boost });
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

/** The position valued as it stands: one unit of the budget. */
export function valued(s: KwState, seat: number, budget: Budget): Plan {
  budget.nodes--;
  budget.work.evals++;
  return { v: evaluate(s, seat, budget.own), leaf: s };
}

/**
 * The best way (value and end position) to finish the seat's turn from `s`. Every call values
 * at most one position itself and calls on only while the budget lasts, so a search never takes
 * more than its budget (at least one unit: a caller calls only with budget left).
 */
export function search(s: KwState, seat: number, budget: Budget): Plan {
  if (s.phase !== 'turns' || s.current !== seat) return valued(s, seat, budget);
  const t = s.turn;
  // A new turn of the same seat (it stayed last): the planned turn is over.
  if (t.stage === 'pick' || budget.nodes <= 1) return valued(s, seat, budget);
  const legal = legalMoves(s, seat);
  if (t.stage === 'market') {
    // The market step: no car, or the best cars tried directly; then the turn ends.
    let best = valued(s, seat, budget);
    for (const c of carPlans(s, seat, legal.filter((m) => m.type === 'build'), budget)) if (c.plan.v > best.v) best = c.plan;
    // Phase II markers (Daimler, Diesel) before the car.
    for (const m of searchable(s, seat, legal.filter((x) => x.type === 'daimler' || x.type === 'diesel'))) {
      if (budget.nodes <= 0) break;
      const r = search(applyLegal(s, seat, m), seat, budget);
      if (r.v > best.v) best = r;
    }
    return best;
  }
  let best: Plan | null = null;
  for (const m of searchable(s, seat, legal)) {
    if (budget.nodes <= 0) break;
    const r = search(applyLegal(s, seat, m), seat, budget);
    if (!best || r.v > best.v) best = r;
  }
  return best ?? valued(s, seat, budget);
}
