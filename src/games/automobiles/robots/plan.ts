/**
 * Planning the gear dice of the hand: a depth-first search over their placements (each on a
 * field of its colour next to the car or a die already lying, further ahead — the engine's own
 * `placements`), positions reached twice merged, within a budget of placements tried. It finds
 * the chain that gets the car furthest for the least wear, lane changes and ending behind a car
 * included. With Biturbo played a die may drive on to a second field of its colour; with Rote
 * Linie a white die drives any colour, for a wear die when its fields are not white (Rennsaison,
 * „Biturbo", „Rote Linie").
 */
import { BK, DG, LG, W, isGear } from '../data/dice';
import { gearAllowed, geo, placements } from '../rules/common';
import { progressOf } from '../rules/position';
import { turnValue, wearCost } from './evaluate';
import { wearOfFields } from '../rules/turn';
import type { AutoMove, AutoState, PathState, TrackDie } from '../rules/state';
import { SETTINGS } from './settings';

export interface Plan {
  value: number;
  /** Rows the plan wins (without the wear). */
  rows: number;
  /** The first die to place (null: place no more gear dice), and its second field under Biturbo. */
  first: { colour: number; seg: number; then?: number } | null;
}

/** Rote Linie: a white die drove a field without white (its wear die comes at once, drafting or not). */
export function redLineWear(state: AutoState, d: TrackDie): number {
  if (d.colour !== W || !state.turn.whiteAny) return 0;
  const g = geo(state);
  return d.path.some((s) => !g.fields[g.segField[s]].colours.includes(W)) ? 1 : 0;
}

/** The fields a gear die that lies on `seg` may drive on to under Biturbo (seg → progress). */
function secondFields(probe: AutoState, seat: number, c: number, seg: number, dist: number): Map<number, number> {
  const g = geo(probe);
  const allowed = c === W && probe.turn.whiteAny ? g.fields[g.segField[seg]].colours.filter(isGear) : [c];
  const path: PathState = { colour: c, allowed, sameColour: true, left: 1, mustPlace: false, path: [seg], dist };
  return placements(probe, seat, allowed, path);
}

/** The best way to place the gear dice of the hand from here on (including placing none). */
export function planGears(state: AutoState, seat: number): Plan {
  const p = state.players[seat];
  const from = progressOf(state, p);
  const wearRows = wearCost(state, seat);
  const memo = new Map<string, Plan>();
  let nodes = 0;
  const fresh = state.turn.track.length;
  const rowsOf = (track: readonly TrackDie[]) => (track.length ? Math.max(...track.map((d) => d.dist)) - from : 0);
  const visit = (track: TrackDie[], hand: number[]): Plan => {
    // What the value depends on: the hand, where the dice lie, the highest field used (the wear)
    // and Rote Linie's wear dice — positions reached twice are merged.
    let extra = 0;
    for (let i = fresh; i < track.length; i++) extra += redLineWear(state, track[i]);
    const key = `${hand.join()}|${track
      .map((d) => d.path[d.path.length - 1])
      .sort((a, b) => a - b)
      .join()}|${track.length ? wearOfFields(state, track) : 0}|${extra}`;
    const known = memo.get(key);
    if (known) return known;
    const kept = hand[W] + hand[LG] + hand[DG] + hand[BK];
    let best: Plan = { value: turnValue(state, seat, track, kept, wearRows) - wearRows * extra, rows: rowsOf(track), first: null };
    if (nodes < SETTINGS.planBudget) {
      const probe = { ...state, turn: { ...state.turn, track } } as AutoState;
      // Every placement tried counts against the budget (Biturbo's second fields multiply them).
      const consider = (c: number, rest: number[], die: TrackDie, then?: number) => {
        if (nodes++ >= SETTINGS.planBudget) return;
        const sub = visit([...track, die], rest);
        if (sub.value > best.value + 1e-9) best = { value: sub.value, rows: sub.rows, first: { colour: c, seg: die.path[0], ...(then === undefined ? {} : { then }) } };
      };
      for (const c of [BK, DG, LG, W]) {
        if (hand[c] <= 0) continue;
        const rest = hand.slice();
        rest[c]--;
        for (const [seg, dist] of placements(probe, seat, gearAllowed(probe, c))) {
          consider(c, rest, { colour: c, path: [seg], dist });
          if (!state.turn.double) continue;
          for (const [seg2, dist2] of secondFields(probe, seat, c, seg, dist)) consider(c, rest, { colour: c, path: [seg, seg2], dist: dist2 }, seg2);
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  return visit(state.turn.track.slice(), [p.active[W], p.active[LG], p.active[DG], p.active[BK]]);
}

/** The plan's value with the turn changed (Rote Linie or Biturbo played): what the card would bring. */
export function planWith(state: AutoState, seat: number, change: { whiteAny?: true; double?: true }): number {
  return planGears({ ...state, turn: { ...state.turn, ...change } } as AutoState, seat).value;
}

/**
 * A gear die under Biturbo after its first field: on to the second field or stop there, whichever
 * leaves the best plan for the dice still in the hand.
 */
export function gearPathChoice(state: AutoState, seat: number, moves: AutoMove[]): AutoMove {
  const path = state.turn.pending!.path!;
  const wearRows = wearCost(state, seat);
  const targets = placements(state, seat, path.allowed, path);
  let best: { value: number; move: AutoMove } | null = null;
  for (const m of moves) {
    let die: TrackDie;
    if (m.type === 'place') die = { colour: path.colour, path: [...path.path, m.seg], dist: targets.get(m.seg)! };
    else if (m.type === 'stop') die = { colour: path.colour, path: path.path.slice(), dist: path.dist };
    else continue;
    const probe = { ...state, turn: { ...state.turn, pending: null, track: [...state.turn.track, die] } } as AutoState;
    const value = planGears(probe, seat).value - wearRows * redLineWear(state, die);
    if (!best || value > best.value + 1e-9) best = { value, move: m };
  }
  return best?.move ?? moves[0];
}
