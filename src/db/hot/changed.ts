/**
 * What the worker reads after a game's change (issue 30, the move path), in one statement: the
 * game with its seats (the record loadGame gives), the mail settings of its human players
 * (RECIPIENT_FIELDS) and the log entries that gave the seats on turn their turn since the last
 * run (a turn a player gave himself by a take-back brings him no mail). A move's handling is
 * then this statement, a pg-boss job per "your turn" mail due, and the notified_seq mark; when
 * no seat can be due a mail (a robot's turn, the same seat still on turn), the statement writes
 * the mark itself and the move costs the worker this one statement.
 */
import type { GameRecord } from '../records';
import type { Recipient, RECIPIENT_FIELDS } from '../records';
import { GAME_COLUMNS, SEATS, gameFromJson } from './game';
import { dateOf, stamp, type Row, type Sql } from './sql';

export interface Changed {
  game: GameRecord;
  /** the users of the game's HUMAN seats (of every one: who of them is told is the caller's rule) */
  users: Recipient[];
  /** the log entries at the turn_seq of the seats that may be due a "your turn" mail */
  causes: { seq: number; seat: number | null; kind: string }[];
  /** the statement wrote the notified_seq mark: no seat could be due a mail */
  marked: boolean;
}

/**
 * The seats whose player gets "your turn" mails (a human the system does not play for) and who
 * got the turn since the last run (since seq 0 for a game never handled: the "game started" mail
 * tells those on turn at the start): every seat that may be due a mail.
 */
const TURNS = `SELECT s.turn_seq FROM seats s, g
  WHERE s.game_id = $1::int AND g.status = 'ACTIVE' AND s.seat = ANY(g."toAct") AND s.turn_seq > greatest(g."notifiedSeq", 0)
    AND s.kind = 'HUMAN' AND s.user_id IS NOT NULL AND NOT s.auto_play AND NOT s.replaced`;

const CHANGED = `WITH
  g AS (SELECT ${GAME_COLUMNS}, ${SEATS} FROM games g WHERE g.id = $1::int),
  t AS (${TURNS}),
  -- nothing to send: an ACTIVE game handled before, with no seat that may be due a mail
  mark AS (
    UPDATE games SET notified_seq = (SELECT seq FROM g), updated_at = $2::timestamptz
    WHERE id = $1::int AND (SELECT status = 'ACTIVE' AND "notifiedSeq" >= 0 FROM g) AND notified_seq < (SELECT seq FROM g) AND NOT EXISTS (SELECT 1 FROM t)
    RETURNING id)
SELECT (SELECT to_jsonb(g) FROM g) AS game,
  (SELECT coalesce(json_agg(json_build_object('id', u.id, 'username', u.username, 'email', u.email, 'emailConfirmedAt', u.email_confirmed_at,
      'notifyMode', u.notify_mode, 'timeZone', u.time_zone, 'language', u.language) ORDER BY s.seat), '[]'::json)
    FROM seats s JOIN users u ON u.id = s.user_id WHERE s.game_id = $1::int AND s.kind = 'HUMAN') AS users,
  (SELECT coalesce(json_agg(json_build_object('seq', m.seq, 'seat', m.seat, 'kind', m.kind) ORDER BY m.seq), '[]'::json)
    FROM moves m WHERE m.game_id = $1::int AND m.seq IN (SELECT turn_seq FROM t)) AS causes,
  (SELECT count(*) FROM mark)::int AS marked`;

/** The game after its change with what its mails need; null when there is no such game. `now`: the mark's updated_at. */
export async function readChanged(sql: Sql, gameId: number, now: Date): Promise<Changed | null> {
  const [r] = await sql(CHANGED, [gameId, stamp(now)]);
  if (!r.game) return null;
  return {
    game: gameFromJson(r.game as Row),
    users: (r.users as Row[]).map(recipientOf),
    causes: r.causes as Changed['causes'],
    marked: Number(r.marked) > 0,
  };
}

/** The game's changes up to seq are handled (unless a later run said so already). */
export async function markNotified(sql: Sql, gameId: number, seq: number, now: Date): Promise<void> {
  await sql(`UPDATE games SET notified_seq = $2::int, updated_at = $3::timestamptz WHERE id = $1::int AND notified_seq < $2::int`, [gameId, seq, stamp(now)]);
}

/** A user as Prisma gives him with RECIPIENT_FIELDS (json_build_object gives the time as text). */
function recipientOf(u: Row): Recipient {
  const to: Recipient & Record<keyof typeof RECIPIENT_FIELDS, unknown> = {
    id: u.id as number,
    username: u.username as string,
    email: u.email as string,
    emailConfirmedAt: dateOf(u.emailConfirmedAt),
    notifyMode: u.notifyMode as Recipient['notifyMode'],
    timeZone: u.timeZone as string | null,
    language: u.language as string | null,
  };
  return to;
}
