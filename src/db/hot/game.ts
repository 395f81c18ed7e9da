/**
 * A game with its seats (and their players' names) in one statement: the game row, and the
 * seats as one JSON array beside it. The same record Prisma gives (GameRecord).
 */
import type { GameRecord } from '../records';
import { dateOf, type Row, type Sql } from './sql';

export const GAME_COLUMNS = `g.id, g.game_type AS "gameType", g.rules_version AS "rulesVersion", g.options, g.seed, g.num_seats AS "numSeats",
  g.status, g.seq, g.deadline_days AS "deadlineDays", g.notified_seq AS "notifiedSeq", g.to_act AS "toAct", g.state, g.result,
  g.created_by_id AS "createdById", g.created_at AS "createdAt", g.started_at AS "startedAt", g.finished_at AS "finishedAt", g.updated_at AS "updatedAt",
  g.rated, g.robots_rated AS "robotsRated", g.move_count AS "moveCount", g.chat_public AS "chatPublic", g.rematch_of_id AS "rematchOfId",
  g.practice, g.start,
  (SELECT t.timeouts FROM tournament_tables tt JOIN tournaments t ON t.id = tt.tournament_id WHERE tt.game_id = g.id) AS "tournamentTimeouts"`;

export const SEATS = `(SELECT coalesce(json_agg(json_build_object(
    'gameId', s.game_id, 'seat', s.seat, 'kind', s.kind, 'robotStrength', s.robot_strength, 'userId', s.user_id, 'autoPlay', s.auto_play, 'joinedAt', s.joined_at,
    'turnSeq', s.turn_seq, 'turnStartedAt', s.turn_started_at, 'deadlineAt', s.deadline_at, 'reminderSentAt', s.reminder_sent_at,
    'timedOutAt', s.timed_out_at, 'decisionDueAt', s.decision_due_at, 'replaced', s.replaced, 'seenSeq', s.seen_seq, 'liveUntil', s.live_until,
    'chatSeenId', s.chat_seen_id, 'endVote', s.end_vote,
    'user', CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id, 'username', u.username, 'vacationSince', u.vacation_since) END
  ) ORDER BY s.seat), '[]'::json) FROM seats s LEFT JOIN users u ON u.id = s.user_id WHERE s.game_id = g.id) AS seats`;

/** The game, or null when there is none with this id. */
export async function readGame(sql: Sql, id: number): Promise<GameRecord | null> {
  const [r] = await sql(`SELECT ${GAME_COLUMNS}, ${SEATS} FROM games g WHERE g.id = $1::int`, [id]);
  return r ? gameOf(r) : null;
}

/** A game row as row_to_json gives it (its timestamps as text). */
export function gameFromJson(r: Row): GameRecord {
  return gameOf({ ...r, createdAt: dateOf(r.createdAt), startedAt: dateOf(r.startedAt), finishedAt: dateOf(r.finishedAt), updatedAt: dateOf(r.updatedAt) });
}

function gameOf(r: Row): GameRecord {
  const seats = (r.seats as Row[]).map((s) => ({
    ...s,
    joinedAt: dateOf(s.joinedAt),
    turnStartedAt: dateOf(s.turnStartedAt),
    deadlineAt: dateOf(s.deadlineAt),
    reminderSentAt: dateOf(s.reminderSentAt),
    timedOutAt: dateOf(s.timedOutAt),
    decisionDueAt: dateOf(s.decisionDueAt),
    liveUntil: dateOf(s.liveUntil),
    user: s.user ? { ...(s.user as Row), vacationSince: dateOf((s.user as Row).vacationSince) } : null,
  }));
  return { ...r, seats } as unknown as GameRecord;
}
