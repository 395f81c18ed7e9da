/**
 * Practice (issue 31, point 5): unrated games of a player against robots.
 * - "Practice from here": from a step of a finished game, the player in the seat he chooses; the
 *   game starts at that position (GameStart: the moves up to the step) with what his seat could not
 *   see there drawn anew (the module's redeal), so it is not a replay with open cards.
 * - "Practice against robots": a fresh game from a rules page.
 * - "What would the robot do?": in a practice game, the robot's choice for the player's seat —
 *   made on a fresh deal of what the seat cannot see, so the hint knows no more than the player.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { msg, type Text } from '../../engine/text';
import { Prng, seedPrng, deriveSeed } from '../../engine/prng';
import type { GameStart } from '../../engine/replay';
import { answersOf, isOffered } from '../../engine/steps';
import { findGame } from '../../games/registry';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { loadGame, moduleOf } from './game-record';
import { readLive } from './game-log';
import type { LobbyService } from './lobby.service';
import type { RobotStrength } from '../../engine/contract';
import { StrengthsField, strengthAt } from './robot-strengths';

const FromHere = z.object({
  step: z.coerce.number().int().min(0),
  seat: z.coerce.number().int().min(0),
  /** the robots' strengths in seat order (issue 33) */
  strength: StrengthsField,
});

const Fresh = z.object({
  gameType: z.string().min(1).max(32),
  seats: z.coerce.number({ error: 'site.error.seatsNumber' }).int(),
  strength: StrengthsField,
});

/** The robot's choice for a seat: the move's words, and the answers that put it together on the page. */
export interface Hint {
  label: Text;
  answers: string[];
}

export class PracticeService {
  constructor(
    private readonly db: Db,
    private readonly lobby: LobbyService,
  ) {}

  /** A practice game from a step of a finished game, the user in `seat`; robots in the others. */
  async fromHere(gameId: number, userId: number, input: unknown): Promise<number> {
    const { step, seat, strength } = parseInput(FromHere, input, msg('site.input.practice'));
    const game = await loadGame(this.db, gameId);
    const mod = moduleOf(game);
    if (game.status !== 'FINISHED') throw conflict(msg('site.practice.notFinished'), 'not_finished');
    if (!mod.redeal) throw badRequest(msg('site.practice.unavailable', { game: mod.meta.title }), 'unavailable');
    if (game.start) throw badRequest(msg('site.practice.fromPractice'), 'unavailable');
    if (seat >= game.numSeats) throw badRequest(msg('site.practice.noSeat', { n: seat + 1 }), 'invalid_input');
    const live = await readLive(this.db, gameId);
    if (step > live.length) throw badRequest(msg('site.practice.noStep', { step, steps: live.length }), 'invalid_input');
    const start: GameStart = {
      from: gameId,
      step,
      moves: live.slice(0, step).map((m) => ({ seat: m.seat as number, move: m.payload })),
      redeal: { seat, seed: randomInt(0, 2 ** 31 - 1) },
    };
    return this.create(userId, game.gameType, game.numSeats, seat, strength, { options: game.options, seed: game.seed, rulesVersion: game.rulesVersion, start });
  }

  /** A fresh practice game of a game type: the user first, robots in the other seats. */
  async fresh(userId: number, input: unknown): Promise<number> {
    const data = parseInput(Fresh, input, msg('site.input.practice'));
    const mod = findGame(data.gameType);
    if (!mod) throw badRequest(msg('site.error.noSuchGameType', { name: data.gameType }), 'unknown_game');
    const { minSeats, maxSeats } = mod.meta;
    if (data.seats < Math.max(2, minSeats) || data.seats > maxSeats) {
      throw badRequest(msg('site.error.seatsRange', { game: mod.meta.title, min: Math.max(2, minSeats), max: maxSeats }), 'invalid_input');
    }
    return this.create(userId, mod.meta.id, data.seats, 0, data.strength, { options: mod.optionsSchema.parse({}), seed: 0, rulesVersion: mod.meta.rulesVersion, start: null });
  }

  /**
   * What the game's robot would do in the user's seat of a practice game now, or null when it is
   * not his turn. The robot decides on a fresh deal of what the seat cannot see, so its choice
   * tells nothing hidden; a choice the real position does not allow (it should not happen) is none.
   */
  async hint(gameId: number, userId: number): Promise<Hint | null> {
    const game = await loadGame(this.db, gameId);
    if (!game.practice) throw forbidden(msg('site.practice.hintOnlyPractice'), 'not_practice');
    const seat = game.seats.find((s) => s.kind === 'HUMAN' && s.userId === userId)?.seat;
    if (seat === undefined) throw forbidden(msg('site.error.notAPlayer'), 'not_a_player');
    const mod = moduleOf(game);
    const state = game.state;
    if (game.status !== 'ACTIVE' || !state || !mod.toAct(state).includes(seat)) return null;
    const seed = deriveSeed(game.seed, game.seq, seat + 101);
    const seen = mod.redeal ? mod.redeal(state, seat, seed) : state;
    // the normal robot's choice: the one the rules page describes as the game's robot
    const move = mod.robotMove(seen, seat, new Prng(seedPrng(seed)), 'normal');
    if (!isOffered(mod, state, seat, move)) return null;
    const view = mod.view(state, seat);
    return { label: mod.moveLabel(view, move), answers: answersOf(mod, view, move) };
  }

  private async create(
    userId: number,
    gameType: string,
    numSeats: number,
    mySeat: number,
    strengths: RobotStrength[],
    spec: { options: unknown; seed: number; rulesVersion: number; start: GameStart | null },
  ): Promise<number> {
    const seats: Prisma.SeatCreateWithoutGameInput[] = [];
    for (let i = 0, robot = 0; i < numSeats; i++) {
      seats.push(i === mySeat ? { seat: i, kind: 'HUMAN', user: { connect: { id: userId } }, joinedAt: new Date() } : { seat: i, kind: 'ROBOT', robotStrength: strengthAt(strengths, robot++) });
    }
    const game = await this.db.game.create({
      data: {
        gameType,
        rulesVersion: spec.rulesVersion,
        options: spec.options as Prisma.InputJsonValue,
        seed: spec.seed,
        numSeats,
        deadlineDays: null,
        rated: false,
        robotsRated: false,
        practice: true,
        start: (spec.start ?? undefined) as Prisma.InputJsonValue | undefined,
        createdById: userId,
        seats: { create: seats },
      },
    });
    await this.lobby.startIfFull(game.id);
    return game.id;
  }
}
