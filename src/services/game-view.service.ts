/**
 * What a viewer sees of a game: the page model behind both the HTML page and the JSON API.
 * Everything about the game itself comes from the module's view for the viewer's seat; the
 * log lines are the ones written for that seat. Nothing else of the state leaves here.
 */
import type { Db } from '../db/client';
import type { LabeledMove } from '../engine/contract';
import { autoPlayOffered } from './game.service';
import { GameRecord, moduleOf, seatNames, seatOfUser } from './game-record';
import { lineFor, readLog, takeBackCandidate, takeBackSteps } from './game-log';

export interface SeatSummary {
  seat: number;
  name: string;
  kind: string;
  you: boolean;
  toAct: boolean;
  autoPlay: boolean;
  /** when this seat's time for its move runs out (only while it must act) */
  deadline: Date | null;
  /** its time ran out; the other players may decide */
  timedOut: boolean;
  /** the robot plays it after a timeout */
  replaced: boolean;
  onVacation: boolean;
  rank?: number;
  score?: number;
}

export interface GameSummary {
  id: number;
  gameType: string;
  title: string;
  status: string;
  seq: number;
  numSeats: number;
  options: unknown;
  deadlineDays: number | null;
  createdBy: number;
  seats: SeatSummary[];
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  result: { ranks?: number[]; scores?: number[]; summary?: string } | null;
}

export interface LogLine {
  seq: number;
  at: Date;
  text: string;
  kind: string;
}

export interface PlayModel {
  game: GameSummary;
  you: number | null;
  view: unknown;
  moves: LabeledMove<unknown>[];
  boardPartial: string;
  board: Record<string, unknown>;
  log: LogLine[];
  canTakeBack: boolean;
  /** sequence numbers of the viewer's steps he may take back to, at once (several steps of his turn) */
  takeBackTo: number[];
  autoPlayOffer: boolean;
  toActNames: string[];
  /** seats whose time ran out, on which this viewer (another player) may decide */
  timeouts: { seat: number; name: string; decisionDueAt: Date | null }[];
}

export function summarize(game: GameRecord, viewerUserId?: number): GameSummary {
  const mod = moduleOf(game);
  const names = seatNames(game);
  const result = game.result as GameSummary['result'];
  const toAct = new Set(game.toAct);
  return {
    id: game.id,
    gameType: game.gameType,
    title: mod.meta.title,
    status: game.status,
    seq: game.seq,
    numSeats: game.numSeats,
    options: game.options,
    deadlineDays: game.deadlineDays,
    createdBy: game.createdById,
    createdAt: game.createdAt,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    result,
    seats: game.seats.map((s) => ({
      seat: s.seat,
      name: names[s.seat],
      kind: s.kind,
      you: viewerUserId !== undefined && s.userId === viewerUserId && s.kind !== 'OPEN',
      toAct: game.status === 'ACTIVE' && toAct.has(s.seat),
      autoPlay: s.autoPlay,
      deadline: game.status === 'ACTIVE' && toAct.has(s.seat) ? s.deadlineAt : null,
      timedOut: game.status === 'ACTIVE' && s.timedOutAt !== null && !s.replaced,
      replaced: s.replaced,
      onVacation: s.kind === 'HUMAN' && !!s.user?.vacationSince,
      rank: result?.ranks?.[s.seat],
      score: result?.scores?.[s.seat],
    })),
  };
}

export class GameViewService {
  constructor(private readonly db: Db) {}

  /** The model of a started game for a viewer (a player, or a spectator when null). */
  async playModel(game: GameRecord, viewerUserId?: number): Promise<PlayModel> {
    const mod = moduleOf(game);
    const you = seatOfUser(game, viewerUserId);
    const view = mod.view(game.state, you);
    const moves =
      you !== null && game.status === 'ACTIVE' && !game.seats[you].autoPlay
        ? mod.legalMoves(game.state, you).map((move) => ({ move, label: mod.moveLabel(view, move) }))
        : [];
    const { entries, live } = await readLog(this.db, game.id);
    const log = entries
      .map((e) => ({ seq: e.seq, at: e.createdAt, kind: e.kind, text: lineFor(e, you, game.numSeats) }))
      .reverse();
    const names = seatNames(game);
    return {
      game: summarize(game, viewerUserId),
      you,
      view,
      moves,
      boardPartial: mod.boardPartial,
      board: mod.boardContext(view, you, moves, names),
      log,
      canTakeBack: you !== null && game.status === 'ACTIVE' && !game.seats[you].autoPlay && takeBackCandidate(live, you) !== null,
      takeBackTo: you !== null && game.status === 'ACTIVE' && !game.seats[you].autoPlay ? takeBackToSteps(live, you) : [],
      autoPlayOffer: you !== null && autoPlayOffered(game, mod, you),
      toActNames: game.status === 'ACTIVE' ? game.toAct.map((s) => names[s]) : [],
      timeouts:
        you !== null && game.status === 'ACTIVE' && !game.seats[you].timedOutAt && !game.seats[you].autoPlay
          ? game.seats.filter((s) => s.seat !== you && s.timedOutAt && !s.replaced).map((s) => ({ seat: s.seat, name: names[s.seat], decisionDueAt: s.decisionDueAt }))
          : [],
    };
  }
}

/** Steps worth a "take back to here" button: when at least two steps can go at once. */
function takeBackToSteps(live: Parameters<typeof takeBackSteps>[0], seat: number): number[] {
  const steps = takeBackSteps(live, seat);
  return steps.length >= 2 ? steps.map((m) => m.seq) : [];
}
