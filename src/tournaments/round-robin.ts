/**
 * Round robin (docs/tournaments.md, "Round robin"): for at most 10 players, everyone meets
 * everyone. The schedule depends only on the number of players and the table sizes; the
 * tournament's seed only decides who takes which place in it.
 */
import { Prng, deriveSeed, seedPrng } from '../engine/prng';
import { seatPlayers } from './seating';
import { bySeed } from './seeding';
import { tableSizes } from './table-sizes';
import type { Entrant, FormatSettings, PlayedRound, Round } from './types';

export const ROUND_ROBIN_MAX_PLAYERS = 10;

/** A schedule over places 0..n−1. */
type Schedule = Round[];

/** Tables of 2: the circle method — place 0 stays, the others turn; with an odd count one place is empty (a bye). */
function circle(n: number): Schedule {
  const m = n % 2 === 0 ? n : n + 1;
  const ring = Array.from({ length: m }, (_, i) => i);
  const rounds: Schedule = [];
  for (let r = 0; r < m - 1; r++) {
    const round: Round = { tables: [], byes: [] };
    for (let i = 0; i < m / 2; i++) {
      const a = ring[i];
      const b = ring[m - 1 - i];
      if (a >= n) round.byes.push(b);
      else if (b >= n) round.byes.push(a);
      else round.tables.push({ players: [a, b] });
    }
    rounds.push(round);
    ring.splice(1, 0, ring.pop()!); // turn everybody but place 0
  }
  return rounds;
}

/**
 * Tables of more than 2: round after round, everybody is seated (tableSizes) so that as many
 * pairs as possible meet for the first time, until every pair has met. Byes (when not all can be
 * seated) go to the places with the fewest byes, then the fewest pairs still to meet.
 */
function covering(n: number, size: number, minSeats: number, prng: Prng): Schedule {
  const sizes = tableSizes(n, size, minSeats);
  const seatedCount = sizes.reduce((s, x) => s + x, 0);
  const met = new Uint8Array(n * n);
  const byes = new Array<number>(n).fill(0);
  let open = (n * (n - 1)) / 2;
  const toMeet = (i: number) => {
    let k = 0;
    for (let j = 0; j < n; j++) if (j !== i && !met[i * n + j]) k++;
    return k;
  };
  const rounds: Schedule = [];
  while (open > 0 && sizes.length > 0 && rounds.length < n * n) {
    const key = Array.from({ length: n }, () => prng.nextUint32());
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => byes[a] - byes[b] || toMeet(a) - toMeet(b) || key[a] - key[b]);
    const sitOut = order.slice(0, n - seatedCount);
    const out = new Set(sitOut);
    const playing = Array.from({ length: n }, (_, i) => i)
      .filter((i) => !out.has(i))
      .sort((a, b) => toMeet(b) - toMeet(a) || key[a] - key[b]);
    const tables = seatPlayers({ order: playing, sizes, score: () => 0, met: (a, b) => met[a * n + b], prng });
    for (const t of tables) {
      for (const a of t) {
        for (const b of t) {
          if (a < b && !met[a * n + b]) {
            met[a * n + b] = met[b * n + a] = 1;
            open--;
          }
        }
      }
    }
    for (const i of sitOut) byes[i]++;
    rounds.push({ tables: tables.map((players) => ({ players })), byes: sitOut.slice().sort((a, b) => a - b) });
  }
  return rounds;
}

const cache = new Map<string, Schedule>();

/** The schedule over places for n players: tables of 2 by the circle method, bigger tables by the shortest of a few coverings. */
export function schedule(n: number, size: number, minSeats: number): Schedule {
  const k = `${n}/${size}/${minSeats}`;
  const known = cache.get(k);
  if (known) return known;
  let best: Schedule;
  if (n < minSeats) best = [];
  else if (size === 2) best = circle(n);
  else if (n <= size) best = [{ tables: [{ players: Array.from({ length: n }, (_, i) => i) }], byes: [] }];
  else {
    // A few coverings from fixed seeds (the same for every tournament): the shortest wins.
    best = covering(n, size, minSeats, new Prng(seedPrng(deriveSeed(n, size, minSeats, 0))));
    for (let attempt = 1; attempt < 40; attempt++) {
      const next = covering(n, size, minSeats, new Prng(seedPrng(deriveSeed(n, size, minSeats, attempt))));
      if (next.length < best.length) best = next;
    }
  }
  cache.set(k, best);
  return best;
}

export function roundRobinRounds(settings: FormatSettings, n: number): number {
  return schedule(n, settings.tableSize, settings.minSeats).length;
}

/** A scheduled round without the players who withdrew: a table left with fewer than minSeats becomes byes. */
function reduce(round: Round, place: number[], inIt: Set<number>, minSeats: number): Round {
  const r: Round = { tables: [], byes: round.byes.map((p) => place[p]).filter((id) => inIt.has(id)) };
  for (const t of round.tables) {
    const players = t.players.map((p) => place[p]).filter((id) => inIt.has(id));
    if (players.length >= minSeats) r.tables.push({ players });
    else r.byes.push(...players);
  }
  return r;
}

export function roundRobinRound(settings: FormatSettings, entrants: Entrant[], played: PlayedRound[], active: number[], seed: number): Round | null {
  const plan = schedule(entrants.length, settings.tableSize, settings.minSeats);
  // Who takes which place of the schedule: the seeding order, shuffled by the tournament's seed.
  const ids = entrants.slice().sort(bySeed).map((e) => e.id);
  const place = new Prng(seedPrng(deriveSeed(seed, 0x5252))).shuffle(ids);
  // A scheduled round in which nobody is left to play together is skipped. Who was in at each
  // played round is who sat or had a bye in it, so the skips are replayed exactly.
  const next = (from: number, inIt: Set<number>): number => {
    let j = from;
    while (j < plan.length && reduce(plan[j], place, inIt, settings.minSeats).tables.length === 0) j++;
    return j;
  };
  let j = 0;
  for (const round of played) {
    const was = new Set([...round.byes, ...round.tables.flatMap((t) => t.players)]);
    j = next(j, was) + 1;
  }
  const inIt = new Set(active);
  j = next(j, inIt);
  if (j >= plan.length) return null;
  const round = reduce(plan[j], place, inIt, settings.minSeats);
  round.byes.sort((a, b) => ids.indexOf(a) - ids.indexOf(b));
  return round;
}
