/**
 * How the page puts a Race move together (the contract's moveParts), from the seat's own view:
 * favourites are marked (the two Knonster, on the board or as check boxes) and, with the
 * Siegwette, one of them is bet on; a card is picked from the hand and, with the Superkräfte, the
 * page asks whether to use a superpower only for cards where one applies.
 */
import type { MoveShape } from '../../engine/contract';
import { KNONSTER, KNONSTER_INFO, cardName, knonsterName } from './data';
import { shortEffect } from './log';
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
        label: 'Choose these two',
        prompt: view.options.siegwette
          ? 'Mark your two favourites (secret until the end), then bet on one of them to win.'
          : 'Mark your two favourites (secret until the end).',
      },
    ];
    // Variant „Siegwette": one of the two favourites is bet on to win.
    if (move.bet) {
      parts.push({ kind: 'pick', step: 'bet', value: move.bet, label: `Bet on ${knonsterName(move.bet)}`, target: `knonster:${move.bet}`, prompt: 'Bet on one of them to win (+15 points if it wins).' });
    }
    return { parts };
  }
  const track = { positions: view.positions, podium: view.podium };
  // The card's button says what its plain play does (with a power, the next step says it).
  const plain = shortEffect(track, { type: 'play', card: move.card });
  const parts: MoveShape['parts'] = [{ kind: 'pick', step: 'card', value: move.card, label: `${cardName(move.card)}: ${plain}`, target: `card:${move.card}`, prompt: 'Play a card: click it in your hand.' }];
  // Variant „Superkräfte": the page asks only for a card where one of the seat's powers applies
  // (a card with the plain play alone is one choice, made with one click).
  if (view.options.superkraefte) {
    parts.push(
      move.power === undefined
        ? { kind: 'pick', step: 'power', value: 'none', label: `Without a superpower: ${shortEffect(track, move)}`, prompt: 'Use a superpower with it?' }
        : { kind: 'pick', step: 'power', value: move.power, label: `With ${knonsterName(move.power)}'s superpower "${KNONSTER_INFO[move.power].power}": ${shortEffect(track, move)}` },
    );
  }
  return { parts };
}
