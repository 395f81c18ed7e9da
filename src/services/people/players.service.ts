/**
 * Players as others see them: the public profile (games played and won, ratings with their
 * history, recent results, running games) and each game's leaderboard.
 */
import { msg } from '../../engine/text';
import type { RobotStrength } from '../../engine/contract';
import type { Db } from '../../db/client';
import { allGames, findGame } from '../../games/registry';
import { notFound } from '../../http/errors';
import { summarize, type GameSummary } from '../playing/game-view.service';
import { WITH_SEATS } from '../../db/records';
import { userByName } from './user.service';
import { firstRating, shownRating } from './ratings/model';
import { ratingChart, type Chart } from './ratings/chart';
import { readStats, refreshStats, type GameStatistics } from './ratings/stats';
import { ratingsAfterGame, ratingChange } from './ratings/after';
import type { Clock } from '../../clock';

/** Statistics computed this recently are not computed again for a game that just finished (the sweep catches up). */
const STATS_QUIET_SECONDS = 60;

/** The fewest rated games that put a player on a leaderboard. */
export const LEADERBOARD_MIN_GAMES = 3;
export const LEADERBOARD_PAGE = 50;
/** How many finished games and running games a profile lists. */
const RECENT = 10;
/** How many of a player's newest rated games a rating chart shows. */
const CHART_GAMES = 100;
const RUNNING = 20;

export interface GameRecordOfPlayer {
  gameType: string;
  title: string;
  played: number;
  won: number;
  /** the rating shown, with its rated games; null before the first rated game */
  rating: number | null;
  ratedGames: number;
  chart: Chart | null;
}

export interface RecentResult {
  gameId: number;
  title: string;
  finishedAt: Date;
  rank: number | null;
  numSeats: number;
  won: boolean;
  timedOut: boolean;
  /** the change of the shown rating (rated games) */
  change: number | null;
}

export interface PublicProfile {
  id: number;
  username: string;
  memberSince: Date;
  language: string | null;
  perGame: GameRecordOfPlayer[];
  recent: RecentResult[];
  /** (myTurn: the reader is this player and must act) */
  running: (GameSummary & { myTurn: boolean; myDeadline: null })[];
}

export interface LeaderRow {
  place: number;
  username: string;
  rating: number;
  games: number;
  wins: number;
}

export class PlayersService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** A game's statistics, as last computed (computed now when there are none yet). */
  async stats(gameType: string): Promise<{ stats: GameStatistics; computedAt: Date }> {
    return readStats(this.db, gameType, this.clock.now());
  }

  /** The robots' ratings in a game by strength (issue 33), as players' ratings are shown; strengths without a rated game left out. */
  async robotRatings(gameType: string): Promise<{ strength: RobotStrength; rating: number; games: number; wins: number }[]> {
    const rows = await this.db.robotRating.findMany({ where: { gameType }, orderBy: { strength: 'asc' } });
    return rows.map((r) => ({ strength: r.strength, rating: shownRating(r), games: r.games, wins: r.wins }));
  }

  /**
   * After a game finished (the worker): its kind's statistics are computed again, unless they
   * were within the last STATS_QUIET_SECONDS (games finishing in a burst); the minute sweep then
   * counts the games they miss (refreshStale).
   */
  async statsAfter(game: { gameType: string }): Promise<void> {
    const now = this.clock.now();
    const row = await this.db.gameStats.findUnique({ where: { gameType: game.gameType }, select: { computedAt: true } });
    if (row && now.getTime() - row.computedAt.getTime() < STATS_QUIET_SECONDS * 1000) return;
    await refreshStats(this.db, game.gameType, now);
  }

  /** The minute sweep: the statistics of every game with a game finished since they were computed. */
  async refreshStale(): Promise<number> {
    const stale = await this.db.$queryRaw<{ game_type: string }[]>`
      SELECT g.game_type FROM games g LEFT JOIN game_stats s ON s.game_type = g.game_type
      WHERE g.status = 'FINISHED' GROUP BY g.game_type, s.computed_at
      HAVING max(g.finished_at) >= coalesce(s.computed_at, '-infinity'::timestamptz)`;
    for (const r of stale) await refreshStats(this.db, r.game_type, this.clock.now());
    return stale.length;
  }

  /** The profile of the player with this name (any case); 404 when there is none. */
  async profile(username: string, viewerId?: number): Promise<PublicProfile> {
    const user = await userByName(this.db, username);
    if (!user) throw notFound(msg('site.error.noPlayer', { name: username.slice(0, 40) }));
    const [counts, ratings, history, recent, running] = await Promise.all([
      this.db.$queryRaw<{ game_type: string; played: bigint; won: bigint }[]>`
        SELECT game_type, count(*) AS played, count(*) FILTER (WHERE won) AS won FROM seat_results WHERE user_id = ${user.id} AND rank IS NOT NULL GROUP BY game_type`,
      this.db.rating.findMany({ where: { userId: user.id } }),
      // the newest CHART_GAMES rated games of each game, for the charts
      this.db.$queryRaw<{ game_type: string; game_id: number; finished_at: Date; mu_before: number; sigma_before: number; mu_after: number; sigma_after: number }[]>`
        SELECT game_type, game_id, finished_at, mu_before, sigma_before, mu_after, sigma_after FROM (
          SELECT *, row_number() OVER (PARTITION BY game_type ORDER BY finished_at DESC, game_id DESC) AS n
          FROM seat_results WHERE user_id = ${user.id} AND mu_after IS NOT NULL) x
        WHERE n <= ${CHART_GAMES} ORDER BY finished_at, game_id`,
      this.db.seatResult.findMany({ where: { userId: user.id }, orderBy: [{ finishedAt: 'desc' }, { gameId: 'desc' }], take: RECENT }),
      this.db.game.findMany({ where: { status: 'ACTIVE', seats: { some: { userId: user.id, kind: 'HUMAN' } } }, include: WITH_SEATS, orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }], take: RUNNING }),
    ]);
    const perGame = allGames().flatMap((mod) => {
      const c = counts.find((r) => r.game_type === mod.meta.id);
      const r = ratings.find((x) => x.gameType === mod.meta.id);
      if (!c && !r) return [];
      const mine = history.filter((h) => h.game_type === mod.meta.id);
      const points = mine.map((h) => ({ at: h.finished_at, gameId: h.game_id, rating: shownRating({ mu: h.mu_after, sigma: h.sigma_after }) }));
      // The line starts at the rating before the first game charted (a newcomer's 1500 at first).
      const start = mine.length ? shownRating({ mu: mine[0].mu_before, sigma: mine[0].sigma_before }) : shownRating(firstRating());
      return [{
        gameType: mod.meta.id,
        title: mod.meta.title,
        played: Number(c?.played ?? 0),
        won: Number(c?.won ?? 0),
        rating: r ? shownRating(r) : null,
        ratedGames: r?.games ?? 0,
        chart: ratingChart(points, start),
      }];
    });
    return {
      id: user.id,
      username: user.username,
      memberSince: user.createdAt,
      language: user.language,
      perGame,
      recent: recent.map((r) => ({
        gameId: r.gameId,
        title: findGame(r.gameType)?.meta.title ?? r.gameType,
        finishedAt: r.finishedAt,
        rank: r.rank,
        numSeats: r.numSeats,
        won: r.won,
        timedOut: r.timedOut,
        change: ratingChange(r)?.change ?? null,
      })),
      running: running.map((g) => {
        const summary = summarize(g, viewerId);
        return { ...summary, myTurn: summary.seats.some((x) => x.you && x.toAct), myDeadline: null };
      }),
    };
  }

  /** A player's rating after a finished game and what the game changed (null: not rated for him). */
  async ratingAfter(gameId: number, userId: number): Promise<{ rating: number; change: number } | null> {
    return (await ratingsAfterGame(this.db, gameId, userId)).get(userId) ?? null;
  }

  /** A page of a game's leaderboard: players with at least LEADERBOARD_MIN_GAMES rated games, the best first. */
  async leaderboard(gameType: string, page: number): Promise<{ rows: LeaderRow[]; more: boolean }> {
    const rows = await this.db.rating.findMany({
      where: { gameType, games: { gte: LEADERBOARD_MIN_GAMES } },
      orderBy: [{ ordinal: 'desc' }, { userId: 'asc' }],
      skip: page * LEADERBOARD_PAGE,
      take: LEADERBOARD_PAGE + 1,
      include: { user: { select: { username: true } } },
    });
    return {
      rows: rows.slice(0, LEADERBOARD_PAGE).map((r, i) => ({ place: page * LEADERBOARD_PAGE + i + 1, username: r.user.username, rating: shownRating(r), games: r.games, wins: r.wins })),
      more: rows.length > LEADERBOARD_PAGE,
    };
  }
}
