/** Who acts and the legal moves: the single source of truth of what may be done. */
import { chainTiles } from './action-chain';
import { PREFS } from '../data/buyers';
import { buildMoves, priceMoves } from './market';
import { markerMoves } from './markers';
import { activationChoices } from './research';
import type { KwMove, KwState, Task } from './state';

export function toAct(s: KwState): number[] {
  return s.phase === 'finished' ? [] : [s.current];
}

/** The choices of the current step of a turn (each move one part). */
export function taskMoves(s: KwState, seat: number, t: Task): KwMove[] {
  const p = s.players[seat];
  switch (t.k) {
    case 'activate':
      return activationChoices(s, seat).map((card) => ({ type: 'activate', card }));
    case 'research':
      return s.open.map((card) => ({ type: 'research', card }));
    case 'part': {
      const empty = p.workshops.indexOf(null);
      const out: KwMove[] = empty >= 0 ? [{ type: 'workshop', slot: empty }] : [0, 1, 2].map((slot) => ({ type: 'workshop', slot }));
      if (t.part === 'engine') out.push({ type: 'gpcar' });
      return out;
    }
    case 'buyer':
      return PREFS.filter((pref) => s.stacks[pref] > 0).map((pref) => ({ type: 'buyer', pref }));
    case 'sell': {
      const out: KwMove[] = [];
      p.workshops.forEach((w, slot) => w && out.push({ type: 'sell', slot }));
      out.push({ type: 'skip' });
      return out;
    }
    case 'remove': {
      const out: KwMove[] = [];
      s.market.forEach((c, car) => c.seat === seat && out.push({ type: 'remove', car }));
      out.push({ type: 'skip' });
      return out;
    }
    default:
      return [];
  }
}

/**
 * The moves when the seat's decision has one part: a start tile ("Die Startplättchen"), Benz's
 * buyer, the action tile of a turn ("Ein Aktionsplättchen nehmen"), a step of its actions; null
 * in the other stages of a turn (actions or market, with the engineer markers; the price tile).
 */
export function oneStepMoves(s: KwState, seat: number): KwMove[] | null {
  if (s.phase === 'start') return s.startOffer.map((tile) => ({ type: 'start', tile }));
  if (s.phase === 'benz') {
    const out: KwMove[] = PREFS.filter((pref) => s.stacks[pref] > 0).map((pref) => ({ type: 'benz', pref }));
    out.push({ type: 'benz', pref: null });
    return out;
  }
  const t = s.turn;
  if (t.stage === 'pick') return chainTiles(s.chain).map((tile) => ({ type: 'tile', tile }));
  if (t.tasks.length > 0) return taskMoves(s, seat, t.tasks[0]);
  return null;
}

/** Phase I: the next action of the tile taken, in the order the player likes (each kind once). */
export function actionMoves(s: KwState): KwMove[] {
  return [...new Set(s.turn.actions)].map((action) => ({ type: 'action', action }));
}

export function legalMoves(s: KwState, seat: number): KwMove[] {
  if (s.phase === 'finished' || seat !== s.current) return [];
  const one = oneStepMoves(s, seat);
  if (one) return one;
  const t = s.turn;
  if (t.stage === 'price') return priceMoves(s, seat);
  if (t.stage === 'actions') return [...actionMoves(s), ...markerMoves(s, seat)];
  return [...buildMoves(s, seat), ...markerMoves(s, seat), { type: 'end' }];
}
