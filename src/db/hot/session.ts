/** A session with its user: one statement per request (src/http/session.ts). */
import type { Sql } from './sql';

export interface SessionRow {
  expiresAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
  user: { id: number; username: string; isAdmin: boolean; timeZone: string | null; language: string | null };
}

export async function readSession(sql: Sql, key: string): Promise<SessionRow | null> {
  const [r] = await sql(
    `SELECT s.expires_at, s.last_seen_at, s.user_agent, u.id, u.username, u.is_admin, u.time_zone, u.language
       FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [key],
  );
  if (!r) return null;
  return {
    expiresAt: new Date(r.expires_at as string | Date),
    lastSeenAt: new Date(r.last_seen_at as string | Date),
    userAgent: r.user_agent as string | null,
    user: { id: r.id as number, username: r.username as string, isAdmin: r.is_admin as boolean, timeZone: r.time_zone as string | null, language: r.language as string | null },
  };
}
