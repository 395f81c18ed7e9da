/**
 * Playing a game: moves, take-backs, handing a seat to the system, and the moves of the seats
 * the system plays. Every change is one transaction that appends to the log only if the game is
 * still at the sequence number the change was made against, so concurrent submissions never
 * both land: one is accepted, the other gets a 409.
 */
import { z } from 'zod';
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import type { AnyGameModule, Seat } from '../engine/contract';
import { applyChecked, IllegalMoveError, replay } from '../engine/replay';
import { stateHash } from '../engine/canonical';
import { deriveSeed, Prng, seedPrng } from '../engine/prng';
import { badRequest, conflict, forbidden, HttpError, unprocessable } from '../http/errors';
import { parseInput } from '../http/validate';
import { GameRecord, loadGame, moduleOf, seatNames, seatOfUser, systemSeats } from './game-record';
import { lineFor, readLog, takeBackCandidate } from './game-log';

const SeqInput = z.coerce.number({ error: 'the sequence number must be a number' }).int().min(0);

export const MoveRequest = z.object({
  seq: SeqInput,
  move: z.unknown(),
});

const SeqRequest = z.object({ seq: SeqInput });

/** Hook the platform calls after a change, so seats the system plays can act (in-process or as jobs). */
export interface SystemSeatRunner {
  afterChange(gameId: number): Promise<void>;
}

interface Change {
  seq: number;
  state: unknown;
  hash: string | null;
  entry: { kind: 'MOVE' | 'UNDO' | 'EVENT'; seat: number | null; payload: unknown; undoable: boolean; lines: string[] };
}

export class GameService {
  /** Runs the system seats after every change; replaced by the job queue where there is one. */
  runner: SystemSeatRunner = {
    afterChange: async (id) => {
      await this.playSystemSeats(id);
    },
  };

  constructor(private readonly db: Db) {}

  /** A player's move, made against sequence number `seq`. */
  async submitMove(gameId: number, userId: number, input: unknown): Promise<{ seq: number }> {
    const { seq, move } = parseInput(MoveRequest, input, 'move request');
    const { game, seat, mod } = await this.playerAction(gameId, userId, seq);
    const next = await this.commitMove(game, mod, seat, move);
    // Seats do not change with a move: only games with seats the system plays need a look.
    if (systemSeats(game).length > 0) await this.runner.afterChange(gameId);
    return { seq: next.seq };
  }

  /** Takes back the player's last move, as long as it revealed nothing, drew nothing and ended no turn. */
  async takeBack(gameId: number, userId: number, input: unknown): Promise<{ seq: number }> {
    const seq = parseInput(SeqRequest, input, 'take-back request').seq;
    const { game, seat, mod } = await this.playerAction(gameId, userId, seq);
    const { live } = await readLog(this.db, gameId);
    const target = takeBackCandidate(live, seat);
    if (!target) throw conflict('There is no move of yours that can still be taken back.', 'no_take_back');
    const remaining = live.filter((m) => m !== target);
    let state: unknown;
    try {
      state = replay(mod, this.specOf(game), remaining.map((m) => ({ seat: m.seat as number, move: m.payload }))).state;
    } catch (err) {
      if (err instanceof IllegalMoveError) throw conflict('That move cannot be taken back any more: later moves depend on it.', 'no_take_back');
      throw err;
    }
    const names = seatNames(game);
    const lines = this.viewers(game).map((viewer) =>
      viewer === seat ? `You took back: ${lineFor(target, seat, game.numSeats)}` : `${names[seat]} took back a move.`,
    );
    await this.commit(game, mod, {
      seq: game.seq + 1,
      state,
      hash: stateHash(state),
      entry: { kind: 'UNDO', seat, payload: { seq: target.seq }, undoable: false, lines },
    });
    await this.runner.afterChange(gameId);
    return { seq: game.seq + 1 };
  }

  /** The seat lets the system finish a decided game for it (yucata's automatic mode). */
  async enableAutoPlay(gameId: number, userId: number, input: unknown): Promise<{ seq: number }> {
    const seq = parseInput(SeqRequest, input, 'request').seq;
    const { game, seat, mod } = await this.playerAction(gameId, userId, seq);
    if (!autoPlayOffered(game, mod, seat)) {
      throw conflict('The system can finish the game for you only once the ranking is decided (the winners are asked first).', 'not_offered');
    }
    const name = seatNames(game)[seat];
    await this.db.$transaction(async (tx) => {
      await this.appendChange(tx, game, mod, {
        seq: game.seq + 1,
        state: game.state,
        hash: null,
        entry: {
          kind: 'EVENT',
          seat,
          payload: { event: 'autoplay' },
          undoable: false,
          lines: this.viewers(game).map((v) => (v === seat ? 'You let the system finish the game for you.' : `${name} lets the system finish the game.`)),
        },
      });
      await tx.seat.update({ where: { gameId_seat: { gameId, seat } }, data: { autoPlay: true } });
    });
    await this.runner.afterChange(gameId);
    return { seq: game.seq + 1 };
  }

  /** Plays robot and auto-play seats until a human must act or the game ends. */
  async playSystemSeats(gameId: number, maxMoves = 10_000): Promise<number> {
    let made = 0;
    let game = await loadGame(this.db, gameId);
    while (made < maxMoves) {
      if (game.status !== 'ACTIVE') return made;
      const mod = moduleOf(game);
      const system = new Set(systemSeats(game));
      const seat = mod.toAct(game.state).find((s) => system.has(s));
      if (seat === undefined) return made;
      const random = new Prng(seedPrng(deriveSeed(game.seed, game.seq, seat)));
      const isRobot = game.seats[seat].kind === 'ROBOT';
      const move = isRobot || !mod.autoMove ? mod.robotMove(game.state, seat, random) : mod.autoMove(game.state, seat, random);
      try {
        game = await this.commitMove(game, mod, seat, move);
      } catch (err) {
        // Someone else changed the game first; look again.
        if (err instanceof HttpError && err.status === 409) {
          game = await loadGame(this.db, gameId);
          continue;
        }
        throw err;
      }
      made++;
    }
    return made;
  }

  /**
   * Checks and stores one move against the game's current sequence number; returns the game as
   * it is now (seats unchanged), so a caller that goes on needs no second read.
   */
  async commitMove(game: GameRecord, mod: AnyGameModule, seat: Seat, move: unknown): Promise<GameRecord> {
    if (game.status !== 'ACTIVE') throw conflict('This game is not running.', 'not_active');
    let applied;
    try {
      applied = applyChecked(mod, game.state, seat, move);
    } catch (err) {
      if (err instanceof IllegalMoveError) throw refusalError(err);
      throw err;
    }
    const names = seatNames(game);
    const lines = this.viewers(game).map((viewer) =>
      mod.logLine({ before: game.state, after: applied.state, seat, move: applied.move, viewer, names }),
    );
    return this.commit(game, mod, {
      seq: game.seq + 1,
      state: applied.state,
      hash: applied.hash,
      entry: { kind: 'MOVE', seat, payload: applied.move, undoable: !applied.barrier, lines },
    });
  }

  private async commit(game: GameRecord, mod: AnyGameModule, change: Change): Promise<GameRecord> {
    return this.db.$transaction((tx) => this.appendChange(tx, game, mod, change));
  }

  /**
   * The game row moves from game.seq to change.seq only if nobody moved it first; then the entry
   * is appended. Returns the game row as written (with the seats it had).
   */
  private async appendChange(tx: Prisma.TransactionClient, game: GameRecord, mod: AnyGameModule, change: Change): Promise<GameRecord> {
    const outcome = mod.outcome(change.state);
    const finished = outcome.finished;
    const data = {
      seq: change.seq,
      state: change.state as Prisma.InputJsonValue,
      toAct: finished ? [] : mod.toAct(change.state),
      ...(finished
        ? {
            status: 'FINISHED' as const,
            finishedAt: new Date(),
            result: { ranks: outcome.ranks, scores: outcome.scores, summary: resultSummary(seatNames(game), outcome.ranks, outcome.scores) } as Prisma.InputJsonValue,
          }
        : {}),
    };
    const updated = await tx.game.updateMany({ where: { id: game.id, seq: game.seq, status: 'ACTIVE' }, data });
    if (updated.count !== 1) throw staleError(game.seq);
    await tx.move.create({
      data: {
        gameId: game.id,
        seq: change.seq,
        kind: change.entry.kind,
        seat: change.entry.seat,
        payload: change.entry.payload as Prisma.InputJsonValue,
        stateHash: change.hash,
        undoable: change.entry.undoable,
        lines: change.entry.lines,
      },
    });
    return { ...game, ...data, state: change.state as GameRecord['state'], result: (data.result ?? game.result) as GameRecord['result'] };
  }

  /** What every player action starts with: the game, the player's seat in it, the sequence check. */
  private async playerAction(gameId: number, userId: number, seq: number): Promise<{ game: GameRecord; seat: Seat; mod: AnyGameModule }> {
    const game = await loadGame(this.db, gameId);
    const seat = this.playerSeat(game, userId);
    if (seq !== game.seq) throw staleError(game.seq, seq);
    return { game, seat, mod: moduleOf(game) };
  }

  /** The seat of a logged-in player in a running game. */
  private playerSeat(game: GameRecord, userId: number): Seat {
    const seat = seatOfUser(game, userId);
    if (seat === null) throw forbidden('You are not playing in this game.', 'not_a_player');
    if (game.status !== 'ACTIVE') throw conflict(game.status === 'OPEN' ? 'This game has not started yet.' : 'This game is over.', 'not_active');
    if (game.seats[seat].autoPlay) throw conflict('The system is finishing this game for you.', 'auto_play');
    return seat;
  }

  private specOf(game: GameRecord) {
    return { seed: game.seed, seats: game.numSeats, options: game.options };
  }

  /** Log lines are written for every seat, then for spectators. */
  private viewers(game: GameRecord): (Seat | null)[] {
    return [...game.seats.map((s) => s.seat), null];
  }
}

/** The result in words, with the players' names: "Anna wins with 48 points." */
export function resultSummary(names: string[], ranks?: number[], scores?: number[]): string {
  if (!ranks) return 'The game is over.';
  const winners = names.filter((_n, i) => ranks[i] === 1);
  const points = (i: number) => (scores ? ` with ${scores[i]} point${scores[i] === 1 ? '' : 's'}` : '');
  const first = ranks.indexOf(1);
  if (winners.length === 1) return `${winners[0]} wins${points(first)}.`;
  return `${winners.slice(0, -1).join(', ')} and ${winners[winners.length - 1]} share the win${points(first)}.`;
}

/** A refused move as an HTTP answer: 400 not a move at all, 409 not your turn, 422 against the rules. */
function refusalError(err: IllegalMoveError): HttpError {
  if (err.kind === 'malformed') return badRequest(err.message, 'malformed_move');
  if (err.kind === 'turn') return conflict(err.message, 'not_your_turn');
  return unprocessable(err.rule ? `${err.message} (rule: ${err.rule})` : err.message, 'illegal_move');
}

function staleError(current: number, sent?: number): HttpError {
  const detail = sent === undefined ? '' : ` (your page showed move ${sent}, the game is at move ${current})`;
  return conflict(`The game has moved on since your page was drawn${detail}. Nothing was changed; look at the board again.`, 'stale');
}

/**
 * Auto-finish offer (rule text: "bietet das System erst dem Gewinner, dann allen anderen Spielern
 * an"): once the ranking is decided, a winner is asked; the others once every human winner accepted.
 */
export function autoPlayOffered(game: GameRecord, mod: AnyGameModule, seat: Seat): boolean {
  if (game.status !== 'ACTIVE' || !mod.decidedWinners) return false;
  const s = game.seats[seat];
  if (!s || s.kind !== 'HUMAN' || s.autoPlay) return false;
  const winners = mod.decidedWinners(game.state);
  if (!winners) return false;
  if (winners.includes(seat)) return true;
  return winners.every((w) => game.seats[w].kind !== 'HUMAN' || game.seats[w].autoPlay);
}

