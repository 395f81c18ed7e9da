/** Rule "Wertung": the outcome of a finished game. */
import type { Outcome } from '../../../engine/contract';
import { list, seat, type Msg } from '../../../engine/text';
import { hiddenStars, ranksFor, scoresFor } from './scoring';
import type { RaceState } from './state';
import { podiumText, sentences, t } from '../view/words';

export function outcome(state: RaceState): Outcome {
  if (state.phase !== 'finished') return { finished: false };
  const scores = scoresFor(state.podium, state.choices, state.options);
  const hidden = state.options.superkraefte ? hiddenStars(state.revealed) : null;
  const ranks = ranksFor(scores, hidden);
  return { finished: true, ranks, scores, summary: summarise(state, scores, ranks) };
}

function summarise(state: RaceState, scores: number[], ranks: number[]): Msg {
  const podium = podiumText(state.podium);
  const race =
    state.endReason === 'deck'
      ? state.podium.length
        ? t('result.deckPodium', { podium })
        : t('result.deckEmpty')
      : t('result.podium', { podium });
  const winners = ranks.flatMap((r, s) => (r === 1 ? [s] : []));
  const points = scores[winners[0]];
  const tiedOnPoints = scores.filter((x) => x === points).length > winners.length;
  const result =
    winners.length === 1
      ? t(tiedOnPoints ? 'result.winsHidden' : 'result.wins', { winner: seat(winners[0]), points })
      : t('result.shared', { winners: list(winners.map(seat)), points });
  return sentences([race, result]);
}
