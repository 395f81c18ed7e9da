/**
 * The standing league of each game (issue 35; docs/tournaments.md, "League"), as Board Game
 * Arena's: one per game, made on first use, with no organiser. Its players are in divisions of
 * at most 10 (1 is the top); a season of four weeks seats each division as a round robin, all its
 * games at once (asynchronous: they are played side by side); at its end the best go up a
 * division and the worst go down, and the next season starts. Anyone with a confirmed address
 * may join at any time: he enters the lowest division (a new one below it when it is full) and
 * plays from the next season's start. One who leaves is not seated from the next season on; his
 * running games go on. The worker's minute sweep ends and starts the seasons (seasons.ts); one
 * advisory lock per league (LEAGUE_LOCK) makes every change of it one at a time. Bad input is a
 * 4xx and changes nothing.
 */
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { LEAGUE_LOCK } from '../../db/locks';
import { isUniqueViolation } from '../../db/errors';
import { msg } from '../../engine/text';
import { findGame } from '../../games/registry';
import { conflict, forbidden, notFound } from '../../http/errors';
import { standings } from '../../tournaments';
import type { Clock } from '../../clock';
import { DAY } from '../../clock';
import { ended, tableResult } from '../tournaments/played';
import { DIVISION_SIZE, LEAGUE_DEADLINE_DAYS, leagueTableSize, nextMonday, SEASON_DAYS, SEASON_GRACE_DAYS } from './rules';
import { byesOf, divisionPlayed, settingsOfLeague, type LeagueSeasons } from './seasons';
import type { LeagueDivision, LeaguePage } from './types';
import { leaguesOf, type UserLeague } from './mine';

type Tx = Prisma.TransactionClient;

export class LeagueService {
  constructor(
    private readonly db: Db,
    private readonly seasons: LeagueSeasons,
    private readonly clock: Clock,
  ) {}

  /** He joins the game's league: the lowest division, or a new one below it when it is full. */
  async join(gameType: string, userId: number): Promise<{ division: number }> {
    const mod = gameOf(gameType);
    const user = await this.db.user.findUnique({ where: { id: userId }, select: { emailConfirmedAt: true } });
    if (!user?.emailConfirmedAt) throw forbidden(msg('site.league.error.confirmFirst'), 'unconfirmed');
    const leagueId = await this.ensure(mod.meta.id, mod.meta.maxSeats);
    return this.locked(leagueId, async (tx) => {
      const members = await tx.leagueMember.findMany({ where: { leagueId }, select: { userId: true, division: true } });
      if (members.some((m) => m.userId === userId)) throw conflict(msg('site.league.error.alreadyIn'), 'already_joined');
      const lowest = Math.max(1, ...members.map((m) => m.division));
      const inLowest = members.filter((m) => m.division === lowest).length;
      const division = inLowest >= DIVISION_SIZE ? lowest + 1 : lowest;
      await tx.leagueMember.create({ data: { leagueId, userId, division, joinedAt: this.clock.now() } });
      return { division };
    });
  }

  /** He leaves the game's league: not seated from the next season on (his running games go on). */
  async leave(gameType: string, userId: number): Promise<void> {
    const mod = gameOf(gameType);
    const league = await this.db.league.findUnique({ where: { gameType: mod.meta.id }, select: { id: true } });
    if (!league) throw conflict(msg('site.league.error.notIn'), 'not_joined');
    await this.locked(league.id, async (tx) => {
      const done = await tx.leagueMember.deleteMany({ where: { leagueId: league.id, userId } });
      if (done.count === 0) throw conflict(msg('site.league.error.notIn'), 'not_joined');
    });
  }

  /** Every league's size: members and divisions, by game. */
  async overview(): Promise<Map<string, { members: number; divisions: number }>> {
    const rows = await this.db.$queryRaw<{ game_type: string; members: number; divisions: number }[]>`
      SELECT l.game_type, COUNT(m.user_id)::int AS members, COUNT(DISTINCT m.division)::int AS divisions
      FROM leagues l LEFT JOIN league_members m ON m.league_id = l.id GROUP BY l.game_type`;
    return new Map(rows.map((r) => [r.game_type, { members: r.members, divisions: r.divisions }]));
  }

  /** The minute sweep: every league's season ended and started when due. */
  async sweep(): Promise<{ leagueSeasonsEnded: number; leagueSeasonsStarted: number }> {
    const report = { leagueSeasonsEnded: 0, leagueSeasonsStarted: 0 };
    const now = this.clock.now();
    const due = await this.db.league.findMany({
      where: { OR: [{ seasons: { some: { status: 'RUNNING' } } }, { nextSeasonAt: { lte: now } }] },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    for (const { id } of due) {
      const step = await this.seasons.step(id);
      if (step.seasonEnded) report.leagueSeasonsEnded++;
      if (step.seasonStarted) report.leagueSeasonsStarted++;
    }
    return report;
  }

  /** A player's leagues: division, the running season and his games waiting in it, his last season's place. */
  ofUser(userId: number): Promise<UserLeague[]> {
    return leaguesOf(this.db, userId);
  }

  /**
   * What the league's live page shows, as a mark that changes when the page would (its members
   * and divisions, its running season's games' ends, the last finished season), and the games to
   * follow. A move changes none of it.
   */
  async liveMark(gameType: string): Promise<{ games: number[]; mark: string }> {
    const league = await this.db.league.findUnique({
      where: { gameType },
      select: {
        members: { select: { userId: true, division: true }, orderBy: { userId: 'asc' } },
        seasons: { where: { status: 'RUNNING' }, select: { number: true, games: { select: { gameId: true, game: { select: { status: true } } }, orderBy: { gameId: 'asc' } } } },
      },
    });
    const last = league ? await this.db.leagueSeason.findFirst({ where: { league: { gameType }, status: 'FINISHED' }, orderBy: { number: 'desc' }, select: { number: true } }) : null;
    return { games: (league?.seasons ?? []).flatMap((x) => x.games.map((g) => g.gameId)), mark: JSON.stringify({ league, last }) };
  }

  /** The league's page: its divisions with members, standings and games; the last season's moves; the viewer's place. */
  async page(gameType: string, viewerId?: number): Promise<LeaguePage> {
    const mod = gameOf(gameType);
    const league = await this.db.league.findUnique({ where: { gameType: mod.meta.id } });
    const base = { gameType: mod.meta.id, deadlineDays: LEAGUE_DEADLINE_DAYS, seasonDays: SEASON_DAYS, graceDays: SEASON_GRACE_DAYS, divisionSize: DIVISION_SIZE };
    const signedIn = viewerId !== undefined;
    if (!league) {
      return {
        ...base,
        tableSize: leagueTableSize(mod.meta.id, mod.meta.maxSeats),
        season: null,
        nextSeasonAt: null,
        divisions: [],
        lastSeason: null,
        viewer: { member: false, division: null, playing: false, canJoin: signedIn, canLeave: false },
      };
    }
    const user = { select: { username: true } } as const;
    const [members, running, last] = await Promise.all([
      this.db.leagueMember.findMany({ where: { leagueId: league.id }, include: { user }, orderBy: [{ division: 'asc' }, { joinedAt: 'asc' }, { userId: 'asc' }] }),
      this.db.leagueSeason.findFirst({
        where: { leagueId: league.id, status: 'RUNNING' },
        include: { players: { include: { user } }, games: { include: { game: { select: { status: true, result: true } } }, orderBy: [{ division: 'asc' }, { round: 'asc' }, { index: 'asc' }] } },
      }),
      this.db.leagueSeason.findFirst({ where: { leagueId: league.id, status: 'FINISHED' }, orderBy: { number: 'desc' }, include: { players: { include: { user } } } }),
    ]);
    const names = new Map<number, string>();
    for (const m of members) names.set(m.userId, m.user.username);
    for (const p of [...(running?.players ?? []), ...(last?.players ?? [])]) names.set(p.userId, p.user.username);
    const nameOf = (id: number) => names.get(id) ?? '?';
    const settings = settingsOfLeague(league);
    const numbers = [...new Set([...members.map((m) => m.division), ...(running?.players ?? []).map((p) => p.division)])].sort((a, b) => a - b);
    const divisions: LeagueDivision[] = numbers.map((division) => {
      const roster = (running?.players ?? []).filter((p) => p.division === division);
      const games = (running?.games ?? []).filter((g) => g.division === division);
      const table = roster.length
        ? standings(settings, roster.map((p) => ({ id: p.userId, rating: p.seedRating })), divisionPlayed(games, byesOf(running?.byes, division), false))
        : [];
      return {
        division,
        members: members.filter((m) => m.division === division).map((m) => ({ userId: m.userId, username: m.user.username, playing: roster.some((p) => p.userId === m.userId) })),
        standings: table.map((s) => ({ ...s, username: nameOf(s.id) })),
        games: games.map((g) => {
          const result = ended(g) ? tableResult(g) : null;
          return { gameId: g.gameId, round: g.round, status: g.game.status, players: g.players.map((userId, i) => ({ userId, username: nameOf(userId), rank: result ? result.ranks[i] : null })) };
        }),
      };
    });
    const me = members.find((m) => m.userId === viewerId);
    return {
      ...base,
      tableSize: league.tableSize,
      season: running ? { number: running.number, startedAt: running.startedAt, endsAt: running.endsAt, closesBy: new Date(running.endsAt.getTime() + SEASON_GRACE_DAYS * DAY) } : null,
      nextSeasonAt: running ? null : league.nextSeasonAt,
      divisions,
      lastSeason: last
        ? {
            number: last.number,
            finishedAt: last.finishedAt ?? last.endsAt,
            moves: last.players
              .filter((p) => p.nextDivision !== p.division)
              .map((p) => ({ userId: p.userId, username: p.user.username, from: p.division, to: p.nextDivision, place: p.place ?? 0 }))
              .sort((a, b) => a.from - b.from || a.place - b.place),
          }
        : null,
      viewer: {
        member: !!me,
        division: me?.division ?? null,
        playing: !!me && !!running?.players.some((p) => p.userId === me.userId),
        canJoin: signedIn && !me,
        canLeave: !!me,
      },
    };
  }

  /** The game's league, made on first use (no organiser); its first season starts the next Monday. */
  private async ensure(gameType: string, maxSeats: number): Promise<number> {
    const found = await this.db.league.findUnique({ where: { gameType }, select: { id: true } });
    if (found) return found.id;
    try {
      const made = await this.db.league.create({
        data: { gameType, tableSize: leagueTableSize(gameType, maxSeats), deadlineDays: LEAGUE_DEADLINE_DAYS, seasonDays: SEASON_DAYS, nextSeasonAt: nextMonday(this.clock.now()) },
        select: { id: true },
      });
      return made.id;
    } catch (err) {
      // made by another request at the same moment
      if (!isUniqueViolation(err)) throw err;
      return (await this.db.league.findUniqueOrThrow({ where: { gameType }, select: { id: true } })).id;
    }
  }

  private locked<T>(leagueId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
    return this.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LEAGUE_LOCK}, ${leagueId})`;
      return fn(tx);
    });
  }
}

/** The game, or a 404 that says there is no such game. */
function gameOf(gameType: string) {
  const mod = typeof gameType === 'string' ? findGame(gameType) : undefined;
  if (!mod) throw notFound(msg('site.error.noSuchGameType', { name: String(gameType).slice(0, 40) }));
  return mod;
}
