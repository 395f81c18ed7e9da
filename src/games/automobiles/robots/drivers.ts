/**
 * The robot with the expansion's drivers (data/drivers.ts): which driver it drafts, when it uses
 * his ability and how it answers his steps. Same measures as the base robot: rows, wear and what
 * wear costs the bag.
 */
import { BK, BL, BR, DG, GR, LG, RE, W, YE } from '../data/dice';
import type { DriverId } from '../data/drivers';
import type { AutoMove, AutoState } from '../rules/state';
import { GOOD, ci, pickIn, stopOf } from './picks';
import { freeDrawPays } from './draw';
import { wearCost } from './evaluate';
import { junk } from './junk';

/** What a wear die must cost (rows) to be worth $1 of Paolo Venturi's (D5). */
const WEAR_FOR_A_DOLLAR = 0.5;

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
