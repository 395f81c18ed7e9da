/** Rule text "7.0 Spielende": after round three the most money wins; equal totals share the place. */
import type { Outcome } from '../../../engine/contract';
import { list, seat } from '../../../engine/text';
import { score } from './player';
import type { KwState } from './state';
import { t } from '../view/words';

export function ranksFor(scores: number[]): number[] {
  return scores.map((x) => 1 + scores.filter((y) => y > x).length);
}

export function outcome(s: KwState): Outcome {
  if (s.phase !== 'finished') return { finished: false };
  const scores = s.players.map(score);
  const ranks = ranksFor(scores);
  const winners = ranks.flatMap((r, i) => (r === 1 ? [i] : []));
  const best = Math.max(...scores);
  const summary = winners.length === 1 ? t('result.win', { player: seat(winners[0]), money: best }) : t('result.shared', { players: list(winners.map(seat)), money: best });
  return { finished: true, ranks, scores, summary };
}
