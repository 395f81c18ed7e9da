/**
 * A game's chat and its players' private notes. The chat is read by the game's players (and by
 * spectators when the game allows it); a message is plain text (escaped wherever it is shown),
 * at most CHAT_MAX characters, rate-limited per player, and any reader who is a player may report
 * it to the admins, who hide it or dismiss the report. Notes are one text per player and game
 * that only he reads.
 */
import { msg } from '../../engine/text';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { loadGame, seatOfUser } from '../playing/game-record';
import { type GameRecord } from '../../db/records';
import { announceGamePage } from '../../live/announce';
import { Clock, systemClock } from '../../clock';

export const CHAT_MAX = 500;
export const NOTE_MAX = 4000;
/** How many of the newest messages the game page shows (the chat page shows them all). */
export const CHAT_SHOWN = 50;
export const CHAT_PAGE = 200;

/** Plain text: no control characters but line breaks, at most two blank lines in a row, trimmed. */
function plain(s: string): string {
  return s
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ChatInput = z.object({
  body: z
    .string({ error: 'site.error.chatEmpty' })
    .transform(plain)
    .pipe(z.string().min(1, 'site.error.chatEmpty').max(CHAT_MAX, 'site.error.chatLong')),
});
const NoteInput = z.object({ body: z.string().default('').transform(plain).pipe(z.string().max(NOTE_MAX, 'site.error.noteLong')) });
const ReportInput = z.object({ reason: z.string().default('').transform(plain).pipe(z.string().max(300, 'site.error.reasonLong')) });

export interface ChatLine {
  id: number;
  username: string;
  body: string;
  createdAt: Date;
  /** the reader wrote it */
  own: boolean;
}

export interface OpenReport {
  id: number;
  reason: string | null;
  createdAt: Date;
  reporter: string;
  message: { id: number; gameId: number; author: string; body: string; createdAt: Date; hidden: boolean };
}

/** Whether the reader may read the game's chat: a player of it, or anyone when the game allows it. */
export function mayReadChat(game: GameRecord, userId: number | undefined): boolean {
  if (game.status === 'OPEN' || game.status === 'ABORTED') return false;
  return game.chatPublic || seatOfUser(game, userId) !== null;
}

export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    /** a message was stored: its pushes follow (after the grace period, from the worker) */
    private readonly posted: (messageId: number) => Promise<void> = async () => undefined,
  ) {}

  /** A player's message: stored, and the game's pages look again. */
  async post(gameId: number, userId: number, input: unknown): Promise<{ id: number }> {
    const { body } = parseInput(ChatInput, input, msg('site.input.chat'));
    const game = await loadGame(this.db, gameId);
    this.playerOf(game, userId);
    const row = await this.db.chatMessage.create({ data: { gameId, userId, body, createdAt: this.clock.now() }, select: { id: true } });
    await announceGamePage(this.db, gameId);
    await this.posted(row.id);
    return row;
  }

  /** A page of the chat, the oldest first: the messages before `before` (the newest when absent). */
  async page(gameId: number, readerId: number | undefined, before?: number): Promise<{ lines: ChatLine[]; older: number | null; game: GameRecord }> {
    const game = await loadGame(this.db, gameId);
    if (!mayReadChat(game, readerId)) throw forbidden(msg('site.error.chatPrivate'), 'chat_private');
    const rows = await this.db.chatMessage.findMany({
      where: { gameId, hiddenAt: null, ...(before ? { id: { lt: before } } : {}) },
      orderBy: { id: 'desc' },
      take: CHAT_PAGE + 1,
      include: { user: { select: { username: true } } },
    });
    const shown = rows.slice(0, CHAT_PAGE).reverse();
    return {
      game,
      lines: shown.map((r) => ({ id: r.id, username: r.user.username, body: r.body, createdAt: r.createdAt, own: r.userId === readerId })),
      older: rows.length > CHAT_PAGE ? shown[0].id : null,
    };
  }

  /** A player reports a message of the game to the admins (once; again is no error). */
  async report(gameId: number, messageId: number, userId: number, input: unknown): Promise<{ first: boolean }> {
    const { reason } = parseInput(ReportInput, input, msg('site.input.report'));
    const game = await loadGame(this.db, gameId);
    this.playerOf(game, userId);
    const m = await this.db.chatMessage.findUnique({ where: { id: messageId } });
    if (!m || m.gameId !== gameId || m.hiddenAt) throw notFound(msg('site.error.noMessage'));
    if (m.userId === userId) throw badRequest(msg('site.error.reportOwn'), 'own_message');
    try {
      await this.db.chatReport.create({ data: { messageId, reporterId: userId, reason: reason || null, createdAt: this.clock.now() } });
      return { first: true };
    } catch (err) {
      if (isUniqueViolation(err)) return { first: false };
      throw err;
    }
  }

  /** The player's private notes on the game (an empty text deletes them). */
  async saveNote(gameId: number, userId: number, input: unknown): Promise<void> {
    const { body } = parseInput(NoteInput, input, msg('site.input.note'));
    const game = await loadGame(this.db, gameId);
    this.playerOf(game, userId);
    if (!body) {
      await this.db.gameNote.deleteMany({ where: { gameId, userId } });
      return;
    }
    const now = this.clock.now();
    await this.db.gameNote.upsert({ where: { gameId_userId: { gameId, userId } }, create: { gameId, userId, body, updatedAt: now }, update: { body, updatedAt: now } });
  }

  /** The reports the admins have not yet decided on, the oldest first. */
  async openReports(): Promise<OpenReport[]> {
    const rows = await this.db.chatReport.findMany({
      where: { resolvedAt: null },
      orderBy: { createdAt: 'asc' },
      take: 200,
      include: { reporter: { select: { username: true } }, message: { include: { user: { select: { username: true } } } } },
    });
    return rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      createdAt: r.createdAt,
      reporter: r.reporter.username,
      message: { id: r.message.id, gameId: r.message.gameId, author: r.message.user.username, body: r.message.body, createdAt: r.message.createdAt, hidden: r.message.hiddenAt !== null },
    }));
  }

  /** An admin decides a report: `hide` takes the message down (every report of it is then decided), `dismiss` leaves it. */
  async decide(reportId: number, action: unknown): Promise<void> {
    if (action !== 'hide' && action !== 'dismiss') throw badRequest(msg('site.error.reportAction'), 'invalid_input');
    const report = await this.db.chatReport.findUnique({ where: { id: reportId } });
    if (!report) throw notFound(msg('site.error.noReport'));
    if (report.resolvedAt) throw conflict(msg('site.error.reportDecided'), 'decided');
    const now = this.clock.now();
    if (action === 'dismiss') {
      await this.db.chatReport.update({ where: { id: reportId }, data: { resolvedAt: now, resolution: 'dismissed' } });
      return;
    }
    const m = await this.db.$transaction(async (tx) => {
      const hidden = await tx.chatMessage.update({ where: { id: report.messageId }, data: { hiddenAt: now } });
      await tx.chatReport.updateMany({ where: { messageId: report.messageId, resolvedAt: null }, data: { resolvedAt: now, resolution: 'hidden' } });
      return hidden;
    });
    await announceGamePage(this.db, m.gameId);
  }

  /** Only the game's players write, report and keep notes; the game must have started. */
  private playerOf(game: GameRecord, userId: number): number {
    const seat = seatOfUser(game, userId);
    if (seat === null) throw forbidden(msg('site.error.chatPlayersOnly'), 'not_a_player');
    if (game.status === 'OPEN' || game.status === 'ABORTED') throw conflict(msg('site.error.notStarted'), 'not_active');
    return seat;
  }
}
