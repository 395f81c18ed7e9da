/** Button words for a legal move, from the seat's own view only. */
import type { Msg } from '../../../engine/text';
import { cardName, knonsterName, pair, shortEffect, superpower, t } from './words';
import type { RaceMove } from '../rules/state';
import type { RaceView } from './view';

export function moveLabel(view: RaceView, move: RaceMove): Msg {
  if (move.type === 'favourites') {
    const favourites = pair(move.favourites);
    return move.bet ? t('label.chooseBet', { favourites, bet: knonsterName(move.bet) }) : t('label.choose', { favourites });
  }
  const effect = shortEffect({ positions: view.positions, podium: view.podium }, move);
  if (move.power !== undefined) return t('label.playPower', { card: cardName(move.card), power: superpower(move.power), effect });
  return t('label.play', { card: cardName(move.card), effect });
}
