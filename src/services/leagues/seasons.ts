/**
 * A league's seasons, run by the worker's minute sweep (LeagueService.sweep → step): a running
 * season ends when its last game ended, at the latest SEASON_GRACE_DAYS after its end date (a
 * game still running then counts as a tie of its players; it goes on as a normal game); the
 * standings of each division are stored, the best go up and the worst go down (rules.ts), and
 * the next season starts at once. With no season running, one starts at the league's
 * nextSeasonAt. At a season's start every division with enough players is seated as a round
 * robin, all rounds at once: normal games of the site, every seat its player's (HUMAN), with the
 * league's time per move, rated.
 *
 * Deciding happens in one transaction under the league's lock (LEAGUE_LOCK), so two sweeps at
 * once end or start a season once. The games are started after the commit
 * (LobbyService.startIfFull starts an OPEN game once): a process killed in between leaves OPEN
 * games that the next step starts.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { LEAGUE_LOCK } from '../../db/locks';
import { deriveSeed } from '../../engine/prng';
import { parseOptions } from '../../engine/replay';
import { findGame } from '../../games/registry';
import { DAY, type Clock } from '../../clock';
import { standings, type Entrant, type FormatSettings, type PlayedRound, type TableResult } from '../../tournaments';
import type { LobbyService } from '../playing/lobby.service';
import { ended, tableResult } from '../tournaments/played';
import { leagueSettings, nextDivisions, nextMonday, SEASON_GRACE_DAYS, seasonRounds } from './rules';
import type { LeagueMails, SeasonPlace, StartedGame } from './mails';

type Tx = Prisma.TransactionClient;

export interface StepReport {
  seasonEnded: boolean;
  seasonStarted: boolean;
}

/** What a step decided, for its mails after the commit. */
interface Decision extends StepReport {
  ended?: { number: number; places: SeasonPlace[] };
  started?: { number: number; endsAt: Date; games: StartedGame[] };
}

/** A stored league game with its game's status and result. */
export interface SeasonGame {
  division: number;
  round: number;
  index: number;
  gameId: number;
  players: number[];
  game: { status: string; result: unknown };
}

/**
 * A division's rounds as the pure formats read them. `final`: the season is over, so a game
 * still running counts as a tie of its players; else only the ended games count.
 */
export function divisionPlayed(games: SeasonGame[], byes: number[][], final: boolean): PlayedRound[] {
  const rounds = Math.max(0, byes.length, ...games.map((g) => g.round));
  const out: PlayedRound[] = [];
  for (let round = 1; round <= rounds; round++) {
    const tables: TableResult[] = games
      .filter((g) => g.round === round && (final || ended(g)))
      .sort((a, b) => a.index - b.index)
      .map((g) => (ended(g) ? tableResult(g) : { players: g.players, ranks: g.players.map(() => 1) }));
    out.push({ tables, byes: byes[round - 1] ?? [] });
  }
  return out;
}

/** The stored byes column: per division, a list per round. */
export function byesOf(json: unknown, division: number): number[][] {
  const all = (json ?? {}) as Record<string, unknown>;
  const rounds = all[String(division)];
  return Array.isArray(rounds) ? rounds.map((r) => (Array.isArray(r) ? r.filter((x): x is number => typeof x === 'number') : [])) : [];
}

export function settingsOfLeague(league: { gameType: string; tableSize: number }): FormatSettings {
  return leagueSettings(league.tableSize, findGame(league.gameType)?.meta.minSeats ?? 2);
}

export class LeagueSeasons {
  constructor(
    private readonly db: Db,
    private readonly lobby: LobbyService,
    private readonly clock: Clock,
    private readonly mails: LeagueMails | null = null,
  ) {}

  /**
   * Ends the running season when it is due, and starts the next one when it is due; then the
   * mails of what it decided ("season N is over", "season N has started: your games").
   */
  async step(leagueId: number): Promise<StepReport> {
    const { ended, started, ...report } = await this.db.$transaction((tx) => this.decide(tx, leagueId), { timeout: 60_000 });
    // Start what is not started yet: this season's games, or a season's made before a crash.
    const open = await this.db.leagueGame.findMany({ where: { season: { leagueId }, game: { status: 'OPEN' } }, select: { gameId: true }, orderBy: { gameId: 'asc' } });
    for (const { gameId } of open) await this.lobby.startIfFull(gameId);
    if (this.mails && (ended || started)) {
      const league = await this.db.league.findUniqueOrThrow({ where: { id: leagueId }, select: { id: true, gameType: true, deadlineDays: true } });
      if (ended) await this.mails.seasonOver(league, ended.number, ended.places);
      if (started) await this.mails.seasonStarted(league, started.number, started.endsAt, started.games);
    }
    return report;
  }

  private async decide(tx: Tx, leagueId: number): Promise<Decision> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${LEAGUE_LOCK}, ${leagueId})`;
    const league = await tx.league.findUnique({ where: { id: leagueId } });
    const report: Decision = { seasonEnded: false, seasonStarted: false };
    if (!league) return report;
    const now = this.clock.now();
    const running = await tx.leagueSeason.findFirst({
      where: { leagueId, status: 'RUNNING' },
      include: { players: true, games: { include: { game: { select: { status: true, result: true } } } } },
    });
    if (running) {
      const cutOff = running.endsAt.getTime() + SEASON_GRACE_DAYS * DAY;
      if (!running.games.every(ended) && now.getTime() < cutOff) return report;
      report.ended = { number: running.number, places: await this.end(tx, league, running, now) };
      report.seasonEnded = true;
    } else if (league.nextSeasonAt > now) {
      return report;
    }
    report.started = await this.start(tx, league, now);
    report.seasonStarted = !!report.started;
    return report;
  }

  /** Stores each division's standings and moves the members up and down (rules.ts nextDivisions). */
  private async end(tx: Tx, league: { id: number; gameType: string; tableSize: number }, season: RunningSeason, now: Date): Promise<SeasonPlace[]> {
    const settings = settingsOfLeague(league);
    const places: { userId: number; division: number; place: number; points: number }[] = [];
    for (const division of [...new Set(season.players.map((p) => p.division))]) {
      const entrants: Entrant[] = season.players.filter((p) => p.division === division).map((p) => ({ id: p.userId, rating: p.seedRating }));
      const played = divisionPlayed(season.games.filter((g) => g.division === division), byesOf(season.byes, division), true);
      for (const s of standings(settings, entrants, played)) places.push({ userId: s.id, division, place: s.place, points: s.points });
    }
    const members = await tx.leagueMember.findMany({ where: { leagueId: league.id } });
    const next = nextDivisions(
      members.map((m) => ({ userId: m.userId, division: m.division, joinedAt: m.joinedAt.getTime() })),
      places,
    );
    for (const p of places) {
      await tx.leagueSeasonPlayer.update({
        where: { seasonId_userId: { seasonId: season.id, userId: p.userId } },
        data: { place: p.place, points: p.points, nextDivision: next.get(p.userId) ?? null },
      });
    }
    for (const m of members) {
      const division = next.get(m.userId)!;
      if (division !== m.division) await tx.leagueMember.update({ where: { leagueId_userId: { leagueId: league.id, userId: m.userId } }, data: { division } });
    }
    await tx.leagueSeason.update({ where: { id: season.id }, data: { status: 'FINISHED', finishedAt: now } });
    return places.map((p) => ({ userId: p.userId, division: p.division, place: p.place, of: places.filter((q) => q.division === p.division).length, next: next.get(p.userId) ?? null }));
  }

  /**
   * A new season: every division with at least the game's fewest seats plays its round robin,
   * all rounds' games made now. Undefined (and the next try on the following Monday) when no
   * division can be seated.
   */
  private async start(tx: Tx, league: { id: number; gameType: string; tableSize: number; deadlineDays: number; seasonDays: number }, now: Date): Promise<Decision['started']> {
    const mod = findGame(league.gameType);
    if (!mod) return undefined;
    const settings = settingsOfLeague(league);
    const members = await tx.leagueMember.findMany({ where: { leagueId: league.id }, orderBy: [{ division: 'asc' }, { joinedAt: 'asc' }, { userId: 'asc' }] });
    const divisions = [...new Set(members.map((m) => m.division))].filter((d) => members.filter((m) => m.division === d).length >= settings.minSeats);
    if (divisions.length === 0) {
      await tx.league.update({ where: { id: league.id }, data: { nextSeasonAt: nextMonday(now) } });
      return undefined;
    }
    const last = await tx.leagueSeason.findFirst({ where: { leagueId: league.id }, orderBy: { number: 'desc' }, select: { number: true } });
    const seed = randomInt(0, 2 ** 31 - 1);
    const endsAt = new Date(now.getTime() + league.seasonDays * DAY);
    const number = (last?.number ?? 0) + 1;
    const season = await tx.leagueSeason.create({ data: { leagueId: league.id, number, seed, startedAt: now, endsAt }, select: { id: true } });
    const made: StartedGame[] = [];
    const options = parseOptions(mod, {}) as Prisma.InputJsonValue;
    const byes: Record<string, number[][]> = {};
    for (const division of divisions) {
      const ids = members.filter((m) => m.division === division).map((m) => m.userId);
      const ratings = await tx.rating.findMany({ where: { gameType: league.gameType, userId: { in: ids } }, select: { userId: true, ordinal: true } });
      const entrants: Entrant[] = ids.map((id) => ({ id, rating: ratings.find((r) => r.userId === id)?.ordinal ?? 0 }));
      await tx.leagueSeasonPlayer.createMany({ data: entrants.map((e) => ({ seasonId: season.id, userId: e.id, division, seedRating: e.rating })) });
      const rounds = seasonRounds(settings, entrants, deriveSeed(seed, division));
      for (const [r, round] of rounds.entries()) {
        for (const [index, table] of round.tables.entries()) {
          const game = await tx.game.create({
            data: {
              gameType: mod.meta.id,
              rulesVersion: mod.meta.rulesVersion,
              options,
              seed: 0,
              numSeats: table.players.length,
              deadlineDays: league.deadlineDays,
              rated: true,
              // a league has no organiser: the table's first player stands as the game's creator
              createdById: table.players[0],
              seats: { create: table.players.map((userId, seat) => ({ seat, kind: 'HUMAN' as const, userId, joinedAt: now })) },
            },
            select: { id: true },
          });
          await tx.leagueGame.create({ data: { seasonId: season.id, division, round: r + 1, index, gameId: game.id, players: table.players } });
          made.push({ gameId: game.id, division, round: r + 1, players: table.players });
        }
      }
      byes[String(division)] = rounds.map((round) => round.byes);
    }
    await tx.leagueSeason.update({ where: { id: season.id }, data: { byes } });
    await tx.league.update({ where: { id: league.id }, data: { nextSeasonAt: endsAt } });
    return { number, endsAt, games: made };
  }
}

type RunningSeason = Prisma.LeagueSeasonGetPayload<{ include: { players: true; games: { include: { game: { select: { status: true; result: true } } } } } }>;
