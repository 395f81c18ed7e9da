/**
 * Running a tournament (the worker's "tournament-advance" job and the minute sweep): when every
 * game of the current round has ended, the pure formats (src/tournaments/) say the next round —
 * its tables become normal games of the site, every seat its player's (HUMAN), with the
 * tournament's options, time per move and rating — or that it is over: the places are stored.
 *
 * Deciding happens in one transaction under the tournament's lock (TOURNAMENT_LOCK), so two jobs
 * at once seat a round once. The games are started after that commit (LobbyService.startIfFull,
 * which starts an OPEN game once): a process killed in between leaves OPEN games that the next
 * advance (a job or the sweep) starts. The round mails' jobs are sent before a game's start, and
 * mails have idempotency keys.
 */
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { TOURNAMENT_LOCK } from '../../db/locks';
import { findGame } from '../../games/registry';
import type { Clock } from '../../clock';
import { nextRound, standings } from '../../tournaments';
import type { LobbyService } from '../playing/lobby.service';
import { byesOf, ended, playedRounds, settingsOf } from './played';
import type { TournamentMails } from './mails';

type Decision =
  | { kind: 'none' }
  | { kind: 'seated'; round: number; tables: { gameId: number; players: number[] }[] }
  | { kind: 'finished'; places: { userId: number; place: number }[] };

export class TournamentRounds {
  constructor(
    private readonly db: Db,
    private readonly lobby: LobbyService,
    private readonly mails: TournamentMails,
    private readonly clock: Clock,
  ) {}

  async advance(id: number): Promise<void> {
    const decision = await this.db.$transaction((tx) => this.decide(tx, id), { timeout: 30_000 });
    // Start what is not started yet: this round's games, or a round seated before a crash. The
    // round mails' delayed jobs are sent first (keyed: once a seat), so a crash right after a
    // start loses none; without a job queue the one that starts a game makes them.
    const open = await this.db.tournamentTable.findMany({ where: { tournamentId: id, game: { status: 'OPEN' } }, select: { gameId: true } });
    for (const { gameId } of open) {
      await this.mails.beforeStart(gameId);
      if (await this.lobby.startIfFull(gameId)) await this.mails.started(gameId);
    }
    if (decision.kind !== 'finished') return;
    const t = await this.db.tournament.findUniqueOrThrow({ where: { id } });
    await this.mails.over(t, decision.places);
  }

  private async decide(tx: Prisma.TransactionClient, id: number): Promise<Decision> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TOURNAMENT_LOCK}, ${id})`;
    const t = await tx.tournament.findUnique({
      where: { id },
      include: {
        players: { orderBy: { userId: 'asc' } },
        tables: { include: { game: { select: { status: true, result: true } } } },
      },
    });
    if (!t || t.status !== 'RUNNING') return { kind: 'none' };
    const current = t.tables.filter((x) => x.round === t.currentRound);
    if (t.currentRound > 0 && !current.every(ended)) return { kind: 'none' };
    const mod = findGame(t.gameType);
    if (!mod) return { kind: 'none' };
    const settings = settingsOf(t, mod.meta.minSeats);
    const byes = byesOf(t.byes);
    const played = playedRounds(t.tables, byes, t.currentRound);
    const entrants = t.players.map((p) => ({ id: p.userId, rating: p.seedRating }));
    const active = t.players.filter((p) => !p.withdrawn).map((p) => p.userId);
    const round = nextRound(settings, entrants, played, active, t.seed);
    const now = this.clock.now();
    if (!round || round.tables.length === 0) {
      // a player who went on and withdrew since is placed after those still in (groups then final)
      const withdrawn = t.players.filter((p) => p.withdrawn).map((p) => p.userId);
      const places = standings(settings, entrants, played, withdrawn).map((s) => ({ userId: s.id, place: s.place }));
      for (const p of places) await tx.tournamentPlayer.update({ where: { tournamentId_userId: { tournamentId: id, userId: p.userId } }, data: { place: p.place } });
      await tx.tournament.update({ where: { id }, data: { status: 'FINISHED', finishedAt: now } });
      return { kind: 'finished', places };
    }
    const number = t.currentRound + 1;
    const tables: { gameId: number; players: number[] }[] = [];
    for (const [index, table] of round.tables.entries()) {
      const game = await tx.game.create({
        data: {
          gameType: mod.meta.id,
          rulesVersion: mod.meta.rulesVersion,
          options: t.options as Prisma.InputJsonValue,
          seed: 0,
          numSeats: table.players.length,
          deadlineDays: t.deadlineDays,
          rated: t.rated,
          createdById: t.createdById,
          // seen_seq -1: not looked at yet (a look stores the game's seq, 0 at the start: the round mail's test)
          seats: { create: table.players.map((userId, seat) => ({ seat, kind: 'HUMAN' as const, userId, joinedAt: now, seenSeq: -1 })) },
        },
        select: { id: true },
      });
      await tx.tournamentTable.create({ data: { tournamentId: id, round: number, index, gameId: game.id, players: table.players } });
      tables.push({ gameId: game.id, players: table.players });
    }
    const allByes = [...byes.slice(0, t.currentRound)];
    while (allByes.length < t.currentRound) allByes.push([]);
    allByes.push(round.byes);
    await tx.tournament.update({ where: { id }, data: { currentRound: number, byes: allByes } });
    return { kind: 'seated', round: number, tables };
  }
}
