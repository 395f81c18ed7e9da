/**
 * The turn order. In a single race it is the seats clockwise from the start player („im
 * Uhrzeigersinn"); in a race season from the second race on it is the placement of the race
 * before („Die Reihenfolge für das nachfolgende Rennen ergibt sich aus der Platzierung … Der
 * Erstplatzierte wird Startspieler"), which need not follow the seats.
 */
import type { AutoState } from './state';

/** The seats in turn order, the start player first. */
export function turnOrder(state: AutoState): number[] {
  if (state.season?.order) return state.season.order;
  return Array.from({ length: state.seats }, (_, i) => (state.startPlayer + i) % state.seats);
}

/** The seat after `seat` in turn order (after the last: the start player). */
export function nextSeat(state: AutoState, seat: number): number {
  const order = turnOrder(state);
  return order[(order.indexOf(seat) + 1) % order.length];
}

/** The other seats, in turn order after `seat`. */
export function othersInOrder(state: AutoState, seat: number): number[] {
  const order = turnOrder(state);
  const i = order.indexOf(seat);
  return [...order.slice(i + 1), ...order.slice(0, i)];
}
