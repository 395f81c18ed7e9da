/**
 * The robot with the expansion: when its 15 action dice are worth using and how it answers
 * their steps, which driver it drafts and when it uses his ability, and where a car driving
 * without dice goes. Same measures as the base robot: rows, wear and what wear costs the bag.
 */
import { BK, BL, BR, DG, GR, LG, RE, W, YE, total } from '../dice';
import { ALL_GEARS, carPlacements, geo, placements } from '../common';
import { positionOf, progressOf } from '../position';
import type { ExpansionCardId } from '../cards-x';
import { card } from '../cards';
import type { DriverId } from '../drivers-data';
import type { AutoMove, AutoState } from '../state';
import { ci } from './buy';
import { ownedDice, wearCost } from './evaluate';
import { junk } from './junk';
import { planGears, planWith } from './plan';

const GOOD = [DG, LG, BK, GR, BL, RE];

function pickIn(moves: AutoMove[], order: number[], area?: string): AutoMove | undefined {
  for (const c of order) {
    const m = moves.find((x) => x.type === 'choose' && ci(x) === c && (area === undefined || x.area === area));
    if (m) return m;
  }
  return undefined;
}

const stopOf = (moves: AutoMove[]) => moves.find((m) => m.type === 'stop');

/**
 * A draw that costs nothing (Testfahrer, drivers 7 and 9): one more die in the hand is money or
 * an action, so it pays unless what the draw comes from is mostly wear.
 */
function freeDrawPays(state: AutoState, seat: number): boolean {
  const p = state.players[seat];
  const from = total(p.bag) > 0 ? p.bag : p.discard;
  return total(from) > 0 && from[BR] * 2 < total(from);
}

/** What a wear die must cost (rows) to be worth $1 of Paolo Venturi's (D5). */
const WEAR_FOR_A_DOLLAR = 0.5;

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

/**
 * Drivers in the order the robot takes them: as strong as they measured in robot races (2 seats,
 * all 35 cards; each driver against Tomás Ribeiro (D2), 120 races: D1 95 %, D8 90 %, D9 84 %,
 * D4 73 %, D10 68 %, D7 63 %, D6 44 %, D3 41 %, D5 28 %; D3 against D6 56 % over 400).
 */
const DRIVER_RANK: DriverId[] = ['d1', 'd8', 'd9', 'd4', 'd10', 'd7', 'd2', 'd3', 'd6', 'd5'];

export function draftChoice(moves: AutoMove[]): AutoMove {
  const picks = moves.filter((m): m is Extract<AutoMove, { type: 'pickDriver' }> => m.type === 'pickDriver');
  picks.sort((a, b) => DRIVER_RANK.indexOf(a.driver) - DRIVER_RANK.indexOf(b.driver));
  return picks[0] ?? moves[0];
}

/** Paolo Venturi (D5): a wear die on the discard is worth its $1 while it would still clog later hands. */
export function payWear(state: AutoState, seat: number): boolean {
  return state.players[seat].discard[BR] > 0 && wearCost(state, seat, Infinity) >= WEAR_FOR_A_DOLLAR;
}

/** Use the driver's ability now? (the "use the driver" move is among the legal moves) */
export function useDriverNow(state: AutoState, seat: number): boolean {
  const p = state.players[seat];
  const t = state.turn;
  switch (p.driver) {
    case 'd2':
      return [DG, LG, BK].some((c) => p.discard[c] > 0);
    case 'd3':
      return GOOD.some((c) => p.discard[c] > 0);
    case 'd4':
      // Kenji Arai acts at the start of the buy phase: using him ends the action phase, so only
      // once the car has moved as far as it will (index.ts, before buying).
      return false;
    case 'd5':
      // Paolo Venturi opens the buy phase too: in the action phase only at its end (index.ts).
      return t.stage === 'buy' && payWear(state, seat);
    default:
      return false;
  }
}

/** The robot's answer to a driver's step. */
export function driverStep(state: AutoState, seat: number, moves: AutoMove[]): AutoMove {
  const pe = state.turn.pending!;
  const p = state.players[seat];
  const any = () => stopOf(moves) ?? moves[0];
  switch (pe.stage) {
    case 'take':
      return pickIn(moves, [DG, LG, BK, GR, BL, RE]) ?? moves[0];
    case 'recycle':
      return pickIn(moves, GOOD) ?? any();
    case 'count':
      return moves[moves.length - 1];
    case 'settle': {
      // Wear and white leave the bag; money dice stay active for buying; the rest goes back into the bag.
      const settles = moves.filter((m): m is Extract<AutoMove, { type: 'settle' }> => m.type === 'settle');
      const want = (c: number) => (c === BR || c === W ? 'remove' : c === YE ? 'active' : 'bag');
      return settles.find((m) => m.to === want(ci(m))) ?? moves[0];
    }
    case 'pay':
      // $1 a wear die while a wear die costs more than that (it would clog later hands).
      return payWear(state, seat) ? (pickIn(moves, [BR]) ?? any()) : any();
    case 'wear':
      return pickIn(moves, [BR]) ?? any();
    case 'extra':
      return moves.find((m) => m.type === 'draw' && freeDrawPays(state, seat)) ?? any();
    case 'redraw':
      return pickIn(moves, junk(state, seat)) ?? any();
    default:
      return any();
  }
}
