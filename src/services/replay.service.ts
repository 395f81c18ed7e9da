/**
 * Replays of finished games, move by move, from checkpoints kept in the database
 * (replay_chunks): every REPLAY_CHUNK steps the state, with the moves and the log lines
 * (everything revealed) up to the next one. They are written once, when the game finishes (by
 * the worker that follows the change) or at its first replay; a finished game never changes. A
 * step is then one statement (the checkpoint at or before it and the lines the page shows) and
 * at most REPLAY_CHUNK - 1 moves applied, whatever the length of the game; no process keeps a
 * game's states.
 */
import type { Db } from '../db/client';
import type { Prisma } from '../generated/prisma/client';
import { setupGame, applyChecked } from '../engine/replay';
import { conflict } from '../http/errors';
import { GameRecord, loadGame, moduleOf, seatNames, seatOfUser, specOf } from './game-record';
import { msg, type Text } from '../engine/text';
import { render, type RenderLang } from '../i18n/render';
import { readLive } from './game-log';
import { summarize, GameSummary } from './game-view.service';
import { viaPool, type Row } from '../db/hot/sql';

/** Steps between two checkpoints. */
export const REPLAY_CHUNK = 25;
/** Log lines the replay page shows: those of the steps up to the one shown. */
export const REPLAY_LOG = 50;

export interface ReplayModel {
  game: GameSummary;
  step: number;
  steps: number;
  boardPartial: string;
  board: Record<string, unknown>;
  /** Lines of the moves up to this step (the newest REPLAY_LOG), newest first, with everything revealed. */
  log: { step: number; text: string }[];
  hashMatches: boolean;
  /** The viewer's seat in the game, or null. */
  you: number | null;
}

interface Chunk {
  step: number;
  steps: number;
  hashOk: boolean;
  /** only in the checkpoint of the step shown */
  state: unknown;
  moves: { seat: number; move: unknown }[];
  lines: Text[];
}

export class ReplayService {
  constructor(private readonly db: Db) {}

  async model(gameId: number, stepInput: unknown, viewerUserId?: number, lang: RenderLang = 'en'): Promise<ReplayModel> {
    const game = await loadGame(this.db, gameId);
    if (game.status !== 'FINISHED') throw conflict(msg('site.error.notFinished'), 'not_finished');
    const asked = Number(stepInput);
    // No step asked (or not a number): the start, so the replay tells the race from its beginning, not its winner (issue 31).
    const wanted = stepInput === undefined || stepInput === '' || !Number.isInteger(asked) ? 0 : Math.max(0, Math.min(2 ** 31 - 1, asked));
    let chunks = await this.read(game.id, wanted);
    if (!chunks.length) {
      await this.prepare(game);
      chunks = await this.read(game.id, wanted);
    }
    const { steps, hashOk } = chunks[0];
    const step = Math.min(wanted, steps);
    const mod = moduleOf(game);
    // From the checkpoint at or before the step, the moves up to it.
    const at = chunks[chunks.length - 1];
    let state = at.state;
    for (const m of at.moves.slice(0, step - at.step)) state = mod.apply(state, m.seat, m.move);
    const view = mod.view(state, null, true);
    const rc = { lang, names: seatNames(game) };
    const log = chunks
      .flatMap((c) => c.lines.map((text, i) => ({ step: c.step + i + 1, text })))
      .filter((l) => l.step <= step && l.step > step - REPLAY_LOG)
      .map((l) => ({ step: l.step, text: render(l.text, rc) }))
      .reverse();
    return {
      game: summarize(game, viewerUserId),
      you: seatOfUser(game, viewerUserId),
      step,
      steps,
      boardPartial: mod.boardPartial,
      board: mod.boardContext(view, null, null),
      log,
      hashMatches: hashOk,
    };
  }

  /**
   * The checkpoints a step needs, oldest first, in one statement: those whose lines the page
   * shows, the last of them (at or before the step) with its state. `step` null: the last step.
   * None when the game has none yet.
   */
  private async read(gameId: number, step: number | null): Promise<Chunk[]> {
    const rows = await viaPool(this.db)(
      `WITH at AS (SELECT least(coalesce($2::int, steps), steps) AS s FROM replay_chunks WHERE game_id = $1::int AND step = 0)
       SELECT c.step, c.steps, c.hash_ok, CASE WHEN c.step = (SELECT s FROM at) / $3::int * $3::int THEN c.state END AS state, c.moves, c.lines
       FROM replay_chunks c, at WHERE c.game_id = $1::int AND c.step <= at.s AND c.step > at.s - $4::int - $3::int ORDER BY c.step`,
      [gameId, step, REPLAY_CHUNK, REPLAY_LOG],
    );
    return rows.map((r: Row) => ({ step: r.step as number, steps: r.steps as number, hashOk: r.hash_ok as boolean, state: r.state, moves: r.moves as Chunk['moves'], lines: r.lines as Text[] }));
  }

  /** Writes the game's checkpoints (once: a second writer's rows are the same and are skipped). */
  async prepare(game: GameRecord): Promise<void> {
    if (game.status !== 'FINISHED') return;
    if (await this.db.replayChunk.findFirst({ where: { gameId: game.id, step: 0 }, select: { step: true } })) return;
    const mod = moduleOf(game);
    const live = await readLive(this.db, game.id);
    const chunks: Prisma.ReplayChunkCreateManyInput[] = [];
    let state = setupGame(mod, specOf(game));
    let hashOk = true;
    for (let step = 0; step <= live.length; step++) {
      if (step % REPLAY_CHUNK === 0) {
        const next = live.slice(step, step + REPLAY_CHUNK);
        chunks.push({ gameId: game.id, step, state: state as Prisma.InputJsonValue, moves: next.map((m) => ({ seat: m.seat as number, move: m.payload })) as Prisma.InputJsonValue, lines: [], steps: live.length, hashOk: true });
      }
      if (step === live.length) break;
      const m = live[step];
      const applied = applyChecked(mod, state, m.seat as number, m.payload);
      if (m.stateHash && m.stateHash !== applied.hash) hashOk = false;
      (chunks[chunks.length - 1].lines as Text[]).push(mod.logLine({ before: state, after: applied.state, seat: m.seat as number, move: m.payload, viewer: null, reveal: true }));
      state = applied.state;
    }
    for (const c of chunks) c.hashOk = hashOk;
    await this.db.replayChunk.createMany({ data: chunks, skipDuplicates: true });
  }
}
