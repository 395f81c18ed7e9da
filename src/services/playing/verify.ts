/**
 * `npm run verify`: every stored game (running and finished) replayed through its rules. Each
 * entry of the log is checked against the hash stored with it — a move against the state after
 * it, a take-back against the replay of what remains — and the cached state and sequence number
 * of the game against the replay of the whole log. A game started under an older rules version
 * than its module's is reported as such (docs/architecture.md, "Rules versions").
 */
import type { Db } from '../../db/client';
import { canonicalJson, stateHash } from '../../engine/canonical';
import { applyChecked, replay, setupGame, type LoggedMove } from '../../engine/replay';
import { findGame } from '../../games/registry';
import { readLog, undoneSeqs } from './game-log';
import { specOf } from './game-record';

export interface Mismatch {
  gameId: number;
  /** the log entry where it showed, or null for the game as a whole */
  seq: number | null;
  problem: string;
}

export interface VerifyReport {
  games: number;
  entries: number;
  mismatches: Mismatch[];
}

const BATCH = 100;

/** Verifies every game with a state (all but open and cancelled ones), `BATCH` at a time. */
export async function verifyAll(db: Db): Promise<VerifyReport> {
  const report: VerifyReport = { games: 0, entries: 0, mismatches: [] };
  let after = 0;
  for (;;) {
    const ids = await db.game.findMany({ where: { id: { gt: after }, status: { in: ['ACTIVE', 'FINISHED'] } }, orderBy: { id: 'asc' }, take: BATCH, select: { id: true } });
    if (!ids.length) break;
    for (const { id } of ids) {
      const one = await verifyGame(db, id);
      report.games++;
      report.entries += one.entries;
      report.mismatches.push(...one.mismatches);
    }
    after = ids[ids.length - 1].id;
  }
  return report;
}

export async function verifyGame(db: Db, gameId: number): Promise<{ entries: number; mismatches: Mismatch[] }> {
  const game = await db.game.findUniqueOrThrow({ where: { id: gameId } });
  const { entries } = await readLog(db, gameId);
  const mismatches: Mismatch[] = [];
  const report = (seq: number | null, problem: string) => mismatches.push({ gameId, seq, problem });
  const mod = findGame(game.gameType);
  if (!mod) {
    report(null, `no game module "${game.gameType}" is registered`);
    return { entries: entries.length, mismatches };
  }
  // A game is replayed under the rules version it started with; the module must still know it.
  if (game.rulesVersion < 1 || game.rulesVersion > mod.meta.rulesVersion) report(null, `started under rules version ${game.rulesVersion}, which the module (at ${mod.meta.rulesVersion}) does not know`);
  const spec = specOf(game);
  let live: (LoggedMove & { seq: number })[] = [];
  let state: unknown;
  try {
    state = setupGame(mod, spec);
    for (const e of entries) {
      if (e.kind === 'MOVE') {
        const applied = applyChecked(mod, state, e.seat as number, e.payload);
        state = applied.state;
        live.push({ seq: e.seq, seat: e.seat as number, move: e.payload });
        if (e.stateHash !== applied.hash) report(e.seq, `the state after this move hashes to ${applied.hash}, stored: ${e.stateHash}`);
      } else if (e.kind === 'UNDO') {
        const taken = new Set(undoneSeqs(e));
        live = live.filter((m) => !taken.has(m.seq));
        state = replay(mod, spec, live).state;
        const hash = stateHash(state);
        if (e.stateHash !== hash) report(e.seq, `the state after this take-back hashes to ${hash}, stored: ${e.stateHash}`);
      }
    }
  } catch (err) {
    report(null, `the log does not replay: ${err instanceof Error ? err.message : String(err)}`);
    return { entries: entries.length, mismatches };
  }
  // The mark of a taken-back move (what the readers' take-back tail relies on) is the log's own record.
  const undone = new Set(entries.filter((e) => e.kind === 'UNDO').flatMap(undoneSeqs));
  for (const e of entries) {
    if (e.kind === 'MOVE' && e.takenBack !== undone.has(e.seq)) report(e.seq, e.takenBack ? 'marked taken back, but no take-back undid it' : 'taken back, but not marked so');
  }
  const last = entries.length ? entries[entries.length - 1].seq : 0;
  if (game.seq !== last) report(null, `the game is at sequence number ${game.seq}, its log at ${last}`);
  if (canonicalJson(game.state) !== canonicalJson(state)) report(null, `the cached state is not the replay of the log (cached ${stateHash(game.state)}, replayed ${stateHash(state)})`);
  return { entries: entries.length, mismatches };
}
