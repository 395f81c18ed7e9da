/**
 * Tournaments (issue 35): an organiser makes one for a game (its options, the seats at a table,
 * the format), players sign up, and it starts — by its organiser, or by itself when the sign-up
 * closes with enough players (cancelled with fewer). From then on the worker runs it (advance):
 * it seats each round with the pure formats (src/tournaments/) as normal games of the site, and
 * when every game of the round has ended, the next round, until the format says it is over; then
 * it stores the places. Everything is in PostgreSQL; one advisory lock per tournament
 * (TOURNAMENT_LOCK) makes every change of it one at a time. Bad input is a 4xx and changes nothing.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { TOURNAMENT_LOCK } from '../../db/locks';
import { msg } from '../../engine/text';
import { parseOptions } from '../../engine/replay';
import { findGame } from '../../games/registry';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import type { Clock } from '../../clock';
import type { JobSender } from '../../queue';
import { announceLobby } from '../../live/announce';
import { CreateTournamentInput, InviteInput } from './input';
import { ROUND_ROBIN_MAX_PLAYERS as MAX_ROUND_ROBIN_PLAYERS } from '../../tournaments';
import { TournamentRounds } from './rounds';
import type { TournamentMails } from './mails';
import { TournamentReads } from './reads';
import type { TournamentPage, TournamentStatus, TournamentSummary } from './types';
import type { DeadlineService } from '../outgoing/deadline.service';

type Tx = Prisma.TransactionClient;

/** 404 for what cannot be a tournament's id. */
function checkId(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw notFound(msg('site.tournament.error.none'));
}

export class TournamentService {
  private readonly reads: TournamentReads;

  constructor(
    private readonly db: Db,
    private readonly rounds: TournamentRounds,
    private readonly mails: TournamentMails,
    private readonly deadlines: DeadlineService,
    private readonly clock: Clock,
    private readonly jobs: () => JobSender | null,
  ) {
    this.reads = new TournamentReads(db);
  }

  list(filter: { gameType?: string; status?: TournamentStatus }): Promise<TournamentSummary[]> {
    return this.reads.list(filter);
  }

  page(id: number, viewerUserId?: number): Promise<TournamentPage> {
    checkId(id);
    return this.reads.page(id, viewerUserId, this.clock.now());
  }

  /** The live page's mark and the games it follows (src/routes/live.routes.ts). */
  liveMark(id: number): Promise<{ games: number[]; mark: string } | null> {
    return this.reads.liveMark(id);
  }

  ofUser(userId: number): Promise<{ summary: TournamentSummary; place: number | null }[]> {
    return this.reads.ofUser(userId);
  }

  openFor(userId: number): Promise<TournamentSummary[]> {
    return this.reads.openFor(userId, this.clock.now());
  }

  /** A new tournament in sign-up; its organiser need not play in it. Returns its id. */
  async create(userId: number, input: unknown): Promise<number> {
    const data = parseInput(CreateTournamentInput, input, msg('site.tournament.input'));
    const user = await this.db.user.findUnique({ where: { id: userId }, select: { emailConfirmedAt: true } });
    if (!user?.emailConfirmedAt) throw forbidden(msg('site.tournament.error.confirmFirst'), 'unconfirmed');
    const mod = findGame(data.gameType);
    if (!mod) throw badRequest(msg('site.error.noSuchGameType', { name: data.gameType }), 'unknown_game');
    const { minSeats, maxSeats } = mod.meta;
    if (data.tableSize < Math.max(2, minSeats) || data.tableSize > maxSeats) {
      throw badRequest(msg('site.error.seatsRange', { game: mod.meta.title, min: Math.max(2, minSeats), max: maxSeats }), 'invalid_input');
    }
    let options: unknown;
    try {
      options = parseOptions(mod, data.options);
    } catch {
      throw badRequest(msg('site.error.notOptions', { game: mod.meta.title }), 'invalid_input');
    }
    const fewest = Math.max(2, minSeats);
    if (data.minPlayers < fewest || data.maxPlayers < data.minPlayers) {
      throw badRequest(msg('site.tournament.error.playersRange', { min: fewest }), 'invalid_input');
    }
    if (data.format === 'roundRobin' && data.maxPlayers > MAX_ROUND_ROBIN_PLAYERS) {
      throw badRequest(msg('site.tournament.error.roundRobinSize', { max: MAX_ROUND_ROBIN_PLAYERS }), 'invalid_input');
    }
    if (data.rounds !== null && data.format !== 'swiss') throw badRequest(msg('site.tournament.error.roundsSwissOnly'), 'invalid_input');
    if (data.signupClosesAt && data.signupClosesAt.getTime() <= this.clock.now().getTime()) {
      throw badRequest(msg('site.tournament.error.closesAt'), 'invalid_input');
    }
    const invited = await this.usersByName(data.invite, userId);
    const t = await this.db.tournament.create({
      data: {
        name: data.name,
        gameType: mod.meta.id,
        options: options as Prisma.InputJsonValue,
        tableSize: data.tableSize,
        format: data.format,
        rounds: data.rounds,
        inviteOnly: data.inviteOnly,
        minPlayers: data.minPlayers,
        maxPlayers: data.maxPlayers,
        rated: data.rated,
        deadlineDays: data.deadlineDays || null,
        timeouts: data.timeouts,
        signupClosesAt: data.signupClosesAt,
        seed: randomInt(0, 2 ** 31 - 1),
        createdById: userId,
        invites: { create: invited.map((u) => ({ userId: u.id })) },
      },
      select: { id: true },
    });
    await this.mails.invited(t.id, invited.map((u) => u.id));
    return t.id;
  }

  /** Signs the player up (while the sign-up is open, the tournament not full; invite-only: invited). */
  async join(id: number, userId: number): Promise<void> {
    await this.locked(id, async (tx, t) => {
      this.signupOpen(t);
      if (t.players.some((p) => p.userId === userId)) throw conflict(msg('site.tournament.error.alreadyJoined'), 'already_joined');
      if (t.inviteOnly && t.createdById !== userId && !t.invites.some((i) => i.userId === userId)) throw forbidden(msg('site.tournament.error.inviteOnly'), 'invite_only');
      if (t.players.length >= t.maxPlayers) throw conflict(msg('site.tournament.error.full'), 'full');
      await tx.tournamentPlayer.create({ data: { tournamentId: id, userId, joinedAt: this.clock.now(), seedRating: await seedRating(tx, t.gameType, userId) } });
    });
    await this.announce();
  }

  /** Takes the player off the list (before the start). */
  async leave(id: number, userId: number): Promise<void> {
    await this.locked(id, async (tx, t) => {
      if (t.status !== 'SIGNUP') throw conflict(msg('site.tournament.error.notInSignup'), 'not_signup');
      const done = await tx.tournamentPlayer.deleteMany({ where: { tournamentId: id, userId } });
      if (done.count === 0) throw conflict(msg('site.tournament.error.notJoined'), 'not_joined');
    });
    await this.announce();
  }

  /** The organiser invites players (before the start); each gets a mail. */
  async invite(id: number, userId: number, input: unknown): Promise<void> {
    const { invite } = parseInput(InviteInput, input, msg('site.input.username'));
    if (!invite.length) throw badRequest(msg('site.error.enterUsername'), 'invalid_input');
    const invited = await this.locked(id, async (tx, t) => {
      if (t.createdById !== userId) throw forbidden(msg('site.tournament.error.organiserOnly'), 'not_organiser');
      if (t.status !== 'SIGNUP') throw conflict(msg('site.tournament.error.notInSignup'), 'not_signup');
      const users = await this.usersByName(invite, userId);
      await tx.tournamentInvite.createMany({ data: users.map((u) => ({ tournamentId: id, userId: u.id })), skipDuplicates: true });
      return users.map((u) => u.id);
    });
    await this.mails.invited(id, invited); // after the commit; once per tournament and player (its key)
    await this.announce();
  }

  /** An admin features the tournament (shown first), or no longer. */
  async feature(id: number, userId: number, on: boolean): Promise<void> {
    checkId(id);
    const user = await this.db.user.findUnique({ where: { id: userId }, select: { isAdmin: true } });
    if (!user?.isAdmin) throw forbidden(msg('site.error.adminOnly'), 'admin_only');
    const done = await this.db.tournament.updateMany({ where: { id }, data: { featured: on } });
    if (done.count === 0) throw notFound(msg('site.tournament.error.none'));
  }

  /** The organiser starts it (with enough players); the worker seats the first round. */
  async start(id: number, userId: number): Promise<void> {
    await this.locked(id, async (tx, t) => {
      if (t.createdById !== userId) throw forbidden(msg('site.tournament.error.organiserOnly'), 'not_organiser');
      if (t.status !== 'SIGNUP') throw conflict(msg('site.tournament.error.notInSignup'), 'not_signup');
      if (t.players.length < t.minPlayers) throw conflict(msg('site.tournament.error.tooFew', { min: t.minPlayers }), 'too_few');
      await this.begin(tx, t);
    });
    await this.afterStart(id);
  }

  /**
   * A player leaves a running tournament: he is never seated again and his games count; in his
   * game of the round now the robot plays his seat on, a forfeit (so the round does not wait for
   * him).
   */
  async withdraw(id: number, userId: number): Promise<void> {
    await this.locked(id, async (tx, t) => {
      if (t.status !== 'RUNNING') throw conflict(msg('site.tournament.error.notRunning'), 'not_running');
      const done = await tx.tournamentPlayer.updateMany({ where: { tournamentId: id, userId, withdrawn: false }, data: { withdrawn: true } });
      if (done.count === 0) throw conflict(msg('site.tournament.error.notJoined'), 'not_joined');
    });
    const seats = await this.db.seat.findMany({
      where: { userId, kind: 'HUMAN', replaced: false, game: { status: 'ACTIVE', tournamentTable: { tournamentId: id } } },
      select: { gameId: true, seat: true },
    });
    for (const s of seats) {
      // (a move landing at the same moment makes the take-over look again)
      for (let attempt = 0; attempt < 5; attempt++) {
        if (await this.deadlines.takeOver(s.gameId, s.seat, null, undefined, 'withdrew')) break;
        const now = await this.db.seat.findUnique({ where: { gameId_seat: { gameId: s.gameId, seat: s.seat } }, select: { replaced: true, game: { select: { status: true } } } });
        if (!now || now.replaced || now.game.status !== 'ACTIVE') break;
      }
    }
  }

  /** The tournament a game belongs to, or null. */
  async ofGame(gameId: number): Promise<number | null> {
    return (await this.db.tournamentTable.findUnique({ where: { gameId }, select: { tournamentId: true } }))?.tournamentId ?? null;
  }

  /** The worker's step: seats the next round when the current one is over, or finishes the tournament. */
  /** The worker's "tournament-round-mail" job: a round's mail to one seat, after the grace period. */
  roundMailDue(gameId: number, seat: number): Promise<boolean> {
    return this.mails.roundMailDue(gameId, seat);
  }

  advance(id: number): Promise<void> {
    return this.rounds.advance(id);
  }

  /**
   * The minute sweep: sign-ups that closed start (or are cancelled with too few players), and
   * every running tournament whose round has no game left running is advanced (a lost job costs
   * nothing). Returns what it did.
   */
  async sweep(): Promise<{ tournamentsStarted: number; tournamentsCancelled: number; tournamentsAdvanced: number }> {
    const report = { tournamentsStarted: 0, tournamentsCancelled: 0, tournamentsAdvanced: 0 };
    const due = await this.db.tournament.findMany({ where: { status: 'SIGNUP', signupClosesAt: { lte: this.clock.now() } }, select: { id: true }, take: 100 });
    for (const { id } of due) {
      const outcome = await this.locked(id, async (tx, t) => {
        if (t.status !== 'SIGNUP' || !t.signupClosesAt || t.signupClosesAt > this.clock.now()) return null;
        if (t.players.length < t.minPlayers) {
          await tx.tournament.update({ where: { id }, data: { status: 'CANCELLED', finishedAt: this.clock.now() } });
          return 'cancelled' as const;
        }
        await this.begin(tx, t);
        return 'started' as const;
      });
      if (outcome === 'started') {
        report.tournamentsStarted++;
        await this.afterStart(id);
      } else if (outcome === 'cancelled') report.tournamentsCancelled++;
    }
    const waiting = await this.db.$queryRaw<{ id: number }[]>`
      SELECT t.id FROM tournaments t WHERE t.status = 'RUNNING' AND NOT EXISTS (
        SELECT 1 FROM tournament_tables tt JOIN games g ON g.id = tt.game_id
        WHERE tt.tournament_id = t.id AND tt.round = t.current_round AND g.status = 'ACTIVE')
      ORDER BY t.id LIMIT 100`;
    for (const { id } of waiting) {
      await this.rounds.advance(id);
      report.tournamentsAdvanced++;
    }
    return report;
  }

  /** RUNNING, with the seeding ratings as they are now. */
  private async begin(tx: Tx, t: LockedTournament): Promise<void> {
    for (const p of t.players) {
      await tx.tournamentPlayer.update({ where: { tournamentId_userId: { tournamentId: t.id, userId: p.userId } }, data: { seedRating: await seedRating(tx, t.gameType, p.userId) } });
    }
    await tx.tournament.update({ where: { id: t.id }, data: { status: 'RUNNING', startedAt: this.clock.now() } });
  }

  /** The first round is seated by the worker (a job); without a job queue, here. */
  private async afterStart(id: number): Promise<void> {
    const jobs = this.jobs();
    if (jobs) await jobs.send('tournament-advance', { tournamentId: id }, { key: `${id}:start` });
    else await this.rounds.advance(id);
  }

  private signupOpen(t: LockedTournament): void {
    const closed = t.status !== 'SIGNUP' || (t.signupClosesAt !== null && t.signupClosesAt <= this.clock.now());
    if (closed) throw conflict(msg('site.tournament.error.closed'), 'closed');
  }

  /** Runs `fn` in a transaction holding the tournament's lock, with the tournament as it is then; 404 when none. */
  /** Tells the open pages (the tournament's page follows the lobby's announcements) that its list of players changed. */
  private async announce(): Promise<void> {
    await announceLobby(this.db, 0).catch(() => undefined); // a lost announcement: the page's next heartbeat looks again
  }

  private async locked<T>(id: number, fn: (tx: Tx, t: LockedTournament) => Promise<T>): Promise<T> {
    checkId(id);
    return this.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${TOURNAMENT_LOCK}, ${id})`;
      const t = await tx.tournament.findUnique({ where: { id }, include: { players: { select: { userId: true } }, invites: { select: { userId: true } } } });
      if (!t) throw notFound(msg('site.tournament.error.none'));
      return fn(tx, t);
    });
  }

  private async usersByName(names: string[], selfId: number) {
    const keys = [...new Set(names.map((n) => n.toLowerCase()))];
    const users = keys.length ? await this.db.user.findMany({ where: { usernameKey: { in: keys } }, select: { id: true, usernameKey: true } }) : [];
    for (const key of keys) {
      const u = users.find((x) => x.usernameKey === key);
      if (!u) throw notFound(msg('site.error.noPlayer', { name: names.find((n) => n.toLowerCase() === key) ?? key }));
      if (u.id === selfId) throw badRequest(msg('site.error.inviteSelf'), 'invalid_input');
    }
    return users;
  }
}

type LockedTournament = Prisma.TournamentGetPayload<{ include: { players: { select: { userId: true } }; invites: { select: { userId: true } } } }>;

/** The seeding rating: the player's rating in the game (its ordinal), 0 without one (a newcomer's). */
async function seedRating(tx: Tx, gameType: string, userId: number): Promise<number> {
  const r = await tx.rating.findUnique({ where: { userId_gameType: { userId, gameType } }, select: { ordinal: true } });
  return r?.ordinal ?? 0;
}
