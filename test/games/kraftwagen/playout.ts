/** Seeded random playouts (shared by the playout test, its worker and the fixtures script). */
import { stateHash } from '../../../src/engine/canonical';
import { Prng, seedPrng, deriveSeed } from '../../../src/engine/prng';
import { replay, LoggedMove } from '../../../src/engine/replay';
import { score } from '../../../src/games/kraftwagen/rules/player';
import type { KwOptions, KwState } from '../../../src/games/kraftwagen/rules/state';
import { mod } from './helpers';

export interface PlayoutStats {
  games: number;
  moves: number;
  rounds: number;
  cars: number;
  specialTaken: number;
  markersUsed: number;
  platformReplays: number;
}

/**
 * Plays `games` random games: uniformly random legal moves, mixed with robot moves in every 100th game. After every
 * move: invariants (workers and parts conserved, market and buyers in bounds, cards once each),
 * no duplicate legal moves, the robot's move among them, no player's money going down. At the
 * end: a legal finish, and the log replayed to the same hash (every game by apply; every 25th
 * through the platform's checked replay).
 */
export function playouts(seats: number, options: KwOptions, games: number, baseSeed: number, firstGame = 0): PlayoutStats {
  const stats: PlayoutStats = { games, moves: 0, rounds: 0, cars: 0, specialTaken: 0, markersUsed: 0, platformReplays: 0 };
  for (let g = firstGame; g < firstGame + games; g++) {
    const seed = deriveSeed(baseSeed, seats, Number(options.special), g);
    const rnd = new Prng(seedPrng(seed ^ 0x5bd1e995));
    let state = mod.setup(seed, seats, options) as KwState;
    mod.assertInvariants!(state);
    const log: LoggedMove[] = [];
    // The planning robot takes milliseconds a move: it plays (mixed with random moves) in every
    // 100th game; the other games are uniformly random, so the thousands of games stay quick.
    const randomShare = g % 100 === 0 ? 2 + ((g / 100) % 5) : 10;
    while (state.phase !== 'finished') {
      const actors = mod.toAct(state);
      if (actors.length !== 1) throw new Error('one seat acts at a time');
      const seat = actors[0];
      const legal = mod.legalMoves(state, seat);
      if (legal.length === 0) throw new Error('an acting seat without legal moves');
      const keys = legal.map((m) => JSON.stringify(m));
      if (new Set(keys).size !== keys.length) throw new Error('duplicate legal moves');
      const move = rnd.int(10) < randomShare ? legal[rnd.int(legal.length)] : mod.robotMove(state, seat, rnd);
      if (!keys.includes(JSON.stringify(move))) throw new Error(`robot move not legal: ${JSON.stringify(move)}`);
      const after = mod.apply(state, seat, move);
      mod.undoBarrier(state, after, seat, move);
      for (let i = 0; i < seats; i++) if (score(after.players[i]) < score(state.players[i])) throw new Error('money went down');
      if (after.round !== state.round || after.phase === 'finished') stats.rounds++;
      if (move.type === 'price') stats.cars++;
      if (move.type === 'tile' && /^[ABC]/.test(move.tile)) stats.specialTaken++;
      if (move.type === 'daimler' || move.type === 'diesel' || move.type === 'benz' || (move.type === 'price' && move.boost)) stats.markersUsed++;
      state = after;
      log.push({ seat, move });
      mod.assertInvariants!(state);
      if (log.length > 5000) throw new Error('game does not end');
    }
    const out = mod.outcome(state);
    if (!out.finished || out.ranks!.length !== seats || out.scores!.length !== seats) throw new Error('bad outcome');
    if (mod.toAct(state).length !== 0) throw new Error('someone acts after the end');
    const hash = stateHash(state);
    let again = mod.setup(seed, seats, options) as KwState;
    for (const e of log) again = mod.apply(again, e.seat, e.move as never);
    if (stateHash(again) !== hash) throw new Error(`replay differs (game ${g})`);
    if (g % 25 === 0) {
      const checked = replay(mod, { seed, seats, options }, log);
      if (checked.hashes[checked.hashes.length - 1] !== hash) throw new Error(`checked replay differs (game ${g})`);
      stats.platformReplays++;
    }
    stats.moves += log.length;
  }
  return stats;
}

/** Games per combination: 50 in `npm test` (300); `npm run playouts` plays 1,000 (6,000, issue 6). */
export const GAMES = Number(process.env.KW_GAMES ?? 50);
export const VARIANTS: [string, KwOptions][] = [
  ['basic', { special: false }],
  ['special tiles', { special: true }],
];
