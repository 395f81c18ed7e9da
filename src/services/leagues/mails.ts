/**
 * A league's mails: "season N of the <game> league has started: your games" — one mail per
 * player listing all his games of the season, marking those that await his move (they start at
 * once; the games' own "has started" mails, which tell a first turn, are not sent for league
 * games, src/services/outgoing/notify.service.ts) — and "season N
 * is over: your place, and your division next season". In the recipient's language, with the
 * game mails' preferences (category 'game'); each has an idempotency key (league, season,
 * player), so a step run twice mails nobody twice.
 */
import type { Db } from '../../db/client';
import { RECIPIENT_FIELDS } from '../../db/records';
import { list, msg } from '../../engine/text';
import { findGame } from '../../games/registry';
import type { EmailService } from '../outgoing/email.service';

export interface League {
  id: number;
  gameType: string;
  deadlineDays: number;
}

/** A season's game as the start mail lists it. */
export interface StartedGame {
  gameId: number;
  division: number;
  round: number;
  players: number[];
}

/** A player's end of a season: his place in his division, and where he plays next (null: he left). */
export interface SeasonPlace {
  userId: number;
  division: number;
  place: number;
  /** players seated in his division this season */
  of: number;
  next: number | null;
}

export class LeagueMails {
  constructor(
    private readonly db: Db,
    private readonly emails: EmailService,
    private readonly baseUrl: string,
  ) {}

  private url(league: League): string {
    return `${this.baseUrl}/leagues/${league.gameType}`;
  }

  /** "Season N has started: your games", one mail per seated player with every game of his. */
  async seasonStarted(league: League, season: number, endsAt: Date, games: StartedGame[]): Promise<void> {
    const ids = [...new Set(games.flatMap((g) => g.players))];
    const users = await this.db.user.findMany({ where: { id: { in: ids } }, select: RECIPIENT_FIELDS });
    const title = findGame(league.gameType)?.meta.title ?? league.gameType;
    const nameOf = (id: number) => users.find((u) => u.id === id)?.username ?? '?';
    // whose move each game awaits now: such a first turn gets no "your turn" mail, this mail says it
    const toAct = await this.db.game.findMany({ where: { id: { in: games.map((g) => g.gameId) }, status: 'ACTIVE' }, select: { id: true, toAct: true, seats: { select: { seat: true, userId: true } } } });
    const yourMove = (gameId: number, userId: number) => {
      const g = toAct.find((x) => x.id === gameId);
      return !!g && g.seats.some((s) => s.userId === userId && g.toAct.includes(s.seat));
    };
    for (const to of users) {
      const mine = games.filter((g) => g.players.includes(to.id)).sort((a, b) => a.round - b.round || a.gameId - b.gameId);
      if (mine.length === 0) continue;
      await this.emails.queue({
        key: `league-season:${league.id}:${season}:${to.id}`,
        kind: 'league-season',
        category: 'game',
        to,
        subject: msg('mail.subject.leagueSeason', { game: title, season }),
        context: {
          leagueGame: title,
          leagueUrl: this.url(league),
          season,
          division: mine[0].division,
          count: mine.length,
          endsAt,
          games: mine.map((g) => ({
            gameName: `${title} #${g.gameId}`,
            gameUrl: `${this.baseUrl}/games/${g.gameId}`,
            opponentList: list(g.players.filter((p) => p !== to.id).map(nameOf)),
            yourMove: yourMove(g.gameId, to.id),
          })),
          deadlineDays: league.deadlineDays,
        },
      });
    }
  }

  /** "Season N is over: your place", and his division next season (up, down, stays, or left). */
  async seasonOver(league: League, season: number, places: SeasonPlace[]): Promise<void> {
    const users = await this.db.user.findMany({ where: { id: { in: places.map((p) => p.userId) } }, select: RECIPIENT_FIELDS });
    const title = findGame(league.gameType)?.meta.title ?? league.gameType;
    for (const p of places) {
      const to = users.find((u) => u.id === p.userId);
      if (!to) continue;
      const move = p.next === null ? 'left' : p.next < p.division ? 'up' : p.next > p.division ? 'down' : 'stays';
      await this.emails.queue({
        key: `league-over:${league.id}:${season}:${p.userId}`,
        kind: 'league-over',
        category: 'game',
        to,
        subject: msg('mail.subject.leagueOver', { game: title, season, place: p.place, n: p.of }),
        context: { leagueGame: title, leagueUrl: this.url(league), season, division: p.division, place: p.place, players: p.of, move, next: p.next ?? 0 },
      });
    }
  }
}
