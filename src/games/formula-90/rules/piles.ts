/**
 * The race-card piles and the damage cup, drawn with the state's PRNG (Formula 90, „RENNENDE":
 * an empty draw pile is made again from the shuffled discard pile; „SCHÄDEN": damage discs are
 * drawn at random from the cup).
 */
import { Prng } from '../../../engine/prng';
import { isTrackCard, playingCard } from '../data/track-cards';
import { needModule, trackCardsOn } from './modules';
import type { TrackCardsState } from './module-state';
import type { F90State } from './state';

/** Runs `f` with a PRNG over the state's PRNG state and stores the state back. */
export function withPrng<T>(s: F90State, f: (p: Prng) => T): T {
  const p = new Prng(s.prng);
  const out = f(p);
  s.prng = p.state;
  return out;
}

/** The top card of the draw pile, reshuffling the discard pile when the draw pile is empty. */
export function drawCard(s: F90State): number | null {
  if (s.deck.length === 0) {
    if (s.discard.length === 0) return null;
    s.deck = withPrng(s, (p) => p.shuffle(s.discard));
    s.discard = [];
  }
  return s.deck.pop() ?? null;
}

/** Up to n cards from the draw pile. */
export function drawCards(s: F90State, n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawCard(s);
    if (c === null) break;
    out.push(c);
  }
  return out;
}

/** The track cards' piles: a track card in play means „Bahnkarten und Extras" is on. */
function trackPiles(s: F90State): F90State & TrackCardsState {
  return needModule(trackCardsOn(s) ? s : null, 'a track card');
}

/**
 * Cards onto the discard pile, the last one on top; track cards onto their own pile
 * („Bahnkarten müssen in einem separaten Stapel abgelegt werden").
 */
export function discardCards(s: F90State, cards: readonly number[]): void {
  for (const c of cards) (isTrackCard(c) ? trackPiles(s).trackDiscard : s.discard).push(c);
}

/** A card taken from its discard pile (CHASE). */
export function takeFromDiscard(s: F90State, card: number): void {
  const pile = isTrackCard(card) ? trackPiles(s).trackDiscard : s.discard;
  pile.splice(pile.lastIndexOf(card), 1);
}

/** Cards under the discard piles (an eliminated car's), so no one's CHASE draw changes. */
export function discardUnder(s: F90State, cards: readonly number[]): void {
  s.discard.unshift(...cards.filter((c) => !isTrackCard(c)));
  if (cards.some(isTrackCard)) trackPiles(s).trackDiscard.unshift(...cards.filter(isTrackCard));
}

/**
 * „Bahnkarten und Extras": up to n track cards; an empty pile is made again from the shuffled
 * track discard pile („Wenn der Kartenstapel der Bahnkarten erschöpft ist, mische die abgelegten
 * Bahnkarten und bilde einen neuen Kartenstapel").
 */
export function drawTrackCards(s: F90State, n: number): number[] {
  const piles = trackPiles(s);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    if (piles.trackDeck.length === 0) {
      if (piles.trackDiscard.length === 0) break;
      piles.trackDeck = withPrng(s, (p) => p.shuffle(piles.trackDiscard));
      piles.trackDiscard = [];
    }
    out.push(piles.trackDeck.pop()!);
  }
  return out;
}

/** „ROBOTER": cards a robot used go to the discard pile by ascending test factor (1 … 99). */
export function discardByTest(s: F90State, cards: readonly number[]): void {
  discardCards(
    s,
    [...cards].sort((a, b) => playingCard(a).test - playingCard(b).test || a - b),
  );
}

/**
 * n damage discs from the cup: brown ones are permanent, red ones repairable („SCHÄDEN"). An empty
 * cup gives red discs (designed: the cup holds 30 discs, the rules never say it runs out).
 */
export function drawDamage(s: F90State, n: number): { red: number; brown: number } {
  const out = { red: 0, brown: 0 };
  for (let i = 0; i < n; i++) {
    const total = s.cup.red + s.cup.brown;
    if (total === 0) {
      out.red++;
      continue;
    }
    const brown = withPrng(s, (p) => p.int(total)) < s.cup.brown;
    if (brown) {
      s.cup.brown--;
      out.brown++;
    } else {
      s.cup.red--;
      out.red++;
    }
  }
  return out;
}
