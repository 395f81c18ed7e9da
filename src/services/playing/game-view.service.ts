/**
 * What a viewer sees of a game: the page model behind both the HTML page and the JSON API.
 * Everything about the game itself comes from the module's view for the viewer's seat; the
 * log lines are the ones written for that seat. Nothing else of the state leaves here.
 */
import type { Db } from '../../db/client';
import type { ScoreUnit } from '../../engine/contract';
import { msg, type Text } from '../../engine/text';
import { render, type RenderContext, type RenderLang } from '../../i18n/render';
import { autoPlayOffered } from './game.service';
import { offeredHash } from './move-request';
import { composeWalked, Composition, localize, resolveSet } from './compose';
import { stepperOf, walk, type Stepper } from '../../engine/steps';
import { loadGame } from './game-record';
import { forbidden, notFound, unprocessable } from '../../http/errors';
import { checkGameId, moduleOf, seatNames, seatOfUser } from './game-record';
import type { GameRecord } from '../../db/records';
import { strengthOf } from './robot-strengths';
import type { RobotStrength } from '../../engine/contract';
import { LOG_PAGE, lineFor, liveMoves, newsLineFor, takeBackCandidate, takeBackSteps } from './game-log';
import { readForReader, type ChatParts, type LogParts, type TournamentOfGame } from '../../db/hot/log';
import { CHAT_MAX, CHAT_SHOWN, mayReadChat } from '../people/chat.service';
import { endVoteOpen } from './end-vote.service';
import { viaPool } from '../../db/hot/sql';

export interface SeatSummary {
  seat: number;
  /** the user name, or words ("Robot 2") */
  name: Text;
  /** the player's user name (a human or invited seat), for the link to his profile */
  username?: string;
  kind: string;
  /** a robot seat's strength (issue 33) */
  robotStrength?: RobotStrength;
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
  /** what scores count */
  scoreUnit: ScoreUnit;
  /** the players' names by seat (for the seat parameters of its texts) */
  names: Text[];
  options: unknown;
  deadlineDays: number | null;
  createdBy: number;
  seats: SeatSummary[];
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  result: { ranks?: number[]; scores?: number[]; summary?: Text } | null;
  /** a practice game (unrated, against robots) */
  practice: boolean;
  /** a finished game whose positions a practice game can start from ("Practice from here") */
  practiceFrom: boolean;
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
  /** the viewer's moves, one step at a time (null: he has nothing to choose now) */
  stepper: Stepper | null;
  /** the viewer must choose a move now */
  yourMove: boolean;
  /** the fingerprint of the first step of the viewer's move (sent back with a move: see GameService.acceptStale) */
  offered: string;
  /** a page of the log as this viewer reads it, newest first (the newest entries unless asked for older ones) */
  log: LogLine[];
  /** the cursor of the next older page (entries before this seq), null when the page reaches the first entry (or `after`) */
  logOlder: number | null;
  /** asked for the entries after a seq: there were more than a page of them (the page is the newest) */
  logGap: boolean;
  canTakeBack: boolean;
  /** sequence numbers of the viewer's steps he may take back to, at once (several steps of his turn) */
  takeBackTo: number[];
  autoPlayOffer: boolean;
  toActNames: Text[];
  /** seats whose time ran out, on which this viewer (another player) may decide */
  timeouts: { seat: number; name: Text; decisionDueAt: Date | null }[];
  /** what mattered to the viewer since `newsSince` (his last visit), oldest first */
  news: string[];
  newsSince: number;
  /** the game's chat, when the viewer may read it (null: he may not) */
  chat: ChatModel | null;
  /** the viewer's private notes (players only) */
  note: string | null;
  /** ending the game early by agreement: who agreed so far, whether the viewer did, whether he may vote */
  endVote: { agreed: Text[]; mine: boolean; canVote: boolean };
  /** the tournament the game is a table of, with its round (null: none) */
  tournament: TournamentOfGame | null;
  /** the position in words for this viewer (GameModule.describe), in his language */
  position: string[];
}

/** The chat beside the log: its newest messages, the oldest of them first. */
export interface ChatModel {
  lines: { id: number; username: string; body: string; createdAt: Date; own: boolean; fresh: boolean }[];
  /** messages older than those shown */
  older: number;
  /** messages of the others the viewer had not seen */
  fresh: number;
  /** the viewer may write (a player) */
  canWrite: boolean;
  maxLength: number;
}

/** The chat as the viewer reads it: new to him are the others' messages he had not seen (players only). */
function chatModel(chat: ChatParts, viewerUserId: number | undefined, player: boolean): ChatModel {
  const lines = chat.messages.map((c) => {
    const own = c.userId === viewerUserId;
    return { id: c.id, username: c.username, body: c.body, createdAt: c.createdAt, own, fresh: player && !own && c.id > chat.seenBefore };
  });
  return { lines, older: Math.max(0, chat.total - lines.length), fresh: lines.filter((l) => l.fresh).length, canWrite: player, maxLength: CHAT_MAX };
}

/** What the game page adds: the board and the step of putting a move together. */
export interface PageModel extends PlayModel {
  /** the step of putting a move together that the page shows (see compose.ts) */
  compose: Composition;
  boardPartial: string;
  board: Record<string, unknown>;
}

/** A game as a reader reads it (GameViewService.read). */
export interface Read {
  game: GameRecord;
  parts: LogParts;
  chat: ChatParts;
  /** the tournament the game is a table of (null: none) */
  tournament: TournamentOfGame | null;
  since: number | undefined;
  logPage: LogPageRequest;
}

/** How many lines the "since your last visit" summary shows at most (the newest). */
const MAX_NEWS = 8;

/** Which page of the log a reader asks for: the entries before `before` (the newest when absent), `limit` of them. */
export interface LogPageRequest {
  before?: number;
  /** only the entries after this seq (what a reader that has the log up to it lacks) */
  after?: number;
  limit?: number;
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
    scoreUnit: mod.meta.scoreUnit ?? 'points',
    names,
    options: game.options,
    deadlineDays: game.deadlineDays,
    createdBy: game.createdById,
    createdAt: game.createdAt,
    startedAt: game.startedAt,
    finishedAt: game.finishedAt,
    result,
    practice: game.practice,
    practiceFrom: game.status === 'FINISHED' && !game.start && !!mod.redeal,
    seats: game.seats.map((s) => ({
      seat: s.seat,
      name: names[s.seat],
      ...(s.user && (s.kind === 'HUMAN' || s.kind === 'INVITED') ? { username: s.user.username } : {}),
      kind: s.kind,
      ...(s.kind === 'ROBOT' ? { robotStrength: strengthOf(s) } : {}),
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

  /**
   * The items a player marked in a set step's form: the move they complete (made by the caller
   * through the same checks as any move), or the answers to go on with. 422 when they are no
   * choice of the player now.
   */
  async resolveMarked(gameId: number, userId: number, answers: string[], step: string, marked: string[]): Promise<{ move: unknown } | { answers: string[] }> {
    const game = await loadGame(this.db, gameId);
    const you = seatOfUser(game, userId);
    if (you === null) throw forbidden(msg('site.error.notAPlayer'), 'not_a_player');
    const { stepper } = seatStepper(game, you);
    const found = stepper && resolveSet(stepper, answers, step, marked);
    if (!found) throw unprocessable(msg('site.error.notAChoice'), 'illegal_move');
    return found;
  }

  /**
   * A game as a reader reads it, with what he is sent of its log (one statement,
   * src/db/hot/log.ts; it also marks a player's look at the game): 404 when there is none.
   * `since`: news since that sequence number instead of since the player's last look.
   */
  async read(gameId: number, viewerUserId: number | undefined, since: number | undefined, logPage: LogPageRequest = {}): Promise<Read> {
    checkGameId(gameId);
    // a cursor (`before`) wins over `after`
    const page = { ...logPage, after: logPage.before === undefined ? logPage.after : undefined };
    const read = await readForReader(viaPool(this.db), { gameId, userId: viewerUserId ?? null, page: { ...page, limit: page.limit ?? LOG_PAGE }, since, newsMax: MAX_NEWS, chatMax: CHAT_SHOWN });
    if (!read) throw notFound(msg('site.error.noGame', { id: gameId }));
    return { ...read, since, logPage: page };
  }

  /**
   * The game page's model: the play model with the board and the step of putting a move
   * together. `picked` are the answers of a move being put together and the items marked so far
   * (from the address).
   */
  async pageModel(r: Read, viewerUserId: number | undefined, picked: { answers?: string[]; marked?: string[] }, lang: RenderLang): Promise<PageModel> {
    const m = this.playModel(r, viewerUserId, lang);
    const mod = moduleOf(r.game);
    const words = (t: Text) => render(t, { lang, names: m.game.names });
    // the page and its board are told the same walk of the answers from the address
    const walked = m.stepper && walk(m.stepper, picked.answers ?? []);
    return {
      ...m,
      compose: localize(composeWalked(m.stepper!, walked, picked.marked), words),
      boardPartial: mod.boardPartial,
      board: mod.boardContext(m.view, m.you, walked ? { answered: walked.answered, now: walked.step } : null),
    };
  }

  /**
   * The model of a started game for a viewer (a player, or a spectator when null), as the page
   * and the API share it, from what `read` gave.
   */
  playModel(r: Read, viewerUserId: number | undefined, lang: RenderLang = 'en'): PlayModel {
    const { game, parts, chat, since, logPage, tournament } = r;
    // a tournament's game: a timeout is the robot's at once and the game is not ended by agreement (src/services/tournaments)
    const decisions = tournament === null;
    const mod = moduleOf(game);
    const you = seatOfUser(game, viewerUserId);
    const names = seatNames(game);
    const rc: RenderContext = { lang, names };
    const words = (t: Text) => render(t, rc);
    const { view, stepper } = seatStepper(game, you);
    const mayTakeBack = you !== null && game.status === 'ACTIVE' && !game.seats[you].autoPlay;
    const newsSince = you === null ? game.seq : Math.min(game.seq, since ?? game.seats[you].seenSeq);
    const limit = logPage.limit ?? LOG_PAGE;
    const entries = parts.page.slice(0, limit);
    const more = parts.page.length > limit;
    const live = liveMoves(parts.tail);
    const newsLines = parts.news.map((e) => newsLineFor(e, you as number, game.numSeats)).filter((l): l is Text => l !== null).reverse();
    const earlier = Math.max(0, parts.newsTotal - newsLines.length);
    // The log as this reader reads it: his lines, in his language.
    const log = entries.map((e) => ({ seq: e.seq, at: e.createdAt, kind: e.kind, text: words(lineFor(e, you, game.numSeats)) }));
    return {
      game: summarize(game, viewerUserId),
      news: [...(earlier ? [words(msg('site.game.newsEarlier', { n: earlier }))] : []), ...newsLines.map(words)],
      newsSince,
      you,
      view,
      stepper,
      yourMove: stepper !== null,
      offered: offeredHash(stepper),
      log,
      // with `after`, more new entries than a page: the reader reads the newest page afresh
      logOlder: more ? entries[entries.length - 1].seq : null,
      logGap: logPage.after !== undefined && more,
      canTakeBack: mayTakeBack && takeBackCandidate(live, you) !== null,
      takeBackTo: mayTakeBack ? takeBackToSteps(live, you) : [],
      autoPlayOffer: you !== null && autoPlayOffered(game, mod, you),
      toActNames: game.status === 'ACTIVE' ? game.toAct.map((s) => names[s]) : [],
      timeouts:
        decisions && you !== null && game.status === 'ACTIVE' && !game.seats[you].timedOutAt && !game.seats[you].autoPlay
          ? game.seats.filter((s) => s.seat !== you && s.timedOutAt && !s.replaced).map((s) => ({ seat: s.seat, name: names[s.seat], decisionDueAt: s.decisionDueAt }))
          : [],
      chat: mayReadChat(game, viewerUserId) ? chatModel(chat, viewerUserId, you !== null) : null,
      note: you !== null ? chat.note : null,
      endVote: {
        agreed: endVoteOpen(game) ? game.seats.filter((s) => s.endVote).map((s) => names[s.seat]) : [],
        mine: you !== null && game.seats[you].endVote,
        canVote: decisions && you !== null && endVoteOpen(game),
      },
      tournament,
      position: mod.describe(view, you).map(words),
    };
  }
}

/** The view of a seat (or a spectator) and its moves one step at a time (null: nothing to choose now). */
export function seatStepper(game: GameRecord, you: number | null): { view: unknown; stepper: Stepper | null } {
  const mod = moduleOf(game);
  const view = mod.view(game.state, you);
  const acts = you !== null && game.status === 'ACTIVE' && !game.seats[you].autoPlay && game.toAct.includes(you);
  return { view, stepper: acts ? stepperOf(mod, game.state, you) : null };
}

/** A game's summary with its texts in a reader's words (for the JSON API). */
export function renderedSummary(g: GameSummary, lang: RenderLang): Omit<GameSummary, 'names'> & { seats: (SeatSummary & { name: string })[] } {
  const rc: RenderContext = { lang, names: g.names };
  const { names: _names, ...rest } = g;
  return {
    ...rest,
    seats: g.seats.map((s) => ({ ...s, name: render(s.name, rc) })),
    result: g.result ? { ...g.result, summary: g.result.summary === undefined ? undefined : render(g.result.summary, rc) } : null,
  };
}

/** Steps worth a "take back to here" button: when at least two steps can go at once. */
function takeBackToSteps(live: Parameters<typeof takeBackSteps>[0], seat: number): number[] {
  const steps = takeBackSteps(live, seat);
  return steps.length >= 2 ? steps.map((m) => m.seq) : [];
}
