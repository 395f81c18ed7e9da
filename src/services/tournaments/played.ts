/** A tournament's rounds as the pure formats read them (src/tournaments/): from its tables' games. */
import type { Format, FormatSettings, PlayedRound, TableResult } from '../../tournaments';

/** A table as stored, with its game's status and result. */
export interface StoredTable {
  round: number;
  index: number;
  gameId: number;
  players: number[];
  game: { status: string; result: unknown };
}

/** A game of a tournament has ended (finished; or aborted, which counts as a tie of all). */
export function ended(table: StoredTable): boolean {
  return table.game.status === 'FINISHED' || table.game.status === 'ABORTED';
}

/**
 * The table's result: each player's rank at it, from the game's stored ranks (a seat lost by
 * running out of time already has the last place there: the site's forfeit ranks). A game that
 * ended without ranks (aborted) is a tie of all its players.
 */
export function tableResult(table: StoredTable): TableResult {
  const ranks = (table.game.result as { ranks?: number[] } | null)?.ranks;
  return { players: table.players, ranks: table.players.map((_p, i) => (ranks && ranks.length === table.players.length ? ranks[i] : 1)) };
}

/** The rounds 1 … upTo whose every game ended, in order (the tables by their index). */
export function playedRounds(tables: StoredTable[], byes: number[][], upTo: number): PlayedRound[] {
  const out: PlayedRound[] = [];
  for (let round = 1; round <= upTo; round++) {
    const here = tables.filter((t) => t.round === round).sort((a, b) => a.index - b.index);
    if (!here.every(ended)) break;
    out.push({ tables: here.map(tableResult), byes: byes[round - 1] ?? [] });
  }
  return out;
}

/** The stored byes column: a list per round. */
export function byesOf(json: unknown): number[][] {
  return Array.isArray(json) ? json.map((r) => (Array.isArray(r) ? r.filter((x): x is number => typeof x === 'number') : [])) : [];
}

/** The pure formats' settings of a stored tournament; minSeats: the game's fewest seats (at least 2). */
export function settingsOf(t: { format: Format; tableSize: number; rounds: number | null }, minSeats: number): FormatSettings {
  return { format: t.format, tableSize: t.tableSize, minSeats: Math.max(2, Math.min(minSeats, t.tableSize)), ...(t.rounds ? { rounds: t.rounds } : {}) };
}
