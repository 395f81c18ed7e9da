/** Rule "Wertung" (and the tie-break of variant "Superkräfte"). */
import { BET_BONUS, Knonster, PLACE_POINTS } from '../data/race';
import type { Choice, RaceOptions } from './state';

/**
 * Rule "Wertung": 48 / 24 / 12 points for the Knonster on podium places 1 / 2 / 3, split
 * evenly among the seats that chose it as a favourite (nobody's favourite: the points are lost).
 * Variant "Siegwette": +15 for a right bet. Only finished Knonster score (deck-empty end).
 */
export function scoresFor(podium: readonly Knonster[], choices: readonly (Choice | null)[], options: RaceOptions): number[] {
  const scores = choices.map(() => 0);
  podium.slice(0, PLACE_POINTS.length).forEach((k, place) => {
    const backers = choices.flatMap((c, seat) => (c && c.favourites.includes(k) ? [seat] : []));
    // 48, 24 and 12 are divisible by 1..4: the split is always whole.
    for (const seat of backers) scores[seat] += PLACE_POINTS[place] / backers.length;
  });
  if (options.siegwette && podium.length > 0) {
    choices.forEach((c, seat) => {
      if (c && c.bet === podium[0]) scores[seat] += BET_BONUS;
    });
  }
  return scores;
}

/**
 * Ranks (1 = best, ties share). Rule "Wertung": most points wins, ties give several winners.
 * Variant "Superkräfte": between equal scores more still-hidden star cards is better.
 */
export function ranksFor(scores: readonly number[], hidden: readonly number[] | null): number[] {
  const better = (a: number, b: number): boolean =>
    scores[a] > scores[b] || (hidden !== null && scores[a] === scores[b] && hidden[a] > hidden[b]);
  return scores.map((_, s) => 1 + scores.filter((__, o) => better(o, s)).length);
}

/** Star cards still face down per seat (two favourites minus those revealed by powers). */
export function hiddenStars(revealed: readonly Knonster[][]): number[] {
  return revealed.map((r) => 2 - r.length);
}
