/**
 * The strong robot's look at its bag before it buys (issue 33): it deals itself hands from the
 * dice it owns (bag, hand and discard together — the bag it will draw from in the turns to come)
 * and plans each of them on the track where its car stands, once as dealt and once with one of
 * the hand's dice traded for a gear die of each colour. What a colour adds to the planned turn,
 * over these samples (a fixed count, drawn with the robot's own random source), says how much one
 * more gear die of it is worth here — more than the fixed preferences of the normal robot know
 * (dark-grey straights, black fields out of reach, corners for white).
 */
import type { RandomSource } from '../../../engine/contract';
import { BK, DG, HAND, LG, W, total } from '../data/dice';
import type { AutoState } from '../rules/state';
import { ownedDice } from './evaluate';
import { planGears } from './plan';
import { SETTINGS } from './settings';

const GEARS = [W, LG, DG, BK];

function deal(deck: readonly number[], n: number, random: RandomSource): number[] {
  const left = deck.slice();
  const hand = deck.map(() => 0);
  let count = total(left);
  for (let i = 0; i < n && count > 0; i++) {
    let r = random.int(count);
    for (let c = 0; c < left.length; c++) {
      if (r < left[c]) {
        left[c]--;
        hand[c]++;
        count--;
        break;
      }
      r -= left[c];
    }
  }
  return hand;
}

/**
 * Per gear colour (white … black), the rows one more die of it adds to a turn here, less what one
 * more light-grey die adds (light grey: 0), averaged over `samples` dealt hands.
 */
export function gearWorth(state: AutoState, seat: number, random: RandomSource, samples: number): number[] {
  const deck = ownedDice(state, seat);
  const budget = SETTINGS.planBudget;
  SETTINGS.planBudget = SETTINGS.sampleBudget;
  try {
    const sums = [0, 0, 0, 0];
    const planOf = (hand: number[]) => planGears({ ...state, turn: { ...state.turn, track: [], whiteAny: undefined, double: undefined }, players: state.players.map((q, i) => (i === seat ? { ...q, active: hand } : q)) } as AutoState, seat).value;
    for (let s = 0; s < samples; s++) {
      const hand = deal(deck, HAND, random);
      // The die the new one takes the place of: one of the hand's, at random.
      let r = random.int(Math.max(1, total(hand)));
      const rest = hand.slice();
      for (let c = 0; c < rest.length; c++) {
        if (r < rest[c]) {
          rest[c]--;
          break;
        }
        r -= rest[c];
      }
      for (const g of GEARS) {
        const h = rest.slice();
        h[g]++;
        sums[g] += planOf(h);
      }
    }
    return GEARS.map((g) => (sums[g] - sums[LG]) / samples);
  } finally {
    SETTINGS.planBudget = budget;
  }
}
