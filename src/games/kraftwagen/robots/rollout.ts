/**
 * The quick player of the robot's rollouts (montecarlo.ts): cheap rules of thumb over the legal
 * moves, fast enough to play a game to its end in about a millisecond. It values a tile by what
 * its actions bring now minus how far its worker jumps ahead, races when its Grand Prix engine
 * reaches a scoring place, builds the best car it can and prices it high. Both players of a
 * rollout use it; it only has to be a fair picture of play, the robot's own turn is planned
 * (plan.ts).
 */
import type { RandomSource } from '../../../engine/contract';
import { rulesOf } from '../../../engine/rules-version';
import { applyLegal } from '../rules/apply';
import { gpEngineValue, level, score } from '../rules/player';
import { actionTile, type ActionKind } from '../data/actions';
import { trackFields } from '../data/grand-prix';
import { occupied } from '../rules/grand-prix';
import { PREFS } from '../data/buyers';
import { card } from '../data/research';
import { specialTile } from '../data/special';
import { legalMoves } from '../rules/legal';
import type { KwMove, KwState, PlayerState } from '../rules/state';
import type { Work } from './work';

function has(p: PlayerState, k: 'body' | 'engine'): boolean {
  return p.workshops.some((w) => w?.k === k);
}

/**
 * Counted Grand Prix steps the seat's car needs to get ahead of every other car on the track: the
 * fields with other cars are skipped and not counted, as when it drives (rules/grand-prix.ts).
 */
function stepsToLead(s: KwState, seat: number): number {
  const L = trackFields(rulesOf(s));
  const others: number[] = s.neutral.slice();
  s.players.forEach((p, i) => i !== seat && p.car && others.push(p.car.field + L * p.car.lap));
  const me = s.players[seat].car;
  let at = me ? me.field + L * me.lap : 0;
  const ahead = Math.max(0, ...others);
  const occ = occupied(s, seat);
  let n = 0;
  while (at <= ahead) {
    at++;
    if (!occ.has(((at - 1) % L) + 1)) n++;
  }
  return n;
}

/** What a Grand Prix move is worth to the quick player: the lead, or the way towards it. */
function gpWorth(s: KwState, seat: number): number {
  const p = s.players[seat];
  const steps = gpEngineValue(p) + (p.engineers.includes('porsche') ? 1 : 0);
  const need = stepsToLead(s, seat);
  const gain = steps >= need ? 4 : p.car || 2 * steps >= need ? 2.5 : 1.5;
  return s.neutral.length ? gain : gain * 0.7;
}

function actionValue(s: KwState, seat: number, a: ActionKind): number {
  const p = s.players[seat];
  switch (a) {
    case 'worker':
      return p.supply === 0 ? 0 : p.canteen < 2 ? 3 : 1;
    case 'research':
      return s.round < 3 ? 5 : 2;
    case 'body':
      return has(p, 'body') ? 0.5 : 3;
    case 'engine':
      return has(p, 'engine') ? 0.8 : 3;
    case 'buyer':
      return (s.market.some((c) => c.seat === seat) ? 4 : 1.5) + (s.buyers.length < s.market.length ? 1 : 0);
    case 'gp':
      return gpWorth(s, seat);
  }
}

function researchValue(s: KwState, seat: number, id: number): number {
  const p = s.players[seat];
  const c = card(id);
  if (c.kind === 'engineer') return 6;
  if (c.kind === 'instant') return c.instant === 'parts' ? 2.5 : 2;
  const b = level(p, 'body');
  const e = level(p, 'engine');
  return (b < 7 ? c.body : 0) * (b <= e ? 1.2 : 1) + (e < 7 ? c.engine : 0) * (e < b ? 1.2 : 1) + (c.take ? 1 : 0);
}

function best(items: KwMove[], value: (x: KwMove) => number, random: RandomSource): KwMove {
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

export function quickMove(s: KwState, seat: number, legal: KwMove[], random: RandomSource): KwMove {
  if (legal.length === 1) return legal[0];
  const p = s.players[seat];
  switch (legal[0].type) {
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
          const gain = tile ? tile.actions.reduce((n, a) => n + actionValue(s, seat, a), 0) : actionValue(s, seat, specialTile(id)!.action) + 2;
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
  const daimler = legal.find((m) => m.type === 'daimler');
  if (daimler && random.int(2) === 0) return daimler;
  const end = legal.find((m) => m.type === 'end');
  if (end) return end;
  return legal[random.int(legal.length)];
}

/**
 * Plays the game to its end with the quick player, each move taken from `work.moves` (the
 * decision's fixed bound); returns the seat's money lead over the best other player.
 */
export function rollout(start: KwState, seat: number, random: RandomSource, work: Work): number {
  let s = start;
  while (s.phase !== 'finished' && work.moves > 0) {
    work.moves--;
    work.played++;
    const legal = legalMoves(s, s.current);
    s = applyLegal(s, s.current, quickMove(s, s.current, legal, random));
  }
  const money = s.players.map(score);
  let other = -Infinity;
  money.forEach((m, i) => {
    if (i !== seat && m > other) other = m;
  });
  return money[seat] - other;
}
