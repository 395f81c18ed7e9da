/** Who acts and the legal moves (the single source of truth of what may be done). */
import { rulesOf } from '../../engine/rules-version';
import { COLOURS } from './dice';
import { drawable } from './bag';
import { activationMoves, pendingMoves } from './effects';
import { activeMoney, buyable, furthestDice } from './turn';
import { draftMoves, driverActionMoves } from './drivers';
import { sponsorMoves, sponsorSeat } from './season';
import type { AutoMove, AutoState } from './state';

/**
 * One seat at a time — except while the others answer a Leistungsschub (without the variant
 * "beschleunigter Ablauf"): then all of them at once, and the active player waits.
 */
export function toAct(state: AutoState): number[] {
  if (state.phase === 'finished') return [];
  if (state.interlude) return [state.interlude.seat];
  if (state.phase === 'sponsors') return [sponsorSeat(state)];
  if (state.answering.length > 0) return state.answering.slice();
  return [state.current];
}

function extraDrawMoves(state: AutoState, seat: number): AutoMove[] {
  const out: AutoMove[] = [];
  if (drawable(state.players[seat]) > 0) out.push({ type: 'extraDraw', take: true });
  out.push({ type: 'extraDraw', take: false });
  return out;
}

function buyMoves(state: AutoState, money: number): AutoMove[] {
  return buyable(state, money).map((c) => ({ type: 'buy', colour: COLOURS[c] }) as AutoMove);
}

/** End of the turn; when several dice lie equally far ahead, one move per die (A-G12). */
export function endTurnMoves(state: AutoState): AutoMove[] {
  const far = furthestDice(state.turn.track);
  if (far.length <= 1) return [{ type: 'endTurn' }];
  return far.map((d) => ({ type: 'endTurn', seg: d.path[d.path.length - 1] }) as AutoMove).sort((a, b) => (a as { seg: number }).seg - (b as { seg: number }).seg);
}

export function legalMoves(state: AutoState, seat: number): AutoMove[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.phase === 'drivers') return draftMoves(state);
  if (state.phase === 'sponsors') return sponsorMoves(state, seat);
  if (state.interlude) return pendingMoves(state, seat);
  if (state.answering.length > 0) return extraDrawMoves(state, seat);
  const t = state.turn;
  if (state.phase === 'opening') {
    const buys = buyMoves(state, t.money);
    return mayEndOpening(state, buys.length > 0) ? [...buys, { type: 'endTurn' }] : buys;
  }
  if (t.stage === 'begin' && state.players[seat].owedDraws > 0) return extraDrawMoves(state, seat);
  if (t.pending) return pendingMoves(state, seat);
  if (t.stage === 'buy') return [...buyMoves(state, t.money), ...driverActionMoves(state, seat), ...endTurnMoves(state)];
  const out: AutoMove[] = [];
  if (t.stage === 'begin') out.push({ type: 'pit' });
  out.push(...activationMoves(state, seat));
  out.push(...driverActionMoves(state, seat));
  out.push(...buyMoves(state, activeMoney(state, seat)));
  out.push(...endTurnMoves(state));
  return out;
}

/**
 * „Spielvorbereitung": each player buys „einen oder mehrere Würfel" before the race (rules
 * version 2): ending the opening purchase needs a die bought, unless none can be bought.
 */
export function mayEndOpening(state: AutoState, canBuy: boolean): boolean {
  if (rulesOf(state) < 2 || !canBuy) return true;
  return state.players[state.current].used.some((n) => n > 0);
}
