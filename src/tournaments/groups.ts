/**
 * Groups then final (docs/tournaments.md, "Groups then final"): the best half of every table goes
 * on to the next round, until the players going on fit one table: the final.
 */
import { bySeed, snakeDeal } from './seeding';
import { tableSizes } from './table-sizes';
import type { Entrant, FormatSettings, PlayedRound, Round } from './types';

/** How many of a table of n go on: the best ceil(tableSize/2), but at least one goes out. */
export function goingOn(tableSize: number, n: number): number {
  return Math.min(Math.ceil(tableSize / 2), n - 1);
}

/** The final is a round of one table and no byes. */
export function isFinal(round: PlayedRound | Round): boolean {
  return round.tables.length === 1 && round.byes.length === 0;
}

export interface Qualifier {
  id: number;
  /** Rank at his table (a bye counts as rank 1). */
  rank: number;
}

/** Everyone going on from a played round (the byes among them), in no particular order. */
export function qualifiers(settings: FormatSettings, round: PlayedRound, rating: Map<number, number>): Qualifier[] {
  if (isFinal(round)) return [];
  const out: Qualifier[] = round.byes.map((id) => ({ id, rank: 1 }));
  for (const table of round.tables) {
    const seats = table.players.map((id, i) => ({ id, rank: table.ranks[i] }));
    // Best first: rank at the table, then seeding rating, then id.
    seats.sort((a, b) => a.rank - b.rank || (rating.get(b.id) ?? 0) - (rating.get(a.id) ?? 0) || a.id - b.id);
    out.push(...seats.slice(0, goingOn(settings.tableSize, seats.length)));
  }
  return out;
}

/** The rounds for n players when nobody withdraws: group rounds until the players going on fit one table, then the final. */
export function groupsRounds(settings: FormatSettings, n: number): number {
  const { tableSize, minSeats } = settings;
  let rounds = 0;
  for (let left = n; left >= minSeats; ) {
    rounds++;
    if (left <= tableSize) break; // that round was the final
    const sizes = tableSizes(left, tableSize, minSeats);
    const seated = sizes.reduce((s, x) => s + x, 0);
    left = left - seated + sizes.reduce((s, x) => s + goingOn(tableSize, x), 0);
  }
  return rounds;
}

/** Seats the ordered players (best first): the best-placed without a bye yet sit out when not all fit. */
function seatOrdered(settings: FormatSettings, ordered: number[], byeCount: Map<number, number>): Round {
  const sizes = tableSizes(ordered.length, settings.tableSize, settings.minSeats);
  const seated = sizes.reduce((s, x) => s + x, 0);
  const byCount = ordered.map((id, i) => ({ id, i }));
  byCount.sort((a, b) => (byeCount.get(a.id) ?? 0) - (byeCount.get(b.id) ?? 0) || a.i - b.i);
  const byes = new Set(byCount.slice(0, ordered.length - seated).map((x) => x.id));
  return {
    tables: snakeDeal(
      ordered.filter((id) => !byes.has(id)),
      sizes,
    ),
    byes: ordered.filter((id) => byes.has(id)),
  };
}

export function groupsRound(settings: FormatSettings, entrants: Entrant[], played: PlayedRound[], active: number[]): Round | null {
  const inIt = new Set(active);
  const rating = new Map(entrants.map((e) => [e.id, e.rating]));
  let ordered: number[];
  if (played.length === 0) {
    // Round 1: snake seeding by rating.
    ordered = entrants
      .filter((e) => inIt.has(e.id))
      .sort(bySeed)
      .map((e) => e.id);
  } else {
    const last = played[played.length - 1];
    if (isFinal(last)) return null;
    // Later rounds: snake seeding by (place at the table, then rating); withdrawn players are not replaced.
    ordered = qualifiers(settings, last, rating)
      .filter((q) => inIt.has(q.id))
      .sort((a, b) => a.rank - b.rank || (rating.get(b.id) ?? 0) - (rating.get(a.id) ?? 0) || a.id - b.id)
      .map((q) => q.id);
  }
  if (ordered.length < settings.minSeats) return null; // too few left for a game: over
  const byeCount = new Map<number, number>();
  for (const r of played) for (const id of r.byes) byeCount.set(id, (byeCount.get(id) ?? 0) + 1);
  return seatOrdered(settings, ordered, byeCount);
}

