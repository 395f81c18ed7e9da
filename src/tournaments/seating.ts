/**
 * Seating players at tables so that as few pairs as possible meet again, and players of like
 * score sit together (docs/tournaments.md, "Swiss"). Used by Swiss rounds and by the round-robin
 * schedule for tables of more than 2.
 *
 * The cost of a seating is compared in two parts: first the repeats (the sum over the pairs at
 * each table of how often they met before), then the score gap (the sum over those pairs of the
 * difference of their points) — a repeat always costs more than any score gap.
 */
import type { Prng } from '../engine/prng';

export interface SeatingProblem {
  /** The players to seat, best-placed first. */
  order: readonly number[];
  /** Table sizes (their sum is order.length), biggest first. */
  sizes: readonly number[];
  /** Points of a player, for the score gap (0 for all: no gap). */
  score: (id: number) => number;
  /** The repeat cost of seating a and b together (how often they met; 0 = never). */
  met: (a: number, b: number) => number;
  prng: Prng;
  /** How many steps the search for a seating without repeats may take before settling for fewer. */
  budget?: number;
  /**
   * Another round follows: prefer a seating after which the next round, too, can be seated
   * without repeats (looked at for a limited number of candidate seatings).
   */
  lookahead?: boolean;
}

interface Cost {
  repeats: number;
  gap: number;
}

const EPS = 1e-9;
const better = (a: Cost, b: Cost) => a.repeats < b.repeats || (a.repeats === b.repeats && a.gap < b.gap - EPS);

/** Seats the players; returns tables of ids. Deterministic given the problem and the PRNG's state. */
export function seatPlayers(p: SeatingProblem): number[][] {
  const m = p.order.length;
  const rep = new Float64Array(m * m);
  const gap = new Float64Array(m * m);
  const sc = p.order.map(p.score);
  for (let i = 0; i < m; i++) {
    for (let j = 0; j < m; j++) {
      if (i === j) continue;
      rep[i * m + j] = p.met(p.order[i], p.order[j]);
      gap[i * m + j] = Math.abs(sc[i] - sc[j]);
    }
  }
  // One random key per player: ties (equal score gap) are broken by the seeded PRNG.
  const key = p.order.map(() => p.prng.nextUint32());
  const ctx: Ctx = { m, rep, gap, key, sizes: p.sizes };
  let best = withoutRepeats(ctx, p.budget ?? 20000, p.lookahead ? nextRoundPossible(ctx) : undefined) ?? greedy(ctx);
  best = improve(ctx, best);
  let bestCost = total(ctx, best);
  // Repeats left: a few more tries from other random tie-breaks, keeping the best.
  for (let attempt = 0; attempt < 8 && bestCost.repeats > 0; attempt++) {
    for (let i = 0; i < m; i++) key[i] = p.prng.nextUint32();
    const next = improve(ctx, greedy(ctx));
    const c = total(ctx, next);
    if (better(c, bestCost)) {
      best = next;
      bestCost = c;
    }
  }
  return best.map((t) => t.map((i) => p.order[i]));
}

interface Ctx {
  m: number;
  rep: Float64Array;
  gap: Float64Array;
  key: number[];
  sizes: readonly number[];
}

function tableCost(c: Ctx, t: readonly number[]): Cost {
  let repeats = 0;
  let g = 0;
  for (let a = 0; a < t.length; a++) {
    for (let b = a + 1; b < t.length; b++) {
      repeats += c.rep[t[a] * c.m + t[b]];
      g += c.gap[t[a] * c.m + t[b]];
    }
  }
  return { repeats, gap: g };
}

function total(c: Ctx, tables: readonly number[][]): Cost {
  const s = { repeats: 0, gap: 0 };
  for (const t of tables) {
    const x = tableCost(c, t);
    s.repeats += x.repeats;
    s.gap += x.gap;
  }
  return s;
}

const LOOKAHEAD_TRIES = 60;
const LOOKAHEAD_BUDGET = 3000;

/** Whether, after a candidate seating, the next round could be seated without repeats. */
function nextRoundPossible(c: Ctx): (tables: number[][]) => boolean {
  return (tables) => {
    const rep = c.rep.slice();
    for (const t of tables) for (const x of t) for (const y of t) if (x !== y) rep[x * c.m + y] += 1;
    return withoutRepeats({ ...c, rep }, LOOKAHEAD_BUDGET) !== null;
  };
}

/**
 * Top down, with backtracking: each table gets the best-placed unseated player, then players who
 * never met anyone at it, nearest in score first (random key on ties). Null when there is no
 * seating without repeats, or the budget ran out before one was found. With `accept`, a seating
 * it refuses is passed over (the first one found is kept in case none is accepted).
 */
function withoutRepeats(c: Ctx, budget: number, accept?: (tables: number[][]) => boolean): number[][] | null {
  const seated = new Uint8Array(c.m);
  const tables: number[][] = [];
  let steps = 0;
  let first: number[][] | null = null;
  let tries = 0;
  const table = (t: number): boolean => {
    if (t === c.sizes.length) {
      if (!accept) return true;
      first ??= tables.map((x) => x.slice());
      if (accept(tables)) return true;
      if (++tries >= LOOKAHEAD_TRIES) steps = budget + 1; // stop looking
      return false;
    }
    let head = 0;
    while (seated[head]) head++;
    const cands: number[] = [];
    for (let i = head + 1; i < c.m; i++) if (!seated[i] && c.rep[head * c.m + i] === 0) cands.push(i);
    cands.sort((a, b) => c.gap[head * c.m + a] - c.gap[head * c.m + b] || c.key[a] - c.key[b] || a - b);
    const members = [head];
    seated[head] = 1;
    const fill = (from: number): boolean => {
      if (++steps > budget) return false;
      if (members.length === c.sizes[t]) {
        tables.push(members.slice());
        if (table(t + 1)) return true;
        tables.pop();
        return false;
      }
      for (let k = from; k <= cands.length - (c.sizes[t] - members.length); k++) {
        const x = cands[k];
        if (members.some((y) => c.rep[x * c.m + y] !== 0)) continue;
        members.push(x);
        seated[x] = 1;
        if (fill(k + 1)) return true;
        seated[x] = 0;
        members.pop();
        if (steps > budget) return false;
      }
      return false;
    };
    const ok = fill(0);
    if (!ok) seated[head] = 0;
    return ok;
  };
  return table(0) ? tables : first;
}

/** Top down without backtracking: each next player is the one adding the least cost to the table. */
function greedy(c: Ctx): number[][] {
  const seated = new Uint8Array(c.m);
  const tables: number[][] = [];
  for (const size of c.sizes) {
    let head = 0;
    while (seated[head]) head++;
    seated[head] = 1;
    const t = [head];
    while (t.length < size) {
      let pick = -1;
      let pickCost: Cost = { repeats: Infinity, gap: Infinity };
      for (let i = 0; i < c.m; i++) {
        if (seated[i]) continue;
        const x = { repeats: 0, gap: 0 };
        for (const y of t) {
          x.repeats += c.rep[i * c.m + y];
          x.gap += c.gap[i * c.m + y];
        }
        if (better(x, pickCost) || (!better(pickCost, x) && c.key[i] < c.key[pick])) {
          pick = i;
          pickCost = x;
        }
      }
      seated[pick] = 1;
      t.push(pick);
    }
    tables.push(t);
  }
  return tables;
}

/** Swaps two players of different tables while that lowers the cost (repeats first, then the gap). */
function improve(c: Ctx, start: number[][]): number[][] {
  const tables = start.map((t) => t.slice());
  // The cost x adds to table t without the player at index skip.
  const with_ = (x: number, t: number[], skip: number): Cost => {
    const r = { repeats: 0, gap: 0 };
    t.forEach((y, k) => {
      if (k === skip) return;
      r.repeats += c.rep[x * c.m + y];
      r.gap += c.gap[x * c.m + y];
    });
    return r;
  };
  for (let pass = 0; pass < 50; pass++) {
    let changed = false;
    for (let a = 0; a < tables.length; a++) {
      for (let b = a + 1; b < tables.length; b++) {
        for (let i = 0; i < tables[a].length; i++) {
          for (let j = 0; j < tables[b].length; j++) {
            const x = tables[a][i];
            const y = tables[b][j];
            const xa = with_(x, tables[a], i);
            const yb = with_(y, tables[b], j);
            const ya = with_(y, tables[a], i);
            const xb = with_(x, tables[b], j);
            const delta = { repeats: ya.repeats + xb.repeats - xa.repeats - yb.repeats, gap: ya.gap + xb.gap - xa.gap - yb.gap };
            if (better(delta, { repeats: 0, gap: 0 })) {
              tables[a][i] = y;
              tables[b][j] = x;
              changed = true;
            }
          }
        }
      }
    }
    if (!changed) break;
  }
  // Keep the order top down: tables by their best-placed player, each table best-placed first.
  for (const t of tables) t.sort((x, y) => x - y);
  return tables.sort((x, y) => x[0] - y[0]);
}
