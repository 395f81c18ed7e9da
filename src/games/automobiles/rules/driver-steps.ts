/**
 * The steps of a driver's ability under way (rule text „Fahrer" and the appendix list; drivers.ts
 * starts them): the dice a driver takes, throws back, pays for or draws, one step at a time. The
 * abilities of the later phases (D8's wear, D7's and D9's extra dice, D10's redraw) hand the turn
 * back to phases.ts when done.
 */
import type { Prng } from '../../../engine/prng';
import { BR, COLOUR_INDEX, total } from '../data/dice';
import { drawMany, drawOne, drawable } from './bag';
import { removeDie } from './common';
import { STOP, chooseFrom, col } from './steps';
import { activeMoney } from './turn';
import type { AutoMove, AutoState } from './state';
import { advance } from './phases';

export function driverMoves(state: AutoState, seat: number): AutoMove[] {
  const pe = state.turn.pending!;
  const p = state.players[seat];
  switch (pe.stage) {
    case 'take':
      return chooseFrom('discard', p.discard);
    case 'recycle':
    case 'pay':
      return [...chooseFrom('discard', p.discard), STOP];
    case 'count':
      return Array.from({ length: pe.k }, (_, i) => ({ type: 'count', n: i + 1 }) as AutoMove);
    case 'settle': {
      const out: AutoMove[] = [];
      for (const c of new Set(pe.drawn!)) for (const to of ['active', 'bag', 'remove'] as const) out.push({ type: 'settle', colour: col(c), to });
      return out;
    }
    case 'wear':
      return [...chooseFrom('discard', p.discard, (c) => c === BR), STOP];
    case 'extra':
      return [{ type: 'draw' }, STOP];
    case 'redraw':
      return [...chooseFrom('active', p.active), STOP];
    default:
      throw new Error(`no driver step ${pe.stage}`);
  }
}

export function stepDriver(state: AutoState, seat: number, move: AutoMove, prng: Prng): void {
  const t = state.turn;
  const pe = t.pending!;
  const p = state.players[seat];
  const c = move.type === 'choose' || move.type === 'settle' ? COLOUR_INDEX[move.colour] : -1;
  const done = () => {
    t.pending = null;
  };
  switch (pe.stage) {
    case 'take':
      p.discard[c]--;
      p.active[c]++;
      return done();
    case 'recycle':
      if (move.type === 'choose') {
        p.discard[c]--;
        p.bag[c]++;
        pe.n++;
      }
      if (move.type === 'stop' || pe.n === pe.k || total(p.discard) === 0) done();
      return;
    case 'count': {
      // „Das bedeutet, dass du ansagen musst, wieviele Würfel du ziehen willst und dann genau so viele auch ziehst."
      const n = (move as Extract<AutoMove, { type: 'count' }>).n;
      pe.drawn = drawMany(p, prng, n);
      pe.stage = 'settle';
      pe.k = n;
      return;
    }
    case 'settle': {
      // „entscheide für jeden einzelnen davon, ob du ihn: entfernst, zu deinen aktiven Würfeln legst ODER zurück in den Beutel wirfst."
      const to = (move as Extract<AutoMove, { type: 'settle' }>).to;
      if (to === 'remove') removeDie(state, p.active, c);
      else if (to === 'bag') {
        p.active[c]--;
        p.bag[c]++;
      }
      pe.drawn!.splice(pe.drawn!.indexOf(c), 1);
      pe.n++;
      if (pe.drawn!.length) return;
      // The buy phase begins: the dice kept active count as money („nur noch für den Kauf").
      t.stage = 'buy';
      t.money = activeMoney(state, seat);
      return done();
    }
    case 'pay':
      if (move.type === 'choose') {
        removeDie(state, p.discard, c);
        t.money--;
        pe.n++;
      }
      if (move.type === 'stop' || t.money < 1 || total(p.discard) === 0) done();
      return;
    case 'wear':
      if (move.type === 'choose') {
        removeDie(state, p.discard, c);
        pe.n++;
      }
      if (move.type === 'stop' || pe.n === pe.k || p.discard[BR] === 0) {
        done();
        advance(state, seat, prng);
      }
      return;
    case 'extra':
      if (move.type === 'draw') {
        drawOne(p, prng);
        pe.n++;
      }
      if (move.type === 'stop' || pe.n === pe.k || drawable(p) === 0) {
        done();
        advance(state, seat, prng);
      }
      return;
    case 'redraw':
      // „… beliebig viele der gerade gezogenen Würfel ablegen. Ziehe danach so viele neue Würfel nach, wie du abgelegt hast."
      if (move.type === 'choose') {
        p.active[c]--;
        p.discard[c]++;
        pe.n++;
        if (total(p.active) > 0) return;
      }
      drawMany(p, prng, pe.n);
      done();
      advance(state, seat, prng);
      return;
    default:
      throw new Error(`no driver step ${pe.stage}`);
  }
}
