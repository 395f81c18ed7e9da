/**
 * The situation on the track as both the state and a view hold it (the chariots, caltrops and
 * wrecks), and what the rules ask of it: has a chariot finished ("Spielende"), how many laps it
 * has done, whether it is protected by the variant "Kein Schaden hinter der Ziellinie", who stands
 * on a field.
 */
import type { Versioned } from '../../../engine/rules-version';
import { LAPS } from '../data/track-halves';
import type { Chariot, ChariotOptions } from './state';
import { Track, absProgress } from './track';

/** What both the state and the view hold of the situation on the track. */
export interface Situation extends Versioned {
  options: ChariotOptions;
  chariots: Chariot[];
  caltrops: number[];
  wrecks: number[];
}

/** Has the chariot completed its second lap ("Spielende")? */
export function hasFinished(track: Track, c: Chariot): boolean {
  return c.field !== null && absProgress(track, c.field, c.lap) > LAPS * track.lap;
}

/** Laps completed (0, 1, 2): the front line crossed the finish line after the start. */
export function lapsDone(track: Track, c: Chariot): number {
  if (c.field === null) return 0;
  const abs = absProgress(track, c.field, c.lap);
  if (abs <= 0) return 0;
  return Math.min(LAPS, Math.floor((abs - 1) / track.lap));
}

/**
 * Variant "Kein Schaden hinter der Ziellinie": a chariot that has finished and ended its turn
 * takes no damage. (It never moves again: the game ends with the round.)
 */
export function isProtected(track: Track, s: Situation, chariot: number, mover: number | null): boolean {
  return s.options.noDamageAfterFinish && chariot !== mover && hasFinished(track, s.chariots[chariot]);
}

/** Which chariot stands on a field (alive ones only). */
export function occupantOf(s: Situation, field: number, except = -1): number {
  for (let i = 0; i < s.chariots.length; i++) {
    const c = s.chariots[i];
    if (i !== except && !c.out && c.field === field) return i;
  }
  return -1;
}
