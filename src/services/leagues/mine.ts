/**
 * A player's leagues, for his profile and the lobby: each league's game, his division, the
 * running season (whether he plays in it, and how many of his games of it wait for his move),
 * and his place in the last finished season he played.
 */
import type { Db } from '../../db/client';

export interface UserLeague {
  gameType: string;
  division: number;
  /** the running season's number, or null */
  season: number | null;
  /** he is seated in the running season */
  playing: boolean;
  /** his games of the running season still running, and those of them waiting for his move */
  running: number;
  waiting: number;
  /** his last finished season: its number, his division and place there, of how many */
  last: { season: number; division: number; place: number; of: number } | null;
}

export async function leaguesOf(db: Db, userId: number): Promise<UserLeague[]> {
  const members = await db.leagueMember.findMany({ where: { userId }, include: { league: { select: { gameType: true } } }, orderBy: { league: { gameType: 'asc' } } });
  return Promise.all(
    members.map(async (m): Promise<UserLeague> => {
      const [running, last] = await Promise.all([
        db.leagueSeason.findFirst({
          where: { leagueId: m.leagueId, status: 'RUNNING' },
          select: {
            number: true,
            players: { where: { userId }, select: { userId: true } },
            games: { where: { players: { has: userId }, game: { status: 'ACTIVE' } }, select: { game: { select: { toAct: true, seats: { where: { userId }, select: { seat: true } } } } } },
          },
        }),
        db.leagueSeasonPlayer.findFirst({
          where: { userId, place: { not: null }, season: { leagueId: m.leagueId, status: 'FINISHED' } },
          orderBy: { season: { number: 'desc' } },
          select: { seasonId: true, division: true, place: true, season: { select: { number: true } } },
        }),
      ]);
      const of = last ? await db.leagueSeasonPlayer.count({ where: { seasonId: last.seasonId, division: last.division } }) : 0;
      const games = running?.games ?? [];
      return {
        gameType: m.league.gameType,
        division: m.division,
        season: running?.number ?? null,
        playing: (running?.players.length ?? 0) > 0,
        running: games.length,
        waiting: games.filter((g) => g.game.seats.some((s) => g.game.toAct.includes(s.seat))).length,
        last: last ? { season: last.season.number, division: last.division, place: last.place ?? 0, of } : null,
      };
    }),
  );
}
