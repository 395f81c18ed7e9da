/**
 * „RENNWAGENAUSBAU" (advanced module): a car built from upgrade tiles — tyre chips 8/10/12, hand
 * size 5/6/7, damage slots 4/5/6 for 1/2/3 points; 6 points in all, at most 3 per category.
 */
import { BUILD_POINTS, BUILD_POINTS_MAX, BUILD_POINTS_TUNING, BUILD_TILE_COPIES } from '../data/car-sheets';
import type { CarBuild, F90State, Player } from './state';

const CATEGORIES = ['chips', 'hand', 'slots'] as const;

/** The points a player may spend: 6, with the driver ability TUNING 8 („FAHRERFÄHIGKEIT"). */
export function buildPointsOf(p: Player): number {
  return p.ability === 'tuning' ? BUILD_POINTS_TUNING : BUILD_POINTS;
}

/**
 * Every build the player may choose: 1 … 3 points per category (each category takes a tile), at
 * most his points in all, and only tiles still in the box — „27 Ausbauplättchen" are 3 copies of
 * each value, so a fourth player cannot take a value three others took.
 */
export function buildChoices(s: F90State, p: Player): CarBuild[] {
  const taken = (k: (typeof CATEGORIES)[number], v: number) => s.players.filter((x) => x.build && x.build[k] === v).length;
  const out: CarBuild[] = [];
  const max = buildPointsOf(p);
  for (let chips = 1; chips <= BUILD_POINTS_MAX; chips++)
    for (let hand = 1; hand <= BUILD_POINTS_MAX; hand++)
      for (let slots = 1; slots <= BUILD_POINTS_MAX; slots++) {
        if (chips + hand + slots > max) continue;
        const b = { chips, hand, slots };
        if (CATEGORIES.some((k) => taken(k, b[k]) >= BUILD_TILE_COPIES)) continue;
        out.push(b);
      }
  return out;
}
