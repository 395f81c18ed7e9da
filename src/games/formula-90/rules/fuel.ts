/**
 * „TREIBSTOFFMANAGEMENT" (advanced module): the fuel bid with the qualifying card, and refuelling
 * at every pit stop — 10 laps, and 3 more for each extra pit-time section.
 */
import { FUEL_LAPS } from '../data/robot-tiles';
import { boxOfLap } from '../data/tracks';
import { hasModule } from './modules';
import { finalLap, track } from './order';
import type { F90State, FuelBid, Player } from './state';

/** The fuel bids in the order of the text (8 … 16 laps). */
export const FUEL_BIDS = FUEL_LAPS as readonly FuelBid[];
/** „Jeder Boxenstopp bringt einem Spieler Treibstoff für 10 Runden." */
export const REFUEL_LAPS = 10;
/** „… erhöht er seine Boxenstoppzeit für jeweils 3 Runden zusätzlichen Treibstoffs … um 1." */
export const LAPS_PER_EXTRA_SECTION = 3;

/** The laps of fuel a stop brings with `extra` pit-time sections: 10, and 3 more a section. */
export function fuelLaps(extra: number): number {
  return REFUEL_LAPS + LAPS_PER_EXTRA_SECTION * extra;
}

/**
 * The extra pit-time sections a player may buy at this stop: none when his fuel already lasts to
 * the finish; otherwise up to the number that carries him past the last lap, where more would buy
 * nothing.
 */
export function extraChoices(s: F90State, p: Player): number[] {
  if (!hasModule(s, 'fuel') || p.fuelLap == null) return [0];
  const base = p.fuelLap + REFUEL_LAPS;
  const last = finalLap(s);
  const most = base > last ? 0 : Math.floor((last - base) / LAPS_PER_EXTRA_SECTION) + 1;
  return Array.from({ length: most + 1 }, (_x, k) => k);
}

/**
 * Refuelling at a pit stop: „Sein Tankplättchen rückt auf dem Rundenzähler die entsprechende Anzahl
 * Runden vor" — the tile moves on from the lap it lies on (what is left in the tank counts); if it
 * does not pass the last lap of the race, he must refuel again in that lap.
 */
export function refuel(s: F90State, p: Player, extra: number): void {
  if (p.fuelLap == null) return;
  const lap = p.fuelLap + fuelLaps(extra);
  if (lap > finalLap(s)) {
    p.fuelLap = null;
    p.fuelBox = null;
  } else {
    p.fuelLap = lap;
    p.fuelBox = boxOfLap(track(s), lap);
  }
}
