/**
 * The random player of the rule text and the automatic mode of a decided game. The automatic mode
 * stays exactly as the text says; the site's robot no longer plays at random (see index.ts).
 */
import type { RandomSource } from '../../../engine/contract';
import { legalMoves, toAct } from '../rules/legal';
import { cardEffect } from '../rules/card-effects';
import type { RaceMove, RaceState } from '../rules/state';

/** A random legal move; in the race a random card of the hand, cards that move a Knonster first when asked. */
export function randomMove(state: RaceState, seat: number, random: RandomSource, preferMoving: boolean): RaceMove {
  if (!toAct(state).includes(seat)) throw new Error(`Seat ${seat} has nothing to do now.`);
  if (state.phase === 'favourites') {
    const legal = legalMoves(state, seat);
    return legal[random.int(legal.length)];
  }
  const hand = state.hands[seat];
  const moving = preferMoving ? hand.filter((card) => cardEffect(state, card) !== null) : [];
  const pool = moving.length > 0 ? moving : hand;
  return { type: 'play', card: pool[random.int(pool.length)] };
}

/**
 * The automatic mode once the game is decided: "spielt das System ab sofort für den Spieler
 * weiter und wählt jedesmal eine zufällige Karte" — any card of the hand, equally likely.
 */
export function autoMove(state: RaceState, seat: number, random: RandomSource): RaceMove {
  return randomMove(state, seat, random, false);
}
