/**
 * Odds before a gamble (issue 31): the chance that a draw from the bag brings a die that is not
 * wear, and what a bad draw costs — computed from the chooser's own view only.
 *
 * Dice are never rolled in Automobiles; the only chance is drawing from the bag. By yucata's rule
 * („Abweichungen von der Originalregel": the contents of all bags are visible to everybody at any
 * time) every seat sees how many dice of each colour lie in its bag and on its discard; the order in
 * which they come out is not known to anybody (it is decided by the game's PRNG at the moment a die
 * is drawn). So the chances are exact fractions of the counts the view shows, and change only when
 * those counts do. Rule „Würfel ziehen": a die is drawn from the bag; only when the bag is empty and
 * a die must still be drawn is the whole discard thrown into the bag first.
 *
 * The gambles, by the German headings of the cards (rule text „Anhang", „Erweiterung"):
 * - Leistungsschub: each die drawn costs 1 wear, whatever it is;
 * - the draw of the other players after a Leistungsschub (or before their turn, variant
 *   „beschleunigter Ablauf");
 * - Nitro (draws exactly 2 dice: one stays active, the other goes on the discard — the effect the
 *   catalogue calls `turbo`, see data/cards.ts), Boxencrew (draws until a die that is not wear),
 *   Lehrling and Testfahrer (expansion), and the drivers' extra draws in the end phase (Fahrer 7, 9).
 */
import type { Odds } from '../../../engine/learn';
import { BR, COLOUR_INDEX, isGear, total } from '../data/dice';
import type { AutoMove } from './state';
import type { AutoView } from '../view/view';
import { t } from '../view/words';

/** What a seat knows of its dice to draw: the bag's and the discard's counts per colour. */
export interface DrawSource {
  bag: readonly number[];
  discard: readonly number[];
}

/**
 * The chance that `n` draws bring nothing but wear (or nothing at all, when bag and discard run
 * out): the bag first; when it is empty, the discard poured into it.
 */
function allWear(bagWear: number, bagOther: number, discWear: number, discOther: number, n: number): number {
  if (n <= 0) return 1;
  if (bagWear + bagOther === 0) {
    if (discWear + discOther === 0) return 1;
    return allWear(discWear, discOther, 0, 0, n);
  }
  return (bagWear / (bagWear + bagOther)) * allWear(bagWear - 1, bagOther, discWear, discOther, n - 1);
}

/** The chance that at least one of the next `n` dice drawn is not wear. */
export function chanceNotWear(src: DrawSource, n = 1): number {
  const bagWear = src.bag[BR];
  const discWear = src.discard[BR];
  return 1 - allWear(bagWear, total(src.bag) - bagWear, discWear, total(src.discard) - discWear, n);
}

const odds = (chance: number, failure: string, success: string): Odds => ({ chance, failure: t(`odds.failure.${failure}`), success: t(`odds.success.${success}`) });

/**
 * The odds of a move, when it is a gamble, from the view of the seat that makes it (`seat`): its
 * own bag and discard, the card in play of a colour, the effect under way — all public.
 */
export function oddsOf(v: AutoView, seat: number, move: AutoMove): Odds | undefined {
  const me = v.players[seat];
  if (!me) return undefined;
  const src: DrawSource = { bag: me.bag, discard: me.discard };
  if (total(src.bag) + total(src.discard) === 0) return undefined; // nothing is drawn
  const pe = v.turn.pending;
  switch (move.type) {
    case 'extraDraw':
      return move.take ? odds(chanceNotWear(src), 'extra', 'notWear') : undefined;
    case 'draw':
      if (pe?.card === 'leistungsschub') return odds(chanceNotWear(src), 'boost', 'notWear');
      if (pe?.card === 'testfahrer' || pe?.card === 'driver') return odds(chanceNotWear(src), 'draw', 'notWear');
      return undefined;
    case 'activate': {
      const c = COLOUR_INDEX[move.colour];
      if (pe || isGear(c) || c === BR) return undefined;
      switch (v.cards[c].id) {
        case 'turbo': // Nitro since rules version 3: „Ziehe genau 2 Würfel"
          return odds(chanceNotWear(src, 2), 'twoWear', 'oneNotWear');
        case 'boxencrew': // „Ziehe 1 Würfel … Hast du einen Verschleiß-Würfel gezogen, so ziehe erneut"
          return odds(chanceNotWear(src), 'pitCrew', 'firstNotWear');
        case 'lehrling':
          return odds(chanceNotWear(src), 'lehrling', 'notWear');
        default:
          return undefined;
      }
    }
    default:
      return undefined;
  }
}
