/**
 * "Entschieden" (rule text, section "Wahl der Favoriten", last paragraph; data gap R-G14):
 * the game is decided when the ranking of the players is the same whatever happens next.
 */
import { KNONSTER, Knonster } from '../data/race';
import { hiddenStars, ranksFor, scoresFor } from './scoring';
import type { RaceState } from './state';
import { outcome } from './outcome';

/** Every podium the game can still end with: the current one extended by 0..(3 - finished) Knonster. */
export function possiblePodiums(podium: readonly Knonster[]): Knonster[][] {
  const out: Knonster[][] = [];
  const walk = (current: Knonster[]): void => {
    // The deck-empty end (rule "Ende des Spiels") may come before any further finisher: every
    // prefix is a possible final podium (a sound over-approximation, R-G14).
    out.push(current);
    if (current.length >= 3) return;
    for (const k of KNONSTER) if (!current.includes(k)) walk([...current, k]);
  };
  walk([...podium]);
  return out;
}

/**
 * Variant "Superkräfte": the hidden star counts that can still come about. Each unused power
 * may be used by nobody or by one seat that has it as a favourite (its star is then revealed).
 */
export function possibleHiddenCounts(state: RaceState): number[][] {
  const base = hiddenStars(state.revealed);
  let vectors: number[][] = [base];
  for (const k of KNONSTER) {
    if (state.powersUsed.includes(k)) continue;
    const holders = state.choices.flatMap((c, s) => (c && c.favourites.includes(k) ? [s] : []));
    const next: number[][] = [];
    for (const v of vectors) {
      next.push(v);
      for (const s of holders) next.push(v.map((x, i) => (i === s ? x - 1 : x)));
    }
    const seen = new Set<string>();
    vectors = next.filter((v) => {
      const key = v.join(',');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return vectors;
}

/** The seats sure to win, or null while the player ranking can still change. */
export function decidedWinners(state: RaceState): number[] | null {
  if (state.phase === 'favourites') return null;
  const winnersOf = (ranks: number[]): number[] => ranks.flatMap((r, s) => (r === 1 ? [s] : []));
  if (state.phase === 'finished') return winnersOf(outcome(state).ranks!);
  const hiddenVectors = state.options.superkraefte ? possibleHiddenCounts(state) : [null];
  let ranking: string | null = null;
  let ranks: number[] = [];
  for (const podium of possiblePodiums(state.podium)) {
    const scores = scoresFor(podium, state.choices, state.options);
    for (const hidden of hiddenVectors) {
      ranks = ranksFor(scores, hidden);
      const key = ranks.join(',');
      if (ranking === null) ranking = key;
      else if (ranking !== key) return null;
    }
  }
  return winnersOf(ranks);
}
