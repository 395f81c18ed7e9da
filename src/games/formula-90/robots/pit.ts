/**
 * The robot player's fuel plan („TREIBSTOFFMANAGEMENT"): the pit-time sections it costs to reach
 * the finish from a fuel bid, and how much fuel to take at a stop.
 */
import { extraChoices, LAPS_PER_EXTRA_SECTION, REFUEL_LAPS } from '../rules/fuel';
import { finalLap, track } from '../rules/order';
import type { F90State, FuelBid, Player } from '../rules/state';

/**
 * Sections lost in the pits on the way to the finish with a first tank of `bid` laps: the cheapest
 * number of stops, each the track's pit time, plus one section for every 3 laps bought on top.
 */
export function fuelCost(s: F90State, bid: FuelBid): number {
  const last = finalLap(s);
  const pit = track(s).pitTime;
  let best = Infinity;
  for (let stops = 1; stops <= 4; stops++) {
    const short = last + 1 - bid - REFUEL_LAPS * stops;
    const extra = Math.max(0, Math.ceil(short / LAPS_PER_EXTRA_SECTION));
    best = Math.min(best, stops * pit + extra);
  }
  return best;
}

/**
 * Fuel at a stop: enough to reach the finish when that costs at most 3 extra sections (cheaper than
 * another stop); otherwise none on top — another stop comes anyway.
 */
export function extraScore(s: F90State, p: Player, extra: number): number {
  const choices = extraChoices(s, p);
  const toFinish = choices[choices.length - 1];
  if (toFinish <= 3) return extra === toFinish ? 1 : -0.1 * extra;
  return extra === 0 ? 1 : -0.1 * extra;
}
