/** Rule "Wertung": the outcome of a finished game. */
import type { Outcome } from '../../engine/contract';
import { knonsterName } from './data';
import { hiddenStars, ranksFor, scoresFor } from './scoring';
import type { RaceState } from './state';

export function outcome(state: RaceState): Outcome {
  if (state.phase !== 'finished') return { finished: false };
  const scores = scoresFor(state.podium, state.choices, state.options);
  const hidden = state.options.superkraefte ? hiddenStars(state.revealed) : null;
  const ranks = ranksFor(scores, hidden);
  return { finished: true, ranks, scores, summary: summarise(state, scores, ranks) };
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function summarise(state: RaceState, scores: number[], ranks: number[]): string {
  const podium = state.podium.map((k, i) => `${i + 1}. ${knonsterName(k)}`).join(', ');
  const race =
    state.endReason === 'deck'
      ? `The draw pile ran out${state.podium.length ? ` (podium: ${podium})` : ' before any Knonster finished'}.`
      : `Podium: ${podium}.`;
  const winners = ranks.flatMap((r, s) => (r === 1 ? [s] : []));
  const best = scores[winners[0]];
  const tiedOnPoints = scores.filter((x) => x === best).length > winners.length;
  // Players are numbered from 1 in seat order (seat 0 = Player 1), as on the board.
  const who = list(winners.map((s) => `Player ${s + 1}`));
  const result =
    winners.length === 1
      ? `${who} wins with ${best} points${tiedOnPoints ? ' (more star cards still hidden)' : ''}.`
      : `${who} share the win with ${best} points each.`;
  return `${race} ${result}`;
}
