/**
 * The pieces of a turn after the actions (rules "2. Kaufen", "3. Bewegung", "4. Verschleiß",
 * "Sogwirkung"; phases.ts puts them together), the opening purchase ("Spielvorbereitung") and the
 * end of the game ("Ende des Spiels").
 */
import type { Prng } from '../../../engine/prng';
import { BR, HAND, WEAR_BY_GEAR } from '../data/dice';
import { drawMany } from './bag';
import { econ, geo } from './common';
import { laneOf, segAt, sliceOf } from './geometry';
import { releaseP1, suctionGeo } from './hold';
import { freshTurn } from './state';
import { nextSeat } from './order';
import type { AutoState, PlayerState, TrackDie } from './state';

/** Money at the start of the buy phase: the $ of the dice still active (rule "2. Kaufen"). */
export function activeMoney(state: AutoState, seat: number): number {
  const { value } = econ(state);
  const a = state.players[seat].active;
  let m = 0;
  for (let c = 0; c < a.length; c++) m += a[c] * value[c];
  return m;
}

/** Colours that may be bought with `money` (the supply is limited; wear is never bought). */
export function buyable(state: AutoState, money: number): number[] {
  const { cost } = econ(state);
  const out: number[] = [];
  for (let c = 0; c < BR; c++) if (state.supply[c] > 0 && cost[c] <= money) out.push(c);
  return out;
}

/** Buys one die into the used dice (rule "Kaufen": "Jeder Würfel, den du kaufst, wird auf das Feld für benutzte Würfel … gelegt"). */
export function buy(state: AutoState, seat: number, c: number): void {
  const t = state.turn;
  if (state.phase === 'turn' && t.stage !== 'buy') {
    t.stage = 'buy';
    t.money = activeMoney(state, seat);
  }
  t.money -= econ(state).cost[c];
  state.supply[c]--;
  state.players[seat].used[c]++;
}

/** The dice lying furthest ahead (rule "3. Bewegung"); several when equally far (A-G12: the player chooses). */
export function furthestDice(track: readonly TrackDie[]): TrackDie[] {
  let best = -Infinity; // dists are negative before a car behind the line (Tucson) has crossed it
  for (const d of track) best = Math.max(best, d.dist);
  const seen = new Set<number>();
  const out: TrackDie[] = [];
  for (const d of track) {
    const seg = d.path[d.path.length - 1];
    if (d.dist === best && !seen.has(seg)) {
      seen.add(seg);
      out.push(d);
    }
  }
  return out;
}

/** Rule "Windschatten fahren": the segment directly ahead in the same lane holds another car (A-G9). */
export function isDrafting(state: AutoState, seat: number): boolean {
  const g = geo(state);
  const seg = state.players[seat].seg;
  const ahead = segAt((sliceOf(seg) + 1) % g.slices, laneOf(seg));
  return state.players.some((p, s) => s !== seat && p.seg === ahead);
}

/**
 * Rule "4. Verschleiß": by the highest colour of the fields used (every field a die of this turn
 * lay on or passed over, A-G11, and every field the car drove without dice where that counts),
 * not summed; two-colour fields count as the higher colour.
 */
export function wearOfFields(state: AutoState, track: readonly TrackDie[], carPath: readonly number[] = []): number {
  const g = geo(state);
  let rank = -1;
  for (const d of track) for (const seg of d.path) rank = Math.max(rank, g.fields[g.segField[seg]].rank);
  // Fields the car drove without dice that count (Adrenalin, driver D6).
  for (const seg of carPath) rank = Math.max(rank, g.fields[g.segField[seg]].rank);
  return rank < 0 ? 0 : WEAR_BY_GEAR[rank];
}

/**
 * Rule "Sogwirkung": at the very end of every turn each car moves inside its field to the
 * foremost free segment (A-G10: front to back, so a car never jumps over one ahead). In a field
 * that straddles the finish line (Tucson) a car pulled from the last slice of the lap to slice 0
 * crosses the line: its lap counts as if it had driven ("3. Bewegung"), and on the last lap it
 * triggers the end. P1 is a field of its own while the start player holds it (hold.ts).
 */
export function suction(state: AutoState): void {
  const g = suctionGeo(state);
  const byField = new Map<number, PlayerState[]>();
  for (const p of state.players) {
    const f = g.segField[p.seg];
    byField.set(f, [...(byField.get(f) ?? []), p]);
  }
  for (const [fid, cars] of byField) {
    const segs = g.fields[fid].segs; // front first
    cars.sort((a, b) => segs.indexOf(a.seg) - segs.indexOf(b.seg));
    const taken = new Set<number>();
    for (const car of cars) {
      const free = segs.find((s) => !taken.has(s))!;
      if (sliceOf(free) < sliceOf(car.seg)) reachLap(state, car, car.laps + 1);
      car.seg = free;
      taken.add(free);
    }
  }
  releaseP1(state);
}

/**
 * A car has crossed the finish line (by its move, a drive or Sogwirkung) and is now on lap
 * `laps`: the lap marker moves, and on the last lap the game ends with the round ("Ende des
 * Spiels"). False when `laps` is no new lap.
 */
export function reachLap(state: AutoState, car: PlayerState, laps: number): boolean {
  if (laps <= car.laps) return false;
  car.laps = laps;
  if (car.laps >= state.options.laps) state.endTriggered = true;
  return true;
}

/** The next seat, a new round, or the end of the game (rule "Ende des Spiels": the round is played to its end). */
export function nextTurn(state: AutoState): void {
  state.current = nextSeat(state, state.current);
  state.turn = freshTurn();
  if (state.current === state.startPlayer) {
    if (state.endTriggered) {
      state.phase = 'finished';
      return;
    }
    state.round++;
  }
}

/**
 * The opening purchase is over for a seat; after the last one "werfen sie die gerade gekauften
 * Würfel … in den Beutel" and "Jeder Spieler zieht 7 Würfel".
 */
export function endOpening(state: AutoState, prng: Prng): void {
  state.current = (state.current + 1) % state.seats;
  state.turn = freshTurn();
  state.turn.stage = 'buy';
  if (state.current !== state.startPlayer) {
    state.turn.money = state.players[state.current].startMoney;
    return;
  }
  for (let i = 0; i < state.seats; i++) {
    const p = state.players[(state.startPlayer + i) % state.seats];
    for (let c = 0; c < p.bag.length; c++) {
      p.bag[c] += p.used[c];
      p.used[c] = 0;
    }
    drawMany(p, prng, HAND);
  }
  state.phase = 'turn';
  state.round = 1;
  state.turn = freshTurn();
}

