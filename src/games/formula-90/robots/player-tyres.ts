/**
 * The robot player's choice of tyres („Reifentypen und Wetter": „WÄHLE DIE REIFEN", and at a pit
 * stop): tyres.ts scores each type for the weather and the stint; soft tyres' three chips fewer
 * („3 Reifenchips weniger") weigh more on a car with few chips — a car of 8 chips keeps only 5,
 * and hard tyres (full chips, a track card) suit it better.
 */
import type { TyreType } from '../data/weather';
import type { F90State, Player } from '../rules/state';
import { tyreScore } from './tyres';

export function tyreValue(s: F90State, p: Player, tyre: TyreType): number {
  const short = p.chipsMax <= 8 ? 1.5 : p.chipsMax <= 10 ? 0.6 : 0;
  return tyreScore(s, p, tyre) - (tyre === 'soft' ? short : 0);
}
