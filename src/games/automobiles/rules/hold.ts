/**
 * The start player's own-field segment (Tucson, "Hinweise zu dieser Erweiterung"): "Einzig der
 * Startspieler, der auf dem Segment “P1: $10” steht, muss dieses Segment wie ein eigenständiges
 * Feld behandeln, bis er es das erste Mal verlassen hat … Auch wird die Sogwirkung für dieses
 * Segment ignoriert, solange es der Startspieler nicht verlassen hat."
 *
 * On a track whose P1 is marked `ownField`, setup sets `state.p1Hold`. While it is set, the start
 * player places his dice on the variant of the track where P1 is a field of its own, and
 * Sogwirkung treats P1 as a field of its own (the car on it stays; nobody is pulled into it).
 * Everybody else places on the normal fields. The flag goes once his car has left the segment.
 */
import { Geometry, geometry, segAt } from './geometry';
import { TRACKS } from '../data/tracks';
import type { AutoState } from './state';

/** The segment that counts as a field of its own for the start player, or null on tracks without one. */
export function ownFieldSeg(state: AutoState): number | null {
  const track = TRACKS[state.options.track];
  const p1 = track.grid[0];
  return p1.ownField ? segAt((p1.slice + track.slices) % track.slices, p1.lane) : null;
}

/** The track `seat` places his dice on: the held variant for the start player while he holds P1. */
export function placementGeo(state: AutoState, seat: number): Geometry {
  return geometry(state.options.track, !!state.p1Hold && seat === state.startPlayer);
}

/** The fields Sogwirkung works in: P1 a field of its own while the start player holds it. */
export function suctionGeo(state: AutoState): Geometry {
  return geometry(state.options.track, !!state.p1Hold);
}

/** The start player's car has left P1 (by its movement, or by Sogwirkung): P1 is a normal segment again. */
export function releaseP1(state: AutoState): void {
  if (state.p1Hold && state.players[state.startPlayer].seg !== ownFieldSeg(state)) delete state.p1Hold;
}
