/** Rule text "7.0 Spielende": after round three the most money wins; equal totals share the place. */
import type { Outcome } from '../../engine/contract';
import { score } from './common';
import type { KwState } from './state';

export function ranksFor(scores: number[]): number[] {
  return scores.map((x) => 1 + scores.filter((y) => y > x).length);
}

export function outcome(s: KwState): Outcome {
  if (s.phase !== 'finished') return { finished: false };
  const scores = s.players.map(score);
  const ranks = ranksFor(scores);
  const winners = ranks.flatMap((r, i) => (r === 1 ? [`Player ${i + 1}`] : []));
  const best = Math.max(...scores);
  const summary = winners.length === 1 ? `${winners[0]} wins with ${best} money.` : `${winners.join(' and ')} share the win with ${best} money each.`;
  return { finished: true, ranks, scores, summary };
}
