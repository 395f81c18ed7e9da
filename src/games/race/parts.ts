/**
 * How the page puts a Race move together (the contract's moveParts), from the seat's own view:
 * favourites are marked (the two Knonster, on the board or as check boxes) and, with the
 * Siegwette, one of them is bet on; a card is picked from the hand and, with the Superkräfte, the
 * page asks whether to use a superpower only for cards where one applies.
 */
import type { MoveShape } from '../../engine/contract';
import { KNONSTER } from './data';
import { cardName, knonsterName, shortEffect, superpower, t } from './words';
import type { RaceMove } from './state';
import type { RaceView } from './view';

const FAVOURITE_ITEMS = KNONSTER.map((k) => ({ id: k, label: knonsterName(k), target: `knonster:${k}` }));

export function moveParts(view: RaceView, move: RaceMove): MoveShape {
  if (move.type === 'favourites') {
    const parts: MoveShape['parts'] = [
      {
        kind: 'set',
        step: 'favourites',
        items: FAVOURITE_ITEMS,
        chosen: [...move.favourites],
        label: t('part.chooseTwo'),
        prompt: t(view.options.siegwette ? 'part.favouritesBet' : 'part.favourites'),
      },
    ];
    // Variant „Siegwette": one of the two favourites is bet on to win.
    if (move.bet) {
      parts.push({ kind: 'pick', step: 'bet', value: move.bet, label: t('part.bet', { k: knonsterName(move.bet) }), target: `knonster:${move.bet}`, prompt: t('part.betPrompt') });
    }
    return { parts };
  }
  const track = { positions: view.positions, podium: view.podium };
  // The card's button says what its plain play does (with a power, the next step says it).
  const plain = shortEffect(track, { type: 'play', card: move.card });
  const parts: MoveShape['parts'] = [
    { kind: 'pick', step: 'card', value: move.card, label: t('part.card', { card: cardName(move.card), effect: plain }), target: `card:${move.card}`, prompt: t('part.cardPrompt') },
  ];
  // Variant „Superkräfte": the page asks only for a card where one of the seat's powers applies
  // (a card with the plain play alone is one choice, made with one click).
  if (view.options.superkraefte) {
    const effect = shortEffect(track, move);
    parts.push(
      move.power === undefined
        ? { kind: 'pick', step: 'power', value: 'none', label: t('part.noPower', { effect }), prompt: t('part.powerPrompt') }
        : { kind: 'pick', step: 'power', value: move.power, label: t('part.power', { power: superpower(move.power), effect }) },
    );
  }
  return { parts };
}
