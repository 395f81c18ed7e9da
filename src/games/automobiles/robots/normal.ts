/**
 * The normal robot (and, with its settings, the strong one): a driver that plays to win. It answers every choice from the legal moves only and
 * reads only what every player sees (the board, the tableaus and the open bags — never the PRNG).
 *
 * Its turn, in the order of the phases:
 * - pit stop or race: a pit stop takes the wear of the hand out of the race for good; it pits
 *   when that saving (the wear's cost over the rest of the race, evaluate.ts) outweighs what
 *   this hand would bring;
 * - draw and clean-up dice first (they change the hand the plan works with);
 * - the gear dice as one plan (plan.ts): the chain that gets furthest for the least wear, where
 *   wear costs what it will clog in later hands — much early in the race, nothing at the end,
 *   when it drives flat out — and drafting or Federung makes it free;
 * - the moving action dice when they bring it further;
 * - buying (buy.ts): the dice that improve its bag most for the money;
 * - it always ends its turn: it never stalls.
 */
import type { RandomSource } from '../../../engine/contract';
import { BL, BR, GR, RE } from '../data/dice';
import { cardFor } from '../data/cards';
import { effectOf } from '../rules/effects';
import { legalMoves } from '../rules/legal';
import { activeMoney } from '../rules/turn';
import type { AutoMove, AutoState } from '../rules/state';
import { EARLY, pendingChoice, worthActivating } from './actions';
import { MOVERS, buyChoice } from './buy';
import { ci } from './picks';
import { draftsAt, wearCost } from './evaluate';
import { planGears } from './plan';
import { draftChoice, payWear, useDriverNow } from './drivers';
import { sponsorChoice, sponsorStep } from './season';

/** Rows a moving action die in the hand promises (for the pit-stop decision). */
const MOVER_ROWS = 2;

export function normalMove(state: AutoState, seat: number, random: RandomSource): AutoMove {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`Seat ${seat} has nothing to do now.`);
  if (moves.length === 1) return moves[0];
  // A Power Boost's free draw: always take it.
  if (moves[0].type === 'extraDraw') return moves.find((m) => m.type === 'extraDraw' && m.take) ?? moves[0];
  if (state.phase === 'drivers') return draftChoice(moves);
  if (state.phase === 'sponsors') return state.season!.pick!.effect ? sponsorStep(state, seat, moves) : sponsorChoice(state, seat, moves);
  const t = state.turn;
  const p = state.players[seat];
  const ends = moves.filter((m): m is Extract<AutoMove, { type: 'endTurn' }> => m.type === 'endTurn');
  // Between dice equally far ahead: the one that drafts (no wear), else the inside one.
  const endMove = ends.find((m) => m.seg !== undefined && draftsAt(state, seat, m.seg)) ?? ends[0];
  if (state.phase === 'opening') return buyChoice(state, seat, moves, t.money, random) ?? endMove;
  if (t.pending) return pendingChoice(state, seat, moves, random);
  // The driver's ability of the action or buy phase, when it pays.
  const driver = moves.find((m) => m.type === 'driver');
  if (driver && useDriverNow(state, seat)) return driver;
  if (t.stage === 'buy') return buyChoice(state, seat, moves, t.money, random) ?? endMove;

  // The gear plan is the expensive part of a decision: worked out once, and only when asked for.
  let planned: ReturnType<typeof planGears> | null = null;
  const gearPlan = () => (planned ??= planGears(state, seat));
  if (t.stage === 'begin' && p.active[BR] >= 2) {
    const plan = gearPlan();
    const wear = p.active[BR];
    const movers = [RE, BL, GR].filter((c) => p.active[c] > 0 && MOVERS[cardFor(state.cards, c)] !== undefined).length;
    const promise = plan.rows + MOVER_ROWS * movers;
    // „Alternativer Zug – Boxenstopp": the hand's wear leaves the race for good, this turn is lost.
    const saved = wear * wearCost(state, seat, Infinity);
    if (saved > promise) return { type: 'pit' };
  }

  // Draw and clean-up actions first, then the planned gears, then moving action dice.
  const acts = moves.filter((m): m is Extract<AutoMove, { type: 'activate' }> => m.type === 'activate');
  const early = acts.find((m) => m.seg === undefined && EARLY.has(effectOf(state, ci(m))) && worthActivating(state, seat, ci(m)));
  if (early) return early;
  const plan = gearPlan();
  if (plan.first) {
    const first = plan.first;
    const m = acts.find((x) => x.seg === first.seg && ci(x) === first.colour);
    if (m) return m;
  }
  const late = acts.find((m) => m.seg === undefined && worthActivating(state, seat, ci(m)));
  if (late) return late;
  // Kenji Arai (D4) and Paolo Venturi (D5) open the buy phase: now that the car has moved.
  if (driver && (p.driver === 'd4' || (p.driver === 'd5' && payWear(state, seat)))) return driver;
  // Buy with what is left.
  return buyChoice(state, seat, moves, activeMoney(state, seat), random) ?? endMove;
}
