/**
 * Replays of finished games, move by move. A finished game never changes, so the states of
 * its steps are computed once by replaying the log and kept in a small cache.
 */
import type { Db } from '../db/client';
import type { LabeledMove } from '../engine/contract';
import { setupGame, applyChecked } from '../engine/replay';
import { conflict } from '../http/errors';
import { GameRecord, loadGame, moduleOf, seatNames, seatOfUser, specOf } from './game-record';
import { msg, type Text } from '../engine/text';
import { render, type RenderLang } from '../i18n/render';
import { readLog } from './game-log';
import { summarize, GameSummary } from './game-view.service';

export interface ReplayModel {
  game: GameSummary;
  step: number;
  steps: number;
  boardPartial: string;
  board: Record<string, unknown>;
  /** Lines of the moves up to this step, newest first, with everything revealed. */
  log: { step: number; text: string }[];
  hashMatches: boolean;
  /** The viewer's seat in the game, or null. */
  you: number | null;
}

interface ReplayData {
  states: unknown[];
  /** the log lines with everything revealed (messages, rendered when read) */
  lines: Text[];
  hashOk: boolean;
}

const CACHE_SIZE = 64;

export class ReplayService {
  private cache = new Map<number, ReplayData>();

  constructor(private readonly db: Db) {}

  async model(gameId: number, stepInput: unknown, viewerUserId?: number, lang: RenderLang = 'en'): Promise<ReplayModel> {
    const game = await loadGame(this.db, gameId);
    if (game.status !== 'FINISHED') throw conflict(msg('site.error.notFinished'), 'not_finished');
    const data = await this.data(game);
    const steps = data.states.length - 1;
    const asked = Number(stepInput);
    const step = stepInput === undefined || stepInput === '' || !Number.isInteger(asked) ? steps : Math.max(0, Math.min(steps, asked));
    const mod = moduleOf(game);
    const view = mod.view(data.states[step], null, true);
    const none: LabeledMove<unknown>[] = [];
    const rc = { lang, names: seatNames(game) };
    return {
      game: summarize(game, viewerUserId),
      you: seatOfUser(game, viewerUserId),
      step,
      steps,
      boardPartial: mod.boardPartial,
      board: mod.boardContext(view, null, none),
      log: data.lines.slice(0, step).map((text, i) => ({ step: i + 1, text: render(text, rc) })).reverse(),
      hashMatches: data.hashOk,
    };
  }

  private async data(game: GameRecord): Promise<ReplayData> {
    const hit = this.cache.get(game.id);
    if (hit) return hit;
    const mod = moduleOf(game);
    const { live } = await readLog(this.db, game.id);
    const spec = specOf(game);
    const states: unknown[] = [setupGame(mod, spec)];
    const lines: Text[] = [];
    let hashOk = true;
    for (const m of live) {
      const before = states[states.length - 1];
      const applied = applyChecked(mod, before, m.seat as number, m.payload);
      if (m.stateHash && m.stateHash !== applied.hash) hashOk = false;
      states.push(applied.state);
      lines.push(mod.logLine({ before, after: applied.state, seat: m.seat as number, move: m.payload, viewer: null, reveal: true }));
    }
    const data = { states, lines, hashOk };
    this.cache.set(game.id, data);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value as number);
    return data;
  }
}

