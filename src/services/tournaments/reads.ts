/** What the tournament pages read: lists, one tournament with its rounds and standings, a player's tournaments. */
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { msg } from '../../engine/text';
import { findGame } from '../../games/registry';
import { notFound } from '../../http/errors';
import { plannedRounds, standings } from '../../tournaments';
import { byesOf, ended, playedRounds, settingsOf, tableResult } from './played';
import type { TournamentPage, TournamentRoundRow, TournamentStatus, TournamentSummary } from './types';

const SUMMARY_INCLUDE = { createdBy: { select: { username: true } }, _count: { select: { players: true } } } as const;
type SummaryRow = Prisma.TournamentGetPayload<{ include: typeof SUMMARY_INCLUDE }>;

function minSeatsOf(gameType: string): number {
  return findGame(gameType)?.meta.minSeats ?? 2;
}

/** The rounds the format will have for its players now (0 while too few signed up). */
function planned(t: SummaryRow): number {
  const settings = settingsOf(t, minSeatsOf(t.gameType));
  const n = t._count.players;
  return n >= settings.minSeats ? plannedRounds(settings, n) : 0;
}

export function summaryOf(t: SummaryRow): TournamentSummary {
  return {
    id: t.id,
    name: t.name,
    gameType: t.gameType,
    format: t.format,
    tableSize: t.tableSize,
    status: t.status,
    players: t._count.players,
    minPlayers: t.minPlayers,
    maxPlayers: t.maxPlayers,
    signupClosesAt: t.signupClosesAt,
    currentRound: t.currentRound,
    plannedRounds: Math.max(planned(t), t.currentRound),
    featured: t.featured,
    inviteOnly: t.inviteOnly,
    rated: t.rated,
    deadlineDays: t.deadlineDays,
    timeouts: t.timeouts,
    organiser: t.createdBy.username,
    createdAt: t.createdAt,
  };
}

/** Featured first, then the newest. */
const ORDER: Prisma.TournamentOrderByWithRelationInput[] = [{ featured: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }];

export class TournamentReads {
  constructor(private readonly db: Db) {}

  async list(filter: { gameType?: string; status?: TournamentStatus }): Promise<TournamentSummary[]> {
    const rows = await this.db.tournament.findMany({
      where: { ...(filter.gameType ? { gameType: filter.gameType } : {}), ...(filter.status ? { status: filter.status } : {}) },
      include: SUMMARY_INCLUDE,
      orderBy: ORDER,
      take: 200,
    });
    return rows.map(summaryOf);
  }

  async ofUser(userId: number): Promise<{ summary: TournamentSummary; place: number | null }[]> {
    const rows = await this.db.tournamentPlayer.findMany({
      where: { userId },
      include: { tournament: { include: SUMMARY_INCLUDE } },
      orderBy: { joinedAt: 'desc' },
      take: 200,
    });
    return rows.map((r) => ({ summary: summaryOf(r.tournament), place: r.place }));
  }

  /** Open for sign-up, of the games he has played (invite-only ones only when invited), not joined yet; featured first. */
  async openFor(userId: number, now: Date): Promise<TournamentSummary[]> {
    const played = await this.db.seatResult.findMany({ where: { userId }, distinct: ['gameType'], select: { gameType: true } });
    if (!played.length) return [];
    const rows = await this.db.tournament.findMany({
      where: {
        status: 'SIGNUP',
        gameType: { in: played.map((p) => p.gameType) },
        OR: [{ signupClosesAt: null }, { signupClosesAt: { gt: now } }],
        AND: [{ OR: [{ inviteOnly: false }, { invites: { some: { userId } } }] }],
        players: { none: { userId } },
      },
      include: SUMMARY_INCLUDE,
      orderBy: ORDER,
      take: 20,
    });
    return rows.map(summaryOf);
  }

  /**
   * What the tournament's live page shows, as a mark that changes when the page would (its status,
   * round, players, places, games' ends), and the games to follow; null: no such tournament.
   */
  async liveMark(id: number): Promise<{ games: number[]; mark: string } | null> {
    const t = await this.db.tournament.findUnique({
      where: { id },
      select: {
        status: true,
        currentRound: true,
        featured: true,
        players: { select: { userId: true, withdrawn: true, place: true }, orderBy: { userId: 'asc' } },
        tables: { select: { gameId: true, game: { select: { status: true } } }, orderBy: { gameId: 'asc' } },
      },
    });
    return t ? { games: t.tables.map((x) => x.gameId), mark: JSON.stringify(t) } : null;
  }

  async page(id: number, viewerUserId: number | undefined, now = new Date()): Promise<TournamentPage> {
    const t = await this.db.tournament.findUnique({
      where: { id },
      include: {
        ...SUMMARY_INCLUDE,
        players: { include: { user: { select: { username: true } } } },
        invites: { select: { userId: true } },
        tables: { include: { game: { select: { status: true, result: true } } }, orderBy: [{ round: 'asc' }, { index: 'asc' }] },
      },
    });
    if (!t) throw notFound(msg('site.tournament.error.none'));
    const summary = summaryOf(t);
    const names = new Map(t.players.map((p) => [p.userId, p.user.username]));
    const nameOf = (userId: number) => names.get(userId) ?? '?';
    const settings = settingsOf(t, minSeatsOf(t.gameType));
    const entrants = t.players.map((p) => ({ id: p.userId, rating: p.seedRating }));
    const byes = byesOf(t.byes);
    const played = playedRounds(t.tables, byes, t.currentRound);
    // Withdrawn players not seated after the round: in groups then final, one who went on from it is out in it (as the final placing has it).
    const withdrawnAfter = (round: number) =>
      t.players
        .filter((p) => p.withdrawn && !t.tables.some((x) => x.round > round && x.players.includes(p.userId)) && !byes.slice(round).some((b) => b.includes(p.userId)))
        .map((p) => p.userId);
    const rounds: TournamentRoundRow[] = [];
    for (let round = 1; round <= t.currentRound; round++) {
      const tables = t.tables.filter((x) => x.round === round);
      const done = round <= played.length;
      rounds.push({
        round,
        tables: tables.map((x) => {
          const result = ended(x) ? tableResult(x) : null;
          return { index: x.index, gameId: x.gameId, status: x.game.status, players: x.players.map((userId, i) => ({ userId, username: nameOf(userId), rank: result ? result.ranks[i] : null })) };
        }),
        byes: (byes[round - 1] ?? []).map(nameOf),
        standings: done ? standings(settings, entrants, played.slice(0, round), withdrawnAfter(round)).map((s) => ({ ...s, username: nameOf(s.id) })) : [],
      });
    }
    const players = t.players
      .map((p) => ({ userId: p.userId, username: p.user.username, seedRating: p.seedRating, withdrawn: p.withdrawn, place: p.place }))
      .sort((a, b) => (a.place ?? Infinity) - (b.place ?? Infinity) || b.seedRating - a.seedRating || a.userId - b.userId);
    const final = t.status === 'FINISHED' ? players.filter((p) => p.place !== null).map((p) => ({ place: p.place as number, username: p.username, userId: p.userId })) : null;
    const viewer = viewerUserId === undefined ? null : await this.db.user.findUnique({ where: { id: viewerUserId }, select: { isAdmin: true } });
    const me = viewerUserId === undefined ? undefined : t.players.find((p) => p.userId === viewerUserId);
    const organiser = viewerUserId !== undefined && t.createdById === viewerUserId;
    const invited = viewerUserId !== undefined && t.invites.some((i) => i.userId === viewerUserId);
    const signupOpen = t.status === 'SIGNUP' && (t.signupClosesAt === null || t.signupClosesAt > now);
    return {
      summary,
      options: (t.options ?? {}) as Record<string, unknown>,
      organiserId: t.createdById,
      players,
      rounds,
      final,
      viewer: {
        joined: !!me,
        invited,
        canJoin: viewerUserId !== undefined && signupOpen && !me && t.players.length < t.maxPlayers && (!t.inviteOnly || invited || organiser),
        canLeave: t.status === 'SIGNUP' && !!me,
        canStart: organiser && t.status === 'SIGNUP' && t.players.length >= t.minPlayers,
        canWithdraw: t.status === 'RUNNING' && !!me && !me.withdrawn,
        canFeature: !!viewer?.isAdmin,
        canInvite: organiser && t.status === 'SIGNUP',
      },
    };
  }
}
