/**
 * Variant "Die \"Superkräfte\" Variante" and Anhang: resolving a played card, with or without
 * a superpower. Owners of the two unnamed powers: data gap R-G2 (double = Celya, push back = Elaari).
 */
import { CardKind, Knonster, KnonsterCard, cardKnonster, cardType, isPlacementCard } from '../data/race';
import { CardEffect, Step, cardEffect, cloneTrack, moveKnonster, raceOver } from './card-effects';
import { isFinished } from './placement';
import type { Track } from './state';

export interface Resolution {
  /** The track after the card (a new object). */
  track: Track;
  /** Movements in order. Empty = the card had no effect (it is simply discarded). */
  steps: Step[];
  /** The third Knonster crossed the line: the game ended at once (rule "Ende des Spiels"). */
  ended: boolean;
}

function isPlusCard(card: CardKind): card is KnonsterCard {
  if (isPlacementCard(card)) return false;
  const t = cardType(card);
  return t === '+5' || t === '+7';
}

function plusValue(card: KnonsterCard): number {
  return cardType(card) === '+5' ? 5 : 7;
}

/**
 * Whether the power of `power` may be used together with `card` on this track
 * (the precondition of the Anhang, made exact by R-G8: the card must really be affected).
 * Ownership (own favourite) and "not used yet" are checked by the caller.
 */
export function powerApplies(track: Track, card: CardKind, power: Knonster): boolean {
  return resolvePower(track, card, power) !== null;
}

/** Resolves a plain card: its normal effect (or nothing). */
export function resolvePlain(track: Track, card: CardKind): Resolution {
  const t = cloneTrack(track);
  const eff = cardEffect(t, card);
  const steps: Step[] = [];
  if (eff) {
    const s = moveKnonster(t, eff.knonster, eff.steps);
    if (s) steps.push(s);
  }
  return { track: t, steps, ended: raceOver(t) };
}

/** Resolves a card played with a power, or null when the power cannot be used with it. */
export function resolvePower(track: Track, card: CardKind, power: Knonster): Resolution | null {
  switch (power) {
    case 'rithle':
      return rithlePower(track, card);
    case 'aristas':
      return aristasPower(track, card);
    case 'celya':
      return celyaPower(track, card);
    case 'elaari':
      return elaariPower(track, card);
  }
}

export function resolvePlay(track: Track, card: CardKind, power?: Knonster): Resolution | null {
  return power === undefined ? resolvePlain(track, card) : resolvePower(track, card, power);
}

/**
 * Rithle: "Voraussetzung: Rithle ist noch nicht im Ziel und ist mindestens 5 Schritte vom Start
 * entfernt. Bewege Rithle 5 Schritte zurück, dann spiele entweder die Karte, mit der Rithle bis zu
 * 20 Schritte aufholen kann ... oder eine Karte, die sich auf die Platzierung von Rithle bezieht.
 * ... Zuletzt bewege Rithle um 5 Felder vorwärts."
 * R-G8: after the step back the card must really move Rithle. R-G10: if Rithle finishes with the
 * card, the final +5 is void.
 */
function rithlePower(track: Track, card: CardKind): Resolution | null {
  if (isFinished(track, 'rithle') || track.positions.rithle < 5) return null;
  if (card !== 'rithle:catchup' && !isPlacementCard(card)) return null;
  const t = cloneTrack(track);
  const steps: Step[] = [];
  steps.push(moveKnonster(t, 'rithle', -5)!);
  const eff = cardEffect(t, card);
  if (!eff || eff.knonster !== 'rithle') return null;
  steps.push(moveKnonster(t, 'rithle', eff.steps)!);
  if (!raceOver(t)) {
    const back = moveKnonster(t, 'rithle', 5);
    if (back) steps.push(back);
  }
  return { track: t, steps, ended: raceOver(t) };
}

/**
 * Aristas: "Voraussetzung: Aristas ist noch nicht im Ziel und ist höchstens 5 Schritte von dem
 * anderen Knonster entfernt, das mit der als nächstes ausgespielten Karte bewegt wird. Bewege
 * zunächst das andere Knonster ... Bewege anschließend Aristas um ebenso viele Schritte vorwärts.
 * Falls das andere Knonster ins Ziel kam, zählen dessen übrige Schritte nicht mehr."
 * R-G10: if the other Knonster is the third to finish, the game ends before Aristas moves.
 * R-G13: if both finish, the other one is placed first.
 */
function aristasPower(track: Track, card: CardKind): Resolution | null {
  if (isFinished(track, 'aristas')) return null;
  const eff: CardEffect | null = cardEffect(track, card);
  if (!eff || eff.knonster === 'aristas') return null;
  if (Math.abs(track.positions.aristas - track.positions[eff.knonster]) > 5) return null;
  const t = cloneTrack(track);
  const first = moveKnonster(t, eff.knonster, eff.steps)!;
  const steps: Step[] = [first];
  if (!raceOver(t)) {
    const follow = moveKnonster(t, 'aristas', first.counted);
    if (follow) steps.push(follow);
  }
  return { track: t, steps, ended: raceOver(t) };
}

/**
 * Celya (R-G2): "Die Karte, die als nächstes ausgespielt wird, muss eine +5 oder +7 Karte sein.
 * Das Knonster, das mit dieser Karte bewegt wird, ist noch nicht im Ziel. Bewege das Knonster,
 * das auf der Karte abgebildet ist, doppelt so viele Schritte vorwärts." R-G3: any Knonster's card.
 */
function celyaPower(track: Track, card: CardKind): Resolution | null {
  if (!isPlusCard(card)) return null;
  const k = cardKnonster(card)!;
  if (isFinished(track, k)) return null;
  const t = cloneTrack(track);
  const s = moveKnonster(t, k, 2 * plusValue(card))!;
  return { track: t, steps: [s], ended: raceOver(t) };
}

/**
 * Elaari (R-G2): "Die Karte ... muss eine +5 oder +7 Karte eines anderen Knonsters sein. Das
 * Knonster, das mit dieser Karte bewegt wird, ist mindestens 1 Schritt vom Start entfernt, und
 * noch nicht im Ziel. Bewege das Knonster um entsprechend viele Schritte zurück." R-G7: not
 * below the start field.
 */
function elaariPower(track: Track, card: CardKind): Resolution | null {
  if (!isPlusCard(card)) return null;
  const k = cardKnonster(card)!;
  if (k === 'elaari' || isFinished(track, k) || track.positions[k] < 1) return null;
  const t = cloneTrack(track);
  const s = moveKnonster(t, k, -plusValue(card))!;
  return { track: t, steps: [s], ended: raceOver(t) };
}
