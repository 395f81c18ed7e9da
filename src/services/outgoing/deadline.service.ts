/**
 * Deadlines (docs/deadlines.md): every seat that must act in a game with a time per move has a
 * deadline. The sweep, run every minute as a job, sends reminders before it, and when it has
 * passed marks the seat as timed out: the other players may then end the game (the absent
 * player loses) or let the game's robot take over his seat; without an answer from them by the
 * decision time, the robot takes over. In a tournament's game the robot takes over at once, with
 * no decision by the others, and the seat's result is a forfeit (the last place) or, when the
 * tournament says so, what the robot achieves (docs/tournaments.md, "Timeouts"). Seats of players on vacation are left alone (their
 * deadlines move on by the length of the vacation when it ends). Every step is in the game log.
 */
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Config } from '../../config/config';
import { Clock, DAY, HOUR } from '../../clock';
import { conflict, forbidden } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { loadGame, moduleOf, seatNames, seatOfUser } from '../playing/game-record';
import type { GameRecord } from '../../db/records';
import { GameService } from '../playing/game.service';
import { staleError } from '../playing/move-request';
import { forfeitRanks } from '../playing/results';
import { list, msg, seat as seatRef, time } from '../../engine/text';
import { EmailService } from './email.service';
import { RECIPIENT_FIELDS } from '../../db/records';
import { NotifyService } from './notify.service';

/** How long before the deadline the reminder goes: a quarter of the time per move, at most a day. */
export function reminderLead(deadlineDays: number): number {
  return Math.min(DAY, (deadlineDays * DAY) / 4);
}

/** How long the other players have to decide after a timeout: the time per move, at most 3 days. */
export function decisionPeriod(deadlineDays: number): number {
  return Math.min(3, deadlineDays) * DAY;
}

export const TimeoutDecision = z.object({
  seq: z.coerce.number().int().min(0),
  seat: z.coerce.number().int().min(0).max(15),
  action: z.enum(['end', 'robot'], { error: 'choose "end" or "robot"' }),
});

export type TakeOverReason = 'decided' | 'noAnswer' | 'tournament' | 'tournamentRobot' | 'withdrew';

/** The log lines of a take-over, for the seat's player and for the others. */
const TAKE_OVER_LINES: Record<TakeOverReason, { own: string; others: string }> = {
  decided: { own: 'site.log.takeoverOwn', others: 'site.log.takeover' },
  noAnswer: { own: 'site.log.takeoverOwnNoAnswer', others: 'site.log.takeoverNoAnswer' },
  tournament: { own: 'site.log.takeoverOwnTournament', others: 'site.log.takeoverTournament' },
  tournamentRobot: { own: 'site.log.takeoverOwnTournamentRobot', others: 'site.log.takeoverTournamentRobot' },
  withdrew: { own: 'site.log.takeoverOwnWithdrew', others: 'site.log.takeoverWithdrew' },
};

export interface SweepReport {
  reminders: number;
  timeouts: number;
  takeovers: number;
}

export class DeadlineService {
  constructor(
    private readonly db: Db,
    private readonly games: GameService,
    private readonly emails: EmailService,
    private readonly notify: NotifyService,
    private readonly clock: Clock,
    private readonly config: Pick<Config, 'baseUrl'>,
  ) {}

  async sweep(): Promise<SweepReport> {
    const report = { reminders: 0, timeouts: 0, takeovers: 0 };
    const now = this.clock.now();
    // Seats that must act, have a deadline, and whose player is not on vacation.
    const seats = await this.db.seat.findMany({
      where: {
        deadlineAt: { not: null, lte: new Date(now.getTime() + DAY) },
        kind: 'HUMAN',
        autoPlay: false,
        replaced: false,
        game: { status: 'ACTIVE' },
        user: { vacationSince: null },
      },
      select: { gameId: true, seat: true, deadlineAt: true, reminderSentAt: true, timedOutAt: true, turnSeq: true, game: { select: { deadlineDays: true } } },
      orderBy: { deadlineAt: 'asc' },
      take: 1000,
    });
    for (const s of seats) {
      const deadline = s.deadlineAt as Date;
      const days = s.game.deadlineDays ?? 0;
      if (deadline <= now && !s.timedOutAt) {
        if (await this.timeOut(s.gameId, s.seat, s.turnSeq)) report.timeouts++;
      } else if (deadline > now && !s.reminderSentAt && deadline.getTime() - reminderLead(days) <= now.getTime()) {
        if (await this.remind(s.gameId, s.seat, s.turnSeq)) report.reminders++;
      }
    }
    const due = await this.db.seat.findMany({
      where: { timedOutAt: { not: null }, replaced: false, decisionDueAt: { lte: now }, game: { status: 'ACTIVE' } },
      select: { gameId: true, seat: true },
      take: 1000,
    });
    for (const s of due) if (await this.takeOver(s.gameId, s.seat, null)) report.takeovers++;
    return report;
  }

  /** The reminder mail, once per turn. */
  private async remind(gameId: number, seat: number, turnSeq: number | null): Promise<boolean> {
    const marked = await this.db.seat.updateMany({ where: { gameId, seat, turnSeq, reminderSentAt: null }, data: { reminderSentAt: this.clock.now() } });
    if (!marked.count) return false;
    const game = await loadGame(this.db, gameId);
    const s = game.seats[seat];
    const to = s.userId ? await this.db.user.findUnique({ where: { id: s.userId }, select: RECIPIENT_FIELDS }) : null;
    if (!to) return true;
    const ctx = this.notify.gameContext(game, seat);
    await this.emails.queue({
      key: `reminder:${gameId}:${seat}:${turnSeq}`,
      kind: 'reminder',
      category: 'game',
      to,
      subject: msg('mail.subject.reminder', { game: ctx.gameName, due: time(s.deadlineAt as Date) }),
      context: { ...ctx, deadline: s.deadlineAt, hoursLeft: Math.max(1, Math.round(((s.deadlineAt as Date).getTime() - this.clock.now().getTime()) / HOUR)) },
    });
    return true;
  }

  /** The deadline has passed: log it, mark the seat, tell the player and the others. */
  private async timeOut(gameId: number, seat: number, turnSeq: number | null): Promise<boolean> {
    const game = await loadGame(this.db, gameId);
    const s = game.seats[seat];
    if (game.status !== 'ACTIVE' || s.turnSeq !== turnSeq || s.timedOutAt || !s.deadlineAt || s.deadlineAt > this.clock.now()) return false;
    const mod = moduleOf(game);
    const names = seatNames(game);
    const now = this.clock.now();
    const decisionDueAt = new Date(now.getTime() + decisionPeriod(game.deadlineDays ?? 1));
    const lines = this.games.viewers(game).map((v) => (v === seat ? msg('site.log.timeoutOwn') : msg('site.log.timeout', { player: seatRef(seat) })));
    try {
      await this.db.$transaction(async (tx) => {
        await this.games.appendChange(tx, game, mod, this.games.eventChange(game, seat, { event: 'timeout', seat, deadline: s.deadlineAt }, lines));
        await tx.seat.update({ where: { gameId_seat: { gameId, seat } }, data: { timedOutAt: now, decisionDueAt } });
      });
    } catch (err) {
      if ((err as { status?: number }).status === 409) return false; // the game moved on meanwhile
      throw err;
    }
    // A tournament's game: no decision by the others; the robot plays the seat now — a forfeit, or
    // for the player, as the tournament says (the game read knows its rule: GameService.plan ranks by it).
    const tournament = game.tournamentTimeouts != null;
    const tournamentRobot = game.tournamentTimeouts === 'robot';
    if (tournament) await this.takeOver(gameId, seat, null, undefined, tournamentRobot ? 'tournamentRobot' : 'tournament');
    const recipients = await this.notify.recipients(game);
    const ctx = (viewer: number) => ({ ...this.notify.gameContext(game, viewer), absent: names[seat], decisionDueAt, deadline: s.deadlineAt });
    for (const [viewer, to] of recipients) {
      if (viewer === seat) {
        await this.emails.queue({ key: `timeout:${gameId}:${seat}:${turnSeq}`, kind: 'timeout', category: 'game', to, subject: msg('mail.subject.timeout', { game: `${mod.meta.title} #${gameId}` }), context: { ...ctx(viewer), tournament, tournamentRobot } });
      } else if (!tournament) {
        await this.emails.queue({
          key: `timeout-others:${gameId}:${seat}:${turnSeq}:${to.id}`,
          kind: 'timeout-others',
          category: 'game',
          to,
          subject: msg('mail.subject.timeoutOthers', { absent: names[seat], game: `${mod.meta.title} #${gameId}` }),
          context: ctx(viewer),
        });
      }
    }
    return true;
  }

  /** Another player's answer to a timeout: end the game, or let the robot take over. */
  async decide(gameId: number, userId: number, input: unknown): Promise<void> {
    const data = parseInput(TimeoutDecision, input, msg('site.input.decision'));
    const game = await loadGame(this.db, gameId);
    const me = seatOfUser(game, userId);
    if (me === null) throw forbidden(msg('site.error.notAPlayer'), 'not_a_player');
    if (game.status !== 'ACTIVE') throw conflict(msg('site.error.over'), 'not_active');
    if (data.seq !== game.seq) throw staleError(game.seq, data.seq);
    const target = game.seats[data.seat];
    if (!target || !target.timedOutAt || target.replaced) throw conflict(msg('site.error.noTimeout'), 'no_timeout');
    if (data.seat === me) throw forbidden(msg('site.error.ownTimeout'), 'own_timeout');
    if (game.seats[me].timedOutAt) throw forbidden(msg('site.error.ownTimeoutFirst'), 'own_timeout');
    if (data.action === 'robot') {
      if (!(await this.takeOver(gameId, data.seat, me, game))) throw staleError(game.seq);
    } else {
      await this.endGame(game, me);
    }
  }

  /**
   * The robot plays the seat from now on; the player's result is a loss. `why`: another player
   * decided so (`by`), nobody answered in time, the time ran out in a tournament's game (at once),
   * or the player withdrew from the tournament (no timeout needed).
   */
  async takeOver(gameId: number, seat: number, by: number | null, known?: GameRecord, why: TakeOverReason = by === null ? 'noAnswer' : 'decided'): Promise<boolean> {
    const game = known ?? (await loadGame(this.db, gameId));
    const s = game.seats[seat];
    if (game.status !== 'ACTIVE' || s.replaced || (!s.timedOutAt && why !== 'withdrew')) return false;
    const keys = TAKE_OVER_LINES[why];
    const lines = this.games.viewers(game).map((v) => msg(v === seat ? keys.own : keys.others, { player: seatRef(seat), ...(by === null ? {} : { by: seatRef(by) }) }));
    try {
      await this.db.$transaction(async (tx) => {
        await this.games.appendChange(tx, game, moduleOf(game), this.games.eventChange(game, by, { event: 'robot-takeover', seat }, lines));
        await tx.seat.update({ where: { gameId_seat: { gameId, seat } }, data: { replaced: true, decisionDueAt: null } });
      });
    } catch (err) {
      if ((err as { status?: number }).status === 409) return false;
      throw err;
    }
    await this.games.runner.afterChange(gameId);
    return true;
  }

  /** Ends the game: every timed-out seat loses, the others share the first place. */
  private async endGame(game: GameRecord, by: number): Promise<void> {
    const out = game.seats.filter((s) => s.timedOutAt && !s.replaced).map((s) => s.seat);
    const ranks = forfeitRanks(game.seats.map(() => 1), out);
    const summary = msg('site.log.endedAfterTimeout', { by: seatRef(by), out: list(out.map(seatRef)), n: out.length });
    const lines = this.games.viewers(game).map(() => summary);
    const change = { ...this.games.eventChange(game, by, { event: 'end-after-timeout', seats: out }, lines), endWith: { ranks, summary, timedOut: out } };
    await this.games.commit(game, moduleOf(game), change);
    await this.games.runner.afterChange(game.id);
  }
}
