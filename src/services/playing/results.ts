/** A finished game's result in words, and the ranks when seats lost by running out of time. */
import { list, msg, seat as seatRef, type Text } from '../../engine/text';
import type { ScoreUnit } from '../../engine/contract';
import type { GameRecord } from '../../db/records';

/**
 * The result in words (seats as seat parameters): the module's own words ("Podium: … Anna wins
 * with 48 points."), or "Anna wins with 48 points." When seats lost by running out of time the
 * ranks are the site's, so the words are too.
 */
export function resultSummary(ranks?: number[], scores?: number[], timedOut: number[] = [], module: { words?: Text; unit?: ScoreUnit } = {}): Text {
  if (!ranks) return msg('site.result.over');
  if (module.words && !timedOut.length) return module.words;
  const winners = winnersLine(ranks, scores, module.unit);
  if (!timedOut.length) return winners;
  return msg('site.result.withTimeouts', { winners, lost: list(timedOut.map(seatRef)), n: timedOut.length });
}

function winnersLine(ranks: number[], scores?: number[], unit: ScoreUnit = 'points'): Text {
  // A game may end without a winner (Chariot Race: every chariot broke up).
  if (!ranks.includes(1)) return msg('site.result.nobody');
  const winners = ranks.flatMap((r, i) => (r === 1 ? [seatRef(i)] : []));
  const first = ranks.indexOf(1);
  const score = scores ? scores[first] : -1;
  return msg('site.result.winners', { winners: list(winners), n: winners.length, score, unit });
}

/**
 * The seats that lost by running out of time: every seat the robot took over (docs/jobs-and-mail.md,
 * "Timeout") — except, in a tournament whose timeouts go to the robot (docs/tournaments.md,
 * "Timeouts"), a seat it took over when the time ran out: there the robot plays for the player and
 * its result is his. (A seat taken over because its player withdrew has no timeout and still loses.)
 */
export function lostSeats(game: Pick<GameRecord, 'seats' | 'tournamentTimeouts'>): number[] {
  const robotKeeps = game.tournamentTimeouts === 'robot';
  return game.seats.filter((s) => s.replaced && !(robotKeeps && s.timedOutAt)).map((s) => s.seat);
}

/**
 * Ranks when seats lost by timeout: those seats share the last place; the others keep their
 * order among themselves (ties stay ties).
 */
export function forfeitRanks(ranks: number[], lost: number[]): number[] {
  const kept = ranks.map((r, i) => ({ r, i })).filter((x) => !lost.includes(x.i));
  const out = ranks.map(() => ranks.length - lost.length + 1);
  for (const x of kept) out[x.i] = 1 + kept.filter((y) => y.r < x.r).length;
  return out;
}
