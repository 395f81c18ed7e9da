/**
 * The steps of an effect under way (a `pending` effect, started in effects.ts): the moves each
 * step offers and carrying one out, for the gear dice that drive on (Biturbo), the 20 base cards,
 * the expansion's cards (rennsaison-effects.ts), the drivers (driver-steps.ts) and cars driving
 * without dice (phases.ts). Every step offered keeps the effect completable (rule "Aktion": "Wenn
 * du Teile der Effekte nicht ausführen kannst, darfst du den Würfel gar nicht nutzen").
 */
import type { Prng } from '../../../engine/prng';
import { BK, BR, COLOUR_INDEX, RE, W, isGear, total } from '../data/dice';
import { drawOne, drawable } from './bag';
import { econ, gainWear, gearsBelow, placements, removeDie } from './common';
import { pendingMovesX, stepPendingX } from './rennsaison-effects';
import { driveMoves, stepDrive } from './phases';
import { driverMoves, stepDriver } from './driver-steps';
import { STOP, chooseFrom, col, others } from './steps';
import type { AutoMove, AutoState, PathState } from './state';
import { boxenteamFeasible, geoField, lenkungChoices, mechanikerChoices, startCardPath, sturzChoices } from './effects';

export function pendingMoves(state: AutoState, seat: number): AutoMove[] {
  const pe = state.turn.pending!;
  const p = state.players[seat];
  if (pe.stage === 'path' && pe.path!.car) return driveMoves(state, pe.path!);
  if (pe.card === 'driver') return driverMoves(state, seat);
  if (pe.stage === 'path') {
    const path = pe.path!;
    const out: AutoMove[] = [...placements(state, seat, path.allowed, path).keys()].sort((a, b) => a - b).map((seg) => ({ type: 'place', seg }) as AutoMove);
    if (!path.mustPlace || path.path.length > 0) out.push(STOP);
    return out;
  }
  switch (pe.card) {
    case 'mechaniker':
      return mechanikerChoices(state, seat).map((c) => ({ type: 'choose', colour: col(c), area: 'discard' }));
    case 'ingenieur':
      if (pe.stage === 'pick') return [...chooseFrom('active', p.active), STOP];
      return chooseFrom('discard', p.discard);
    case 'manager':
      if (pe.stage === 'remove') return [...chooseFrom('active', p.active), STOP];
      return [...managerRecycle(state, seat, 'active'), ...managerRecycle(state, seat, 'discard'), STOP];
    case 'tuner':
      if (pe.stage === 'park') return chooseFrom('active', p.active);
      return [...chooseFrom('discard', p.discard), STOP];
    case 'luftwiderstand':
      return chooseFrom('active', p.active, (c) => isGear(c) && c > W);
    case 'sturz':
      return sturzChoices(state, seat).map((c) => ({ type: 'choose', colour: col(c), area: 'discard' }));
    case 'lenkung':
      return lenkungChoices(state, seat).map((c) => ({ type: 'choose', colour: col(c), area: 'active' }));
    case 'boxenchef':
    case 'aufgeladen':
      return [...chooseFrom('discard', p.discard), STOP];
    case 'crewchef':
      if (pe.stage === 'option') return total(p.discard) >= 2 ? [{ type: 'option', option: 1 }, { type: 'option', option: 2 }] : [{ type: 'option', option: 1 }];
      return chooseFrom('discard', p.discard);
    case 'boxenteam': {
      const { cost } = econ(state);
      if (pe.stage === 'remove') {
        const out = chooseFrom('discard', p.discard, (c) => {
          const d = p.discard.slice();
          d[c]--;
          const sup = state.supply.slice();
          sup[c]++;
          return boxenteamFeasible(state, pe.k + cost[c], pe.n + 1, d, sup);
        });
        if (boxenteamFeasible(state, pe.k, 3, p.discard, state.supply)) out.push(STOP);
        return out;
      }
      const out: AutoMove[] = [];
      for (let c = 0; c < BR; c++) if (state.supply[c] > 0 && cost[c] <= pe.k) out.push({ type: 'buy', colour: col(c) });
      return out;
    }
    case 'leistungsschub':
      return drawable(p) > 0 ? [{ type: 'draw' }, STOP] : [STOP];
    case 'turbo':
      return pe.drawn!.map((c) => ({ type: 'choose', colour: col(c), area: 'drawn' }) as AutoMove);
    default:
      // The steps of the expansion's 15 cards (rennsaison-effects.ts).
      return pendingMovesX(state, seat);
  }
}

/**
 * Manager's second step, the dice of one area: „… kannst du danach einen Würfel vom Feld der
 * aktiven Würfel oder einen Würfel von der Ablage zurück in deinen Beutel werfen" (or none: STOP).
 */
export function managerRecycle(state: AutoState, seat: number, area: 'active' | 'discard'): AutoMove[] {
  return chooseFrom(area, state.players[seat][area]);
}

function finishPath(state: AutoState, seat: number, path: PathState): void {
  if (path.path.length > 0) {
    state.players[seat].used[path.colour]--;
    state.turn.track.push({ colour: path.colour, path: path.path.slice(), dist: path.dist });
    // Rote Linie with Biturbo: the white die drove as another colour unless white stayed possible.
    if (path.whiteAs && !path.allowed.includes(W)) gainWear(state, seat, 1);
  }
  state.turn.pending = null;
}

/** Leistungsschub is done for the player: now the others may draw (now, or at their next turn). */
function finishLeistungsschub(state: AutoState, seat: number): void {
  state.turn.pending = null;
  if (state.options.beschleunigt) {
    for (const o of others(state, seat)) state.players[o].owedDraws++;
  } else {
    state.answering = others(state, seat).filter((o) => drawable(state.players[o]) > 0);
  }
}

/** Carries out one step of the pending effect (the move is one of pendingMoves). */
export function stepPending(state: AutoState, seat: number, move: AutoMove, prng: Prng): void {
  const t = state.turn;
  const pe = t.pending!;
  const p = state.players[seat];
  if (pe.stage === 'path' && pe.path!.car) return stepDrive(state, move, prng);
  if (pe.card === 'driver') return stepDriver(state, seat, move, prng);
  if (pe.stage === 'path') {
    const path = pe.path!;
    if (move.type === 'stop') return finishPath(state, seat, path);
    if (move.type !== 'place') throw new Error('path step');
    const dist = placements(state, seat, path.allowed, path).get(move.seg)!;
    const f = geoField(state, move.seg);
    path.path.push(move.seg);
    path.dist = dist;
    path.left--;
    pe.n++;
    if (path.sameColour) path.allowed = path.allowed.filter((c) => f.colours.includes(c));
    if (path.left === 0) finishPath(state, seat, path);
    return;
  }
  const c = move.type === 'choose' || move.type === 'buy' ? COLOUR_INDEX[move.colour] : -1;
  switch (pe.card) {
    case 'mechaniker':
      removeDie(state, p.discard, c);
      if (c < BK) {
        state.supply[c + 1]--;
        p.used[c + 1]++;
      }
      t.pending = null;
      return;
    case 'ingenieur':
      if (pe.stage === 'pick') {
        if (move.type === 'choose') {
          p.active[c]--;
          p.discard[c]++;
          pe.n++;
        }
        if (move.type === 'stop' || pe.n === pe.k) {
          if (pe.n === 0) t.pending = null;
          else {
            pe.stage = 'remove';
            pe.k = pe.n;
            pe.n = 0;
          }
        }
        return;
      }
      removeDie(state, p.discard, c);
      pe.n++;
      if (pe.n === pe.k) t.pending = null;
      return;
    case 'manager':
      if (pe.stage === 'remove') {
        if (move.type === 'choose') removeDie(state, p.active, c);
        pe.stage = 'recycle';
        return;
      }
      if (move.type === 'choose') {
        const from = move.area === 'active' ? p.active : p.discard;
        from[c]--;
        p.bag[c]++;
      }
      t.pending = null;
      return;
    case 'tuner':
      if (pe.stage === 'park') {
        p.active[c]--;
        p.used[c]++;
        pe.stage = 'remove';
        pe.k = 2;
        return;
      }
      if (move.type === 'choose') {
        removeDie(state, p.discard, c);
        pe.n++;
      }
      if (move.type === 'stop' || pe.n === pe.k) t.pending = null;
      return;
    case 'luftwiderstand':
      // "Wähle dann 1 Gang-Würfel vom Feld der aktiven Würfel und lege ihn auf die Ablage."
      p.active[c]--;
      p.discard[c]++;
      return startCardPath(state, RE, [c - 1], 3);
    case 'sturz':
      return startCardPath(state, RE, [c], 1, { mustPlace: true });
    case 'lenkung':
      return startCardPath(state, RE, gearsBelow(c), 1, { mustPlace: true });
    case 'boxenchef':
    case 'aufgeladen':
      if (move.type === 'choose') {
        if (pe.card === 'boxenchef') removeDie(state, p.discard, c);
        else {
          p.discard[c]--;
          p.active[c]++;
        }
        pe.n++;
      }
      if (move.type === 'stop' || pe.n === pe.k) t.pending = null;
      return;
    case 'crewchef':
      if (pe.stage === 'option') {
        if (move.type === 'option' && move.option === 1) {
          state.supply[BR] += p.discard[BR];
          p.discard[BR] = 0;
          t.pending = null;
        } else {
          pe.stage = 'remove';
          pe.k = 2;
        }
        return;
      }
      removeDie(state, p.discard, c);
      pe.n++;
      if (pe.n === pe.k) t.pending = null;
      return;
    case 'boxenteam': {
      const { cost } = econ(state);
      if (pe.stage === 'remove') {
        if (move.type === 'choose') {
          removeDie(state, p.discard, c);
          pe.k += cost[c];
          pe.n++;
        }
        if (move.type === 'stop' || pe.n === 3) pe.stage = 'buy';
        return;
      }
      state.supply[c]--;
      p.used[c]++;
      t.pending = null;
      return;
    }
    case 'leistungsschub':
      if (move.type === 'draw') {
        drawOne(p, prng);
        gainWear(state, seat, 1);
        pe.n++;
        if (pe.n < pe.k) return;
      }
      return finishLeistungsschub(state, seat);
    case 'turbo': {
      const [a, b] = pe.drawn!;
      const away = c === a ? b : a;
      p.active[away]--;
      p.discard[away]++;
      t.pending = null;
      return;
    }
    default:
      // The steps of the expansion's 15 cards (rennsaison-effects.ts).
      return stepPendingX(state, seat, move, prng);
  }
}
