/**
 * Swiss (docs/tournaments.md, "Swiss"): a fixed number of rounds; round 1 by snake seeding, later
 * rounds top down by the standings, avoiding repeated meetings.
 */
import { Prng, deriveSeed, seedPrng } from '../engine/prng';
import { pairKey, tally } from './points';
import { seatPlayers } from './seating';
import { bySeed, snakeDeal } from './seeding';
import { sortStandings } from './standings';
import { tableSizes } from './table-sizes';
import type { Entrant, FormatSettings, PlayedRound, Round } from './types';

/** Default rounds: the smallest k with tableSize^k ≥ n, plus one (tables of 2: ceil(log2 n) + 1). */
export function swissRounds(settings: FormatSettings, n: number): number {
  if (n < settings.minSeats) return 0;
  if (settings.rounds !== undefined) return settings.rounds;
  let k = 0;
  for (let reach = 1; reach < n; reach *= settings.tableSize) k++;
  return k + 1;
}

/**
 * Byes: when not all can be seated, the lowest-placed players who had the fewest byes (none, as a
 * rule) sit out. `ranked` is best first.
 */
export function pickByes(ranked: readonly number[], count: number, byes: Map<number, number>): number[] {
  if (count <= 0) return [];
  const fromBottom = ranked.map((id, i) => ({ id, i })).reverse();
  fromBottom.sort((a, b) => (byes.get(a.id) ?? 0) - (byes.get(b.id) ?? 0) || b.i - a.i);
  return fromBottom.slice(0, count).map((x) => x.id);
}

export function swissRound(settings: FormatSettings, entrants: Entrant[], played: PlayedRound[], active: number[], seed: number): Round | null {
  const { tableSize, minSeats } = settings;
  const inIt = new Set(active);
  const playing = entrants.filter((e) => inIt.has(e.id));
  if (played.length >= swissRounds(settings, entrants.length)) return null;
  if (playing.length < minSeats) return null; // too few left to play a game: over
  const sizes = tableSizes(playing.length, tableSize, minSeats);
  const seated = sizes.reduce((s, x) => s + x, 0);
  const t = tally(tableSize, played);

  if (played.length === 0) {
    // Round 1: snake seeding by rating; the weakest sit out when not all fit.
    const ids = playing.slice().sort(bySeed).map((e) => e.id);
    return { tables: snakeDeal(ids.slice(0, seated), sizes), byes: ids.slice(seated) };
  }
  // Later rounds: by the standings so far, best first.
  const ranked = sortStandings(settings, entrants, played)
    .map((s) => s.id)
    .filter((id) => inIt.has(id));
  const byes = pickByes(ranked, ranked.length - seated, t.byes);
  const out = new Set(byes);
  const order = ranked.filter((id) => !out.has(id));
  const tables = seatPlayers({
    order,
    sizes,
    score: (id) => t.points.get(id) ?? 0,
    met: (a, b) => t.met.get(pairKey(a, b)) ?? 0,
    prng: new Prng(seedPrng(deriveSeed(seed, played.length))),
    lookahead: played.length + 1 < swissRounds(settings, entrants.length),
  });
  return { tables: tables.map((players) => ({ players })), byes: ranked.filter((id) => out.has(id)) };
}
