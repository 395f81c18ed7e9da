/** Playing a game in tests through the services: the player's first (or n-th) legal move. */
import type { Services } from '../../src/services';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/game-record';

/** Makes a legal move for the user if one of his seats must act; returns whether he moved. */
export async function playIfMyTurn(s: Services, gameId: number, userId: number, pick = 0): Promise<boolean> {
  const game = await loadGame(s.db, gameId);
  if (game.status !== 'ACTIVE') return false;
  const seat = seatOfUser(game, userId);
  if (seat === null || !game.toAct.includes(seat) || game.seats[seat].autoPlay || game.seats[seat].replaced) return false;
  const moves = moduleOf(game).legalMoves(game.state, seat);
  if (!moves.length) return false;
  await s.games.submitMove(gameId, userId, { seq: game.seq, move: moves[pick % moves.length] });
  return true;
}
