/** Seeded random playouts (shared by the playout test files). */
import { stateHash } from '../../../src/engine/canonical';
import { Prng, seedPrng, deriveSeed } from '../../../src/engine/prng';
import { applyChecked, replay, LoggedMove } from '../../../src/engine/replay';
import type { RaceMove, RaceOptions, RaceState } from '../../../src/games/race/rules/state';
import { randomMove } from '../../../src/games/race/robots/random';
import { mod } from './helpers';

function moveKey(m: RaceMove): string {
  return m.type === 'play' ? `${m.card}/${m.power ?? ''}` : `${m.favourites.join()}/${m.bet ?? ''}`;
}

export interface PlayoutStats {
  games: number;
  moves: number;
  restarts: number;
  deckEnds: number;
  powerPlays: number;
  decidedChecks: number;
  decidedEarly: number;
}

/**
 * Plays `games` random games: robot moves mixed with uniformly random legal moves (which include
 * the power plays) and auto-mode moves. Checks invariants after every move, applies every move
 * through applyChecked, checks legal lists (no duplicates, robot moves among them), replays the
 * log to the same final hash, and checks that an early "decided" verdict comes true.
 */
export function playouts(seats: number, options: RaceOptions, games: number, baseSeed: number, firstGame = 0): PlayoutStats {
  const stats: PlayoutStats = { games, moves: 0, restarts: 0, deckEnds: 0, powerPlays: 0, decidedChecks: 0, decidedEarly: 0 };
  for (let g = firstGame; g < firstGame + games; g++) {
    const seed = deriveSeed(baseSeed, seats, Number(options.siegwette), Number(options.superkraefte), g);
    const rnd = new Prng(seedPrng(seed ^ 0x5bd1e995));
    const spec = { seed, seats, options };
    let state = mod.setup(seed, seats, mod.optionsSchema.parse(options)) as RaceState;
    mod.assertInvariants!(state);
    const log: LoggedMove[] = [];
    let hash = stateHash(state);
    let decided: number[] | null = null;
    const checkDecided = g % 10 === 0;
    while (state.phase !== 'finished') {
      const actors = mod.toAct(state);
      if (actors.length === 0) throw new Error('nobody acts in an unfinished game');
      const seat = actors[rnd.int(actors.length)];
      const legal = mod.legalMoves(state, seat);
      if (legal.length === 0) throw new Error('an acting seat without legal moves');
      const keys = legal.map(moveKey);
      if (new Set(keys).size !== keys.length) throw new Error('duplicate legal moves');
      // Uniform random moves, the automatic mode, the text's random robot (cheap, most moves) and
      // our robot (issue 14; it plays many imagined games per move, so only now and then —
      // one move in a hundred — to keep the test's time).
      const r = rnd.int(100);
      const move =
        r < 40 ? legal[rnd.int(legal.length)] : r < 50 ? mod.autoMove!(state, seat, rnd) : r < 99 ? randomMove(state, seat, rnd, true) : mod.robotMove(state, seat, rnd);
      if (!keys.includes(moveKey(move))) throw new Error('robot/auto move not among the legal moves');
      const applied = applyChecked(mod, state, seat, move);
      state = applied.state as RaceState;
      hash = applied.hash;
      log.push({ seat, move });
      mod.assertInvariants!(state);
      if (move.type === 'play' && move.power) stats.powerPlays++;
      if (checkDecided && decided === null && state.phase === 'play') {
        stats.decidedChecks++;
        decided = mod.decidedWinners!(state);
        if (decided) stats.decidedEarly++;
      }
    }
    const out = mod.outcome(state);
    if (!out.finished || out.ranks!.length !== seats || out.scores!.length !== seats) throw new Error('bad outcome');
    if (mod.toAct(state).length !== 0) throw new Error('someone acts after the end');
    if (decided) {
      const winners = out.ranks!.flatMap((rank, s) => (rank === 1 ? [s] : []));
      if (JSON.stringify(winners) !== JSON.stringify(decided)) throw new Error(`decided ${decided} but won ${winners}`);
    }
    const again = replay(mod, spec, log);
    if (again.hashes[again.hashes.length - 1] !== hash) throw new Error(`replay differs (game ${g})`);
    stats.moves += log.length;
    stats.restarts += state.restarts;
    if (state.endReason === 'deck') stats.deckEnds++;
  }
  return stats;
}

/** Games per combination: 50 in `npm test` (600); `npm run playouts` plays 1,000 (12,000, issue 2). */
export const GAMES = Number(process.env.RACE_GAMES ?? 50);
export const VARIANTS: [string, RaceOptions][] = [
  ['basic', { siegwette: false, superkraefte: false }],
  ['Siegwette', { siegwette: true, superkraefte: false }],
  ['Superkräfte', { siegwette: false, superkraefte: true }],
  ['Siegwette + Superkräfte', { siegwette: true, superkraefte: true }],
];
