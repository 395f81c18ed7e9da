/**
 * Reading a game's log: which MOVE entries are live (not taken back), and the lines a viewer reads.
 * What a reader is sent reads a bounded part of it: a page of entries (newest first, keyset on
 * seq through the primary key), the end of the log that take-backs depend on, and the news since
 * his last look (the newest lines, with a count of the earlier ones made by the database).
 */
import type { Db } from '../db/client';
import type { Move } from '../generated/prisma/client';
import type { Text } from '../engine/text';

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

/**
 * A page of the log: the entries before `before` (from the newest when undefined), newest first,
 * at most `limit`; `older` is the cursor of the next page (the oldest entry's seq), null at the
 * first entry. One query: `seq < before ORDER BY seq DESC LIMIT limit + 1` on the primary key.
 */
export async function readLogPage(db: Db, gameId: number, before: number | undefined, limit: number): Promise<{ entries: Move[]; older: number | null }> {
  const rows = await db.move.findMany({
    where: { gameId, ...(before === undefined ? {} : { seq: { lt: before } }) },
    orderBy: { seq: 'desc' },
    take: limit + 1,
  });
  const entries = rows.slice(0, limit);
  return { entries, older: rows.length > limit ? entries[entries.length - 1].seq : null };
}

/** How many entries a backwards read of the log takes at a time. */
const CHUNK = 32;

/**
 * The live MOVE entries at the end of the log, oldest first, back to and including the newest one
 * that cannot be taken back (or from the first entry): all that takeBackCandidate and
 * takeBackSteps look at, and with the same answers as on the whole log — a take-back always comes
 * after the moves it names, so reading backwards has seen it before them. Usually a turn or less.
 */
export async function readLiveTail(db: Db, gameId: number): Promise<Move[]> {
  const taken = new Set<number>();
  const tail: Move[] = [];
  let before: number | undefined;
  for (;;) {
    const rows = await db.move.findMany({ where: { gameId, ...(before === undefined ? {} : { seq: { lt: before } }) }, orderBy: { seq: 'desc' }, take: CHUNK });
    for (const e of rows) {
      if (e.kind === 'UNDO') {
        for (const s of undoneSeqs(e)) taken.add(s);
      } else if (e.kind === 'MOVE' && !taken.has(e.seq)) {
        tail.unshift(e);
        if (!e.undoable) return tail;
      }
    }
    if (rows.length < CHUNK) return tail;
    before = rows[rows.length - 1].seq;
  }
}

/** The line of an entry for a player's news summary, or null: the module's news line, or a platform event. */
export function newsLineFor(entry: Pick<Move, 'kind' | 'lines' | 'news'>, seat: number, numSeats: number): Text | null {
  const line = entry.kind === 'EVENT' ? lineFor(entry, seat, numSeats) : Array.isArray(entry.news) ? ((entry.news as (Text | null)[])[seat] ?? '') : '';
  return line ? line : null;
}

/**
 * A player's news since seq `since`: at most `max` lines (the newest, oldest first) and how many
 * earlier entries have a line too. The lines are read backwards a few entries at a time; the
 * earlier ones are only counted, by the database (the same test as newsLineFor, in SQL).
 */
export async function readNews(db: Db, gameId: number, seat: number, numSeats: number, since: number, max: number): Promise<{ lines: Text[]; earlier: number }> {
  const lines: Text[] = [];
  let before: number | undefined;
  for (;;) {
    const rows = await db.move.findMany({
      where: { gameId, seq: { gt: since, ...(before === undefined ? {} : { lt: before }) } },
      orderBy: { seq: 'desc' },
      take: CHUNK,
      select: { seq: true, kind: true, lines: true, news: true },
    });
    for (const e of rows) {
      const line = newsLineFor(e, seat, numSeats);
      if (line === null) continue;
      if (lines.length === max) return { lines: lines.reverse(), earlier: await countNews(db, gameId, seat, numSeats, since, e.seq) };
      lines.push(line);
    }
    if (rows.length < CHUNK) return { lines: lines.reverse(), earlier: 0 };
    before = rows[rows.length - 1].seq;
  }
}

/** How many entries with since < seq <= upTo have a news line for the seat (see newsLineFor). */
async function countNews(db: Db, gameId: number, seat: number, numSeats: number, since: number, upTo: number): Promise<number> {
  // ->> gives NULL for a missing element and JSON null, the text of a string, the JSON of a message.
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM moves
    WHERE game_id = ${gameId} AND seq > ${since} AND seq <= ${upTo} AND CASE
      WHEN kind = 'EVENT' THEN COALESCE(lines ->> ${seat}::int, lines ->> ${numSeats}::int, '') <> ''
      ELSE jsonb_typeof(news) = 'array' AND COALESCE(news ->> ${seat}::int, '') <> '' END`;
  return row.n;
}

/** The moves an UNDO entry took back. Its payload: { seq } (one move), or { seq, seqs } (several steps at once, seq the first). */
export function undoneSeqs(undo: Pick<Move, 'payload'>): number[] {
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
