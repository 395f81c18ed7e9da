/**
 * Tournaments (issue 35): the pure formats' time to seat a round and to compute the standings,
 * for big fields, played through to the end with seeded random results — the worker seats a
 * round inside a transaction holding the tournament's lock, so this is how long that lock is held
 * for the arithmetic.
 */
import { Prng, seedPrng } from '../src/engine/prng';
import { nextRound, standings, type Entrant, type FormatSettings, type PlayedRound } from '../src/tournaments';
import { percentile } from './http-client';

interface Case {
  name: string;
  settings: FormatSettings;
  players: number;
}

const CASES: Case[] = [
  { name: 'Swiss, 16 at 4 seats', settings: { format: 'swiss', tableSize: 4, minSeats: 2 }, players: 16 },
  { name: 'Swiss, 64 at 4 seats', settings: { format: 'swiss', tableSize: 4, minSeats: 2 }, players: 64 },
  { name: 'Swiss, 256 at 6 seats', settings: { format: 'swiss', tableSize: 6, minSeats: 2 }, players: 256 },
  { name: 'Swiss, 256 at 2 seats', settings: { format: 'swiss', tableSize: 2, minSeats: 2 }, players: 256 },
  { name: 'groups then final, 256 at 6 seats', settings: { format: 'groups', tableSize: 6, minSeats: 2 }, players: 256 },
  { name: 'round robin, 10 at 4 seats', settings: { format: 'roundRobin', tableSize: 4, minSeats: 2 }, players: 10 },
];

/** Random places at a table (ties now and then), from the seeded PRNG. */
function randomRanks(n: number, rnd: Prng): number[] {
  const scores = Array.from({ length: n }, () => rnd.int(4 * n));
  return scores.map((s) => 1 + scores.filter((x) => x > s).length);
}

export function tournamentsBench(): void {
  console.log('\n== Tournaments: seating a round and the standings (pure, src/tournaments/), 5 tournaments each ==');
  for (const c of CASES) {
    const seat: number[] = [];
    const stand: number[] = [];
    let rounds = 0;
    for (let t = 0; t < 5; t++) {
      const rnd = new Prng(seedPrng(1000 + t));
      const entrants: Entrant[] = Array.from({ length: c.players }, (_x, i) => ({ id: i + 1, rating: rnd.int(3000) }));
      const active = entrants.map((e) => e.id);
      const played: PlayedRound[] = [];
      for (;;) {
        let started = process.hrtime.bigint();
        const round = nextRound(c.settings, entrants, played, active, 42 + t);
        seat.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (!round || round.tables.length === 0) break;
        played.push({ tables: round.tables.map((x) => ({ players: x.players, ranks: randomRanks(x.players.length, rnd) })), byes: round.byes });
        started = process.hrtime.bigint();
        standings(c.settings, entrants, played);
        stand.push(Number(process.hrtime.bigint() - started) / 1e6);
        rounds++;
      }
    }
    const f = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return `p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${s[s.length - 1].toFixed(1)} ms`;
    };
    console.log(`${c.name.padEnd(36)} ${String(rounds / 5).padStart(3)} rounds · seating ${f(seat)} · standings ${f(stand)}`);
  }
}
