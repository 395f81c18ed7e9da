/**
 * What a reader of a running game is sent of its log, in one statement: a page of entries (the
 * newest, those before a cursor, or only those after the newest one the reader has), the
 * entries a take-back may look at (from the newest MOVE that cannot be taken back on: a move
 * before it can never be taken back, and such a move is never taken back itself), the reader's
 * newest news lines with the count of all of them, and — when the reader is a player who has not
 * seen the game at this seq — his "seen" mark, written in the same statement. Each part is
 * bounded by the primary key (game_id, seq), whatever the length of the log.
 */
import type { Move } from '../../generated/prisma/client';
import type { Sql, Row } from './sql';

export interface LogRequest {
  gameId: number;
  page: { before?: number; after?: number; limit: number };
  /** read the take-back tail (a player who may take back) */
  tail: boolean;
  /** the player's news since `since` (at most `max` lines), or none */
  news: { seat: number; numSeats: number; since: number; max: number } | null;
  /** mark the game as seen by this seat at this seq */
  seen: { seat: number; seq: number } | null;
}

export interface LogParts {
  /** the page, newest first (one more than the limit when there are more) */
  page: Move[];
  /** the entries from the newest MOVE that cannot be taken back on, oldest first */
  tail: Move[];
  /** the entries with a news line for the seat, newest first (at most max) */
  news: Move[];
  /** how many entries since `since` have a news line for the seat */
  newsTotal: number;
}

const COLUMNS = `game_id AS "gameId", seq, kind::text AS kind, seat, payload, created_at AS "createdAt", state_hash AS "stateHash", undoable, lines, news`;

/** An entry has a line for the seat's news: the module's news line, or a platform event's line. */
const HAS_NEWS = `CASE WHEN kind = 'EVENT' THEN coalesce(lines ->> $6::int, lines ->> $7::int, '') <> ''
  ELSE jsonb_typeof(news) = 'array' AND coalesce(news ->> $6::int, '') <> '' END`;

export async function readLogParts(sql: Sql, r: LogRequest): Promise<LogParts> {
  const rows = await sql(
    `WITH seen AS (
       UPDATE seats SET seen_seq = $10::int WHERE $9::int IS NOT NULL AND game_id = $1::int AND seat = $9::int AND seen_seq < $10::int RETURNING seat),
     page AS (
       SELECT 'p' AS part, ${COLUMNS} FROM moves WHERE game_id = $1::int AND ($2::int IS NULL OR seq < $2::int) AND ($3::int IS NULL OR seq > $3::int)
       ORDER BY seq DESC LIMIT $4::int + 1),
     tail AS (
       SELECT 't' AS part, ${COLUMNS} FROM moves WHERE $5::boolean AND game_id = $1::int
         AND seq >= coalesce((SELECT max(seq) FROM moves WHERE game_id = $1::int AND kind = 'MOVE' AND NOT undoable), 0)),
     news AS (
       SELECT 'n' AS part, ${COLUMNS} FROM moves WHERE $6::int IS NOT NULL AND game_id = $1::int AND seq > $8::int AND ${HAS_NEWS}
       ORDER BY seq DESC LIMIT $11::int)
     SELECT * FROM page UNION ALL SELECT * FROM tail UNION ALL SELECT * FROM news
     UNION ALL SELECT 'c', NULL, (SELECT count(*) FROM moves WHERE $6::int IS NOT NULL AND game_id = $1::int AND seq > $8::int AND ${HAS_NEWS})::int,
       NULL, (SELECT count(*) FROM seen)::int, NULL, NULL, NULL, NULL, NULL, NULL`,
    [
      r.gameId,
      r.page.before ?? null,
      r.page.after ?? null,
      r.page.limit,
      r.tail,
      r.news?.seat ?? null,
      r.news?.numSeats ?? null,
      r.news?.since ?? 0,
      r.seen?.seat ?? null,
      r.seen?.seq ?? 0,
      r.news?.max ?? 0,
    ],
  );
  const of = (part: string) => rows.filter((x) => x.part === part).map(moveOf);
  const count = rows.find((x) => x.part === 'c') as Row;
  return { page: of('p'), tail: of('t').sort((a, b) => a.seq - b.seq), news: of('n'), newsTotal: Number(count.seq) };
}

function moveOf(r: Row): Move {
  const { part: _part, ...rest } = r;
  return rest as unknown as Move;
}
