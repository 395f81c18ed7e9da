/** Who acts and the legal moves: the single source of truth of what may be done. */
import { chainTiles } from './chain';
import { PREFS } from './data/buyers';
import { buildMoves, priceMoves } from './market';
import { markerMoves } from './markers';
import { activationChoices } from './research';
import type { KwMove, KwState, Task } from './state';

export function toAct(s: KwState): number[] {
  return s.phase === 'finished' ? [] : [s.current];
}

function taskMoves(s: KwState, seat: number, t: Task): KwMove[] {
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

export function legalMoves(s: KwState, seat: number): KwMove[] {
  if (s.phase === 'finished' || seat !== s.current) return [];
  if (s.phase === 'start') return s.startOffer.map((tile) => ({ type: 'start', tile }));
  if (s.phase === 'benz') {
    const out: KwMove[] = PREFS.filter((pref) => s.stacks[pref] > 0).map((pref) => ({ type: 'benz', pref }));
    out.push({ type: 'benz', pref: null });
    return out;
  }
  const t = s.turn;
  if (t.stage === 'pick') return chainTiles(s.chain).map((tile) => ({ type: 'tile', tile }));
  if (t.tasks.length > 0) return taskMoves(s, seat, t.tasks[0]);
  if (t.stage === 'price') return priceMoves(s, seat);
  if (t.stage === 'actions') {
    const out: KwMove[] = [...new Set(t.actions)].map((action) => ({ type: 'action', action }));
    return [...out, ...markerMoves(s, seat)];
  }
  return [...buildMoves(s, seat), ...markerMoves(s, seat), { type: 'end' }];
}
