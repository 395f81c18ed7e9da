/** A player's rating after a finished game, as shown, and what the game changed (the profile, the game page, the "game over" mail). */
import type { Db } from '../../../db/client';
import { shownRating } from './model';

/** A seat's result with the ratings before and after the game (null for seats not rated). */
interface RatedResult {
  muBefore: number | null;
  sigmaBefore: number | null;
  muAfter: number | null;
  sigmaAfter: number | null;
}

/** The shown rating after the game and its change, or null when the seat was not rated. */
export function ratingChange(r: RatedResult): { rating: number; change: number } | null {
  if (r.muBefore === null || r.sigmaBefore === null || r.muAfter === null || r.sigmaAfter === null) return null;
  const after = shownRating({ mu: r.muAfter, sigma: r.sigmaAfter });
  return { rating: after, change: after - shownRating({ mu: r.muBefore, sigma: r.sigmaBefore }) };
}

/** The rated players' ratings after a finished game and their changes, by user; with `userId`, his alone. */
export async function ratingsAfterGame(db: Db, gameId: number, userId?: number): Promise<Map<number, { rating: number; change: number }>> {
  const rows = await db.seatResult.findMany({ where: { gameId, muAfter: { not: null }, ...(userId === undefined ? {} : { userId }) } });
  return new Map(
    rows.flatMap((r) => {
      const c = ratingChange(r);
      return r.userId !== null && c ? [[r.userId, c] as const] : [];
    }),
  );
}
