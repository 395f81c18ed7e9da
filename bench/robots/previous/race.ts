/** The robot (rule text, last section) and the automatic mode of a decided game. */
import type { RandomSource } from '../../../src/engine/contract';
import { legalMoves, toAct } from '../../../src/games/race/rules/legal';
import { cardEffect } from '../../../src/games/race/rules/card-effects';
import type { RaceMove, RaceState } from '../../../src/games/race/rules/state';

/** A random legal move; in the race a random card of the hand, cards that move a Knonster first when asked. */
function randomMove(state: RaceState, seat: number, random: RandomSource, preferMoving: boolean): RaceMove {
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
 * "ein Roboterspieler, der seine Favoriten zufällig wählt und auch in jedem Zug eine zufällige
 * Karte ausspielt (allerdings bevorzugt Karten, die ein Knonster bewegen, nur wenn nicht anders
 * möglich wird er eine Karte abwerfen)". Each card in hand is equally likely; the robot does
 * not use superpowers.
 */
export function robotMove(state: RaceState, seat: number, random: RandomSource): RaceMove {
  return randomMove(state, seat, random, true);
}

/**
 * The automatic mode once the game is decided: "spielt das System ab sofort für den Spieler
 * weiter und wählt jedesmal eine zufällige Karte" — any card of the hand, equally likely.
 */
export function autoMove(state: RaceState, seat: number, random: RandomSource): RaceMove {
  return randomMove(state, seat, random, false);
}
