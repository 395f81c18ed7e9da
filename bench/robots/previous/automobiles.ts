/**
 * The robot: a plain, sensible driver. It answers every choice from the legal moves only:
 *
 * - it plans its gear dice together (a small search over the placements of the gear dice in
 *   its hand) and places them so that the car gets furthest, weighing the wear the fields
 *   bring against the rows won (drafting and Federung make wear free);
 * - it uses the draw and clean-up dice first, the moving action dice when they bring the car
 *   further;
 * - it pits when wear clogs its hand;
 * - it spends its money on what carries a car on these tracks: light-grey and dark-grey gears
 *   (every lane has them), moving action dice, purple dice once wear piles up — never on white
 *   and hardly on black gears, which find few fields;
 * - it always ends its turn: it never stalls.
 */
import type { RandomSource } from '../../../src/engine/contract';
import { BK, BL, BR, COLOUR_INDEX, DG, GR, LG, PU, RE, W, YE, total } from '../../../src/games/automobiles/data/dice';
import type { CardId } from '../../../src/games/automobiles/data/cards';
import { cardFor } from '../../../src/games/automobiles/data/cards';
import { econ, geo, placements } from '../../../src/games/automobiles/rules/common';
import { effectOf } from '../../../src/games/automobiles/rules/effects';
import { laneOf, segAt, sliceOf } from '../../../src/games/automobiles/rules/geometry';
import { legalMoves } from '../../../src/games/automobiles/rules/legal';
import { progressOf } from '../../../src/games/automobiles/rules/position';
import { activeMoney, wearOfFields } from '../../../src/games/automobiles/rules/turn';
import type { AutoMove, AutoState, TrackDie } from '../../../src/games/automobiles/rules/state';

const ci = (m: { colour: string }): number => COLOUR_INDEX[m.colour as keyof typeof COLOUR_INDEX];

/** Rows a wear die is worth avoiding (it clogs a later hand until a pit stop or a purple die). */
const WEAR_COST = 0.7;
/** A gear die kept in the hand is $1 to buy with: a small tie-breaker for placing fewer dice. */
const KEPT_GEAR = 0.1;
/** Nodes of the placement search before it settles for what it found. */
const SEARCH_BUDGET = 3000;

/** Preference order for dice to get rid of: wear first, then the slow white gears. */
const JUNK = [BR, W];

function byPreference(moves: AutoMove[], order: number[]): AutoMove | undefined {
  for (const c of order) {
    const m = moves.find((x) => x.type === 'choose' && ci(x) === c);
    if (m) return m;
  }
  return undefined;
}

function stop(moves: AutoMove[]): AutoMove | undefined {
  return moves.find((m) => m.type === 'stop');
}

// ---------------------------------------------------------------------------------------------
// Planning the gear dice

/** Would a car ending on `seg` draft (the segment right ahead in its lane holds another car)? */
function draftsAt(state: AutoState, seat: number, seg: number): boolean {
  const ahead = segAt((sliceOf(seg) + 1) % geo(state).slices, laneOf(seg));
  return state.players.some((p, s) => s !== seat && p.seg === ahead);
}

/** What a turn ending with these dice on the track is worth: rows won minus the wear, plus kept money. */
function turnValue(state: AutoState, seat: number, track: readonly TrackDie[], keptGears: number): number {
  if (track.length === 0) return KEPT_GEAR * keptGears;
  const from = progressOf(state, state.players[seat]);
  let far = -1;
  for (const d of track) far = Math.max(far, d.dist);
  const ends = track.filter((d) => d.dist === far).map((d) => d.path[d.path.length - 1]);
  const free = state.turn.noWear || ends.some((s) => draftsAt(state, seat, s));
  const wear = free ? 0 : wearOfFields(state, track);
  return far - from - WEAR_COST * wear + KEPT_GEAR * keptGears;
}

interface Plan {
  value: number;
  /** Rows the plan wins (without the wear). */
  rows: number;
  first: { colour: number; seg: number } | null;
}

/**
 * The best way to place the gear dice of the hand from here on (including placing none): a
 * depth-first search over the placements, the same positions merged, within a node budget.
 */
function planGears(state: AutoState, seat: number): Plan {
  const p = state.players[seat];
  const from = progressOf(state, p);
  const memo = new Map<string, Plan>();
  let nodes = 0;
  const rowsOf = (track: readonly TrackDie[]) => (track.length ? Math.max(...track.map((d) => d.dist)) - from : 0);
  const visit = (track: TrackDie[], hand: number[]): Plan => {
    const key = `${hand.join()}|${track
      .map((d) => d.path[d.path.length - 1])
      .sort((a, b) => a - b)
      .join()}`;
    const known = memo.get(key);
    if (known) return known;
    const kept = hand[W] + hand[LG] + hand[DG] + hand[BK];
    let best: Plan = { value: turnValue(state, seat, track, kept), rows: rowsOf(track), first: null };
    if (nodes++ < SEARCH_BUDGET) {
      const probe = { ...state, turn: { ...state.turn, track } } as AutoState;
      for (const c of [BK, DG, LG, W]) {
        if (hand[c] <= 0) continue;
        for (const [seg, dist] of placements(probe, seat, [c])) {
          const rest = hand.slice();
          rest[c]--;
          const sub = visit([...track, { colour: c, path: [seg], dist }], rest);
          if (sub.value > best.value + 1e-9) best = { value: sub.value, rows: sub.rows, first: { colour: c, seg } };
        }
      }
    }
    memo.set(key, best);
    return best;
  };
  return visit(state.turn.track.slice(), [p.active[W], p.active[LG], p.active[DG], p.active[BK]]);
}

// ---------------------------------------------------------------------------------------------
// What dice are worth to the robot

const MOVERS: Partial<Record<CardId, number>> = {
  getriebe: 1.3,
  nitro: 1.2,
  hybridmotor: 1.1,
  lenkung: 1.0,
  luftwiderstand: 0.8,
  sturz: 0.8,
  v8: 0.7,
  wankelmotor: 0.4,
};

/** How much the robot wants one more die of colour c (about: rows it will bring per draw). */
function desire(state: AutoState, c: number, owned: readonly number[]): number {
  switch (c) {
    case W:
      return 0.05;
    case LG:
      return owned[LG] < 14 ? 1.0 : 0.6;
    case DG:
      return owned[DG] < Math.max(3, owned[LG] * 0.7) ? 0.95 : 0.5;
    case BK:
      return owned[BK] < 1 ? 0.4 : 0.1;
    case BR:
      return -1;
  }
  const id = cardFor(state.cards, c);
  const n = owned[c];
  const fade = Math.pow(0.75, n);
  const mover = MOVERS[id];
  if (mover !== undefined) return mover * fade;
  const wear = owned[BR];
  switch (id) {
    case 'boxencrew':
      return n >= 3 ? 0.1 : 0.5 + 0.12 * wear;
    case 'crewchef':
      return n >= 3 ? 0.1 : 0.3 + 0.12 * wear;
    case 'boxenchef':
      return n >= 2 ? 0.1 : 0.4 + 0.1 * (wear + owned[W]);
    case 'boxenteam':
      return n >= 2 ? 0.2 : 0.6;
    case 'federung':
      return 0.6 * fade;
    case 'turbo':
      return 0.7 * fade;
    case 'leistungsschub':
      return 0.5 * fade;
    case 'aufgeladen':
      return 0.5 * fade;
    case 'mechaniker':
      return 0.5 + 0.1 * Math.min(owned[W], 4) * fade;
    case 'ingenieur':
      return 0.5 * fade;
    case 'tuner':
      return 0.45 * fade;
    case 'manager':
      return 0.35 * fade;
    default:
      return 0.3;
  }
}

/** Below this a die is not worth diluting the bag with. */
const WORTH_BUYING = 0.45;

function ownedDice(state: AutoState, seat: number): number[] {
  const p = state.players[seat];
  const owned = p.bag.map((n, c) => n + p.active[c] + p.used[c] + p.discard[c]);
  for (const d of state.turn.track) owned[d.colour]++;
  return owned;
}

/**
 * What to buy with `money`: the set of up to three dice (from the colours on offer) that the
 * robot wants most; the move buys its first die, the next call the next one.
 */
function buyChoice(state: AutoState, seat: number, moves: AutoMove[], money: number): AutoMove | undefined {
  const offered = moves.filter((m): m is Extract<AutoMove, { type: 'buy' }> => m.type === 'buy').map(ci);
  if (!offered.length) return undefined;
  const { cost } = econ(state);
  const owned = ownedDice(state, seat);
  let best = { value: 0, first: -1 };
  const go = (left: number, from: number, first: number, value: number, depth: number, have: number[]) => {
    if (first >= 0 && value > best.value + 1e-9) best = { value, first };
    if (depth === 3) return;
    for (let i = from; i < offered.length; i++) {
      const c = offered[i];
      if (cost[c] > left || have[c] >= state.supply[c] + owned[c]) continue;
      const d = desire(state, c, have);
      if (d < WORTH_BUYING) continue;
      const next = have.slice();
      next[c]++;
      go(left - cost[c], i, first < 0 ? c : first, value + d, depth + 1, next);
    }
  };
  go(money, 0, -1, 0, 0, owned);
  if (best.first < 0) return undefined;
  return moves.find((m) => m.type === 'buy' && ci(m) === best.first);
}

// ---------------------------------------------------------------------------------------------
// Answering the steps of an effect

function pendingChoice(state: AutoState, seat: number, moves: AutoMove[], random: RandomSource): AutoMove {
  const pe = state.turn.pending!;
  const p = state.players[seat];
  if (pe.stage === 'path') {
    const places = moves.filter((m): m is Extract<AutoMove, { type: 'place' }> => m.type === 'place');
    if (places.length) {
      const map = placements(state, seat, pe.path!.allowed, pe.path!);
      places.sort((a, b) => map.get(b.seg)! - map.get(a.seg)! || a.seg - b.seg);
      return places[0];
    }
    return stop(moves) ?? moves[0];
  }
  const choose = (order: number[]) => byPreference(moves, order) ?? stop(moves) ?? moves[0];
  switch (pe.card) {
    case 'mechaniker':
      // White to light grey first: light grey finds a field everywhere.
      return choose([W, LG, BK, DG]);
    case 'ingenieur':
      return pe.stage === 'pick' ? (byPreference(moves, [BR, W]) ?? stop(moves)!) : choose([BR, W, BK, YE, LG, DG]);
    case 'manager':
      return pe.stage === 'remove' ? (byPreference(moves, [BR, W]) ?? stop(moves)!) : stop(moves)!;
    case 'tuner':
      return pe.stage === 'park' ? choose([BR, W, BK, YE, LG, DG]) : (byPreference(moves, JUNK) ?? stop(moves)!);
    case 'boxenchef':
      return byPreference(moves, JUNK) ?? stop(moves)!;
    case 'crewchef':
      if (pe.stage === 'option') return moves.find((m) => m.type === 'option' && (p.discard[BR] >= 2 || total(p.discard) < 2 ? m.option === 1 : m.option === 2)) ?? moves[0];
      return choose([BR, W, BK, YE, LG, DG]);
    case 'boxenteam': {
      if (pe.stage === 'remove') return byPreference(moves, [W, BR]) ?? stop(moves) ?? moves[0];
      const buys = moves.filter((m): m is Extract<AutoMove, { type: 'buy' }> => m.type === 'buy');
      const owned = ownedDice(state, seat);
      buys.sort((a, b) => desire(state, ci(b), owned) - desire(state, ci(a), owned) || ci(a) - ci(b));
      return buys[0];
    }
    case 'aufgeladen':
      return byPreference(moves, [LG, DG, BK]) ?? stop(moves)!;
    case 'leistungsschub':
      return pe.n < 2 && random.int(3) > 0 ? (moves.find((m) => m.type === 'draw') ?? stop(moves)!) : stop(moves)!;
    case 'turbo': {
      const keep = moves.filter((m): m is Extract<AutoMove, { type: 'choose' }> => m.type === 'choose' && ci(m) !== BR);
      const rank = (c: number) => [0.1, 1, 0.9, 0.5][c] ?? 0.3;
      return keep.length ? keep.sort((x, y) => rank(ci(y)) - rank(ci(x)))[0] : moves[0];
    }
    case 'luftwiderstand':
      // Discard the gear die whose lower colour leads furthest (light grey → white is poor).
      return byPreference(moves, [DG, BK, LG]) ?? moves[0];
    default:
      // Sturz- & Spurwinkel, Lenkung: the colour offered that is most useful (light grey first).
      return byPreference(moves, [LG, DG, W, BK]) ?? moves[0];
  }
}

/** Is an action die worth using now? */
function worthActivating(state: AutoState, seat: number, c: number): boolean {
  const p = state.players[seat];
  const eff = effectOf(state, c);
  switch (eff) {
    case 'wear':
      // Only useful when a purple die can remove it from the discard this turn.
      return p.active[PU] > 0;
    case 'mechaniker':
      return p.discard[W] + p.discard[LG] + p.discard[DG] + p.discard[BK] > 0;
    case 'ingenieur':
    case 'manager':
      return p.active[BR] + p.active[W] > 0;
    case 'tuner':
      return p.discard[BR] + p.discard[W] > 0;
    case 'federung':
      return state.turn.track.length > 0 && wearOfFields(state, state.turn.track) >= 2;
    case 'luftwiderstand':
      return [DG, BK, LG].some((g) => p.active[g] > 0 && placements(state, seat, [g - 1]).size > 0);
    case 'sturz':
    case 'lenkung':
      return true;
    case 'boxencrew':
      return true;
    case 'boxenchef':
      return p.discard[BR] + p.discard[W] > 0;
    case 'crewchef':
      return p.discard[BR] > 0;
    case 'boxenteam':
      return p.discard[W] > 0 || p.discard[BR] > 0;
    case 'v8':
      return p.discard[DG] > 0 && placements(state, seat, [DG]).size > 0;
    case 'hybridmotor':
      return true;
    case 'wankelmotor':
      return placements(state, seat, [W]).size > 0;
    case 'aufgeladen':
      return p.discard[DG] + p.discard[LG] > 0;
    case 'leistungsschub':
    case 'turbo':
      return true;
    case 'getriebe':
    case 'nitro':
      return placements(state, seat, [LG]).size > 0;
    default:
      return false;
  }
}

/** Dice that draw or clean up: used first, before the gear dice are planned. */
const EARLY = new Set(['boxencrew', 'turbo', 'leistungsschub', 'mechaniker', 'aufgeladen', 'boxenchef', 'crewchef', 'boxenteam', 'ingenieur', 'manager', 'tuner', 'wear']);

export function robotMove(state: AutoState, seat: number, random: RandomSource): AutoMove {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`Seat ${seat} has nothing to do now.`);
  if (moves.length === 1) return moves[0];
  if (moves[0].type === 'extraDraw') return moves.find((m) => m.type === 'extraDraw' && m.take) ?? moves[0];
  const t = state.turn;
  const p = state.players[seat];
  const ends = moves.filter((m): m is Extract<AutoMove, { type: 'endTurn' }> => m.type === 'endTurn');
  // Between dice equally far ahead: the one that drafts, else the inside one.
  const endMove = ends.find((m) => m.seg !== undefined && draftsAt(state, seat, m.seg)) ?? ends[0];
  if (state.phase === 'opening') return buyChoice(state, seat, moves, t.money) ?? endMove;
  if (t.pending) return pendingChoice(state, seat, moves, random);
  if (t.stage === 'buy') return buyChoice(state, seat, moves, t.money) ?? endMove;

  const plan = planGears(state, seat);
  // Start of the turn: pit when wear clogs the hand.
  if (t.stage === 'begin') {
    const wear = p.active[BR];
    const movers = [RE, BL, GR].filter((c) => p.active[c] > 0 && MOVERS[cardFor(state.cards, c)] !== undefined).length;
    const promise = plan.rows + 2 * movers;
    if (wear >= 4 || (wear >= 3 && promise <= 5) || (wear >= 2 && promise <= 2)) return { type: 'pit' };
  }

  // Draw and clean-up actions first, then the planned gears, then moving action dice.
  const acts = moves.filter((m): m is Extract<AutoMove, { type: 'activate' }> => m.type === 'activate');
  const early = acts.find((m) => m.seg === undefined && EARLY.has(effectOf(state, ci(m))) && worthActivating(state, seat, ci(m)));
  if (early) return early;
  if (plan.first) {
    const first = plan.first;
    const m = acts.find((x) => x.seg === first.seg && ci(x) === first.colour);
    if (m) return m;
  }
  const late = acts.find((m) => m.seg === undefined && worthActivating(state, seat, ci(m)));
  if (late) return late;
  // Buy with what is left.
  const b = buyChoice(state, seat, moves, activeMoney(state, seat));
  if (b) return b;
  return endMove;
}
