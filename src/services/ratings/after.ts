/** A player's rating after a finished game, as shown, and what the game changed (the game page, the "game over" mail). */
import type { Db } from '../../db/client';
import { shownRating } from './model';

export async function ratingAfterGame(db: Db, gameId: number, userId: number): Promise<{ rating: number; change: number } | null> {
  const r = await db.seatResult.findFirst({ where: { gameId, userId, muAfter: { not: null } } });
  if (!r || r.muBefore === null || r.muAfter === null || r.sigmaBefore === null || r.sigmaAfter === null) return null;
  const after = shownRating({ mu: r.muAfter, sigma: r.sigmaAfter });
  return { rating: after, change: after - shownRating({ mu: r.muBefore, sigma: r.sigmaBefore }) };
}
