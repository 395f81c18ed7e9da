/**
 * How the page puts a Race move together (the contract's moveParts), from the seat's own view:
 * favourites are marked (the two Knonster, on the board or as check boxes) and, with the
 * Siegwette, one of them is bet on; a card is picked from the hand and, with the Superkräfte, the
 * page asks whether to use a superpower only for cards where one applies.
 *
 * Each part has one builder, used by moveParts and by the choice tree (rules/move-tree.ts) alike.
 */
import type { MoveShape, PickPart, SetPart } from '../../../engine/contract';
import { CardKind, KNONSTER, Knonster } from '../data/race';
import { cardName, knonsterName, shortEffect, superpower, t } from './words';
import { playWarning } from '../rules/odds';
import type { PlayMove, RaceMove } from '../rules/state';
import type { RaceView } from './view';

const FAVOURITE_ITEMS = KNONSTER.map((k) => ({ id: k, label: knonsterName(k), target: `knonster:${k}` }));

/** Rule „Wahl der Favoriten": the two favourites, marked. */
export function favouritesPart(view: RaceView, favourites: readonly Knonster[]): SetPart {
  return {
    kind: 'set',
    step: 'favourites',
    items: FAVOURITE_ITEMS,
    chosen: [...favourites],
    label: t('part.chooseTwo'),
    prompt: t(view.options.siegwette ? 'part.favouritesBet' : 'part.favourites'),
  };
}

/** Variant „Siegwette": one of the two favourites is bet on to win. */
export function betPart(bet: Knonster): PickPart {
  return { kind: 'pick', step: 'bet', value: bet, label: t('part.bet', { k: knonsterName(bet) }), target: `knonster:${bet}`, prompt: t('part.betPrompt') };
}

/** The card picked from the hand; its button says what its plain play does (with a power, the next step says it). */
export function cardPart(view: RaceView, card: CardKind): PickPart {
  const plain = shortEffect({ positions: view.positions, podium: view.podium }, { type: 'play', card });
  return { kind: 'pick', step: 'card', value: card, label: t('part.card', { card: cardName(card), effect: plain }), target: `card:${card}`, prompt: t('part.cardPrompt') };
}

/** Variant „Superkräfte": the play of the card without a power, or with one of the seat's powers. */
export function powerPart(view: RaceView, move: PlayMove): PickPart {
  const effect = shortEffect({ positions: view.positions, podium: view.podium }, move);
  return move.power === undefined
    ? { kind: 'pick', step: 'power', value: 'none', label: t('part.noPower', { effect }), prompt: t('part.powerPrompt') }
    : { kind: 'pick', step: 'power', value: move.power, label: t('part.power', { power: superpower(move.power), effect }) };
}

export function moveParts(view: RaceView, move: RaceMove): MoveShape {
  if (move.type === 'favourites') {
    const parts: MoveShape['parts'] = [favouritesPart(view, move.favourites)];
    if (move.bet) parts.push(betPart(move.bet));
    return { parts };
  }
  const parts: MoveShape['parts'] = [cardPart(view, move.card)];
  // Variant „Superkräfte": the page asks only for a card where one of the seat's powers applies
  // (a card with the plain play alone is one choice, made with one click).
  if (view.options.superkraefte) parts.push(powerPart(view, move));
  // A play that ends the game while the player cannot be sure to win asks before it is made (rules/odds.ts).
  const warning = playWarning(view, move);
  return warning ? { parts, warning } : { parts };
}
