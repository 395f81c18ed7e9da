/**
 * Plays tournaments of the pure formats with seeded random results (test helper): every table's
 * ranks are a random order of its players, sometimes with a tie; drop-outs on request.
 */
import { Prng, seedPrng } from '../../src/engine/prng';
import { nextRound, type Entrant, type FormatSettings, type PlayedRound, type Round, type TableResult } from '../../src/tournaments';

export function entrantsOf(n: number, prng?: Prng): Entrant[] {
  return Array.from({ length: n }, (_, i) => ({ id: 101 + i, rating: prng ? 1000 + prng.int(400) : 1500 - 10 * i }));
}

/** Random ranks for a table: a shuffled order, with two neighbours tied now and then. */
export function randomResult(players: number[], prng: Prng): TableResult {
  const order = prng.shuffle(players.map((_, i) => i));
  const ranks = new Array<number>(players.length);
  let rank = 1;
  order.forEach((seat, k) => {
    if (k > 0 && prng.int(6) === 0) ranks[seat] = ranks[order[k - 1]];
    else ranks[seat] = rank;
    rank++;
  });
  return { players: players.slice(), ranks };
}

export interface Run {
  rounds: Round[];
  played: PlayedRound[];
  /** The active players when each round was asked for. */
  activeAt: number[][];
  /** The active players when nextRound said the tournament is over. */
  activeEnd: number[];
}

/**
 * Plays to the end. `dropOut(r, active, prng)` may return players who withdraw before round r
 * (0-based) is seated; `check` is called with every round as it is seated.
 */
export function playOut(
  settings: FormatSettings,
  entrants: Entrant[],
  seed: number,
  resultSeed: number,
  opts: { dropOut?: (r: number, active: number[], prng: Prng) => number[]; check?: (round: Round, active: number[], played: PlayedRound[]) => void; maxRounds?: number } = {},
): Run {
  const prng = new Prng(seedPrng(resultSeed));
  let active = entrants.map((e) => e.id);
  const run: Run = { rounds: [], played: [], activeAt: [], activeEnd: [] };
  for (let r = 0; r < (opts.maxRounds ?? 200); r++) {
    const gone = new Set(opts.dropOut?.(r, active, prng) ?? []);
    active = active.filter((id) => !gone.has(id));
    const round = nextRound(settings, entrants, run.played, active, seed);
    if (!round) {
      run.activeEnd = active;
      return run;
    }
    opts.check?.(round, active, run.played);
    run.rounds.push(round);
    run.activeAt.push(active.slice());
    run.played.push({ tables: round.tables.map((t) => randomResult(t.players, prng)), byes: round.byes.slice() });
  }
  throw new Error('the tournament did not end');
}

/** Pairs that met more than once, counted once per extra meeting. */
export function repeats(rounds: readonly Round[]): number {
  const met = new Map<string, number>();
  let extra = 0;
  for (const r of rounds)
    for (const t of r.tables)
      for (let i = 0; i < t.players.length; i++)
        for (let j = i + 1; j < t.players.length; j++) {
          const a = Math.min(t.players[i], t.players[j]);
          const b = Math.max(t.players[i], t.players[j]);
          const k = `${a}:${b}`;
          const c = met.get(k) ?? 0;
          if (c > 0) extra++;
          met.set(k, c + 1);
        }
  return extra;
}
