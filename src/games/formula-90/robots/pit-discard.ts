/**
 * „BOXENSTOPP": the cards a robot player lays down before its hand is refilled. The rules offer
 * every subset of the hand that keeps at most the hand size (rules/legal.ts); a hand grown by track
 * cards to 20 makes that 137,980 moves — too many to list and score for one decision (their scores
 * spread into Math.max overflowed the stack). So the robot picks the cards one by one: every card
 * whose `gain` is positive, then the best of the rest until no more than the hand size is kept.
 * Cards of equal gain are taken by lot, as equal moves were.
 */
import type { RandomSource } from '../../../engine/contract';
import type { F90Move, F90State } from '../rules/state';

/** Whether the seat is to lay down cards at its pit stop now. */
export function atPitDiscard(s: F90State, seat: number): boolean {
  return s.phase === 'race' && !s.battle && !s.orangeAsk && s.turn?.seat === seat && s.turn.step === 'pitDiscard';
}

/** The discards that gain most, at least as many as the hand size demands (cards ascending, as the rules list them). */
export function pitDiscardMove(s: F90State, seat: number, random: RandomSource, gain: (card: number) => number): F90Move {
  const p = s.players[seat];
  const need = Math.max(0, p.hand.length - Math.max(0, p.handMax - p.frozen.length));
  // shuffled first, so that a stable sort leaves cards of equal gain in random order
  const cards = [...p.hand].sort((a, b) => a - b);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const ranked = cards.map((no) => ({ no, g: gain(no) })).sort((a, b) => b.g - a.g);
  const out = ranked.filter((x, i) => i < need || x.g > 1e-9).map((x) => x.no);
  return { type: 'pitDiscard', cards: out.sort((a, b) => a - b) };
}
