/**
 * The special symbols of the track cards (Formula 90, advanced module „Bahnkarten und Extras":
 * „Spezielle Symbole auf Bahnkarten"), each acting in the card's own curve only: the doubled value
 * in a position battle, overtaking as on a straight, late braking instead of the blind test. (The
 * fourth, pairing with any card, is in rules/cards-play.ts.)
 */
import { brakingSectionBefore } from '../data/tracks';
import { hasSymbol, isTrackCard, playingCard, trackCard, trackCardSections } from '../data/track-cards';
import { sectionOf, track } from './order';
import type { Car, F90State, Player } from './state';

/** Whether a card shows `symbol` and `section` is one of its curve's sections. */
function symbolHere(s: F90State, no: number, symbol: 'battle2x' | 'overtake', section: number): boolean {
  if (!isTrackCard(no)) return false;
  const c = trackCard(no);
  return hasSymbol(c, symbol) && trackCardSections(track(s), c.curve).includes(section);
}

/** „überholen … wie auf einer Geraden": a card played for movement lets the car overtake in its curve as on a straight. */
export function overtakesAsOnStraight(s: F90State, pos: number, played: readonly number[] | undefined): boolean {
  return !!played && played.some((x) => symbolHere(s, x, 'overtake', sectionOf(s, pos)));
}

/** „Der Wert dieser Karte wird verdoppelt, wenn sie in einem Positionskampf … in der Kurve … ausgespielt wird". */
export function battleValue(s: F90State, no: number, section: number): number {
  const move = playingCard(no).move;
  return symbolHere(s, no, 'battle2x', section) ? 2 * move : move;
}

/**
 * The hand's track cards whose late-braking symbol works where the car stands: „in dem Abschnitt
 * vor der Kurve, die auf der Karte angegeben ist" — the braking section of the card's curve.
 */
export function lateBrakeCards(s: F90State, p: Player, c: Car): number[] {
  const sec = sectionOf(s, c.pos);
  return p.hand.filter((x) => isTrackCard(x) && hasSymbol(trackCard(x), 'lateBrake') && brakingSectionBefore(track(s), trackCard(x).curve) === sec);
}
