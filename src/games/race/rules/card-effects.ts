/** Anhang "Karteneffekte": what a card does on the track, and moving a Knonster. */
import { FINISHED, KNONSTER, LAST_FIELD, CardKind, Knonster, cardKnonster, cardPlacement, cardType, isPlacementCard } from '../data/race';
import { isFinished, leaderPosition, placementOf, uniqueAtPlacement } from './placement';
import type { Track } from './state';

/** One movement of one Knonster. `counted` is the steps that count (R-G9), negative backwards. */
export interface Step {
  knonster: Knonster;
  from: number;
  to: number;
  counted: number;
  /** Podium place (1-based) when this step carried it over the finish line. */
  place?: number;
}

/** The forward move a card makes on this track: which Knonster and how far; null = no effect. */
export interface CardEffect {
  knonster: Knonster;
  steps: number;
}

/**
 * Moves a Knonster (mutating `track`). Finished Knonster never move (R-G6). Forward past
 * field 60: onto the best free podium place (rule "Spielverlauf"); the steps beyond the line
 * do not count (R-G9). Backwards: not below the start field (R-G7).
 */
export function moveKnonster(track: Track, k: Knonster, delta: number): Step | null {
  if (isFinished(track, k) || delta === 0) return null;
  const from = track.positions[k];
  if (delta > 0) {
    const target = from + delta;
    if (target > LAST_FIELD) {
      track.positions[k] = FINISHED;
      track.podium.push(k);
      return { knonster: k, from, to: FINISHED, counted: FINISHED - from, place: track.podium.length };
    }
    track.positions[k] = target;
    return { knonster: k, from, to: target, counted: delta };
  }
  const to = Math.max(0, from + delta);
  if (to === from) return null;
  track.positions[k] = to;
  return { knonster: k, from, to, counted: to - from };
}

/** Anhang "Karteneffekte": the normal effect of a card on the current track. */
export function cardEffect(track: Track, card: CardKind): CardEffect | null {
  if (isPlacementCard(card)) {
    // Rule "Platzierung": only a unique placement moves; a finished Knonster never moves (R-G6).
    const n = cardPlacement(card);
    const k = uniqueAtPlacement(track, n);
    if (k === null || isFinished(track, k)) return null;
    if (n === 4) return { knonster: k, steps: 14 };
    if (n === 2) return { knonster: k, steps: 9 };
    // "höchstens um 1 Feld" past the Knonster on place 1 (R-G4: finished = 61).
    const steps = Math.min(12, leaderPosition(track) + 1 - track.positions[k]);
    return steps > 0 ? { knonster: k, steps } : null;
  }
  const k = cardKnonster(card)!;
  if (isFinished(track, k)) return null;
  const pos = track.positions[k];
  switch (cardType(card)) {
    case '+5':
      return { knonster: k, steps: 5 };
    case '+7':
      return { knonster: k, steps: 7 };
    case 'catchup': {
      // "um maximal 20 Felder ... höchstens 2 Felder hinter das / die Knonster auf Platz 1" (R-G5).
      const steps = Math.min(20, leaderPosition(track) - 2 - pos);
      return steps > 0 ? { knonster: k, steps } : null;
    }
    case 'triple': {
      // "Hat keinen Effekt, wenn das Knonster nicht alleine auf dem 1. Platz ist."
      if (placementOf(track, k) !== 1) return null;
      const second = Math.max(...KNONSTER.filter((o) => o !== k).map((o) => track.positions[o]));
      const lead = pos - second;
      return lead > 0 ? { knonster: k, steps: 2 * lead } : null;
    }
  }
}

/** Rule "Ende des Spiels": the game ends at once when the third Knonster crossed the line. */
export function raceOver(track: Track): boolean {
  return track.podium.length >= 3;
}

export function cloneTrack(track: Track): Track {
  return { positions: { ...track.positions }, podium: [...track.podium] };
}
