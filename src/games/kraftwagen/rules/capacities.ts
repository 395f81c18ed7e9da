/** Places by the number of players: cars on the market and active buyers, fewer with two players (rule text "8.0"). */
import { ACTIVE_BUYERS, ACTIVE_BUYERS_TWO } from '../data/buyers';
import { MARKET_SIZE, MARKET_SIZE_TWO } from '../data/prices';
import type { KwState } from './state';

export function marketSize(s: KwState): number {
  return s.seats === 2 ? MARKET_SIZE_TWO : MARKET_SIZE;
}

export function buyerSlots(s: KwState): number {
  return s.seats === 2 ? ACTIVE_BUYERS_TWO : ACTIVE_BUYERS;
}
