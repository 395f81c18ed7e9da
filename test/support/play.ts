/** Playing a game in tests through the services: the player's first (or n-th) legal move. */
import type { Services } from '../../src/services';
import { loadGame, moduleOf, seatOfUser } from '../../src/services/playing/game-record';
import { Prng, seedPrng } from '../../src/engine/prng';

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

/**
 * Plays a game of humans to its end, every player choosing as the robot would (a sensible game,
 * and a short one); `seed` varies the choices.
 */
export async function playOutAsRobots(s: Services, gameId: number, seed = 1, maxMoves = 5000): Promise<void> {
  for (let i = 0; i < maxMoves; i++) {
    const g = await loadGame(s.db, gameId);
    if (g.status !== 'ACTIVE') return;
    const seat = g.toAct[0];
    const move = moduleOf(g).robotMove(g.state, seat, new Prng(seedPrng(seed * 100_003 + i)));
    await s.games.submitMove(gameId, g.seats[seat].userId!, { seq: g.seq, move });
  }
  throw new Error(`game ${gameId} did not end in ${maxMoves} moves`);
}
