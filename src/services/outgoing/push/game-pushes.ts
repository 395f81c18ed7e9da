/**
 * The pushes of the game events, beside their mails (docs/push.md): "your turn" (the "game
 * started" one when it is his move), "game over", an invitation, a chat message, a tournament's
 * round and invitation. They follow the mails' grace rule — nothing while the player watches
 * the game's page, and the turn's after the grace period only when he has not looked meanwhile
 * (NotifyService.turnMailDue checks it for both) — but not the mail preference: a player may
 * want pushes and no mail. Each has the idempotency key of its mail's event.
 */
import type { Db } from '../../../db/client';
import type { Clock } from '../../../clock';
import type { GameRecord } from '../../../db/records';
import type { JobSender } from '../../../queue';
import { msg, type Text } from '../../../engine/text';
import { loadGame, moduleOf, seatNames } from '../../playing/game-record';
import { lineFor } from '../../playing/game-log';
import { isWatching } from '../../../live/presence';
import type { PushService } from './push.service';

const HOUR = 3600;

export class GamePushes {
  constructor(
    private readonly db: Db,
    private readonly push: PushService,
    private readonly clock: Clock,
    private readonly jobs: () => JobSender | null,
    /** TURN_MAIL_GRACE_SECONDS: a chat message is pushed after it, like a turn */
    private readonly grace: number,
  ) {}

  private name(game: { id: number; gameType: string }): string {
    return `${moduleOf(game).meta.title} #${game.id}`;
  }

  /** His turn, after the grace period and its checks (NotifyService.turnMailDue): the entry that gave it, as he reads it. */
  async turn(game: GameRecord, seat: number, turnSeq: number, userId: number): Promise<void> {
    const lineOfTurn = async (): Promise<Text> => {
      const entry = await this.db.move.findFirst({ where: { gameId: game.id, seq: turnSeq }, select: { lines: true } });
      const line = entry ? lineFor(entry, seat, game.numSeats) : '';
      return line ? (line as Text) : msg('site.push.yourMove');
    };
    await this.push.queue({
      key: `turn:${game.id}:${seat}:${turnSeq}`,
      kind: 'turn',
      userId,
      title: msg('site.push.turnTitle', { game: this.name(game) }),
      body: lineOfTurn,
      names: seatNames(game),
      url: `/games/${game.id}`,
      tag: `game-${game.id}`,
      ttlSeconds: game.deadlineDays ? game.deadlineDays * 24 * HOUR : 24 * HOUR,
    });
  }

  /** How much longer his "your turn" mail waits after the push (none without a device with push on). */
  mailWaitSeconds(userId: number): Promise<number> {
    return this.push.subscriptions.mailWaitSeconds(userId);
  }

  /** The game started with his move (the others' start is no news to act on); not while he watches it. */
  async started(game: GameRecord, seat: number, userId: number): Promise<void> {
    if (!game.toAct.includes(seat) || isWatching(game.seats[seat].liveUntil, this.clock.now())) return;
    await this.push.queue({
      key: `started:${game.id}:${userId}`,
      kind: 'turn',
      userId,
      title: msg('site.push.startedTitle', { game: this.name(game) }),
      body: msg('site.push.yourMove'),
      url: `/games/${game.id}`,
      tag: `game-${game.id}`,
    });
  }

  /** The game is over: its result; not while he watches it end. */
  async over(game: GameRecord, seat: number, userId: number, summary: Text): Promise<void> {
    if (isWatching(game.seats[seat].liveUntil, this.clock.now())) return;
    await this.push.queue({
      key: `over:${game.id}:${userId}`,
      kind: 'over',
      userId,
      title: msg('site.push.overTitle', { game: this.name(game) }),
      body: summary,
      names: seatNames(game),
      url: `/games/${game.id}`,
      tag: `game-${game.id}`,
      urgency: 'low',
    });
  }

  async invited(game: GameRecord, userId: number, byName: string): Promise<void> {
    await this.push.queue({
      key: `invite:${game.id}:${userId}`,
      kind: 'invited',
      userId,
      title: msg('site.push.invitedTitle', { by: byName, game: this.name(game) }),
      body: msg('site.push.invitedBody'),
      url: `/games/${game.id}`,
      tag: `invite-${game.id}`,
    });
  }

  /** A chat message was posted: its pushes wait the grace period (a `push-chat` job). */
  async chatPosted(messageId: number): Promise<void> {
    const jobs = this.jobs();
    if (jobs) await jobs.send('push-chat', { messageId }, { delaySeconds: this.grace, key: String(messageId) });
    else await this.chatDue(messageId);
  }

  /**
   * The grace period of a chat message is over: pushed to each other player of the game who has
   * not read it (the game's page shows him the chat and marks it read) and does not watch the
   * game live. Returns how many players it was pushed to.
   */
  async chatDue(messageId: number): Promise<number> {
    const m = await this.db.chatMessage.findUnique({ where: { id: messageId }, select: { gameId: true, userId: true, body: true, hiddenAt: true, user: { select: { username: true } } } });
    if (!m || m.hiddenAt) return 0;
    const game = await loadGame(this.db, m.gameId);
    const now = this.clock.now();
    let pushed = 0;
    for (const s of game.seats) {
      if (s.kind !== 'HUMAN' || s.userId === null || s.userId === m.userId) continue;
      if (s.chatSeenId >= messageId || isWatching(s.liveUntil, now)) continue;
      const made = await this.push.queue({
        key: `chat:${messageId}:${s.userId}`,
        kind: 'chat',
        userId: s.userId,
        title: msg('site.push.chatTitle', { name: m.user.username, game: this.name(game) }),
        body: m.body,
        url: `/games/${game.id}#chat`,
        tag: `chat-${game.id}`,
        ttlSeconds: 6 * HOUR,
      });
      if (made) pushed++;
    }
    return pushed;
  }

  /** A tournament's round has started (its round mail's checks passed): his game, and whether it is his move. */
  async tournamentRound(t: { id: number; name: string; round: number }, gameId: number, gameName: string, userId: number, yourMove: boolean): Promise<void> {
    await this.push.queue({
      key: `tournament-round:${t.id}:${t.round}:${userId}`,
      kind: 'tournament',
      userId,
      title: msg('site.push.roundTitle', { tournament: t.name, round: t.round }),
      body: msg('site.push.roundBody', { game: gameName, yourMove: String(yourMove) }),
      url: `/games/${gameId}`,
      tag: `game-${gameId}`,
    });
  }

  /** An invitation to a tournament (an invitation, as to a game). */
  async tournamentInvited(t: { id: number; name: string }, userId: number, byName: string): Promise<void> {
    await this.push.queue({
      key: `tournament-invite:${t.id}:${userId}`,
      kind: 'invited',
      userId,
      title: msg('site.push.tournamentInviteTitle', { by: byName, tournament: t.name }),
      body: msg('site.push.tournamentInviteBody'),
      url: `/tournaments/${t.id}`,
      tag: `tournament-${t.id}`,
    });
  }
}
