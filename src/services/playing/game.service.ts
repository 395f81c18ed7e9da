/**
 * Playing a game: moves, take-backs, handing a seat to the system, and the moves of the seats
 * the system plays. Every change is one transaction that appends to the log only if the game is
 * still at the sequence number the change was made against, so concurrent submissions never
 * both land: one is accepted, the other gets a 409.
 */
import { strengthOf } from './robot-strengths';
import { msg, seat as seatRef, type Text } from '../../engine/text';
import type { Db } from '../../db/client';
import { Prisma, type Move } from '../../generated/prisma/client';
import { type AnyGameModule, type Seat } from '../../engine/contract';
import { applyChecked, IllegalMoveError, replay } from '../../engine/replay';
import { stateHash } from '../../engine/canonical';
import { stepperOf } from '../../engine/steps';
import { deriveSeed, Prng, seedPrng } from '../../engine/prng';
import { badRequest, conflict, forbidden, HttpError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { loadGame, moduleOf, seatOfUser, specOf, systemSeats } from './game-record';
import type { GameRecord } from '../../db/records';
import { lineFor, readLive, takeBackCandidate, takeBackSteps, undoneSeqs } from './game-log';
import { announceGame } from '../../live/announce';
import { plannedTurnChange, seatFieldsAfter, type TurnChange } from './turns';
import { appendChange } from '../../db/hot/append';
import { viaPool, viaTx, type Sql } from '../../db/hot/sql';
import { Clock, systemClock } from '../../clock';
import { recordResult } from '../people/ratings/record';
import { MoveRequest, moveOfAnswers, offeredHash, refusalError, SeqRequest, staleError, TakeBackRequest } from './move-request';
import { forfeitRanks, lostSeats, resultSummary } from './results';

/** Hook the platform calls after a change, so seats the system plays can act (in-process or as jobs). */
export interface SystemSeatRunner {
  afterChange(gameId: number): Promise<void>;
}

export interface Change {
  seq: number;
  state: unknown;
  hash: string | null;
  entry: { kind: 'MOVE' | 'UNDO' | 'EVENT'; seat: number | null; payload: unknown; undoable: boolean; lines: Text[]; news?: (Text | null)[] | null };
  /** ends the game with this result instead of the rules' outcome (after a timeout; without ranks: ended by agreement) */
  endWith?: { ranks?: number[]; summary: Text; timedOut: number[] };
}

/** What a change does to the game, worked out before it is written. */
interface Plan {
  now: Date;
  toAct: number[];
  result: { ranks?: number[]; scores?: number[]; timedOut?: number[]; summary: Text } | null;
}

/** How often a move that lost the race to a simultaneous one is looked at again. */
const RACE_RETRIES = 8;

export class GameService {
  /**
   * What runs after every change: with a job queue (the site), a "game-changed" job that sends
   * the mails and schedules robot moves; without one (some tests), the system seats play at once.
   */
  runner: SystemSeatRunner = {
    afterChange: async (id) => {
      await this.playSystemSeats(id);
    },
  };

  private readonly sql: Sql;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
    /** where a failed announcement is said (the change itself is stored) */
    private readonly warn: (msg: string, err?: unknown) => void = () => undefined,
  ) {
    this.sql = viaPool(db);
  }

  /**
   * A player's move, made against sequence number `seq` (the page it was chosen on). A page drawn
   * before other seats' moves still counts when those moves did not change this seat's decision
   * (see acceptStale); a move that loses the race to a simultaneous one is looked at again.
   */
  async submitMove(gameId: number, userId: number, input: unknown): Promise<{ seq: number }> {
    const { seq, move, answers, offered } = parseInput(MoveRequest, input, msg('site.input.move'));
    if ((move === undefined) === (answers === undefined)) throw badRequest(msg('site.error.moveOrAnswers'), 'invalid_input');
    for (let attempt = 0; ; attempt++) {
      const game = await loadGame(this.db, gameId);
      const seat = this.playerSeat(game, userId);
      if (seq !== game.seq) await this.acceptStale(game, seat, seq, offered);
      try {
        const next = await this.commitMove(game, moduleOf(game), seat, move !== undefined ? move : moveOfAnswers(game, seat, answers!));
        await this.runner.afterChange(gameId);
        return { seq: next.seq };
      } catch (err) {
        // Another seat's move landed between our read and our write: look again.
        if (err instanceof HttpError && err.code === 'stale' && attempt < RACE_RETRIES) continue;
        throw err;
      }
    }
  }

  /**
   * The rule for a move made on a page drawn at `seq` while the game is at a later sequence
   * number (docs/architecture.md, "Stale pages"): it is accepted when nothing since changed what
   * this seat could decide — its decision has been open since the page was drawn (it has had to
   * act without a break: turnSeq <= seq), every entry since is another seat's move (no own step,
   * take-back or platform event), and its legal moves now are exactly those the page offered.
   * Otherwise the 409 stays. The move itself is then checked against the current state.
   */
  private async acceptStale(game: GameRecord, seat: Seat, seq: number, offered: string | undefined): Promise<void> {
    const refuse = () => staleError(game.seq, seq);
    if (seq > game.seq || offered === undefined) throw refuse();
    const turnSeq = game.seats[seat].turnSeq;
    if (!game.toAct.includes(seat) || turnSeq === null || turnSeq > seq) throw refuse();
    const others = await this.db.move.count({ where: { gameId: game.id, seq: { gt: seq }, OR: [{ kind: { not: 'MOVE' } }, { seat }] } });
    if (others > 0) throw refuse();
    if (offeredHash(stepperOf(moduleOf(game), game.state, seat)) !== offered) throw refuse();
  }

  /**
   * Takes back the player's last move, as long as it revealed nothing, drew nothing and ended no
   * turn; with `to`, every one of his steps back to and including the move with that sequence
   * number (yucata: click a die on the track to undo back to the action that placed it).
   */
  async takeBack(gameId: number, userId: number, input: unknown): Promise<{ seq: number }> {
    const { seq, to } = parseInput(TakeBackRequest, input, msg('site.input.takeBack'));
    const { game, seat, mod } = await this.playerAction(gameId, userId, seq);
    const live = await readLive(this.db, gameId);
    let targets: Move[];
    if (to === undefined) {
      const target = takeBackCandidate(live, seat);
      if (!target) throw conflict(msg('site.error.noTakeBack'), 'no_take_back');
      targets = [target];
    } else {
      const steps = takeBackSteps(live, seat);
      const from = steps.findIndex((m) => m.seq === to);
      if (from < 0) throw conflict(msg('site.error.noTakeBackTo', { seq: to }), 'no_take_back');
      targets = steps.slice(from);
    }
    const remaining = live.filter((m) => !targets.includes(m));
    let state: unknown;
    try {
      state = replay(mod, specOf(game), remaining.map((m) => ({ seat: m.seat as number, move: m.payload }))).state;
    } catch (err) {
      if (err instanceof IllegalMoveError) throw conflict(msg('site.error.takeBackDepends'), 'no_take_back');
      throw err;
    }
    const own = msg('site.log.tookBackOwn', { steps: targets.length, line: lineFor(targets[0], seat, game.numSeats) });
    const lines = this.viewers(game).map((viewer) => (viewer === seat ? own : msg('site.log.tookBack', { player: seatRef(seat), steps: targets.length })));
    const payload = targets.length === 1 ? { seq: targets[0].seq } : { seq: targets[0].seq, seqs: targets.map((m) => m.seq) };
    await this.commit(game, mod, {
      seq: game.seq + 1,
      state,
      hash: stateHash(state),
      entry: { kind: 'UNDO', seat, payload, undoable: false, lines },
    });
    await this.runner.afterChange(gameId);
    return { seq: game.seq + 1 };
  }

  /** The seat lets the system finish a decided game for it (yucata's automatic mode). */
  async enableAutoPlay(gameId: number, userId: number, input: unknown): Promise<{ seq: number }> {
    const seq = parseInput(SeqRequest, input, msg('site.input.request')).seq;
    const { game, seat, mod } = await this.playerAction(gameId, userId, seq);
    if (!autoPlayOffered(game, mod, seat)) {
      throw conflict(msg('site.error.autoPlayNotOffered'), 'not_offered');
    }
    const lines = this.viewers(game).map((v) => (v === seat ? msg('site.log.autoPlayOwn') : msg('site.log.autoPlay', { player: seatRef(seat) })));
    await this.db.$transaction(async (tx) => {
      await this.appendChange(tx, game, mod, this.eventChange(game, seat, { event: 'autoplay' }, lines));
      await tx.seat.update({ where: { gameId_seat: { gameId, seat } }, data: { autoPlay: true } });
    });
    await this.runner.afterChange(gameId);
    return { seq: game.seq + 1 };
  }

  /** Plays robot and auto-play seats until a human must act or the game ends (no job queue). */
  async playSystemSeats(gameId: number, maxMoves = 10_000): Promise<number> {
    let made = 0;
    let game = await loadGame(this.db, gameId);
    while (made < maxMoves) {
      const next = this.systemMove(game);
      if (!next) return made;
      try {
        game = await this.commitMove(game, next.mod, next.seat, next.move);
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
   * One move of a seat the system plays, as the robot job makes it: only if the game is still at
   * `seq` (a job that runs twice, or late, does nothing). True when a move was made.
   */
  async playOneSystemMove(gameId: number, seq: number): Promise<boolean> {
    const game = await loadGame(this.db, gameId);
    if (game.seq !== seq) return false;
    const next = this.systemMove(game);
    if (!next) return false;
    try {
      await this.commitMove(game, next.mod, next.seat, next.move);
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) return false;
      throw err;
    }
    return true;
  }

  /** The move of the first system seat that must act: the robot's, or the auto-play choice. */
  private systemMove(game: GameRecord): { mod: AnyGameModule; seat: Seat; move: unknown } | null {
    if (game.status !== 'ACTIVE') return null;
    const mod = moduleOf(game);
    const system = new Set(systemSeats(game));
    const seat = mod.toAct(game.state).find((s) => system.has(s));
    if (seat === undefined) return null;
    // The same game, sequence number and seat always give the same choice.
    const random = new Prng(seedPrng(deriveSeed(game.seed, game.seq, seat)));
    const s = game.seats[seat];
    const robot = s.kind === 'ROBOT' || s.replaced || !mod.autoMove;
    // A robot seat plays at its strength (issue 33); a robot that took over a player plays normal.
    return { mod, seat, move: robot ? mod.robotMove(game.state, seat, random, strengthOf(s)) : mod.autoMove!(game.state, seat, random) };
  }

  /**
   * Checks and stores one move against the game's current sequence number; returns the game as
   * it is now (seats unchanged), so a caller that goes on needs no second read.
   */
  async commitMove(game: GameRecord, mod: AnyGameModule, seat: Seat, move: unknown): Promise<GameRecord> {
    if (game.status !== 'ACTIVE') throw conflict(msg('site.error.notRunning'), 'not_active');
    let applied;
    try {
      applied = applyChecked(mod, game.state, seat, move);
    } catch (err) {
      if (err instanceof IllegalMoveError) throw refusalError(err);
      throw err;
    }
    // Modules name seats with seat parameters: the lines are rendered with the names when read.
    const ctx = (viewer: Seat | null) => ({ before: game.state, after: applied.state, seat, move: applied.move, viewer });
    const lines = this.viewers(game).map((viewer) => mod.logLine(ctx(viewer)));
    // The lines for each player's "since your last visit" summary (none for spectators).
    const news = mod.news ? game.seats.map((s) => mod.news!(ctx(s.seat)) ?? null) : [];
    return this.commit(game, mod, {
      seq: game.seq + 1,
      state: applied.state,
      hash: applied.hash,
      entry: { kind: 'MOVE', seat, payload: applied.move, undoable: !applied.barrier, lines, news: news.some((n) => n) ? news : null },
    });
  }

  /**
   * Stores the change: one statement, committed on its own (src/db/hot/append.ts). A change that
   * ends the game lands in one transaction with the game's results and its players' new ratings.
   */
  async commit(game: GameRecord, mod: AnyGameModule, change: Change): Promise<GameRecord> {
    const plan = this.plan(game, mod, change);
    const written = plan.result
      ? await this.db.$transaction((tx) => this.write(viaTx(tx), tx, game, change, plan, false))
      : await this.write(this.sql, null, game, change, plan, false);
    // Announced after the commit (src/live/announce.ts): a lost announcement is caught up.
    await announceGame(this.sql, { game: game.id, seq: change.seq, users: humanUsers(game) }).catch((err) => this.warn(`game ${game.id}: announcing its change failed`, err));
    return written;
  }

  /** The same as part of a larger transaction (a platform event with its own writes), announced at its commit. */
  async appendChange(tx: Prisma.TransactionClient, game: GameRecord, mod: AnyGameModule, change: Change): Promise<GameRecord> {
    return this.write(viaTx(tx), tx, game, change, this.plan(game, mod, change), true);
  }

  /** What the change does to the game: the seats to act next, and the result when it ends the game. */
  private plan(game: GameRecord, mod: AnyGameModule, change: Change): Plan {
    const now = this.clock.now();
    const outcome = change.endWith ? { finished: true, ranks: change.endWith.ranks, scores: undefined } : mod.outcome(change.state);
    const finished = outcome.finished;
    // Timeout: a seat the robot took over counts as a loss, unless its tournament says the robot's result counts (lostSeats).
    const lost = change.endWith?.timedOut ?? lostSeats(game);
    const ranks = finished && outcome.ranks && lost.length && !change.endWith ? forfeitRanks(outcome.ranks, lost) : outcome.ranks;
    const toAct = finished ? [] : mod.toAct(change.state);
    const result = finished
      ? {
          ranks,
          scores: outcome.scores,
          ...(lost.length ? { timedOut: lost } : {}),
          summary: change.endWith?.summary ?? resultSummary(ranks, outcome.scores, lost, { words: outcome.summary, unit: mod.meta.scoreUnit }),
        }
      : null;
    return { now, toAct, result };
  }

  /**
   * The game row moves from game.seq to change.seq only if nobody moved it first; then the entry
   * is appended, the seats' turns and the announcement written, all in one statement (and, when
   * the game ends, its results in the same transaction). Returns the game as written.
   */
  private async write(sql: Sql, tx: Prisma.TransactionClient | null, game: GameRecord, change: Change, plan: Plan, announce: boolean): Promise<GameRecord> {
    const { now, toAct, result } = plan;
    const mover = change.entry.kind === 'MOVE' ? change.entry.seat : null;
    const turn: TurnChange = {
      gameId: game.id,
      deadlineDays: game.deadlineDays,
      before: game.toAct,
      after: toAct,
      seq: change.seq,
      mover,
      moverTurnEnded: change.entry.kind === 'MOVE' && !change.entry.undoable,
      now,
    };
    const { started, stopped, fields } = plannedTurnChange(turn);
    const written = await appendChange(sql, {
      gameId: game.id,
      fromSeq: game.seq,
      seq: change.seq,
      state: change.state,
      toAct,
      finished: result ? { at: now, result } : null,
      now,
      entry: { ...change.entry, hash: change.hash, news: change.entry.news ?? null },
      started,
      stopped,
      deadlineAt: fields.deadlineAt,
      mover,
      // Every web process tells the pages watching this game, and its players' other pages.
      users: humanUsers(game),
      announce,
      undone: change.entry.kind === 'UNDO' ? undoneSeqs(change.entry) : [],
    });
    if (!written) throw staleError(game.seq);
    // The results and ratings (ratings/record.ts), once: only the change that ended the game gets here.
    if (result && tx) await recordResult(tx, game, result, now);
    const seatChanges = seatFieldsAfter(turn, written.moverBack);
    const seats = seatChanges.size ? game.seats.map((s) => ({ ...s, ...seatChanges.get(s.seat) })) : game.seats;
    return {
      ...game,
      seq: change.seq,
      toAct,
      ...(result ? { status: 'FINISHED' as const, finishedAt: now, result: result as GameRecord['result'] } : {}),
      updatedAt: now,
      seats,
      state: change.state as GameRecord['state'],
    };
  }

  /** A platform event in the log (no change of the state), written with the same sequence check. */
  eventChange(game: GameRecord, seat: Seat | null, payload: Record<string, unknown>, lines: Text[]): Change {
    return { seq: game.seq + 1, state: game.state, hash: null, entry: { kind: 'EVENT', seat, payload, undoable: false, lines } };
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
    if (seat === null) throw forbidden(msg('site.error.notAPlayer'), 'not_a_player');
    if (game.status !== 'ACTIVE') throw conflict(msg(game.status === 'OPEN' ? 'site.error.notStarted' : 'site.error.over'), 'not_active');
    if (game.seats[seat].autoPlay) throw conflict(msg('site.error.autoPlaying'), 'auto_play');
    return seat;
  }

  /** Log lines are written for every seat, then for spectators. */
  viewers(game: GameRecord): (Seat | null)[] {
    return [...game.seats.map((s) => s.seat), null];
  }
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

/** The game's human players (told of its changes: live updates). */
function humanUsers(game: GameRecord): number[] {
  return game.seats.filter((s) => s.kind === 'HUMAN' && s.userId !== null).map((s) => s.userId as number);
}
