/**
 * The movement points of a player's turn (Formula 90, „BEWEGUNG": „Boni sind nicht optional"): the
 * played cards' values, the lane-line bonus, HAZARD's bonus, and with „Reifentypen und Wetter" a
 * soft-tyre +1 and the tyres' handicap in this weather („WETTERBEDINGUNGEN"); never below 0.
 */
import { playingCard } from '../data/track-cards';
import { damageIcons, laneBonus } from './cards-play';
import { tyreHandicap } from './tyres';
import type { Car, F90State, Player } from './state';

export function movementPoints(s: F90State, c: Car, p: Player, cards: readonly number[], hazard: number, soft: boolean): number {
  const v = cards.reduce((n, x) => n + playingCard(x).move, 0) + laneBonus(s, c, p, cards) + hazard + (soft ? 1 : 0) + tyreHandicap(s, p);
  return Math.max(0, v);
}

/**
 * HAZARD's bonus the played cards will bring: +1 for each test and each damage icon („HAZARD"; a
 * failed test's damage counts as well, so the sum is known before the tests are made).
 */
export function hazardOf(p: Player, cards: readonly number[]): number {
  return p.strategy === 'hazard' ? damageIcons(cards) + cards.filter((x) => playingCard(x).check !== null).length : 0;
}
