/**
 * Points for a game and the running tally of a tournament (docs/tournaments.md, "Points").
 */
import type { PlayedRound, TableResult } from './types';

/**
 * Points of players[i] at a played table of n players: (players finished behind + ½ × players
 * tied with) × (tableSize − 1) / (n − 1). A full table gives 0..tableSize−1, a smaller table the
 * same range.
 */
export function gamePoints(table: TableResult, i: number, tableSize: number): number {
  const n = table.players.length;
  if (n <= 1) return byePoints(tableSize); // nobody to beat: counted as a bye
  const mine = table.ranks[i];
  let behind = 0;
  let tied = 0;
  table.ranks.forEach((r, j) => {
    if (j === i) return;
    if (r > mine) behind++;
    else if (r === mine) tied++;
  });
  return ((behind + tied / 2) * (tableSize - 1)) / (n - 1);
}

/** A bye scores as a win at a full table: tableSize − 1. */
export function byePoints(tableSize: number): number {
  return tableSize - 1;
}

/** Points are sums of fractions (thirds, fifths): rounded to 6 decimals so equal sums compare equal. */
export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function pairKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export interface Tally {
  points: Map<number, number>;
  /** First places of one's own (rank 1, not shared); a bye is no win. */
  wins: Map<number, number>;
  games: Map<number, number>;
  byes: Map<number, number>;
  /** Every opponent met, once per game (a player met twice is listed twice). */
  opponents: Map<number, number[]>;
  /** How often each pair met (pairKey). */
  met: Map<string, number>;
}

const add = (m: Map<number, number>, id: number, x: number) => m.set(id, (m.get(id) ?? 0) + x);

export function tally(tableSize: number, played: readonly PlayedRound[]): Tally {
  const t: Tally = { points: new Map(), wins: new Map(), games: new Map(), byes: new Map(), opponents: new Map(), met: new Map() };
  for (const round of played) {
    for (const id of round.byes) {
      add(t.points, id, byePoints(tableSize));
      add(t.byes, id, 1);
    }
    for (const table of round.tables) {
      table.players.forEach((id, i) => {
        add(t.points, id, gamePoints(table, i, tableSize));
        add(t.games, id, 1);
        // A win is a first place of one's own: a shared first place (a draw) is none.
        if (table.ranks[i] === 1 && table.ranks.filter((r) => r === 1).length === 1) add(t.wins, id, 1);
        const opp = t.opponents.get(id) ?? [];
        table.players.forEach((o, j) => {
          if (j === i) return;
          opp.push(o);
          if (i < j) t.met.set(pairKey(id, o), (t.met.get(pairKey(id, o)) ?? 0) + 1);
        });
        t.opponents.set(id, opp);
      });
    }
  }
  return t;
}

/** Buchholz: the mean of the points of every opponent met, over all his games (0 without games). */
export function buchholz(t: Tally, id: number): number {
  const opp = t.opponents.get(id) ?? [];
  if (opp.length === 0) return 0;
  return opp.reduce((s, o) => s + (t.points.get(o) ?? 0), 0) / opp.length;
}
