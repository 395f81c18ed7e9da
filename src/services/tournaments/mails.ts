/**
 * A tournament's mails: "<organiser> invites you to the tournament" to each player invited to
 * it, "round N has started: your game" to each player seated in it, and "the tournament is over:
 * your place" to every player. In the recipient's language, with the game
 * mails' preferences (category 'game': "none" gets none, an unconfirmed address none); each has
 * an idempotency key, so a round seated again after a crash mails nobody twice.
 */
import type { Db } from '../../db/client';
import { RECIPIENT_FIELDS } from '../../db/records';
import { list, msg } from '../../engine/text';
import { moduleOf } from '../playing/game-record';
import type { EmailService } from '../outgoing/email.service';

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

  /** "Round N has started: your game" to each player at one of the round's tables. */
  async roundStarted(t: Tournament, round: number, rounds: number, tables: { gameId: number; players: number[] }[]): Promise<void> {
    const ids = tables.flatMap((x) => x.players);
    const users = await this.db.user.findMany({ where: { id: { in: ids } }, select: RECIPIENT_FIELDS });
    const title = moduleOf(t).meta.title;
    for (const table of tables) {
      for (const userId of table.players) {
        const to = users.find((u) => u.id === userId);
        if (!to) continue;
        const opponents = table.players.filter((p) => p !== userId).map((p) => users.find((u) => u.id === p)?.username ?? '?');
        await this.emails.queue({
          key: `tournament-round:${t.id}:${round}:${userId}`,
          kind: 'tournament-round',
          category: 'game',
          to,
          subject: msg('mail.subject.tournamentRound', { tournament: t.name, round }),
          context: {
            tournamentName: t.name,
            tournamentUrl: this.url(t.id),
            round,
            rounds,
            gameName: `${title} #${table.gameId}`,
            gameUrl: `${this.baseUrl}/games/${table.gameId}`,
            opponentList: list(opponents),
            deadlineDays: t.deadlineDays,
          },
        });
      }
    }
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
