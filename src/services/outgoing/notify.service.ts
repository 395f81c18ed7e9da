/**
 * What follows a change of a game, run as the "game-changed" job: mails to the players it
 * concerns ("game started", "your turn", "game over") and the next robot move. The job may run
 * more than once for the same change, or for several changes at once: it looks at every log
 * entry since the game's notifiedSeq, and each mail has an idempotency key, so every mail is
 * queued exactly once.
 */
import type { Db } from '../../db/client';
import type { Config } from '../../config/config';
import type { Clock } from '../../clock';
import { checkGameId, loadGame, startMailedElsewhere, moduleOf, seatNames, systemSeats } from '../playing/game-record';
import type { GameRecord } from '../../db/records';
import { ratingsAfterGame } from '../people/ratings/after';
import { EmailService } from './email.service';
import { RECIPIENT_FIELDS, Recipient } from '../../db/records';
import { lineFor } from '../playing/game-log';
import { summarize } from '../playing/game-view.service';
import type { JobSender } from '../../queue';
import { list, msg, type Text } from '../../engine/text';
import { notFound } from '../../http/errors';
import { viaPool, type Sql } from '../../db/hot/sql';
import { markNotified, readChanged } from '../../db/hot/changed';
import { isWatching } from '../../live/presence';
import type { GamePushes } from './push/game-pushes';

/** How many log lines a "your turn" mail shows at most. */
const MAX_LINES = 30;
/** How many of the unread chat messages a "your turn" mail quotes (the newest). */
const MAX_CHAT_LINES = 3;

export class NotifyService {
  private readonly sql: Sql;

  constructor(
    private readonly db: Db,
    private readonly emails: EmailService,
    private readonly config: Pick<Config, 'baseUrl' | 'DIGEST_HOUR' | 'TURN_MAIL_GRACE_SECONDS'>,
    private readonly clock: Clock,
    private readonly jobs: () => JobSender | null = () => null,
    /** the events' pushes, beside their mails (docs/push.md) */
    private readonly pushes: GamePushes | null = null,
  ) {
    this.sql = viaPool(db);
  }

  /**
   * Handles the game's changes since the last run; says whether a robot (or auto-play) seat must
   * act, and gives the game when it is over (for its replay's checkpoints). A move costs one
   * statement (the game, its players' mail settings, the entries that gave the turns: src/db/hot/
   * changed.ts), a job per "your turn" mail due, and the notified_seq mark (written by that
   * statement when no mail can be due).
   */
  async gameChanged(gameId: number): Promise<{ systemToAct: boolean; seq: number; finished: GameRecord | null }> {
    checkGameId(gameId);
    // (the mark's time as Prisma's updateMany wrote it: the process's clock)
    const changed = await readChanged(this.sql, gameId, new Date());
    if (!changed) throw notFound(msg('site.error.noGame', { id: gameId }));
    const { game, causes } = changed;
    const system = new Set(systemSeats(game));
    const systemToAct = game.status === 'ACTIVE' && game.toAct.some((s) => system.has(s));
    const finished = game.status === 'FINISHED' ? game : null;
    if (game.status !== 'ACTIVE' && game.status !== 'FINISHED') return { systemToAct: false, seq: game.seq, finished };
    const from = game.notifiedSeq;
    if (from >= game.seq && from >= 0) return { systemToAct, seq: game.seq, finished };
    // At the end, those the system played for still want to know how it ended.
    const recipients = recipientsOf(game, changed.users, game.status === 'FINISHED');
    // (a tournament's or a league's game: the round's or the season's mail says it instead)
    if (from < 0 && !(await startMailedElsewhere(this.db, game.id))) await this.started(game, recipients);
    if (game.status === 'ACTIVE') {
      // Seats whose turn came since the last run (seq 0: the "game started" mail says it).
      const due = game.seats.filter(
        (s) => recipients.has(s.seat) && game.toAct.includes(s.seat) && s.turnSeq !== null && s.turnSeq > Math.max(from, 0),
      );
      // No mail to a player whose own step (a take-back) gave him the turn: he is at the board.
      for (const s of due) {
        const cause = causes.find((c) => c.seq === s.turnSeq);
        if (cause && cause.kind !== 'EVENT' && cause.seat === s.seat) continue;
        // (a tournament's game: a turn that came within the grace after the start is the round mail's news)
        if (await this.roundMailTellsIt(game, s.seat)) continue;
        await this.turnMailLater(game.id, s.seat, s.turnSeq as number);
      }
    } else {
      await this.over(game, recipients);
    }
    if (!changed.marked) await markNotified(this.sql, gameId, game.seq, new Date());
    return { systemToAct, seq: game.seq, finished };
  }

  /**
   * The "your turn" mail after the grace period (TURN_MAIL_GRACE_SECONDS), as a delayed job;
   * `delaySeconds`: what is left of it (a tournament's round mail that was not sent hands the
   * seat's first turn back to its own mail).
   */
  async turnMailLater(gameId: number, seat: number, turnSeq: number, delaySeconds = this.config.TURN_MAIL_GRACE_SECONDS): Promise<void> {
    const jobs = this.jobs();
    if (jobs && delaySeconds > 0) await jobs.send('turn-mail', { gameId, seat, turnSeq }, { delaySeconds });
    else await this.turnMailDue(gameId, seat, turnSeq);
  }

  /**
   * Whether the seat's turn is told by its tournament round's mail instead of a "your turn" mail
   * of its own: the round mail waits the grace period after the game's start (a delayed job) and
   * says "it is your move" when it is, so a turn that came within that grace (before the round
   * mail was due) is its news. Only with the delayed jobs (a grace period and a job queue); the
   * tournament is looked up only for such an early turn.
   */
  async roundMailTellsIt(game: GameRecord, seat: number): Promise<boolean> {
    if (!this.jobs() || !inRoundMailGrace(game, seat, this.config.TURN_MAIL_GRACE_SECONDS)) return false;
    // the game's read carries its tournament's rule (null: no tournament); a record read through Prisma does not
    if (game.tournamentTimeouts !== undefined) return game.tournamentTimeouts !== null;
    return (await this.db.tournamentTable.count({ where: { gameId: game.id } })) > 0;
  }

  /**
   * The grace period of a "your turn" mail is over: it goes out only if the turn is still the
   * same one, and the player has neither looked at the game since it came (page or API) nor
   * watches it live (an open event stream). The turn's push goes then too; with push on and a
   * longer mail wait in his profile, the mail is due that much later (`late`: the same checks).
   * Returns whether the mail was queued.
   */
  async turnMailDue(gameId: number, seat: number, turnSeq: number, late = false): Promise<boolean> {
    const game = await loadGame(this.db, gameId);
    const s = game.seats[seat];
    if (game.status !== 'ACTIVE' || !s || s.turnSeq !== turnSeq || !game.toAct.includes(seat)) return false;
    if (s.seenSeq >= turnSeq) return false;
    if (isWatching(s.liveUntil, this.clock.now())) return false;
    const to = (await this.recipients(game)).get(seat);
    if (!to) return false;
    const jobs = this.jobs();
    if (!late && this.pushes) {
      await this.pushes.turn(game, seat, turnSeq, to.id);
      const wait = await this.pushes.mailWaitSeconds(to.id);
      if (jobs && wait > 0) {
        await jobs.send('turn-mail', { gameId, seat, turnSeq, late: true }, { delaySeconds: wait, key: `${gameId}:${seat}:${turnSeq}:late` });
        return false;
      }
    }
    await this.yourTurn(game, seat, turnSeq, to);
    return true;
  }

  /** Players with their mail settings, by seat: those the system does not play for (or, with
   * alsoSystemPlayed, also those it plays for), who get no mails about turns they do not make. */
  async recipients(game: GameRecord, alsoSystemPlayed = false): Promise<Map<number, Recipient>> {
    const humans = mailedSeats(game, alsoSystemPlayed);
    const users = await this.db.user.findMany({ where: { id: { in: humans.map((s) => s.userId as number) } }, select: RECIPIENT_FIELDS });
    return recipientsOf(game, users, alsoSystemPlayed);
  }

  /**
   * The facts every game mail shows: the game, its players, its link. Its texts (names, the
   * players' list) are rendered in each recipient's language when the mail is made.
   */
  gameContext(game: GameRecord, seat: number | null) {
    const summary = summarize(game);
    const names = seatNames(game);
    const opponents = names.filter((_n, i) => i !== seat);
    return {
      gameId: game.id,
      title: summary.title,
      gameName: `${summary.title} #${game.id}`,
      gameUrl: `${this.config.baseUrl}/games/${game.id}`,
      replayUrl: `${this.config.baseUrl}/games/${game.id}/replay`,
      names,
      opponents,
      opponentList: list(opponents),
      playerList: list(names.map((n, i) => (i === seat ? msg('mail.youAre', { name: n }) : n))),
      players: summary.seats.map((s) => ({ name: s.name, you: s.seat === seat, rank: s.rank, score: s.score, toAct: game.toAct.includes(s.seat) })),
      deadlineDays: game.deadlineDays,
      scoreUnit: summary.scoreUnit,
    };
  }

  /**
   * "Has started" to every player but those watching the game page right now (its event stream, or
   * the page their own join led to, marked the seat: src/live/presence.ts): the page shows them the
   * start. The mark was read with the game, so any worker sees what any web process marked.
   */
  private async started(game: GameRecord, recipients: Map<number, Recipient>): Promise<void> {
    const now = this.clock.now();
    for (const [seat, to] of recipients) {
      if (isWatching(game.seats[seat].liveUntil, now)) continue;
      await this.pushes?.started(game, seat, to.id);
      const ctx = this.gameContext(game, seat);
      const yourTurn = game.toAct.includes(seat);
      await this.emails.queue({
        key: `started:${game.id}:${to.id}`,
        kind: 'started',
        category: 'game',
        to,
        subject: msg('mail.subject.started', { game: ctx.gameName, yourTurn: String(yourTurn) }),
        context: { ...ctx, yourTurn, deadline: game.seats[seat].deadlineAt },
      });
    }
  }

  private async yourTurn(game: GameRecord, seat: number, turnSeq: number, to: Recipient): Promise<void> {
    const ctx = this.gameContext(game, seat);
    await this.emails.queue({
      key: `turn:${game.id}:${seat}:${turnSeq}`,
      kind: 'turn',
      category: 'turn',
      to,
      subject: msg('mail.subject.turn', { game: ctx.gameName }),
      context: { ...ctx, lines: await this.linesSinceLastMove(game, seat), deadline: game.seats[seat].deadlineAt, chat: await this.chatNews(game, seat) },
    });
  }

  /**
   * The chat messages of the other players the seat's player has not seen (on the game's page):
   * how many, and the newest few, for his "your turn" mail.
   */
  async chatNews(game: GameRecord, seat: number): Promise<{ count: number; lines: { name: string; body: string }[] } | null> {
    const s = game.seats[seat];
    if (s.userId === null) return null;
    const where = { gameId: game.id, id: { gt: s.chatSeenId }, userId: { not: s.userId }, hiddenAt: null };
    const [count, newest] = await Promise.all([
      this.db.chatMessage.count({ where }),
      this.db.chatMessage.findMany({ where, orderBy: { id: 'desc' }, take: MAX_CHAT_LINES, include: { user: { select: { username: true } } } }),
    ]);
    if (!count) return null;
    return { count, lines: newest.reverse().map((m) => ({ name: m.user.username, body: m.body.length > 300 ? `${m.body.slice(0, 300)}…` : m.body })) };
  }

  private async over(game: GameRecord, recipients: Map<number, Recipient>): Promise<void> {
    const summary = (game.result as { summary?: Text } | null)?.summary ?? msg('site.result.over');
    const ratings = await ratingsAfterGame(this.db, game.id);
    for (const [seat, to] of recipients) {
      await this.pushes?.over(game, seat, to.id, summary);
      const ctx = this.gameContext(game, seat);
      await this.emails.queue({
        key: `over:${game.id}:${to.id}`,
        kind: 'over',
        category: 'game',
        to,
        subject: msg('mail.subject.over', { game: ctx.gameName, summary }),
        // The players by their places (seats without a place keep their order, after them), and
        // the recipient's new rating.
        context: { ...ctx, players: [...ctx.players].sort((x, y) => (x.rank ?? Infinity) - (y.rank ?? Infinity)), summary, rating: ratings.get(to.id) ?? null },
      });
    }
  }

  /** The log as this seat reads it, since its own last move (at most MAX_LINES lines). */
  async linesSinceLastMove(game: GameRecord, seat: number): Promise<Text[]> {
    const last = await this.db.move.findFirst({ where: { gameId: game.id, seat, kind: 'MOVE' }, orderBy: { seq: 'desc' }, select: { seq: true } });
    const entries = await this.db.move.findMany({
      where: { gameId: game.id, seq: { gt: last?.seq ?? 0 } },
      orderBy: { seq: 'desc' },
      take: MAX_LINES,
    });
    return entries.reverse().map((e) => lineFor(e, seat, game.numSeats)).filter(Boolean);
  }

  /** An invitation to an open game. */
  async invited(gameId: number, userId: number, byName: string): Promise<void> {
    const game = await loadGame(this.db, gameId);
    const to = await this.db.user.findUnique({ where: { id: userId }, select: RECIPIENT_FIELDS });
    if (!to || game.status !== 'OPEN') return;
    await this.pushes?.invited(game, userId, byName);
    const mod = moduleOf(game);
    const ctx = this.gameContext(game, null);
    await this.emails.queue({
      key: `invite:${gameId}:${userId}`,
      kind: 'invite',
      category: 'game',
      to,
      subject: msg('mail.subject.invite', { by: byName, game: ctx.gameName }),
      context: { ...ctx, byName, summary: mod.meta.summary },
    });
  }

  /**
   * The daily digest, from DIGEST_HOUR (UTC) on, once a day: every game waiting for the player,
   * with its deadline, his open invitations, and his games with chat messages of the last day he
   * has not read. No mail when there is none of these.
   */
  async sendDigests(): Promise<number> {
    const now = this.clock.now();
    if (now.getUTCHours() < this.config.DIGEST_HOUR) return 0;
    const day = now.toISOString().slice(0, 10);
    const users = await this.db.user.findMany({ where: { notifyMode: 'DAILY_DIGEST', emailConfirmedAt: { not: null } }, select: RECIPIENT_FIELDS });
    if (!users.length) return 0;
    const keyOf = (id: number) => `digest:${id}:${day}`;
    const sent = new Set(
      (await this.db.email.findMany({ where: { key: { in: users.map((u) => keyOf(u.id)) } }, select: { key: true } })).map((e) => e.key),
    );
    const due = users.filter((u) => !sent.has(keyOf(u.id)));
    if (!due.length) return 0;
    // One query for everyone still due: the games waiting for them and their invitations.
    const allSeats = await this.db.seat.findMany({
      where: {
        userId: { in: due.map((u) => u.id) },
        OR: [
          { kind: 'HUMAN', autoPlay: false, replaced: false, turnSeq: { not: null }, game: { status: 'ACTIVE' } },
          { kind: 'INVITED', game: { status: 'OPEN' } },
        ],
      },
      select: { userId: true, kind: true, deadlineAt: true, game: { select: { id: true, gameType: true, createdBy: { select: { username: true } } } } },
      orderBy: { deadlineAt: { sort: 'asc', nulls: 'last' } },
    });
    // The games with chat messages of the last day the player has not read.
    const since = new Date(now.getTime() - 24 * 3600 * 1000);
    const chats = await this.db.$queryRaw<{ user_id: number; game_id: number; game_type: string; n: bigint }[]>`
      SELECT s.user_id, g.id AS game_id, g.game_type, count(*) AS n
      FROM seats s JOIN games g ON g.id = s.game_id
        JOIN chat_messages m ON m.game_id = s.game_id AND m.id > s.chat_seen_id AND m.user_id <> s.user_id AND m.hidden_at IS NULL AND m.created_at > ${since}
      WHERE s.user_id = ANY(${due.map((u) => u.id)}::int[]) AND s.kind = 'HUMAN' AND g.status IN ('ACTIVE', 'FINISHED')
      GROUP BY s.user_id, g.id, g.game_type ORDER BY g.id`;
    let queued = 0;
    for (const to of due) {
      const seats = allSeats.filter((s) => s.userId === to.id);
      const chat = chats
        .filter((c) => c.user_id === to.id)
        .map((c) => ({ gameId: c.game_id, title: moduleOf({ gameType: c.game_type }).meta.title, url: `${this.config.baseUrl}/games/${c.game_id}#chat`, n: Number(c.n) }));
      if (!seats.length && !chat.length) continue;
      const item = (s: (typeof seats)[number]) => ({
        gameId: s.game.id,
        title: moduleOf(s.game).meta.title,
        url: `${this.config.baseUrl}/games/${s.game.id}`,
        deadline: s.deadlineAt,
        by: s.game.createdBy.username,
      });
      const waiting = seats.filter((s) => s.kind === 'HUMAN').map(item);
      const invitations = seats.filter((s) => s.kind === 'INVITED').map(item);
      const id = await this.emails.queue({
        key: keyOf(to.id),
        kind: 'digest',
        category: 'digest',
        to,
        subject: waiting.length || invitations.length ? msg('mail.subject.digest', { n: waiting.length, inv: invitations.length }) : msg('mail.subject.digestChat', { n: chat.length }),
        context: { waiting, invitations, chat, day },
      });
      if (id !== null) queued++;
    }
    return queued;
  }
}

/**
 * The seat's current turn came within `grace` seconds of the game's start: a tournament's round
 * mail (due then) tells it (NotifyService.roundMailTellsIt).
 */
export function inRoundMailGrace(game: GameRecord, seat: number, grace: number): boolean {
  const s = game.seats[seat];
  if (grace <= 0 || !s || s.turnSeq === null || !s.turnStartedAt || !game.startedAt) return false;
  return s.turnStartedAt.getTime() - game.startedAt.getTime() < grace * 1000;
}

/** The seats whose players get the game's mails (see recipients). */
function mailedSeats(game: GameRecord, alsoSystemPlayed: boolean): GameRecord['seats'] {
  return game.seats.filter((s) => s.kind === 'HUMAN' && s.userId !== null && (alsoSystemPlayed || (!s.autoPlay && !s.replaced)));
}

/** The recipients by seat (see recipients), from users read with the game (any superset of theirs). */
function recipientsOf(game: GameRecord, users: Recipient[], alsoSystemPlayed: boolean): Map<number, Recipient> {
  const out = new Map<number, Recipient>();
  for (const s of mailedSeats(game, alsoSystemPlayed)) {
    const u = users.find((x) => x.id === s.userId);
    if (u) out.set(s.seat, u);
  }
  return out;
}
