/**
 * The robot: a plain, sensible driver. It answers every choice from the legal moves only: it
 * places gear dice that bring the car further, uses the action dice that help it now, pits
 * when wear clogs its hand, buys better gears (and some action dice) with the rest, and
 * always ends its turn — it never stalls.
 */
import type { RandomSource } from '../../engine/contract';
import { BK, BR, COLOUR_INDEX, DG, GR, LG, PU, W, YE, isGear, total } from './dice';
import { econ, placements } from './common';
import { effectOf } from './effects';
import { legalMoves } from './legal';
import { progressOf } from './position';
import { activeMoney, wearOfFields } from './turn';
import type { AutoMove, AutoState } from './state';

const ci = (m: { colour: string }): number => COLOUR_INDEX[m.colour as keyof typeof COLOUR_INDEX];

/** How far ahead the car would drive now (the furthest die, or the car). */
function front(state: AutoState, seat: number): number {
  let best = progressOf(state, state.players[seat]);
  for (const d of state.turn.track) best = Math.max(best, d.dist);
  return best;
}

function pick<T>(items: T[], random: RandomSource): T {
  return items[random.int(items.length)];
}

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

/** Steps of a pending effect. */
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
      return choose([LG, W, DG, BK]);
    case 'ingenieur':
      return pe.stage === 'pick' ? (byPreference(moves, [BR]) ?? stop(moves)!) : choose([BR, W, YE, LG, DG, BK]);
    case 'manager':
      return pe.stage === 'remove' ? (byPreference(moves, [BR]) ?? stop(moves)!) : stop(moves)!;
    case 'tuner':
      return pe.stage === 'park' ? choose([BR, W, YE, LG, DG, BK]) : (byPreference(moves, JUNK) ?? stop(moves)!);
    case 'boxenchef':
      return byPreference(moves, p.discard[W] > 3 ? JUNK : [BR]) ?? stop(moves)!;
    case 'crewchef':
      if (pe.stage === 'option') return moves.find((m) => m.type === 'option' && (p.discard[BR] >= 2 || total(p.discard) < 2 ? m.option === 1 : m.option === 2)) ?? moves[0];
      return choose(JUNK);
    case 'boxenteam': {
      if (pe.stage === 'remove') return byPreference(moves, [W, BR]) ?? stop(moves) ?? moves[0];
      const buys = moves.filter((m): m is Extract<AutoMove, { type: 'buy' }> => m.type === 'buy');
      const { cost } = econ(state);
      buys.sort((a, b) => cost[ci(b)] - cost[ci(a)]);
      return buys[0];
    }
    case 'aufgeladen':
      return byPreference(moves, [BK, DG, LG]) ?? stop(moves)!;
    case 'leistungsschub':
      return pe.n < 2 && random.int(3) > 0 ? (moves.find((m) => m.type === 'draw') ?? stop(moves)!) : stop(moves)!;
    case 'turbo': {
      const keep = moves.filter((m): m is Extract<AutoMove, { type: 'choose' }> => m.type === 'choose' && ci(m) !== BR);
      return keep.length ? keep.sort((x, y) => gearValue(ci(y)) - gearValue(ci(x)))[0] : moves[0];
    }
    default:
      // Luftwiderstand, Sturz- & Spurwinkel, Lenkung: the highest gear offered.
      return moves.slice().sort((x, y) => (x.type === 'choose' && y.type === 'choose' ? ci(y) - ci(x) : 0))[0];
  }
}

function gearValue(c: number): number {
  return isGear(c) ? c + 2 : c === BR ? 0 : 1;
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
      return p.discard[W] + p.discard[LG] + p.discard[DG] > 0;
    case 'ingenieur':
    case 'manager':
      return p.active[BR] > 0;
    case 'tuner':
      return p.discard[BR] > 0;
    case 'federung':
      return state.turn.track.length > 0 && wearOfFields(state, state.turn.track) >= 2;
    case 'luftwiderstand':
      return placements(state, seat, [Math.max(W, ...[LG, DG, BK].filter((g) => p.active[g] > 0)) - 1]).size > 0;
    case 'sturz':
    case 'lenkung':
      return true;
    case 'boxencrew':
      return true;
    case 'boxenchef':
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
      return p.discard[DG] + p.discard[BK] + p.discard[LG] > 0;
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

/** What to buy with `money`: better gears while the car has few, a purple die against wear, otherwise yellow money. */
function buyChoice(state: AutoState, seat: number, moves: AutoMove[], random: RandomSource): AutoMove | undefined {
  const buys = moves.filter((m): m is Extract<AutoMove, { type: 'buy' }> => m.type === 'buy');
  if (!buys.length) return undefined;
  const p = state.players[seat];
  const owned = p.bag.map((n, c) => n + p.active[c] + p.used[c] + p.discard[c]);
  for (const d of state.turn.track) owned[d.colour]++;
  const has = (c: number) => buys.find((m) => ci(m) === c);
  const wish: number[] = [];
  if (owned[BR] >= 4 && owned[PU] < 2) wish.push(PU);
  // Faster gears while the bag has few of them, light grey for the curves, else some variety.
  if (owned[DG] + owned[BK] < 5) wish.push(random.int(3) === 0 ? BK : DG, DG);
  if (owned[LG] < 5) wish.push(LG);
  wish.push(pick([GR, YE, BK, DG, 5, 7], random));
  for (const c of wish) {
    const m = has(c);
    if (m) return m;
  }
  return undefined;
}

export function robotMove(state: AutoState, seat: number, random: RandomSource): AutoMove {
  const moves = legalMoves(state, seat);
  if (moves.length === 0) throw new Error(`Seat ${seat} has nothing to do now.`);
  if (moves.length === 1) return moves[0];
  if (moves[0].type === 'extraDraw') return moves.find((m) => m.type === 'extraDraw' && m.take) ?? moves[0];
  const t = state.turn;
  const p = state.players[seat];
  if (state.phase === 'opening') {
    return buyChoice(state, seat, moves, random) ?? moves.find((m) => m.type === 'endTurn')!;
  }
  if (t.pending) return pendingChoice(state, seat, moves, random);
  const endMove = moves.find((m) => m.type === 'endTurn')!;
  if (t.stage === 'buy') return buyChoice(state, seat, moves, random) ?? endMove;

  // Start of the turn: pit when wear clogs the hand (and nothing lies on the track yet).
  if (t.stage === 'begin') {
    // The movement the hand promises: gear dice with a field to go on now (a rough count).
    const wear = p.active[BR];
    const placeable = new Set(moves.flatMap((m) => (m.type === 'activate' && m.seg !== undefined ? [m.colour] : [])));
    let potential = 0;
    for (const c of placeable) potential += p.active[COLOUR_INDEX[c]];
    if (wear >= 4 || (wear >= 3 && potential <= 2) || (wear >= 2 && potential === 0)) return { type: 'pit' };
  }

  // Draw and clean-up actions first, then gears that bring the car further, then moving action dice.
  const acts = moves.filter((m): m is Extract<AutoMove, { type: 'activate' }> => m.type === 'activate');
  const early = acts.find((m) => m.seg === undefined && ['boxencrew', 'turbo', 'leistungsschub', 'mechaniker', 'aufgeladen', 'boxenchef', 'crewchef', 'boxenteam', 'ingenieur', 'manager', 'tuner', 'wear'].includes(effectOf(state, ci(m))) && worthActivating(state, seat, ci(m)));
  if (early) return early;
  const now = front(state, seat);
  let bestGear: Extract<AutoMove, { type: 'activate' }> | undefined;
  let bestGain = 0;
  for (const m of acts) {
    if (m.seg === undefined) continue;
    const c = ci(m);
    const dist = placements(state, seat, [c]).get(m.seg)!;
    const gain = dist - now;
    // Prefer the further field; between equals the lower gear (less wear).
    if (gain > bestGain || (gain === bestGain && gain > 0 && bestGear && c < ci(bestGear))) {
      bestGain = gain;
      bestGear = m;
    }
  }
  if (bestGear) return bestGear;
  const late = acts.find((m) => m.seg === undefined && worthActivating(state, seat, ci(m)));
  if (late) return late;
  // Buy with what is left (a cheap hand of $1 is not worth a stop: only from $2 on).
  if (activeMoney(state, seat) >= 2) {
    const b = buyChoice(state, seat, moves, random);
    if (b) return b;
  }
  const ends = moves.filter((m) => m.type === 'endTurn');
  return ends.length > 1 ? ends[0] : endMove;
}

