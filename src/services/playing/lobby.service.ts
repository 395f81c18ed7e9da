/**
 * The lobby: creating games, joining, invitations, robots, and the start once every seat is
 * taken. A game starts with a fresh random seed; from then on everything random comes from
 * the seeded PRNG in its state.
 */
import { msg } from '../../engine/text';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { isUniqueViolation } from '../../db/errors';
import { parseOptions, setupGame } from '../../engine/replay';
import { findGame } from '../../games/registry';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { loadGame, moduleOf, seatOfUser, specOf } from './game-record';
import type { SystemSeatRunner } from './game.service';
import type { NotifyService } from '../outgoing/notify.service';
import { applyTurnChange } from './turns';
import { clickMark } from '../../live/presence';
import { NameField } from '../people/user.service';
import { Clock, systemClock } from '../../clock';
import { announceLobby } from '../../live/announce';
import { JOIN_LOCK } from '../../db/locks';
import { blockersOf } from '../people/friends.service';
import { StrengthField, StrengthsField, strengthAt, strengthOf } from './robot-strengths';
import { DEFAULT_ROBOT_STRENGTH } from '../../engine/contract';

/** The time per move a new game gets unless its creator chooses another (or none). */
export const DEFAULT_DEADLINE_DAYS = 7;

export const CreateGameInput = z.object({
  gameType: z.string().min(1, 'site.error.chooseGame').max(32),
  seats: z.coerce.number({ error: 'site.error.seatsNumber' }).int(),
  robots: z.coerce.number().int().min(0).default(0),
  /** the robots' strengths in seat order (issue 33; a robot without one plays normal) */
  strength: StrengthsField,
  // a field of names (comma or space separated), or several (the new-game form's friends)
  invite: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => [...new Set((Array.isArray(v) ? v : [v ?? '']).flatMap((x) => x.split(/[\s,]+/)).map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(NameField).max(8)),
  /** spectators may read the chat (a checkbox: "on") */
  chatPublic: z.union([z.boolean(), z.string()]).optional().transform((v) => v === true || v === 'on' || v === 'true'),
  /** rated even with robots in it (a checkbox: "on"); a game with a robot is not rated otherwise (issue 31) */
  rated: z.union([z.boolean(), z.string()]).optional().transform((v) => v === true || v === 'on' || v === 'true'),
  options: z.record(z.string(), z.unknown()).default({}),
  /** time per move in days; 0: none (a casual game) */
  deadlineDays: z.coerce
    .number({ error: 'site.error.deadlineNumber' })
    .int()
    .min(0, 'site.error.deadlineRange')
    .max(30, 'site.error.deadlineRange')
    .default(DEFAULT_DEADLINE_DAYS),
});

/** Filling a game's open seats with robots: one strength for them all (issue 33). */
const FillInput = z.object({ strength: StrengthField.default(DEFAULT_ROBOT_STRENGTH) });

/** How the player acts: from a page of the site whose answer is the game's page (`watching`: see createGame). */
export interface Acting {
  watching?: boolean;
}

export class LobbyService {
  constructor(
    private readonly db: Db,
    private readonly runner: () => SystemSeatRunner,
    private readonly notify: NotifyService | null = null,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * The rematch of a finished game, by one of its players: the same game, options, seats and time
   * per move; he sits first, the other players are invited (one who blocked him gets an open seat
   * instead), robots are robots again. One rematch per game: asked again (or by another player at
   * the same moment), it is the one already made.
   */
  async rematch(gameId: number, userId: number): Promise<number> {
    const old = await loadGame(this.db, gameId);
    if (seatOfUser(old, userId) === null) throw forbidden(msg('site.error.notAPlayer'), 'not_a_player');
    if (old.status !== 'FINISHED') throw conflict(msg('site.error.rematchNotOver'), 'not_finished');
    const made = await this.rematchOf(gameId);
    if (made !== null) return made;
    const others = old.seats.filter((s) => s.kind === 'HUMAN' && s.user && s.user.id !== userId).map((s) => s.user!);
    const blockers = await blockersOf(this.db, userId, others.map((u) => u.id));
    const invite = others.filter((u) => !blockers.includes(u.id)).map((u) => u.username);
    const input = { gameType: old.gameType, seats: old.numSeats, robots: old.seats.filter((s) => s.kind === 'ROBOT').length, strength: old.seats.filter((s) => s.kind === 'ROBOT').map(strengthOf), invite, options: old.options, deadlineDays: old.deadlineDays ?? 0, chatPublic: old.chatPublic, rated: old.robotsRated };
    try {
      return await this.createGame(userId, input, gameId);
    } catch (err) {
      // Another player's click made it first.
      if (isUniqueViolation(err)) return (await this.rematchOf(gameId))!;
      throw err;
    }
  }

  /** The id of the rematch made of a game, or null. */
  async rematchOf(gameId: number): Promise<number | null> {
    return (await this.db.game.findUnique({ where: { rematchOfId: gameId }, select: { id: true } }))?.id ?? null;
  }

  /**
   * `acting.watching`: the request's answer is the game's page (a form of the site). When the
   * action starts the game, its player is marked as watching it for the moment until that page
   * opens its own event stream (seats.live_until, src/live/presence.ts): no "has started" mail for
   * a game his own click started.
   */
  async createGame(userId: number, input: unknown, rematchOf?: number, acting: Acting = {}): Promise<number> {
    const data = parseInput(CreateGameInput, input, msg('site.input.newGame'));
    const mod = findGame(data.gameType);
    if (!mod) throw badRequest(msg('site.error.noSuchGameType', { name: data.gameType }), 'unknown_game');
    const { minSeats, maxSeats } = mod.meta;
    if (data.seats < minSeats || data.seats > maxSeats) {
      throw badRequest(msg('site.error.seatsRange', { game: mod.meta.title, min: minSeats, max: maxSeats }), 'invalid_input');
    }
    let options: unknown;
    try {
      options = parseOptions(mod, data.options);
    } catch {
      throw badRequest(msg('site.error.notOptions', { game: mod.meta.title }), 'invalid_input');
    }
    const invited = await this.usersByName(data.invite, userId);
    await this.refuseBlockedInvitation(userId, invited);
    if (1 + invited.length + data.robots > data.seats) {
      throw badRequest(msg('site.error.tooManyInvited'), 'invalid_input');
    }
    // the game starts at once when no seat waits for a player
    const startsNow = 1 + data.robots === data.seats;
    const kinds: Prisma.SeatCreateWithoutGameInput[] = [{ seat: 0, kind: 'HUMAN', user: { connect: { id: userId } }, joinedAt: new Date(), liveUntil: this.watching(acting, startsNow) }];
    for (const u of invited) kinds.push({ seat: kinds.length, kind: 'INVITED', user: { connect: { id: u.id } } });
    for (let i = 0; i < data.robots; i++) kinds.push({ seat: kinds.length, kind: 'ROBOT', robotStrength: strengthAt(data.strength, i) });
    while (kinds.length < data.seats) kinds.push({ seat: kinds.length, kind: 'OPEN' });
    const game = await this.db.game.create({
      data: {
        gameType: mod.meta.id,
        rulesVersion: mod.meta.rulesVersion,
        options: options as Prisma.InputJsonValue,
        seed: 0,
        numSeats: data.seats,
        deadlineDays: data.deadlineDays || null,
        chatPublic: data.chatPublic,
        robotsRated: data.rated,
        rematchOfId: rematchOf ?? null,
        createdById: userId,
        seats: { create: kinds },
      },
    });
    const creator = await this.db.user.findUnique({ where: { id: userId }, select: { username: true } });
    for (const u of invited) await this.notify?.invited(game.id, u.id, creator?.username ?? 'A player');
    if (!(await this.startIfFull(game.id))) await this.announce(game.id);
    return game.id;
  }

  /** Takes the user's invitation, or the first open seat (`acting`: see createGame). */
  async join(gameId: number, userId: number, acting: Acting = {}): Promise<void> {
    // One join of a game at a time (advisory lock per game): the same player clicking "join" in
    // several tabs at once gets one seat, and the others a clear "already seated".
    await this.db.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${JOIN_LOCK}, ${gameId})`;
      const game = await this.openGame(gameId, tx);
      if (game.seats.some((s) => s.userId === userId && s.kind === 'HUMAN')) throw conflict(msg('site.error.alreadySeated'), 'already_seated');
      // A player blocked by one in the game does not join it (an invitation was his own choice).
      const others = game.seats.filter((s) => s.userId !== null && s.userId !== userId).map((s) => s.userId as number);
      const invitedHere = game.seats.some((s) => s.kind === 'INVITED' && s.userId === userId);
      if (!invitedHere && (await blockersOf(tx, userId, others)).length) throw forbidden(msg('site.error.blockedJoin'), 'blocked');
      const seat = game.seats.find((s) => s.kind === 'INVITED' && s.userId === userId) ?? game.seats.find((s) => s.kind === 'OPEN');
      if (!seat) throw conflict(msg('site.error.full'), 'full');
      // an invitation or a leave without the lock may still change the seat: taken only as read
      const taken = await tx.seat.updateMany({ where: { gameId, seat: seat.seat, kind: seat.kind, userId: seat.userId }, data: { kind: 'HUMAN', userId, joinedAt: new Date(), liveUntil: this.watching(acting, game.seats.filter((s) => s.kind === 'OPEN' || s.kind === 'INVITED').length === 1) } });
      if (taken.count === 0) throw conflict(msg('site.error.seatJustTaken'), 'full');
    });
    if (!(await this.startIfFull(gameId))) await this.announce(gameId);
  }

  async leave(gameId: number, userId: number): Promise<void> {
    const game = await this.openGame(gameId);
    if (game.createdById === userId) throw conflict(msg('site.error.creatorLeaves'), 'creator');
    const left = await this.db.seat.updateMany({ where: { gameId, userId, kind: { in: ['HUMAN', 'INVITED'] } }, data: { kind: 'OPEN', userId: null, joinedAt: null } });
    if (left.count === 0) throw conflict(msg('site.error.notSeated'), 'not_seated');
    await this.announce(gameId, [userId]);
  }

  async cancel(gameId: number, userId: number): Promise<void> {
    const game = await this.openGame(gameId);
    if (game.createdById !== userId) throw forbidden(msg('site.error.onlyCreatorCancels'));
    await this.db.game.updateMany({ where: { id: gameId, status: 'OPEN' }, data: { status: 'ABORTED' } });
    await this.announce(gameId);
  }

  async invite(gameId: number, userId: number, username: unknown): Promise<void> {
    const game = await this.openGame(gameId);
    if (game.createdById !== userId) throw forbidden(msg('site.error.onlyCreatorInvites'));
    const [user] = await this.usersByName([parseInput(NameField, username, msg('site.input.username'))], userId);
    if (game.seats.some((s) => s.userId === user.id)) throw conflict(msg('site.error.hasSeat', { name: user.username }), 'already_seated');
    await this.refuseBlockedInvitation(userId, [user]);
    const free = game.seats.find((s) => s.kind === 'OPEN');
    if (!free) throw conflict(msg('site.error.noSeatToInvite'), 'full');
    const done = await this.db.seat.updateMany({ where: { gameId, seat: free.seat, kind: 'OPEN' }, data: { kind: 'INVITED', userId: user.id } });
    if (done.count === 0) throw conflict(msg('site.error.seatJustTaken'), 'full');
    await this.notify?.invited(gameId, user.id, game.seats.find((x) => x.userId === userId)?.user?.username ?? 'A player');
    await this.announce(gameId);
  }

  async decline(gameId: number, userId: number): Promise<void> {
    await this.openGame(gameId);
    const done = await this.db.seat.updateMany({ where: { gameId, userId, kind: 'INVITED' }, data: { kind: 'OPEN', userId: null } });
    if (done.count === 0) throw conflict(msg('site.error.notInvited'), 'not_invited');
    await this.announce(gameId, [userId]);
  }

  /** The creator fills every open seat with the game's robot. */
  async fillWithRobots(gameId: number, userId: number, acting: Acting = {}, input: unknown = {}): Promise<void> {
    const { strength } = parseInput(FillInput, input, msg('site.input.robots'));
    const game = await this.openGame(gameId);
    if (game.createdById !== userId) throw forbidden(msg('site.error.onlyCreatorRobots'));
    const startsNow = !game.seats.some((s) => s.kind === 'INVITED');
    if (acting.watching && startsNow) await this.db.seat.updateMany({ where: { gameId, userId }, data: { liveUntil: this.watching(acting, true) } });
    await this.db.seat.updateMany({ where: { gameId, kind: 'OPEN' }, data: { kind: 'ROBOT', robotStrength: strength } });
    if (!(await this.startIfFull(gameId))) await this.announce(gameId);
  }

  /** Starts the game when no seat is open or only invited; robots then make their first moves. */
  async startIfFull(gameId: number): Promise<boolean> {
    const game = await loadGame(this.db, gameId);
    if (game.status !== 'OPEN' || game.seats.some((s) => s.kind === 'OPEN' || s.kind === 'INVITED')) return false;
    const mod = moduleOf(game);
    // A practice game from a position keeps the seed its moves were made under.
    const seed = game.start ? game.seed : randomInt(0, 2 ** 31 - 1);
    const state = setupGame(mod, { ...specOf(game), seed });
    const now = this.clock.now();
    const toAct = mod.toAct(state);
    const started = await this.db.$transaction(async (tx) => {
      const done = await tx.game.updateMany({
        where: { id: gameId, status: 'OPEN', seq: game.seq },
        data: { status: 'ACTIVE', seed, state: state as Prisma.InputJsonValue, toAct, startedAt: now },
      });
      if (done.count === 1) {
        await applyTurnChange(tx, { gameId, deadlineDays: game.deadlineDays, before: [], after: toAct, seq: 0, mover: null, now });
      }
      return done.count === 1;
    });
    if (!started) return false;
    await this.announce(gameId);
    await this.runner().afterChange(gameId);
    return true;
  }

  /** The seat's watching mark for a player whose action from the game's page starts it (else none). */
  private watching(acting: Acting, startsGame: boolean): Date | undefined {
    return acting.watching && startsGame ? clickMark(this.clock.now()) : undefined;
  }

  /** Tells the lobby pages, the game's own page and its players' pages that the game changed. */
  private async announce(gameId: number, alsoUsers: number[] = []): Promise<void> {
    const seats = await this.db.seat.findMany({ where: { gameId, userId: { not: null } }, select: { userId: true } });
    await announceLobby(this.db, gameId, [...new Set([...seats.map((s) => s.userId as number), ...alsoUsers])]);
  }

  private async openGame(gameId: number, db: Db | Prisma.TransactionClient = this.db) {
    const game = await loadGame(db, gameId);
    if (game.status !== 'OPEN') throw conflict(msg('site.error.notOpen'), 'not_open');
    return game;
  }

  /** 403 when one of the invited players blocked the one who invites. */
  private async refuseBlockedInvitation(userId: number, invited: { id: number; username: string }[]): Promise<void> {
    const blockers = await blockersOf(this.db, userId, invited.map((u) => u.id));
    if (blockers.length) throw forbidden(msg('site.error.blockedInvite', { name: invited.find((u) => u.id === blockers[0])!.username }), 'blocked');
  }

  private async usersByName(names: string[], selfId: number) {
    const keys = [...new Set(names.map((n) => n.toLowerCase()))];
    const users = keys.length ? await this.db.user.findMany({ where: { usernameKey: { in: keys } } }) : [];
    for (const key of keys) {
      const u = users.find((x) => x.usernameKey === key);
      if (!u) throw notFound(msg('site.error.noPlayer', { name: names.find((n) => n.toLowerCase() === key) ?? key }));
      if (u.id === selfId) throw badRequest(msg('site.error.inviteSelf'), 'invalid_input');
    }
    return users;
  }
}
