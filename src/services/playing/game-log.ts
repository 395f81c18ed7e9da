/**
 * Reading a game's log: which MOVE entries are live (not taken back), and the lines a viewer reads.
 * What a reader is sent reads a bounded part of it, in one statement (src/db/hot/log.ts): a page
 * of entries, the end of the log that take-backs depend on, and the news since his last look.
 */
import type { Db } from '../../db/client';
import type { Move } from '../../generated/prisma/client';
import type { Text } from '../../engine/text';

/** Log entries a game page and an API answer carry at once (the newest), and the most a reader may ask for. */
export const LOG_PAGE = 50;
export const LOG_PAGE_MAX = 200;

export interface LogEntries {
  entries: Move[];
  /** MOVE entries not taken back, in order: their replay is the state. */
  live: Move[];
}

export async function readLog(db: Db, gameId: number): Promise<LogEntries> {
  const entries = await db.move.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
  return { entries, live: liveMoves(entries) };
}

/** Only the MOVE entries not taken back (marked when taken back), in order: what a take-back replays. */
export async function readLive(db: Db, gameId: number): Promise<Move[]> {
  return db.move.findMany({ where: { gameId, kind: 'MOVE', takenBack: false }, orderBy: { seq: 'asc' } });
}

/** The line of an entry for a player's news summary, or null: the module's news line, or a platform event. */
export function newsLineFor(entry: Pick<Move, 'kind' | 'lines' | 'news'>, seat: number, numSeats: number): Text | null {
  const line = entry.kind === 'EVENT' ? lineFor(entry, seat, numSeats) : Array.isArray(entry.news) ? ((entry.news as (Text | null)[])[seat] ?? '') : '';
  return line ? line : null;
}

/** The moves an UNDO entry took back. Its payload: { seq } (one move), or { seq, seqs } (several steps at once, seq the first). */
export function undoneSeqs(undo: { payload: unknown }): number[] {
  const p = undo.payload as { seq: number; seqs?: number[] };
  return p.seqs ?? [p.seq];
}

/** The MOVE entries not taken back. */
export function liveMoves(entries: Move[]): Move[] {
  const taken = new Set(entries.filter((e) => e.kind === 'UNDO').flatMap(undoneSeqs));
  return entries.filter((e) => e.kind === 'MOVE' && !taken.has(e.seq));
}

/** The line of an entry for a viewer (a seat, or null for a spectator). */
export function lineFor(entry: Pick<Move, 'lines'>, viewer: number | null, numSeats: number): string {
  const lines = entry.lines as string[];
  const index = viewer === null ? numSeats : viewer;
  return lines[index] ?? lines[numSeats] ?? '';
}

/**
 * The move a seat may take back now: its last live move, when that move and every live move
 * after it (by other seats) are undoable. Returns null when there is none.
 */
export function takeBackCandidate(live: Move[], seat: number): Move | null {
  let index = -1;
  for (let i = live.length - 1; i >= 0; i--) {
    if (live[i].seat === seat) {
      index = i;
      break;
    }
  }
  if (index < 0) return null;
  return live.slice(index).every((m) => m.undoable) ? live[index] : null;
}

/**
 * The steps a seat may take back at once, back to and including one of them: its live moves from
 * which on every live move is its own and undoable (several steps of its own turn). Oldest first.
 */
export function takeBackSteps(live: Move[], seat: number): Move[] {
  const out: Move[] = [];
  for (let i = live.length - 1; i >= 0; i--) {
    if (live[i].seat !== seat || !live[i].undoable) break;
    out.unshift(live[i]);
  }
  return out;
}
