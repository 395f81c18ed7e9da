/**
 * Race positions (A-G6): further ahead is more absolute progress (laps driven × slices + slice);
 * between equal progress the car nearer the inside is ahead (rule "Ende des Spiels", "Leistung":
 * "Bei einem Gleichstand gilt das Auto als weiter vorne, das näher am Innenraum … steht").
 */
import { geometry, laneOf, sliceOf } from './geometry';
import type { AutoState, PlayerState } from './state';

export function progressOf(state: AutoState, p: PlayerState): number {
  return p.laps * geometry(state.options.track).slices + sliceOf(p.seg);
}

/** A sort key: larger is further ahead. */
export function standingKey(state: AutoState, p: PlayerState): number {
  return progressOf(state, p) * 4 + (3 - laneOf(p.seg));
}

/** Seats from the leader to the last car. */
export function standings(state: AutoState): number[] {
  const keys = state.players.map((p) => standingKey(state, p));
  return keys.map((_, s) => s).sort((a, b) => keys[b] - keys[a]);
}

/** 1-based race position of a seat. */
export function positionOf(state: AutoState, seat: number): number {
  return standings(state).indexOf(seat) + 1;
}
