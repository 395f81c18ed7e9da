/** Who acts and the legal moves (the single source of truth of what may be played). */
import { KNONSTER, Knonster, CardKind } from '../data/race';
import { powerApplies } from './powers';
import type { FavouritesMove, PlayMove, RaceMove, RaceOptions, RaceState } from './state';

/** Seats in seat order starting with the start player (R-G15); from seat 0 while he is not drawn yet. */
export function seatOrder(state: RaceState): number[] {
  const from = Math.max(0, state.startPlayer);
  return Array.from({ length: state.seats }, (_, i) => (from + i) % state.seats);
}

/** Rule "Wahl der Favoriten": all who have not chosen act at once; then one seat at a time. */
export function toAct(state: RaceState): number[] {
  if (state.phase === 'finished') return [];
  if (state.phase === 'favourites') return seatOrder(state).filter((s) => state.choices[s] === null);
  return [state.current];
}

/** Rule „Wahl der Favoriten": every pair of two Knonster, in Knonster order. */
export function favouritePairs(): [Knonster, Knonster][] {
  const out: [Knonster, Knonster][] = [];
  for (let i = 0; i < KNONSTER.length; i++) for (let j = i + 1; j < KNONSTER.length; j++) out.push([KNONSTER[i], KNONSTER[j]]);
  return out;
}

/** Every choice of two favourites (in Knonster order), with Siegwette each with either bet. */
export function favouriteMoves(options: RaceOptions): FavouritesMove[] {
  const out: FavouritesMove[] = [];
  for (const favourites of favouritePairs()) {
    if (options.siegwette) {
      out.push({ type: 'favourites', favourites: [...favourites], bet: favourites[0] });
      out.push({ type: 'favourites', favourites: [...favourites], bet: favourites[1] });
    } else {
      out.push({ type: 'favourites', favourites });
    }
  }
  return out;
}

/** Powers a seat may still use at all: own favourites, unused by anyone (variant "Superkräfte"). */
export function availablePowers(state: RaceState, seat: number): Knonster[] {
  const choice = state.choices[seat];
  if (!state.options.superkraefte || !choice) return [];
  return KNONSTER.filter((k) => choice.favourites.includes(k) && !state.powersUsed.includes(k));
}

/** The card kinds in the seat's hand, each once, in card order ("Spielverlauf": any card may be played). */
export function handKinds(state: RaceState, seat: number): CardKind[] {
  const kinds: CardKind[] = [];
  for (const c of state.hands[seat]) if (kinds[kinds.length - 1] !== c) kinds.push(c); // hand is sorted
  return kinds;
}

/** Of the powers a seat may still use, those whose precondition holds for this card (Anhang, R-G8). */
export function cardPowers(state: RaceState, card: CardKind, powers: readonly Knonster[]): Knonster[] {
  return powers.filter((power) => powerApplies(state, card, power));
}

/** One play per card kind in hand, followed by the power plays whose precondition holds. */
export function playMoves(state: RaceState, seat: number): PlayMove[] {
  const out: PlayMove[] = [];
  const powers = availablePowers(state, seat);
  for (const card of handKinds(state, seat)) {
    out.push({ type: 'play', card });
    for (const power of cardPowers(state, card, powers)) out.push({ type: 'play', card, power });
  }
  return out;
}

export function legalMoves(state: RaceState, seat: number): RaceMove[] {
  if (!toAct(state).includes(seat)) return [];
  if (state.phase === 'favourites') return favouriteMoves(state.options);
  return playMoves(state, seat);
}
