/**
 * What a reader of a game is sent, in one statement: the game with its seats, and of its log a
 * page of entries (the newest, those before a cursor, or only those after the newest one the
 * reader has), the live moves a take-back of the reader's may look at (his newest live move and
 * every one after it, and the run of his own undoable moves that ends in it: what
 * takeBackCandidate and takeBackSteps read; found by the partial index of live moves, so take-backs
 * before cost nothing), the reader's newest news lines with the count of all of them, and — when the reader
 * is a player who has not seen the game at this seq — his "seen" mark, written in the same
 * statement. What the reader may be sent follows from his seat, found by the statement itself.
 * With them come the game's chat (its newest messages, read only for its players or when the
 * game lets anyone read it) and the reader's private notes; the "seen" mark covers the chat too.
 * Each part is bounded by the primary key (game_id, seq), whatever the length of the log.
 */
import type { Move } from '../../generated/prisma/client';
import type { GameRecord } from '../records';
import { GAME_COLUMNS, SEATS, gameFromJson } from './game';
import type { Row, Sql } from './sql';

export interface ReaderRequest {
  gameId: number;
  /** the reader (a player, when he has a seat), or null */
  userId: number | null;
  page: { before?: number; after?: number; limit: number };
  /** the news since this seq instead of since the player's last look */
  since?: number;
  /** the most news lines read */
  newsMax: number;
  /** the most chat messages read (the newest) */
  chatMax: number;
}

/** The game's chat as read with it (the newest messages, the oldest of them first), and the reader's notes. */
export interface ChatParts {
  messages: { id: number; userId: number; username: string; body: string; createdAt: Date }[];
  /** all messages not hidden */
  total: number;
  /** the newest message the reader had seen before this read (0: none) */
  seenBefore: number;
  /** the reader's private notes on the game */
  note: string | null;
}

export interface LogParts {
  /** the page, newest first (one more than the limit when there are more) */
  page: Move[];
  /** the live moves from the one before the reader's own undoable run on, oldest first (a player who may take back) */
  tail: Move[];
  /** the entries with a news line for the reader's seat, newest first (at most newsMax) */
  news: Move[];
  /** how many entries since the news' start have a news line for the seat */
  newsTotal: number;
}

const COLUMNS = `game_id AS "gameId", seq, kind::text AS kind, seat, payload, created_at AS "createdAt", state_hash AS "stateHash", undoable, lines, news`;

/** An entry has a line for the reader's news: the module's news line, or a platform event's line. */
const HAS_NEWS = `CASE WHEN kind = 'EVENT' THEN coalesce(lines ->> (SELECT seat FROM k), lines ->> (SELECT num_seats FROM k), '') <> ''
  ELSE jsonb_typeof(news) = 'array' AND coalesce(news ->> (SELECT seat FROM k), '') <> '' END`;

const READER = `WITH
  g AS (SELECT ${GAME_COLUMNS}, ${SEATS} FROM games g WHERE g.id = $1::int),
  v AS (SELECT seat, seen_seq, auto_play, chat_seen_id FROM seats WHERE game_id = $1::int AND user_id = $2::int AND kind = 'HUMAN'),
  ch AS (SELECT coalesce(max(id), 0) AS newest, count(*) FILTER (WHERE hidden_at IS NULL) AS shown FROM chat_messages WHERE game_id = $1::int),
  k AS (SELECT v.seat, g."numSeats" AS num_seats, g.seq, g.status <> 'OPEN' AS started,
          g.status = 'ACTIVE' AND NOT v.auto_play AS may_take_back, v.seen_seq,
          least(g.seq, coalesce($6::int, v.seen_seq)) AS news_since
        FROM g LEFT JOIN v ON true),
  seen AS (
    UPDATE seats SET seen_seq = greatest(seats.seen_seq, k.seq), chat_seen_id = greatest(seats.chat_seen_id, (SELECT newest FROM ch)) FROM k
    WHERE k.started AND k.seat IS NOT NULL AND seats.game_id = $1::int AND seats.seat = k.seat
      AND (seats.seen_seq < k.seq OR seats.chat_seen_id < (SELECT newest FROM ch)) RETURNING seats.seat),
  chat AS (
    SELECT coalesce(jsonb_agg(jsonb_build_object('id', x.id, 'userId', x.user_id, 'username', x.username, 'body', x.body, 'createdAt', x.created_at) ORDER BY x.id), '[]'::jsonb) AS j
    FROM (SELECT m.id, m.user_id, u.username, m.body, m.created_at FROM chat_messages m JOIN users u ON u.id = m.user_id
          -- (only for those who may read it: its players, or anyone when the game allows)
          WHERE $8::int > 0 AND ((SELECT "chatPublic" FROM g) OR EXISTS (SELECT 1 FROM v))
            AND m.game_id = $1::int AND m.hidden_at IS NULL ORDER BY m.id DESC LIMIT $8::int) x),
  page AS (
    SELECT 'p' AS part, ${COLUMNS} FROM moves WHERE game_id = $1::int AND ($3::int IS NULL OR seq < $3::int) AND ($4::int IS NULL OR seq > $4::int)
    ORDER BY seq DESC LIMIT $5::int + 1),
  mine AS (
    SELECT max(seq) AS seq FROM moves WHERE (SELECT may_take_back FROM k) AND game_id = $1::int AND kind = 'MOVE' AND NOT taken_back AND seat = (SELECT seat FROM k)),
  tail AS (
    SELECT 't' AS part, ${COLUMNS} FROM moves WHERE game_id = $1::int AND kind = 'MOVE' AND NOT taken_back AND (SELECT seq FROM mine) IS NOT NULL
      AND seq >= coalesce((SELECT max(seq) FROM moves WHERE game_id = $1::int AND kind = 'MOVE' AND NOT taken_back AND seq < (SELECT seq FROM mine)
        AND (seat <> (SELECT seat FROM k) OR NOT undoable)), 0)),
  news AS (
    SELECT 'n' AS part, ${COLUMNS} FROM moves WHERE (SELECT seat FROM k) IS NOT NULL AND game_id = $1::int AND seq > (SELECT news_since FROM k) AND ${HAS_NEWS}
    ORDER BY seq DESC LIMIT $7::int)
SELECT * FROM page UNION ALL SELECT * FROM tail UNION ALL SELECT * FROM news
UNION ALL SELECT 'c', NULL, (SELECT count(*) FROM moves WHERE (SELECT seat FROM k) IS NOT NULL AND game_id = $1::int AND seq > (SELECT news_since FROM k) AND ${HAS_NEWS})::int,
  NULL, (SELECT count(*) FROM seen)::int, (SELECT to_jsonb(g) FROM g), NULL, NULL, NULL, (SELECT j FROM chat),
  jsonb_build_object('total', (SELECT shown FROM ch), 'seenBefore', coalesce((SELECT chat_seen_id FROM v), 0),
    'note', (SELECT body FROM game_notes WHERE game_id = $1::int AND user_id = $2::int),
    'tournament', (SELECT jsonb_build_object('id', t.id, 'name', t.name, 'round', tt.round) FROM tournament_tables tt JOIN tournaments t ON t.id = tt.tournament_id WHERE tt.game_id = $1::int))`;

/** The game as the reader reads it with the parts of its log; null when there is no such game. */
/** The tournament a game is a table of (its round), for the game's page. */
export interface TournamentOfGame {
  id: number;
  name: string;
  round: number;
}

export async function readForReader(sql: Sql, r: ReaderRequest): Promise<{ game: GameRecord; parts: LogParts; chat: ChatParts; tournament: TournamentOfGame | null } | null> {
  const rows = await sql(READER, [r.gameId, r.userId, r.page.before ?? null, r.page.after ?? null, r.page.limit, r.since ?? null, r.newsMax, r.chatMax]);
  const count = rows.find((x) => x.part === 'c') as Row;
  if (!count.payload) return null;
  const of = (part: string) => rows.filter((x) => x.part === part).map(moveOf);
  // (the record holds the seats as read, before the statement's "seen" mark)
  const game = gameFromJson(count.payload as Row);
  const extra = count.news as { total: number; seenBefore: number; note: string | null; tournament: TournamentOfGame | null };
  const messages = (count.lines as ChatParts['messages']).map((m) => ({ ...m, createdAt: new Date(m.createdAt) }));
  return {
    game,
    parts: { page: of('p'), tail: of('t').sort((a, b) => a.seq - b.seq), news: of('n'), newsTotal: Number(count.seq) },
    chat: { messages, total: Number(extra.total), seenBefore: Number(extra.seenBefore), note: extra.note },
    tournament: extra.tournament ?? null,
  };
}

function moveOf(r: Row): Move {
  const { part: _part, ...rest } = r;
  return rest as unknown as Move;
}
