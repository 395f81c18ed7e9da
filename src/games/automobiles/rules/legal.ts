/** Who acts and the legal moves (the single source of truth of what may be done). */
import { rulesOf } from '../../../engine/rules-version';
import { COLOURS } from '../data/dice';
import { drawable } from './bag';
import { activationMoves } from './effects';
import { pendingMoves } from './effect-steps';
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

/** The fields the car may drive to when several dice lie equally far ahead (A-G12), in order; [] when there is no choice. */
export function endTurnChoices(state: AutoState): number[] {
  const far = furthestDice(state.turn.track);
  if (far.length <= 1) return [];
  return far.map((d) => d.path[d.path.length - 1]).sort((a, b) => a - b);
}

/** End of the turn; when several dice lie equally far ahead, one move per die (A-G12). */
export function endTurnMoves(state: AutoState): AutoMove[] {
  const segs = endTurnChoices(state);
  if (!segs.length) return [{ type: 'endTurn' }];
  return segs.map((seg) => ({ type: 'endTurn', seg }) as AutoMove);
}

/**
 * The moves of one step of something under way — the draft, a sponsor, an extra draw, a step of
 * an effect or of a car driving; null when the seat decides the opening purchase or the actions of
 * a turn (activate, buy, the driver, the end, the pit stop).
 */
export function stepMoves(state: AutoState, seat: number): AutoMove[] | null {
  // The expansion: the drivers' draft (drivers.ts) and the sponsors between the races (season.ts).
  if (state.phase === 'drivers') return draftMoves(state);
  if (state.phase === 'sponsors') return sponsorMoves(state, seat);
  if (state.interlude) return pendingMoves(state, seat);
  if (state.answering.length > 0) return extraDrawMoves(state, seat);
  if (state.phase === 'opening') return null;
  if (state.turn.stage === 'begin' && state.players[seat].owedDraws > 0) return extraDrawMoves(state, seat);
  return state.turn.pending ? pendingMoves(state, seat) : null;
}

/** What the seat's purchase may spend: the money left in the buy phase (and the opening), else what the active dice are worth (rule "2. Kaufen"). */
export function buyMoney(state: AutoState, seat: number): number {
  return state.phase === 'turn' && state.turn.stage !== 'buy' ? activeMoney(state, seat) : state.turn.money;
}

export function legalMoves(state: AutoState, seat: number): AutoMove[] {
  if (!toAct(state).includes(seat)) return [];
  const step = stepMoves(state, seat);
  if (step) return step;
  const buys = buyMoves(state, buyMoney(state, seat));
  if (state.phase === 'opening') return mayEndOpening(state, buys.length > 0) ? [...buys, { type: 'endTurn' }] : buys;
  if (state.turn.stage === 'buy') return [...buys, ...driverActionMoves(state, seat), ...endTurnMoves(state)];
  const out: AutoMove[] = [];
  if (state.turn.stage === 'begin') out.push({ type: 'pit' });
  out.push(...activationMoves(state, seat));
  // The expansion: a driver's ability of the action and buy phases is a move beside the others (drivers.ts).
  out.push(...driverActionMoves(state, seat));
  out.push(...buys);
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
