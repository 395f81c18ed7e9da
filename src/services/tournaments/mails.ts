/**
 * A tournament's mails: "<organiser> invites you to the tournament" to each player invited to
 * it, "round N has started: your game" to each player seated in it, and "the tournament is over:
 * your place" to every player. In the recipient's language, with the game
 * mails' preferences (category 'game': "none" gets none, an unconfirmed address none); each has
 * an idempotency key, so a round seated again after a crash mails nobody twice. The round's mail
 * follows the grace period and the conditions of "your turn" mails and stands for the seat's
 * first one (docs/jobs-and-mail.md, "Grace period").
 */
import type { Db } from '../../db/client';
import { RECIPIENT_FIELDS } from '../../db/records';
import { list, msg } from '../../engine/text';
import { loadGame, moduleOf } from '../playing/game-record';
import type { EmailService } from '../outgoing/email.service';
import type { NotifyService } from '../outgoing/notify.service';
import type { GamePushes } from '../outgoing/push/game-pushes';
import type { Clock } from '../../clock';
import type { JobSender } from '../../queue';
import { isWatching } from '../../live/presence';
import { plannedRounds } from '../../tournaments';
import { settingsOf } from './played';

interface Tournament {
  id: number;
  name: string;
  gameType: string;
  deadlineDays: number | null;
}

export class TournamentMails {
  constructor(
    private readonly db: Db,
    private readonly emails: EmailService,
    private readonly baseUrl: string,
    private readonly notify: NotifyService,
    private readonly clock: Clock,
    private readonly jobs: () => JobSender | null,
    /** TURN_MAIL_GRACE_SECONDS */
    private readonly grace: number,
    /** the pushes beside the mails: a round's start, an invitation (docs/push.md) */
    private readonly pushes: GamePushes | null = null,
  ) {}

  private url(id: number): string {
    return `${this.baseUrl}/tournaments/${id}`;
  }

  /**
   * "<organiser> invites you to the tournament <name> (<game>, <format>) — sign up until …", with
   * a link to its page, to each invited player who has not signed up; once per tournament and
   * player (inviting him again mails nobody twice).
   */
  async invited(tournamentId: number, userIds: number[]): Promise<void> {
    if (!userIds.length) return;
    const t = await this.db.tournament.findUnique({
      where: { id: tournamentId },
      select: { id: true, name: true, gameType: true, format: true, tableSize: true, signupClosesAt: true, deadlineDays: true, status: true, createdBy: { select: { username: true } }, players: { select: { userId: true } } },
    });
    if (!t || t.status !== 'SIGNUP') return;
    const joined = new Set(t.players.map((p) => p.userId));
    const users = await this.db.user.findMany({ where: { id: { in: userIds.filter((u) => !joined.has(u)) } }, select: RECIPIENT_FIELDS });
    const byName = t.createdBy.username;
    for (const to of users) {
      await this.pushes?.tournamentInvited(t, to.id, byName);
      await this.emails.queue({
        key: `tournament-invite:${t.id}:${to.id}`,
        kind: 'tournament-invite',
        category: 'game',
        to,
        subject: msg('mail.subject.tournamentInvite', { by: byName, tournament: t.name }),
        context: {
          byName,
          tournamentName: t.name,
          tournamentUrl: this.url(t.id),
          gameName: moduleOf(t).meta.title,
          format: msg(`site.tournaments.format.${t.format}`),
          tableSize: t.tableSize,
          closesAt: t.signupClosesAt,
          deadlineDays: t.deadlineDays,
        },
      });
    }
  }

  /**
   * A game of a round is about to start: its "round N has started: your game" mails, one per
   * seat, wait the grace period of "your turn" mails (TURN_MAIL_GRACE_SECONDS) as delayed jobs
   * (`tournament-round-mail`, keyed by game and seat, so sent again they are made once). Sent
   * before the game starts, a process killed right after the start loses none (a job that finds
   * the game not started yet is tried again). Without a grace period or a job queue: nothing here,
   * see `started`.
   */
  async beforeStart(gameId: number): Promise<void> {
    const jobs = this.jobs();
    if (!jobs || this.grace <= 0) return;
    // (a second after the grace: a turn that came within it is in the game when the job reads it)
    for (const seat of await this.seatsOf(gameId)) await jobs.send('tournament-round-mail', { gameId, seat }, { delaySeconds: this.grace + 1, key: `${gameId}:${seat}` });
  }

  /** A game of a round has started: without delayed jobs, its round mails are made now. */
  async started(gameId: number): Promise<void> {
    if (this.jobs() && this.grace > 0) return;
    for (const seat of await this.seatsOf(gameId)) await this.roundMailDue(gameId, seat);
  }

  private async seatsOf(gameId: number): Promise<number[]> {
    const seats = await this.db.seat.findMany({ where: { gameId, kind: 'HUMAN', userId: { not: null } }, select: { seat: true }, orderBy: { seat: 'asc' } });
    return seats.map((s) => s.seat);
  }

  /**
   * The grace period of a seat's round mail is over. Like a "your turn" mail, it is sent only if
   * the game still runs, the player has not looked at it (a tournament's seats start with
   * seen_seq -1: any look at the game, page or API, stores its seq, 0 or more) and does not watch
   * it live; it says "it is your move" when it is — then that turn gets no mail of its own
   * (NotifyService.roundMailTellsIt). Not sent, it hands such a turn back to its "your turn"
   * mail, due at the end of that turn's own grace. Returns whether the mail was queued.
   */
  async roundMailDue(gameId: number, seat: number): Promise<boolean> {
    const game = await loadGame(this.db, gameId);
    // (a process killed between a round's seating and its start: the next advance starts it)
    if (game.status === 'OPEN') throw new Error(`game ${gameId} of a tournament round has not started yet: tried again later`);
    const s = game.seats[seat];
    if (game.status !== 'ACTIVE' || !s || s.kind !== 'HUMAN' || s.userId === null) return false;
    const now = this.clock.now();
    const yourMove = game.toAct.includes(seat) && s.turnSeq !== null;
    if (s.seenSeq >= 0 || isWatching(s.liveUntil, now)) {
      if (yourMove && s.turnSeq! > 0 && (await this.notify.roundMailTellsIt(game, seat))) {
        const left = Math.ceil((s.turnStartedAt!.getTime() + this.grace * 1000 - now.getTime()) / 1000);
        await this.notify.turnMailLater(gameId, seat, s.turnSeq!, Math.max(left, 0));
      }
      return false;
    }
    const table = await this.db.tournamentTable.findUnique({
      where: { gameId },
      select: { round: true, players: true, tournament: { select: { id: true, name: true, gameType: true, format: true, tableSize: true, rounds: true, deadlineDays: true, _count: { select: { players: true } } } } },
    });
    if (!table) return false;
    const t = table.tournament;
    const users = await this.db.user.findMany({ where: { id: { in: table.players } }, select: RECIPIENT_FIELDS });
    const to = users.find((u) => u.id === s.userId);
    if (!to) return false;
    const mod = moduleOf(t);
    const rounds = Math.max(plannedRounds(settingsOf(t, mod.meta.minSeats), t._count.players), table.round);
    const opponents = table.players.filter((p) => p !== to.id).map((p) => users.find((u) => u.id === p)?.username ?? '?');
    await this.pushes?.tournamentRound({ id: t.id, name: t.name, round: table.round }, gameId, `${mod.meta.title} #${gameId}`, to.id, yourMove);
    const id = await this.emails.queue({
      key: `tournament-round:${t.id}:${table.round}:${to.id}`,
      kind: 'tournament-round',
      category: 'game',
      to,
      subject: msg('mail.subject.tournamentRound', { tournament: t.name, round: table.round }),
      context: {
        tournamentName: t.name,
        tournamentUrl: this.url(t.id),
        round: table.round,
        rounds,
        gameName: `${mod.meta.title} #${gameId}`,
        gameUrl: `${this.baseUrl}/games/${gameId}`,
        opponentList: list(opponents),
        deadlineDays: t.deadlineDays,
        yourMove,
        deadline: yourMove ? s.deadlineAt : null,
      },
    });
    return id !== null;
  }

  /** "The tournament is over: your place", with the first places, to every player. */
  async over(t: Tournament, places: { userId: number; place: number }[]): Promise<void> {
    const users = await this.db.user.findMany({ where: { id: { in: places.map((p) => p.userId) } }, select: RECIPIENT_FIELDS });
    const sorted = [...places].sort((a, b) => a.place - b.place);
    for (const p of sorted) {
      const to = users.find((u) => u.id === p.userId);
      if (!to) continue;
      const top = sorted.filter((x) => x.place <= 3 || x.userId === p.userId).map((x) => ({ place: x.place, name: users.find((u) => u.id === x.userId)?.username ?? '?', you: x.userId === p.userId }));
      await this.emails.queue({
        key: `tournament-over:${t.id}:${p.userId}`,
        kind: 'tournament-over',
        category: 'game',
        to,
        subject: msg('mail.subject.tournamentOver', { tournament: t.name, place: p.place, n: places.length }),
        context: { tournamentName: t.name, tournamentUrl: this.url(t.id), place: p.place, players: places.length, top },
      });
    }
  }
}
