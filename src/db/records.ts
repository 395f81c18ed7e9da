/**
 * The shapes of the rows the services read, owned by the database layer (src/db/hot reads them in
 * one statement each; Prisma's includes give the same).
 */
import type { Prisma } from '../generated/prisma/client';

/** A game with its seats and their players, as every service reads it (a Prisma include). */
export const WITH_SEATS = { seats: { orderBy: { seat: 'asc' }, include: { user: { select: { id: true, username: true, vacationSince: true } } } } } as const;

/** What a timed-out seat of a tournament's game does (docs/tournaments.md, "Timeouts"). */
export type TournamentTimeouts = 'forfeit' | 'robot';

/**
 * The game as the services read it. `tournamentTimeouts`: the timeout rule of the tournament the
 * game is a table of, null when it is none's — the reads of src/db/hot/ join it (GAME_COLUMNS);
 * a Prisma include does not give it (those records are for lists, never for a change).
 */
export type GameRecord = Prisma.GameGetPayload<{ include: typeof WITH_SEATS }> & { tournamentTimeouts?: TournamentTimeouts | null };

/** A mail's recipient: the user's fields a mail needs (RECIPIENT_FIELDS selects them). */
export interface Recipient {
  id: number;
  username: string;
  email: string;
  emailConfirmedAt: Date | null;
  notifyMode: 'EVERY_TURN' | 'DAILY_DIGEST' | 'NONE';
  /** times in the mail are written in this zone (UTC when null) */
  timeZone?: string | null;
  /** the language of his mails (English when null) */
  language?: string | null;
}

export const RECIPIENT_FIELDS = { id: true, username: true, email: true, emailConfirmedAt: true, notifyMode: true, timeZone: true, language: true } as const;
