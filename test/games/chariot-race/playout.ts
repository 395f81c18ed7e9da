/** Seeded random playouts (shared by the playout test and its worker threads). */
import { canonicalJson, stateHash } from '../../../src/engine/canonical';
import { rulesOf } from '../../../src/engine/rules-version';
import { Prng, deriveSeed, seedPrng } from '../../../src/engine/prng';
import { applyChecked, replay, LoggedMove } from '../../../src/engine/replay';
import { chariotRaceModule as mod } from '../../../src/games/chariot-race';
import { en } from '../../support/text';
import { boardOf } from '../../../src/games/chariot-race/data/boards';
import { REPAIR_POINTS } from '../../../src/games/chariot-race/data/dice';
import { TRACK_CHOICES, TrackChoice } from '../../../src/games/chariot-race/data/track-halves';
import type { ChariotMove, ChariotOptions, ChariotState } from '../../../src/games/chariot-race/rules/state';

export interface PlayoutStats {
  games: number;
  moves: number;
  rounds: number;
  winners: number;
  noWinner: number;
  breakUps: number;
  repairs: number;
  paid: number;
  caltrops: number;
  spears: number;
  rams: number;
  maxLegal: number;
}

/** A cheap unique key of a move (the moves are small and flat). */
function moveKey(m: ChariotMove): string {
  switch (m.type) {
    case 'pick':
      return `pick:${m.board}`;
    case 'place':
      return `place:${m.position}`;
    case 'reroll':
      return `reroll:${m.faces.join()}`;
    case 'turn':
      return `turn:${m.from}:${m.to}`;
    case 'drive':
      return `drive:${m.up}`;
    case 'path':
      return `path:${m.path}`;
    case 'caltrop':
      return `caltrop:${m.field}`;
    case 'spear':
      return `spear:${m.target}`;
    default:
      return m.type;
  }
}

function fail(g: number, what: string): never {
  throw new Error(`game ${g}: ${what}`);
}

/**
 * Plays `games` games with robot moves mixed with uniformly random legal moves. Checks the
 * invariants after every move, applies every move through applyChecked, checks the legal lists
 * (no duplicates, the robot's move among them), that damage only goes down except by a repair,
 * that the roll rolls the dice the board shows, and replays the log to the same final hash.
 */
export function playouts(seats: number, options: ChariotOptions, games: number, baseSeed: number): PlayoutStats {
  const stats: PlayoutStats = { games, moves: 0, rounds: 0, winners: 0, noWinner: 0, breakUps: 0, repairs: 0, paid: 0, caltrops: 0, spears: 0, rams: 0, maxLegal: 0 };
  const trackIndex = TRACK_CHOICES.indexOf(options.track);
  for (let g = 0; g < games; g++) {
    const seed = deriveSeed(baseSeed, seats, trackIndex, Number(options.noDamageAfterFinish), Number(options.alternativeChariots), g);
    const rnd = new Prng(seedPrng(seed ^ 0x5bd1e995));
    let state = mod.setup(seed, seats, mod.optionsSchema.parse(options)) as ChariotState;
    mod.assertInvariants!(state);
    const log: LoggedMove[] = [];
    let hash = stateHash(state);
    while (state.phase !== 'finished') {
      const actors = mod.toAct(state);
      if (actors.length !== 1) fail(g, `${actors.length} seats act at once`);
      const seat = actors[0];
      const legal = mod.legalMoves(state, seat);
      if (legal.length === 0) fail(g, 'an acting seat without legal moves');
      stats.maxLegal = Math.max(stats.maxLegal, legal.length);
      const keys = legal.map(moveKey);
      if (new Set(keys).size !== keys.length) fail(g, 'duplicate legal moves');
      for (const other of [0, 1, 2, 3, 4, 5].filter((s) => s < seats && s !== seat)) {
        if (mod.legalMoves(state, other).length) fail(g, 'a seat not on turn has moves');
      }
      if (log.length % 17 === 0) {
        // The buttons: every legal move has its own, non-empty words (from the seat's view only).
        const v = mod.view(state, seat);
        const labels = legal.map((m) => en(mod.moveLabel(v, m), ['A', 'B', 'C', 'D', 'E', 'F']));
        if (labels.some((l) => !l) || new Set(labels).size !== labels.length) fail(g, `labels not unique in step ${state.turn?.step ?? state.phase}`);
      }
      const move: ChariotMove = rnd.int(4) === 0 ? legal[rnd.int(legal.length)] : mod.robotMove(state, seat, rnd);
      if (!keys.includes(moveKey(move))) fail(g, `robot move not legal: ${canonicalJson(move)}`);
      const applied = applyChecked(mod, state, seat, move);
      const before = state;
      state = applied.state as ChariotState;
      hash = applied.hash;
      log.push({ seat, move });
      mod.assertInvariants!(state);
      checkStep(g, before, state, move);
      if (!en(mod.logLine({ before, after: state, seat, move, viewer: null}), ['A', 'B', 'C', 'D', 'E', 'F'])) fail(g, 'empty log line');
      if (move.type === 'repair') stats.repairs++;
      if ((move.type === 'reroll' && !before.turn!.freeReroll) || move.type === 'turn') stats.paid++;
      if (move.type === 'caltrop') stats.caltrops++;
      if (move.type === 'spear') stats.spears++;
      if (move.type === 'path') stats.rams += state.chariots.filter((c, i) => c.damage < before.chariots[i].damage && i !== before.turn!.chariot && !c.out).length;
    }
    const out = mod.outcome(state);
    if (!out.finished || out.ranks!.length !== seats || !out.summary) fail(g, 'bad outcome');
    if (mod.toAct(state).length !== 0) fail(g, 'someone acts after the end');
    if (state.winner !== null) {
      stats.winners++;
      if (out.ranks![state.chariots[state.winner].seat] !== 1) fail(g, 'the winner is not first');
    } else stats.noWinner++;
    stats.breakUps += state.chariots.filter((c) => c.out).length;
    const again = replay(mod, { seed, seats, options }, log);
    if (again.hashes[again.hashes.length - 1] !== hash) fail(g, 'replay differs');
    stats.moves += log.length;
    stats.rounds += state.round;
  }
  return stats;
}

/** Damage only goes down, except by a repair (up to 3 of the chariot on turn); the roll's dice. */
function checkStep(g: number, before: ChariotState, after: ChariotState, move: ChariotMove): void {
  before.chariots.forEach((c, i) => {
    const d = after.chariots[i].damage - c.damage;
    if (d > 0 && !(move.type === 'repair' && before.turn?.chariot === i && d <= REPAIR_POINTS)) fail(g, `damage of chariot ${i} went up by ${d} with ${move.type}`);
    if (c.out && !after.chariots[i].out) fail(g, 'a broken chariot came back');
  });
  if (move.type === 'roll') {
    const c = after.chariots[after.turn!.chariot];
    if (after.turn!.dice.length !== boardOf(c.board, rulesOf(after)).dice[c.speed]) fail(g, `rolled ${after.turn!.dice.length} dice at speed ${c.speed}`);
  }
  if (before.turn && after.turn && before.turn.chariot !== after.turn.chariot && after.turns === before.turns) fail(g, 'the chariot changed without a turn ending');
}

/** Games per combination: 1 in `npm test` (80); `npm run playouts` plays 13 (1,040, issue 4). */
export const GAMES = Number(process.env.CHARIOT_GAMES ?? 1);
export const TRACKS: TrackChoice[] = [...TRACK_CHOICES];
export const VARIANTS: [string, Omit<ChariotOptions, 'track'>][] = [
  ['standard', { noDamageAfterFinish: false, alternativeChariots: false }],
  ['no damage after the finish', { noDamageAfterFinish: true, alternativeChariots: false }],
  ['alternative chariots', { noDamageAfterFinish: false, alternativeChariots: true }],
  ['both variants', { noDamageAfterFinish: true, alternativeChariots: true }],
];
