/**
 * The robot: cheap heuristics over the legal moves. It values tiles by what their actions bring
 * now (minus how far its worker would jump ahead), builds the best car it can and prices it high.
 */
import type { RandomSource } from '../../../src/engine/contract';
import { actionTile, ActionKind } from '../../../src/games/kraftwagen/data/actions';
import { PREFS } from '../../../src/games/kraftwagen/data/buyers';
import { card } from '../../../src/games/kraftwagen/data/research';
import { level, gpEngineValue } from '../../../src/games/kraftwagen/rules/player';
import { legalMoves } from '../../../src/games/kraftwagen/rules/legal';
import type { KwMove, KwState, PlayerState } from '../../../src/games/kraftwagen/rules/state';

function has(p: PlayerState, k: 'body' | 'engine'): boolean {
  return p.workshops.some((w) => w?.k === k);
}

function actionValue(s: KwState, seat: number, a: ActionKind): number {
  const p = s.players[seat];
  switch (a) {
    case 'worker':
      return p.supply === 0 ? 0 : p.canteen < 2 ? 3 : 1;
    case 'research':
      return s.round < 3 ? 2.5 : 1;
    case 'body':
      return has(p, 'body') ? 0.5 : 3;
    case 'engine':
      return has(p, 'engine') ? 0.8 : 3;
    case 'buyer':
      // Buyers are worth most while own cars wait on the market and buyer fields are free.
      return (s.market.some((c) => c.seat === seat) ? 4 : 1.5) + (s.buyers.length < s.market.length ? 1 : 0);
    case 'gp':
      return gpEngineValue(p) / 2;
  }
}

function researchValue(s: KwState, seat: number, id: number): number {
  const p = s.players[seat];
  const c = card(id);
  if (c.kind === 'engineer') return 3;
  if (c.kind === 'instant') return c.instant === 'parts' ? 2.5 : 2;
  const b = level(p, 'body');
  const e = level(p, 'engine');
  return (b < 7 ? c.body : 0) * (b <= e ? 1.2 : 1) + (e < 7 ? c.engine : 0) * (e < b ? 1.2 : 1) + (c.take ? 1 : 0);
}

function best<T>(items: T[], value: (x: T) => number, random: RandomSource): T {
  let top = items[0];
  let topV = -Infinity;
  for (const x of items) {
    const v = value(x) + random.int(100) / 1000;
    if (v > topV) {
      top = x;
      topV = v;
    }
  }
  return top;
}

export function robotMove(s: KwState, seat: number, random: RandomSource): KwMove {
  const legal = legalMoves(s, seat);
  if (legal.length === 1) return legal[0];
  const p = s.players[seat];
  const first = legal[0];
  switch (first.type) {
    case 'start':
      return legal[random.int(legal.length)];
    case 'benz':
      return best(legal, (m) => (m.type === 'benz' && m.pref ? s.stackBonus[m.pref].length + 1 : 0), random);
    case 'tile':
      return best(
        legal,
        (m) => {
          const id = (m as { tile: string }).tile;
          const tile = actionTile(id);
          const gain = tile ? tile.actions.reduce((n, a) => n + actionValue(s, seat, a), 0) : 2;
          const jump = s.chain.length - 1 - s.chain.indexOf(id);
          return gain - jump * 0.35 + random.int(3) / 2;
        },
        random,
      );
    case 'research':
      return best(legal, (m) => researchValue(s, seat, (m as { card: number }).card), random);
    case 'buyer':
      return best(legal, (m) => s.stackBonus[(m as { pref: (typeof PREFS)[number] }).pref].reduce((a, b) => a + b, 0), random);
    case 'workshop':
    case 'gpcar': {
      const task = s.turn.tasks[0];
      const v = task.k === 'part' ? (task.v ?? level(p, task.part)) : 0;
      const gp = legal.find((m) => m.type === 'gpcar');
      if (gp && (has(p, 'engine') || v <= 1) && v > gpEngineValue(p)) return gp;
      // Clear the weakest part of the kind the workshops hold most of.
      return best(
        legal.filter((m) => m.type === 'workshop'),
        (m) => {
          const w = p.workshops[(m as { slot: number }).slot];
          if (!w) return 10;
          const same = p.workshops.filter((x) => x?.k === w.k).length;
          return same * 3 - w.v;
        },
        random,
      );
    }
    case 'sell':
    case 'remove':
      return random.int(2) === 0 ? legal[legal.length - 1] : legal[random.int(legal.length)];
    case 'price': {
      const boosted = legal.filter((m) => m.type === 'price' && m.boost);
      const pool = boosted.length ? boosted : legal;
      const prices = pool.map((m) => (m as { price: number }).price).sort((a, b) => a - b);
      const target = prices[Math.max(0, prices.length - 1 - random.int(3))];
      return pool.find((m) => (m as { price: number }).price === target)!;
    }
    default:
      break;
  }
  const actions = legal.filter((m) => m.type === 'action');
  if (actions.length) {
    const order: ActionKind[] = ['research', 'worker', 'engine', 'body', 'gp', 'buyer'];
    return best(actions, (m) => 10 - order.indexOf((m as { action: ActionKind }).action), random);
  }
  const builds = legal.filter((m) => m.type === 'build');
  if (builds.length) {
    const workers = Math.min(p.canteen, 1 + random.int(3));
    return best(
      builds,
      (m) => {
        const b = m as { body: number; engine: number; workers: number };
        return p.workshops[b.body]!.v + p.workshops[b.engine]!.v - Math.abs(b.workers - workers) * 2;
      },
      random,
    );
  }
  const end = legal.find((m) => m.type === 'end');
  if (end) return end;
  return legal[random.int(legal.length)];
}
