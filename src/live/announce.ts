/**
 * Announcing changes to every web process: PostgreSQL NOTIFY on one channel. A move is announced
 * right after its commit (announceGame); a change made inside a larger transaction by the
 * statement that stores it (src/db/hot/append.ts), delivered when that transaction commits; the
 * lobby's changes right after they are made. Each web process LISTENs (src/live/hub.ts) and tells
 * the pages it serves through their event streams. An announcement lost between a commit and its
 * NOTIFY (the process died) costs nothing lasting: the workers' catch-up and minute sweep find
 * every game whose changes were not handled (src/jobs/follow-changes.ts), and pages look again
 * when their event stream reconnects.
 */
import type { Db } from '../db/client';
import type { Sql } from '../db/hot/sql';
import { CHANNEL, type Announcement } from '../db/announcement';


/** Announces a game's change after its commit. */
export async function announceGame(sql: Sql, a: { game: number; seq: number; users: number[] }): Promise<void> {
  await sql('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(a satisfies Announcement)]);
}

/** Announces that the lobby's lists changed (a game created, joined, started, cancelled). */
export async function announceLobby(db: Db, gameId: number, users: number[] = []): Promise<void> {
  const payload: Announcement[] = [{ lobby: true }];
  if (users.length) payload.push({ game: gameId, seq: -1, users });
  for (const p of payload) await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(p)})`;
}

export function parseAnnouncement(text: string): Announcement | null {
  try {
    const v = JSON.parse(text) as Record<string, unknown>;
    if (v.lobby === true) return { lobby: true };
    if (typeof v.game === 'number' && typeof v.seq === 'number' && Array.isArray(v.users)) {
      return { game: v.game, seq: v.seq, users: v.users.filter((u): u is number => typeof u === 'number') };
    }
  } catch {
    // not ours
  }
  return null;
}

/** Announces that a game's page shows something new that is not a move (a chat message): its pages look again. */
export async function announceGamePage(db: Db, gameId: number): Promise<void> {
  const a: Announcement = { game: gameId, seq: -1, users: [] };
  await db.$executeRaw`SELECT pg_notify(${CHANNEL}, ${JSON.stringify(a)})`;
}
