/**
 * „Practice from here" (issue 31): a copy of the race in which everything `seat` cannot see now is
 * drawn anew from `seed` — the other players' hands, their cards lying face down (a qualifying
 * card before the grid is shown, battle cards before the battle is resolved, LUCKY's pair), the
 * order and contents of the draw piles, and the PRNG state that decides every draw to come (robot
 * tiles, damage discs, reshuffles). What the seat sees stays exactly as it is: his own hand and
 * cards, everything face up (discard piles, target cards, battle cards once shown, the turn's
 * cards), how many cards each hand and pile holds. Race cards are dealt among the places of race
 * cards and track cards among those of track cards („Bahnkarten und Extras"), so each hand keeps
 * its number of each. Fuel bids are choices, not draws: they stay.
 */
import { Prng, seedPrng } from '../../../engine/prng';
import { isTrackCard } from '../data/track-cards';
import { cloneState, type F90State } from './state';

/** A place a hidden card lies in: read it, put another there. */
interface Place {
  get(): number;
  set(card: number): void;
}

function placesOf(list: number[]): Place[] {
  return list.map((_x, i) => ({ get: () => list[i], set: (card: number) => void (list[i] = card) }));
}

export function redeal(state: F90State, seat: number, seed: number): F90State {
  const s = cloneState(state);
  const prng = new Prng(seedPrng(seed));
  const places: Place[] = [...placesOf(s.deck), ...(s.trackDeck ? placesOf(s.trackDeck) : [])];
  for (const p of s.players) {
    if (p.seat === seat) continue;
    places.push(...placesOf(p.hand));
    // „QUALIFYING": face down until every player has chosen
    if (p.qualiCard !== null && s.grid.length === 0) places.push({ get: () => p.qualiCard!, set: (card) => void (p.qualiCard = card) });
    // „POSITIONSKAMPF": face down until shown together — the same card in the bid and among the frozen
    const bids = s.battle?.bids[p.car];
    if (bids) {
      const at = bids.map((x) => p.frozen.indexOf(x));
      bids.forEach((_x, i) => places.push({ get: () => bids[i], set: (card) => void ((bids[i] = card), (p.frozen[at[i]] = card)) }));
    }
  }
  // LUCKY: the pair only its drawer has seen
  if (s.turn && s.turn.seat !== seat) places.push(...placesOf(s.turn.drawn));
  for (const track of [false, true]) {
    const group = places.filter((x) => isTrackCard(x.get()) === track);
    const cards = prng.shuffle(group.map((x) => x.get()));
    group.forEach((x, i) => x.set(cards[i]));
  }
  // every draw to come: a PRNG of its own
  s.prng = prng.state;
  return s;
}
