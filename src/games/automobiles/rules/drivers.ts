/**
 * The drivers of the expansion (rule text „Fahrer", „Aufbau mit Fahrer" and the appendix list):
 * the draft before the race, and each ability — optional, once per turn, in its printed phase.
 * Abilities of the action and buy phases are offered as a move "use the driver" beside the
 * others (D2, D3, D4, D5); those of the later phases are asked when the turn gets there
 * (phases.ts: D6, D1 drive the car, D8, D7, D9, D10 here). The steps of an ability under way
 * are in driver-steps.ts.
 */
import type { Prng } from '../../../engine/prng';
import { total } from '../data/dice';
import { drawable } from './bag';
import { DRIVER_IDS, type DriverId } from '../data/drivers';
import { pend } from './steps';
import { activeMoney } from './turn';
import type { AutoMove, AutoState } from './state';
import { turnOrder } from './order';

// ---------------------------------------------------------------------------------------------
// The draft

/**
 * „Die Fahrerkarten werden gemischt. Nach Festlegung der Spielerreihenfolge wird ein Fahrer mehr
 * aufgedeckt als Spieler mitspielen. Dann wählt der Letzte in Spielerreihenfolge als Erster …
 * in umgekehrter Spielerreihenfolge. Der verbliebene Fahrer kommt zurück in die Schachtel."
 */
export function startDraft(state: AutoState, prng: Prng): void {
  const deck = prng.shuffle([...DRIVER_IDS]);
  const order = turnOrder(state).slice().reverse();
  state.draft = { offer: deck.slice(0, state.seats + 1), order };
  state.phase = 'drivers';
  state.current = order[0];
}

export function draftMoves(state: AutoState): AutoMove[] {
  return state.draft!.offer.map((driver) => ({ type: 'pickDriver', driver }) as AutoMove);
}

/** A driver taken; after the last choice the race is set up as before (the opening purchase). */
export function pickDriver(state: AutoState, seat: number, id: DriverId): void {
  const d = state.draft!;
  state.players[seat].driver = id;
  d.offer = d.offer.filter((x) => x !== id);
  d.order.shift();
  if (d.order.length) {
    state.current = d.order[0];
    return;
  }
  delete state.draft;
  state.phase = 'opening';
  state.current = state.startPlayer;
  state.turn.money = state.players[state.startPlayer].startMoney;
}

// ---------------------------------------------------------------------------------------------
// Abilities offered as a move in the action and buy phases

/** The "use the driver" move, when the seat's driver can act now (no effect under way). */
export function driverActionMoves(state: AutoState, seat: number): AutoMove[] {
  const p = state.players[seat];
  const t = state.turn;
  if (!p.driver || t.driverUsed || t.pending || state.phase !== 'turn') return [];
  const buying = t.stage === 'buy';
  const discard = total(p.discard) > 0;
  switch (p.driver) {
    case 'd2':
    case 'd3':
      return !buying && discard ? [{ type: 'driver' }] : [];
    case 'd4':
      return !buying && drawable(p) > 0 ? [{ type: 'driver' }] : [];
    case 'd5':
      return discard && (buying ? t.money : activeMoney(state, seat)) >= 1 ? [{ type: 'driver' }] : [];
    default:
      return [];
  }
}

/** The "use the driver" move. */
export function useDriver(state: AutoState, seat: number): void {
  const p = state.players[seat];
  const t = state.turn;
  t.driverUsed = true;
  switch (p.driver) {
    case 'd2':
      // „Während deiner Aktionsphase darfst du 1 Würfel von deiner Ablage wählen und ihn zu deinen aktiven Würfeln legen."
      t.stage = 'action';
      return pend(state, 'driver', 'take', 1);
    case 'd3':
      // „… bis zu 3 beliebige Würfel von deiner Ablage zurück in deinen Beutel werfen."
      t.stage = 'action';
      return pend(state, 'driver', 'recycle', 3);
    case 'd4':
      // „Zu Beginn deiner Kaufphase darfst du bis zu 3 Würfel auf einmal aus deinem Beutel ziehen."
      t.stage = 'action';
      return pend(state, 'driver', 'count', Math.min(3, drawable(p)));
    case 'd5':
      // „Während deiner Kaufphase darfst du eine beliebige Anzahl an Würfeln von der Ablage entfernen … $1".
      if (t.stage !== 'buy') {
        t.stage = 'buy';
        t.money = activeMoney(state, seat);
      }
      return pend(state, 'driver', 'pay');
    default:
      throw new Error(`driver ${p.driver} has no ability to use now`);
  }
}

// ---------------------------------------------------------------------------------------------
// Abilities asked in the later phases (phases.ts)

/** D7 („für jeden dieser Verschleiß-Würfel … bis zu 1 Würfel mehr") and D9 („bis zu 2 zusätzliche Würfel"). */
export function extraDraws(state: AutoState, seat: number): number {
  const d = state.players[seat].driver;
  if (d === 'd7') return state.turn.wearPhase ?? 0;
  if (d === 'd9') return 2;
  return 0;
}
