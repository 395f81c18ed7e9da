/**
 * Kraftwagen's moveStep (the contract's), step by step from the rules — never from the list of
 * every legal move. The tree's branches come in the order of legalMoves, the choices of each level
 * from the rules on the state (legal.ts's helpers, one decision at a time), each part from the
 * builders moveParts uses (view/parts.ts):
 *   start, Benz, the action tile, a step of its actions: one level, the move's one part;
 *   phase I: the action to do next, or an engineer marker (below);
 *   phase II: the car's body, its engine, its workers; an engineer marker (below); the end of the turn;
 *   the car's price tile, then its Horch/Maybach marker or none;
 *   a marker: Daimler, then the active buyer; Diesel, then the car, what changes, the new value.
 * A step is asked only where its answers differ (as moveParts words a move): one answer is settled
 * without a level of its own.
 */
import type { Answer, MovePart, MoveStep, Seat } from '../../../engine/contract';
import { stepOfTree, type ChoiceBranch } from '../../../engine/choice-tree';
import { moveLabel } from '../view/labels';
import { actionMoves, oneStepMoves, toAct } from './legal';
import { boostMarkers, buildable } from './market';
import { daimlerBuyers, daimlerMarker, dieselCars, dieselChanges, dieselMove, DIESEL_CHANGES, markerPhase } from './markers';
import {
  boostPart,
  buildBodyPart,
  buildEnginePart,
  buildWorkersPart,
  daimlerBuyerPart,
  dieselCarPart,
  dieselChangePart,
  dieselValuePart,
  markerPart,
  onePart,
  pricePart,
  type OnePartMove,
} from '../view/parts';
import type { KwMove, KwState } from './state';
import { view as viewOf, type KwView } from '../view/view';

type Branch = ChoiceBranch<KwMove>;
/** What lies below a part: the move it completes, or the next level. */
type Below = Pick<Branch, 'move' | 'then'>;

/**
 * One decision among `values` (never empty), in order: a branch for each when they differ, else
 * the one value goes on below the part above without being asked (moveParts leaves its step out).
 */
function decide<T>(values: readonly T[], part: (x: T) => MovePart, below: (x: T) => Below): Below {
  if (values.length === 1) return below(values[0]);
  return {
    then: function* () {
      for (const x of values) yield { part: part(x), ...below(x) };
    },
  };
}

const leaf = (v: KwView, move: KwMove): Branch => ({ part: onePart(v, move as OnePartMove), move });

/**
 * Kraftwagen, „Ingenieure": one engineer marker in each phase of a turn — Daimler on an active
 * buyer without one, Diesel changing one of the seat's cars on the market (markers.ts).
 */
function* markerBranches(s: KwState, seat: number, v: KwView): Generator<Branch> {
  if (markerPhase(s) === null) return;
  const p = s.players[seat];
  const buyers = daimlerBuyers(s.buyers);
  for (const marker of [2, 4] as const) {
    if (!buyers.length || !p.markers.includes(daimlerMarker(marker))) continue;
    yield {
      part: markerPart(v, daimlerMarker(marker)),
      ...decide(
        buyers.map((buyer): Extract<KwMove, { type: 'daimler' }> => ({ type: 'daimler', marker, buyer })),
        (m) => daimlerBuyerPart(v, m),
        (move) => ({ move }),
      ),
    };
  }
  if (!p.markers.includes('diesel')) return;
  const cars = dieselCars(s.market, seat, p, s.prices);
  if (!cars.length) return;
  yield {
    part: markerPart(v, 'diesel'),
    ...decide(
      cars,
      (car) => dieselCarPart(v, car),
      (car) => {
        const ch = dieselChanges(p, s.prices, s.market[car]);
        return decide(
          DIESEL_CHANGES.filter((k) => ch[k].length > 0),
          (k) => dieselChangePart(v, dieselMove(car, k, ch[k][0])),
          (k) =>
            decide(
              ch[k].map((x) => dieselMove(car, k, x)),
              (m) => dieselValuePart(v, m),
              (move) => ({ move }),
            ),
        );
      },
    ),
  };
}

/**
 * Kraftwagen, „II. Einen Kraftwagen auf den Markt bringen": a body and an engine from the
 * workshops (each value once), at least one canteen worker (market.ts).
 */
function* buildBranches(s: KwState, seat: number, v: KwView): Generator<Branch> {
  const b = buildable(s, seat);
  if (!b) return;
  const engines = [...b.engines.values()];
  const workers = Array.from({ length: b.canteen }, (_, i) => i + 1);
  for (const body of b.bodies.values()) {
    yield {
      part: buildBodyPart(v, { type: 'build', body, engine: engines[0], workers: 1 }),
      ...decide(
        engines,
        (engine) => buildEnginePart(v, engine),
        (engine) =>
          decide(
            workers,
            (n) => buildWorkersPart(n),
            (n) => ({ move: { type: 'build', body, engine, workers: n } }),
          ),
      ),
    };
  }
}

/**
 * The same rule: „Eines der farbigen Preisplättchen, die neben dem Markt bereitliegen" and „Einen
 * Horch oder Mayback Ingenieursmarker (optional)" — none first, then the seat's car markers (market.ts).
 */
function* priceBranches(s: KwState, seat: number): Generator<Branch> {
  const boosts = [undefined, ...boostMarkers(s.players[seat].markers, s.turn.marker2)];
  for (const price of s.prices) {
    yield {
      part: pricePart(price),
      ...decide(
        boosts,
        (boost) => boostPart(boost),
        (boost) => ({ move: boost ? { type: 'price', price, boost } : { type: 'price', price } }),
      ),
    };
  }
}

/** Kraftwagen, „5.2 Zugphase": the choices of the seat's turn in its stage (as legalMoves orders them). */
function* top(s: KwState, seat: number, v: KwView): Generator<Branch> {
  const one = oneStepMoves(s, seat);
  if (one) {
    for (const m of one) yield leaf(v, m);
    return;
  }
  const stage = s.turn.stage;
  if (stage === 'price') {
    yield* priceBranches(s, seat);
    return;
  }
  if (stage === 'actions') {
    for (const m of actionMoves(s)) yield leaf(v, m);
    yield* markerBranches(s, seat, v);
    return;
  }
  yield* buildBranches(s, seat, v);
  yield* markerBranches(s, seat, v);
  yield leaf(v, { type: 'end' });
}

export function moveStep(state: KwState, seat: Seat, answers: readonly Answer[]): MoveStep<KwMove> | null {
  if (!toAct(state).includes(seat)) return null;
  return stepOfTree(
    () => {
      const v = viewOf(state, seat);
      return { tree: () => top(state, seat, v), label: (m) => moveLabel(v, m) };
    },
    answers,
    { state, seat },
  );
}
