/**
 * Seeding order and the snake deal (docs/tournaments.md, "Round 1: snake seeding").
 */
import { tableSizes } from './table-sizes';
import type { Entrant, Table } from './types';

/** Strongest first: rating (higher first), then id (lower first). */
export function bySeed(a: Entrant, b: Entrant): number {
  return b.rating - a.rating || a.id - b.id;
}

/**
 * Deals players (in the order given, best first) into tables of the given sizes: 1..T, T..1,
 * 1..T, ... skipping tables already full. Seat order at a table is the order dealt.
 */
export function snakeDeal(ids: readonly number[], sizes: readonly number[]): Table[] {
  const tables: Table[] = sizes.map(() => ({ players: [] }));
  const t = sizes.length;
  let step = 0;
  for (const id of ids) {
    for (;;) {
      const pass = Math.floor(step / t);
      const k = step % t;
      const index = pass % 2 === 0 ? k : t - 1 - k;
      step++;
      if (tables[index].players.length < sizes[index]) {
        tables[index].players.push(id);
        break;
      }
    }
  }
  return tables;
}

/**
 * Snake seeding: strongest first (rating, then id), dealt 1..T, T..1, ... into tables of
 * tableSizes(). When not everybody can be seated, the weakest are left out (they are the byes).
 */
export function snakeSeed(entrants: Entrant[], size: number, minSeats: number): Table[] {
  const sorted = entrants.slice().sort(bySeed);
  const sizes = tableSizes(sorted.length, size, minSeats);
  const seated = sizes.reduce((s, x) => s + x, 0);
  return snakeDeal(
    sorted.slice(0, seated).map((e) => e.id),
    sizes,
  );
}
