/**
 * Buying: what one more die of a colour is worth to the bag (about the rows it brings each time
 * it is drawn), and the best set of up to three dice for the money. Light-grey and dark-grey
 * gears find fields in every lane; moving action dice carry a car further; purple dice are
 * worth more the more wear the bag holds; white and black gears find few fields.
 */
import type { AutoMove, AutoState } from '../rules/state';
import type { CardId } from '../data/cards';
import { cardFor } from '../data/cards';
import { econ } from '../rules/common';
import { BK, BR, DG, LG, W } from '../data/dice';
import { ownedDice } from './evaluate';
import { ci } from './picks';
import { MOVERS_X, desireX } from './rennsaison-cards';
import { isExpansionCard } from '../rules/rennsaison-effects';
import { SETTINGS } from './settings';
import { gearWorth } from './sample';
import type { RandomSource } from '../../../engine/contract';

/** The action dice that move a die over fields, and about the rows one brings. */
export const MOVERS: Partial<Record<CardId, number>> = {
  getriebe: 1.3,
  nitro: 1.2,
  hybridmotor: 1.1,
  lenkung: 1.0,
  luftwiderstand: 0.8,
  sturz: 0.8,
  v8: 0.7,
  wankelmotor: 0.4,
};

/** How much the robot wants one more die of colour c, given the dice it owns. */
export function desire(state: AutoState, c: number, owned: readonly number[], worth?: readonly number[]): number {
  const table = tableDesire(state, c, owned);
  return worth && c <= BK ? table + SETTINGS.worthScale * worth[c] : table;
}

function tableDesire(state: AutoState, c: number, owned: readonly number[]): number {
  // With the grey gears sold out, white and black are the gears left to move with.
  const greysGone = state.supply[LG] + state.supply[DG] === 0;
  switch (c) {
    case W:
      return greysGone ? 0.6 * Math.pow(0.8, owned[W]) : 0.05;
    case LG:
      return owned[LG] < 14 ? 1.0 : 0.6;
    case DG:
      return owned[DG] < Math.max(3, owned[LG] * 0.7) ? 0.95 : 0.5;
    case BK:
      return greysGone ? 0.7 * Math.pow(0.8, owned[BK]) : owned[BK] < 1 ? 0.4 : 0.1;
    case BR:
      return -1;
  }
  const id = cardFor(state.cards, c);
  const n = owned[c];
  const fade = Math.pow(0.75, n);
  const mover = MOVERS[id] ?? (isExpansionCard(id) ? MOVERS_X[id] : undefined);
  if (mover !== undefined) return mover * fade;
  const wear = owned[BR];
  if (isExpansionCard(id)) return desireX(id, owned, !greysGone);
  switch (id) {
    case 'boxencrew':
      return n >= 3 ? 0.1 : 0.5 + 0.12 * wear;
    case 'crewchef':
      return n >= 3 ? 0.1 : 0.3 + 0.12 * wear;
    case 'boxenchef':
      return n >= 2 ? 0.1 : 0.4 + 0.1 * (wear + owned[W]);
    case 'boxenteam':
      return n >= 2 ? 0.2 : 0.6;
    case 'federung':
      return 0.6 * fade;
    case 'turbo':
      return 0.7 * fade;
    case 'leistungsschub':
      return 0.5 * fade;
    case 'aufgeladen':
      return 0.5 * fade;
    case 'mechaniker':
      return 0.5 + 0.1 * Math.min(owned[W], 4) * fade;
    case 'ingenieur':
      return 0.5 * fade;
    case 'tuner':
      return 0.45 * fade;
    case 'manager':
      return 0.35 * fade;
    default:
      return 0.3;
  }
}

/** Below this a die is not worth diluting the bag with. */
const WORTH_BUYING = 0.45;

/**
 * What to buy with `money`: the set of up to three dice (from the colours on offer) that the
 * robot wants most; the move buys its first die, the next call the next one.
 */
export function buyChoice(state: AutoState, seat: number, moves: AutoMove[], money: number, random?: RandomSource): AutoMove | undefined {
  const offered = moves.filter((m): m is Extract<AutoMove, { type: 'buy' }> => m.type === 'buy').map(ci);
  if (!offered.length) return undefined;
  const { cost } = econ(state);
  const owned = ownedDice(state, seat);
  const worth = random && SETTINGS.buySamples > 0 && offered.some((c) => c <= BK) ? gearWorth(state, seat, random, SETTINGS.buySamples) : undefined;
  let best = { value: 0, first: -1 };
  const go = (left: number, from: number, first: number, value: number, depth: number, have: number[]) => {
    if (first >= 0 && value > best.value + 1e-9) best = { value, first };
    if (depth === 3) return;
    for (let i = from; i < offered.length; i++) {
      const c = offered[i];
      if (cost[c] > left || have[c] >= state.supply[c] + owned[c]) continue;
      const d = desire(state, c, have, worth);
      if (d < WORTH_BUYING) continue;
      const next = have.slice();
      next[c]++;
      go(left - cost[c], i, first < 0 ? c : first, value + d, depth + 1, next);
    }
  };
  go(money, 0, -1, 0, 0, owned);
  if (best.first < 0) return undefined;
  return moves.find((m) => m.type === 'buy' && ci(m) === best.first);
}
