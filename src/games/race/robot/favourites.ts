/**
 * Choosing the favourites („Wahl der Favoriten"): without superpowers every Knonster has the same
 * cards, so — as the text says — the hand decides. The robot backs the two Knonster its own hand
 * can push furthest (the opponents then hold fewer of their cards); with "Siegwette" it bets on
 * the stronger of the two.
 */
import { KNONSTER, Knonster } from '../data';
import type { FavouritesMove } from '../state';
import type { RaceView } from '../view';
import { cardWorth } from './values';

export function chooseFavourites(view: RaceView): FavouritesMove {
  const strength: Record<Knonster, number> = { rithle: 0, aristas: 0, celya: 0, elaari: 0 };
  for (const card of view.hand ?? []) {
    const w = cardWorth(card);
    if (w) strength[w.knonster] += w.worth;
  }
  let best: [Knonster, Knonster] = [KNONSTER[0], KNONSTER[1]];
  let bestValue = -1;
  for (let i = 0; i < KNONSTER.length; i++) {
    for (let j = i + 1; j < KNONSTER.length; j++) {
      const v = strength[KNONSTER[i]] + strength[KNONSTER[j]];
      if (v > bestValue) {
        bestValue = v;
        best = [KNONSTER[i], KNONSTER[j]];
      }
    }
  }
  if (!view.options.siegwette) return { type: 'favourites', favourites: best };
  const bet = strength[best[1]] > strength[best[0]] ? best[1] : best[0];
  return { type: 'favourites', favourites: best, bet };
}
