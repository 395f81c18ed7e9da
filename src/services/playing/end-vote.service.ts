/**
 * Ending a game early by agreement (as on Board Game Arena): a player proposes it, the others
 * agree or not; when every player has agreed, the game ends at once without a result, and it is
 * not rated (against robots alone, the one player decides). A vote stays until its player takes
 * it back. Not while a seat's time has run out or the robot plays it after a timeout (that game
 * ends as a loss for that seat), nor once the system finishes a decided game for a player, nor in
 * a tournament's game (its result decides the standings: refused with 409). Each
 * vote is a platform event in the log (so everyone sees it) written with the game's sequence
 * check.
 */
import { msg, seat as seatRef } from '../../engine/text';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { conflict, forbidden } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { isTournamentGame, loadGame, moduleOf, seatOfUser } from './game-record';
import { type GameRecord } from '../../db/records';
import type { GameService } from './game.service';
import { SeqInput, staleError } from './move-request';

const VoteInput = z.object({
  seq: SeqInput,
  agree: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
});

/** The seats whose players decide: every human's. */
export function votingSeats(game: GameRecord): number[] {
  return game.seats.filter((s) => s.kind === 'HUMAN').map((s) => s.seat);
}

/** Whether the game may be ended by agreement now: no timeout pending or taken over, no seat finished by the system. */
export function endVoteOpen(game: GameRecord): boolean {
  return game.status === 'ACTIVE' && !game.seats.some((s) => s.timedOutAt !== null || s.replaced || s.autoPlay);
}

export class EndVoteService {
  constructor(
    private readonly db: Db,
    private readonly games: GameService,
  ) {}

  /** A player's vote (agree: true proposes or agrees; false takes his vote back). */
  async vote(gameId: number, userId: number, input: unknown): Promise<{ ended: boolean }> {
    const { seq, agree } = parseInput(VoteInput, input, msg('site.input.request'));
    const game = await loadGame(this.db, gameId);
    const seat = seatOfUser(game, userId);
    if (seat === null) throw forbidden(msg('site.error.notAPlayer'), 'not_a_player');
    if (game.status !== 'ACTIVE') throw conflict(msg('site.error.over'), 'not_active');
    if (seq !== game.seq) throw staleError(game.seq, seq);
    if (!endVoteOpen(game)) throw conflict(msg('site.error.noEndVoteNow'), 'not_now');
    // A tournament's game is played to its end (or to a forfeit): its result decides the standings.
    if (await isTournamentGame(this.db, gameId)) throw conflict(msg('site.tournament.error.noEndVote'), 'tournament');
    const voters = votingSeats(game);
    if (game.seats[seat].endVote === agree) throw conflict(msg(agree ? 'site.error.alreadyVoted' : 'site.error.noVote'), 'no_change');
    const agreed = voters.filter((s) => (s === seat ? agree : game.seats[s].endVote));
    const ends = agree && agreed.length === voters.length;
    const mod = moduleOf(game);
    const proposing = agree && agreed.length === 1;
    const line = ends
      ? msg('site.log.endAgreed')
      : msg(agree ? (proposing ? 'site.log.endProposed' : 'site.log.endAgrees') : 'site.log.endWithdrawn', { player: seatRef(seat) });
    const lines = this.games.viewers(game).map(() => line);
    await this.db.$transaction(async (tx) => {
      await tx.seat.update({ where: { gameId_seat: { gameId, seat } }, data: { endVote: agree } });
      const event = this.games.eventChange(game, seat, { event: ends ? 'ended-by-agreement' : agree ? 'end-vote' : 'end-vote-withdrawn' }, lines);
      if (!ends) {
        await this.games.appendChange(tx, game, mod, event);
        return;
      }
      // Not rated: the result is written with the game marked so, in the same transaction.
      await tx.game.update({ where: { id: gameId }, data: { rated: false } });
      await this.games.appendChange(tx, { ...game, rated: false }, mod, { ...event, endWith: { summary: msg('site.result.agreed'), timedOut: [] } });
    });
    await this.games.runner.afterChange(gameId);
    return { ended: ends };
  }
}
