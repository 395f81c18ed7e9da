/**
 * A game's statistics (shown on its rules page): games finished with a result (not those ended
 * early by agreement), their average length in moves and days, wins by seat for each number of
 * players, and how robots fare against humans in the games where both played. Computed from seat_results and games with a few aggregates, stored in
 * game_stats (by the worker when a game of this kind finishes, at most once a minute, and by the
 * minute sweep for those it missed: PlayersService), and read from there.
 */
import type { Db } from '../../../db/client';
import type { Prisma } from '../../../generated/prisma/client';

export interface GameStatistics {
  games: number;
  /** average moves and days of a finished game (null before the first) */
  avgMoves: number | null;
  avgDays: number | null;
  /** per number of players: games, and per seat (the seating order) the share of games it won */
  bySeats: { numSeats: number; games: number; seats: { seat: number; games: number; wins: number; rate: number }[] }[];
  /** in games with robots and humans: the share of seats each won */
  robotsVsHumans: { games: number; robotSeats: number; robotWins: number; humanSeats: number; humanWins: number } | null;
}

const EMPTY: GameStatistics = { games: 0, avgMoves: null, avgDays: null, bySeats: [], robotsVsHumans: null };

const share = (wins: number, games: number) => (games ? Math.round((1000 * wins) / games) / 10 : 0);

/** Computes the statistics of a kind of game from the database. */
export async function computeStats(db: Db, gameType: string): Promise<GameStatistics> {
  const [length] = await db.$queryRaw<{ games: bigint; moves: number | null; days: number | null }[]>`
    SELECT count(*) AS games, avg(move_count)::float8 AS moves,
      avg(extract(epoch FROM finished_at - coalesce(started_at, created_at)) / 86400)::float8 AS days
    FROM games WHERE game_type = ${gameType} AND status = 'FINISHED' AND id IN (SELECT game_id FROM seat_results WHERE game_type = ${gameType} AND rank IS NOT NULL)`;
  const seats = await db.$queryRaw<{ num_seats: number; seat: number; games: bigint; wins: bigint }[]>`
    SELECT num_seats, seat, count(*) AS games, count(*) FILTER (WHERE won) AS wins
    FROM seat_results WHERE game_type = ${gameType} AND rank IS NOT NULL GROUP BY num_seats, seat ORDER BY num_seats, seat`;
  const mixed = await db.$queryRaw<{ robot: boolean; games: bigint; seats: bigint; wins: bigint }[]>`
    WITH m AS (SELECT game_id FROM seat_results WHERE game_type = ${gameType} AND rank IS NOT NULL GROUP BY game_id HAVING bool_or(robot) AND bool_or(NOT robot))
    SELECT robot, (SELECT count(*) FROM m) AS games, count(*) AS seats, count(*) FILTER (WHERE won) AS wins
    FROM seat_results WHERE game_id IN (SELECT game_id FROM m) GROUP BY robot`;
  const games = Number(length.games);
  if (!games) return EMPTY;
  const bySeats = new Map<number, GameStatistics['bySeats'][number]>();
  for (const r of seats) {
    const g = bySeats.get(r.num_seats) ?? { numSeats: r.num_seats, games: 0, seats: [] };
    g.games = Math.max(g.games, Number(r.games));
    g.seats.push({ seat: r.seat, games: Number(r.games), wins: Number(r.wins), rate: share(Number(r.wins), Number(r.games)) });
    bySeats.set(r.num_seats, g);
  }
  const robots = mixed.find((r) => r.robot);
  const humans = mixed.find((r) => !r.robot);
  return {
    games,
    avgMoves: length.moves === null ? null : Math.round(length.moves),
    avgDays: length.days === null ? null : Math.round(length.days * 10) / 10,
    bySeats: [...bySeats.values()],
    robotsVsHumans:
      robots && humans
        ? { games: Number(robots.games), robotSeats: Number(robots.seats), robotWins: Number(robots.wins), humanSeats: Number(humans.seats), humanWins: Number(humans.wins) }
        : null,
  };
}

/** Recomputes and stores the statistics (the worker, after a game of this kind finished). */
export async function refreshStats(db: Db, gameType: string, now: Date): Promise<GameStatistics> {
  const data = await computeStats(db, gameType);
  const json = data as unknown as Prisma.InputJsonValue;
  await db.gameStats.upsert({ where: { gameType }, create: { gameType, data: json, computedAt: now }, update: { data: json, computedAt: now } });
  return data;
}

/** The stored statistics (computed once when there are none yet). */
export async function readStats(db: Db, gameType: string, now: Date): Promise<{ stats: GameStatistics; computedAt: Date }> {
  const row = await db.gameStats.findUnique({ where: { gameType } });
  if (row) return { stats: row.data as unknown as GameStatistics, computedAt: row.computedAt };
  return { stats: await refreshStats(db, gameType, now), computedAt: now };
}
