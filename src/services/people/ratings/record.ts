/**
 * What a finished game writes in the transaction that finishes it: a seat_results row per seat,
 * the new ratings of its players, and its length in moves. The finishing change lands once (the
 * sequence check), so all of this happens exactly once per game.
 */
import type { Prisma } from '../../../generated/prisma/client';
import type { GameRecord } from '../../../db/records';
import type { RobotStrength } from '../../../engine/contract';
import { firstRating, ordinalOf, rateGame, ROBOT_RATINGS, type RatedSeat, type Rating } from './model';
import { strengthOf } from '../../playing/robot-strengths';

/** The result as the game stores it (see GameService). */
export interface StoredResult {
  ranks?: number[];
  timedOut?: number[];
}

/**
 * Records the result. Rated are games the players did not agree to end early, with final places
 * and at least one human, and — when a robot has a seat — whose creator chose that they are rated
 * with robots (a fair first game, issue 31): every human seat is rated against the others, robot
 * seats with the robots' rating in this game at their strength (issue 33), which the game then
 * moves (per strength, the mean of its robot seats' new ratings); a seat lost by running out of
 * time has the last place (GameService gave it).
 */
export async function recordResult(tx: Prisma.TransactionClient, game: GameRecord, result: StoredResult, at: Date): Promise<void> {
  const ranks = result.ranks && result.ranks.length === game.numSeats ? result.ranks : null;
  const timedOut = new Set(result.timedOut ?? []);
  const humans = game.seats.filter((s) => s.kind === 'HUMAN' && s.userId !== null);
  const after = new Map<number, { before: Rating; after: Rating }>();
  const robotSeats = game.seats.filter((s) => s.kind === 'ROBOT');
  if (isRated(game) && ranks && humans.length > 0 && game.numSeats >= 2) {
    const before = await lockRatings(tx, game.gameType, humans.map((s) => s.userId as number), at);
    const seats: RatedSeat[] = game.seats.map((s) => (s.kind === 'HUMAN' && s.userId !== null ? before.get(s.userId)! : { robot: strengthOf(s) }));
    // (locked after the players' rows, strengths in one order: every finishing game takes them in the same order)
    const strengths = [...new Set(robotSeats.map(strengthOf))].sort();
    const robotsBefore: Partial<Record<RobotStrength, Rating>> = {};
    for (const k of strengths) robotsBefore[k] = await lockRobotRating(tx, game.gameType, k, at);
    const rated = rateGame(seats, ranks, robotsBefore);
    const next = rated.seats;
    for (const k of strengths) {
      const r = rated.robots[k]!;
      const won = robotSeats.some((s) => strengthOf(s) === k && ranks[s.seat] === 1) ? 1 : 0;
      await tx.$executeRaw`
        UPDATE robot_ratings SET mu = ${r.mu}, sigma = ${r.sigma}, ordinal = ${ordinalOf(r)},
          games = games + 1, wins = wins + ${won}, updated_at = ${at}
        WHERE game_type = ${game.gameType} AND strength = ${k}::"RobotStrength"`;
    }
    for (const s of humans) after.set(s.seat, { before: before.get(s.userId as number)!, after: next[s.seat] });
    const rows = humans.map((s) => ({ userId: s.userId as number, r: next[s.seat], won: ranks[s.seat] === 1 ? 1 : 0 }));
    await tx.$executeRaw`
      UPDATE ratings r SET mu = v.mu, sigma = v.sigma, ordinal = v.ord, games = r.games + 1, wins = r.wins + v.won, updated_at = ${at}
      FROM unnest(${rows.map((x) => x.userId)}::int[], ${rows.map((x) => x.r.mu)}::float8[], ${rows.map((x) => x.r.sigma)}::float8[],
                  ${rows.map((x) => ordinalOf(x.r))}::float8[], ${rows.map((x) => x.won)}::int[]) AS v(user_id, mu, sigma, ord, won)
      WHERE r.user_id = v.user_id AND r.game_type = ${game.gameType}`;
  }
  await tx.seatResult.createMany({
    data: game.seats.map((s) => {
      const human = s.kind === 'HUMAN' && s.userId !== null;
      const r = after.get(s.seat);
      return {
        gameId: game.id,
        seat: s.seat,
        gameType: game.gameType,
        numSeats: game.numSeats,
        userId: human ? s.userId : null,
        robot: !human,
        robotStrength: s.kind === 'ROBOT' ? strengthOf(s) : null,
        rank: ranks ? ranks[s.seat] : null,
        won: ranks ? ranks[s.seat] === 1 : false,
        timedOut: timedOut.has(s.seat),
        muBefore: r?.before.mu ?? null,
        sigmaBefore: r?.before.sigma ?? null,
        muAfter: r?.after.mu ?? null,
        sigmaAfter: r?.after.sigma ?? null,
        finishedAt: at,
      };
    }),
  });
  // The game's length: its live moves (those taken back are marked, moves.taken_back).
  await tx.$executeRaw`
    UPDATE games SET move_count = (SELECT count(*) FROM moves WHERE game_id = ${game.id} AND kind = 'MOVE' AND NOT taken_back)
    WHERE id = ${game.id}`;
}

/** Whether the game's result moves ratings: not ended early by agreement, and with robots only when its creator chose so. */
export function isRated(game: Pick<GameRecord, 'rated' | 'robotsRated' | 'seats'>): boolean {
  return game.rated && (game.robotsRated || !game.seats.some((s) => s.kind === 'ROBOT'));
}

/** The robots' rating in this game at a strength, locked until the transaction ends (made at ROBOT_RATINGS the first time). */
async function lockRobotRating(tx: Prisma.TransactionClient, gameType: string, strength: RobotStrength, at: Date): Promise<Rating> {
  const first = ROBOT_RATINGS[strength];
  await tx.$executeRaw`
    INSERT INTO robot_ratings (game_type, strength, mu, sigma, ordinal, games, wins, updated_at)
    VALUES (${gameType}, ${strength}::"RobotStrength", ${first.mu}, ${first.sigma}, ${ordinalOf(first)}, 0, 0, ${at})
    ON CONFLICT (game_type, strength) DO NOTHING`;
  const [r] = await tx.$queryRaw<{ mu: number; sigma: number }[]>`
    SELECT mu, sigma FROM robot_ratings WHERE game_type = ${gameType} AND strength = ${strength}::"RobotStrength" FOR UPDATE`;
  return { mu: r.mu, sigma: r.sigma };
}

/**
 * The players' ratings in this game, locked until the transaction ends (a newcomer's row is made
 * first). Rows are taken in user order, so two games finishing at once with the same players wait
 * for each other instead of deadlocking, and neither update is lost.
 */
async function lockRatings(tx: Prisma.TransactionClient, gameType: string, userIds: number[], at: Date): Promise<Map<number, Rating>> {
  const ids = [...userIds].sort((a, b) => a - b);
  const start = firstRating();
  await tx.$executeRaw`
    INSERT INTO ratings (user_id, game_type, mu, sigma, ordinal, games, wins, updated_at)
    SELECT u, ${gameType}, ${start.mu}, ${start.sigma}, ${ordinalOf(start)}, 0, 0, ${at} FROM unnest(${ids}::int[]) AS u ORDER BY u
    ON CONFLICT (user_id, game_type) DO NOTHING`;
  const rows = await tx.$queryRaw<{ user_id: number; mu: number; sigma: number }[]>`
    SELECT user_id, mu, sigma FROM ratings WHERE game_type = ${gameType} AND user_id = ANY(${ids}::int[]) ORDER BY user_id FOR UPDATE`;
  return new Map(rows.map((r) => [r.user_id, { mu: r.mu, sigma: r.sigma }]));
}
