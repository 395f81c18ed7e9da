/** Helpers shared by the rules: the track of a game, the economy, wear, removing, placing. */
import { economy } from '../data/cards';
import { BR, GEARS } from '../data/dice';
import { Field, Geometry, geometry, targetsFrom } from './geometry';
import { placementGeo } from './hold';
import { progressOf } from './position';
import type { AutoState, PathState } from './state';

export function geo(state: AutoState): Geometry {
  return geometry(state.options.track);
}

const ECON = new Map<string, { cost: number[]; value: number[] }>();

/** Cost and $-value of every die colour with the cards of this game. */
export function econ(state: AutoState): { cost: number[]; value: number[] } {
  const key = state.cards.join();
  let e = ECON.get(key);
  if (!e) {
    e = economy(state.cards);
    ECON.set(key, e);
  }
  return e;
}

/**
 * "Erhalte n Verschleiß": wear dice from the supply to the used dice. When the supply has too
 * few, the rest is simply not gained (rule "Aktion", Hinweis: missing wear never forbids a die).
 */
export function gainWear(state: AutoState, seat: number, n: number): number {
  const got = Math.min(n, state.supply[BR]);
  state.supply[BR] -= got;
  state.players[seat].used[BR] += got;
  return got;
}

/** Rule "Würfel entfernen": the die goes back to the supply. */
export function removeDie(state: AutoState, area: number[], c: number): void {
  if (area[c] <= 0) throw new Error(`no ${c} die to remove`);
  area[c]--;
  state.supply[c]++;
}

/** Segments no die may go on: every car (rule "Bewegung auf der Rennstrecke") and my lying dice. */
export function blockedSegs(state: AutoState): Set<number> {
  const out = new Set<number>();
  for (const p of state.players) out.add(p.seg);
  for (const d of state.turn.track) out.add(d.path[d.path.length - 1]);
  return out;
}

function fieldFilter(allowed: readonly number[]): (f: Field) => boolean {
  return (f) => f.colours.some((c) => allowed.includes(c));
}

/**
 * Where a die of the current player may go next: from the car or a lying die (first field), or
 * for a die already moving over several fields from where it stands now (A-G11). Map seg → progress.
 * The start player holding P1 places on the track with P1 a field of its own (hold.ts).
 */
export function placements(state: AutoState, seat: number, allowed: readonly number[], path?: PathState): Map<number, number> {
  const g = placementGeo(state, seat);
  const blocked = blockedSegs(state);
  const out = new Map<number, number>();
  const filter = fieldFilter(allowed);
  const weave = state.options.einfaedeln;
  if (path && path.path.length > 0) {
    targetsFrom(g, path.path[path.path.length - 1], filter, blocked, weave, out, path.dist);
    return out;
  }
  const me = state.players[seat];
  targetsFrom(g, me.seg, filter, blocked, weave, out, progressOf(state, me));
  for (const d of state.turn.track) targetsFrom(g, d.path[d.path.length - 1], filter, blocked, weave, out, d.dist);
  return out;
}

/** Number of different colours among a count array. */
export function distinctColours(c: readonly number[]): number {
  let n = 0;
  for (const x of c) if (x > 0) n++;
  return n;
}

export const ALL_GEARS: readonly number[] = GEARS;

export function gearsBelow(c: number): number[] {
  return GEARS.filter((g) => g < c);
}


/**
 * Where a car driving without dice may go next (A-G14): from its segment to an adjacent field
 * of an allowed colour further ahead, never onto another car (dice lying on the track are
 * markers of the turn and block no car). Map seg → absolute progress.
 */
export function carPlacements(state: AutoState, seat: number, allowed: readonly number[]): Map<number, number> {
  const g = placementGeo(state, seat);
  const blocked = new Set<number>();
  state.players.forEach((p, s) => {
    if (s !== seat) blocked.add(p.seg);
  });
  const out = new Map<number, number>();
  const me = state.players[seat];
  targetsFrom(g, me.seg, fieldFilter(allowed), blocked, state.options.einfaedeln, out, progressOf(state, me));
  return out;
}

/**
 * The colours a gear die may drive: its own; a white one with Rote Linie any gear colour
 * („als wären sie Gang-Würfel einer beliebigen Farbe").
 */
export function gearAllowed(state: AutoState, c: number): number[] {
  return c === GEARS[0] && state.turn.whiteAny ? [...GEARS] : [c];
}
