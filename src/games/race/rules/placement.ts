/** Rule "Platzierung": the placement of the Knonster. */
import { FINISHED, KNONSTER, Knonster } from '../data/race';
import type { Track } from './state';

export function isFinished(track: Track, k: Knonster): boolean {
  return track.podium.includes(k);
}

/**
 * Rule "Platzierung": count the Knonster in front (finished ones count) and add one.
 * A finished Knonster's placement is its podium place.
 */
export function placementOf(track: Track, k: Knonster): number {
  const podiumIndex = track.podium.indexOf(k);
  if (podiumIndex >= 0) return podiumIndex + 1;
  const pos = track.positions[k];
  let ahead = track.podium.length;
  for (const other of KNONSTER) {
    if (other !== k && !isFinished(track, other) && track.positions[other] > pos) ahead++;
  }
  return ahead + 1;
}

export function placements(track: Track): Record<Knonster, number> {
  const out = {} as Record<Knonster, number>;
  for (const k of KNONSTER) out[k] = placementOf(track, k);
  return out;
}

/**
 * Rule "Platzierung": the Knonster with placement n, or null when the placement is not
 * unique (several Knonster share it) or nobody has it.
 */
export function uniqueAtPlacement(track: Track, n: number): Knonster | null {
  const at = KNONSTER.filter((k) => placementOf(track, k) === n);
  return at.length === 1 ? at[0] : null;
}

/** The field of the Knonster on place 1 (R-G4: a finished Knonster stands on 61). */
export function leaderPosition(track: Track): number {
  if (track.podium.length > 0) return FINISHED;
  return Math.max(...KNONSTER.map((k) => track.positions[k]));
}
