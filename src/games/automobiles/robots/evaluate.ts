/**
 * The robot's measures, taken from the game itself: progress towards the finish (rows), the
 * wear a turn brings (drafting and Federung make it free) and what a wear die costs the bag
 * over the rest of the race.
 */
import { BR, total } from '../data/dice';
import { geo } from '../rules/common';
import { laneOf, segAt, sliceOf } from '../rules/geometry';
import { progressOf } from '../rules/position';
import { wearOfFields } from '../rules/turn';
import type { AutoState, TrackDie } from '../rules/state';
import { SETTINGS } from './settings';

/** A gear die kept in the hand is $1 to buy with: a small tie-breaker for placing fewer dice. */
export const KEPT_GEAR = 0.1;
/** Rows a car makes in an average turn (to count the turns left in the race). */
export const ROWS_PER_TURN = 5;
/** Rows a hand slot is worth, each time a wear die takes it. */
const SLOT_VALUE = 0.6;

/** Rows still to drive to the finish. */
export function rowsLeft(state: AutoState, seat: number): number {
  return Math.max(0, state.options.laps * geo(state).slices - progressOf(state, state.players[seat]));
}

/** All dice of a seat per colour (bag, hand, used, discard and the dice on the track this turn). */
export function ownedDice(state: AutoState, seat: number): number[] {
  const p = state.players[seat];
  const owned = p.bag.map((n, c) => n + p.active[c] + p.used[c] + p.discard[c]);
  if (seat === state.current) for (const d of state.turn.track) owned[d.colour]++;
  return owned;
}

/**
 * What one wear die gained now costs, in rows: it waits on the discard until the bag is next
 * refilled, then takes a hand slot every time it is drawn until the race ends. So wear costs
 * most early in the race and nothing on the last turns (then the robot drives flat out).
 * `cap` bounds it for a turn's plan; a pit stop counts the whole saving.
 */
export function wearCost(state: AutoState, seat: number, cap = SETTINGS.wearCap): number {
  const p = state.players[seat];
  const turnsLeft = rowsLeft(state, seat) / ROWS_PER_TURN;
  const owned = total(ownedDice(state, seat));
  const untilRefill = total(p.bag) / 7;
  const draws = Math.max(0, turnsLeft - untilRefill - 1) * (7 / Math.max(owned, 7));
  return Math.min(cap, SLOT_VALUE * draws);
}

/** Would a car ending on `seg` draft (the segment right ahead in its lane holds another car)? */
export function draftsAt(state: AutoState, seat: number, seg: number): boolean {
  const ahead = segAt((sliceOf(seg) + 1) % geo(state).slices, laneOf(seg));
  return state.players.some((p, s) => s !== seat && p.seg === ahead);
}

/**
 * What a turn ending with these dice on the track is worth: the rows won, minus the wear of the
 * fields used (none when the car drafts at its end or Federung was played), plus kept money.
 */
export function turnValue(state: AutoState, seat: number, track: readonly TrackDie[], keptGears: number, wearRows: number): number {
  if (track.length === 0) return KEPT_GEAR * keptGears;
  const from = progressOf(state, state.players[seat]);
  let far = -Infinity; // dists are negative before a car behind the line (Tucson) has crossed it
  for (const d of track) far = Math.max(far, d.dist);
  const ends = track.filter((d) => d.dist === far).map((d) => d.path[d.path.length - 1]);
  const free = state.turn.noWear || ends.some((s) => draftsAt(state, seat, s));
  const wear = free ? 0 : wearOfFields(state, track);
  return far - from - wearPhaseCost(state, seat, wear, wearRows) + KEPT_GEAR * keptGears;
}

/** Rows a light-grey field of Greta Falk's (D1) is worth. */
const D1_FIELD = 1.2;

/**
 * What the wear phase's `wear` dice cost, in rows, with the seat's driver: Zofia Nowak (D8)
 * removes up to 3 wear dice before the draw („Bevor du in deiner Endphase neue aktive Würfel
 * ziehst, darfst du bis zu 3 Verschleiß-Würfel … entfernen"), so wear up to what she has room for
 * is free; Greta Falk (D1) drives a light-grey field for each („… für jeden Verschleiß-Würfel, den
 * du erhalten hast").
 */
export function wearPhaseCost(state: AutoState, seat: number, wear: number, wearRows: number): number {
  if (wear <= 0 || !SETTINGS.driverWear) return wearRows * wear;
  const p = state.players[seat];
  if (p.driver === 'd8') return wearRows * Math.max(0, wear - Math.max(0, 3 - p.discard[BR] - p.used[BR]));
  if (p.driver === 'd1') return (wearRows - D1_FIELD) * wear;
  return wearRows * wear;
}
