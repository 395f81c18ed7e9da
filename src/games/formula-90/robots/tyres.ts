/**
 * The robot player's tyres and weather (advanced module „Reifentypen und Wetter"): which tyres to
 * fit, when a stop for other tyres pays, the soft-tyre +1 and where to move the weather marker.
 * Its rule of thumb: a section a round is what a handicap costs; a stop costs its pit time.
 */
import { conditionOf, SOFT_BONUSES, SOFT_CHIP_LOSS, TYRE_HANDICAP, weatherStep, type TyreType, type WeatherCondition } from '../data/weather';
import { hasModule, tyresOf } from '../rules/modules';
import { track } from '../rules/order';
import { weatherNow } from '../rules/tyres';
import type { F90State, Player, WeatherStep } from '../rules/state';
import { roundsLeft, roundsToRefill } from './values';

/** Rounds the tyres fitted now are likely to stay on: to the next stop or the finish, at most 8. */
function stint(s: F90State, p: Player): number {
  return Math.min(8, Math.max(1, roundsToRefill(s, p)));
}

/**
 * A tyre type for the stint ahead: its handicap in today's weather each round (uncertain weather
 * counts as likely to move either way), soft's three +1 bonuses less its 3 chips (about half a
 * section each), hard's track card.
 */
export function tyreScore(s: F90State, p: Player, tyre: TyreType): number {
  const w: WeatherCondition = weatherNow(s) ?? 'dry';
  const rounds = p.fuelBox === null && p.tyre ? Math.min(8, Math.max(1, roundsLeft(s))) : stint(s, p);
  let v = TYRE_HANDICAP[tyre][w] * rounds;
  if (tyre === 'soft') v += Math.min(SOFT_BONUSES, rounds) - 0.5 * SOFT_CHIP_LOSS;
  if (tyre === 'hard' && hasModule(s, 'trackCards')) v += 0.5;
  return v;
}

/** Whether a stop for other tyres pays: the handicap over the rounds left outweighs the pit time. */
export function wantsTyres(s: F90State, p: Player): boolean {
  const w = weatherNow(s);
  if (!w || !p.tyre) return false;
  const now = -TYRE_HANDICAP[p.tyre][w];
  if (now === 0) return false;
  return now * Math.min(roundsLeft(s), 8) > track(s).pitTime + 1;
}

/** The soft-tyre +1 now: its section is counted by the movement; a bonus kept is worth a little less. */
export function softCost(s: F90State, p: Player): number {
  // unused bonuses are lost at the next stop: with more bonuses than rounds to it they cost nothing
  const tyres = tyresOf(s, p);
  return tyres && tyres.softLeft >= roundsToRefill(s, p) ? 0 : 0.5;
}

/** Weather steps: the handicap of its own tyres over the rounds ahead, before and after. */
export function weatherValue(s: F90State, p: Player, steps: readonly WeatherStep[] | undefined): number {
  if (!steps?.length || !p.tyre || !s.weather) return 0;
  let slot = s.weather;
  for (const x of steps) slot = weatherStep(slot, x);
  const before = TYRE_HANDICAP[p.tyre][conditionOf(s.weather)];
  const after = TYRE_HANDICAP[p.tyre][conditionOf(slot)];
  // a slot nearer to the weather its tyres suit is worth a little even within one condition
  const lean = p.tyre === 'rain' || p.tyre === 'intermediate' ? slot - s.weather : s.weather - slot;
  return (after - before) * Math.min(4, Math.max(1, roundsLeft(s))) + 0.1 * lean;
}
