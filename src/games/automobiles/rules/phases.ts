/**
 * A turn after the buy phase, phase by phase (rules "3. Bewegung", "4. Verschleiß", "Endphase",
 * "Sogwirkung"), and the pit stop ("Alternativer Zug – Boxenstopp"). Between the phases a driver
 * or an action card of the expansion may ask for a choice — the bonus fields of Adrenalin and of
 * drivers D6 and D1, D8's wear before drawing, D7's and D9's extra dice, D10's redraw — and after
 * the end phase the cars behind a V12-Motor drive one by one. The turn waits at `turn.step` and
 * goes on when the choice is made; without such a card or driver it runs straight through.
 *
 * Cars driving without dice (A-G14) are paths whose every field moves the car.
 */
import type { Prng } from '../../../engine/prng';
import { BR, HAND, LG, total } from '../data/dice';
import { drawMany, drawable } from './bag';
import { ALL_GEARS, carPlacements, gainWear, geo } from './common';
import { positionOf, standings } from './position';
import { STOP, pend, startPath } from './steps';
import { extraDraws } from './drivers';
import { furthestDice, isDrafting, nextTurn, reachLap, suction, wearOfFields } from './turn';
import { releaseP1 } from './hold';
import { endRace } from './season';
import type { AutoMove, AutoState, PathState } from './state';

export interface TurnReport {
  moved: boolean;
  from: number;
  to: number;
  crossed: boolean;
  wear: number;
  /** Why no wear: 'draft', 'federung', 'still' (not moved), or null. */
  noWear: 'draft' | 'federung' | 'still' | null;
  drawn: number[];
  /** The turn stopped before its end to wait for a choice (the wear or the draw may not have happened yet). */
  waiting: boolean;
}

function newReport(state: AutoState, seat: number): TurnReport {
  const seg = state.players[seat].seg;
  return { moved: false, from: seg, to: seg, crossed: false, wear: 0, noWear: null, drawn: [], waiting: false };
}

/** Moves a car to a segment at absolute progress `dist`; crossing the line moves its lap marker (rule "Ende des Spiels"). */
export function placeCar(state: AutoState, seat: number, seg: number, dist: number): boolean {
  const p = state.players[seat];
  p.seg = seg;
  // Tucson: the start player's own field ends when his car leaves P1.
  releaseP1(state);
  return reachLap(state, p, Math.floor(dist / geo(state).slices));
}

/** Buying is over: movement, then the phases after it (see advance). `seg`: the die chosen among equally far ones. */
export function endTurn(state: AutoState, seat: number, seg: number | undefined, prng: Prng): TurnReport {
  const t = state.turn;
  const report = newReport(state, seat);
  if (t.track.length > 0) {
    // Adrenalin: „merke dir die Position, an der dein Rennauto zu Beginn deiner Bewegungsphase steht".
    if (t.adrenalin) t.startPos = positionOf(state, seat);
    // Rule "3. Bewegung": to the furthest field with a die; crossing the line moves the lap marker.
    const far = furthestDice(t.track);
    const die = far.length === 1 ? far[0] : far.find((d) => d.path[d.path.length - 1] === seg)!;
    report.moved = true;
    report.to = die.path[die.path.length - 1];
    report.crossed = placeCar(state, seat, report.to, die.dist);
  }
  t.step = 'moved';
  advance(state, seat, prng, report);
  return report;
}

/** "Alternativer Zug – Boxenstopp": all wear of the active dice back to the supply, then the end phase. */
export function pitStop(state: AutoState, seat: number, prng: Prng): { removed: number; drawn: number[] } {
  const p = state.players[seat];
  const removed = p.active[BR];
  state.supply[BR] += removed;
  p.active[BR] = 0;
  state.turn.step = 'end';
  const report = newReport(state, seat);
  advance(state, seat, prng, report);
  return { removed, drawn: report.drawn };
}

/** Starts a car path; false when the car has nowhere to go (then nothing waits). */
function driveCar(state: AutoState, card: 'adrenalin' | 'driver' | 'v12', seat: number, allowed: number[], left: number, wear: boolean): boolean {
  if (left <= 0 || carPlacements(state, seat, allowed).size === 0) return false;
  startPath(state, card, -1, allowed, left, { car: { seat, wear } });
  return true;
}

/** The phases after the movement, each waiting where a choice is due. */
export function advance(state: AutoState, seat: number, prng: Prng, report: TurnReport = newReport(state, seat)): void {
  const t = state.turn;
  const p = state.players[seat];
  for (;;) {
    switch (t.step) {
      case 'moved': {
        t.step = 'bonus';
        // Adrenalin, second option: „Fahre dann bis zu 2 hellgraue Felder für jede Position, um die du dich verbessert hast."
        const gained = t.adrenalin && t.startPos !== undefined ? Math.max(0, t.startPos - positionOf(state, seat)) : 0;
        if (gained > 0 && driveCar(state, 'adrenalin', seat, [LG], 2 * gained * t.adrenalin!, true)) return wait(report);
        break;
      }
      case 'bonus':
        t.step = 'wear';
        // Driver D6: „Nachdem du die Bewegung deines Rennautos … abgeschlossen hast, darfst du noch 1 zusätzliches Feld in einer beliebigen Farbe fahren."
        if (p.driver === 'd6' && t.track.length > 0 && driveCar(state, 'driver', seat, [...ALL_GEARS], 1, true)) return wait(report);
        break;
      case 'wear': {
        t.step = 'end';
        // Rule "4. Verschleiß".
        if (t.track.length === 0) report.noWear = 'still';
        else if (t.noWear) report.noWear = 'federung';
        else if (isDrafting(state, seat)) report.noWear = 'draft';
        else report.wear = gainWear(state, seat, wearOfFields(state, t.track, t.carPath));
        if (p.driver) t.wearPhase = report.wear;
        // Driver D1: „bis zu 1 hellgraues Feld … für jeden Verschleiß-Würfel, den du erhalten hast" (the fields gain no more wear).
        if (p.driver === 'd1' && report.wear > 0 && driveCar(state, 'driver', seat, [LG], report.wear, false)) return wait(report);
        break;
      }
      case 'end':
        t.step = 'draw';
        // Rule "Endphase": everything to the discard.
        for (const d of t.track) p.discard[d.colour]++;
        t.track = [];
        for (let c = 0; c < p.discard.length; c++) {
          p.discard[c] += p.active[c] + p.used[c];
          p.active[c] = 0;
          p.used[c] = 0;
        }
        // Driver D8: „Bevor du in deiner Endphase neue aktive Würfel ziehst, darfst du bis zu 3 Verschleiß-Würfel … entfernen."
        if (p.driver === 'd8' && p.discard[BR] > 0) {
          pend(state, 'driver', 'wear', 3);
          return wait(report);
        }
        break;
      case 'draw': {
        t.step = 'redraw';
        report.drawn = drawMany(p, prng, HAND);
        // Drivers D7 and D9: up to n more dice.
        const extra = extraDraws(state, seat);
        if (extra > 0 && drawable(p) > 0) {
          pend(state, 'driver', 'extra', extra);
          return wait(report);
        }
        break;
      }
      case 'redraw':
        t.step = 'done';
        // Driver D10: put any of the drawn dice on the discard and draw as many again, once.
        if (p.driver === 'd10' && total(p.active) > 0) {
          pend(state, 'driver', 'redraw');
          return wait(report);
        }
        break;
      default:
        // 'done': Sogwirkung, then the cars behind a V12-Motor, then the next player.
        suction(state);
        if (t.v12 && startInterlude(state, seat)) return wait(report);
        return finishTurn(state);
    }
  }
}

function wait(report: TurnReport): void {
  report.waiting = true;
}

// ---------------------------------------------------------------------------------------------
// V12-Motor: the cars behind drive

/**
 * „Bestimme nach deiner Endphase die Position deines Rennautos. Jeder Spieler, dessen Rennauto in
 * einer niedrigeren Position ist als deines, darf dann ein Feld einer beliebigen Farbe fahren …
 * keine Verschleiß-Würfel": one field per V12-Motor die, in race order, Sogwirkung after each.
 * With the variant "beschleunigter Ablauf" each of them drives at the start of his own next turn.
 */
function startInterlude(state: AutoState, seat: number): boolean {
  const order = standings(state);
  const behind = order.slice(order.indexOf(seat) + 1);
  const fields = state.turn.v12!;
  if (!behind.length) return false;
  if (state.options.beschleunigt) {
    for (const s of behind) state.players[s].owedDrive = (state.players[s].owedDrive ?? 0) + fields;
    return false;
  }
  state.interlude = { owner: seat, fields, waiting: behind, seat: -1 };
  return nextMover(state);
}

/** The next car behind to drive (the best placed of those still waiting, as the race stands now); false when all have. */
function nextMover(state: AutoState): boolean {
  const il = state.interlude!;
  while (il.waiting.length) {
    const order = standings(state);
    const s = order.find((x) => il.waiting.includes(x))!;
    il.waiting = il.waiting.filter((x) => x !== s);
    if (driveCar(state, 'v12', s, [...ALL_GEARS], il.fields, false)) {
      il.seat = s;
      return true;
    }
  }
  delete state.interlude;
  return false;
}

/** The next player's turn begins (or the race ends: the game, or in a season the race of the season). */
export function finishTurn(state: AutoState): void {
  nextTurn(state);
  if (state.phase === 'turn') beginTurn(state);
  else if (state.season) endRace(state);
}

/** The start of a turn in the accelerated variant: a V12-Motor's owed fields are driven first. */
function beginTurn(state: AutoState): void {
  const p = state.players[state.current];
  if (!p.owedDrive) return;
  const fields = p.owedDrive;
  delete p.owedDrive;
  driveCar(state, 'v12', state.current, [...ALL_GEARS], fields, false);
}

// ---------------------------------------------------------------------------------------------
// The steps of a car driving

export function driveMoves(state: AutoState, path: PathState): AutoMove[] {
  const out: AutoMove[] = [...carPlacements(state, path.car!.seat, path.allowed).keys()].sort((a, b) => a - b).map((seg) => ({ type: 'drive', seg }) as AutoMove);
  out.push(STOP);
  return out;
}

/** One field of a car driving, or its stop; then the turn goes on where the drive came from. */
export function stepDrive(state: AutoState, move: AutoMove, prng: Prng): void {
  const t = state.turn;
  const pe = t.pending!;
  const path = pe.path!;
  const seat = path.car!.seat;
  if (move.type === 'drive') {
    const dist = carPlacements(state, seat, path.allowed).get(move.seg)!;
    placeCar(state, seat, move.seg, dist);
    path.path.push(move.seg);
    path.dist = dist;
    path.left--;
    pe.n++;
    if (path.car!.wear) t.carPath = [...(t.carPath ?? []), move.seg];
    if (path.left > 0 && carPlacements(state, seat, path.allowed).size > 0) return;
  }
  t.pending = null;
  if (pe.card !== 'v12') return advance(state, state.current, prng);
  suction(state);
  if (state.interlude) {
    if (!nextMover(state)) finishTurn(state);
  }
}
