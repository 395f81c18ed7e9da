/**
 * The beginner robot (issue 33): somebody in his first race. Legal, plausible moves, one at a
 * time, with a first-time player's mistakes:
 * - each gear die goes on the field that gets furthest right now — no plan of the whole hand,
 *   no thought of the wear it brings, of drafting or of what the others can do; now and then
 *   simply on some field its die may go to;
 * - it uses an action die as soon as it does something (sometimes also when it hardly helps);
 * - it pits only when four wear dice or more clog its hand;
 * - it buys what catches its eye: any die it can afford but white and wear, while the money lasts;
 * - it takes a driver and a sponsor at random.
 * The steps of an effect it answers like the normal robot (robots/actions.ts).
 */
import type { RandomSource } from '../../../engine/contract';
import { BR, COLOUR_INDEX, isGear } from '../data/dice';
import { gearAllowed, placements } from '../rules/common';
import { legalMoves } from '../rules/legal';
import type { AutoMove, AutoState } from '../rules/state';
import { pendingChoice, worthActivating } from './actions';
import { useDriverNow } from './drivers';
import { sponsorStep } from './season';

/** One move in this many is a random plausible one instead of the greedy one. */
const WHIM = 5;
/** Wear dice in the hand that make the beginner pit. */
const PIT_AT = 4;

type Of<T extends AutoMove['type']> = Extract<AutoMove, { type: T }>;
const ofType = <T extends AutoMove['type']>(moves: AutoMove[], type: T): Of<T>[] => moves.filter((m): m is Of<T> => m.type === type);
const pick = <T>(random: RandomSource, items: T[]): T => items[random.int(items.length)];

/** A die that catches the eye: anything affordable but white and wear (one at a time). */
function eyeCatcher(moves: AutoMove[], random: RandomSource): AutoMove | undefined {
  const buys = ofType(moves, 'buy').filter((m) => m.colour !== 'white');
  return buys.length ? pick(random, buys) : undefined;
}

/** The gear move that gets furthest now (or, on a whim, any gear move). */
function greedyGear(state: AutoState, seat: number, gears: Of<'activate'>[], random: RandomSource): AutoMove {
  if (random.int(WHIM) === 0) return pick(random, gears);
  let best = gears[0];
  let far = -Infinity;
  for (const m of gears) {
    const c = COLOUR_INDEX[m.colour];
    const dist = placements(state, seat, gearAllowed(state, c)).get(m.seg!)!;
    if (dist > far) {
      far = dist;
      best = m;
    }
  }
  return best;
}

export function beginnerMove(state: AutoState, seat: number, random: RandomSource): AutoMove {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`Seat ${seat} has nothing to do now.`);
  if (moves.length === 1) return moves[0];
  if (moves[0].type === 'extraDraw') return moves.find((m) => m.type === 'extraDraw' && m.take) ?? moves[0];
  if (state.phase === 'drivers') return pick(random, moves);
  if (state.phase === 'sponsors') return state.season!.pick!.effect ? sponsorStep(state, seat, moves) : pick(random, moves);
  const t = state.turn;
  const p = state.players[seat];
  const end = () => pick(random, ofType(moves, 'endTurn'));
  if (state.phase === 'opening') return eyeCatcher(moves, random) ?? (moves.some((m) => m.type === 'endTurn') ? end() : moves[0]);
  if (t.pending) return pendingChoice(state, seat, moves, random);
  const driver = moves.find((m) => m.type === 'driver');
  if (driver && useDriverNow(state, seat)) return driver;
  if (t.stage === 'buy') return eyeCatcher(moves, random) ?? end();
  if (t.stage === 'begin' && p.active[BR] >= PIT_AT) return { type: 'pit' };

  const acts = ofType(moves, 'activate');
  const actions = acts.filter((m) => m.seg === undefined && !isGear(COLOUR_INDEX[m.colour]));
  const useful = actions.filter((m) => worthActivating(state, seat, COLOUR_INDEX[m.colour]));
  if (useful.length) return pick(random, useful);
  if (actions.length && random.int(WHIM) === 0) {
    const any = actions.filter((m) => COLOUR_INDEX[m.colour] !== BR);
    if (any.length) return pick(random, any);
  }
  const gears = acts.filter((m) => m.seg !== undefined);
  if (gears.length) return greedyGear(state, seat, gears, random);
  // Kenji Arai (D4) and Paolo Venturi (D5) open the buy phase: after the car's dice.
  if (driver && (p.driver === 'd4' || p.driver === 'd5')) return driver;
  return eyeCatcher(moves, random) ?? end();
}
