/**
 * Seeded playouts of Formula 90 (shared by the playout test and its worker). The module is not
 * registered yet, so the races call the rules directly: setup, toAct, legalMoves, apply and
 * assertInvariants from src/games/formula-90/rules, and the seat robot robotMove.
 */
import { canonicalJson } from '../../../src/engine/canonical';
import { Prng, seedPrng, deriveSeed } from '../../../src/engine/prng';
import { TRACK_IDS } from '../../../src/games/formula-90/data/tracks';
import { finalBox } from '../../../src/games/formula-90/rules/order';
import { robotMove } from '../../../src/games/formula-90/robots';
import { apply } from '../../../src/games/formula-90/rules/apply';
import { assertInvariants } from '../../../src/games/formula-90/rules/invariants';
import { legalMoves, toAct } from '../../../src/games/formula-90/rules/legal';
import { classification } from '../../../src/games/formula-90/rules/race';
import { setup } from '../../../src/games/formula-90/rules/setup';
import type { F90Move, F90Options, F90State } from '../../../src/games/formula-90/rules/state';

export interface PlayoutStats {
  races: number;
  moves: number;
  maxMoves: number;
  /** races where every seat was played by the robot, and what happened to the cars in them */
  robotRaces: number;
  players: number;
  /** the sum of the players' places, 0 = winner … 1 = last (so averages compare across field sizes) */
  playerPlace: number;
  slow: number;
  slowPlace: number;
  fast: number;
  fastPlace: number;
  superfast: number;
  superfastPlace: number;
  /** players ahead of every slow robot car / of every fast one */
  aheadOfSlow: number;
  aheadOfFast: number;
  /** in races with superfast robots: the players there, and those ahead of both superfast cars */
  playersWithSuperfast: number;
  aheadOfSuperfast: number;
  /** players eliminated (robot races) and in every race */
  playersOut: number;
  anyOut: number;
  /** robot-race events: pit stops, late brakings (and their successes), battles, skipped turns */
  pits: number;
  brakes: number;
  brakesMade: number;
  battles: number;
  skips: number;
  randomMoves: number;
}

export function emptyStats(): PlayoutStats {
  return {
    races: 0, moves: 0, maxMoves: 0, robotRaces: 0, players: 0, playerPlace: 0, slow: 0, slowPlace: 0, fast: 0, fastPlace: 0,
    superfast: 0, superfastPlace: 0, aheadOfSlow: 0, aheadOfFast: 0, playersWithSuperfast: 0, aheadOfSuperfast: 0, playersOut: 0, anyOut: 0, pits: 0, brakes: 0, brakesMade: 0, battles: 0, skips: 0, randomMoves: 0,
  };
}

export function addStats(a: PlayoutStats, b: PlayoutStats): PlayoutStats {
  const out = { ...a };
  for (const k of Object.keys(out) as (keyof PlayoutStats)[]) out[k] = k === 'maxMoves' ? Math.max(a[k], b[k]) : a[k] + b[k];
  return out;
}

/** Safety net: a race that needs more moves than this has stalled. */
const MAX_MOVES = 20_000;

/**
 * How the seats are played: 'robot' — every seat by robotMove (these races give the statistics);
 * 'fuzz' — seat 0 plays uniformly random legal moves; 'mixed' — every seat a random legal move
 * one time in four, else the robot's.
 */
export type Mode = 'robot' | 'fuzz' | 'mixed';

export interface Race {
  log: { seat: number; move: F90Move }[];
  state: F90State;
}

/**
 * Plays one race to its end. After every move: the invariants hold; the acting seats have legal
 * moves, none twice; the robot's move is one of them (deep-equal). At the end: phase 'over',
 * nobody to act, every car classified once.
 */
export function playRace(seed: number, seats: number, options: F90Options, mode: Mode, stats: PlayoutStats): Race {
  const rnd = new Prng(seedPrng(seed ^ 0x5bd1e995));
  let s = setup(seed, seats, options);
  assertInvariants(s);
  const log: Race['log'] = [];
  while (s.phase !== 'over') {
    const actors = toAct(s);
    if (actors.length === 0) throw new Error(`nobody acts in phase ${s.phase} (seed ${seed})`);
    const seat = actors[rnd.int(actors.length)];
    const legal = legalMoves(s, seat);
    if (legal.length === 0) throw new Error(`seat ${seat} acts without legal moves (seed ${seed})`);
    const keys = legal.map((m) => canonicalJson(m));
    if (new Set(keys).size !== keys.length) throw new Error(`duplicate legal moves (seed ${seed}, step ${s.turn?.step})`);
    const robot = robotMove(s, seat, rnd);
    if (!keys.includes(canonicalJson(robot))) throw new Error(`robot move not legal: ${canonicalJson(robot)} (seed ${seed})`);
    let move = robot;
    if ((mode === 'fuzz' && seat === 0) || (mode === 'mixed' && rnd.int(4) === 0)) {
      move = legal[rnd.int(legal.length)];
      stats.randomMoves++;
    }
    const before = s;
    s = apply(s, seat, move);
    assertInvariants(s);
    noCarBack(before, s, seed);
    safetyCarLineUp(s, seed);
    log.push({ seat, move });
    if (mode === 'robot') count(s, move, stats);
    if (log.length > MAX_MOVES) throw new Error(`stalled after ${log.length} moves (seed ${seed})`);
  }
  if (toAct(s).length !== 0) throw new Error('someone acts after the race');
  const playersLeft = s.cars.some((c) => c.seat !== null && c.status !== 'out');
  if (playersLeft && s.box !== finalBox(s)) throw new Error(`race over at box ${s.box} (seed ${seed})`);
  // „TREIBSTOFF": every car still in the race has made its fuel stop
  for (const p of s.players) {
    if (p.fuelBox !== null && s.cars.find((c) => c.id === p.car)!.status !== 'out') throw new Error(`${p.car} never refuelled (seed ${seed})`);
  }
  const order = classification(s);
  if (order.length !== s.cars.length || new Set(order).size !== order.length) throw new Error(`bad classification ${order}`);
  stats.races++;
  stats.moves += log.length;
  stats.maxMoves = Math.max(stats.maxMoves, log.length);
  stats.anyOut += s.cars.filter((c) => c.seat !== null && c.status === 'out').length;
  if (mode === 'robot') places(s, order, stats);
  return { log, state: s };
}

/**
 * „SAFETY CAR": when it comes out, the field lies in the order of its line-up, one car a section
 * behind the leader (cars lapped a lap more lie a lap further back).
 */
function safetyCarLineUp(s: F90State, seed: number): void {
  const e = s.events.find((x) => x.k === 'safetyCar');
  if (e?.k !== 'safetyCar') return;
  const n = s.queue.length;
  e.sections.forEach((sec, k) => {
    if ((((e.sections[0] - k - sec) % n) + n) % n !== 0) throw new Error(`safety car line-up: ${e.order[k]} not ${k} sections behind the leader (seed ${seed})`);
  });
  if (new Set(e.order).size !== e.order.length) throw new Error(`safety car line-up: a car twice (seed ${seed})`);
}

/**
 * Cars only go forwards, except back to the pits („BOXENSTOPP"), into a robot's place
 * („WIEDEREINSTIEG") or into the line-up behind the safety car („SAFETY CAR").
 */
function noCarBack(before: F90State, after: F90State, seed: number): void {
  if (before.phase !== 'race') return; // the grid is formed from pos 0
  if (after.events.some((e) => e.k === 'safetyCar')) return;
  for (const c of after.cars) {
    const was = before.cars.find((x) => x.id === c.id)!;
    if (c.pos >= was.pos || c.status === 'out') continue;
    if (after.events.some((e) => (e.k === 'pit' || e.k === 'replace') && e.car === c.id)) continue;
    throw new Error(`${c.id} went back from ${was.pos} to ${c.pos} (seed ${seed})`);
  }
}

function count(s: F90State, move: F90Move, stats: PlayoutStats): void {
  if (move.type === 'pit') stats.pits++;
  if (move.type === 'skip') stats.skips++;
  for (const e of s.events) {
    if (e.k === 'battle') stats.battles++;
    if (e.k === 'brake' && e.car.startsWith('p')) {
      stats.brakes++;
      if (e.success) stats.brakesMade++;
    }
  }
}

/** The finishing places of a robot race: players against the robot cars. */
function places(s: F90State, order: string[], stats: PlayoutStats): void {
  stats.robotRaces++;
  const place = (id: string) => order.indexOf(id) / (order.length - 1);
  const kind = (id: string) => s.cars.find((c) => c.id === id)!.kind;
  const slow = order.filter((id) => kind(id) === 'slow');
  const fast = order.filter((id) => kind(id) === 'fast');
  const superfast = order.filter((id) => kind(id) === 'superfast');
  for (const id of order) {
    const k = kind(id);
    if (k === 'slow') {
      stats.slow++;
      stats.slowPlace += place(id);
    } else if (k === 'fast') {
      stats.fast++;
      stats.fastPlace += place(id);
    } else if (k === 'superfast') {
      stats.superfast++;
      stats.superfastPlace += place(id);
    } else {
      if (superfast.length) {
        stats.playersWithSuperfast++;
        if (superfast.every((x) => order.indexOf(x) > order.indexOf(id))) stats.aheadOfSuperfast++;
      }
      stats.players++;
      stats.playerPlace += place(id);
      if (slow.every((x) => order.indexOf(x) > order.indexOf(id))) stats.aheadOfSlow++;
      if (fast.every((x) => order.indexOf(x) > order.indexOf(id))) stats.aheadOfFast++;
      if (s.cars.find((c) => c.id === id)!.status === 'out') stats.playersOut++;
    }
  }
}

/** Replays a race's moves from the setup: the same final state, to the byte. */
export function replayRace(seed: number, seats: number, options: F90Options, race: Race): void {
  let s = setup(seed, seats, options);
  for (const { seat, move } of race.log) s = apply(s, seat, move);
  if (JSON.stringify(s) !== JSON.stringify(race.state)) throw new Error(`replay differs (seed ${seed})`);
}

export interface Combo {
  id: string;
  seats: number;
  options: F90Options;
}

const OFF = { advanced: false, trackCards: false, abilities: false, carBuild: false, fuel: false, tyres: false, superfast: false, flags: false, offTrack: false };
const MODULES = ['trackCards', 'abilities', 'carBuild', 'fuel', 'tyres', 'superfast', 'flags', 'offTrack'] as const;

function comboOf(seats: number, options: F90Options): Combo {
  const names = [options.short && 'short', options.junior && 'junior', options.reentry && 'reentry', options.advanced && 'advanced game', ...MODULES.filter((k) => options[k])].filter(Boolean);
  return { id: `${seats} seats, ${options.track}${names.length ? `, ${names.join(', ')}` : ''}`, seats, options };
}

/**
 * Every seat count (2–6) × track × optional rule combination (short race, junior, re-entry); then
 * the advanced game (all eight modules) for every seat count and track, and each module on its own
 * (seat counts and tracks taking turns).
 */
export const COMBOS: Combo[] = [
  ...[2, 3, 4, 5, 6].flatMap((seats) =>
    TRACK_IDS.flatMap((track) => [0, 1, 2, 3, 4, 5, 6, 7].map((bits) => comboOf(seats, { track, short: !!(bits & 1), junior: !!(bits & 2), reentry: !!(bits & 4), ...OFF }))),
  ),
  ...[2, 3, 4, 5, 6].flatMap((seats) =>
    // the advanced game: the lobby's preset, every module
    TRACK_IDS.map((track, i) => comboOf(seats, { track, short: (seats + i) % 3 === 0, junior: false, reentry: seats % 2 === 0, ...OFF, advanced: true })),
  ),
  ...MODULES.flatMap((key, k) => [2, 3, 4, 5, 6].map((seats) => comboOf(seats, { track: TRACK_IDS[(seats + k) % 2], short: false, junior: false, reentry: false, ...OFF, [key]: true }))),
];

/** The races of one combination: two in three by robots only, the others fuzzed (by turns across combinations). */
export function playCombo(combo: Combo, races: number, baseSeed: number): PlayoutStats {
  const stats = emptyStats();
  const index = COMBOS.indexOf(combo);
  for (let g = 0; g < races; g++) {
    const seed = deriveSeed(baseSeed, index, g);
    const k = index + g;
    const mode: Mode = k % 3 === 2 ? (k % 2 ? 'fuzz' : 'mixed') : 'robot';
    const race = playRace(seed, combo.seats, combo.options, mode, stats);
    replayRace(seed, combo.seats, combo.options, race);
  }
  return stats;
}

/** Races per combination: F90_GAMES=10 (`npm run playouts`) plays 1,300. */
export const GAMES_PER_COMBO = Number(process.env.F90_GAMES ?? 2);

/**
 * The races of a combination in this run: F90_GAMES for each; without it (`npm test`) 1 for each
 * of the 130 combinations, to keep the whole test run inside its 15 minutes (issue 36 added
 * browser checks of every page); `npm run playouts` plays 10 each.
 */
export function gamesFor(_combo: Combo): number {
  if (process.env.F90_GAMES) return GAMES_PER_COMBO;
  return 1;
}
