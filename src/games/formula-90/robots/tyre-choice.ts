/**
 * The robot player's choice of tyres („Reifentypen und Wetter": „WÄHLE DIE REIFEN", and at a pit
 * stop): tyres.ts scores each type for the weather and the stint; soft tyres' three chips fewer
 * („3 Reifenchips weniger") weigh more on a car with few chips — a car of 8 keeps only 5 — and with
 * a hand of tyre-hungry cards, where hard tyres (full chips, a track card) suit it better. On a car
 * of 8 chips and an average hand, soft and hard come out even in the dry: the lot decides.
 */
import { playingCard } from '../data/track-cards';
import type { TyreType } from '../data/weather';
import type { F90State, Player } from '../rules/state';
import { tyreScore } from './tyres';

export function tyreValue(s: F90State, p: Player, tyre: TyreType): number {
  if (tyre !== 'soft') return tyreScore(s, p, tyre);
  const few = p.chipsMax <= 8 ? 1 : p.chipsMax <= 10 ? 0.4 : 0;
  const hungry = p.hand.reduce((n, k) => n + playingCard(k).tyres, 0) / Math.max(1, p.hand.length);
  return tyreScore(s, p, tyre) - few - 1.5 * Math.max(0, hungry - 0.4);
}
