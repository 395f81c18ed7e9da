/** Button words for a legal move, from the seat's own view only. */
import { cardName, knonsterName } from './data';
import { powerWords, shortEffect } from './log';
import type { RaceMove } from './state';
import type { RaceView } from './view';

export function moveLabel(view: RaceView, move: RaceMove): string {
  if (move.type === 'favourites') {
    const [a, b] = move.favourites;
    const bet = move.bet ? `, bet on ${knonsterName(move.bet)}` : '';
    return `Choose ${knonsterName(a)} and ${knonsterName(b)}${bet}`;
  }
  const effect = shortEffect({ positions: view.positions, podium: view.podium }, move);
  if (move.power !== undefined) return `Play ${cardName(move.card)} with ${powerWords(move.power)} (${effect})`;
  return `Play ${cardName(move.card)} (${effect})`;
}
