/**
 * The shapes of a tournament's formats (docs/tournaments.md). Pure data: user ids, ratings,
 * tables and their results; the service stores them, this folder only computes.
 */
export type Format = 'groups' | 'swiss' | 'roundRobin';

/** A player who entered: user id and seeding rating (higher = stronger). */
export interface Entrant {
  id: number;
  rating: number;
}

/** A table of a round: user ids in seat order. */
export interface Table {
  players: number[];
}

/** A round to play: its tables, and the players not seated this round (byes). */
export interface Round {
  tables: Table[];
  byes: number[];
}

/** A played table: ranks[i] of players[i]; 1 = best, ties share a rank. */
export interface TableResult {
  players: number[];
  ranks: number[];
}

export interface PlayedRound {
  tables: TableResult[];
  byes: number[];
}

export interface FormatSettings {
  format: Format;
  tableSize: number;
  minSeats: number;
  /** Swiss only: the number of rounds (default: plannedRounds). */
  rounds?: number;
}

export interface Standing {
  id: number;
  place: number;
  points: number;
  buchholz: number;
  wins: number;
  games: number;
  /** Groups: the round (1-based) in which he went out; absent while still in, and for the final table. */
  out?: number;
}
