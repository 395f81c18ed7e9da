/** Seeded random playouts of Automobiles (shared by the playout test and the fixture generator). */
import { canonicalJson, stateHash } from '../../../src/engine/canonical';
import { Prng, seedPrng, deriveSeed } from '../../../src/engine/prng';
import { applyChecked, replay, LoggedMove } from '../../../src/engine/replay';
import { CARD_SET_CHOICES, CardId, CardSetChoice, SUGGESTED_SETS, SetId, card, poolOf } from '../../../src/games/automobiles/data/cards';
import { TRACK_IDS } from '../../../src/games/automobiles/data/tracks';
import { progressOf } from '../../../src/games/automobiles/rules/position';
import type { AutoMove, AutoOptions, AutoState } from '../../../src/games/automobiles/rules/state';
import { automobilesModule as mod } from '../../../src/games/automobiles';

export interface PlayoutStats {
  games: number;
  moves: number;
  turns: number;
  pits: number;
  answers: number;
  simultaneous: number;
  owedDraws: number;
  finishers: number;
  maxRounds: number;
  /** Races of seasons played. */
  races: number;
}

export function emptyStats(): PlayoutStats {
  return { games: 0, moves: 0, turns: 0, pits: 0, answers: 0, simultaneous: 0, owedDraws: 0, finishers: 0, maxRounds: 0, races: 0 };
}

/** Safety net: a game that needs more rounds than this has stalled (the robot drives a lap in about 6–8 rounds). */
const maxRounds = (laps: number): number => 25 * laps + 15;

/**
 * Plays one game: robot moves mixed with uniformly random legal moves (the end of the turn and
 * the pit stop only from the robot, so random steps explore the effects without ending turns
 * early). Every move goes through applyChecked; after every move the invariants hold, no car
 * moved backwards, legal moves are unique and the robot's move is among them. The log replays
 * to the same hash.
 */
export function playGame(seed: number, seats: number, options: AutoOptions, stats: PlayoutStats, randomShare = 0.2): { log: LoggedMove[]; state: AutoState; hash: string } {
  const rnd = new Prng(seedPrng(seed ^ 0x5bd1e995));
  let state = mod.setup(seed, seats, options);
  mod.assertInvariants!(state);
  const log: LoggedMove[] = [];
  let hash = stateHash(state);
  while (state.phase !== 'finished') {
    const actors = mod.toAct(state);
    if (actors.length === 0) throw new Error('nobody acts in an unfinished game');
    if (actors.length > 1) stats.simultaneous++;
    const seat = actors[rnd.int(actors.length)];
    const legal = mod.legalMoves(state, seat);
    if (legal.length === 0) throw new Error('an acting seat without legal moves');
    const keys = legal.map((m) => canonicalJson(m));
    if (new Set(keys).size !== keys.length) throw new Error(`duplicate legal moves ${keys}`);
    const robot = mod.robotMove(state, seat, rnd);
    if (!keys.includes(canonicalJson(robot))) throw new Error(`robot move ${canonicalJson(robot)} not legal`);
    let move: AutoMove = robot;
    if (rnd.int(1000) < randomShare * 1000) {
      const free = legal.filter((m) => m.type !== 'endTurn' && m.type !== 'pit');
      if (free.length) move = free[rnd.int(free.length)];
    }
    const before = state.players.map((p) => progressOf(state, p));
    const applied = applyChecked(mod, state, seat, move);
    const after = applied.state as AutoState;
    // (A season's next race puts the cars on the new grid.)
    if ((after.season?.race ?? 0) === (state.season?.race ?? 0)) {
      after.players.forEach((p, s) => {
        if (progressOf(after, p) < before[s]) throw new Error(`car ${s} moved backwards`);
      });
    }
    if (move.type === 'endTurn' && state.phase === 'turn') stats.turns++;
    if (move.type === 'pit') {
      stats.pits++;
      stats.turns++;
    }
    if (move.type === 'extraDraw') {
      if (state.answering.length) stats.answers++;
      else stats.owedDraws++;
    }
    state = after;
    hash = applied.hash;
    log.push({ seat, move });
    mod.assertInvariants!(state);
    if (state.round > maxRounds(options.laps)) throw new Error(`stalled: ${state.round} rounds (seed ${seed})`);
  }
  const out = mod.outcome(state);
  if (!out.finished || out.ranks!.length !== seats || new Set(out.ranks).size !== seats) throw new Error('bad outcome');
  if (mod.toAct(state).length !== 0) throw new Error('someone acts after the end');
  if (options.season) {
    // The season: every race driven and scored; the champion has the most points.
    const season = state.season!;
    if (season.places.length !== options.season || season.points.length !== options.season) throw new Error('a race of the season is missing');
    if (out.scores!.some((p) => p > out.scores![out.ranks!.indexOf(1)])) throw new Error('the champion has not the most points');
    stats.races += options.season;
  } else if (state.players[out.ranks!.indexOf(1)].laps < options.laps) throw new Error('the winner did not finish');
  stats.games++;
  stats.moves += log.length;
  stats.finishers += state.players.filter((p) => p.laps >= options.laps).length;
  stats.maxRounds = Math.max(stats.maxRounds, state.round);
  return { log, state, hash };
}

export interface Combo {
  id: string;
  seats: number;
  cardSet: CardSetChoice;
  einfaedeln: boolean;
  beschleunigt: boolean;
  drivers?: boolean;
  /** Races of a season (absent: a single race). */
  season?: number;
  /** A combination of the expansion: its games go round all tracks. */
  expansion?: boolean;
}

/** The base game's card choices (random and the four suggested sets). */
const BASE_SETS = CARD_SET_CHOICES.filter((c) => poolOf(c) === 'base' || (poolOf(c) === null && (SUGGESTED_SETS[c as SetId].cards as readonly CardId[]).every((id) => !card(id).expansion)));
/** The expansion's card choices: random from all seven or from the expansion's three, and its two sets. */
const EXPANSION_SETS = CARD_SET_CHOICES.filter((c) => !BASE_SETS.includes(c));

/** Every base card set × seat count × variant combination (games on the two base tracks). */
export const BASE_COMBOS: Combo[] = BASE_SETS.flatMap((cardSet) =>
  [2, 3, 4, 5].flatMap((seats) =>
    [
      [false, false],
      [true, false],
      [false, true],
      [true, true],
    ].map(([einfaedeln, beschleunigt]) => ({
      id: `${cardSet}, ${seats} seats${einfaedeln ? ', Einfädeln' : ''}${beschleunigt ? ', beschleunigt' : ''}`,
      seats,
      cardSet,
      einfaedeln,
      beschleunigt,
    })),
  ),
);

/**
 * The expansion (issue 16): every expansion card choice × seat count × drivers or not × variant
 * combination; the games go round every track.
 */
export const EXPANSION_COMBOS: Combo[] = EXPANSION_SETS.flatMap((cardSet) =>
  [2, 3, 4, 5].flatMap((seats) =>
    [false, true].flatMap((drivers) =>
      [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ].map(([einfaedeln, beschleunigt]) => ({
        id: `${cardSet}, ${seats} seats${drivers ? ', drivers' : ''}${einfaedeln ? ', Einfädeln' : ''}${beschleunigt ? ', beschleunigt' : ''}`,
        seats,
        cardSet,
        einfaedeln,
        beschleunigt,
        drivers,
        expansion: true,
      })),
    ),
  ),
);

/** Race seasons (issue 16): 3, 4 and 5 races at 2–5 players, with and without the accelerated variant; expansion cards from all seven, tracks drawn. */
export const SEASON_COMBOS: Combo[] = [3, 4, 5].flatMap((races) =>
  [2, 3, 4, 5].flatMap((seats) =>
    [false, true].map((beschleunigt) => ({
      id: `season of ${races}, ${seats} seats${beschleunigt ? ', beschleunigt' : ''}`,
      seats,
      cardSet: 'randomAll' as CardSetChoice,
      einfaedeln: races === 4,
      beschleunigt,
      drivers: true,
      season: races,
      expansion: true,
    })),
  ),
);

export const COMBOS: Combo[] = [...BASE_COMBOS, ...EXPANSION_COMBOS, ...SEASON_COMBOS];

/** The games of one combination: the five tracks in turn; mostly 1 lap (fast), every 4th game 2 laps, every 13th 3. */
export function playCombo(combo: Combo, games: number, baseSeed: number): PlayoutStats {
  const stats = emptyStats();
  const index = COMBOS.indexOf(combo);
  for (let g = 0; g < games; g++) {
    const seed = deriveSeed(baseSeed, index, g);
    const laps = g % 13 === 12 ? 3 : g % 4 === 3 ? 2 : 1;
    const track = TRACK_IDS[(g + index) % TRACK_IDS.length];
    const options: AutoOptions = { cardSet: combo.cardSet, track, laps, einfaedeln: combo.einfaedeln, beschleunigt: combo.beschleunigt };
    if (combo.drivers) options.drivers = true;
    if (combo.season) options.season = combo.season;
    const { log, hash } = playGame(seed, combo.seats, options, stats);
    const again = replay(mod, { seed, seats: combo.seats, options }, log);
    if (again.hashes[again.hashes.length - 1] !== hash) throw new Error(`replay differs (${combo.id}, game ${g})`);
  }
  return stats;
}

/** Games per base combination: 1 in `npm test` (80); `npm run playouts` plays 13 (1,040, issue 5). */
export const GAMES_PER_COMBO = Number(process.env.AUTO_GAMES ?? 1);
/** Games per expansion combination: 1 in the test run (128 games), 8 in `npm run playouts` (1,024, docs/performance.md). */
export const GAMES_PER_X_COMBO = Number(process.env.AUTO_X_GAMES ?? 1);
export const gamesFor = (combo: Combo): number => (combo.expansion ? GAMES_PER_X_COMBO : GAMES_PER_COMBO);
