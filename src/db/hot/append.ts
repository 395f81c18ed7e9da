/**
 * Appending one change to a game's log in one statement (one round trip, committed on its own
 * or as part of the caller's transaction): the game row moves from seq n to n+1 only if it is
 * still at n and running (the sequence check), the log entry is appended, the seats whose turn
 * starts or ends get their fields, a mover whose time had run out is back, the moves a take-back
 * undoes are marked, and — when the change is part of a caller's transaction — announced to
 * every process (NOTIFY, delivered at its commit). A change committed on its own is announced by
 * the caller after the commit (announceGame): a NOTIFY inside the transaction takes PostgreSQL's
 * notification lock at commit and so puts every move's commit in one line (issue 30).
 * Nothing is written when the check fails.
 */
import { CHANNEL, type Announcement } from '../announcement';
import { intArray, json, stamp, type Sql } from './sql';

export interface AppendInput {
  gameId: number;
  /** the seq the change was made against */
  fromSeq: number;
  seq: number;
  state: unknown;
  toAct: number[];
  /** set when the change ends the game */
  finished: { at: Date; result: unknown } | null;
  now: Date;
  entry: { kind: 'MOVE' | 'UNDO' | 'EVENT'; seat: number | null; payload: unknown; hash: string | null; undoable: boolean; lines: unknown; news: unknown };
  /** seats whose turn starts (their fields below) and ends */
  started: number[];
  stopped: number[];
  deadlineAt: Date | null;
  /** the seat that moved (a MOVE), to be back if his time had run out */
  mover: number | null;
  /** the human players to tell (live updates) */
  users: number[];
  /** the statement announces the change (delivered at the commit of the caller's transaction); false: the caller does after the commit */
  announce: boolean;
  /** the MOVE entries a take-back (an UNDO entry) undoes: marked taken back */
  undone: number[];
}

/** Appends the change; null when the game was no longer at fromSeq (or not running), else whether the mover is back. */
export async function appendChange(sql: Sql, c: AppendInput): Promise<{ moverBack: boolean } | null> {
  const announcement: Announcement = { game: c.gameId, seq: c.seq, users: c.users };
  const [r] = await sql(
    `WITH g AS (
       UPDATE games SET seq = $2::int, state = $3::jsonb, to_act = $4::int[],
         status = CASE WHEN $5::timestamptz IS NULL THEN status ELSE 'FINISHED'::"GameStatus" END,
         finished_at = coalesce($5::timestamptz, finished_at), result = coalesce($6::jsonb, result), updated_at = $7::timestamptz
       WHERE id = $1::int AND seq = $8::int AND status = 'ACTIVE' RETURNING id),
     m AS (
       INSERT INTO moves (game_id, seq, kind, seat, payload, state_hash, undoable, lines, news, created_at)
       SELECT id, $2::int, $9::"MoveKind", $10::int, $11::jsonb, $12, $13::boolean, $14::jsonb, $15::jsonb, $7::timestamptz FROM g RETURNING seq),
     back AS (
       SELECT seat FROM seats WHERE game_id = $1::int AND seat = $18::int AND timed_out_at IS NOT NULL AND NOT replaced),
     s AS (
       UPDATE seats SET
         turn_seq = CASE WHEN seat = ANY($16::int[]) THEN $2::int WHEN seat = ANY($17::int[]) THEN NULL ELSE turn_seq END,
         turn_started_at = CASE WHEN seat = ANY($16::int[]) THEN $7::timestamptz WHEN seat = ANY($17::int[]) THEN NULL ELSE turn_started_at END,
         deadline_at = CASE WHEN seat = ANY($16::int[]) THEN $19::timestamptz WHEN seat = ANY($17::int[]) THEN NULL ELSE deadline_at END,
         reminder_sent_at = CASE WHEN seat = ANY($16::int[]) OR seat = ANY($17::int[]) THEN NULL ELSE reminder_sent_at END,
         timed_out_at = CASE WHEN seat IN (SELECT seat FROM back) THEN NULL ELSE timed_out_at END,
         decision_due_at = CASE WHEN seat IN (SELECT seat FROM back) THEN NULL ELSE decision_due_at END
       WHERE game_id = (SELECT id FROM g) AND (seat = ANY($16::int[]) OR seat = ANY($17::int[]) OR seat IN (SELECT seat FROM back))
       RETURNING seat),
     n AS (SELECT pg_notify($20, $21) FROM g WHERE $22::boolean),
     u AS (UPDATE moves SET taken_back = true WHERE game_id = (SELECT id FROM g) AND seq = ANY($23::int[]) RETURNING seq)
     SELECT (SELECT count(*) FROM m)::int AS written, (SELECT count(*) FROM n)::int AS told, (SELECT count(*) FROM s)::int AS seats,
       (SELECT count(*) FROM back)::int AS back, (SELECT count(*) FROM u)::int AS undone`,
    [
      c.gameId,
      c.seq,
      json(c.state),
      intArray(c.toAct),
      c.finished ? stamp(c.finished.at) : null,
      c.finished ? json(c.finished.result) : null,
      stamp(c.now),
      c.fromSeq,
      c.entry.kind,
      c.entry.seat,
      json(c.entry.payload) ?? 'null',
      c.entry.hash,
      c.entry.undoable,
      json(c.entry.lines) ?? '[]',
      json(c.entry.news),
      intArray(c.started),
      intArray(c.stopped),
      c.mover,
      stamp(c.deadlineAt),
      CHANNEL,
      JSON.stringify(announcement),
      c.announce,
      intArray(c.undone),
    ],
  );
  if (Number(r.written) !== 1) return null;
  return { moverBack: Number(r.back) > 0 };
}
