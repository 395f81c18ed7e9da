/**
 * The action dice: when a die is worth activating, and how the robot answers the steps of its
 * effect (which die to remove, keep, discard, which field a moving die goes to next). Every
 * card of every colour has its use here; the turn (index.ts) decides the order.
 */
import type { RandomSource } from '../../../engine/contract';
import { BK, BR, DG, LG, PU, W, YE, total } from '../data/dice';
import { gearsBelow, placements } from '../rules/common';
import { effectOf } from '../rules/effects';
import { wearOfFields } from '../rules/turn';
import type { AutoMove, AutoState } from '../rules/state';
import { desire } from './buy';
import { ci } from './picks';
import { ownedDice, wearCost } from './evaluate';
import { drawGain } from './draw';
import { EARLY_X, driveChoice, pendingChoiceX, worthActivatingX } from './rennsaison-cards';
import { driverStep } from './drivers';
import { isExpansionCard } from '../rules/rennsaison-effects';
import { junk, junkFirst } from './junk';
import { gearPathChoice } from './plan';

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

export function pendingChoice(state: AutoState, seat: number, moves: AutoMove[], _random: RandomSource): AutoMove {
  const pe = state.turn.pending!;
  const p = state.players[seat];
  if (pe.stage === 'path' && pe.path!.car) return driveChoice(state, moves);
  if (pe.card === 'driver') return driverStep(state, seat, moves);
  if (isExpansionCard(pe.card)) return pendingChoiceX(state, seat, moves);
  if (pe.stage === 'path' && pe.card === 'gear') return gearPathChoice(state, seat, moves);
  if (pe.stage === 'path') {
    // A die moving over several fields: the next field that leads furthest.
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
      return pe.stage === 'pick' ? (byPreference(moves, junk(state, seat)) ?? stop(moves)!) : choose(junkFirst(state, seat, [BK, YE, W, LG, DG]));
    case 'manager':
      return pe.stage === 'remove' ? (byPreference(moves, junk(state, seat)) ?? stop(moves)!) : stop(moves)!;
    case 'tuner':
      return pe.stage === 'park' ? choose(junkFirst(state, seat, [BK, YE, W, LG, DG])) : (byPreference(moves, junk(state, seat)) ?? stop(moves)!);
    case 'boxenchef':
      return byPreference(moves, junk(state, seat)) ?? stop(moves)!;
    case 'crewchef':
      if (pe.stage === 'option') return moves.find((m) => m.type === 'option' && (p.discard[BR] >= 2 || total(p.discard) < 2 ? m.option === 1 : m.option === 2)) ?? moves[0];
      return choose(junkFirst(state, seat, [BK, YE, W, LG, DG]));
    case 'boxenteam': {
      if (pe.stage === 'remove') return byPreference(moves, junk(state, seat).includes(W) ? [W, BR] : [BR]) ?? stop(moves) ?? moves[0];
      const buys = moves.filter((m): m is Extract<AutoMove, { type: 'buy' }> => m.type === 'buy');
      const owned = ownedDice(state, seat);
      buys.sort((a, b) => desire(state, ci(b), owned) - desire(state, ci(a), owned) || ci(a) - ci(b));
      return buys[0];
    }
    case 'aufgeladen':
      return byPreference(moves, [LG, DG, BK]) ?? stop(moves)!;
    case 'leistungsschub': {
      // Draw on while one more die is worth more than the wear it brings.
      const draw = moves.find((m) => m.type === 'draw');
      return draw && drawGain(state, seat) > wearCost(state, seat) ? draw : (stop(moves) ?? moves[0]);
    }
    case 'turbo': {
      // The draw of two: keep the die that helps most, the other goes on the discard.
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
export function worthActivating(state: AutoState, seat: number, c: number): boolean {
  const p = state.players[seat];
  switch (effectOf(state, c)) {
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
      return true;
    case 'lenkung':
      return [LG, DG, BK].some((g) => p.active[g] > 0 && placements(state, seat, gearsBelow(g)).size > 0);
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
    default: {
      const eff = effectOf(state, c);
      return isExpansionCard(eff) && worthActivatingX(state, seat, eff);
    }
  }
}

/**
 * Dice used first, before the gear dice are planned: those that draw or clean up (they change
 * the hand the plan works with), and Lenkung and Luftwiderstand, which need a gear die still in
 * the hand (Lenkung keeps it for the plan; Luftwiderstand trades it for up to 3 fields).
 */
export const EARLY = new Set(['boxencrew', 'turbo', 'leistungsschub', 'mechaniker', 'aufgeladen', 'boxenchef', 'crewchef', 'boxenteam', 'ingenieur', 'manager', 'tuner', 'wear', 'lenkung', 'luftwiderstand', ...EARLY_X]);
