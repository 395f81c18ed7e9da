/**
 * The robot with the expansion's 15 action cards (data/rennsaison-cards.ts): when their dice are
 * worth using, how much it wants one more of them, how it answers their steps, and where a car
 * driving without dice goes (Adrenalin, V12-Motor, drivers 1 and 6). Same measures as the base
 * robot: rows, wear and what wear costs the bag. Its drivers: drivers.ts.
 */
import { BK, BR, DG, LG, W, YE } from '../data/dice';
import { ALL_GEARS, carPlacements, geo, placements } from '../rules/common';
import { positionOf, progressOf } from '../rules/position';
import type { ExpansionCardId } from '../data/card-types';
import { card } from '../data/cards';
import type { AutoMove, AutoState } from '../rules/state';
import { GOOD, pickIn, stopOf } from './picks';
import { freeDrawPays } from './draw';
import { wearCost } from './evaluate';
import { junk } from './junk';
import { planGears, planWith } from './plan';

/** Rows a card must add to the plan to be worth playing. */
const GAIN = 0.05;

/** Cars within this many rows ahead make Adrenalin's second option worth more than one field. */
const ADRENALIN_REACH = 6;

export function worthActivatingX(state: AutoState, seat: number, eff: ExpansionCardId): boolean {
  const p = state.players[seat];
  const junk = (area: number[]) => area[BR] + area[W];
  switch (eff) {
    case 'werkstattleiter':
      return junk(p.active) > 0;
    case 'lehrling':
      return junk(p.active) + junk(p.discard) > 0;
    case 'testfahrer':
      return true;
    case 'spoiler':
      return [LG, DG, BK].some((g) => p.discard[g] > 0 && placements(state, seat, [g - 1]).size > 0);
    case 'differenzial':
      // Trades a weak gear die (white, or one with no field of its colour) for a field of any colour.
      return placements(state, seat, ALL_GEARS).size > 0 && ALL_GEARS.some((g) => p.active[g] > 0 && (g === W || placements(state, seat, [g]).size === 0));
    case 'rotelinie':
      // White dice drive any colour: worth it when the plan gets better (its wear counted).
      return p.active[W] > 0 && planWith(state, seat, { whiteAny: true }) > planGears(state, seat).value + GAIN;
    case 'boxenprofi':
    case 'koordinator':
      return junk(p.discard) > 0;
    case 'schnellwechsel':
      return junk(p.discard) + p.used[BR] > 0;
    case 'adrenalin':
      return true;
    case 'aufholjagd':
      return positionOf(state, seat) > 1 && placements(state, seat, [DG]).size > 0;
    case 'overdrive':
    case 'v12':
      return placements(state, seat, ALL_GEARS).size > 0;
    case 'biturbo': {
      // Two wear for a second field of every gear die still in the hand.
      const gears = p.active[W] + p.active[LG] + p.active[DG] + p.active[BK];
      return gears > 0 && planWith(state, seat, { double: true }) - 2 * wearCost(state, seat) > planGears(state, seat).value + GAIN;
    }
    case 'einspritzung':
      return GOOD.some((c) => p.discard[c] > 0);
  }
}

/** Expansion dice used before the gear plan: they change the hand or what gear dice may do. */
export const EARLY_X = ['werkstattleiter', 'lehrling', 'testfahrer', 'rotelinie', 'boxenprofi', 'schnellwechsel', 'koordinator', 'biturbo', 'einspritzung'];

/** Rows one die of each expansion mover brings (for buying, like MOVERS). */
export const MOVERS_X: Partial<Record<ExpansionCardId, number>> = { v12: 1.2, overdrive: 1.1, aufholjagd: 0.9, differenzial: 0.9, spoiler: 0.8, adrenalin: 0.8 };

/** How much the robot wants one more die of an expansion card (movers are counted by MOVERS_X). */
export function desireX(id: ExpansionCardId, owned: readonly number[], greysLeft: boolean): number {
  const n = owned[card(id).colour];
  const wear = owned[BR];
  const fade = Math.pow(0.75, n);
  switch (id) {
    case 'werkstattleiter':
      return 0.55 * fade;
    case 'lehrling':
      return 0.4 * fade;
    case 'testfahrer':
      return 0.5 * fade;
    case 'rotelinie':
      // Once the grey gears are sold out, white dice are the gears left: Rote Linie drives them anywhere.
      return (greysLeft ? 0.45 : 1.2) * fade;
    case 'boxenprofi':
      return n >= 2 ? 0.1 : 0.45 + 0.1 * wear;
    case 'schnellwechsel':
      return n >= 3 ? 0.1 : 0.4 + 0.1 * wear;
    case 'koordinator':
      return n >= 3 ? 0.1 : 0.35 + 0.08 * wear;
    case 'biturbo':
      // The first one is worth more than the two light-grey gears its money would buy.
      return 2.2 * fade;
    case 'einspritzung':
      return 0.5 * fade;
    default:
      return 0.3;
  }
}

/** The robot's answer to a step of an expansion effect. */
export function pendingChoiceX(state: AutoState, seat: number, moves: AutoMove[]): AutoMove {
  const pe = state.turn.pending!;
  const p = state.players[seat];
  const any = () => stopOf(moves) ?? moves[0];
  switch (pe.card as ExpansionCardId) {
    case 'werkstattleiter':
    case 'boxenprofi':
    case 'schnellwechsel':
    case 'koordinator':
      return pickIn(moves, junk(state, seat)) ?? any();
    case 'lehrling':
      // A die must go: wear, then a white one unless the robot keeps its whites (Rote Linie), then yellow.
      if (!junk(state, seat).includes(W)) return pickIn(moves, [BR], 'discard') ?? pickIn(moves, [BR], 'active') ?? pickIn(moves, [YE, W]) ?? moves[0];
      return pickIn(moves, [BR], 'discard') ?? pickIn(moves, [BR], 'active') ?? pickIn(moves, [W], 'discard') ?? pickIn(moves, [W, YE]) ?? moves[0];
    case 'testfahrer':
      return moves.find((m) => m.type === 'draw' && freeDrawPays(state, seat)) ?? any();
    case 'spoiler':
      return pickIn(moves, [DG, BK, LG]) ?? moves[0];
    case 'differenzial':
      return pickIn(moves, [W, LG, DG, BK]) ?? moves[0];
    case 'adrenalin': {
      // The second option pays when cars are close ahead (positions to gain this turn).
      const me = progressOf(state, p);
      const near = state.players.filter((q, s) => s !== seat && progressOf(state, q) > me && progressOf(state, q) - me <= ADRENALIN_REACH).length;
      return moves.find((m) => m.type === 'option' && m.option === (near > 0 ? 2 : 1)) ?? moves[0];
    }
    case 'einspritzung':
      return pe.stage === 'discard' ? (pickIn(moves, [BR, W, YE]) ?? moves[0]) : (pickIn(moves, [DG, LG, BK]) ?? any());
    default:
      return any();
  }
}

/** A car driving without dice: the field furthest ahead; where the fields count for wear, none that raises it when wear is dear. */
export function driveChoice(state: AutoState, moves: AutoMove[]): AutoMove {
  const pe = state.turn.pending!;
  const path = pe.path!;
  const seat = path.car!.seat;
  const map = carPlacements(state, seat, path.allowed);
  const g = geo(state);
  let drives = moves.filter((m): m is Extract<AutoMove, { type: 'drive' }> => m.type === 'drive');
  if (path.car!.wear && wearCost(state, seat) >= 0.5) {
    let rank = -1;
    for (const d of state.turn.track) for (const s of d.path) rank = Math.max(rank, g.fields[g.segField[s]].rank);
    drives = drives.filter((m) => g.fields[g.segField[m.seg]].rank <= rank);
  }
  drives.sort((a, b) => map.get(b.seg)! - map.get(a.seg)! || a.seg - b.seg);
  return drives[0] ?? stopOf(moves) ?? moves[0];
}
