/**
 * What a card in the robot's hand is worth to the Knonster it moves, in spaces (a guess for the
 * cards whose effect depends on the race: "catch-up" and "triple lead"). Placement cards move
 * whoever holds the placement when they are played, so they are worth nothing in advance.
 */
import { CardKind, Knonster, cardKnonster, cardType, isPlacementCard } from '../data';

/** Spaces a Knonster card will probably move its Knonster when played some time later. */
export const CARD_WORTH: Record<string, number> = { '+5': 5, '+7': 7, catchup: 8, triple: 4 };

/** The Knonster a card moves by itself (null for a placement card) and what it is worth. */
export function cardWorth(card: CardKind): { knonster: Knonster; worth: number } | null {
  if (isPlacementCard(card)) return null;
  return { knonster: cardKnonster(card)!, worth: CARD_WORTH[cardType(card)] };
}
