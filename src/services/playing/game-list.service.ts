/**
 * The lists of the lobby: my games (my turn first), open games, invitations, finished games. Each
 * is read a page at a time (the database pages it), with whether more follow.
 */
import type { Db } from '../../db/client';
import { summarize, GameSummary } from './game-view.service';
import { WITH_SEATS, type GameRecord } from '../../db/records';
import { findGame } from '../../games/registry';
import { Prisma } from '../../generated/prisma/client';

/** SQL: whether a friend of the user sits in game `g` as a player. */
const friendSeated = (userId: number | null) =>
  Prisma.sql`EXISTS (SELECT 1 FROM seats fs JOIN friends fr ON fr.friend_id = fs.user_id AND fr.user_id = ${userId}::int WHERE fs.game_id = g.id AND fs.kind = 'HUMAN')`;

export interface MyGame extends GameSummary {
  myTurn: boolean;
  /** the deadline of my move, when it is my turn in a game with deadlines */
  myDeadline: Date | null;
}

/** How many games a page of each list shows (the lobby's lists and the finished games). */
export const MY_GAMES_PAGE = 50;
export const INVITATIONS_PAGE = 20;
export const OPEN_GAMES_PAGE = 20;
export const FINISHED_PAGE = 25;

/** A page of a list, and whether there are more after it. */
export interface Page<T> {
  games: T[];
  more: boolean;
}

/** An open game of the lobby: whether a friend of the reader sits in it. */
export interface OpenGame extends GameSummary {
  friends: boolean;
}

/** A game waiting for a player's move. */
export interface WaitingGame {
  id: number;
  title: string;
  deadline: Date | null;
}

export class GameListService {
  constructor(private readonly db: Db) {}

  /**
   * The games waiting for the player's move, the most urgent first (nearest deadline, then the
   * longest waiting): the header's count, the title, "next game waiting for you". One query.
   */
  async waiting(userId: number): Promise<WaitingGame[]> {
    const rows = await this.db.$queryRaw<{ id: number; game_type: string; deadline_at: Date | null }[]>`
      SELECT g.id, g.game_type, s.deadline_at FROM seats s JOIN games g ON g.id = s.game_id
      WHERE s.user_id = ${userId} AND s.kind = 'HUMAN' AND NOT s.auto_play AND NOT s.replaced
        AND g.status = 'ACTIVE' AND s.seat = ANY (g.to_act)
      ORDER BY s.deadline_at ASC NULLS LAST, s.turn_started_at ASC NULLS LAST, g.id LIMIT 100`;
    return rows.map((r) => ({ id: r.id, title: findGame(r.game_type)?.meta.title ?? r.game_type, deadline: r.deadline_at }));
  }

  /**
   * Games where I have a seat, a page of them: those waiting for me first (the nearest deadline
   * first), then running, open (those with a friend of mine first) and finished ones, the latest
   * changed first. The database orders and pages them (by the seats of the player); the page's
   * games are then read by id.
   */
  async myGames(userId: number, page = 0, perPage = MY_GAMES_PAGE): Promise<Page<MyGame>> {
    const rows = await this.db.$queryRaw<{ id: number }[]>`
      SELECT g.id FROM seats s JOIN games g ON g.id = s.game_id
      WHERE s.user_id = ${userId} AND s.kind = 'HUMAN' AND g.status <> 'ABORTED'
      ORDER BY (g.status = 'ACTIVE' AND NOT s.auto_play AND s.seat = ANY (g.to_act)) DESC,
        CASE WHEN g.status = 'ACTIVE' AND NOT s.auto_play AND s.seat = ANY (g.to_act) THEN s.deadline_at END ASC NULLS LAST,
        CASE g.status WHEN 'ACTIVE' THEN 0 WHEN 'OPEN' THEN 1 ELSE 2 END,
        (g.status = 'OPEN' AND ${friendSeated(userId)}) DESC,
        g.updated_at DESC, g.id DESC
      LIMIT ${perPage + 1} OFFSET ${page * perPage}`;
    const list = (await this.inOrder(rows.slice(0, perPage).map((r) => r.id))).map((g) => {
      const mine = g.seats.find((s) => s.userId === userId && s.kind === 'HUMAN');
      const myTurn = g.status === 'ACTIVE' && mine !== undefined && !mine.autoPlay && g.toAct.includes(mine.seat);
      return { ...summarize(g, userId), myTurn, myDeadline: myTurn ? (mine?.deadlineAt ?? null) : null };
    });
    return { games: list, more: rows.length > perPage };
  }

  /**
   * Open games with a free seat that I am not in, a page of them: those a friend of mine sits in
   * first, then the newest first. Games with a player who blocked me, or whom I blocked, are not
   * listed.
   */
  async openGames(userId?: number, page = 0, perPage = OPEN_GAMES_PAGE): Promise<Page<OpenGame>> {
    const me = userId ?? null;
    const rows = await this.db.$queryRaw<{ id: number; friends: boolean }[]>`
      SELECT g.id, ${friendSeated(me)} AS friends
      FROM games g
      WHERE g.status = 'OPEN' AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = g.id AND s.kind = 'OPEN')
        AND (${me}::int IS NULL OR NOT EXISTS (
          SELECT 1 FROM seats s WHERE s.game_id = g.id AND (s.user_id = ${me}::int OR EXISTS (
            SELECT 1 FROM blocks b WHERE (b.user_id = s.user_id AND b.blocked_id = ${me}::int) OR (b.user_id = ${me}::int AND b.blocked_id = s.user_id)))))
      ORDER BY 2 DESC, g.created_at DESC, g.id DESC
      LIMIT ${perPage + 1} OFFSET ${page * perPage}`;
    const friends = new Map(rows.map((r) => [r.id, r.friends]));
    const list = (await this.inOrder(rows.slice(0, perPage).map((r) => r.id))).map((g) => ({ ...summarize(g, userId), friends: friends.get(g.id) === true }));
    return { games: list, more: rows.length > perPage };
  }

  /** The games with these ids, in this order (one gone meanwhile is left out). */
  private async inOrder(ids: number[]): Promise<GameRecord[]> {
    const games = ids.length ? await this.db.game.findMany({ where: { id: { in: ids } }, include: WITH_SEATS }) : [];
    const byId = new Map(games.map((g) => [g.id, g]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The open games I am invited to, the newest first, a page of them. */
  async invitations(userId: number, page = 0, perPage = INVITATIONS_PAGE): Promise<Page<GameSummary>> {
    const games = await this.db.game.findMany({
      where: { status: 'OPEN', seats: { some: { userId, kind: 'INVITED' } } },
      include: WITH_SEATS,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(page, perPage),
    });
    return pageOf(games, perPage, (g) => summarize(g, userId));
  }

  /** Finished games, the latest first, a page of them (on the index of status and end). */
  async finishedGames(page: number, perPage = FINISHED_PAGE): Promise<Page<GameSummary>> {
    const games = await this.db.game.findMany({
      where: { status: 'FINISHED' },
      include: WITH_SEATS,
      orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }],
      ...pageWindow(page, perPage),
    });
    return pageOf(games, perPage, (g) => summarize(g));
  }
}

/** The rows of a page and one more (to tell whether more follow). */
function pageWindow(page: number, perPage: number): { skip: number; take: number } {
  return { skip: page * perPage, take: perPage + 1 };
}

/** A page from the rows pageWindow read. */
function pageOf<R, T>(rows: R[], perPage: number, map: (row: R) => T): Page<T> {
  return { games: rows.slice(0, perPage).map(map), more: rows.length > perPage };
}
