/**
 * "Practice from here" (the contract's redeal): a copy of the state in which everything the seat
 * cannot see now is drawn anew from a seed, with the engine's seeded PRNG.
 *
 * What is hidden in Kraftwagen (view/view.ts): the order of the research deck (its cards are open, as
 * on yucata: „Klicke auf den Forschungskartenstapel, um die verbleibenden Karten zu sehen"), the
 * order of each round's special-tile stack („Mische alle vier Plättchen jeder Spielrunde verdeckt
 * und lege sie als Stapel ab"), the random draws to come (the state's PRNG: reshuffles of the
 * research discard and of a used-up special stack), and the values of the other players' face-down
 * money tiles. The first three are drawn anew. The money is kept: it was never drawn — every tile a
 * player holds came from a public event (a sale, a white tile beside a buyer stack, a Grand Prix
 * place, an award, a special tile), so a player who remembers the game knows it; the view shows
 * only each player's number of tiles, and that stays as it is.
 * Everything else (the open cards, the discard, the chain, the market, every tableau) is public
 * and kept.
 */
import { Prng, seedPrng } from '../../../engine/prng';
import { cloneState, type KwState } from './state';

export function redeal(state: KwState, _seat: number, seed: number): KwState {
  const s = cloneState(state);
  const prng = new Prng(seedPrng(seed));
  // Sorted first, so the new order owes nothing to the old one.
  s.deck = prng.shuffle(s.deck.slice().sort((a, b) => a - b));
  s.specialStacks = s.specialStacks.map((stack) => prng.shuffle(stack.slice().sort()));
  s.prng = seedPrng(prng.nextUint32());
  return s;
}
