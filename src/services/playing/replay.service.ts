/**
 * Replays of finished games, move by move, from checkpoints kept in the database
 * (replay_chunks): every REPLAY_CHUNK steps the state, with the moves and the log lines
 * (everything revealed) up to the next one. They are written once, when the game finishes (by
 * the worker that follows the change) or at its first replay; a finished game never changes. A
 * step is then one statement (the checkpoint at or before it and the lines the page shows) and
 * at most REPLAY_CHUNK - 1 moves applied, whatever the length of the game; no process keeps a
 * game's states.
 */
import type { Db } from '../../db/client';
import type { Prisma } from '../../generated/prisma/client';
import { setupGame, applyChecked } from '../../engine/replay';
import { conflict } from '../../http/errors';
import { loadGame, moduleOf, seatNames, seatOfUser, specOf } from './game-record';
import type { GameRecord } from '../../db/records';
import { msg, type Text } from '../../engine/text';
import { render, type RenderLang } from '../../i18n/render';
import { readLive } from './game-log';
import { summarize, GameSummary } from './game-view.service';
import { viaPool, type Row } from '../../db/hot/sql';

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
  /** the position in words (GameModule.describe, as a spectator reads it) */
  position: string[];
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
    // No step asked: where this reader left the replay, if he is signed in and looked at it before (issue 31).
    const none = stepInput === undefined || stepInput === '';
    const [game, left] = await Promise.all([loadGame(this.db, gameId), none && viewerUserId !== undefined ? this.leftAt(viewerUserId, gameId) : null]);
    if (game.status !== 'FINISHED') throw conflict(msg('site.error.notFinished'), 'not_finished');
    const asked = none ? left ?? 0 : Number(stepInput);
    // Else (or not a number): the start, so the replay tells the race from its beginning, not its winner (issue 31).
    const wanted = !Number.isInteger(asked) ? 0 : Math.max(0, Math.min(2 ** 31 - 1, asked));
    let chunks = await this.read(game.id, wanted);
    if (!chunks.length) {
      await this.prepare(game);
      chunks = await this.read(game.id, wanted);
    }
    const { steps, hashOk } = chunks[0];
    const step = Math.min(wanted, steps);
    // The step a signed-in reader asked for is the one he last looked at.
    if (!none && viewerUserId !== undefined) await this.remember(viewerUserId, game.id, step);
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
      position: mod.describe(view, null).map((t) => render(t, rc)),
      log,
      hashMatches: hashOk,
    };
  }

  /** The step of the game's replay the reader last looked at, or null. */
  private async leftAt(userId: number, gameId: number): Promise<number | null> {
    const [r] = await viaPool(this.db)(`SELECT step FROM replay_positions WHERE user_id = $1::int AND game_id = $2::int`, [userId, gameId]);
    return r ? (r.step as number) : null;
  }

  /** Keeps the step the reader looks at (one statement; a reader without an account keeps none). */
  private async remember(userId: number, gameId: number, step: number): Promise<void> {
    await viaPool(this.db)(
      `INSERT INTO replay_positions (user_id, game_id, step, updated_at) VALUES ($1::int, $2::int, $3::int, now())
       ON CONFLICT (user_id, game_id) DO UPDATE SET step = EXCLUDED.step, updated_at = EXCLUDED.updated_at`,
      [userId, gameId, step],
    );
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
