/** The lists of the lobby: my games (my turn first), open games, invitations, finished games. */
import type { Db } from '../db/client';
import { summarize, GameSummary } from './game-view.service';
import { findGame } from '../games/registry';

const include = { seats: { orderBy: { seat: 'asc' }, include: { user: { select: { id: true, username: true, vacationSince: true } } } } } as const;

export interface MyGame extends GameSummary {
  myTurn: boolean;
  /** the deadline of my move, when it is my turn in a game with deadlines */
  myDeadline: Date | null;
}

const STATUS_ORDER: Record<string, number> = { ACTIVE: 0, OPEN: 1, FINISHED: 2, ABORTED: 3 };

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

  /** Games where I have a seat: those waiting for me first, then running, open, and recent finished ones. */
  async myGames(userId: number): Promise<MyGame[]> {
    const games = await this.db.game.findMany({
      where: { seats: { some: { userId, kind: 'HUMAN' } }, status: { not: 'ABORTED' } },
      include,
      orderBy: { updatedAt: 'desc' },
      take: 200,
    });
    const list = games.map((g) => {
      const mine = g.seats.find((s) => s.userId === userId && s.kind === 'HUMAN');
      const myTurn = g.status === 'ACTIVE' && mine !== undefined && !mine.autoPlay && g.toAct.includes(mine.seat);
      return { ...summarize(g, userId), myTurn, myDeadline: myTurn ? (mine?.deadlineAt ?? null) : null };
    });
    // Waiting for me first, the nearest deadline first among them.
    const due = (g: MyGame) => g.myDeadline?.getTime() ?? Number.MAX_SAFE_INTEGER;
    return list.sort((a, b) => Number(b.myTurn) - Number(a.myTurn) || due(a) - due(b) || STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  }

  /** Open games with a free seat that I am not in. */
  async openGames(userId?: number): Promise<GameSummary[]> {
    const games = await this.db.game.findMany({
      where: {
        status: 'OPEN',
        seats: { some: { kind: 'OPEN' } },
        ...(userId ? { NOT: { seats: { some: { userId } } } } : {}),
      },
      include,
      orderBy: { createdAt: 'desc' },
      take: 100,
    });
    return games.map((g) => summarize(g, userId));
  }

  async invitations(userId: number): Promise<GameSummary[]> {
    const games = await this.db.game.findMany({
      where: { status: 'OPEN', seats: { some: { userId, kind: 'INVITED' } } },
      include,
      orderBy: { createdAt: 'desc' },
    });
    return games.map((g) => summarize(g, userId));
  }

  async finishedGames(page: number, perPage = 25): Promise<{ games: GameSummary[]; more: boolean }> {
    const games = await this.db.game.findMany({
      where: { status: 'FINISHED' },
      include,
      orderBy: { finishedAt: 'desc' },
      skip: page * perPage,
      take: perPage + 1,
    });
    return { games: games.slice(0, perPage).map((g) => summarize(g)), more: games.length > perPage };
  }
}
