/**
 * What things are worth to the robot player, in sections of track: a card in the hand, a tyre
 * chip, a free damage slot, the target test, a lane-line point; and the odds of a blind draw.
 * Only what a player at the table sees is used: the printed deck, the top of the discard pile,
 * every car sheet (targets, chips, damage) and his own hand — never the draw pile, other hands,
 * the damage cup or cards laid face down.
 */
import { DECK_SIZE, type RaceCard } from '../data/cards';
import { isTrackCard, playingCard } from '../data/track-cards';
import { freeSlots } from '../rules/damage';
import { finalBox } from '../rules/order';
import type { F90State, Player } from '../rules/state';

/**
 * The cards the player cannot see now: all but his own cards, the targets on the sheets and the
 * top of the discard pile. (The rest of the discard pile is left in: not every card in it was
 * shown — an eliminated player's hand goes under it — and the table shows only its top card.)
 */
export function unknownCards(s: F90State, p: Player): RaceCard[] {
  const seen = new Set<number>([...p.hand, ...p.frozen]);
  if (s.discard.length > 0) seen.add(s.discard[s.discard.length - 1]);
  for (const x of s.players) if (x.target !== null) seen.add(x.target);
  if (s.turn && s.turn.seat === p.seat) for (const x of [...s.turn.drawn, ...s.turn.used]) seen.add(x);
  const out: RaceCard[] = [];
  for (let no = 1; no <= DECK_SIZE; no++) if (!seen.has(no)) out.push(playingCard(no));
  return out;
}

/** The chance that a blind draw has a test factor ≤ `limit` („TEST": a blind test). */
export function blindChance(unknown: readonly RaceCard[], limit: number): number {
  if (unknown.length === 0) return Math.max(0, Math.min(1, limit / 100));
  return unknown.filter((c) => c.test <= limit).length / unknown.length;
}

/** Rounds until the race ends (0 = this is the last round). */
export function roundsLeft(s: F90State): number {
  return Math.max(0, finalBox(s) - s.box);
}

/** Rounds until the player's resources come back: his fuel stop, or the end of the race. */
export function roundsToRefill(s: F90State, p: Player): number {
  const end = roundsLeft(s);
  return p.fuelBox === null ? end : Math.min(end, Math.max(0, p.fuelBox - s.box));
}

/** The turns after this one that the hand must last: until the fuel stop, or to the finish. */
export function futureTurns(s: F90State, p: Player): number {
  const end = roundsLeft(s);
  return p.fuelBox === null ? end : Math.min(end, Math.max(0, p.fuelBox - s.box - 1));
}

/** How much chips and damage slots matter now: little just before a pit stop or the finish. */
export function horizon(s: F90State, p: Player): number {
  const r = roundsToRefill(s, p);
  return r === 0 ? 0.2 : r === 1 ? 0.35 : r <= 3 ? 0.7 : 1;
}

/**
 * How dear one more card is: a hand that outlasts the turns left before the pit stop (which fills
 * it up to the sheet's size only, „BOXENSTOPP") or the finish wastes cards, so they are cheap to
 * play in pairs; a short hand leaves no choice, so its cards are dear.
 */
export function scarcity(s: F90State, p: Player, handAfter: number): number {
  const turns = futureTurns(s, p);
  const ratio = handAfter / Math.max(1, turns);
  let k = turns === 0 ? 0.2 : ratio >= 2 ? 0.3 : ratio >= 1 ? 0.5 : ratio >= 0.5 ? 0.8 : 1.1;
  if (turns > 0 && handAfter <= 1) k = Math.max(k, 1.5);
  else if (turns > 0 && handAfter === 2) k = Math.max(k, 1.1);
  return k;
}

/** What a card is worth in the hand, before scarcity: its movement less what it costs to play. */
export function cardWorth(no: number): number {
  const c = playingCard(no);
  const check = c.check === 'minus20' ? 0.35 : c.check === 'normal' ? 0.2 : c.check === 'plus20' ? 0.05 : 0;
  const worth = 0.25 + 0.5 * c.move + 0.35 * c.draw - 0.12 * c.tyres - 0.35 * c.damage - check + (c.test <= 20 ? 0.1 : 0);
  // a track card moves the car only through its curve: it is worth less kept than played where it can be
  return isTrackCard(no) ? 0.7 * worth : worth;
}

/** A card leaving the hand, with `handAfter` cards left. */
export function cardCost(s: F90State, p: Player, no: number, handAfter: number): number {
  return Math.max(0.05, cardWorth(no) * scarcity(s, p, handAfter));
}

/** Paying `n` tyre chips from `chips`: cheap while there are many, dear for the last one. */
export function chipCost(s: F90State, p: Player, n: number): number {
  let cost = 0;
  const h = horizon(s, p);
  for (let i = 0; i < n; i++) {
    const c = p.chips - i;
    // the last chip is kept while it can be: without one no tyre card can be paid („Mindestens eine Ressource muss ein Reifenchip sein")
    cost += (c >= 6 ? 0.25 : c >= 4 ? 0.35 : c === 3 ? 0.5 : c === 2 ? 0.75 : 1.5) * (c === 1 ? Math.max(0.5, h) : h);
  }
  return cost;
}

/** The damage that eliminates the car is worth the race; the one that leaves no slot nearly so. */
export const OUT = 60;

/** Taking `n` damage discs with `free` slots: dearer as the slots run out („SCHÄDEN"). */
export function damageCost(s: F90State, p: Player, n: number, free = freeSlots(p)): number {
  let cost = 0;
  const h = roundsToRefill(s, p) <= 1 ? 0.6 : 1; // red discs are repaired at the pit stop
  const last = roundsLeft(s) === 0 && !s.battle; // after this move of the last round no more damage can come
  for (let i = 0; i < n; i++) {
    const f = free - i;
    // the last free slot: one more damage (a failed test, a touch in a battle) would end the race
    cost += f <= 0 ? OUT : f === 1 ? (last ? 1 : 4.5) : f === 2 ? 1.8 * h : f === 3 ? 1.2 * h : 0.9 * h;
  }
  return cost;
}

/** The target test on the sheet: a high one makes later tests easy („TEST"). */
export function targetWorth(s: F90State, test: number): number {
  return (roundsLeft(s) <= 1 ? 0.004 : 0.015) * test;
}

export function targetTest(p: Player): number {
  return p.target !== null ? playingCard(p.target).test : 0;
}

/** The colours (card types) the player can serve next turn, from these cards. */
export function servesLane(p: Player, hand: readonly number[], colour: RaceCard['type']): number {
  if (hand.some((x) => playingCard(x).type === colour)) return 0.9;
  if (p.strategy === 'balance' && hand.some((x) => playingCard(x).type !== 'acceleration')) return 0.85;
  return 0.3; // the card drawn next turn may serve it
}

/** The worth of an average card of the deck (what a new card from the pile is worth). */
export const AVERAGE_WORTH = (() => {
  let sum = 0;
  for (let no = 1; no <= DECK_SIZE; no++) sum += cardWorth(no);
  return sum / DECK_SIZE;
})();

/** What laying a card down at a pit stop gains: a new card from the pile is worth the average. */
export function discardGain(no: number): number {
  return AVERAGE_WORTH - cardWorth(no);
}
